// PhoneInput: a telephone field that tidies what was typed into the product's display form on blur.
import * as React from 'react';
import { inputClasses } from '../input';
import { cn } from '../lib/cn';
import { formatPhone } from './rules';

export type PhoneInputProps = Omit<
  React.ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type'
> & {
  /** The number as shown, e.g. '(817) 555-1234' (controlled). Store `toE164(value)` where one is needed. */
  value?: string;
  /** The starting text when uncontrolled. */
  defaultValue?: string;
  /** Called with the text on every keystroke, and with the formatted text on blur. */
  onChange?: (value: string) => void;
};

/**
 * A telephone number field: the text is kept as typed and tidied into the product's display form ("(817)
 * 555-1234") when the field is left. Its value is that text; `toE164(value)` gives the number where one is
 * stored. Wrap it in a Field for its label.
 */
export function PhoneInput({
  value,
  defaultValue = '',
  onChange,
  onBlur,
  className,
  readOnly,
  ...props
}: PhoneInputProps) {
  const [innerValue, setInnerValue] = React.useState(defaultValue);
  const current = value ?? innerValue;

  function change(next: string) {
    setInnerValue(next);
    onChange?.(next);
  }

  return (
    <input
      data-slot="phone-input"
      type="tel"
      autoComplete="tel"
      readOnly={readOnly}
      className={cn(inputClasses, 'h-9', className)}
      {...props}
      value={current}
      onChange={(event) => change(event.target.value)}
      onBlur={(event) => {
        const formatted = formatPhone(current);
        if (!readOnly && formatted !== current) change(formatted);
        onBlur?.(event);
      }}
    />
  );
}
