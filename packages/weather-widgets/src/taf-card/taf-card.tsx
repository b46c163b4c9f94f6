// TafCard: a station's TAF as formatted text, with its age; says so when the station issues none.
import { Card, CardContent, CardHeader, CardTitle, cn } from '@hangar/ui';
import type { TafResponse } from '@hangar/aviation-weather';
import type * as React from 'react';
import { FlightCategoryBadge } from '../flight-category';
import { AGE_REFRESH_MS, useAge } from '../provider/use-age';
import { useNow } from '../provider/use-now';
import { useWeatherConfig } from '../provider/weather-provider';
import { TafTimelineChart } from '../taf-timeline';
import { useTaf } from '../provider/use-weather';
import { TAF_OLD_AFTER_MINUTES, WeatherStatus } from '../weather-status';

export type TafCardProps = React.ComponentProps<'div'> & { station: string };

/**
 * A station's terminal aerodrome forecast (TAF) in a card: its groups on a time line coloured by flight
 * category, then one line per change group with its category, with when it was issued; says so when the station issues none. Needs a `WeatherProvider` above it. `station` is its ICAO id.
 */
export function TafCard({ station, className, ...props }: TafCardProps) {
  const query = useTaf(station);
  const taf = query.data;
  const age = useAge(taf?.time);
  const { clock } = useWeatherConfig();
  const now = useNow(AGE_REFRESH_MS, clock);
  const id = station.toUpperCase();
  return (
    <Card
      data-slot="taf-card"
      data-state={query.isStale ? 'stale' : taf ? 'ready' : query.error ? 'error' : 'loading'}
      role="region"
      aria-labelledby={`taf-${id}-heading`}
      className={cn('gap-3 py-4', className)}
      {...props}
    >
      <CardHeader className="px-4">
        <CardTitle asChild>
          <h3 id={`taf-${id}-heading`} className="flex flex-wrap items-baseline justify-between gap-2">
            <span>TAF {id}</span>
            {age && (
              <span data-slot="taf-age" className="text-sm font-normal text-muted-foreground">
                issued {age} ago
              </span>
            )}
          </h3>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 px-4">
        {taf &&
          (taf.formattedData === null ? (
            <p data-slot="taf-none" className="text-sm text-muted-foreground">
              {id} has no current terminal forecast.
            </p>
          ) : (
            <>
              <TafTimelineChart taf={taf} now={now} />
              <TafLines taf={taf} />
            </>
          ))}
        <WeatherStatus
          query={query}
          subject={`the ${id} TAF`}
          observedAt={taf?.time}
          oldAfterMinutes={TAF_OLD_AFTER_MINUTES}
        />
      </CardContent>
    </Card>
  );
}

/**
 * One line per change group, each with its flight category when the answer carries one per period (an older
 * API answers without: the formatted text alone).
 */
function TafLines({ taf }: { taf: TafResponse }) {
  const lines = taf.formattedData.split('\n');
  const categorised = lines.length === taf.periods.length && taf.periods.some((p) => 'flightCategory' in p);
  if (!categorised)
    return (
      <pre data-slot="taf-text" className="overflow-x-auto font-mono text-sm whitespace-pre-wrap">
        {taf.formattedData}
      </pre>
    );
  return (
    <ul data-slot="taf-text" className="flex flex-col gap-1">
      {lines.map((line, i) => {
        const period = taf.periods[i];
        return (
          <li key={i} data-slot="taf-period" className="flex items-start gap-2">
            <FlightCategoryBadge size="sm" category={period?.flightCategory} className="mt-0.5" />
            <span className="font-mono text-sm break-words whitespace-pre-wrap">{line.trim()}</span>
          </li>
        );
      })}
    </ul>
  );
}
