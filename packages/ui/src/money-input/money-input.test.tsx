import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../field';
import { MoneyInput } from './money-input';

describe('MoneyInput', () => {
  it('keeps the text as typed, reports integer cents, and groups thousands once left', async () => {
    const onChange = vi.fn();
    render(<MoneyInput aria-label="Rent" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Rent' });
    await userEvent.type(input, '1234.5');
    expect(input).toHaveValue('1234.5');
    expect(onChange).toHaveBeenLastCalledWith(123450);
    await userEvent.tab();
    expect(input).toHaveValue('1,234.50');
  });

  it('never hands over floating-point error', async () => {
    const onChange = vi.fn();
    render(<MoneyInput aria-label="Fee" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Fee' }), '0.29');
    expect(onChange).toHaveBeenLastCalledWith(29);
  });

  it.each([
    ['1e3', 'format'], // was read as 13.00
    ['12.345', 'decimals'], // was cut to 12.34
    ['-5', 'negative'], // was read as 5.00
    ['12,34', 'format'],
    ['$', 'format'],
  ] as const)('refuses %s (%s) instead of saving another amount', async (typed, reason) => {
    const onChange = vi.fn();
    const onInvalid = vi.fn();
    render(<MoneyInput aria-label="Rent" onChange={onChange} onInvalid={onInvalid} />);
    const input = screen.getByRole('textbox', { name: 'Rent' });
    await userEvent.type(input, typed);
    await userEvent.tab();
    expect(input).toHaveValue(typed);
    expect(input).toBeInvalid();
    expect(onChange).toHaveBeenLastCalledWith(NaN);
    expect(onInvalid).toHaveBeenCalledWith(reason, typed);
    // Corrected, the field is an amount again.
    await userEvent.clear(input);
    await userEvent.type(input, '12.34');
    await userEvent.tab();
    expect(input).toBeValid();
    expect(onChange).toHaveBeenLastCalledWith(1234);
  });

  it('reports null when emptied', async () => {
    const onChange = vi.fn();
    render(<MoneyInput aria-label="Deposit" defaultValue={50000} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Deposit' });
    expect(input).toHaveValue('500.00');
    await userEvent.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('takes a minus only where negatives are allowed', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<MoneyInput aria-label="Credit" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Credit' }), '-5');
    expect(screen.getByRole('textbox')).toHaveValue('-5');
    expect(onChange).toHaveBeenLastCalledWith(NaN);
    rerender(<MoneyInput aria-label="Credit" allowNegative onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Credit' });
    await userEvent.clear(input);
    await userEvent.type(input, '-5');
    expect(input).toHaveValue('-5');
    expect(onChange).toHaveBeenLastCalledWith(-500);
  });

  it('follows a controlled value without disturbing what is being typed', async () => {
    function Harness() {
      const [cents, setCents] = useState<number | null>(1999);
      return (
        <>
          <MoneyInput aria-label="Rent" value={cents} onChange={setCents} />
          <output aria-label="Cents">{String(cents)}</output>
          <button type="button" onClick={() => setCents(250000)}>
            Standard rent
          </button>
        </>
      );
    }
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Rent' });
    expect(input).toHaveValue('19.99');
    await userEvent.clear(input);
    await userEvent.type(input, '20.');
    expect(input).toHaveValue('20.');
    expect(screen.getByRole('status', { name: 'Cents' })).toHaveTextContent('2000');
    await userEvent.click(screen.getByRole('button', { name: 'Standard rent' }));
    expect(input).toHaveValue('2,500.00');
  });

  it('shows the currency sign without it being part of the value or the name', () => {
    render(<MoneyInput aria-label="Rent" defaultValue={100} />);
    const input = screen.getByRole('textbox', { name: 'Rent' });
    expect(input).toHaveValue('1.00');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByText('$')).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes its label and invalid state from a Field, and passes read-only and disabled on', () => {
    render(
      <>
        <Field label="Monthly rent" error="Enter the rent.">
          <MoneyInput readOnly />
        </Field>
        <MoneyInput aria-label="Deposit" disabled />
      </>,
    );
    const rent = screen.getByRole('textbox', { name: 'Monthly rent' });
    expect(rent).toBeInvalid();
    expect(rent).toHaveAccessibleDescription('Enter the rent.');
    expect(rent).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Deposit' })).toBeDisabled();
  });
});
