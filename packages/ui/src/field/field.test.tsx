import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Checkbox } from '../checkbox';
import { Input } from '../input';
import { PasswordInput } from '../password-input';
import { SimpleSelect } from '../select';
import { Field, joinIds } from './field';

describe('Field', () => {
  it('names the control by its label and focuses it from the label', async () => {
    render(
      <Field label="Tail number">
        <Input />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Tail number' });
    await userEvent.click(screen.getByText('Tail number'));
    expect(input).toHaveFocus();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('describes the control with the description, then the error, and marks it invalid', () => {
    render(
      <Field label="E-mail" description="We send lease notices here." error="Enter a valid e-mail address.">
        <Input type="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We send lease notices here. Enter a valid e-mail address.');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid e-mail address.');
    expect(input.closest('[data-slot="field"]')).toHaveAttribute('data-invalid', 'true');
  });

  it('keeps the control’s own id and description ids', () => {
    render(
      <>
        <p id="hint">Shown on the invoice.</p>
        <Field label="Company" error="Required">
          <Input id="company" aria-describedby="hint" />
        </Field>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Company' });
    expect(input).toHaveAttribute('id', 'company');
    expect(input).toHaveAccessibleDescription('Required Shown on the invoice.');
  });

  it('marks a required control without adding browser validation', () => {
    render(
      <Field label="Name" required>
        <Input />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('required');
    expect(input).toBeValid();
  });

  it('drops the invalid mark when the error is fixed', () => {
    const { rerender } = render(
      <Field label="Rent" error="Must be positive">
        <Input />
      </Field>,
    );
    rerender(
      <Field label="Rent">
        <Input />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Rent' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('wires a password field, a checkbox and a select trigger the same way', () => {
    render(
      <>
        <Field label="Password" error="Too short">
          <PasswordInput />
        </Field>
        <Field label="Accept the terms" description="Required to register">
          <Checkbox />
        </Field>
        <Field label="Hangar type" error="Choose a type">
          <SimpleSelect options={[{ value: 't', label: 'T-hangar' }]} placeholder="Choose" />
        </Field>
      </>,
    );
    const password = screen.getByLabelText('Password', { selector: 'input' });
    expect(password).toHaveAccessibleDescription('Too short');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('checkbox', { name: 'Accept the terms' })).toHaveAccessibleDescription(
      'Required to register',
    );
    const trigger = screen.getByRole('combobox', { name: 'Hangar type' });
    expect(trigger).toHaveAccessibleDescription('Choose a type');
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('joinIds', () => {
  it('joins the present ids and gives undefined when none are present', () => {
    expect(joinIds('a', undefined, false, 'b')).toBe('a b');
    expect(joinIds(undefined, null, '')).toBeUndefined();
  });
});
