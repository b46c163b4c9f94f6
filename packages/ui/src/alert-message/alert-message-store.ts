// The pending page-level alert and the navigation rule: cleared at each navigation unless kept for one.

export type AlertMessageType = 'error' | 'success' | 'info' | 'warning';

export interface PendingAlert {
  id: number;
  message: string;
  type: AlertMessageType;
  /** True until the first navigation after it was raised with `keepAfterNavigation`. */
  keepAfterNavigation: boolean;
}

export interface AlertMessageOptions {
  type?: AlertMessageType;
  /** Keep the alert through the next navigation (e.g. "Saved" shown on the page you are sent to). */
  keepAfterNavigation?: boolean;
}

export interface AlertMessageStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => PendingAlert | null;
  set: (message: string, options?: AlertMessageOptions) => void;
  clear: () => void;
  /** Call at every navigation start (the site wires it to its router). */
  navigationStarted: () => void;
}

export function createAlertMessageStore(): AlertMessageStore {
  let pending: PendingAlert | null = null;
  let nextId = 0;
  const listeners = new Set<() => void>();
  function replace(next: PendingAlert | null) {
    pending = next;
    for (const listener of listeners) listener();
  }
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => pending,
    set(message, { type = 'info', keepAfterNavigation = false } = {}) {
      nextId += 1;
      replace({ id: nextId, message, type, keepAfterNavigation });
    },
    clear: () => replace(null),
    navigationStarted() {
      if (!pending) return;
      // Kept exactly once: survive this navigation, then behave like any other alert.
      replace(pending.keepAfterNavigation ? { ...pending, keepAfterNavigation: false } : null);
    },
  };
}

/**
 * The app-wide pending page alert.
 *
 * @example
 * alertMessage.set('Lease saved', { type: 'success', keepAfterNavigation: true });
 * navigate('/lease/42'); // the lease page shows "Lease saved"; the next navigation clears it
 */
export const alertMessage: AlertMessageStore = createAlertMessageStore();
