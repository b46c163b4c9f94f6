export { WorkOrderForm, type WorkOrderFormProps } from './work-order-form';
export { WorkOrderHistory, WorkOrderPanel, type WorkOrderPanelProps } from './work-order-panel';
export {
  emptyWorkOrderValues,
  workOrderBody,
  workOrderFormSchema,
  workOrderValues,
  type WorkOrderFormInput,
  type WorkOrderFormOutput,
} from './work-order-form-rules';
