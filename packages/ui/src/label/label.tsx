// Label: the text that names a form control, built on Radix Label (no text selection on double click).
import { Label as LabelPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn';

/**
 * The visible name of a form control, tied to it with `htmlFor` (Radix Label: a double click does not select
 * its text). A Field renders its own; use Label alone beside a Checkbox, a Switch or a RadioGroupItem.
 */
export function Label({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn(
        'flex items-center gap-2 text-sm leading-none font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
