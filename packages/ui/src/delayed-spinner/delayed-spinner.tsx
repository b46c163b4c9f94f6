// DelayedSpinner: a status spinner that appears only when loading lasts past SPINNER_DELAY_MS.
import { Loader2 } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { SPINNER_DELAY_MS, useDelayedFlag } from './use-delayed-flag';

export type DelayedSpinnerProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Whether the work is still going. */
  loading: boolean;
  /** What a screen reader hears once the spinner shows; defaults to 'Loading'. */
  label?: string;
  /** Override of the product's 700 ms delay (mainly for stories). */
  delayMs?: number;
};

/**
 * A spinner for work that may be slow (a list loading, a save) that appears only once `loading` has lasted
 * 700 ms, so a quick answer never flashes one. Its status region stays mounted, so screen readers hear
 * `label` when the spinner appears.
 */
export function DelayedSpinner({
  loading,
  label = 'Loading',
  delayMs = SPINNER_DELAY_MS,
  className,
  ...props
}: DelayedSpinnerProps) {
  const shown = useDelayedFlag(loading, delayMs);
  // The status region stays mounted while empty so that screen readers announce the label when it appears.
  return (
    <div
      role="status"
      data-slot="delayed-spinner"
      data-state={shown ? 'visible' : 'hidden'}
      className={cn('flex items-center justify-center gap-2 text-muted-foreground', className)}
      {...props}
    >
      {shown && (
        <>
          <Loader2 data-slot="delayed-spinner-icon" aria-hidden="true" className="size-6 animate-spin" />
          <span className="sr-only">{label}</span>
        </>
      )}
    </div>
  );
}
