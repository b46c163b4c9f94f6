import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../field';
import { Combobox } from './combobox';
import type { ComboboxOption } from './rules';

const titles: ComboboxOption[] = [
  { value: 'mr', label: 'Mr.' },
  { value: 'mrs', label: 'Mrs.' },
  { value: 'ms', label: 'Ms.' },
  { value: 'dr', label: 'Dr.' },
  { value: 'capt', label: 'Captain', disabled: true },
];

const states: ComboboxOption[] = [
  { value: 'OK', label: 'Oklahoma' },
  { value: 'TN', label: 'Tennessee' },
  { value: 'TX', label: 'Texas' },
];

describe('Combobox', () => {
  it('wires the combobox pattern: role, expanded, controls and the active option', async () => {
    render(<Combobox aria-label="State" options={states} />);
    const input = screen.getByRole('combobox', { name: 'State' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).not.toHaveAttribute('aria-controls');

    await userEvent.type(input, 'te');
    const listbox = screen.getByRole('listbox', { name: 'State' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    // The floating panel is no dialog and takes no focus: the popup is the listbox.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(listbox.parentElement).toHaveAttribute('role', 'presentation');
    expect(listbox.parentElement).not.toHaveAttribute('tabindex');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Tennessee', 'Texas']);
    const first = screen.getByRole('option', { name: 'Tennessee' });
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveFocus();
  });

  it('moves with the arrows, picks with Enter and shows the label', async () => {
    const onChange = vi.fn();
    render(<Combobox aria-label="State" options={states} onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'State' });
    await userEvent.type(input, 'te');
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Texas' }).id);
    await userEvent.keyboard('{ArrowDown}'); // wraps around
    expect(input).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Tennessee' }).id,
    );
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('TX');
    expect(input).toHaveValue('Texas');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens on ArrowDown at the chosen option, and skips disabled options', async () => {
    render(<Combobox aria-label="Title" options={titles} defaultValue="dr" />);
    const input = screen.getByRole('combobox', { name: 'Title' });
    expect(input).toHaveValue('Dr.');
    input.focus();
    await userEvent.keyboard('{ArrowDown}');
    const dr = screen.getByRole('option', { name: 'Dr.' });
    expect(input).toHaveAttribute('aria-activedescendant', dr.id);
    expect(dr).toHaveAttribute('data-state', 'checked');
    expect(screen.getByRole('option', { name: 'Captain' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Mr.' }).id);
  });

  it('closes on Escape and puts back the chosen label', async () => {
    const onChange = vi.fn();
    render(<Combobox aria-label="State" options={states} defaultValue="OK" onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'State' });
    await userEvent.clear(input);
    await userEvent.type(input, 'tex');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input).toHaveValue('Oklahoma');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says when nothing matches', async () => {
    render(<Combobox aria-label="State" options={states} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'State' }), 'zz');
    expect(screen.getByText('No matches', { selector: '[data-slot="combobox-empty"]' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('No matches');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('picks with the mouse without losing focus', async () => {
    const onChange = vi.fn();
    render(<Combobox aria-label="State" options={states} onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'State' });
    await userEvent.click(input);
    await userEvent.click(screen.getByRole('option', { name: 'Tennessee' }));
    expect(onChange).toHaveBeenCalledWith('TN');
    expect(input).toHaveValue('Tennessee');
    expect(input).toHaveFocus();
  });

  it('on leaving, takes text naming an option exactly, undoes other text, and clears on empty', async () => {
    const onChange = vi.fn();
    render(
      <>
        <Combobox aria-label="State" options={states} defaultValue="OK" onChange={onChange} />
        <button type="button">Next</button>
      </>,
    );
    const input = screen.getByRole('combobox', { name: 'State' });
    await userEvent.clear(input);
    await userEvent.type(input, 'texas');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith('TX');
    expect(input).toHaveValue('Texas');

    await userEvent.clear(input);
    await userEvent.type(input, 'Tex');
    await userEvent.tab();
    expect(input).toHaveValue('Texas');
    expect(onChange).toHaveBeenCalledTimes(1);

    await userEvent.clear(input);
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(input).toHaveValue('');
  });

  it('clears with its clear button when clearable', async () => {
    const onChange = vi.fn();
    render(<Combobox aria-label="State" options={states} defaultValue="TX" clearable onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenCalledWith('');
    const input = screen.getByRole('combobox', { name: 'State' });
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('searches with onSearch after a pause and shows it is busy', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const onSearch = vi.fn(async (query: string) =>
        states.filter((state) => state.label.toLowerCase().startsWith(query.toLowerCase())),
      );
      const onChange = vi.fn();
      render(
        <Combobox
          aria-label="State"
          options={[]}
          onSearch={onSearch}
          searchDelay={200}
          onChange={onChange}
        />,
      );
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const input = screen.getByRole('combobox', { name: 'State' });
      await user.type(input, 'te');
      expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByText('Searching…', { selector: '[data-slot="combobox-empty"]' })).toBeVisible();
      expect(screen.getByRole('status')).toHaveTextContent('Searching…');
      expect(onSearch).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(250));
      expect(onSearch).toHaveBeenCalledTimes(1);
      expect(onSearch).toHaveBeenCalledWith('te', expect.any(AbortSignal));
      await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
      expect(screen.getByRole('listbox')).not.toHaveAttribute('aria-busy');
      await user.keyboard('{ArrowDown}{Enter}');
      expect(onChange).toHaveBeenCalledWith('TX');
      expect(input).toHaveValue('Texas');
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits for typing to pause and ignores an answer that newer text made stale', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const pending: { query: string; signal: AbortSignal; resolve: (found: ComboboxOption[]) => void }[] =
        [];
      const onSearch = vi.fn(
        (query: string, signal: AbortSignal) =>
          new Promise<ComboboxOption[]>((resolve) => pending.push({ query, signal, resolve })),
      );
      render(<Combobox aria-label="State" options={[]} onSearch={onSearch} searchDelay={200} />);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const input = screen.getByRole('combobox', { name: 'State' });
      await user.type(input, 't');
      await act(() => vi.advanceTimersByTimeAsync(100));
      await user.type(input, 'e');
      await act(() => vi.advanceTimersByTimeAsync(250));
      // One search for the paused text, not one per keystroke.
      expect(onSearch.mock.calls.map(([query]) => query)).toEqual(['te']);
      await user.type(input, 'x');
      await act(() => vi.advanceTimersByTimeAsync(250));
      expect(pending.map((call) => call.query)).toEqual(['te', 'tex']);
      expect(pending[0]!.signal.aborted).toBe(true);
      await act(async () => pending[1]!.resolve([{ value: 'TX', label: 'Texas' }]));
      await act(async () => pending[0]!.resolve([{ value: 'TN', label: 'Tennessee' }]));
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Texas']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is labelled by a Field, passes the name on in a hidden input, and honours read-only and disabled', async () => {
    const { container } = render(
      <>
        <Field label="Country" description="Where the company is registered." error="Choose a country.">
          <Combobox options={states} name="state" defaultValue="TX" readOnly />
        </Field>
        <Combobox aria-label="Other" options={states} disabled />
      </>,
    );
    const input = screen.getByRole('combobox', { name: 'Country' });
    expect(input).toHaveAccessibleDescription('Where the company is registered. Choose a country.');
    expect(input).toBeInvalid();
    expect(container.querySelector('input[type="hidden"][name="state"]')).toHaveValue('TX');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Other' })).toBeDisabled();
  });
});
