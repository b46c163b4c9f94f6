// Skeleton: a pulsing placeholder with the shape of content that is still loading.
import type * as React from 'react';
import { cn } from '../lib/cn';

/**
 * A pulsing placeholder with the shape of content still loading (a card, lines of text), sized with classes
 * (`h-4 w-32`).
 *
 * Decorative: hidden from assistive technology; mark the loading region with `aria-busy` and a status text.
 */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted motion-reduce:animate-none', className)}
      {...props}
    />
  );
}
