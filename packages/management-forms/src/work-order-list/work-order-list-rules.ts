// WorkOrderList's pure rules: its state, the list query it sends, the state in a URL, its filter choices, and
// how a work order's place and status read.
import {
  DEFAULT_PAGE_SIZE,
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_SORTS,
  WORK_ORDER_STATUSES,
  type WorkOrderListItem,
  type WorkOrderPriority,
  type WorkOrderStatusFilter,
} from '@hangar/contracts';
import type { ListQuery } from '../data';
import { listBaseFromSearchParams, listSearchParams, oneOf } from '../lib/list-url-state';

export type WorkOrderSort = (typeof WORK_ORDER_SORTS)[number];
export type WorkOrderStatusChoice = 'all' | WorkOrderStatusFilter;
export type WorkOrderPriorityChoice = 'all' | WorkOrderPriority;

/** Whose work orders a list shows: a company's, a property's or a unit's. */
export type WorkOrderOwner = { managementCompanyID?: number; propertyID?: number; unitID?: number };

/** What the list shows: search text, filters (a property and a vendor by id, or `all`), sort and page. */
export type WorkOrderListState = {
  q: string;
  status: WorkOrderStatusChoice;
  priority: WorkOrderPriorityChoice;
  property: string;
  vendor: string;
  overdue: 'all' | 'true';
  sort: { id: WorkOrderSort; desc: boolean };
  page: number;
  /** Where the page starts (the API's cursor), when it was reached by next, previous or last. */
  cursor?: string;
  pageSize: number;
};

/** Open work orders, emergencies first. */
export const DEFAULT_WORK_ORDER_LIST_STATE: WorkOrderListState = {
  q: '',
  status: 'open',
  priority: 'all',
  property: 'all',
  vendor: 'all',
  overdue: 'all',
  sort: { id: 'priority', desc: false },
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

export const WORK_ORDER_STATUS_FILTERS: readonly { value: WorkOrderStatusChoice; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'all', label: 'Any status' },
  ...WORK_ORDER_STATUSES.map(({ value, label }) => ({ value, label })),
];

export const WORK_ORDER_PRIORITY_FILTERS: readonly { value: WorkOrderPriorityChoice; label: string }[] = [
  { value: 'all', label: 'Any priority' },
  ...WORK_ORDER_PRIORITIES.map(({ value, label }) => ({ value, label })),
];

export const WORK_ORDER_OVERDUE_FILTERS: readonly { value: 'all' | 'true'; label: string }[] = [
  { value: 'all', label: 'Late or not' },
  { value: 'true', label: 'Overdue only' },
];

const values = <T extends string>(list: readonly { value: T }[]) => list.map((o) => o.value);
const idOrAll = (value: string | null) => (value && /^[1-9][0-9]{0,9}$/.test(value) ? value : 'all');

/** The query `useResourceList('workOrder', …)` sends (the API's `workOrderSearchSchema`). */
export function workOrderListQuery(owner: WorkOrderOwner, state: WorkOrderListState): ListQuery {
  const chosen = <T extends string>(value: T) => (value === 'all' ? undefined : value);
  const property = chosen(state.property);
  const vendor = chosen(state.vendor);
  return {
    ...owner,
    ...(property !== undefined && owner.propertyID === undefined && { propertyID: Number(property) }),
    vendorID: vendor === undefined ? undefined : Number(vendor),
    q: state.q.trim() || undefined,
    status: chosen(state.status),
    priority: chosen(state.priority),
    overdue: state.overdue === 'true' ? true : undefined,
    sort: state.sort.id,
    dir: state.sort.desc ? 'desc' : 'asc',
    page: state.page,
    cursor: state.cursor || undefined,
    pageSize: state.pageSize,
  };
}

/** True when search text or a filter (other than the default "open") narrows the list. */
export function isWorkOrderListFiltered(state: WorkOrderListState): boolean {
  const d = DEFAULT_WORK_ORDER_LIST_STATE;
  return (
    state.q.trim() !== '' ||
    state.status !== d.status ||
    state.priority !== d.priority ||
    state.property !== d.property ||
    state.vendor !== d.vendor ||
    state.overdue !== d.overdue
  );
}

/** The state as URL search parameters, defaults left out: `?status=done&vendor=4`. */
export function workOrderListSearchParams(state: WorkOrderListState): URLSearchParams {
  const d = DEFAULT_WORK_ORDER_LIST_STATE;
  return listSearchParams(state, d, (params) => {
    if (state.status !== d.status) params.set('status', state.status);
    if (state.priority !== d.priority) params.set('priority', state.priority);
    if (state.property !== d.property) params.set('property', state.property);
    if (state.vendor !== d.vendor) params.set('vendor', state.vendor);
    if (state.overdue !== d.overdue) params.set('overdue', state.overdue);
  });
}

/** The state a URL's search parameters describe; anything unknown or malformed falls back to the default. */
export function workOrderListStateFromSearchParams(params: URLSearchParams): WorkOrderListState {
  const d = DEFAULT_WORK_ORDER_LIST_STATE;
  return {
    ...listBaseFromSearchParams(params, WORK_ORDER_SORTS, d),
    status: oneOf(params.get('status'), values(WORK_ORDER_STATUS_FILTERS), d.status),
    priority: oneOf(params.get('priority'), values(WORK_ORDER_PRIORITY_FILTERS), d.priority),
    property: idOrAll(params.get('property')),
    vendor: idOrAll(params.get('vendor')),
    overdue: oneOf(params.get('overdue'), values(WORK_ORDER_OVERDUE_FILTERS), d.overdue),
  };
}

/** Where a work order is: "H-3" or the common area's name, after the property when asked. */
export function workOrderPlace(
  order: Pick<WorkOrderListItem, 'unitNumber' | 'commonArea' | 'propertyName'>,
  withProperty = false,
): string {
  const place = order.unitNumber ? `Unit ${order.unitNumber}` : order.commonArea;
  return withProperty ? `${place}, ${order.propertyName}` : place;
}
