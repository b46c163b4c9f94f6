// MinimumsForm: where a pilot sets a maximum crosswind, a maximum gust and a minimum category (loaded on demand).
import type { FlightCategory } from '@hangar/aviation-weather';
import { Button } from '@hangar/ui';
import { useId, useState } from 'react';
import { FLIGHT_CATEGORIES } from '../flight-category';
import { DEFAULT_MINIMUMS, saveMinimums, usePersonalMinimums, type PersonalMinimums } from './minimums';

/** The three minimums as a form; Save keeps them in this browser only. */
export function MinimumsForm() {
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
  );
}
