// DensityAltitude: density and pressure altitude at the field, whole feet.
import { cn } from '@hangar/ui';
import type * as React from 'react';
import { whole } from '../lib/display';
import { useCrosswindReport } from '../provider/use-weather';
import { WeatherStatus } from '../weather-status';

export type DensityAltitudeProps = React.ComponentProps<'section'> & {
  /** Station to report; the provider's primary station by default. */
  station?: string;
};

const feet = (value: number) => `${whole(value).toLocaleString('en-US')} ft`;

/**
 * Density altitude and pressure altitude at the field in whole feet, from the station's latest METAR; says
 * when the report lacks the temperature or the altimeter setting. Needs a `WeatherProvider` above it whose
 * config gives the field's `elevation` (the API then adds density altitude to the report).
 */
export function DensityAltitude({ station, className, ...props }: DensityAltitudeProps) {
  const query = useCrosswindReport(station);
  const report = query.data;
  const da = report?.densityAltitude;
  const pa = report?.pressureAltitude;
  return (
    <section
      data-slot="density-altitude"
      data-state={query.isStale ? 'stale' : report ? 'ready' : query.error ? 'error' : 'loading'}
      aria-label="Density altitude"
      className={cn('flex flex-col gap-1 text-sm', className)}
      {...props}
    >
      <h3 className="font-semibold">Density altitude</h3>
      {report &&
        (da ? (
          <p data-slot="density-altitude-value">
            <span className="font-semibold">{feet(da.feet)}</span>
            {pa && <span className="text-muted-foreground"> (pressure altitude {feet(pa.feet)})</span>}
          </p>
        ) : (
          <p data-slot="density-altitude-missing" className="text-muted-foreground">
            Not available: the report has no temperature or altimeter setting.
          </p>
        ))}
      <WeatherStatus query={query} subject="density altitude" observedAt={report?.time} />
    </section>
  );
}
