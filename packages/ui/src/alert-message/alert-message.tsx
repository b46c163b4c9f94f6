// AlertMessage: renders the pending page-level alert inside a polite live region that is always present.
import { cva } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import type * as React from 'react';
import { buttonVariants } from '../button';
import { cn } from '../lib/cn';
import { alertMessage, type AlertMessageStore, type AlertMessageType } from './alert-message-store';
import { useAlertMessage } from './use-alert-message';

export const alertMessageVariants = cva(
  'flex items-start gap-3 rounded-md border border-l-4 bg-card p-3 text-sm text-card-foreground [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0',
  {
    variants: {
      type: {
        error: 'border-l-destructive [&>svg]:text-destructive',
        success: 'border-l-success [&>svg]:text-success',
        info: 'border-l-info [&>svg]:text-info',
        warning: 'border-l-warning [&>svg]:text-warning-foreground',
      },
    },
    defaultVariants: { type: 'info' },
  },
);

const icons: Record<AlertMessageType, React.ComponentType<{ 'aria-hidden': boolean }>> = {
  error: CircleAlert,
  success: CircleCheck,
  info: Info,
  warning: TriangleAlert,
};

const typeWords: Record<AlertMessageType, string> = {
  error: 'Error',
  success: 'Success',
  info: 'Information',
  warning: 'Warning',
};

export type AlertMessageProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Which store to show; the app-wide `alertMessage` by default. */
  store?: AlertMessageStore;
  /** Offer a Dismiss button that clears the alert. */
  dismissible?: boolean;
};

/**
 * Place one near the top of the page's content to show the page-level alert raised with
 * `alertMessage.set(message, { type })`, such as "Lease saved" on the page a save leads to
 * (`keepAfterNavigation`). Its live region is always rendered, so screen readers announce each new alert; the
 * alert goes at the next navigation (the app calls `alertMessage.navigationStarted()` from its router). For a
 * short notice that goes away by itself use the Toaster's `alerts` instead.
 */
export function AlertMessage({
  store = alertMessage,
  dismissible = true,
  className,
  ...props
}: AlertMessageProps) {
  const alert = useAlertMessage(store);
  const Icon = alert ? icons[alert.type] : null;
  return (
    <div data-slot="alert-message-region" aria-live="polite" className={className} {...props}>
      {alert && Icon && (
        <div
          data-slot="alert-message"
          data-type={alert.type}
          className={cn(alertMessageVariants({ type: alert.type }))}
        >
          <Icon aria-hidden />
          <p className="flex-1">
            <span className="sr-only">{typeWords[alert.type]}: </span>
            {alert.message}
          </p>
          {dismissible && (
            <button
              type="button"
              aria-label="Dismiss"
              className={buttonVariants({ variant: 'ghost', size: 'icon', className: '-my-1 size-7' })}
              onClick={() => store.clear()}
            >
              <X aria-hidden="true" />
            </button>
          )}
        </div>
      )}
    </div>
  );
}
