// The shapes every management resource shares: list query and answer, registry entries, record basics.
import { z } from 'zod';
import { idSchema, versionSchema, wholeParamSchema } from '../input';

export { versionSchema };

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

/** Free text a user may type into a search box: trimmed, bounded. */
export const searchTextSchema = z.string().trim().max(100);

/** The fewest characters a list search takes (one character would match nearly everything). */
export const MIN_SEARCH_LENGTH = 2;
export const SEARCH_TOO_SHORT = `Type at least ${MIN_SEARCH_LENGTH} characters to search`;

/** A list's search text: empty (no search) or at least MIN_SEARCH_LENGTH characters. */
export const listSearchSchema = searchTextSchema.refine(
  (text) => text.length === 0 || text.length >= MIN_SEARCH_LENGTH,
  SEARCH_TOO_SHORT,
);

/** The most a list counts exactly; a larger total is answered as this with `totalCapped` ("10,000+"). */
export const LIST_COUNT_CAP = 10_000;

/**
 * A position in a list, as the list's answer gave it (`cursors.next`, `.previous`, `.last`): opaque to the
 * client (base64url), checked by the API, which answers 400 to one it did not make for this sort.
 */
export const listCursorSchema = z
  .string()
  .max(1000)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a list position');

/** A query-string boolean: `true`/`false` (a checkbox filter). */
export const queryBoolean = z.enum(['true', 'false']).transform((v) => v === 'true');

/**
 * The list query of a resource: search text, its own filters, sort (one of `sortable`, ascending unless
 * `dir=desc`), page (from 1) and page size. Unknown parameters are refused.
 */
export function listQuerySchema<
  const S extends readonly [string, ...string[]],
  F extends z.ZodRawShape = Record<never, never>,
>(sortable: S, filters: F = {} as F) {
  return z.strictObject({
    q: listSearchSchema.optional(),
    sort: z.enum(sortable).default(sortable[0] as S[number] as never),
    dir: z.enum(['asc', 'desc']).default('asc'),
    page: wholeParamSchema(1, 100_000).default(1),
    pageSize: wholeParamSchema(1, 100).default(DEFAULT_PAGE_SIZE),
    /** Where the page starts (from an answer's `cursors`); without one, the first page (or `page`). */
    cursor: listCursorSchema.optional(),
    ...filters,
  });
}

/** The positions of a list's neighbouring pages: null where there is none (the first page has no cursor). */
export const listCursorsSchema = z.object({
  previous: listCursorSchema.nullable(),
  next: listCursorSchema.nullable(),
  last: listCursorSchema.nullable(),
});
export type ListCursors = z.infer<typeof listCursorsSchema>;

/**
 * One page of a list: the items, the total count over every page (exact up to LIST_COUNT_CAP; beyond, that
 * number with `totalCapped`), which page this is (the `page` asked for; 1 with a cursor) and the cursors of
 * the previous, next and last pages.
 */
export function listAnswerSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    totalCapped: z.boolean().optional(),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    cursors: listCursorsSchema.optional(),
  });
}
export type ListAnswer<T> = {
  items: T[];
  total: number;
  totalCapped?: boolean;
  page: number;
  pageSize: number;
  cursors?: ListCursors;
};

/** Where a resource's records hang: a company's, a property's or a rental unit's. */
export type ResourceScope = 'company' | 'property' | 'unit';

/**
 * A registry entry: what the API's route factory, the site's data provider and the security tests read about
 * a resource. `path` is the item path (`/api/Contact/{id}`), `searchPath` the paged list.
 */
export type ResourceDefinition = {
  name: string;
  /** Human name of one record, for messages: "contact". */
  label: string;
  path: string;
  searchPath: string;
  feature: number;
  scope: ResourceScope;
};

/** The `managementCompanyID` every company-scoped record carries. */
export const ownerCompanySchema = { managementCompanyID: idSchema };
