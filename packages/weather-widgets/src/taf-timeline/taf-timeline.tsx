// TafTimeline: a TAF's change groups on a time axis, coloured by flight category, with wind, changes and a now-line.
import type { FlightCategory, TafResponse } from '@hangar/aviation-weather';
import { cn } from '@hangar/ui';
import type * as React from 'react';
import { useAge, AGE_REFRESH_MS } from '../provider/use-age';
import { useNow } from '../provider/use-now';
import { useTaf } from '../provider/use-weather';
import { useWeatherConfig } from '../provider/weather-provider';
import { TAF_OLD_AFTER_MINUTES, WeatherStatus } from '../weather-status';
import { tafTimelineModel, type TimelineModel, type TimelineSegment } from './taf-timeline-model';

const W = 360;
const H = 100;
const PREVAILING = { y: 16, h: 32 };
const CHANGE = { y: 52, h: 22 };

const FILL: Record<FlightCategory, string> = {
  VFR: 'fill-vfr',
  MVFR: 'fill-mvfr',
  IFR: 'fill-ifr',
  LIFR: 'fill-lifr',
};
const TEXT: Record<FlightCategory, string> = {
  VFR: 'fill-vfr-foreground',
  MVFR: 'fill-mvfr-foreground',
  IFR: 'fill-ifr-foreground',
  LIFR: 'fill-lifr-foreground',
};

export type TafTimelineChartProps = Omit<React.ComponentProps<'figure'>, 'children'> & {
  taf: TafResponse;
  now: Date;
};

/**
 * The forecast as a picture: the prevailing conditions (base and FM groups) as one band of coloured blocks
 * with their category letters and wind, the TEMPO and PROB groups under them as dashed blocks and BECMG as a
 * ramp over its transition, hours in UTC along the axis and a line at now. The picture's label reads every
 * group in words. Renders nothing for an answer without period times.
 */
export function TafTimelineChart({ taf, now, className, ...props }: TafTimelineChartProps) {
  const model = tafTimelineModel(taf, now);
  if (!model) return null;
  const label = `${taf.station} forecast on a time line. ${model.segments.map((s) => `${s.words}.`).join(' ')}`;
  return (
    <figure data-slot="taf-timeline" className={cn('flex flex-col gap-1', className)} {...props}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        role="img"
        aria-label={label}
        data-slot="taf-timeline-svg"
        className="max-w-full text-foreground"
      >
        <Axis model={model} />
        {model.segments
          .filter((s) => s.row === 'prevailing')
          .map((s, i) => (
            <Prevailing key={`p${i}`} segment={s} />
          ))}
        {model.segments
          .filter((s) => s.row === 'change')
          .map((s, i) => (
            <Change key={`c${i}`} segment={s} />
          ))}
        {model.now !== null && (
          <g data-slot="taf-now" data-at={model.now.toFixed(4)}>
            <line
              x1={x(model.now)}
              x2={x(model.now)}
              y1={8}
              y2={CHANGE.y + CHANGE.h + 2}
              className="stroke-foreground"
              strokeWidth={2}
            />
            <text
              x={x(model.now)}
              y={6}
              textAnchor="middle"
              fontSize={9}
              className="fill-foreground font-semibold"
            >
              now
            </text>
          </g>
        )}
      </svg>
      <figcaption className="text-xs text-muted-foreground">
        Times UTC. Solid: prevailing (FM); dashed: TEMPO or PROB; ramp: BECMG.
      </figcaption>
    </figure>
  );
}

const x = (fraction: number) => Math.round(fraction * W * 100) / 100;

function Axis({ model }: { model: TimelineModel }) {
  return (
    <g aria-hidden="true">
      <line
        x1={0}
        x2={W}
        y1={CHANGE.y + CHANGE.h + 4}
        y2={CHANGE.y + CHANGE.h + 4}
        className="stroke-border"
      />
      {model.ticks.map((t) => (
        <g key={t.at}>
          <line
            x1={x(t.at)}
            x2={x(t.at)}
            y1={CHANGE.y + CHANGE.h + 2}
            y2={CHANGE.y + CHANGE.h + 8}
            className="stroke-muted-foreground"
          />
          <text
            x={Math.min(W - 10, Math.max(10, x(t.at)))}
            y={H - 4}
            textAnchor="middle"
            fontSize={9}
            className="fill-muted-foreground"
          >
            {t.label}
          </text>
        </g>
      ))}
    </g>
  );
}

