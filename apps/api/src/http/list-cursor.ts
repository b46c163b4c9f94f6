// Keyset paging: a list's position as an opaque cursor (the sort, its direction and the sort key values of
// the row it is next to), and the SQL that seeks to it along the sort's index instead of skipping rows.
import { z } from 'zod';
import { sql, type SQL } from 'drizzle-orm';
import { HttpError } from './http-error';

/** What a cursor holds, checked after decoding: anything else is answered 400. */
const cursorContentSchema = z.union([
  z.strictObject({
    /** The sort and direction it was made for. */
    s: z.string().max(40),
    d: z.enum(['asc', 'desc']),
    /** The row's sort key values as text (null for none), the id last. */
    k: z.array(z.string().max(400).nullable()).min(1).max(6),
    /** 'a': the rows after it; 'b': the rows before it. */
    w: z.enum(['a', 'b']),
  }),
  z.strictObject({ s: z.string().max(40), d: z.enum(['asc', 'desc']), w: z.literal('l') }),
]);
export type CursorContent = z.infer<typeof cursorContentSchema>;

export const BAD_CURSOR = 'This list position is not valid any more; start again from the first page';

export function encodeCursor(content: CursorContent): string {
  return Buffer.from(JSON.stringify(content), 'utf8').toString('base64url');
}

/** The cursor's content for this sort with `keyCount` keys (the id included); 400 for anything else. */
export function decodeCursor(
  cursor: string,
  sort: string,
  dir: 'asc' | 'desc',
  keyCount: number,
): CursorContent {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new HttpError(400, BAD_CURSOR, { cursor: BAD_CURSOR });
  }
  const checked = cursorContentSchema.safeParse(parsed);
  if (
    !checked.success ||
    checked.data.s !== sort ||
    checked.data.d !== dir ||
    ('k' in checked.data &&
      (checked.data.k.length !== keyCount || !/^\d{1,10}$/.test(checked.data.k[keyCount - 1] ?? '')))
  )
    throw new HttpError(400, BAD_CURSOR, { cursor: BAD_CURSOR });
  return checked.data;
}

/**
 * The rows strictly after (`forward`) or before a position in the order of `keys` (all ascending, or all
 * descending when `desc`): one row comparison, which PostgreSQL serves as a range of the index on the same
 * keys. Keys are never null in a list's order (nullable values are sorted as `[x is null, coalesce(x, …)]`);
 * a null in a cursor still compares as a value sorted last ascending (PostgreSQL's own order).
 */
export function seekWhere(keys: SQL[], values: (string | null)[], desc: boolean, forward: boolean): SQL {
  const greater = forward !== desc;
  if (values.every((v) => v !== null)) {
    const row = sql.join(
      keys.map((k) => sql`(${k})`),
      sql`, `,
    );
    const at = sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    );
    return greater ? sql`(${row}) > (${at})` : sql`(${row}) < (${at})`;
  }
  // With a null: key by key (null sorts after every value ascending, before them descending).
  const after = (k: SQL, v: string | null) =>
    v === null
      ? greater
        ? sql`false`
        : sql`(${k}) is not null`
      : greater
        ? sql`((${k}) > ${v} or (${k}) is null)`
        : sql`(${k}) < ${v}`;
  const same = (k: SQL, v: string | null) => (v === null ? sql`(${k}) is null` : sql`(${k}) = ${v}`);
  let out: SQL = after(keys[keys.length - 1]!, values[values.length - 1]!);
  for (let i = keys.length - 2; i >= 0; i--)
    out = sql`(${after(keys[i]!, values[i]!)} or (${same(keys[i]!, values[i]!)} and ${out}))`;
  return out;
}
