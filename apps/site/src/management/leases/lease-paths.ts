// The addresses of leases: a lease's own page, and a lease beside its property's unit list.

/** `/lease/12`; a new lease: `/lease/new?unit=7` (and `&contact=3` for its first tenant). */
export function leasePath(id: number | 'new', from?: { unit: number; contact?: number }): string {
  if (id !== 'new' || !from) return `/lease/${id}`;
  const params = new URLSearchParams({ unit: String(from.unit) });
  if (from.contact !== undefined) params.set('contact', String(from.contact));
  return `/lease/new?${params.toString()}`;
}

/** `/manageunitsfor/3/rental/7/lease/12` (or `…/lease/new`): the lease beside the property's units. */
export const manageLeasePath = (propertyId: number, unitId: number, leaseId: number | 'new') =>
  `/manageunitsfor/${propertyId}/rental/${unitId}/lease/${leaseId}`;

/** The lease page's tabs: the lease itself, and its ledger (for holders of Lease ledger View). */
export const LEASE_TABS = ['details', 'ledger'] as const;
export type LeaseTab = (typeof LEASE_TABS)[number];
/** `/lease/12`, or `/lease/12/ledger`. */
export const leaseTabPath = (id: number, tab: LeaseTab) =>
  tab === 'details' ? `/lease/${id}` : `/lease/${id}/${tab}`;
export const leaseTab = (raw: string | undefined): LeaseTab =>
  (LEASE_TABS as readonly string[]).includes(raw ?? '') ? (raw as LeaseTab) : 'details';
