// WorkOrderList: the work orders of a company, a property or a unit: title, place, priority, status, vendor,
// scheduled date (overdue highlighted); search, filters by status, priority, property and vendor; server-sorted
// and paged.
import {
  workOrderCategoryLabel,
  workOrderPriorityLabel,
  workOrderStatusLabel,
  type PropertyListItem,
  type VendorListItem,
  type WorkOrderListItem,
} from '@hangar/contracts';
import { Badge, type DataTableColumn, type DataTableLinkProps } from '@hangar/ui';
import { useMemo, type ReactNode } from 'react';
import { useResourceList } from '../data';
import { addLinks, ListScreen, noMatchText } from '../lib/list-screen';
import { useListState, type ListFilter } from '../lib/resource-table';
import { calendarDateText } from '../vendor-form/vendor-form-rules';
import {
  DEFAULT_WORK_ORDER_LIST_STATE,
  isWorkOrderListFiltered,
  WORK_ORDER_OVERDUE_FILTERS,
  WORK_ORDER_PRIORITY_FILTERS,
  WORK_ORDER_STATUS_FILTERS,
  workOrderListQuery,
  workOrderPlace,
  type WorkOrderListState,
  type WorkOrderOwner,
} from './work-order-list-rules';

export type WorkOrderListProps = {
  /** Whose work orders: `managementCompanyID` (then the property filter shows), `propertyID` or `unitID`. */
  owner: WorkOrderOwner;
  /** Where a work order's row leads (its page). */
  getWorkOrderHref: (order: WorkOrderListItem) => string;
  /** Where "New work order" leads; without it there is no such link (no Add right). */
  newWorkOrderHref?: string;
  /** The table's caption (read by screen readers). */
  caption?: string;
  /** Hides the filters (a unit's short list). */
  hideFilters?: boolean;
  renderLink?: (props: DataTableLinkProps) => ReactNode;
  /** The search, filters, sort and page, when the caller owns them (to mirror them in the URL). */
  query?: WorkOrderListState;
  onQueryChange?: (query: WorkOrderListState) => void;
  /** The first state when the list owns it. */
  defaultQuery?: Partial<WorkOrderListState>;
};

const defaultLink = ({ children, ...props }: DataTableLinkProps) => <a {...props}>{children}</a>;

const PRIORITY_VARIANT = {
  emergency: 'destructive',
  high: 'warning',
  normal: 'secondary',
  low: 'outline',
} as const;

/** A work order's priority as a badge (emergencies in the destructive colour). */
export function WorkOrderPriorityBadge({ priority }: { priority: WorkOrderListItem['priority'] }) {
  return (
    <Badge data-slot="work-order-priority" data-state={priority} variant={PRIORITY_VARIANT[priority]}>
      {workOrderPriorityLabel(priority)}
    </Badge>
  );
}

/** A work order's status as a badge; "Overdue" beside it when late. */
export function WorkOrderStatusBadge({
  status,
  overdue = false,
}: {
  status: WorkOrderListItem['status'];
  overdue?: boolean;
}) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <Badge
        data-slot="work-order-status"
        data-state={status}
        variant={status === 'done' ? 'success' : status === 'cancelled' ? 'outline' : 'info'}
      >
        {workOrderStatusLabel(status)}
      </Badge>
      {overdue && (
        <Badge data-slot="work-order-overdue" variant="destructive">
          Overdue
        </Badge>
      )}
    </span>
  );
}

function columns(showProperty: boolean): DataTableColumn<WorkOrderListItem>[] {
  return [
    {
      id: 'title',
      header: 'Work order',
      primary: true,
      className: 'min-w-48',
      accessor: (o) => `#${o.id} ${o.title}`,
    },
    {
      id: 'place',
      header: 'Where',
      className: 'min-w-32',
      cell: (o) => (
        <span className="grid">
          <span>{workOrderPlace(o, showProperty)}</span>
          <span className="text-xs text-muted-foreground">{workOrderCategoryLabel(o.category)}</span>
        </span>
      ),
    },
    {
      id: 'priority',
      header: 'Priority',
      sortable: true,
      cell: (o) => <WorkOrderPriorityBadge priority={o.priority} />,
    },
    {
      id: 'status',
      header: 'Status',
      sortable: true,
      cell: (o) => <WorkOrderStatusBadge status={o.status} overdue={o.overdue} />,
    },
    { id: 'vendorName', header: 'Vendor', className: 'min-w-32', cell: (o) => o.vendorName ?? '—' },
    {
      id: 'scheduled',
      header: 'Scheduled',
      sortable: true,
      className: 'whitespace-nowrap',
      cell: (o) =>
        o.scheduledDate ? (
          <time
            dateTime={o.scheduledDate}
            data-state={o.overdue ? 'overdue' : undefined}
            className={o.overdue ? 'font-semibold text-destructive' : undefined}
          >
            {calendarDateText(o.scheduledDate)}
          </time>
        ) : (
          '—'
        ),
    },
    {
      id: 'created',
      header: 'Asked',
      sortable: true,
      className: 'whitespace-nowrap',
      cell: (o) => <time dateTime={o.createdUtc}>{calendarDateText(o.createdUtc.slice(0, 10))}</time>,
    },
  ];
}

