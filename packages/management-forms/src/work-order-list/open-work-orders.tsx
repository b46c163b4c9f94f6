// The open work orders of a company, emergencies first, overdue ones marked, each linking to its page; for the
// management home page.
import type { WorkOrderListItem } from '@hangar/contracts';
import type { DataTableLinkProps } from '@hangar/ui';
import type { ReactNode } from 'react';
import { useResourceList } from '../data';
import { defaultHomeLink, HomeListPanel, homeLinkClass } from '../lib/home-list-panel';
import { WorkOrderStatusBadge } from './work-order-list';
import { workOrderPlace } from './work-order-list-rules';

/** How many work orders the section lists before "See all …". */
export const OPEN_WORK_ORDERS_LIMIT = 5;

export type OpenWorkOrdersProps = {
  managementCompanyID: number;
  /** The company's name, for the loading label. */
  companyName?: string;
  getWorkOrderHref: (order: WorkOrderListItem) => string;
  /** The company's work order list. */
  allHref: string;
  renderLink?: (props: DataTableLinkProps) => ReactNode;
  headingLevel?: 2 | 3;
};

/**
 * For the management home page: the company's open work orders (those the user may see), emergencies first,
 * with their place and status ("Overdue" when late), and a link to the whole list; says so when none is open.
 * Needs a `ManagementProvider` above it.
 */
export function OpenWorkOrders({
  managementCompanyID,
  companyName,
  getWorkOrderHref,
  allHref,
  renderLink = defaultHomeLink,
  headingLevel = 3,
}: OpenWorkOrdersProps) {
  const list = useResourceList<WorkOrderListItem>('workOrder', {
    managementCompanyID,
    status: 'open',
    sort: 'priority',
    dir: 'asc',
    page: 1,
    pageSize: OPEN_WORK_ORDERS_LIMIT,
  });
  return (
    <HomeListPanel<WorkOrderListItem>
      slot="open-work-orders"
      title="Open work orders"
      headingLevel={headingLevel}
      list={list}
      loadingLabel={`Loading the work orders of ${companyName ?? 'the company'}`}
      failedText="Work orders unavailable"
      emptyText="No work order is open."
      renderLink={renderLink}
      renderRow={(order) => ({
        main: (
          <span className="grid">
            {renderLink({
              href: getWorkOrderHref(order),
              className: homeLinkClass,
              children: `#${order.id} ${order.title}`,
              'data-slot': 'open-work-orders-link',
            })}
            <span className="text-xs text-muted-foreground">{workOrderPlace(order, true)}</span>
          </span>
        ),
        aside: <WorkOrderStatusBadge status={order.status} overdue={order.overdue} />,
      })}
      allLink={(total, shown) => ({
        href: allHref,
        text: total > shown ? `See all ${total} open work orders` : 'See the work orders',
      })}
    />
  );
}
