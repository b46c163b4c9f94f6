// The shapes every management resource shares: list query and answer, registry entries, record basics.
import { z } from 'zod';
import { idSchema, versionSchema, wholeParamSchema } from '../input';

export { versionSchema };

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

/** Free text a user may type into a search box: trimmed, bounded. */
export const searchTextSchema = z.string().trim().max(100);

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
    q: searchTextSchema.optional(),
    sort: z.enum(sortable).default(sortable[0] as S[number] as never),
    dir: z.enum(['asc', 'desc']).default('asc'),
    page: wholeParamSchema(1, 100_000).default(1),
    pageSize: wholeParamSchema(1, 100).default(DEFAULT_PAGE_SIZE),
    ...filters,
  });
}

/** One page of a list: the items, the total count over every page, and which page this is. */
export function listAnswerSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
}
export type ListAnswer<T> = { items: T[]; total: number; page: number; pageSize: number };

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
