// Textarea: a multi-line text field that looks like Input.
import type * as React from 'react';
import { inputClasses } from '../input';
import { cn } from '../lib/cn';

/**
 * A multi-line text field (notes, a description, a listing's text) that looks and reacts like Input; it takes
 * every `<textarea>` attribute. Wrap it in a Field for its label and error.
 */
export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(inputClasses, 'field-sizing-content min-h-16 py-2', className)}
      {...props}
    />
  );
}
