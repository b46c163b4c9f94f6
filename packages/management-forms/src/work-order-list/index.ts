export { OPEN_WORK_ORDERS_LIMIT, OpenWorkOrders, type OpenWorkOrdersProps } from './open-work-orders';
export {
  WorkOrderList,
  WorkOrderPriorityBadge,
  WorkOrderStatusBadge,
  type WorkOrderListProps,
} from './work-order-list';
export {
  DEFAULT_WORK_ORDER_LIST_STATE,
  isWorkOrderListFiltered,
  workOrderListQuery,
  workOrderListSearchParams,
  workOrderListStateFromSearchParams,
  workOrderPlace,
  type WorkOrderListState,
  type WorkOrderOwner,
} from './work-order-list-rules';
