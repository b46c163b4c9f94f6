// The part of a list's state every list keeps in its address: search text, sort, page, the position the page
// starts at (the API's cursor) and page size.
import { listCursorSchema, PAGE_SIZES } from '@hangar/contracts';

export type ListUrlBase<S extends string> = {
  q: string;
  sort: { id: S; desc: boolean };
  page: number;
  /** Where the page starts, as the list's last answer gave it (none: page 1, or `page` counted from it). */
  cursor?: string;
  pageSize: number;
};

/** `value` when it is one of `allowed`, else `fallback`. */
export const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/**
 * The state as URL search parameters, defaults left out: the search text, then what `filters` writes (each
 * list's own filters), then sort, direction, page and page size.
 */
export function listSearchParams<S extends string>(
  state: ListUrlBase<S>,
  defaults: ListUrlBase<S>,
  filters: (params: URLSearchParams) => void,
): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  filters(params);
  if (state.sort.id !== defaults.sort.id) params.set('sort', state.sort.id);
  if (state.sort.desc) params.set('dir', 'desc');
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.cursor) params.set('cursor', state.cursor);
  if (state.pageSize !== defaults.pageSize) params.set('pageSize', String(state.pageSize));
  return params;
}

/** The shared part of the state a URL's search parameters describe; anything unknown falls back. */
export function listBaseFromSearchParams<S extends string>(
  params: URLSearchParams,
  sorts: readonly S[],
  defaults: ListUrlBase<S>,
): ListUrlBase<S> {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const cursor = listCursorSchema.safeParse(params.get('cursor'));
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    sort: { id: oneOf(params.get('sort'), sorts, defaults.sort.id), desc: params.get('dir') === 'desc' },
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    ...(cursor.success ? { cursor: cursor.data } : {}),
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : defaults.pageSize,
  };
}
