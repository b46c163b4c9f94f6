// The TAF timeline's model: each change group placed on the forecast's time axis, with its category and wind in words.
import type { FlightCategory, TafResponse, TafResponsePeriod } from '@hangar/aviation-weather';

export type TimelineSegment = {
  kind: TafResponsePeriod['kind'];
  /** 'prevailing': BASE and FM, one after another; 'change': TEMPO, PROB and BECMG over them. */
  row: 'prevailing' | 'change';
  /** Fractions of the axis, 0–1. */
  start: number;
  end: number;
  from: Date;
  to: Date;
  category: FlightCategory | null;
  /** "040° 15G22KT", "VRB 3KT", "calm", or null when the group gives no wind. */
  windText: string | null;
  /** "TEMPO", "PROB30", "BECMG", "FM" or "" for the base forecast. */
  label: string;
  /** The group in words, e.g. "From 00:00Z: IFR, wind 040° 14G22KT". */
  words: string;
};

export type TimelineModel = {
  from: Date;
  to: Date;
  segments: TimelineSegment[];
  /** Ticks every `stepHours` on whole UTC hours: fraction and label ("18Z"). */
  ticks: Array<{ at: number; label: string }>;
  /** Where now falls on the axis, or null outside it. */
  now: number | null;
};

const hhmm = (d: Date) => `${d.toISOString().slice(11, 16)}Z`;

export function tafWindText(wind: TafResponsePeriod['wind']): string | null {
  if (!wind) return null;
  if (wind.isCalm || wind.speedKt === 0) return 'calm';
  const dir =
    wind.directionTrue === null || wind.isVariable
      ? 'VRB'
      : `${String(wind.directionTrue).padStart(3, '0')}°`;
  return `${dir} ${wind.speedKt}${wind.gustKt ? `G${wind.gustKt}` : ''}KT`;
}

/**
 * Places every change group of a TAF on its validity: BASE and FM on the prevailing row (an FM runs to the
 * next FM or the end), TEMPO, PROB and BECMG on the change row. Null for an answer without times (an older API).
 */
export function tafTimelineModel(taf: TafResponse, now: Date): TimelineModel | null {
  if (!taf.validFrom || !taf.validTo || taf.periods.some((p) => !p.from)) return null;
  const from = new Date(taf.validFrom);
  const to = new Date(taf.validTo);
  const span = to.getTime() - from.getTime();
  if (!(span > 0)) return null;
  const at = (d: Date) => Math.min(1, Math.max(0, (d.getTime() - from.getTime()) / span));
  const segments = taf.periods.map((p): TimelineSegment => {
    const start = new Date(p.from!);
    const end = p.to ? new Date(p.to) : to;
    const row = p.kind === 'BASE' || p.kind === 'FM' ? 'prevailing' : 'change';
    const label = p.kind === 'PROB' ? `PROB${p.probability ?? ''}` : p.kind === 'BASE' ? '' : p.kind;
    const windText = tafWindText(p.wind ?? null);
    const when =
      p.kind === 'FM' || p.kind === 'BASE'
        ? `From ${hhmm(start)}`
        : p.kind === 'BECMG'
          ? `Becoming between ${hhmm(start)} and ${hhmm(end)}`
          : `${p.kind === 'TEMPO' ? 'Temporarily' : `${p.probability ?? ''}% chance`} ${hhmm(start)} to ${hhmm(end)}`;
    const parts = [p.flightCategory ?? null, windText ? `wind ${windText}` : null].filter(Boolean);
    return {
      kind: p.kind,
      row,
      start: at(start),
      end: at(end),
      from: start,
      to: end,
      category: p.flightCategory ?? null,
      windText,
      label,
      words: `${when}: ${parts.length ? parts.join(', ') : 'no change to category or wind'}`,
    };
  });
  const hours = span / 3_600_000;
  const step = hours > 24 ? 6 : 3;
  const ticks: TimelineModel['ticks'] = [];
  const first = new Date(from);
  first.setUTCMinutes(0, 0, 0);
  if (first < from) first.setUTCHours(first.getUTCHours() + 1);
  while (first.getUTCHours() % step !== 0) first.setUTCHours(first.getUTCHours() + 1);
  for (let t = first.getTime(); t <= to.getTime(); t += step * 3_600_000) {
    const d = new Date(t);
    ticks.push({ at: at(d), label: `${String(d.getUTCHours()).padStart(2, '0')}Z` });
  }
  const n = now.getTime();
  return {
    from,
    to,
    segments,
    ticks,
    now: n >= from.getTime() && n <= to.getTime() ? at(now) : null,
  };
}
