// PasswordInput: a password field with a button that shows or hides what was typed.
import { Eye, EyeOff } from 'lucide-react';
import * as React from 'react';
import { buttonVariants } from '../button';
import { inputClasses } from '../input';
import { cn } from '../lib/cn';

export type PasswordInputProps = Omit<React.ComponentProps<'input'>, 'type'> & {
  /** Start with the password visible. */
  defaultVisible?: boolean;
  /** Accessible name of the toggle while hidden (default 'Show password'). */
  showLabel?: string;
  /** Accessible name of the toggle while visible (default 'Hide password'). */
  hideLabel?: string;
  onVisibleChange?: (visible: boolean) => void;
};

/**
 * A password field with a button that shows or hides what was typed, for sign-in, registration and new
 * password forms. It takes every input attribute but `type`: give it `autoComplete` (`current-password` or
 * `new-password`) and a Field label.
 */
export function PasswordInput({
  className,
  defaultVisible = false,
  showLabel = 'Show password',
  hideLabel = 'Hide password',
  onVisibleChange,
  disabled,
  ...props
}: PasswordInputProps) {
  const [visible, setVisible] = React.useState(defaultVisible);
  return (
    <div data-slot="password-input" data-state={visible ? 'visible' : 'hidden'} className="relative w-full">
      <input
        data-slot="password-input-field"
        // Browsers must not offer to autocorrect or capitalise a password shown as text.
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        disabled={disabled}
        className={cn(inputClasses, 'h-9 pr-10', className)}
        {...props}
        type={visible ? 'text' : 'password'}
      />
      <button
        type="button"
        data-slot="password-input-toggle"
        aria-label={visible ? hideLabel : showLabel}
        aria-pressed={visible}
        disabled={disabled}
        onClick={() => {
          setVisible(!visible);
          onVisibleChange?.(!visible);
        }}
        className={cn(
          buttonVariants({ variant: 'ghost', size: 'icon' }),
          'absolute top-0.5 right-0.5 size-8',
        )}
      >
        {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
      </button>
    </div>
  );
}
