// The loading, error and stale notices every weather widget shows around its data.
import { Badge, cn, Skeleton } from '@hangar/ui';
import type * as React from 'react';
import type { WeatherQuery } from '../provider/use-weather';

export type WeatherStatusProps = React.ComponentProps<'div'> & {
  query: Pick<WeatherQuery<unknown>, 'data' | 'error' | 'isLoading' | 'isStale'>;
  /** What is loading, e.g. 'current weather'. */
  subject: string;
};

/**
 * Loading placeholder, a short error when there is nothing to show, or the stale and refresh-failed
 * notes beside data that is still shown (an error never removes the last good value).
 */
export function WeatherStatus({ query, subject, className, ...props }: WeatherStatusProps) {
  const { data, error, isLoading, isStale } = query;
  let state: 'loading' | 'error' | 'stale' | 'fresh' = 'fresh';
  let message = '';
  if (data === undefined && isLoading) {
    state = 'loading';
    message = `Loading ${subject}…`;
  } else if (data === undefined && error) {
    state = 'error';
    message = `${capitalise(subject)} is unavailable right now.`;
  } else if (isStale) {
    state = 'stale';
    message = error
      ? 'Stale: the last refresh failed, showing the last good report.'
      : 'Stale: the weather service is not updating, showing the last good report.';
  }
  return (
    <div
      data-slot="weather-status"
      data-state={state}
      role="status"
      className={cn(
        'flex flex-col gap-1 text-sm empty:hidden',
        state === 'error' && 'text-destructive',
        className,
      )}
      {...props}
    >
      {state === 'loading' && (
        <>
          <Skeleton className="h-4 w-full max-w-64" />
          <span className="text-muted-foreground">{message}</span>
        </>
      )}
      {state === 'stale' && (
        <Badge variant="warning" className="whitespace-normal">
          {message}
        </Badge>
      )}
      {state === 'error' && message}
    </div>
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
