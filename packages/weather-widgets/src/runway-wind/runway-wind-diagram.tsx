// RunwayWindDiagram: the runways at their true heading with the wind arrow, gust mark, variable arc and each end's components.
import type { RunwayInput } from '@hangar/aviation-weather';
import { cn } from '@hangar/ui';
import type * as React from 'react';
import { polar, runwayWindModel, type DiagramWind, type RunwayWindModel } from './runway-wind-model';

export type RunwayWindDiagramProps = Omit<React.ComponentProps<'figure'>, 'children'> & {
  wind: DiagramWind;
  /** Runway ends by magnetic heading (`[140, 320]`) or named (`{ runway: '14L', headingMag: 140 }`). */
  runways: ReadonlyArray<RunwayInput> | ReadonlyArray<number>;
  /** Degrees east (west negative): the runways are drawn at heading + variation, true like the wind. */
  magneticVariation: number;
  /** Shown under the components, e.g. the personal-minimums verdict. */
  footer?: React.ReactNode;
};

const SIZE = 220;
const C = SIZE / 2;
const RING = 96;

/**
 * The wind on the runways in one picture: each runway drawn at its true heading with its numbers, the wind
 * arrow from where it blows (a second chevron for the gust, an arc for a variable sector), and beside it each
 * runway end's headwind or tailwind and crosswind from the left or right; the favoured end is marked. The
 * picture's label says the same numbers in words.
 */
export function RunwayWindDiagram({
  wind,
  runways,
  magneticVariation,
  footer,
  className,
  ...props
}: RunwayWindDiagramProps) {
  const model = runwayWindModel(wind, runways, magneticVariation);
  return (
    <figure
      data-slot="runway-wind"
      data-favoured={model.favoured?.runway ?? 'none'}
      className={cn('flex flex-wrap items-center justify-center gap-4', className)}
      {...props}
    >
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        width={SIZE}
        height={SIZE}
        role="img"
        aria-label={model.label}
        data-slot="runway-wind-svg"
        className="shrink-0 text-foreground"
      >
        <Compass />
        {model.strips.map((strip) => (
          <Strip key={strip.ends.map((e) => e.runway).join('/')} strip={strip} model={model} />
        ))}
        <WindMark model={model} />
      </svg>
      <figcaption className="flex w-72 max-w-full flex-col gap-1 text-sm">
        <p data-slot="runway-wind-summary" className="font-semibold">
          {model.calm ? 'Wind calm' : model.variable ? `Wind variable, ${model.speedKt} kt` : null}
          {!model.calm && !model.variable && (
            <>
              Wind {String(Math.round(wind.directionTrue ?? 0)).padStart(3, '0')}° true, {model.speedKt} kt
            </>
          )}
          {model.gustKt !== null && `, gusts ${model.gustKt} kt`}
        </p>
        {!model.calm && (
          <ul className="flex flex-col gap-0.5">
            {model.ends.map((e) => (
              <li
                key={e.runway}
                data-slot="runway-wind-end"
                data-runway={e.runway}
                data-favoured={e.favoured || undefined}
                className={cn(e.favoured && 'font-semibold')}
              >
                <span className="inline-block min-w-10">Rwy {e.runway}</span>{' '}
                {e.headwindKt >= 0 ? `${e.headwindKt} kt head` : `${-e.headwindKt} kt tail`},{' '}
                {e.crosswindKt === 0 ? '0 kt cross' : `${e.crosswindKt} kt cross from ${e.side}`}
                {e.gustCrosswindKt !== null &&
                  e.gustCrosswindKt !== e.crosswindKt &&
                  ` (G${e.gustCrosswindKt})`}
                {e.favoured && ' '}
                {e.favoured && (
                  <span className="rounded bg-success px-1 text-xs text-success-foreground">favoured</span>
                )}
              </li>
            ))}
          </ul>
        )}
        {model.variable && (
          <p className="text-muted-foreground">Direction variable: worst-case crosswind shown.</p>
        )}
        {footer}
      </figcaption>
    </figure>
  );
}

function Compass() {
  const ticks = [0, 90, 180, 270];
  return (
    <g aria-hidden="true">
      <circle cx={C} cy={C} r={RING} fill="none" className="stroke-border" strokeWidth={1.5} />
      {ticks.map((a) => {
        const [x1, y1] = polar(C, C, RING - 5, a);
        const [x2, y2] = polar(C, C, RING + 5, a);
        return (
          <line
            key={a}
            x1={x1}
            y1={y1}
            x2={x2}
            y2={y2}
            className="stroke-muted-foreground"
            strokeWidth={1.5}
          />
        );
      })}
      <text
        x={C}
        y={10}
        textAnchor="middle"
        dominantBaseline="middle"
        fontSize={11}
        className="fill-muted-foreground"
      >
        N
      </text>
    </g>
  );
}

