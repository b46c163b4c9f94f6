// useAlertMessage: the pending page-level alert, or null.
import { useSyncExternalStore } from 'react';
import { alertMessage, type AlertMessageStore, type PendingAlert } from './alert-message-store';

/**
 * Subscribes to the pending page alert (the app-wide `alertMessage` unless told otherwise).
 *
 * @example
 * const alert = useAlertMessage();
 * if (alert?.type === 'error') focusFirstField();
 */
export function useAlertMessage(store: AlertMessageStore = alertMessage): PendingAlert | null {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
