// VendorList's pure rules: its state, the list query it sends, the state in a URL, and its filter choices.
import {
  DEFAULT_PAGE_SIZE,
  VENDOR_CATEGORIES,
  VENDOR_SORTS,
  VENDOR_STATUSES,
  type ContactKind,
  type VendorCategory,
  type VendorStatus,
} from '@hangar/contracts';
import type { ListQuery } from '../data';
import { listBaseFromSearchParams, listSearchParams, oneOf } from '../lib/list-url-state';

export type VendorKindFilter = 'all' | ContactKind;
export type VendorCategoryFilter = 'all' | VendorCategory;
export type VendorInsuranceFilter = 'all' | 'attention' | 'valid' | 'expiring' | 'expired' | 'missing';
export type VendorStatusFilter = 'all' | VendorStatus;
export type VendorSort = (typeof VENDOR_SORTS)[number];

/** What the list shows: search text, filters, sort and page. The site mirrors it in the URL. */
export type VendorListState = {
  q: string;
  kind: VendorKindFilter;
  category: VendorCategoryFilter;
  insurance: VendorInsuranceFilter;
  status: VendorStatusFilter;
  sort: { id: VendorSort; desc: boolean };
  page: number;
  /** Where the page starts (the API's cursor), when it was reached by next, previous or last. */
  cursor?: string;
  pageSize: number;
};

export const DEFAULT_VENDOR_LIST_STATE: VendorListState = {
  q: '',
  kind: 'all',
  category: 'all',
  insurance: 'all',
  status: 'all',
  sort: { id: 'name', desc: false },
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

export const VENDOR_KIND_FILTERS: readonly { value: VendorKindFilter; label: string }[] = [
  { value: 'all', label: 'All kinds' },
  { value: 'individual', label: 'Individuals' },
  { value: 'company', label: 'Companies' },
];

export const VENDOR_CATEGORY_FILTERS: readonly { value: VendorCategoryFilter; label: string }[] = [
  { value: 'all', label: 'All categories' },
  ...VENDOR_CATEGORIES.map(({ value, label }) => ({ value, label })),
];

export const VENDOR_INSURANCE_FILTERS: readonly { value: VendorInsuranceFilter; label: string }[] = [
  { value: 'all', label: 'Any insurance' },
  { value: 'attention', label: 'Needs attention' },
  { value: 'expiring', label: 'Expiring' },
  { value: 'expired', label: 'Expired' },
  { value: 'missing', label: 'Missing' },
  { value: 'valid', label: 'Valid' },
];

export const VENDOR_STATUS_FILTERS: readonly { value: VendorStatusFilter; label: string }[] = [
  { value: 'all', label: 'Any status' },
  ...VENDOR_STATUSES.map(({ value, label }) => ({ value, label })),
];

const values = <T extends string>(list: readonly { value: T }[]) => list.map((o) => o.value);

/** The query `useResourceList('vendor', …)` sends (the API's `vendorSearchSchema`). */
export function vendorListQuery(managementCompanyID: number, state: VendorListState): ListQuery {
  const chosen = <T extends string>(value: T) => (value === 'all' ? undefined : value);
  return {
    managementCompanyID,
    q: state.q.trim() || undefined,
    kind: chosen(state.kind),
    category: chosen(state.category),
    insurance: chosen(state.insurance),
    status: chosen(state.status),
    sort: state.sort.id,
    dir: state.sort.desc ? 'desc' : 'asc',
    page: state.page,
    cursor: state.cursor || undefined,
    pageSize: state.pageSize,
  };
}

/** True when search text or a filter narrows the list (its empty state then offers to clear them). */
export function isVendorListFiltered(state: VendorListState): boolean {
  const d = DEFAULT_VENDOR_LIST_STATE;
  return (
    state.q.trim() !== '' ||
    state.kind !== d.kind ||
    state.category !== d.category ||
    state.insurance !== d.insurance ||
    state.status !== d.status
  );
}

/** The state as URL search parameters, defaults left out: `?category=fuel&insurance=attention`. */
export function vendorListSearchParams(state: VendorListState): URLSearchParams {
  const d = DEFAULT_VENDOR_LIST_STATE;
  return listSearchParams(state, d, (params) => {
    if (state.kind !== d.kind) params.set('kind', state.kind);
    if (state.category !== d.category) params.set('category', state.category);
    if (state.insurance !== d.insurance) params.set('insurance', state.insurance);
    if (state.status !== d.status) params.set('status', state.status);
  });
}

/** The state a URL's search parameters describe; anything unknown or malformed falls back to the default. */
export function vendorListStateFromSearchParams(params: URLSearchParams): VendorListState {
  const d = DEFAULT_VENDOR_LIST_STATE;
  return {
    ...listBaseFromSearchParams(params, VENDOR_SORTS, d),
    kind: oneOf(params.get('kind'), values(VENDOR_KIND_FILTERS), d.kind),
    category: oneOf(params.get('category'), values(VENDOR_CATEGORY_FILTERS), d.category),
    insurance: oneOf(params.get('insurance'), values(VENDOR_INSURANCE_FILTERS), d.insurance),
    status: oneOf(params.get('status'), values(VENDOR_STATUS_FILTERS), d.status),
  };
}
