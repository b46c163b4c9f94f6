// CurrentConditions: the primary station's temperature, wind and crosswind in one line, with station and age.
import { cn } from '@hangar/ui';
import type * as React from 'react';
import { FlightCategoryBadge } from '../flight-category';
import { conditionsLine } from '../lib/display';
import { useAge } from '../provider/use-age';
import { useCrosswindReport } from '../provider/use-weather';
import { WeatherStatus } from '../weather-status';

export type CurrentConditionsProps = React.ComponentProps<'section'> & {
  /** Station to report; the provider's primary station by default. */
  station?: string;
};

/**
 * The one-line summary at the top of the airport's home page: temperature, wind and crosswind from the latest
 * METAR, with the station and the report's age. Needs a `WeatherProvider` above it (its primary station and
 * runways); `station` picks another station.
 */
export function CurrentConditions({ station, className, ...props }: CurrentConditionsProps) {
  const query = useCrosswindReport(station);
  const report = query.data;
  const age = useAge(report?.time);
  // The line exists only for a report with raw text.
  const hasReport = Boolean(report?.rawData);
  return (
    <section
      data-slot="current-conditions"
      data-state={query.isStale ? 'stale' : hasReport ? 'ready' : query.error ? 'error' : 'loading'}
      aria-label="Current conditions"
      className={cn('flex flex-col items-center gap-1 text-center', className)}
      {...props}
    >
      {report && hasReport && (
        <>
          <div className="flex flex-wrap items-center justify-center gap-2">
            <FlightCategoryBadge category={report.flightCategory} />
            <p data-slot="current-conditions-line" className="text-lg font-semibold">
              {conditionsLine(report)}
            </p>
          </div>
          <p data-slot="current-conditions-source" className="text-sm text-muted-foreground">
            {report.station}
            {age && <>, observed {age} ago</>}
          </p>
        </>
      )}
      <WeatherStatus
        query={{ ...query, data: hasReport ? report : undefined }}
        subject="current weather"
        observedAt={report?.time}
      />
    </section>
  );
}