function Prevailing({ segment: s }: { segment: TimelineSegment }) {
  const x0 = x(s.start);
  const w = Math.max(0, x(s.end) - x0);
  const fill = s.category ? FILL[s.category] : 'fill-muted';
  const text = s.category ? TEXT[s.category] : 'fill-foreground';
  return (
    <g data-slot="taf-segment" data-kind={s.kind} data-category={s.category ?? 'none'}>
      <title>{s.words}</title>
      <rect
        x={x0}
        y={PREVAILING.y}
        width={w}
        height={PREVAILING.h}
        className={cn(fill, 'stroke-background')}
        strokeWidth={1}
      />
      {w >= 26 && (
        <text x={x0 + 3} y={PREVAILING.y + 12} fontSize={10} className={cn(text, 'font-bold')}>
          {s.category ?? '?'}
        </text>
      )}
      {w >= 52 && s.windText && (
        <text x={x0 + 3} y={PREVAILING.y + 26} fontSize={9} className={text}>
          {s.windText}
        </text>
      )}
    </g>
  );
}

function Change({ segment: s }: { segment: TimelineSegment }) {
  const x0 = x(s.start);
  const x1 = Math.max(x0 + 2, x(s.end));
  const fill = s.category ? FILL[s.category] : 'fill-muted';
  const label = [s.label, s.category].filter(Boolean).join(' ');
  const { y, h } = CHANGE;
  return (
    <g data-slot="taf-segment" data-kind={s.kind} data-category={s.category ?? 'none'}>
      <title>{s.words}</title>
      {s.kind === 'BECMG' ? (
        // A ramp: the change comes in gradually over the window.
        <polygon
          points={`${x0},${y + h} ${x1},${y} ${x1},${y + h}`}
          className={cn(fill, 'stroke-foreground')}
          strokeWidth={1}
        />
      ) : (
        <rect
          x={x0}
          y={y}
          width={x1 - x0}
          height={h}
          className={cn(fill, 'stroke-foreground')}
          fillOpacity={0.4}
          strokeWidth={1.2}
          strokeDasharray={s.kind === 'PROB' ? '1.5 2.5' : '4 3'}
        />
      )}
      <text x={x0 + 2} y={y + h + 0} dy={-6} fontSize={9} className="fill-foreground font-semibold">
        {label}
      </text>
    </g>
  );
}

export type TafTimelineProps = Omit<React.ComponentProps<'section'>, 'children'> & { station: string };

/** A station's TAF as a time line (see `TafTimelineChart`). Needs a `WeatherProvider` above it. */
export function TafTimeline({ station, className, ...props }: TafTimelineProps) {
  const query = useTaf(station);
  const { clock } = useWeatherConfig();
  const now = useNow(AGE_REFRESH_MS, clock);
  const taf = query.data;
  const age = useAge(taf?.time ?? undefined);
  const id = station.toUpperCase();
  return (
    <section
      data-slot="taf-timeline-widget"
      data-state={query.isStale ? 'stale' : taf ? 'ready' : query.error ? 'error' : 'loading'}
      aria-label={`TAF ${id} time line`}
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      {taf && taf.formattedData === null && (
        <p className="text-sm text-muted-foreground">{id} has no current terminal forecast.</p>
      )}
      {taf && taf.formattedData !== null && (
        <>
          {age && (
            <p className="text-xs text-muted-foreground">
              TAF {id}, issued {age} ago
            </p>
          )}
          <TafTimelineChart taf={taf} now={now} />
        </>
      )}
      <WeatherStatus
        query={query}
        subject={`the ${id} TAF`}
        observedAt={taf?.time ?? undefined}
        oldAfterMinutes={TAF_OLD_AFTER_MINUTES}
      />
    </section>
  );
}