/**
 * The work orders of `owner`, read through `useResourceList('workOrder', …)`: open ones by default, emergencies
 * first, overdue ones marked. A company's list filters by property and vendor too (their names read from the
 * company's properties and vendors). Pass `query` and `onQueryChange` to keep the state in the URL
 * (`workOrderListSearchParams` and `workOrderListStateFromSearchParams`). Needs a `ManagementProvider` above it.
 *
 * @example
 * <WorkOrderList owner={{ managementCompanyID: 1 }} getWorkOrderHref={(o) => `/workorders/1/${o.id}`} />
 */
export function WorkOrderList({
  owner,
  getWorkOrderHref,
  newWorkOrderHref,
  caption = 'Work orders',
  hideFilters = false,
  renderLink = defaultLink,
  query,
  onQueryChange,
  defaultQuery,
}: WorkOrderListProps) {
  const listState = useListState<WorkOrderListState>(
    () => ({ ...DEFAULT_WORK_ORDER_LIST_STATE, ...defaultQuery }),
    query,
    onQueryChange,
  );
  const { state } = listState;
  const companyWide = owner.managementCompanyID !== undefined && owner.propertyID === undefined;
  const company = companyWide && !hideFilters ? owner.managementCompanyID : undefined;
  const properties = useResourceList<PropertyListItem>(
    'property',
    company === undefined ? null : { managementCompanyID: company, pageSize: 100, sort: 'fileAs' },
  );
  const vendors = useResourceList<VendorListItem>(
    'vendor',
    company === undefined ? null : { managementCompanyID: company, pageSize: 100, sort: 'name' },
  );
  const filters = useMemo<ListFilter<WorkOrderListState>[]>(() => {
    const list: ListFilter<WorkOrderListState>[] = [
      { name: 'status', label: 'Status', className: 'w-40 shrink-0', options: WORK_ORDER_STATUS_FILTERS },
      {
        name: 'priority',
        label: 'Priority',
        className: 'w-36 shrink-0',
        options: WORK_ORDER_PRIORITY_FILTERS,
      },
      { name: 'overdue', label: 'Overdue', className: 'w-36 shrink-0', options: WORK_ORDER_OVERDUE_FILTERS },
    ];
    if (company !== undefined) {
      list.push(
        {
          name: 'property',
          label: 'Property',
          className: 'w-48 shrink-0',
          options: [
            { value: 'all', label: 'Every property' },
            ...(properties.data?.items ?? []).map((p) => ({ value: String(p.id), label: p.name })),
          ],
        },
        {
          name: 'vendor',
          label: 'Vendor',
          className: 'w-48 shrink-0',
          options: [
            { value: 'all', label: 'Any vendor' },
            ...(vendors.data?.items ?? []).map((v) => ({ value: String(v.id), label: v.fileAs })),
          ],
        },
      );
    }
    return list;
  }, [company, properties.data, vendors.data]);

  const listQuery = useMemo(() => workOrderListQuery(owner, state), [owner, state]);
  const list = useResourceList<WorkOrderListItem>('workOrder', listQuery);
  const tableColumns = useMemo(() => columns(companyWide), [companyWide]);

  const newLink = addLinks(renderLink, [
    { href: newWorkOrderHref, label: 'New work order', slot: 'work-order-list-new' },
  ]);

  return (
    <ListScreen<WorkOrderListItem, WorkOrderListState>
      slot="work-order-list"
      search={
        hideFilters ? undefined : { label: 'Search work orders', placeholder: 'Title, unit, area or vendor' }
      }
      filters={hideFilters ? [] : filters}
      actions={newLink}
      list={list}
      caption={caption}
      columns={tableColumns}
      getRowHref={getWorkOrderHref}
      renderLink={renderLink}
      loadingLabel="Loading work orders…"
      listState={listState}
      filtered={isWorkOrderListFiltered(state)}
      noMatch={{
        title: 'No work orders match',
        description: noMatchText('work order', state.q),
        clearLabel: 'Show every work order',
        cleared: { q: '', status: 'all', priority: 'all', property: 'all', vendor: 'all', overdue: 'all' },
      }}
      noneYet={{
        title: 'No open work orders',
        description: 'Nothing is waiting to be fixed. New requests from the office and tenants show here.',
        action: newLink,
      }}
    />
  );
}
