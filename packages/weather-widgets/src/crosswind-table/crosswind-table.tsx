// CrosswindTable: crosswind and headwind per runway end, only for the ends with a headwind.
import { cn } from '@hangar/ui';
import type * as React from 'react';
import { crosswindLines, isCalm } from '../lib/display';
import { useCrosswindReport } from '../provider/use-weather';
import { WeatherStatus } from '../weather-status';

export type CrosswindTableProps = React.ComponentProps<'section'> & {
  /** Station to report; the provider's primary station by default. */
  station?: string;
};

/**
 * The crosswind and headwind components on each runway end that has a headwind, from the station's latest
 * METAR, with the loading, error and stale notes every widget shows. Needs a `WeatherProvider` above it whose
 * config gives the two runway headings; `station` defaults to its primary station.
 */
export function CrosswindTable({ station, className, ...props }: CrosswindTableProps) {
  const query = useCrosswindReport(station);
  const report = query.data;
  const lines = report ? crosswindLines(report) : [];
  return (
    <section
      data-slot="crosswind-table"
      data-state={query.isStale ? 'stale' : report ? 'ready' : query.error ? 'error' : 'loading'}
      aria-label={`Crosswind components${report ? ` at ${report.station}` : ''}`}
      className={cn('flex flex-col gap-1', className)}
      {...props}
    >
      <h3 className="text-sm font-semibold">Crosswind components</h3>
      {report && lines.length > 0 && (
        <ul data-slot="crosswind-lines" className="flex flex-col gap-0.5 text-sm">
          {lines.map((line) => (
            <li key={line.runway} data-slot="crosswind-line" data-side={line.side ?? 'none'}>
              {line.text}
            </li>
          ))}
        </ul>
      )}
      {report && lines.length === 0 && (
        <p data-slot="crosswind-none" className="text-sm">
          {isCalm(report) ? 'Wind calm: no crosswind.' : 'No runway has a headwind component.'}
        </p>
      )}
      <WeatherStatus query={query} subject="crosswind" observedAt={report?.time} />
    </section>
  );
}
