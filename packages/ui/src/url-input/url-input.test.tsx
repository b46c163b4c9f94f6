import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../field';
import { UrlInput } from './url-input';

describe('UrlInput', () => {
  it('is a plain text field with the URL keyboard, so the browser never blocks example.com', () => {
    render(<UrlInput aria-label="Website" />);
    const input = screen.getByRole('textbox', { name: 'Website' });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'url');
    expect(input).toHaveAttribute('autocomplete', 'url');
  });

  it('offers to open the address in a new tab once it may be one', async () => {
    render(<UrlInput aria-label="Website" />);
    expect(screen.queryByRole('link')).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Website' }), 'example.c');
    expect(screen.queryByRole('link')).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Website' }), 'om');
    const link = screen.getByRole('link', { name: 'Open in a new tab' });
    expect(link).toHaveAttribute('href', 'http://example.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('never links a script address', () => {
    render(<UrlInput aria-label="Website" defaultValue="javascript:alert('x.com')" />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('trims on blur', async () => {
    const onChange = vi.fn();
    render(<UrlInput aria-label="Website" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox'), ' example.com ');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith('example.com');
    expect(screen.getByRole('textbox')).toHaveValue('example.com');
  });

  it('still opens a read-only address, but not a disabled one', () => {
    const { rerender } = render(<UrlInput aria-label="Website" readOnly value="example.com" />);
    expect(screen.getByRole('link', { name: 'Open in a new tab' })).toBeInTheDocument();
    rerender(<UrlInput aria-label="Website" disabled value="example.com" />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('takes its label and invalid state from a Field', () => {
    render(
      <Field label="Website" error="Enter a web address.">
        <UrlInput />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Website' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Enter a web address.');
  });
});
