// ContactList's pure rules: its state, the list query it sends, the state in a URL, and how a row reads.
import { CONTACT_SORTS, DEFAULT_PAGE_SIZE, type ContactKind } from '@hangar/contracts';
import type { ListQuery } from '../data';
import { listBaseFromSearchParams, listSearchParams, oneOf } from '../lib/list-url-state';

export type ContactKindFilter = 'all' | ContactKind;
export type ContactActiveFilter = 'true' | 'false' | 'all';
export type ContactSort = (typeof CONTACT_SORTS)[number];

/** What the list shows: search text, filters, sort and page. The site may mirror it in the URL. */
export type ContactListState = {
  q: string;
  kind: ContactKindFilter;
  active: ContactActiveFilter;
  tag: string;
  sort: { id: ContactSort; desc: boolean };
  page: number;
  /** Where the page starts (the API's cursor), when it was reached by next, previous or last. */
  cursor?: string;
  pageSize: number;
};

export const DEFAULT_CONTACT_LIST_STATE: ContactListState = {
  q: '',
  kind: 'all',
  active: 'true',
  tag: '',
  sort: { id: 'fileAs', desc: false },
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

export const KIND_FILTERS: readonly { value: ContactKindFilter; label: string }[] = [
  { value: 'all', label: 'All kinds' },
  { value: 'individual', label: 'Individuals' },
  { value: 'company', label: 'Companies' },
];

export const ACTIVE_FILTERS: readonly { value: ContactActiveFilter; label: string }[] = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
  { value: 'all', label: 'All' },
];

/** The query `useResourceList('contact', …)` sends (the API's `contactSearchSchema`). */
export function contactListQuery(managementCompanyID: number, state: ContactListState): ListQuery {
  return {
    managementCompanyID,
    q: state.q.trim() || undefined,
    kind: state.kind === 'all' ? undefined : state.kind,
    tag: state.tag.trim() || undefined,
    active: state.active,
    sort: state.sort.id,
    dir: state.sort.desc ? 'desc' : 'asc',
    page: state.page,
    cursor: state.cursor || undefined,
    pageSize: state.pageSize,
  };
}

/** True when search text or a filter narrows the list (its empty state then offers to clear them). */
export function isFiltered(state: ContactListState): boolean {
  return state.q.trim() !== '' || state.kind !== 'all' || state.active !== 'true' || state.tag.trim() !== '';
}

/** The state as URL search parameters, defaults left out: `?q=smith&kind=company&sort=updated&dir=desc`. */
export function contactListSearchParams(state: ContactListState): URLSearchParams {
  const d = DEFAULT_CONTACT_LIST_STATE;
  return listSearchParams(state, d, (params) => {
    if (state.kind !== d.kind) params.set('kind', state.kind);
    if (state.active !== d.active) params.set('active', state.active);
    if (state.tag.trim()) params.set('tag', state.tag.trim());
  });
}

/** The state a URL's search parameters describe; anything unknown or malformed falls back to the default. */
export function contactListStateFromSearchParams(params: URLSearchParams): ContactListState {
  const d = DEFAULT_CONTACT_LIST_STATE;
  return {
    ...listBaseFromSearchParams(params, CONTACT_SORTS, d),
    kind: oneOf(params.get('kind'), ['all', 'individual', 'company'], d.kind),
    active: oneOf(params.get('active'), ['true', 'false', 'all'], d.active),
    tag: (params.get('tag') ?? '').slice(0, 40),
  };
}

const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** "Mar 4, 2026" in the viewer's time zone; empty for a missing or bad date. */
export function updatedText(iso: string | null | undefined, format: Intl.DateTimeFormat = date): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : format.format(d);
}

export const KIND_LABELS: Record<ContactKind, string> = { individual: 'Individual', company: 'Company' };
