// WindHistoryChart: wind, gusts and runway crosswind over the last hours as a small SVG chart.
import { cn } from '@hangar/ui';
import type * as React from 'react';

export type WindHistoryPoint = {
  /** ISO UTC observation time. */
  time: string;
  speedKt: number;
  gustKt: number | null;
  /** The crosswind on the runway (its larger end's, unsigned), whole knots; null without a wind direction. */
  crosswindKt: number | null;
};

export type WindHistoryChartProps = Omit<React.ComponentProps<'figure'>, 'children'> & {
  points: WindHistoryPoint[];
  /** The end of the time axis (usually now). */
  end: Date;
  /** Hours shown; default 24. */
  hours?: number;
  /** Whose crosswind, e.g. "runway 14/32". */
  runwayName: string;
  /** The label of the axis' end; default "now" (the latest report's time when the axis ends there). */
  endLabel?: string;
};

const W = 360;
const H = 140;
const PAD = { left: 26, right: 6, top: 8, bottom: 18 };

/** The chart's scales and paths: pure, so tests can check them. */
export function windHistoryPaths(points: WindHistoryPoint[], end: Date, hours: number) {
  const start = end.getTime() - hours * 3_600_000;
  const shown = points
    .filter((p) => Date.parse(p.time) >= start && Date.parse(p.time) <= end.getTime())
    .sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
  const top = Math.max(10, ...shown.map((p) => Math.max(p.speedKt, p.gustKt ?? 0, p.crosswindKt ?? 0)));
  const maxKt = Math.ceil(top / 5) * 5;
  const x = (time: string) =>
    Math.round(
      (PAD.left + ((Date.parse(time) - start) / (hours * 3_600_000)) * (W - PAD.left - PAD.right)) * 10,
    ) / 10;
  const y = (kt: number) =>
    Math.round((H - PAD.bottom - (kt / maxKt) * (H - PAD.top - PAD.bottom)) * 10) / 10;
  const line = (pick: (p: WindHistoryPoint) => number | null) =>
    shown
      .filter((p) => pick(p) !== null)
      .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.time)},${y(pick(p)!)}`)
      .join(' ');
  return {
    shown,
    maxKt,
    wind: line((p) => p.speedKt),
    crosswind: line((p) => p.crosswindKt),
    gusts: shown
      .filter((p) => p.gustKt !== null)
      .map((p) => ({ x: x(p.time), y: y(p.gustKt!), kt: p.gustKt! })),
    x,
    y,
  };
}

/**
 * Wind (solid), gusts (dots) and the runway's crosswind (dashed) over the last `hours`, knots up the side.
 * With fewer than two observations in the window it says so instead of drawing a line (a recorded replay has
 * only one report per station).
 */
export function WindHistoryChart({
  points,
  end,
  hours = 24,
  runwayName,
  endLabel = 'now',
  className,
  ...props
}: WindHistoryChartProps) {
  const chart = windHistoryPaths(points, end, hours);
  const peak = (pick: (p: WindHistoryPoint) => number | null) =>
    Math.max(0, ...chart.shown.map((p) => pick(p) ?? 0));
  const label = `Wind over the last ${hours} hours, ${chart.shown.length} observations: wind up to ${peak((p) => p.speedKt)} knots, gusts up to ${peak((p) => p.gustKt)} knots, crosswind on ${runwayName} up to ${peak((p) => p.crosswindKt)} knots.`;
  return (
    <figure
      data-slot="wind-history"
      data-count={chart.shown.length}
      className={cn('flex flex-col gap-1', className)}
      {...props}
    >
      {chart.shown.length < 2 ? (
        <p data-slot="wind-history-thin" className="text-sm text-muted-foreground">
          {chart.shown.length === 0
            ? `No observation in the last ${hours} hours yet.`
            : `Only one observation in the last ${hours} hours so far: the chart draws once a second report is kept.`}
        </p>
      ) : (
        <svg
          viewBox={`0 0 ${W} ${H}`}
          width="100%"
          role="img"
          aria-label={label}
          className="max-w-full text-foreground"
        >
          <g aria-hidden="true">
            {[0, chart.maxKt / 2, chart.maxKt].map((kt) => (
              <g key={kt}>
                <line
                  x1={PAD.left}
                  x2={W - PAD.right}
                  y1={chart.y(kt)}
                  y2={chart.y(kt)}
                  className="stroke-border"
                />
                <text
                  x={PAD.left - 3}
                  y={chart.y(kt) + 3}
                  textAnchor="end"
                  fontSize={9}
                  className="fill-muted-foreground"
                >
                  {kt}
                </text>
              </g>
            ))}
            <text x={PAD.left} y={H - 4} fontSize={9} className="fill-muted-foreground">
              −{hours} h
            </text>
            <text x={W - PAD.right} y={H - 4} textAnchor="end" fontSize={9} className="fill-muted-foreground">
              {endLabel}
            </text>
          </g>
          <path
            data-slot="wind-history-wind"
            d={chart.wind}
            fill="none"
            className="stroke-primary"
            strokeWidth={2}
          />
          <path
            data-slot="wind-history-crosswind"
            d={chart.crosswind}
            fill="none"
            className="stroke-destructive"
            strokeWidth={2}
            strokeDasharray="5 3"
          />
          {chart.gusts.map((g, i) => (
            <circle
              key={i}
              data-slot="wind-history-gust"
              cx={g.x}
              cy={g.y}
              r={2.5}
              className="fill-foreground"
            />
          ))}
        </svg>
      )}
      <figcaption className="text-xs text-muted-foreground">
        Knots. Solid: wind; dots: gusts; dashed: crosswind on {runwayName}.
      </figcaption>
    </figure>
  );
}
