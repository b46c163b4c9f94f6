// The open work orders of a company, emergencies first, overdue ones marked, each linking to its page; for the
// management home page.
import type { WorkOrderListItem } from '@hangar/contracts';
import { DelayedSpinner, type DataTableLinkProps } from '@hangar/ui';
import { useId, type ReactNode } from 'react';
import { useResourceList } from '../data';
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

const defaultLink = ({ children, ...props }: DataTableLinkProps) => <a {...props}>{children}</a>;
const linkClass = 'underline-offset-4 hover:underline focus-visible:underline';

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
  renderLink = defaultLink,
  headingLevel = 3,
}: OpenWorkOrdersProps) {
  const headingId = useId();
  const list = useResourceList<WorkOrderListItem>('workOrder', {
    managementCompanyID,
    status: 'open',
    sort: 'priority',
    dir: 'asc',
    page: 1,
    pageSize: OPEN_WORK_ORDERS_LIMIT,
  });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const state = list.error ? 'failed' : list.data ? (total === 0 ? 'empty' : 'loaded') : 'loading';
  return (
    <section
      aria-labelledby={headingId}
      data-slot="open-work-orders"
      data-state={state}
      className="grid gap-2"
    >
      <Heading id={headingId} className="text-sm font-semibold">
        Open work orders
      </Heading>
      {list.error ? (
        <p className="text-sm text-destructive">Work orders unavailable: {list.error.message}</p>
      ) : !list.data ? (
        <DelayedSpinner loading label={`Loading the work orders of ${companyName ?? 'the company'}`} />
      ) : total === 0 ? (
        <p className="text-sm text-muted-foreground">No work order is open.</p>
      ) : (
        <>
          <ul className="grid gap-1 text-sm">
            {items.map((order) => (
              <li
                key={order.id}
                data-slot="open-work-orders-item"
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b py-1"
              >
                <span className="grid">
                  {renderLink({
                    href: getWorkOrderHref(order),
                    className: linkClass,
                    children: `#${order.id} ${order.title}`,
                    'data-slot': 'open-work-orders-link',
                  })}
                  <span className="text-xs text-muted-foreground">{workOrderPlace(order, true)}</span>
                </span>
                <WorkOrderStatusBadge status={order.status} overdue={order.overdue} />
              </li>
            ))}
          </ul>
          {renderLink({
            href: allHref,
            className: `${linkClass} text-sm`,
            children: total > items.length ? `See all ${total} open work orders` : 'See the work orders',
            'data-slot': 'open-work-orders-all',
          })}
        </>
      )}
    </section>
  );
}
