import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from '../field';
import { Input } from '../input';
import { FormSection } from './form-section';

describe('FormSection', () => {
  it('is a group named by its legend and described by its description', () => {
    render(
      <FormSection title="Tenant" description="Who pays the rent.">
        <Field label="Name">
          <Input />
        </Field>
      </FormSection>,
    );
    const group = screen.getByRole('group', { name: 'Tenant' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group).toHaveAccessibleDescription('Who pays the rent.');
    expect(screen.getByText('Tenant').tagName).toBe('LEGEND');
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
  });

  it('turns off every field when disabled', () => {
    render(
      <FormSection title="Aircraft" disabled>
        <Field label="Tail number">
          <Input />
        </Field>
      </FormSection>,
    );
    expect(screen.getByRole('group')).toHaveAttribute('data-state', 'disabled');
    expect(screen.getByRole('textbox', { name: 'Tail number' })).toBeDisabled();
  });

  it('can be a region with an h2 instead', () => {
    render(
      <FormSection as="section" title="Billing" description="Invoices go out on the 1st.">
        <Field label="E-mail">
          <Input />
        </Field>
      </FormSection>,
    );
    const region = screen.getByRole('region', { name: 'Billing' });
    expect(region).toHaveAccessibleDescription('Invoices go out on the 1st.');
    expect(screen.getByRole('heading', { level: 2, name: 'Billing' })).toBeInTheDocument();
  });

  it('lays out two columns on wide containers unless told one', () => {
    const { container, rerender } = render(
      <FormSection title="Two">
        <span />
      </FormSection>,
    );
    const fields = () => container.querySelector('[data-slot="form-section-fields"]');
    expect(fields()).toHaveClass('grid-cols-1', '@xl:grid-cols-2');
    rerender(
      <FormSection title="One" columns={1}>
        <span />
      </FormSection>,
    );
    expect(fields()).not.toHaveClass('@xl:grid-cols-2');
  });
});
