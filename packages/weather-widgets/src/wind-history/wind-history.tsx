// WindHistory: the station's kept METARs of the last 24 hours as a chart, with the same numbers as a table.
import { runwayDesignator } from '@hangar/aviation-weather';
import { cn } from '@hangar/ui';
import { useId } from 'react';
import type * as React from 'react';
import { useWindHistory } from '../provider/use-weather';
import { useWeatherConfig } from '../provider/weather-provider';
import { WeatherStatus } from '../weather-status';
import { WindHistoryChart } from './wind-history-chart';
import { runwayWords, utcDayTime, windHistoryPoints, windWords } from './wind-history-model';

export type WindHistoryProps = React.ComponentProps<'section'> & {
  /** Station to show; the provider's primary station by default. */
  station?: string;
};

/**
 * Wind, gusts and the crosswind on the provider's runway over the 24 hours up to the station's latest
 * report, as a chart, and every observation as a table behind a disclosure (the chart's text alternative).
 * Loading, unavailable and stale states as every widget. Needs a `WeatherProvider` above it.
 */
export function WindHistory({ station, className, ...props }: WindHistoryProps) {
  const config = useWeatherConfig();
  const query = useWindHistory(station);
  const history = query.data;
  const headingId = useId();
  const [r1, r2] = config.runways;
  const runwayName = `runway ${runwayDesignator(r1)}/${runwayDesignator(r2)}`;
  const state = query.isStale ? 'stale' : history ? 'ready' : query.error ? 'error' : 'loading';
  return (
    <section
      data-slot="wind-history-widget"
      data-state={state}
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      <h3 id={headingId} className="font-semibold">
        Wind, last 24 hours{history ? ` at ${history.station}` : ''}
      </h3>
      {history && (
        <>
          <WindHistoryChart
            points={windHistoryPoints(history)}
            end={new Date(history.to)}
            hours={history.hours}
            endLabel={utcDayTime(history.to)}
            runwayName={runwayName}
          />
          {history.observations.length > 0 && (
            <details data-slot="wind-history-details" className="text-sm">
              <summary className="w-fit cursor-pointer rounded-sm text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
                The {history.observations.length} observations as a table
              </summary>
              <div
                className="mt-2 max-h-80 overflow-auto rounded-md border"
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1)
                tabIndex={0}
                role="region"
                aria-label="Observations"
              >
                <table className="w-full text-left text-xs">
                  <caption className="sr-only">
                    Wind at {history.station} by observation time (UTC), with the components on each runway
                    end
                  </caption>
                  <thead className="bg-muted">
                    <tr>
                      <th scope="col" className="px-2 py-1">
                        Time (UTC)
                      </th>
                      <th scope="col" className="px-2 py-1">
                        Wind
                      </th>
                      {history.observations[0]!.runways.map((line) => (
                        <th key={line.runway} scope="col" className="px-2 py-1">
                          Runway {line.runway}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {[...history.observations].reverse().map((obs) => (
                      <tr key={obs.time} className="border-t">
                        <th scope="row" className="px-2 py-1 font-normal whitespace-nowrap">
                          {utcDayTime(obs.time)}
                        </th>
                        <td className="px-2 py-1">{windWords(obs)}</td>
                        {history.observations[0]!.runways.map((end) => {
                          const line = obs.runways.find((r) => r.runway === end.runway);
                          return (
                            <td key={end.runway} className="px-2 py-1">
                              {line ? runwayWords(line) : '—'}
                            </td>
                          );
                        })}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          )}
        </>
      )}
      <WeatherStatus query={query} subject="wind history" observedAt={history?.to} />
    </section>
  );
}
