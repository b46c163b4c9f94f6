// MoneyInput: an amount field whose value is integer cents; what is typed is kept, never silently corrected.
import * as React from 'react';
import { inputClasses } from '../input';
import { cn } from '../lib/cn';
import { formatMoney, moneyProblem, parseMoneyToCents, type MoneyInvalidReason } from './rules';

export type MoneyInputProps = Omit<
  React.ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'onInvalid' | 'type' | 'inputMode' | 'children'
> & {
  /** The amount in integer cents, or null for none (controlled). */
  value?: number | null;
  /** The starting amount in cents when uncontrolled. */
  defaultValue?: number | null;
  /**
   * Called as the user types: integer cents, null when the field is emptied, and NaN while the text is not an
   * amount this field takes (so a form's schema refuses it rather than saving another amount).
   */
  onChange?: (cents: number | null) => void;
  /** Called when the field is left with text that is refused, with the reason (see `moneyErrorMessage`). */
  onInvalid?: (reason: MoneyInvalidReason, text: string) => void;
  /** Allow a minus sign (credits, refunds). */
  allowNegative?: boolean;
  /** The currency sign shown before the amount (default '$'); visual only, the label names the amount. */
  currencySymbol?: string;
};

function toText(cents: number | null) {
  return cents === null || Number.isNaN(cents) ? '' : formatMoney(cents);
}

function sameAmount(a: number | null, b: number | null) {
  return a === b || (Number.isNaN(a) && Number.isNaN(b));
}

/**
 * An amount-of-money field (rent, deposit, a fee) whose value is integer cents (`null` when empty), shown with
 * thousands separators and two decimals once left. Typed text is kept as typed: `1e3`, `12.345` and a minus
 * without `allowNegative` are refused (`aria-invalid`, `onInvalid` with the reason, NaN as the value), never
 * turned into another amount. The currency sign is visual, so name the amount with a Field label.
 */
export function MoneyInput({
  value,
  defaultValue = null,
  onChange,
  onInvalid,
  allowNegative = false,
  currencySymbol = '$',
  className,
  onBlur,
  readOnly,
  disabled,
  'aria-invalid': ariaInvalid,
  ref,
  ...props
}: MoneyInputProps) {
  const [innerValue, setInnerValue] = React.useState(defaultValue);
  const current = value !== undefined ? value : innerValue;
  // The text as typed ('19.' while typing 19.50), and the amount it was last read as: only a different amount
  // from outside (a reset, a default filled in) replaces what is typed.
  const [text, setText] = React.useState(() => toText(current));
  const [shown, setShown] = React.useState(current);
  const [refused, setRefused] = React.useState(false);
  if (!sameAmount(shown, current)) {
    setShown(current);
    setText(toText(current));
    setRefused(false);
  }

  function change(next: string) {
    setText(next);
    const problem = moneyProblem(next, { allowNegative });
    const cents = problem ? NaN : parseMoneyToCents(next, { allowNegative });
    if (!problem) setRefused(false);
    setShown(cents);
    if (sameAmount(cents, current)) return;
    setInnerValue(cents);
    onChange?.(cents);
  }

  return (
    <div
      data-slot="money-input"
      data-disabled={disabled || undefined}
      className="relative w-full data-disabled:opacity-50"
    >
      <span
        data-slot="money-input-symbol"
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground"
      >
        {currencySymbol}
      </span>
      <input
        data-slot="money-input-field"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        readOnly={readOnly}
        disabled={disabled}
        aria-invalid={refused || ariaInvalid || undefined}
        className={cn(inputClasses, 'h-9 pl-7 tabular-nums disabled:opacity-100', className)}
        {...props}
        ref={ref}
        value={text}
        onChange={(event) => change(event.target.value)}
        onBlur={(event) => {
          const problem = moneyProblem(text, { allowNegative });
          if (problem) {
            setRefused(true);
            onInvalid?.(problem, text.trim());
          } else if (current !== null) {
            // Show the amount in its full form once the user is done: 1234.5 becomes 1,234.50.
            setText(toText(current));
          }
          onBlur?.(event);
        }}
      />
    </div>
  );
}
