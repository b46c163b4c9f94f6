// UrlInput: a web address field with a link that opens what was typed in a new tab.
import { ExternalLink } from 'lucide-react';
import * as React from 'react';
import { buttonVariants } from '../button';
import { inputClasses } from '../input';
import { cn } from '../lib/cn';
import { isPossibleUrl, toOpenableUrl } from './rules';

export type UrlInputProps = Omit<
  React.ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type'
> & {
  /** The address as typed (controlled). */
  value?: string;
  /** The starting text when uncontrolled. */
  defaultValue?: string;
  /** Called with the text on every keystroke, and with it trimmed on blur. */
  onChange?: (value: string) => void;
  /** Accessible name of the open link (default 'Open in a new tab'). */
  openLabel?: string;
};

/**
 * A web address field with a link beside it that opens what was typed in a new tab, so the user can check the
 * address. Its value is the text as typed (trimmed when the field is left); wrap it in a Field for its label.
 */
export function UrlInput({
  value,
  defaultValue = '',
  onChange,
  onBlur,
  openLabel = 'Open in a new tab',
  className,
  disabled,
  readOnly,
  ...props
}: UrlInputProps) {
  const [innerValue, setInnerValue] = React.useState(defaultValue);
  const current = value ?? innerValue;
  const href = !disabled && isPossibleUrl(current) ? toOpenableUrl(current) : null;

  function change(next: string) {
    setInnerValue(next);
    onChange?.(next);
  }

  return (
    <div data-slot="url-input" data-state={href ? 'openable' : 'idle'} className="relative w-full">
      <input
        data-slot="url-input-field"
        // Not type="url": that would make the browser refuse 'example.com', which the product accepts.
        type="text"
        inputMode="url"
        autoComplete="url"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        disabled={disabled}
        readOnly={readOnly}
        className={cn(inputClasses, 'h-9 pr-10', className)}
        {...props}
        value={current}
        onChange={(event) => change(event.target.value)}
        onBlur={(event) => {
          const trimmed = current.trim();
          if (!readOnly && trimmed !== current) change(trimmed);
          onBlur?.(event);
        }}
      />
      {href && (
        <a
          data-slot="url-input-open"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={openLabel}
          title={openLabel}
          className={cn(
            buttonVariants({ variant: 'ghost', size: 'icon' }),
            'absolute top-0.5 right-0.5 size-8',
          )}
        >
          <ExternalLink aria-hidden="true" />
        </a>
      )}
    </div>
  );
}
