// ForecastGrid: the 7-day forecast as 156×180 px cells in a scroll box; a cell opens its detailed text.
import type { ForecastPeriod } from '@hangar/aviation-weather';
import { cn } from '@hangar/ui';
import { useCallback, useState } from 'react';
import type * as React from 'react';
import { ForecastIcon } from '../forecast-icon';
import { useForecast } from '../provider/use-weather';
import { WeatherStatus } from '../weather-status';
import { PeriodDialog } from './period-dialog';

export type ForecastGridProps = React.ComponentProps<'section'>;

/**
 * The National Weather Service 7-day forecast for the weather page: one cell per period (name, icon, short
 * forecast, temperature, wind) in a scroll box; a cell opens the period's detailed text in a dialog. Needs a
 * `WeatherProvider` above it whose config gives the `forecastPoint`.
 */
export function ForecastGrid({ className, ...props }: ForecastGridProps) {
  const query = useForecast();
  const [open, setOpen] = useState<ForecastPeriod | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const periods = query.data?.periods ?? [];
  return (
    <section
      data-slot="forecast-grid"
      data-state={query.isStale ? 'stale' : query.data ? 'ready' : query.error ? 'error' : 'loading'}
      aria-labelledby="forecast-grid-heading"
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      <h2 id="forecast-grid-heading" className="text-lg font-semibold">
        7 Day Forecast
      </h2>
      {periods.length > 0 && (
        // 156 × 180 px cells, the box at most 185 px high and scrollable.
        <ul data-slot="forecast-grid-cells" className="flex max-h-[185px] flex-wrap gap-1 overflow-y-auto">
          {periods.map((period) => (
            <li key={period.number}>
              <button
                type="button"
                data-slot="forecast-cell"
                aria-haspopup="dialog"
                onClick={() => setOpen(period)}
                className="flex h-[180px] w-[156px] flex-col items-center gap-1 rounded-md border bg-card p-2 text-center text-xs text-card-foreground outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="font-semibold">{period.name}</span>
                {/* Decorative: the short forecast is written beside it. */}
                <ForecastIcon icon={period.icon} className="size-[50px] text-primary" />
                <span className="line-clamp-2">{period.shortForecast}</span>
                <span className="font-semibold">
                  {period.temperature}°{period.temperatureUnit}
                </span>
                <span>
                  {period.windDirection} {period.windSpeed}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <WeatherStatus query={query} subject="the forecast" />
      <PeriodDialog period={open} onClose={close} />
    </section>
  );
}
