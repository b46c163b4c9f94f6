// WorkArea and useWaitCursor: the page area that shows a wait cursor and is aria-busy while loading.
import type * as React from 'react';
import { cn } from '../lib/cn';
import { DelayedSpinner } from './delayed-spinner';

/**
 * Props that mark any element as a work area that is loading: a wait cursor and `aria-busy`.
 *
 * @example
 * const busy = useWaitCursor(isLoading);
 * return <main {...busy} className={cn('p-4', busy.className)}>…</main>;
 */
export function useWaitCursor(loading: boolean): {
  'aria-busy': true | undefined;
  'data-state': 'loading' | 'idle';
  className: string | undefined;
} {
  return {
    'aria-busy': loading || undefined,
    'data-state': loading ? 'loading' : 'idle',
    className: loading ? 'cursor-wait' : undefined,
  };
}

export type WorkAreaProps = React.ComponentProps<'div'> & {
  loading?: boolean;
  /** What the delayed spinner says; defaults to 'Loading'. */
  loadingLabel?: string;
};

export function WorkArea({ loading = false, loadingLabel, className, children, ...props }: WorkAreaProps) {
  const busy = useWaitCursor(loading);
  return (
    <div
      data-slot="work-area"
      {...busy}
      className={cn('relative min-h-[100px]', busy.className, className)}
      {...props}
    >
      {children}
      <DelayedSpinner
        loading={loading}
        label={loadingLabel}
        className="pointer-events-none absolute inset-x-0 top-4"
      />
    </div>
  );
}
