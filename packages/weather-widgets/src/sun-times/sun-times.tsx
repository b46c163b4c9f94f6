// SunTimes: civil dawn, sunrise, sunset and civil dusk at the field today, in its local time, computed here.
import { sunTimes } from '@hangar/aviation-weather';
import { cn } from '@hangar/ui';
import type * as React from 'react';
import { AGE_REFRESH_MS } from '../provider/use-age';
import { useNow } from '../provider/use-now';
import { useWeatherConfig } from '../provider/weather-provider';

/** The date (year, month, day) at `timeZone` of an instant. */
export function localDay(at: Date, timeZone: string): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  })
    .formatToParts(at)
    .reduce<Record<string, number>>(
      (acc, p) => (p.type === 'literal' ? acc : { ...acc, [p.type]: Number(p.value) }),
      {},
    );
  return { year: parts.year!, month: parts.month!, day: parts.day! };
}

/** "07:33" in the zone, and the zone's short name ("CDT"). */
export function localClock(at: Date, timeZone: string): { time: string; zone: string } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return { time: `${get('hour')}:${get('minute')}`, zone: get('timeZoneName') };
}

export type SunTimesProps = React.ComponentProps<'section'> & {
  /** Default: the provider's `field`, else its forecast point. */
  lat?: number;
  lon?: number;
  /** IANA zone; default the provider's `timeZone`, else UTC. */
  timeZone?: string;
  /** The field's name in the heading, e.g. "T67". */
  name?: string;
};

/**
 * Sunrise, sunset and civil twilight today at the field in its local time (night currency and lighting rules
 * depend on them), from NOAA's solar formulas in the browser: no request. "Today" is the field's date by the
 * provider's clock, so a pre-rendered page shows the same day when it hydrates.
 */
export function SunTimes({ lat, lon, timeZone, name, className, ...props }: SunTimesProps) {
  const config = useWeatherConfig();
  const now = useNow(AGE_REFRESH_MS, config.clock);
  const place = {
    lat: lat ?? config.field?.lat ?? config.forecastPoint?.lat,
    lon: lon ?? config.field?.lon ?? config.forecastPoint?.lon,
  };
  const zone = timeZone ?? config.timeZone ?? 'UTC';
  const title = `Sun at ${name ?? config.field?.name ?? 'the field'} today`;
  if (place.lat === undefined || place.lon === undefined) return null;
  const sun = sunTimes(localDay(now, zone), place.lat, place.lon);
  const rows: Array<[string, Date | null]> = [
    ['Civil dawn', sun.civilDawn],
    ['Sunrise', sun.sunrise],
    ['Sunset', sun.sunset],
    ['Civil dusk', sun.civilDusk],
  ];
  const zoneName = localClock(sun.solarNoon, zone).zone;
  return (
    <section
      data-slot="sun-times"
      aria-label={title}
      className={cn('flex flex-col gap-1', className)}
      {...props}
    >
      <h3 className="text-sm font-semibold">
        {title} <span className="font-normal text-muted-foreground">({zoneName})</span>
      </h3>
      <dl className="grid grid-cols-4 gap-2 text-center text-sm">
        {rows.map(([label, at]) => (
          <div key={label} data-slot="sun-time" className="flex flex-col">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-mono font-semibold">{at ? localClock(at, zone).time : '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
