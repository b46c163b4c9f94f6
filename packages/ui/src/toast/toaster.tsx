// Toaster: the toast area at the top right, a polite live region that is there before the first toast.
import { cva } from 'class-variance-authority';
import { X } from 'lucide-react';
import * as React from 'react';
import { buttonVariants } from '../button';
import { cn } from '../lib/cn';
import { sanitizeHtml } from '../lib/sanitize-html';
import { alerts, type Toast, type ToastStore } from './toast-store';
import { useToasts } from './use-toasts';

export const toastVariants = cva(
  'pointer-events-auto relative flex w-full items-start gap-3 rounded-md border border-l-4 bg-popover p-4 pr-2 text-sm text-popover-foreground shadow-lg',
  {
    variants: {
      type: { Error: 'border-l-destructive', Success: 'border-l-success', Info: 'border-l-info' },
    },
    defaultVariants: { type: 'Info' },
  },
);

const headingVariants = cva('font-semibold', {
  variants: { type: { Error: 'text-destructive', Success: 'text-success', Info: 'text-info' } },
  defaultVariants: { type: 'Info' },
});

export type ToasterProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** Which store to show; the app-wide `alerts` by default. */
  store?: ToastStore;
  /** The landmark's name for screen-reader navigation. */
  label?: string;
};

/**
 * Mount one at the root of the app to show the toasts raised anywhere with `alerts.success(…)`,
 * `alerts.error(…)` or `alerts.info(…)`: short notices at the top right that go away by themselves, waiting
 * while hovered or focused. Its labelled, polite live region is there before the first toast, so each one is
 * announced.
 */
export function Toaster({ store = alerts, label = 'Notifications', className, ...props }: ToasterProps) {
  const toasts = useToasts(store);
  return (
    <section
      data-slot="toaster"
      aria-label={label}
      className={cn(
        'pointer-events-none fixed top-4 right-4 z-[100] w-[360px] max-w-[calc(100vw-2rem)]',
        className,
      )}
      {...props}
    >
      <ol
        data-slot="toaster-list"
        aria-live="polite"
        aria-relevant="additions text"
        className="flex flex-col gap-2"
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} store={store} />
        ))}
      </ol>
    </section>
  );
}

function ToastItem({ toast, store }: { toast: Toast; store: ToastStore }) {
  const [hovered, setHovered] = React.useState(false);
  const [focused, setFocused] = React.useState(false);
  const paused = hovered || focused;
  const html = React.useMemo(
    () => (toast.safeHtml === undefined ? undefined : sanitizeHtml(toast.safeHtml)),
    [toast.safeHtml],
  );

  React.useEffect(() => {
    if (!paused) return;
    store.pause(toast.id);
    return () => store.resume(toast.id);
  }, [paused, store, toast.id]);

  return (
    <li
      data-slot="toast"
      data-type={toast.type}
      data-state={toast.paused ? 'paused' : 'running'}
      className={cn(toastVariants({ type: toast.type }), toast.css)}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="grid min-w-0 flex-1 gap-1">
        <p data-slot="toast-heading" className={headingVariants({ type: toast.type })}>
          {toast.heading}
        </p>
        {html === undefined ? (
          <p data-slot="toast-message" className="break-words">
            {toast.message}
          </p>
        ) : (
          <div
            data-slot="toast-message"
            className="break-words [&_a]:underline"
            dangerouslySetInnerHTML={{ __html: html }}
          />
        )}
      </div>
      <button
        type="button"
        data-slot="toast-dismiss"
        aria-label="Dismiss"
        className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'size-7' })}
        onClick={() => store.dismiss(toast.id)}
      >
        <X aria-hidden="true" />
      </button>
    </li>
  );
}
