// useToasts: the toasts currently shown, read from a toast store.
import { useSyncExternalStore } from 'react';
import { alerts, type Toast, type ToastStore } from './toast-store';

/**
 * Subscribes to a toast store (the app-wide `alerts` unless told otherwise).
 *
 * @example
 * const toasts = useToasts();
 * return <p>{toasts.length} notifications</p>;
 */
export function useToasts(store: ToastStore = alerts): readonly Toast[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