function Strip({ strip, model }: { strip: RunwayStrip; model: RunwayWindModel }) {
  const half = 62;
  const [x1, y1] = polar(C, C, half, strip.axisTrue);
  const [x2, y2] = polar(C, C, half, strip.axisTrue + 180);
  return (
    <g data-slot="runway-strip" data-axis={Math.round(strip.axisTrue)}>
      <line x1={x1} y1={y1} x2={x2} y2={y2} className="stroke-muted-foreground" strokeWidth={18} />
      <line
        x1={x1}
        y1={y1}
        x2={x2}
        y2={y2}
        className="stroke-background"
        strokeWidth={1.5}
        strokeDasharray="6 6"
      />
      {strip.ends.map((end) => {
        // An end's number is painted where aircraft land on it: at the end opposite its heading.
        const axis = end.headingMag === strip.ends[0]!.headingMag ? strip.axisTrue : strip.axisTrue + 180;
        const [tx, ty] = polar(C, C, half + 14, axis + 180);
        const favoured = model.favoured?.runway === end.runway;
        return (
          <text
            key={end.runway}
            x={tx}
            y={ty}
            textAnchor="middle"
            dominantBaseline="middle"
            data-slot="runway-number"
            data-favoured={favoured || undefined}
            fontSize={13}
            className={cn('font-bold', favoured ? 'fill-success' : 'fill-foreground')}
          >
            {end.runway}
          </text>
        );
      })}
    </g>
  );
}

function WindMark({ model }: { model: RunwayWindModel }) {
  if (model.calm)
    return (
      <text
        x={C}
        y={C}
        textAnchor="middle"
        dominantBaseline="middle"
        className="fill-foreground text-sm font-semibold"
      >
        CALM
      </text>
    );
  if (model.variable || model.arrowFromTrue === null)
    return (
      <g data-slot="wind-variable">
        <circle
          cx={C}
          cy={C}
          r={RING - 8}
          fill="none"
          className="stroke-info"
          strokeWidth={3}
          strokeDasharray="4 5"
        />
        <text
          x={C}
          y={C}
          textAnchor="middle"
          dominantBaseline="middle"
          className="fill-foreground text-sm font-semibold"
        >
          VRB {model.speedKt}
        </text>
      </g>
    );
  const from = model.arrowFromTrue;
  const [tailX, tailY] = polar(C, C, RING + 2, from);
  const [tipX, tipY] = polar(C, C, 30, from);
  const head = (r: number) => {
    const [bx, by] = polar(C, C, r + 14, from);
    const [lx, ly] = polar(bx, by, 7, from + 90);
    const [rx, ry] = polar(bx, by, 7, from - 90);
    const [px, py] = polar(C, C, r, from);
    return `${lx},${ly} ${px},${py} ${rx},${ry}`;
  };
  return (
    <g data-slot="wind-arrow" data-from={from} className="text-info">
      {model.sector && <SectorArc from={model.sector.fromTrue} to={model.sector.toTrue} />}
      <line
        x1={tailX}
        y1={tailY}
        x2={tipX}
        y2={tipY}
        stroke="currentColor"
        strokeWidth={3.5}
        strokeLinecap="round"
      />
      <polygon points={head(30)} fill="currentColor" />
      {model.gustKt !== null && (
        <polyline
          data-slot="wind-gust"
          points={head(50)}
          fill="none"
          stroke="currentColor"
          strokeWidth={2.5}
          strokeLinejoin="round"
        />
      )}
    </g>
  );
}

function SectorArc({ from, to }: { from: number; to: number }) {
  const span = (((to - from) % 360) + 360) % 360;
  const [x1, y1] = polar(C, C, RING, from);
  const [x2, y2] = polar(C, C, RING, from + span);
  return (
    <path
      data-slot="wind-sector"
      d={`M ${x1} ${y1} A ${RING} ${RING} 0 ${span > 180 ? 1 : 0} 1 ${x2} ${y2}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={6}
      strokeOpacity={0.45}
    />
  );
}

type RunwayStrip = RunwayWindModel['strips'][number];
