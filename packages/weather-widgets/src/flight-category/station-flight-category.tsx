// StationFlightCategory: a station's current flight category from its latest METAR, with the station and age.
import { cn } from '@hangar/ui';
import type * as React from 'react';
import { useAge } from '../provider/use-age';
import { useDecodedMetar } from '../provider/use-weather';
import { WeatherStatus } from '../weather-status';
import { FlightCategoryBadge } from './flight-category';

export type StationFlightCategoryProps = React.ComponentProps<'section'> & { station: string };

/** "KAFW [MVFR] 12m ago": the category badge of a station's latest METAR. Needs a `WeatherProvider` above it. */
export function StationFlightCategory({ station, className, ...props }: StationFlightCategoryProps) {
  const query = useDecodedMetar(station);
  const metar = query.data;
  const age = useAge(metar?.time);
  const id = station.toUpperCase();
  return (
    <section
      data-slot="station-flight-category"
      data-state={query.isStale ? 'stale' : metar ? 'ready' : query.error ? 'error' : 'loading'}
      aria-label={`Flight category at ${id}`}
      className={cn('flex flex-col gap-1', className)}
      {...props}
    >
      {metar && (
        <p className="flex items-center gap-2 text-sm">
          <span className="font-semibold">{id}</span>
          <FlightCategoryBadge category={metar.flightCategory} />
          {age && <span className="text-muted-foreground">{age} ago</span>}
        </p>
      )}
      <WeatherStatus query={query} subject={`the ${id} METAR`} observedAt={metar?.time} />
    </section>
  );
}
