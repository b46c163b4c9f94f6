// ForecastPeriods: the first two forecast periods side by side, with the detailed text.
import type { ForecastPeriod } from '@hangar/aviation-weather';
import { Card, cn } from '@hangar/ui';
import type * as React from 'react';
import { ForecastIcon } from '../forecast-icon';
import { formatForecastText } from '../lib/display';
import { useAge } from '../provider/use-age';
import { useForecast } from '../provider/use-weather';
import { WeatherStatus } from '../weather-status';

export type ForecastPeriodsProps = React.ComponentProps<'section'> & {
  /** How many periods to show; the home page shows 2. */
  count?: number;
  /** Level of each period's heading, to fit the page's outline (default 3). */
  headingLevel?: 2 | 3 | 4;
};

/**
 * The next forecast periods (`count`, two by default) side by side with their detailed text, as on the
 * airport's home page. Needs a `WeatherProvider` above it whose config gives the `forecastPoint`;
 * `headingLevel` fits the page's outline.
 */
export function ForecastPeriods({ count = 2, headingLevel = 3, className, ...props }: ForecastPeriodsProps) {
  const query = useForecast();
  const periods = query.data?.periods.slice(0, count) ?? [];
  // The age of the copy we show: a forecast kept through an NWS outage says how old it is.
  const age = useAge(query.meta?.fetchedAt ?? query.data?.updated);
  return (
    <section
      data-slot="forecast-periods"
      data-state={query.isStale ? 'stale' : query.data ? 'ready' : query.error ? 'error' : 'loading'}
      aria-label="Forecast"
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      {periods.length > 0 && (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {periods.map((period) => (
            <li key={period.number}>
              <PeriodCard period={period} headingLevel={headingLevel} />
            </li>
          ))}
        </ul>
      )}
      {query.data && periods.length === 0 && (
        <p className="text-sm text-muted-foreground">No forecast periods.</p>
      )}
      {age && query.data && (
        <p data-slot="forecast-age" className="text-xs text-muted-foreground">
          Forecast updated {age} ago
        </p>
      )}
      <WeatherStatus query={query} subject="the forecast" />
    </section>
  );
}

function PeriodCard({ period, headingLevel }: { period: ForecastPeriod; headingLevel: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card role="article" data-slot="forecast-period" aria-label={period.name} className="h-full gap-2 p-4">
      <div className="flex items-center gap-3">
        {/* Named: the short forecast is not written out on the card. */}
        <ForecastIcon icon={period.icon} label={period.shortForecast} className="size-14 text-primary" />
        <div>
          <Heading className="font-semibold">{period.name}</Heading>
          <p className="text-sm">
            {period.temperature}°{period.temperatureUnit} · {period.windDirection} {period.windSpeed}
          </p>
        </div>
      </div>
      <p data-slot="forecast-detail" className="text-sm whitespace-pre-line">
        {formatForecastText(period.detailedForecast)}
      </p>
    </Card>
  );
}
