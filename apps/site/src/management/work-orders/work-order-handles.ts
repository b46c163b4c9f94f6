// What the work order routes declare for the shell: their crumbs and the rights they need (the property
// feature Work orders, a grant for any property opening the company's pages).
import { PropertyFeature } from '@hangar/contracts';
import { editing, viewing } from '../access/access-rules';
import type { ManagementHandle } from '../shell/route-handle';
import { workOrderListPath } from './work-order-paths';

/** `/workorders/:id`, around the list and the work orders of company `:id`. */
export const workOrderAreaHandle: ManagementHandle = {
  crumbs: ({ companyId, companyName }) =>
    companyId > 0
      ? [
          { label: companyName ?? `Company ${companyId}`, href: `/MgmtCoAdmin/${companyId}` },
          { label: 'Work orders', href: workOrderListPath(companyId) },
        ]
      : [],
  requires: () => ({ ...viewing(PropertyFeature.WorkOrders), anyScope: true }),
};

/** `/workorders/:id/:workOrderId`: `new` needs Add for some property; the work order's own property decides the rest. */
export const workOrderHandle: ManagementHandle = {
  crumb: ({ params }) =>
    params.workOrderId === 'new' ? 'New work order' : `Work order #${params.workOrderId}`,
  requires: (params) => ({ ...editing(PropertyFeature.WorkOrders, params.workOrderId), anyScope: true }),
};
