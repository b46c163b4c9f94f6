// The work order screens, one lazily loaded chunk: a company's list and one work order.
export * as workOrderList from './work-orders/work-order-list-page';
export * as workOrder from './work-orders/work-order-page';
