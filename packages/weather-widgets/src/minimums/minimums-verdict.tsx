// MinimumsVerdict and MinimumsSettings: "within your minimums" or which one is exceeded, and where a pilot sets them.
import type { FlightCategory } from '@hangar/aviation-weather';
import { Button, cn } from '@hangar/ui';
import { useId, useState } from 'react';
import type * as React from 'react';
import { FLIGHT_CATEGORIES } from '../flight-category';
import {
  DEFAULT_MINIMUMS,
  minimumsVerdict,
  saveMinimums,
  usePersonalMinimums,
  type MinimumsConditions,
  type PersonalMinimums,
} from './minimums';

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
export function MinimumsSettings({ className, ...props }: React.ComponentProps<'details'>) {
  const stored = usePersonalMinimums();
  const current = stored ?? DEFAULT_MINIMUMS;
  const id = useId();
  const [draft, setDraft] = useState<PersonalMinimums | null>(null);
  const value = draft ?? current;
  const set = (patch: Partial<PersonalMinimums>) => setDraft({ ...value, ...patch });
  const knots = (text: string) => {
    const n = Number(text);
    return Number.isFinite(n) ? Math.max(0, Math.min(99, Math.round(n))) : 0;
  };
  return (
    <details data-slot="minimums-settings" className={cn('text-sm', className)} {...props}>
      <summary className="cursor-pointer text-primary underline-offset-4 hover:underline">
        Set your minimums
      </summary>
      <form
        className="mt-2 flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          saveMinimums(value);
          setDraft(null);
        }}
      >
        <label className="flex flex-col gap-1" htmlFor={`${id}-x`}>
          Max crosswind (kt)
          <input
            id={`${id}-x`}
            type="number"
            min={0}
            max={99}
            inputMode="numeric"
            value={value.maxCrosswindKt}
            onChange={(e) => set({ maxCrosswindKt: knots(e.target.value) })}
            className="w-20 rounded-md border border-input bg-background px-2 py-1"
          />
        </label>
        <label className="flex flex-col gap-1" htmlFor={`${id}-g`}>
          Max gust (kt)
          <input
            id={`${id}-g`}
            type="number"
            min={0}
            max={99}
            inputMode="numeric"
            value={value.maxGustKt}
            onChange={(e) => set({ maxGustKt: knots(e.target.value) })}
            className="w-20 rounded-md border border-input bg-background px-2 py-1"
          />
        </label>
        <label className="flex flex-col gap-1" htmlFor={`${id}-c`}>
          Minimum category
          <select
            id={`${id}-c`}
            value={value.minCategory}
            onChange={(e) => set({ minCategory: e.target.value as FlightCategory })}
            className="rounded-md border border-input bg-background px-2 py-1"
          >
            {[...FLIGHT_CATEGORIES].reverse().map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" size="sm">
          Save
        </Button>
        {stored && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => {
              saveMinimums(null);
              setDraft(null);
            }}
          >
            Use defaults
          </Button>
        )}
      </form>
    </details>
  );
}
