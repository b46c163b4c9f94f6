// MoneyInput: an amount field with thousands separators and two decimals whose value is integer cents.
import * as React from 'react';
import { NumericFormat } from 'react-number-format';
import { inputClasses } from '../input';
import { cn } from '../lib/cn';
import { centsToDecimalString, parseMoneyToCents } from './rules';

export type MoneyInputProps = Omit<
  React.ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'children'
> & {
  /** The amount in integer cents, or null for none (controlled). */
  value?: number | null;
  /** The starting amount in cents when uncontrolled. */
  defaultValue?: number | null;
  /** Called with the amount in integer cents whenever it changes; null when the field is emptied. */
  onChange?: (cents: number | null) => void;
  /** Allow a minus sign (credits, refunds). */
  allowNegative?: boolean;
  /** The currency sign shown before the amount (default '$'); visual only, the label names the amount. */
  currencySymbol?: string;
};

function toText(cents: number | null) {
  return cents === null ? '' : centsToDecimalString(cents);
}

/**
 * An amount-of-money field (rent, deposit, a fee) whose value is integer cents (`null` when empty), shown
 * with thousands separators and two decimals. A minus sign only with `allowNegative`; the currency sign is
 * visual, so name the amount with a Field label.
 */
export function MoneyInput({
  value,
  defaultValue = null,
  onChange,
  allowNegative = false,
  currencySymbol = '$',
  className,
  onBlur,
  readOnly,
  disabled,
  ref,
  ...props
}: MoneyInputProps) {
  const [innerValue, setInnerValue] = React.useState(defaultValue);
  const current = value !== undefined ? value : innerValue;
  // The digits as typed ('19.' while typing 19.50); only a different amount from outside replaces them.
  const [text, setText] = React.useState(() => toText(current));
  if (parseMoneyToCents(text, { allowNegative: true }) !== current) setText(toText(current));

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
      <NumericFormat
        data-slot="money-input-field"
        inputMode="decimal"
        autoComplete="off"
        thousandSeparator=","
        decimalSeparator="."
        decimalScale={2}
        allowNegative={allowNegative}
        readOnly={readOnly}
        disabled={disabled}
        className={cn(inputClasses, 'h-9 pl-7 tabular-nums disabled:opacity-100', className)}
        {...props}
        getInputRef={ref}
        valueIsNumericString
        value={text}
        onValueChange={(values, { source }) => {
          // 'prop' changes echo our own value back; only the user's typing is news.
          if (source !== 'event') return;
          setText(values.value);
          const cents = parseMoneyToCents(values.value, { allowNegative });
          if (cents === current) return;
          setInnerValue(cents);
          onChange?.(cents);
        }}
        onBlur={(event) => {
          // Show the amount with both decimals once the user is done: 19.5 becomes 19.50.
          if (current !== null) setText(toText(current));
          onBlur?.(event);
        }}
      />
    </div>
  );
}
