// PropertyList's pure rules: its state, the list query it sends and the state in a URL.
import { DEFAULT_PAGE_SIZE, PROPERTY_SORTS, PROPERTY_TYPES, type PropertyType } from '@hangar/contracts';
import type { ListQuery } from '../data';
import { listBaseFromSearchParams, listSearchParams, oneOf } from '../lib/list-url-state';

export type PropertySort = (typeof PROPERTY_SORTS)[number];
export type PropertyActiveFilter = 'true' | 'false' | 'all';

/** What the list shows: search text, filters, sort and page. The site mirrors it in the URL. */
export type PropertyListState = {
  q: string;
  type: 'all' | PropertyType;
  active: PropertyActiveFilter;
  /** Only properties with a vacant unit. */
  vacant: boolean;
  sort: { id: PropertySort; desc: boolean };
  page: number;
  /** Where the page starts (the API's cursor), when it was reached by next, previous or last. */
  cursor?: string;
  pageSize: number;
};

export const DEFAULT_PROPERTY_LIST_STATE: PropertyListState = {
  q: '',
  type: 'all',
  active: 'true',
  vacant: false,
  sort: { id: 'fileAs', desc: false },
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

export const PROPERTY_TYPE_FILTERS: readonly { value: 'all' | PropertyType; label: string }[] = [
  { value: 'all', label: 'All types' },
  ...PROPERTY_TYPES,
];

/** The query `useResourceList('property', …)` sends (the API's `propertySearchSchema`). */
export function propertyListQuery(managementCompanyID: number, state: PropertyListState): ListQuery {
  return {
    managementCompanyID,
    q: state.q.trim() || undefined,
    type: state.type === 'all' ? undefined : state.type,
    active: state.active,
    vacant: state.vacant ? 'true' : undefined,
    sort: state.sort.id,
    dir: state.sort.desc ? 'desc' : 'asc',
    page: state.page,
    cursor: state.cursor || undefined,
    pageSize: state.pageSize,
  };
}

/** True when search text or a filter narrows the list. */
export function isPropertyListFiltered(state: PropertyListState): boolean {
  return state.q.trim() !== '' || state.type !== 'all' || state.active !== 'true' || state.vacant;
}

/** The state as URL search parameters, defaults left out. */
export function propertyListSearchParams(state: PropertyListState): URLSearchParams {
  const d = DEFAULT_PROPERTY_LIST_STATE;
  return listSearchParams(state, d, (params) => {
    if (state.type !== d.type) params.set('type', state.type);
    if (state.active !== d.active) params.set('active', state.active);
    if (state.vacant) params.set('vacant', 'true');
  });
}

/** The state a URL's search parameters describe; anything unknown falls back to the default. */
export function propertyListStateFromSearchParams(params: URLSearchParams): PropertyListState {
  const d = DEFAULT_PROPERTY_LIST_STATE;
  return {
    ...listBaseFromSearchParams(params, PROPERTY_SORTS, d),
    type: oneOf(
      params.get('type'),
      PROPERTY_TYPE_FILTERS.map((t) => t.value),
      d.type,
    ),
    active: oneOf(params.get('active'), ['true', 'false', 'all'], d.active),
    vacant: params.get('vacant') === 'true',
  };
}
