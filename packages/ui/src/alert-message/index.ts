export { AlertMessage, alertMessageVariants, type AlertMessageProps } from './alert-message';
export {
  alertMessage,
  createAlertMessageStore,
  type AlertMessageOptions,
  type AlertMessageStore,
  type AlertMessageType,
  type PendingAlert,
} from './alert-message-store';
export { useAlertMessage } from './use-alert-message';
