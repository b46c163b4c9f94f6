// What the lease routes declare for the shell: their crumbs and the rights they need.
import { PropertyFeature } from '@hangar/contracts';
import { editing, type Requirement } from '../access/access-rules';
import { propertyListPath } from '../properties/property-paths';
import { recordId } from '../shell/page-states';
import type { ManagementHandle } from '../shell/route-handle';

const scoped = (requirement: Requirement, raw: string | undefined): Requirement => ({
  ...requirement,
  scopeID: recordId(raw) ?? undefined,
});

/** `/lease/:leaseId`: its company comes from the lease (or the new lease's unit). */
export const leaseHandle: ManagementHandle = {
  crumbs: ({ companyId, companyName, params, pathname }) => [
    ...(companyId > 0
      ? [
          { label: companyName ?? `Company ${companyId}`, href: `/MgmtCoAdmin/${companyId}` },
          { label: 'Properties', href: propertyListPath(companyId) },
        ]
      : []),
    { label: params.leaseId === 'new' ? 'New lease' : 'Lease', href: pathname },
  ],
  requires: (params) => ({ ...editing(PropertyFeature.Leases, params.leaseId), anyScope: true }),
};

/** `/manageunitsfor/:propertyId/rental/:unitId/lease/:leaseId`: the property's grants count too. */
export const manageLeaseHandle: ManagementHandle = {
  crumb: ({ params }) => (params.leaseId === 'new' ? 'New lease' : 'Lease'),
  requires: (params) => scoped(editing(PropertyFeature.Leases, params.leaseId), params.propertyId),
};
