// Combobox: a text field that filters a list of options to pick one (WAI-ARIA combobox with a listbox popup).
import { CheckIcon, ChevronDownIcon, Loader2, XIcon } from 'lucide-react';
import * as React from 'react';
import { buttonVariants } from '../button';
import { inputClasses } from '../input';
import { cn } from '../lib/cn';
import { Popover, PopoverAnchor, PopoverContent } from '../popover';
import { filterOptions, findExactOption, type ComboboxOption } from './rules';

export type ComboboxProps = Omit<
  React.ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'role' | 'children' | 'list'
> & {
  /** The options to choose from; with `onSearch`, the suggestions shown before anything is typed. */
  options: readonly ComboboxOption[];
  /** The chosen option's value, '' for none (controlled). */
  value?: string;
  /** The starting value when uncontrolled. */
  defaultValue?: string;
  /** Called with the chosen option's value, or '' when cleared. */
  onChange?: (value: string) => void;
  /**
   * Looks options up as the user types (after `searchDelay` ms), instead of filtering `options`.
   * The signal aborts when newer text makes the answer stale.
   */
  onSearch?: (query: string, signal: AbortSignal) => Promise<readonly ComboboxOption[]>;
  /** Pause after the last keystroke before `onSearch` runs (default 250 ms). */
  searchDelay?: number;
  /** Show a button that clears the value. */
  clearable?: boolean;
  /** Shown when nothing matches (default 'No matches'). */
  emptyMessage?: string;
  /** Shown while `onSearch` runs (default 'Searching…'). */
  loadingMessage?: string;
  /** Announced to screen readers with the number of matches. */
  countMessage?: (count: number) => string;
  /** Accessible name of the clear button (default 'Clear'). */
  clearLabel?: string;
};

const defaultCountMessage = (count: number) => `${count} ${count === 1 ? 'option' : 'options'}`;

/**
 * A text field that narrows a list of options as the user types and picks one: use it instead of Select when
 * the list is long (states, countries) or looked up on the server (`onSearch`). Its value is the chosen
 * option's `value` ('' for none); wrap it in a Field for its label.
 */
