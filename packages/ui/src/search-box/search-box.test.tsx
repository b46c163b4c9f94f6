import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce';
import { SearchBox } from './search-box';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
// fireEvent, not user-event: RTL's async wrapper waits on a real setTimeout that vitest's fake timers hold back.
/** Types `text` one character every 50 ms, as a user's input events arrive; time stops at the last one. */
function type(input: HTMLElement, text: string) {
  let value = (input as HTMLInputElement).value;
  [...text].forEach((char, index) => {
    if (index > 0) advance(50);
    value += char;
    fireEvent.change(input, { target: { value } });
  });
}
const press = (input: HTMLElement, key: string) => fireEvent.keyDown(input, { key });

describe('debounce', () => {
  it('calls once with the last arguments after the pause, each call restarting it', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 300);
    debounced('a');
    vi.advanceTimersByTime(200);
    debounced('ab');
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith('ab');
  });

  it('flushes the pending call now and cancels it for good', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 300);
    debounced('now');
    debounced.flush();
    expect(fn).toHaveBeenCalledExactlyOnceWith('now');
    debounced.flush();
    expect(fn).toHaveBeenCalledTimes(1);
    debounced('never');
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('SearchBox', () => {
  it('is a labelled search field', () => {
    render(<SearchBox label="Search tenants" hideLabel onSearch={() => {}} />);
    const input = screen.getByRole('searchbox', { name: 'Search tenants' });
    expect(input).toHaveAttribute('type', 'search');
    expect(screen.getByText('Search tenants')).toHaveClass('sr-only');
  });

  it('searches once, 300 ms after typing stops', () => {
    const onSearch = vi.fn();
    const onValueChange = vi.fn();
    render(<SearchBox label="Search" onSearch={onSearch} onValueChange={onValueChange} />);
    type(screen.getByRole('searchbox'), 'cessna');
    expect(onValueChange).toHaveBeenLastCalledWith('cessna');
    advance(299);
    expect(onSearch).not.toHaveBeenCalled();
    advance(1);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('cessna');
  });

  it('waits as long as it is told', () => {
    const onSearch = vi.fn();
    render(<SearchBox label="Search" onSearch={onSearch} debounceMs={1000} />);
    type(screen.getByRole('searchbox'), 'a');
    advance(999);
    expect(onSearch).not.toHaveBeenCalled();
    advance(1);
    expect(onSearch).toHaveBeenCalledWith('a');
  });

  it('clears on Escape and searches for nothing at once, dropping the pending search', () => {
    const onSearch = vi.fn();
    render(<SearchBox label="Search" onSearch={onSearch} />);
    const input = screen.getByRole('searchbox');
    type(input, 'piper');
    press(input, 'Escape');
    expect(input).toHaveValue('');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('');
    advance(1000);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('lets Escape through when it is already empty', () => {
    const onSearch = vi.fn();
    const onParentKeyDown = vi.fn();
    render(
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- only listens, as a dialog would
      <div onKeyDown={onParentKeyDown}>
        <SearchBox label="Search" onSearch={onSearch} />
      </div>,
    );
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Escape' });
    expect(onParentKeyDown).toHaveBeenCalledTimes(1);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches at once on Enter', () => {
    const onSearch = vi.fn();
    render(<SearchBox label="Search" onSearch={onSearch} />);
    type(screen.getByRole('searchbox'), 'T67');
    press(screen.getByRole('searchbox'), 'Enter');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('T67');
    advance(1000);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('shows a clear button only with text; it clears, searches and returns focus', () => {
    const onSearch = vi.fn();
    render(<SearchBox label="Search" defaultValue="hangar" onSearch={onSearch} />);
    const input = screen.getByRole('searchbox');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('follows a controlled value and reports changes', () => {
    const onSearch = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('box');
      return (
        <>
          <SearchBox label="Search" value={value} onValueChange={setValue} onSearch={onSearch} />
          <button type="button" onClick={() => setValue('shade')}>
            Preset
          </button>
        </>
      );
    }
    render(<Controlled />);
    const input = screen.getByRole('searchbox');
    expect(input).toHaveValue('box');
    type(input, 'es');
    expect(input).toHaveValue('boxes');
    fireEvent.click(screen.getByRole('button', { name: 'Preset' }));
    expect(input).toHaveValue('shade');
    advance(300);
    // The search runs for what the user typed; a value set by the owner is the owner's business.
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('boxes');
    press(input, 'Escape');
    expect(input).toHaveValue('');
    expect(onSearch).toHaveBeenLastCalledWith('');
  });

  it('never searches after it is gone', () => {
    const onSearch = vi.fn();
    const { unmount } = render(<SearchBox label="Search" onSearch={onSearch} />);
    type(screen.getByRole('searchbox'), 'x');
    unmount();
    advance(1000);
    expect(onSearch).not.toHaveBeenCalled();
  });
});
