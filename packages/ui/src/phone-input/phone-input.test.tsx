import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../field';
import { PhoneInput } from './phone-input';

describe('PhoneInput', () => {
  it('is a telephone field that browsers can fill', () => {
    render(<PhoneInput aria-label="Phone" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel');
    expect(input).toHaveAttribute('data-slot', 'phone-input');
  });

  it('formats on blur and reports the formatted text', async () => {
    const onChange = vi.fn();
    const onBlur = vi.fn();
    render(<PhoneInput aria-label="Phone" onChange={onChange} onBlur={onBlur} />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(input, '8175551234');
    expect(input).toHaveValue('8175551234');
    await userEvent.tab();
    expect(input).toHaveValue('(817) 555-1234');
    expect(onChange).toHaveBeenLastCalledWith('(817) 555-1234');
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('leaves a read-only number alone', async () => {
    const onChange = vi.fn();
    render(<PhoneInput aria-label="Phone" readOnly value="8175551234" onChange={onChange} />);
    await userEvent.click(screen.getByRole('textbox'));
    await userEvent.tab();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes its label, description and invalid state from a Field', () => {
    render(
      <Field label="Phone" description="Where tenants can reach you." error="Enter a phone number.">
        <PhoneInput />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Where tenants can reach you. Enter a phone number.');
  });
});