export function Combobox({
  options,
  value,
  defaultValue = '',
  onChange,
  onSearch,
  searchDelay = 250,
  clearable = false,
  emptyMessage = 'No matches',
  loadingMessage = 'Searching…',
  countMessage = defaultCountMessage,
  clearLabel = 'Clear',
  id,
  name,
  className,
  disabled,
  readOnly,
  autoComplete = 'off',
  onKeyDown,
  onBlur,
  onClick,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ...props
}: ComboboxProps) {
  const baseId = React.useId();
  const inputId = id ?? `${baseId}-input`;
  const rootId = `${baseId}-root`;
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const [innerValue, setInnerValue] = React.useState(defaultValue);
  const current = value ?? innerValue;
  const [open, setOpen] = React.useState(false);
  // What the user is typing; null while the field just shows the chosen option's label.
  const [query, setQuery] = React.useState<string | null>(null);
  const [highlighted, setHighlighted] = React.useState<string | null>(null);
  // The last option picked, so a result of onSearch keeps its label after the results change.
  const [picked, setPicked] = React.useState<ComboboxOption | null>(null);
  const [results, setResults] = React.useState<readonly ComboboxOption[] | null>(null);
  const [loading, setLoading] = React.useState(false);

  const searchQuery = onSearch && query?.trim() ? query.trim() : null;
  const visible = searchQuery !== null ? (results ?? []) : filterOptions(options, query ?? '');
  const enabled = visible.filter((option) => !option.disabled);
  const active = open ? enabled.find((option) => option.value === highlighted) : undefined;
  const selected =
    options.find((option) => option.value === current) ??
    results?.find((option) => option.value === current) ??
    (picked?.value === current ? picked : undefined);
  const text = query ?? selected?.label ?? current;
  const interactive = !disabled && !readOnly;
  const showClear = clearable && interactive && current !== '';

  // The newest onSearch, read when the timer fires, so a new function each render does not restart it.
  const onSearchRef = React.useRef(onSearch);
  React.useLayoutEffect(() => {
    onSearchRef.current = onSearch;
  });

  React.useEffect(() => {
    if (searchQuery === null) return;
    const controller = new AbortController();
    const finish = (found: readonly ComboboxOption[]) => {
      if (controller.signal.aborted) return;
      setResults(found);
      setLoading(false);
      setHighlighted(found.find((option) => !option.disabled)?.value ?? null);
    };
    const timer = setTimeout(() => {
      const search = onSearchRef.current;
      if (!search) return;
      search(searchQuery, controller.signal).then(finish, () => finish([]));
    }, searchDelay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [searchQuery, searchDelay]);

  // Keeps the highlighted option in view, also when the list has just mounted in its portal.
  const activeValue = active?.value;
  const scrollIntoView = React.useCallback(
    (node: HTMLLIElement | null) => node?.scrollIntoView({ block: 'nearest' }),
    // A new callback per highlighted option makes React call it for that option's element.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [activeValue],
  );

  function choose(option: ComboboxOption | null) {
    setQuery(null);
    setOpen(false);
    setHighlighted(null);
    if (option) setPicked(option);
    const next = option?.value ?? '';
    if (next === current) return;
    setInnerValue(next);
    onChange?.(next);
  }

  function openList(fromEnd: boolean) {
    if (!interactive) return;
    setOpen(true);
    const start =
      enabled.find((option) => option.value === current) ?? (fromEnd ? enabled.at(-1) : enabled[0]);
    setHighlighted(start?.value ?? null);
  }

  function move(step: 1 | -1) {
    if (enabled.length === 0) return;
    const index = active ? enabled.indexOf(active) : step === 1 ? -1 : enabled.length;
    setHighlighted(enabled[(index + step + enabled.length) % enabled.length]!.value);
  }

  function type(event: React.ChangeEvent<HTMLInputElement>) {
    const next = event.target.value;
    // Autofill writes into fields without focusing them: an exact match is taken at once.
    if (document.activeElement !== event.target) {
      const exact = findExactOption(options, next);
      if (exact) return choose(exact);
    }
    setQuery(next);
    setOpen(true);
    if (onSearch && next.trim()) {
      setLoading(true);
    } else {
      setLoading(false);
      setHighlighted(filterOptions(options, next).find((option) => !option.disabled)?.value ?? null);
    }
  }

  function leave() {
    setOpen(false);
    if (query === null) return;
    // Emptied text clears the value; text naming an option exactly picks it; anything else is undone.
    if (!query.trim()) return choose(null);
    const exact = findExactOption([...visible, ...options], query);
    if (exact) return choose(exact);
    setQuery(null);
    setLoading(false);
  }

  function keyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented || !interactive) return;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList(false);
        else if (!event.altKey) move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList(true);
        else move(-1);
        break;
      case 'Enter':
        // Only a pick is kept from the form: Enter with nothing highlighted still submits.
        if (open && active) {
          event.preventDefault();
          choose(active);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setQuery(null);
          setLoading(false);
        }
        break;
    }
  }

  let announcement = '';
  if (open && query !== null) {
    if (loading) announcement = loadingMessage;
    else announcement = visible.length === 0 ? emptyMessage : countMessage(visible.length);
  }

  return (
    <Popover open={open && interactive} onOpenChange={(next) => !next && setOpen(false)}>
      <PopoverAnchor asChild>
        <div
          id={rootId}
          data-slot="combobox"
          data-state={open ? 'open' : 'closed'}
          className="relative w-full"
        >
          <input
            data-slot="combobox-input"
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open && interactive}
            aria-controls={open && interactive ? listId : undefined}
            aria-activedescendant={active ? optionId(visible.indexOf(active)) : undefined}
            aria-label={ariaLabel}
            aria-labelledby={ariaLabelledBy}
            id={inputId}
            autoComplete={autoComplete}
            disabled={disabled}
            readOnly={readOnly}
            className={cn(inputClasses, 'h-9', showClear ? 'pr-16' : 'pr-9', className)}
            {...props}
            value={text}
            onChange={type}
            onKeyDown={keyDown}
            onBlur={(event) => {
              leave();
              onBlur?.(event);
            }}
            onClick={(event) => {
              if (!open) openList(false);
              onClick?.(event);
            }}
          />
          <div data-slot="combobox-adornments" className="absolute top-0.5 right-0.5 flex h-8 items-center">
            {loading && (
              <Loader2
                data-slot="combobox-spinner"
                aria-hidden="true"
                className="size-4 animate-spin text-muted-foreground"
              />
            )}
            {showClear && (
              <button
                type="button"
                data-slot="combobox-clear"
                aria-label={clearLabel}
                className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-8')}
                onClick={() => {
                  choose(null);
                  document.getElementById(inputId)?.focus();
                }}
              >
                <XIcon aria-hidden="true" />
              </button>
            )}
            <ChevronDownIcon
              data-slot="combobox-icon"
              aria-hidden="true"
              className={cn('pointer-events-none mx-2 size-4 opacity-50', disabled && 'opacity-25')}
            />
          </div>
          {name !== undefined && (
            <input data-slot="combobox-value" type="hidden" name={name} value={current} />
          )}
          <span data-slot="combobox-status" role="status" className="sr-only">
            {announcement}
          </span>
        </div>
      </PopoverAnchor>
      <PopoverContent
        data-slot="combobox-content"
        // The popup is the listbox inside; the panel itself is no dialog and takes no focus.
        role="presentation"
        tabIndex={undefined}
        align="start"
        className="w-(--radix-popover-trigger-width) min-w-48 p-1"
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => event.preventDefault()}
        // Radix sees Escape first (and marks it handled): undo the typing there too.
        onEscapeKeyDown={() => {
          setQuery(null);
          setLoading(false);
        }}
        onInteractOutside={(event) => {
          // A press on the field itself is no reason to close; its own handlers decide.
          if (document.getElementById(rootId)?.contains(event.target as Node)) event.preventDefault();
        }}
        // Keeps focus (and typing) in the field while an option is pressed.
        onMouseDown={(event) => event.preventDefault()}
      >
        <ul
          id={listId}
          data-slot="combobox-list"
          role="listbox"
          aria-label={ariaLabelledBy ? undefined : ariaLabel}
          aria-labelledby={ariaLabelledBy}
          aria-busy={loading || undefined}
          className="max-h-60 overflow-y-auto"
        >
          {visible.map((option, index) => (
            // Options are reached through aria-activedescendant; the keyboard stays in the field.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={option.value}
              id={optionId(index)}
              ref={option === active ? scrollIntoView : undefined}
              data-slot="combobox-option"
              role="option"
              tabIndex={-1}
              // The option is named by its label; a description is read after it, as a description.
              aria-labelledby={option.description ? `${optionId(index)}-label` : undefined}
              aria-describedby={option.description ? `${optionId(index)}-description` : undefined}
              // Selection follows the highlight, as in the WAI-ARIA listbox popup; the check marks the value.
              aria-selected={option === active}
              aria-disabled={option.disabled || undefined}
              data-state={option.value === current ? 'checked' : 'unchecked'}
              data-highlighted={option === active || undefined}
              data-disabled={option.disabled || undefined}
              className="relative flex cursor-default items-center rounded-sm py-1.5 pr-8 pl-2 text-sm select-none data-disabled:pointer-events-none data-disabled:opacity-50 data-highlighted:bg-accent data-highlighted:text-accent-foreground"
              onMouseMove={() =>
                !option.disabled && option.value !== highlighted && setHighlighted(option.value)
              }
              onClick={() => !option.disabled && choose(option)}
            >
              {option.description ? (
                <span className="grid min-w-0">
                  <span id={`${optionId(index)}-label`}>{option.label}</span>
                  <span
                    id={`${optionId(index)}-description`}
                    data-slot="combobox-option-description"
                    className="truncate text-xs text-muted-foreground in-data-highlighted:text-accent-foreground"
                  >
                    {option.description}
                  </span>
                </span>
              ) : (
                option.label
              )}
              {option.value === current && (
                <CheckIcon
                  data-slot="combobox-option-check"
                  aria-hidden="true"
                  className="absolute right-2 size-4"
                />
              )}
            </li>
          ))}
        </ul>
        {visible.length === 0 && (
          // Announced through the status region; shown here for sighted users.
          <p
            data-slot="combobox-empty"
            aria-hidden="true"
            className="px-2 py-1.5 text-sm text-muted-foreground"
          >
            {loading ? loadingMessage : emptyMessage}
          </p>
        )}
      </PopoverContent>
    </Popover>
  );
}
