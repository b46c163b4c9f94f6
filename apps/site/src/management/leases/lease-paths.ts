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
