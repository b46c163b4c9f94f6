// MinimumsVerdict and MinimumsSettings: "within your minimums" or which one is exceeded, and where a pilot sets them.
import { cn } from '@hangar/ui';
import { lazy, Suspense, useState } from 'react';
import type * as React from 'react';
import { DEFAULT_MINIMUMS, minimumsVerdict, usePersonalMinimums, type MinimumsConditions } from './minimums';

// The form loads when a pilot opens the disclosure: a home page visitor who never does downloads none of it.
const MinimumsForm = lazy(async () => ({ default: (await import('./minimums-form')).MinimumsForm }));

export type MinimumsVerdictProps = React.ComponentProps<'div'> & {
  /** null while there is no report: the reserved line stays empty. */
  conditions: MinimumsConditions | null;
};

/**
 * The verdict against the pilot's minimums (this browser's, else the defaults, said so). Its height is reserved
 * (two lines of verdict, one of minimums) so that a pre-rendered page does not move when the browser reads the
 * stored minimums.
 */
export function MinimumsVerdict({ conditions, className, ...props }: MinimumsVerdictProps) {
  const stored = usePersonalMinimums();
  const minimums = stored ?? DEFAULT_MINIMUMS;
  const verdict = conditions ? minimumsVerdict(conditions, minimums) : null;
  return (
    <div
      data-slot="minimums-verdict"
      data-state={verdict ? (verdict.within ? 'within' : 'exceeded') : 'none'}
      aria-live="polite"
      className={cn('flex min-h-20 flex-col justify-start gap-0.5 text-sm', className)}
      {...props}
    >
      {verdict && (
        <>
          {/* Each changing value is one text node in a box of its own, so that the pilot's minimums replacing
              the defaults after hydration change text without moving any (no layout shift). */}
          <p
            className={cn(
              'flex min-h-10 font-semibold',
              verdict.within ? 'text-success' : 'text-destructive',
            )}
          >
            <span aria-hidden="true" className="inline-block w-5 shrink-0">
              {verdict.within ? '✓' : '✗'}
            </span>
            <span data-slot="minimums-verdict-text">{verdict.text}</span>
          </p>
          <p className="grid grid-cols-4 gap-1 text-xs text-muted-foreground">
            <span>{stored ? 'Yours:' : 'Defaults:'}</span>
            <span>{`crosswind ${minimums.maxCrosswindKt} kt`}</span>
            <span>{`gusts ${minimums.maxGustKt} kt`}</span>
            <span>{`${minimums.minCategory} or better`}</span>
          </p>
        </>
      )}
    </div>
  );
}

/** A disclosure where the pilot sets the three minimums; saved in this browser only. */
export function MinimumsSettings({ className, onToggle, ...props }: React.ComponentProps<'details'>) {
  const [open, setOpen] = useState(false);
  return (
    <details
      data-slot="minimums-settings"
      className={cn('text-sm', className)}
      onToggle={(e) => {
        setOpen(e.currentTarget.open);
        onToggle?.(e);
      }}
      {...props}
    >
      <summary className="cursor-pointer text-primary underline-offset-4 hover:underline">
        Set your minimums
      </summary>
      {open && (
        <Suspense fallback={<p className="mt-2 text-muted-foreground">Loading…</p>}>
          <MinimumsForm />
        </Suspense>
      )}
    </details>
  );
}
