// ReplayNotice: one notice for a page (or an embedded element) whose weather is replayed from recordings, naming each recording.
import type { WeatherMeta, WeatherRecording } from '@hangar/aviation-weather';
import { cn } from '@hangar/ui';
import { createContext, useContext, type ReactNode } from 'react';
import type * as React from 'react';

const ReplayScopeContext = createContext(false);

/**
 * Marks the widgets inside as covered by one `ReplayNotice`: they show no replay line of their own.
 * Outside a scope each widget says for itself that its data is recorded.
 */
export function ReplayNoticeScope({ children }: { children: ReactNode }) {
  return <ReplayScopeContext value={true}>{children}</ReplayScopeContext>;
}

/** True inside a ReplayNoticeScope. */
export function useInReplayNoticeScope(): boolean {
  return useContext(ReplayScopeContext);
}

/** What the notice reads of each query: its data and the server's meta. */
export type ReplayedQuery = { data: unknown; meta: WeatherMeta | null };

/** The distinct recordings behind the replayed queries, in order; null when none is replayed. */
export function replayedRecordings(queries: ReplayedQuery[]): WeatherRecording[] | null {
  const replayed = queries.filter((q) => q.data !== undefined && q.meta?.replay);
  if (replayed.length === 0) return null;
  const seen = new Map<string, WeatherRecording>();
  for (const { meta } of replayed)
    if (meta?.recording) seen.set(JSON.stringify(meta.recording), meta.recording);
  return [...seen.values()];
}

export type ReplayNoticeProps = React.ComponentProps<'div'> & {
  /** The queries of the widgets the notice speaks for (the same hooks: SWR asks each URL once). */
  queries: ReplayedQuery[];
};

/**
 * For a page of several weather widgets whose API replays recorded weather: put it with the widgets in a
 * ReplayNoticeScope and give it their queries. It says once that the weather shown is recorded, not live, and
 * where and when each recording was made; it renders nothing when no query is replayed. Rendered from the
 * queries alone, so a server-rendered page has it in its HTML.
 *
 * @example
 * const forecast = useForecast();
 * <ReplayNoticeScope>
 *   <ReplayNotice queries={[forecast]} />
 *   <ForecastGrid />
 * </ReplayNoticeScope>
 */
export function ReplayNotice({ queries, className, ...props }: ReplayNoticeProps) {
  const recordings = replayedRecordings(queries);
  if (!recordings) return null;
  return (
    <div
      role="note"
      aria-label="Recorded weather"
      data-slot="replay-notice"
      className={cn('flex flex-col gap-1 rounded-lg border border-info bg-card p-3 text-sm', className)}
      {...props}
    >
      <p className="font-semibold">Recorded weather (replay), not live.</p>
      {recordings.length > 0 && (
        <ul className="flex flex-col gap-1">
          {recordings.map((r) => (
            <li key={`${r.what} ${r.note ?? ''}`} data-slot="replay-notice-recording">
              {r.what}: recorded {r.place}, {r.time}.{r.note && ` ${r.note}.`}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
