// The lease lists' pure rules: their state, the query they send, how a lease's term and rent read, and which
// lease a unit's summary shows first.
import {
  LEASE_SORTS,
  LEASE_STATUSES,
  RENT_CYCLES,
  type LeaseListItem,
  type LeaseStatus,
} from '@hangar/contracts';
import type { ListQuery } from '../data';
import { listBaseFromSearchParams, listSearchParams, oneOf } from '../lib/list-url-state';
import { rentText } from '../rental-unit-form/rental-unit-form-rules';

export type LeaseSort = 'start' | 'end' | 'unit' | 'rent';

export type LeaseListState = {
  status: 'all' | LeaseStatus;
  sort: { id: LeaseSort; desc: boolean };
  page: number;
  /** Where the page starts (the API's cursor), when it was reached by next, previous or last. */
  cursor?: string;
  pageSize: number;
};

/** Newest first. */
export const DEFAULT_LEASE_LIST_STATE: LeaseListState = {
  status: 'all',
  sort: { id: 'start', desc: true },
  page: 1,
  pageSize: 25,
};

export const LEASE_STATUS_FILTERS = [{ value: 'all', label: 'Any status' }, ...LEASE_STATUSES] as const;

/** Whose leases a list shows: a unit's, a property's or a company's, optionally of one contact. */
export type LeaseOwner = {
  unitID?: number;
  propertyID?: number;
  managementCompanyID?: number;
  contactID?: number;
};

/** The query `useResourceList('lease', …)` sends (the API's `leaseSearchSchema`). */
export function leaseListQuery(owner: LeaseOwner, state: LeaseListState): ListQuery {
  return {
    ...owner,
    status: state.status === 'all' ? undefined : state.status,
    sort: state.sort.id,
    dir: state.sort.desc ? 'desc' : 'asc',
    page: state.page,
    cursor: state.cursor || undefined,
    pageSize: state.pageSize,
  };
}

const day = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
/** "Jul 1, 2025" of `YYYY-MM-DD`. */
export const dayText = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));

/** "Jul 1, 2025 – Jun 30, 2028", "From Jun 1, 2025 (month to month)", "… then month to month". */
export function termText(lease: Pick<LeaseListItem, 'type' | 'startDate' | 'endDate'>): string {
  if (lease.type === 'month-to-month' || lease.endDate === null)
    return `From ${dayText(lease.startDate)} (month to month)`;
  const term = `${dayText(lease.startDate)} – ${dayText(lease.endDate)}`;
  return lease.type === 'rollover' ? `${term}, then month to month` : term;
}

/** "$325.00 monthly". */
export function leaseRentText(lease: Pick<LeaseListItem, 'rentCents' | 'rentCycle'>): string {
  const cycle = RENT_CYCLES.find((c) => c.value === lease.rentCycle)?.label.toLowerCase() ?? lease.rentCycle;
  return `${rentText(lease.rentCents)} ${cycle}`;
}

export const leaseStatusLabel = (status: string) =>
  LEASE_STATUSES.find((s) => s.value === status)?.label ?? status;

/**
 * The lease a unit's summary leads with: the active one, else the next to start (the earliest later one);
 * null when neither (only past leases or drafts).
 */
export function leadingLease<T extends Pick<LeaseListItem, 'status' | 'startDate'>>(
  leases: readonly T[],
): T | null {
  const active = leases.find((l) => l.status === 'active');
  if (active) return active;
  const future = leases
    .filter((l) => l.status === 'future')
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
  return future[0] ?? null;
}

// ---- A company's leases: search, status and "owes money", in the URL --------------------------------------

export type LeaseOwesFilter = 'all' | 'owes';
export type LeaseEndsFilter = 'any' | '30' | '60' | '90';
export type CompanyLeaseListState = LeaseListState & {
  q: string;
  owes: LeaseOwesFilter;
  /** Fixed terms ending within so many days (renewals to see to). */
  ends: LeaseEndsFilter;
};

/** Newest first, every status, every balance. */
export const DEFAULT_COMPANY_LEASE_LIST_STATE: CompanyLeaseListState = {
  ...DEFAULT_LEASE_LIST_STATE,
  q: '',
  owes: 'all',
  ends: 'any',
};

export const LEASE_OWES_FILTERS: readonly { value: LeaseOwesFilter; label: string }[] = [
  { value: 'all', label: 'Any balance' },
  { value: 'owes', label: 'Owes money' },
];

export const LEASE_ENDS_FILTERS: readonly { value: LeaseEndsFilter; label: string }[] = [
  { value: 'any', label: 'Any end' },
  { value: '30', label: 'Ending within 30 days' },
  { value: '60', label: 'Ending within 60 days' },
  { value: '90', label: 'Ending within 90 days' },
];

/** The query of a company's leases (`leaseSearchSchema`: `q`, `status`, `owes=true`, `endsWithin`). */
export function companyLeaseListQuery(managementCompanyID: number, state: CompanyLeaseListState): ListQuery {
  return {
    ...leaseListQuery({ managementCompanyID }, state),
    q: state.q.trim() || undefined,
    owes: state.owes === 'owes' ? true : undefined,
    endsWithin: state.ends === 'any' ? undefined : state.ends,
  };
}

export const isCompanyLeaseListFiltered = (state: CompanyLeaseListState) =>
  state.q.trim() !== '' || state.status !== 'all' || state.owes !== 'all' || state.ends !== 'any';

/** The state as URL search parameters, defaults left out: `?status=active&owes=true`. */
export function companyLeaseListSearchParams(state: CompanyLeaseListState): URLSearchParams {
  const d = DEFAULT_COMPANY_LEASE_LIST_STATE;
  const params = listSearchParams(state, d, (p) => {
    if (state.status !== d.status) p.set('status', state.status);
    if (state.owes === 'owes') p.set('owes', 'true');
    if (state.ends !== 'any') p.set('ends', state.ends);
  });
  // Newest first is the default here: the address names the other direction instead.
  params.delete('dir');
  if (!state.sort.desc) params.set('dir', 'asc');
  return params;
}

/** The state a URL's search parameters describe; anything unknown falls back to the default. */
export function companyLeaseListStateFromSearchParams(params: URLSearchParams): CompanyLeaseListState {
  const d = DEFAULT_COMPANY_LEASE_LIST_STATE;
  const base = listBaseFromSearchParams(params, LEASE_SORTS, d);
  return {
    ...base,
    sort: { id: base.sort.id, desc: params.get('dir') !== 'asc' },
    status: oneOf(
      params.get('status'),
      LEASE_STATUS_FILTERS.map((f) => f.value),
      d.status,
    ),
    owes: params.get('owes') === 'true' ? 'owes' : 'all',
    ends: oneOf(
      params.get('ends'),
      LEASE_ENDS_FILTERS.map((f) => f.value),
      d.ends,
    ),
  };
}
