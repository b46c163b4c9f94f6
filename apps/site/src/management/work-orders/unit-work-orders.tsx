// A unit's work orders on its page, for users who hold Work orders on its property ("New work order" with Add).
import { Access, accessFor, hasAccess, PropertyFeature } from '@hangar/contracts';
import { WorkOrderList } from '@hangar/management-forms';
import { useMemo } from 'react';
import { useManagementShell } from '../shell/management-context';
import { routerLink } from '../shell/router-link';
import { workOrderPath } from './work-order-paths';

/** Every work order of the unit (open first by priority); nothing without the right to see them. */
export function UnitWorkOrders({
  unit,
}: {
  unit: { id: number; propertyID: number; managementCompanyID: number };
}) {
  const { me } = useManagementShell();
  const access = me ? accessFor(me, PropertyFeature.WorkOrders, unit.propertyID) : 0;
  const owner = useMemo(() => ({ unitID: unit.id }), [unit.id]);
  if (!hasAccess(access, Access.View)) return null;
  const company = unit.managementCompanyID;
  return (
    <section aria-labelledby="unit-work-orders" data-slot="unit-work-orders" className="grid gap-3">
      <h2 id="unit-work-orders" className="text-lg font-semibold">
        Work orders
      </h2>
      <WorkOrderList
        owner={owner}
        hideFilters
        caption="Work orders of this unit"
        defaultQuery={{ status: 'all' }}
        getWorkOrderHref={(order) => workOrderPath(company, order.id)}
        newWorkOrderHref={hasAccess(access, Access.Add) ? workOrderPath(company, 'new', unit.id) : undefined}
        renderLink={routerLink}
      />
    </section>
  );
}
