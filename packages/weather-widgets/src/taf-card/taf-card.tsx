// TafCard: a station's TAF as formatted text, with its age; says so when the station issues none.
import { cn } from '@hangar/ui';
import type * as React from 'react';
import { useAge } from '../provider/use-age';
import { useTaf } from '../provider/use-weather';
import { WeatherStatus } from '../weather-status';

export type TafCardProps = React.ComponentProps<'section'> & { station: string };

export function TafCard({ station, className, ...props }: TafCardProps) {
  const query = useTaf(station);
  const taf = query.data;
  const age = useAge(taf?.time);
  const headingId = `taf-${station}-heading`;
  return (
    <section
      data-slot="taf-card"
      data-state={query.isStale ? 'stale' : taf ? 'ready' : query.error ? 'error' : 'loading'}
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-2 rounded-lg border bg-card p-4 text-card-foreground', className)}
      {...props}
    >
      <h3 id={headingId} className="flex flex-wrap items-baseline justify-between gap-2 font-semibold">
        <span>TAF {station.toUpperCase()}</span>
        {age && (
          <span data-slot="taf-age" className="text-sm font-normal text-muted-foreground">
            issued {age} ago
          </span>
        )}
      </h3>
      {taf &&
        (taf.formattedData === null ? (
          <p data-slot="taf-none" className="text-sm text-muted-foreground">
            {station.toUpperCase()} has no current terminal forecast.
          </p>
        ) : (
          <pre data-slot="taf-text" className="font-sans text-sm break-words whitespace-pre-wrap">
            {taf.formattedData}
          </pre>
        ))}
      <WeatherStatus query={query} subject={`the ${station.toUpperCase()} TAF`} />
    </section>
  );
}
