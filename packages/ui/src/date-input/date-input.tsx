// DateInput: a typed MM/DD/YYYY date field with a calendar popover; its value is an ISO YYYY-MM-DD string.
import { CalendarDays } from 'lucide-react';
import * as React from 'react';
import { buttonVariants } from '../button';
import { inputClasses } from '../input';
import { cn } from '../lib/cn';
import { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from '../popover';
import { Calendar } from './calendar';
import {
  dateToIso,
  isIsoWithin,
  isoToDate,
  isoToDisplay,
  typedDateToIso,
  type DateInputInvalidReason,
} from './rules';

export type DateInputProps = Omit<
  React.ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'onInvalid' | 'type' | 'min' | 'max'
> & {
  /** The date as ISO YYYY-MM-DD, or '' for none (controlled). */
  value?: string;
  /** The starting date when uncontrolled. */
  defaultValue?: string;
  /**
   * Called with the ISO date when a typed date is committed (on blur or Enter) or a day is picked; with ''
   * when the field is emptied or the date lies outside min/max; with the typed text itself when it cannot be
   * read as a date (never '', so an optional date is not silently dropped). `onInvalid` follows a refusal.
   */
  onChange?: (iso: string) => void;
  /** Called on commit when the text is not a date ('format') or lies outside min/max ('range'). */
  onInvalid?: (reason: DateInputInvalidReason, text: string) => void;
  /** Earliest allowed date, ISO YYYY-MM-DD. */
  min?: string;
  /** Latest allowed date, ISO YYYY-MM-DD. */
  max?: string;
  /** Accessible name of the calendar button and panel (default 'Choose date'). */
  calendarLabel?: string;
};

/**
 * A date field for forms, typed as MM/DD/YYYY or picked from its calendar button; its value is an ISO
 * `YYYY-MM-DD` string ('' for none). Typed text is committed on blur or Enter: text that is not a date, or a
 * date outside `min` and `max`, calls `onInvalid` so the form can show the error. Wrap it in a Field for its
 * label.
 */
export function DateInput({
  value,
  defaultValue = '',
  onChange,
  onInvalid,
  min,
  max,
  calendarLabel = 'Choose date',
  className,
  disabled,
  readOnly,
  placeholder = 'MM/DD/YYYY',
  onBlur,
  onKeyDown,
  'aria-invalid': ariaInvalid,
  ...props
}: DateInputProps) {
  const [innerValue, setInnerValue] = React.useState(defaultValue);
  const current = value ?? innerValue;
  const [text, setText] = React.useState(() => isoToDisplay(current));
  // The value the text was last set from: a new value from outside replaces what is typed.
  const [shownValue, setShownValue] = React.useState(current);
  const [invalid, setInvalid] = React.useState(false);
  const [open, setOpen] = React.useState(false);
  if (current !== shownValue) {
    setShownValue(current);
    setText(isoToDisplay(current));
    setInvalid(false);
  }

  function commit(iso: string) {
    // Recorded first, so the parent handing the same value back does not overwrite the text.
    setShownValue(iso);
    if (iso === current) return;
    setInnerValue(iso);
    onChange?.(iso);
  }

  function commitText() {
    const typed = text.trim();
    if (!typed) {
      setText('');
      setInvalid(false);
      commit('');
      return;
    }
    const iso = typedDateToIso(typed);
    if (iso === null) {
      // The text stays as typed so it can be corrected, and it is the value too: a form's date schema then
      // refuses it, instead of an optional date being saved as empty when what was typed could not be read.
      setInvalid(true);
      commit(typed);
      onInvalid?.('format', typed);
      return;
    }
    if (!isIsoWithin(iso, min, max)) {
      setInvalid(true);
      commit('');
      onInvalid?.('range', typed);
      return;
    }
    setText(isoToDisplay(iso));
    setInvalid(false);
    commit(iso);
  }

  function pick(date: Date | undefined) {
    if (!date) return;
    const iso = dateToIso(date);
    setText(isoToDisplay(iso));
    setInvalid(false);
    commit(iso);
    setOpen(false);
  }

  const selected = isoToDate(current);
  const minDate = min ? isoToDate(min) : undefined;
  const maxDate = max ? isoToDate(max) : undefined;
  const today = dateToIso(new Date());
  const initialMonth = selected ?? (isIsoWithin(today, min, max) ? undefined : (minDate ?? maxDate));
  const showButton = !readOnly;

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverAnchor asChild>
        <div
          data-slot="date-input"
          data-state={open ? 'open' : 'closed'}
          data-invalid={invalid || undefined}
          className="relative w-full"
        >
          <input
            data-slot="date-input-field"
            type="text"
            inputMode="numeric"
            placeholder={placeholder}
            disabled={disabled}
            readOnly={readOnly}
            aria-invalid={invalid || ariaInvalid || undefined}
            className={cn(inputClasses, 'h-9', showButton && 'pr-10', className)}
            {...props}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onBlur={(event) => {
              if (!readOnly) commitText();
              onBlur?.(event);
            }}
            onKeyDown={(event) => {
              onKeyDown?.(event);
              if (event.defaultPrevented || readOnly || disabled) return;
              // Enter commits before a form submits; Alt+ArrowDown opens the calendar, as in a select.
              if (event.key === 'Enter') commitText();
              if (event.key === 'ArrowDown' && event.altKey) {
                event.preventDefault();
                setOpen(true);
              }
            }}
          />
          {showButton && (
            <PopoverTrigger asChild>
              <button
                type="button"
                data-slot="date-input-trigger"
                aria-label={calendarLabel}
                disabled={disabled}
                className={cn(
                  buttonVariants({ variant: 'ghost', size: 'icon' }),
                  'absolute top-0.5 right-0.5 size-8',
                )}
              >
                <CalendarDays aria-hidden="true" />
              </button>
            </PopoverTrigger>
          )}
        </div>
      </PopoverAnchor>
      <PopoverContent
        data-slot="date-input-popover"
        aria-label={calendarLabel}
        align="start"
        className="w-auto p-3"
        // DayPicker's autoFocus puts focus on the selected day (or today) rather than the first button.
        onOpenAutoFocus={(event) => event.preventDefault()}
      >
        <Calendar
          mode="single"
          required
          // The calendar opens on request, as a dialog: its focus belongs on a day, not on the page's field.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          selected={selected}
          onSelect={pick}
          defaultMonth={initialMonth}
          startMonth={minDate}
          endMonth={maxDate}
          disabled={[...(minDate ? [{ before: minDate }] : []), ...(maxDate ? [{ after: maxDate }] : [])]}
        />
      </PopoverContent>
    </Popover>
  );
}
