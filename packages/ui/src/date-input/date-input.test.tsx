import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../field';
import { DateInput } from './date-input';

describe('DateInput', () => {
  it('formats typed digits on blur and reports the ISO date', async () => {
    const onChange = vi.fn();
    render(<DateInput aria-label="Lease start" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Lease start' });
    await userEvent.type(input, '1152026');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(input).toHaveValue('01/15/2026');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('2026-01-15');
    expect(input).toBeValid();
  });

  it('marks unreadable text invalid, keeps it for correcting, and says why', async () => {
    const onChange = vi.fn();
    const onInvalid = vi.fn();
    render(
      <DateInput
        aria-label="Lease start"
        defaultValue="2026-01-15"
        onChange={onChange}
        onInvalid={onInvalid}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Lease start' });
    expect(input).toHaveValue('01/15/2026');
    await userEvent.clear(input);
    await userEvent.type(input, '02/30/2026{Enter}');
    expect(input).toBeInvalid();
    expect(input).toHaveValue('02/30/2026');
    // The unreadable text is the value (a date schema refuses it), never '' as if no date were wanted.
    expect(onChange).toHaveBeenLastCalledWith('02/30/2026');
    expect(onInvalid).toHaveBeenCalledWith('format', '02/30/2026');

    await userEvent.clear(input);
    await userEvent.type(input, '2282026');
    await userEvent.tab();
    expect(input).toBeValid();
    expect(input).toHaveValue('02/28/2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-02-28');
  });

  it('refuses a date outside min and max as out of range', async () => {
    const onInvalid = vi.fn();
    render(<DateInput aria-label="Move-in" min="2026-01-01" max="2026-12-31" onInvalid={onInvalid} />);
    const input = screen.getByRole('textbox', { name: 'Move-in' });
    await userEvent.type(input, '12312025');
    await userEvent.tab();
    expect(input).toBeInvalid();
    expect(onInvalid).toHaveBeenCalledWith('range', '12312025');
  });

  it('clears the value when the text is emptied, without calling it invalid', async () => {
    const onChange = vi.fn();
    const onInvalid = vi.fn();
    render(
      <DateInput aria-label="End" defaultValue="2026-03-01" onChange={onChange} onInvalid={onInvalid} />,
    );
    const input = screen.getByRole('textbox', { name: 'End' });
    await userEvent.clear(input);
    await userEvent.tab();
    expect(onChange).toHaveBeenCalledWith('');
    expect(onInvalid).not.toHaveBeenCalled();
    expect(input).toBeValid();
  });

  it('shows a new value from outside, replacing what was typed', async () => {
    function Harness() {
      const [value, setValue] = useState('2026-01-15');
      return (
        <>
          <DateInput aria-label="Start" value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue('2026-07-04')}>
            Fourth of July
          </button>
        </>
      );
    }
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Start' });
    await userEvent.click(screen.getByRole('button', { name: 'Fourth of July' }));
    expect(input).toHaveValue('07/04/2026');
  });

  it('picks a day from the calendar, closes it and shows the date', async () => {
    const onChange = vi.fn();
    render(<DateInput aria-label="Start" defaultValue="2026-01-15" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose date' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose date' });
    expect(screen.getByRole('grid', { name: 'January 2026' })).toBeInTheDocument();
    expect(dialog.querySelector('[data-slot="calendar"]')).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: /January 20, 2026/ }));
    expect(onChange).toHaveBeenCalledWith('2026-01-20');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Start' })).toHaveValue('01/20/2026');
  });

  it('disables days outside min and max in the calendar', async () => {
    render(<DateInput aria-label="Start" defaultValue="2026-01-15" min="2026-01-10" max="2026-01-20" />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose date' }));
    expect(screen.getByRole('button', { name: /January 9, 2026/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /January 10, 2026/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /January 21, 2026/ })).toBeDisabled();
  });

  it('is labelled and described by a Field, and read-only has no calendar button', () => {
    render(
      <Field label="Lease start" description="First day of rent." error="Enter a date as MM/DD/YYYY">
        <DateInput readOnly defaultValue="2026-01-15" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Lease start' });
    expect(input).toHaveAccessibleDescription('First day of rent. Enter a date as MM/DD/YYYY');
    expect(input).toBeInvalid();
    expect(input).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Choose date' })).toBeNull();
  });

  it('disables the field and its calendar button together', () => {
    render(<DateInput aria-label="Start" disabled />);
    expect(screen.getByRole('textbox', { name: 'Start' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Choose date' })).toBeDisabled();
  });
});
