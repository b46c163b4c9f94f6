// MetarCard: a station's raw METAR (its GMT time as a tooltip), its age and the decoded text.
import { cn, Tooltip, TooltipContent, TooltipTrigger } from '@hangar/ui';
import type * as React from 'react';
import { gmtText } from '../lib/display';
import { useAge } from '../provider/use-age';
import { useDecodedMetar } from '../provider/use-weather';
import { WeatherStatus } from '../weather-status';

export type MetarCardProps = React.ComponentProps<'section'> & { station: string };

export function MetarCard({ station, className, ...props }: MetarCardProps) {
  const query = useDecodedMetar(station);
  const metar = query.data;
  const age = useAge(metar?.time);
  const headingId = `metar-${station}-heading`;
  return (
    <section
      data-slot="metar-card"
      data-state={query.isStale ? 'stale' : metar ? 'ready' : query.error ? 'error' : 'loading'}
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-2 rounded-lg border bg-card p-4 text-card-foreground', className)}
      {...props}
    >
      <h3 id={headingId} className="flex flex-wrap items-baseline justify-between gap-2 font-semibold">
        <span>METAR {station.toUpperCase()}</span>
        {age && (
          <span data-slot="metar-age" className="text-sm font-normal text-muted-foreground">
            {age} ago
          </span>
        )}
      </h3>
      {metar && (
        <>
          <Tooltip>
            <TooltipTrigger asChild>
              {/* Focusable so keyboard users get the GMT time too. */}
              <code
                data-slot="metar-raw"
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
                tabIndex={0}
                aria-describedby={`metar-${station}-time`}
                className="rounded-md bg-muted px-2 py-1 font-mono text-sm break-words text-foreground"
              >
                {metar.raw}
              </code>
            </TooltipTrigger>
            <TooltipContent>{gmtText(metar.time)}</TooltipContent>
          </Tooltip>
          <span id={`metar-${station}-time`} className="sr-only">
            Observed {gmtText(metar.time)}
          </span>
          <p data-slot="metar-decoded" className="text-sm whitespace-pre-line">
            {metar.text}
          </p>
        </>
      )}
      <WeatherStatus query={query} subject={`the ${station.toUpperCase()} METAR`} />
    </section>
  );
}
