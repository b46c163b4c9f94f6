// The toast store: a tiny external store with one timer per toast, so `alerts.error('x')` works from anywhere.

export const ToastType = { Error: 'Error', Info: 'Info', Success: 'Success' } as const;
export type ToastType = (typeof ToastType)[keyof typeof ToastType];

/** How long each type stays; the one number per type sets both `expires` and the timer. */
export const TOAST_LIFETIME_MS: Readonly<Record<ToastType, number>> = {
  Error: 12_000,
  Success: 5_000,
  Info: 6_000,
};

export interface Toast {
  id: number;
  type: ToastType;
  heading: string;
  message: string;
  /** HTML body shown instead of `message`; sanitised with DOMPurify before it is rendered. */
  safeHtml?: string;
  /** Extra class names for this toast's box. */
  css?: string;
  /** When it goes away; moves later while the toast is paused (hovered or focused). */
  expires: Date;
  paused: boolean;
}

export type ToastInput = Pick<Toast, 'type' | 'message'> &
  Partial<Pick<Toast, 'heading' | 'safeHtml' | 'css' | 'expires'>>;

/** Anything shaped like an API error reply (`{ success: false, error }`). */
export interface ResultWithError {
  error?: string | null;
}

const DEFAULT_HEADING: Readonly<Record<ToastType, string>> = {
  Error: 'Error',
  Info: 'Info',
  Success: 'Success',
};

export interface ToastStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => readonly Toast[];
  /** Shows a toast; without `expires` it lives for its type's lifetime. Returns its id. */
  show: (toast: ToastInput) => number;
  error: (message: string) => number;
  success: (message: string) => number;
  info: (message: string, heading?: string) => number;
  /** Shows `result.error` as an error toast ('Server error' when the reply carries no text). */
  resultError: (result: ResultWithError) => number;
  /** Ends a toast now (its clear icon does this). */
  dismiss: (id: number) => void;
  /** Stops a toast's clock, e.g. while it is hovered or focused (WCAG 2.2.1). */
  pause: (id: number) => void;
  /** Restarts a paused toast's clock with the time it had left. */
  resume: (id: number) => void;
  clear: () => void;
}

export function createToastStore(): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 0;
  const listeners = new Set<() => void>();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const remaining = new Map<number, number>();

  function emit() {
    for (const listener of listeners) listener();
  }
  function update(id: number, change: Partial<Toast>) {
    toasts = toasts.map((toast) => (toast.id === id ? { ...toast, ...change } : toast));
    emit();
  }
  function stopTimer(id: number) {
    clearTimeout(timers.get(id));
    timers.delete(id);
  }
  function startTimer(id: number, ms: number) {
    timers.set(
      id,
      setTimeout(() => dismiss(id), ms),
    );
  }
  function dismiss(id: number) {
    stopTimer(id);
    remaining.delete(id);
    if (!toasts.some((toast) => toast.id === id)) return;
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  }
  function show(input: ToastInput): number {
    nextId += 1;
    const id = nextId;
    const now = Date.now();
    const expires = input.expires ?? new Date(now + TOAST_LIFETIME_MS[input.type]);
    const toast: Toast = {
      ...input,
      heading: input.heading ?? DEFAULT_HEADING[input.type],
      id,
      expires,
      paused: false,
    };
    if (expires.getTime() <= now) return id;
    toasts = [...toasts, toast];
    startTimer(id, expires.getTime() - now);
    emit();
    return id;
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
    show,
    error: (message) => show({ type: 'Error', message }),
    success: (message) => show({ type: 'Success', message }),
    info: (message, heading = DEFAULT_HEADING.Info) => show({ type: 'Info', message, heading }),
    resultError: (result) => show({ type: 'Error', message: result.error || 'Server error' }),
    dismiss,
    pause(id) {
      const toast = toasts.find((item) => item.id === id);
      if (!toast || toast.paused) return;
      stopTimer(id);
      remaining.set(id, Math.max(0, toast.expires.getTime() - Date.now()));
      update(id, { paused: true });
    },
    resume(id) {
      const toast = toasts.find((item) => item.id === id);
      if (!toast || !toast.paused) return;
      const left = remaining.get(id) ?? 0;
      remaining.delete(id);
      startTimer(id, left);
      update(id, { paused: false, expires: new Date(Date.now() + left) });
    },
    clear() {
      for (const id of timers.keys()) clearTimeout(timers.get(id));
      timers.clear();
      remaining.clear();
      toasts = [];
      emit();
    },
  };
}

/**
 * The app-wide toasts, shown by `<Toaster />`. Call it from anywhere, no provider needed.
 *
 * @example
 * alerts.success('Lease saved');
 * alerts.info('Runway 14 is closed tonight', 'NOTAM');
 * const reply = await api.saveLease(lease);
 * if (!reply.success) alerts.resultError(reply);
 */
export const alerts: ToastStore = createToastStore();
