// A unit's lease summary on its pages, for users who see the property's leases ("New lease" with Add).
import { Access, hasAccess } from '@hangar/contracts';
import { UnitLeaseSummary } from '@hangar/management-forms';
import { useManagementShell } from '../shell/management-context';
import { routerLink } from '../shell/router-link';
import { leaseAccess } from './lease-access';
import { leasePath, manageLeasePath } from './lease-paths';

/**
 * The unit's current or next lease and its others; the links lead to the lease's own page, or with
 * `besideUnits` to the lease beside the property's unit list.
 */
export function UnitLeases({
  unit,
  besideUnits = false,
}: {
  unit: { id: number; propertyID: number };
  besideUnits?: boolean;
}) {
  const { me, access: pageAccess } = useManagementShell();
  const access = leaseAccess(me, unit.propertyID, pageAccess);
  if (!hasAccess(access, Access.View)) return null;
  const href = (id: number | 'new') =>
    besideUnits ? manageLeasePath(unit.propertyID, unit.id, id) : leasePath(id, { unit: unit.id });
  return (
    <UnitLeaseSummary
      unitID={unit.id}
      getLeaseHref={(l) => href(l.id)}
      newLeaseHref={hasAccess(access, Access.Add) ? href('new') : undefined}
      renderLink={routerLink}
    />
  );
}
