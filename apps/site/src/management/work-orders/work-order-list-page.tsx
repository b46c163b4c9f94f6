// `/workorders/:id`: the company's work orders (WorkOrderList): open ones first by priority, overdue ones
// marked; search, status, priority, property, vendor and overdue in the URL.
import { Access, hasAccess, PropertyFeature } from '@hangar/contracts';
import {
  WorkOrderList,
  workOrderListSearchParams,
  workOrderListStateFromSearchParams,
  type WorkOrderListState,
} from '@hangar/management-forms';
import { PageHeader } from '@hangar/ui';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { anyPropertyAccess } from '../access/access-rules';
import { useManagementShell } from '../shell/management-context';
import { useManagementTitle } from '../shell/page-title';
import { routerLink } from '../shell/router-link';
import { workOrderPath } from './work-order-paths';

export function Component() {
  const { companyId, me, access } = useManagementShell();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => workOrderListStateFromSearchParams(params), [params]);
  useManagementTitle('Work orders');
  const mask = me ? anyPropertyAccess(me, companyId, PropertyFeature.WorkOrders) : access;
  const onQueryChange = (next: WorkOrderListState) =>
    setParams(workOrderListSearchParams(next), { replace: next.q !== query.q });
  const owner = useMemo(() => ({ managementCompanyID: companyId }), [companyId]);
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Work orders"
        description="Repairs and jobs at the properties: who asked, who does them, and when."
      />
      <WorkOrderList
        key={companyId}
        owner={owner}
        query={query}
        onQueryChange={onQueryChange}
        getWorkOrderHref={(order) => workOrderPath(companyId, order.id)}
        newWorkOrderHref={hasAccess(mask, Access.Add) ? workOrderPath(companyId, 'new') : undefined}
        renderLink={routerLink}
      />
    </div>
  );
}
