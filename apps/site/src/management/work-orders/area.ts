// Work orders: a company's list and one work order (or a new one), under `/workorders/:id`.
import { PropertyFeature } from '@hangar/contracts';
import { chunkPages, companyPrefix, type ManagementArea } from '../shell/area';
import { workOrderAreaHandle } from './work-order-handles';

const page = chunkPages(() => import('../work-order-pages'));

export const workOrdersArea: ManagementArea = {
  routes: [
    {
      path: 'workorders/:id',
      handle: workOrderAreaHandle,
      children: [
        { index: true, lazy: page('workOrderList') },
        { path: ':workOrderId', lazy: page('workOrder') },
      ],
    },
  ],
  nav: {
    group: 'Work orders',
    entries: [
      {
        label: 'Work orders',
        to: (id) => `/workorders/${id}`,
        feature: PropertyFeature.WorkOrders,
        anyScope: true,
      },
    ],
  },
  // A company's work order pages switch to the other company's list.
  switchCompany: companyPrefix('workorders'),
};
