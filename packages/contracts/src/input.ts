// Rules every input obeys whatever its route: strict 32-bit ids and whole numbers, bounded nesting, well-formed text.
import { z } from 'zod';
import { MAX_ID } from './max-id';

export { MAX_ID };

/** The bounds of a database `integer` column: every whole number a body writes stays inside them. */
export const MAX_INT32 = 2_147_483_647;
export const MIN_INT32 = -2_147_483_648;
/** Deepest JSON accepted: an object or array nested in more than this many others is refused. */
export const MAX_JSON_DEPTH = 64;

export const ID_MESSAGE = `An id is a whole number from 1 to ${MAX_ID}`;
export const NUL_MESSAGE = 'Text must not contain NUL characters';
export const SURROGATE_MESSAGE = 'Text must not contain an unpaired surrogate (malformed UTF-16)';
export const DEPTH_MESSAGE = `JSON must not be nested more than ${MAX_JSON_DEPTH} levels`;

/** A record id in a JSON body. */
export const idSchema = z.number().int(ID_MESSAGE).min(1, ID_MESSAGE).max(MAX_ID, ID_MESSAGE);

/** A whole number within an `integer` column (counts, sizes, positions); narrow it further with min/max. */
export const int32Schema = z.number().int().min(MIN_INT32).max(MAX_INT32);

/** Every update names the version it was read at; a stale one is answered 409. The column is an `integer`. */
export const versionSchema = z.number().int().min(1).max(MAX_INT32);

/** Money in whole cents, as the `integer` cents columns hold it: $0.00 to $21,474,836.47. */
export const centsSchema = z
  .number({ error: 'Enter an amount' })
  .int('Amounts are whole cents')
  .min(0, 'Cannot be negative')
  .max(MAX_INT32, 'That amount is too large');

/** Plain decimal digits, no sign, no leading zero: what `Number()` or `parseInt` would read loosely is refused. */
const ID_TEXT = /^[1-9][0-9]{0,9}$/;
const ID_OR_ZERO_TEXT = /^(?:0|[1-9][0-9]{0,9})$/;

/** Numbers (a typed client) are spelled as text first, so one pattern judges both. */
const asText = (value: unknown) => (typeof value === 'number' ? String(value) : value);

/**
 * A record id in a path or query string: `^[1-9][0-9]{0,9}$` within 32 bits, else 400. `0x1F`, `1e1`, `+1`,
 * `1.0`, ` 1` and `01` are refused rather than read as some other record.
 */
export const idParamSchema = z.preprocess(
  asText,
  z.string().regex(ID_TEXT, ID_MESSAGE).transform(Number).pipe(idSchema),
);

/** As `idParamSchema`, where `0` also has a meaning: a record not saved yet, or no image chosen. */
export const idOrZeroParamSchema = z.preprocess(
  asText,
  z
    .string()
    .regex(ID_OR_ZERO_TEXT, `An id here is 0 or a whole number from 1 to ${MAX_ID}`)
    .transform(Number)
    .pipe(z.number().int().min(0).max(MAX_ID)),
);

/** A whole number in a query string (`limit`, `page`, `version`) in the same strict spelling as an id. */
export function wholeParamSchema(min: number, max: number) {
  const message = `A whole number from ${min} to ${max}`;
  // The document shows the text's pattern; the range is told in words.
  return z
    .preprocess(
      asText,
      z
        .string()
        .regex(ID_OR_ZERO_TEXT, message)
        .transform(Number)
        .pipe(z.number().int().min(min, message).max(max, message)),
    )
    .meta({ description: message });
}

export const idParamsSchema = z.strictObject({ id: idParamSchema });

export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2200;
const DATE_TEXT = /^\d{4}-\d{2}-\d{2}$/;
/** The API's words for a date it cannot read; a form that shows dates as MM/DD/YYYY says so instead. */
export const DATE_TEXT_MESSAGE = 'Enter a date as YYYY-MM-DD';
export const DATE_RANGE_MESSAGE = `Enter a date between ${FIRST_YEAR}-01-01 and ${LAST_YEAR}-12-31`;

/**
 * A calendar date as `YYYY-MM-DD` that exists (no 30 February), years 1900 to 2200: the one date schema of
 * every body, path and query (the database refuses year 0000, and nothing here is dated outside that span).
 */
export const calendarDateSchema = z
  .string()
  .regex(DATE_TEXT, DATE_TEXT_MESSAGE)
  .refine((v) => {
    const year = Number(v.slice(0, 4));
    return year >= FIRST_YEAR && year <= LAST_YEAR;
  }, DATE_RANGE_MESSAGE)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'That date does not exist');

/**
 * A moment as ISO 8601 with its offset (`2026-03-01T10:00:00-06:00`), a real day of the years 1900 to 2200 like
 * every calendar date.
 */
export const instantSchema = z.iso
  .datetime({ offset: true })
  .refine((v) => calendarDateSchema.safeParse(v.slice(0, 10)).success, DATE_RANGE_MESSAGE);

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string cannot be stored as text (PostgreSQL refuses NUL; JSON columns refuse lone surrogates). */
function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return SURROGATE_MESSAGE;
  return null;
}

export type InputProblem = { path: string; message: string };

/**
 * The first problem anywhere inside `value`: a string (or key) holding NUL or an unpaired surrogate, or
 * objects and arrays nested more than MAX_JSON_DEPTH levels, with its path (`userName`, `a[1].c`), or null.
 * Iterative, so no input can exhaust the stack. The server runs it on every request's body, params and
 * query before the route's own schema, so no route can forget it.
 */
export function findInputProblem(value: unknown): InputProblem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length) {
    const { value: item, path, depth } = stack.pop()!;
    if (typeof item === 'string') {
      const message = textProblem(item);
      if (message) return { path: path || '(value)', message };
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) return { path: path || '(value)', message: DEPTH_MESSAGE };
    const children: { value: unknown; path: string; depth: number }[] = [];
    if (Array.isArray(item)) {
      item.forEach((child, i) => children.push({ value: child, path: `${path}[${i}]`, depth: depth + 1 }));
    } else {
      for (const [key, child] of Object.entries(item)) {
        const at = path ? `${path}.${key}` : key;
        const message = textProblem(key);
        if (message) return { path: at, message };
        children.push({ value: child, path: at, depth: depth + 1 });
      }
    }
    // Reversed onto the stack, so the first problem in document order is the one named.
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return null;
}
