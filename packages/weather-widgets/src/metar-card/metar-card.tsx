// MetarCard: a station's raw METAR (its GMT time as a tooltip), its age and the decoded text.
import { Card, CardContent, CardHeader, CardTitle, cn, HoverTip } from '@hangar/ui';
import type * as React from 'react';
import { FlightCategoryBadge } from '../flight-category';
import { gmtText } from '../lib/display';
import { useAge } from '../provider/use-age';
import { useDecodedMetar } from '../provider/use-weather';
import { WeatherStatus } from '../weather-status';

export type MetarCardProps = React.ComponentProps<'div'> & { station: string };

/**
 * A station's latest METAR in a card: the report as published (hover or focus shows its time in GMT), its age
 * and the report decoded into plain English. Needs a `WeatherProvider` above it. `station` is any ICAO id
 * (KAFW, KFTW).
 */
export function MetarCard({ station, className, ...props }: MetarCardProps) {
  const query = useDecodedMetar(station);
  const metar = query.data;
  const age = useAge(metar?.time);
  const id = station.toUpperCase();
  return (
    <Card
      data-slot="metar-card"
      data-state={query.isStale ? 'stale' : metar ? 'ready' : query.error ? 'error' : 'loading'}
      role="region"
      aria-labelledby={`metar-${id}-heading`}
      className={cn('gap-3 py-4', className)}
      {...props}
    >
      <CardHeader className="px-4">
        <CardTitle asChild>
          <h3 id={`metar-${id}-heading`} className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="flex items-center gap-2">
              METAR {id}
              {metar && <FlightCategoryBadge category={metar.flightCategory} />}
            </span>
            {age && (
              <span data-slot="metar-age" className="text-sm font-normal text-muted-foreground">
                {age} ago
              </span>
            )}
          </h3>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 px-4">
        {metar && (
          <>
            <HoverTip tip={gmtText(metar.time)}>
              {/* Focusable so keyboard users get the GMT time too. */}
              <code
                data-slot="metar-raw"
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
                tabIndex={0}
                aria-describedby={`metar-${id}-time`}
                className="rounded-md bg-muted px-2 py-1 font-mono text-sm break-words text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {metar.raw}
              </code>
            </HoverTip>
            <span id={`metar-${id}-time`} className="sr-only">
              Observed {gmtText(metar.time)}
            </span>
            <p data-slot="metar-decoded" className="text-sm whitespace-pre-line">
              {metar.text}
            </p>
          </>
        )}
        <WeatherStatus query={query} subject={`the ${id} METAR`} observedAt={metar?.time} />
      </CardContent>
    </Card>
  );
}
