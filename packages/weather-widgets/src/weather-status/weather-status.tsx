// The loading, error and stale notices every weather widget shows around its data.
import { Badge, cn, Skeleton } from '@hangar/ui';
import type * as React from 'react';
import { AGE_REFRESH_MS } from '../provider/use-age';
import { useNow } from '../provider/use-now';
import type { WeatherQuery } from '../provider/use-weather';
import { useWeatherConfig } from '../provider/weather-provider';
import { useInReplayNoticeScope } from '../replay-notice';
import { METAR_OLD_AFTER_MINUTES, oldReportNotice } from './report-age';

export type WeatherStatusProps = React.ComponentProps<'div'> & {
  query: Pick<WeatherQuery<unknown>, 'data' | 'error' | 'isLoading' | 'isStale'> &
    Partial<Pick<WeatherQuery<unknown>, 'meta'>>;
  /** What is loading, e.g. 'current weather'. */
  subject: string;
  /** The report's own time (ISO UTC): a report older than `oldAfterMinutes` is marked as old. */
  observedAt?: string | null;
  oldAfterMinutes?: number;
};

/**
 * Loading placeholder, a short error when there is nothing to show, or the stale and refresh-failed
 * notes beside data that is still shown (an error never removes the last good value).
 */
export function WeatherStatus({
  query,
  subject,
  observedAt,
  oldAfterMinutes = METAR_OLD_AFTER_MINUTES,
  className,
  ...props
}: WeatherStatusProps) {
  const { data, error, isLoading, isStale } = query;
  const { clock } = useWeatherConfig();
  const now = useNow(AGE_REFRESH_MS, clock);
  // A stale cache and an old report are different failures: a station can stop reporting while every
  // refresh succeeds.
  const oldNotice = data === undefined ? null : oldReportNotice(observedAt, now, oldAfterMinutes);
  // Inside a ReplayNoticeScope one notice for the whole page says it instead.
  const covered = useInReplayNoticeScope();
  const replay = data !== undefined && query.meta?.replay === true && !covered;
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
      {oldNotice && (
        <Badge data-slot="weather-status-old" variant="warning" className="whitespace-normal">
          {oldNotice}
        </Badge>
      )}
      {replay && (
        <Badge data-slot="weather-status-replay" variant="info" className="whitespace-normal">
          Recorded reports (replay), not live weather.
        </Badge>
      )}
    </div>
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
