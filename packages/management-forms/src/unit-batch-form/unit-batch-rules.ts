// The unit numbers of "Add several units": a range (`H-1 to H-12`) or a list (`B-3, B-4, Office 2`).
import { expandUnitRange, MAX_UNIT_RANGE, unitNumberSchema } from '@hangar/contracts';

export type UnitNumbersResult = { ok: true; numbers: string[] } | { ok: false; error: string };

export const UNIT_NUMBERS_HINT =
  'A range like H-1 to H-12, or numbers separated by commas: B-3, B-4, Office 2.';

/**
 * The numbers the text names: a comma list as written, else a range (expandUnitRange), else one number.
 * An empty text names none (no error yet); a bad range, a bad number or a repeat gets a message.
 *
 * @example unitNumbersFrom('H-1 to H-3') // { ok: true, numbers: ['H-1', 'H-2', 'H-3'] }
 */
export function unitNumbersFrom(text: string): UnitNumbersResult {
  const trimmed = text.trim();
  if (!trimmed) return { ok: true, numbers: [] };
  let numbers: string[];
  if (trimmed.includes(',')) {
    numbers = trimmed
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
  } else if (/\d\s*(to|\.\.|–|—|-)\s*\S*\d/i.test(trimmed) && /\s|to|\.\.|–|—|\d-\D*\d/i.test(trimmed)) {
    const range = expandUnitRange(trimmed);
    if (range) numbers = range;
    else if (unitNumberSchema.safeParse(trimmed).success && !/\s(to|-)\s|\.\./i.test(trimmed))
      numbers = [trimmed];
    else
      return {
        ok: false,
        error: `“${trimmed}” is not a range: write it first to last with one prefix, like H-1 to H-12 (at most ${MAX_UNIT_RANGE} units).`,
      };
  } else numbers = [trimmed];
  if (numbers.length > MAX_UNIT_RANGE)
    return { ok: false, error: `At most ${MAX_UNIT_RANGE} units at once.` };
  const seen = new Set<string>();
  for (const n of numbers) {
    const parsed = unitNumberSchema.safeParse(n);
    if (!parsed.success)
      return { ok: false, error: `“${n}”: ${parsed.error.issues[0]?.message ?? 'not a unit number'}.` };
    const key = n.toLowerCase();
    if (seen.has(key)) return { ok: false, error: `${n} is named twice.` };
    seen.add(key);
  }
  return { ok: true, numbers };
}

/** The preview of many numbers: the first few, an ellipsis, the last ("H-1, H-2, H-3 … H-12"). */
export function previewText(numbers: readonly string[], head = 5): string {
  if (numbers.length <= head + 1) return numbers.join(', ');
  return `${numbers.slice(0, head).join(', ')} … ${numbers.at(-1)}`;
}
