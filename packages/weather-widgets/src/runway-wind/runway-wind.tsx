// RunwayWind: the station's latest wind on the airport's runways as a diagram, with the personal-minimums verdict.
import type { CrosswindReport, RunwayInput } from '@hangar/aviation-weather';
import { cn } from '@hangar/ui';
import type * as React from 'react';
import { isWindMissing } from '../lib/display';
import { MinimumsVerdict, type MinimumsConditions } from '../minimums';
import { useWeatherConfig } from '../provider/weather-provider';
import { useCrosswindReport } from '../provider/use-weather';
import { WeatherStatus } from '../weather-status';
import { RunwayWindDiagram } from './runway-wind-diagram';
import { runwayWindModel, sectorOf, type DiagramWind } from './runway-wind-model';

export type RunwayWindProps = React.ComponentProps<'section'> & {
  /** Station to report; the provider's primary station by default. */
  station?: string;
  /** Runway ends to draw; the provider's `runways` by default. Any list: `[140, 320, 170, 350]`. */
  runways?: ReadonlyArray<RunwayInput> | ReadonlyArray<number>;
  /** Show the personal-minimums verdict under the components (default true). */
  minimums?: boolean;
  /** Show the report's loading, stale and old notes (default true; false where another widget of the same
   * report already shows them, as on the home page). */
  status?: boolean;
};

/** The diagram's wind from the API's crosswind report (its sector read from the raw METAR). */
export function diagramWind(report: CrosswindReport): DiagramWind {
  const sector = sectorOf(report.rawData);
  return {
    directionTrue: report.wind.direction.degrees,
    speedKt: report.wind.kt,
    gustKt: report.wind.gust,
    isVariable: report.wind.isVariable,
    isCalm: report.wind.isCalm || report.wind.kt === 0,
    variableFrom: sector?.from ?? null,
    variableTo: sector?.to ?? null,
  };
}

/** What the minimums are checked against: the favoured end's crosswind (its gust when larger), the gust, the category. */
export function minimumsConditions(
  report: CrosswindReport,
  runways: ReadonlyArray<RunwayInput> | ReadonlyArray<number>,
): MinimumsConditions {
  const wind = diagramWind(report);
  const model = runwayWindModel(wind, runways, report.magneticVariation);
  const worst = (e: (typeof model.ends)[number]) => Math.max(e.crosswindKt, e.gustCrosswindKt ?? 0);
  const crosswindKt = isWindMissing(report)
    ? null
    : model.calm
      ? 0
      : model.favoured
        ? worst(model.favoured)
        : Math.min(...model.ends.map(worst));
  return {
    crosswindKt: Number.isFinite(crosswindKt) ? crosswindKt : null,
    gustKt: model.gustKt,
    category: report.flightCategory ?? null,
  };
}

/**
 * The wind on the runways in one look: the diagram (runways at true heading, the wind arrow, each end's
 * components, the favoured end) and, under it, whether it is within the pilot's minimums. Needs a
 * `WeatherProvider` above it.
 */
export function RunwayWind({
  station,
  runways,
  minimums = true,
  status = true,
  className,
  ...props
}: RunwayWindProps) {
  const config = useWeatherConfig();
  const query = useCrosswindReport(station);
  const report = query.data;
  const ends = runways ?? config.runways;
  const usable = report && report.rawData && !isWindMissing(report) ? report : undefined;
  return (
    <section
      data-slot="runway-wind-widget"
      data-state={query.isStale ? 'stale' : usable ? 'ready' : query.error ? 'error' : 'loading'}
      aria-label={`Wind on the runways${report ? ` at ${report.station}` : ''}`}
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      {usable ? (
        <RunwayWindDiagram
          wind={diagramWind(usable)}
          runways={ends}
          magneticVariation={usable.magneticVariation}
          footer={minimums ? <MinimumsVerdict conditions={minimumsConditions(usable, ends)} /> : undefined}
        />
      ) : (
        report && <p className="text-sm text-muted-foreground">The report has no wind to draw.</p>
      )}
      {status && <WeatherStatus query={query} subject="wind" observedAt={report?.time} />}
    </section>
  );
}
