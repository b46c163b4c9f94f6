// Input: a single-line text field styled with the design tokens; shows its invalid state from aria-invalid.
import type * as React from 'react';
import { cn } from '../lib/cn';

/** Shared by Input, PasswordInput and Textarea so every text control looks and reacts the same. */
export const inputClasses =
  'w-full min-w-0 rounded-md border border-input bg-background px-3 py-1 text-base shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground selection:bg-primary selection:text-primary-foreground file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm';

/**
 * The single-line text field of forms: a styled `<input>` (type text by default) that takes every input
 * attribute. Wrap it in a Field for its label, hint and error; `aria-invalid`, which the Field sets with an
 * error, shows the invalid state. Passwords, phone numbers, amounts, dates and web addresses have their own
 * inputs.
 */
export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return <input data-slot="input" type={type} className={cn(inputClasses, 'h-9', className)} {...props} />;
}
