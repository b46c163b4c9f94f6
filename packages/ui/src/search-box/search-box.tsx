// SearchBox: a labelled search field that calls onSearch once typing pauses; Escape or clear empties it.
import { Search, X } from 'lucide-react';
import * as React from 'react';
import { IconButton } from '../icon-button';
import { inputClasses } from '../input';
import { Label } from '../label';
import { cn } from '../lib/cn';
import { debounce, type Debounced } from './debounce';

/** How long typing must pause before onSearch runs. */
export const SEARCH_DEBOUNCE_MS = 300;

export type SearchBoxProps = Omit<
  React.ComponentProps<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'children'
> & {
  /** Names the field; shown above it unless `hideLabel`. Required: a placeholder is not a label. */
  label: string;
  /** Keep the label for screen readers only (the page around says what is searched). */
  hideLabel?: boolean;
  /** The text, when the caller owns it (with `onValueChange`). */
  value?: string;
  /** The first text, when the SearchBox owns it. */
  defaultValue?: string;
  /** Every change of the text, at once. */
  onValueChange?: (value: string) => void;
  /** The text to search for: once typing pauses for `debounceMs`, at once on Enter, Escape and clear. */
  onSearch: (value: string) => void;
  /** Pause before onSearch, in ms; defaults to 300. */
  debounceMs?: number;
  /** The clear button's accessible name; defaults to 'Clear search'. */
  clearLabel?: string;
  /** Classes of the input itself; `className` styles the whole box. */
  inputClassName?: string;
};

/**
 * The search field above a list: it calls `onSearch` once typing pauses (300 ms), at once on Enter, and with
 * '' when Escape or its clear button empties it. `label` is required (a placeholder is not a label); with
 * `hideLabel` it is for screen readers only, when the page already says what is searched.
 */
export function SearchBox({
  label,
  hideLabel = false,
  value,
  defaultValue = '',
  onValueChange,
  onSearch,
  debounceMs = SEARCH_DEBOUNCE_MS,
  clearLabel = 'Clear search',
  className,
  inputClassName,
  id,
  onKeyDown,
  disabled,
  ...props
}: SearchBoxProps) {
  const ownId = React.useId();
  const inputId = id ?? ownId;
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [ownValue, setOwnValue] = React.useState(defaultValue);
  const text = value ?? ownValue;

  // The debounced call reads the latest onSearch from a ref, so a new callback each render neither
  // restarts the wait nor calls a stale closure. It is made on first use, in an event handler.
  const onSearchRef = React.useRef(onSearch);
  React.useLayoutEffect(() => {
    onSearchRef.current = onSearch;
  });
  const debouncedRef = React.useRef<Debounced<[string]> | null>(null);
  function search(): Debounced<[string]> {
    debouncedRef.current ??= debounce((next: string) => onSearchRef.current(next), debounceMs);
    return debouncedRef.current;
  }
  // A new pause, or unmounting, drops the pending search.
  React.useEffect(
    () => () => {
      debouncedRef.current?.cancel();
      debouncedRef.current = null;
    },
    [debounceMs],
  );

  function change(next: string) {
    if (value === undefined) setOwnValue(next);
    onValueChange?.(next);
  }

  function clear() {
    search().cancel();
    change('');
    onSearch('');
  }

  return (
    <div
      data-slot="search-box"
      data-state={text ? 'filled' : 'empty'}
      className={cn('grid gap-2', className)}
    >
      <Label htmlFor={inputId} data-slot="search-box-label" className={cn(hideLabel && 'sr-only')}>
        {label}
      </Label>
      <div data-slot="search-box-control" className="relative">
        <Search
          data-slot="search-box-icon"
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <input
          ref={inputRef}
          id={inputId}
          data-slot="search-box-input"
          type="search"
          autoComplete="off"
          disabled={disabled}
          className={cn(
            inputClasses,
            // The browser's own clear button would duplicate ours and skip onSearch.
            'h-9 pr-9 pl-8 [&::-webkit-search-cancel-button]:hidden',
            inputClassName,
          )}
          value={text}
          onChange={(event) => {
            change(event.target.value);
            search()(event.target.value);
          }}
          onKeyDown={(event) => {
            onKeyDown?.(event);
            if (event.defaultPrevented) return;
            if (event.key === 'Escape' && text !== '') {
              // Only a non-empty box takes Escape; an empty one lets it through (to close a dialog, say).
              event.preventDefault();
              event.stopPropagation();
              clear();
            } else if (event.key === 'Enter') {
              search().cancel();
              onSearch(text);
            }
          }}
          {...props}
        />
        {text !== '' && !disabled && (
          <IconButton
            data-slot="search-box-clear"
            label={clearLabel}
            showTooltip={false}
            size="sm"
            className="absolute top-1/2 right-0.5 size-8 -translate-y-1/2 text-muted-foreground hover:text-foreground"
            onClick={() => {
              clear();
              inputRef.current?.focus();
            }}
          >
            <X />
          </IconButton>
        )}
      </div>
    </div>
  );
}
