// Pure display rules of the weather widgets: wind and crosswind lines, crosswind visibility, forecast text.
import type { CrosswindReport } from '@hangar/aviation-weather';

/** Weather numbers are shown as whole numbers. */
export function whole(value: number): number {
  // `Math.round(-0.4)` is -0; a displayed "-0" reads as a tailwind that is not there.
  const rounded = Math.round(value);
  return rounded === 0 ? 0 : rounded;
}

/** The calm-wind marker of a raw METAR: `00000KT` (also `00000MPS`/`00000KMH`) as a whole group. */
export function hasCalmMarker(raw: string): boolean {
  return /(^|\s)00000(KT|MPS|KMH)(\s|$)/.test(raw);
}

/** 'Calm' only when the raw report holds the calm marker AND the speed is 0. */
export function isCalm(report: Pick<CrosswindReport, 'rawData' | 'wind'>): boolean {
  return hasCalmMarker(report.rawData) && whole(report.wind.kt) === 0;
}

/** No direction, not variable and not calm: the report has no (readable) wind group. */
export function isWindMissing(report: Pick<CrosswindReport, 'rawData' | 'wind'>): boolean {
  return (
    report.wind.direction.degrees === null &&
    !report.wind.isVariable &&
    !isCalm(report) &&
    !report.wind.isCalm
  );
}

/** "120° 7KT", "180° 13G21KT", "VRB 3KT", "Calm" or "wind not reported". Gusts appear only when above 0. */
export function windText(report: Pick<CrosswindReport, 'rawData' | 'wind'>): string {
  if (isCalm(report)) return 'Calm';
  if (isWindMissing(report)) return 'wind not reported';
  const { direction, kt, gust, isVariable } = report.wind;
  const dir =
    direction.degrees === null || isVariable
      ? 'VRB'
      : `${String(whole(direction.degrees)).padStart(3, '0')}°`;
  const gustText = gust !== null && whole(gust) > 0 ? `G${whole(gust)}` : '';
  return `${dir} ${whole(kt)}${gustText}KT`;
}

/** Largest crosswind over the runways, base and gust, as unsigned whole knots. */
export function crosswindRange(
  report: Pick<CrosswindReport, 'crosswinds'>,
): { base: number; gust: number | null } | null {
  if (report.crosswinds.length === 0) return null;
  let base = 0;
  let gust: number | null = null;
  for (const line of report.crosswinds) {
    base = Math.max(base, whole(Math.abs(line.baseCrosswindVelocity.kt)));
    if (line.gustCrosswindVelocity.kt !== null) {
      gust = Math.max(gust ?? 0, whole(Math.abs(line.gustCrosswindVelocity.kt)));
    }
  }
  return { base, gust };
}

/** "4 KT crosswind", or "4-7 KT crosswind" when the gust crosswind differs from the base crosswind. */
export function crosswindText(report: Pick<CrosswindReport, 'crosswinds'>): string | null {
  const range = crosswindRange(report);
  if (!range) return null;
  const showGust = range.gust !== null && range.gust !== range.base;
  return `${showGust ? `${range.base}-${range.gust}` : range.base} KT crosswind`;
}

/** "68°F", or null when the report has no temperature. */
export function temperatureText(report: Pick<CrosswindReport, 'temperature'>): string | null {
  const f = report.temperature.fahrenheit;
  return f === null ? null : `${whole(f)}°F`;
}

/** The home page's one-line summary: temperature, wind, crosswind. */
export function conditionsLine(
  report: Pick<CrosswindReport, 'rawData' | 'wind' | 'temperature' | 'crosswinds'>,
): string {
  // A calm wind has no crosswind worth a number; "Calm" already says it.
  const crosswind = isCalm(report) || isWindMissing(report) ? null : crosswindText(report);
  return [temperatureText(report), windText(report), crosswind].filter(Boolean).join(', ');
}

export type CrosswindLine = {
  runway: string;
  crosswind: number;
  gustCrosswind: number | null;
  side: 'left' | 'right' | null;
  headwind: number;
  /** Variable wind only: the largest tailwind some direction in play could give (whole knots), else null. */
  possibleTailwind: number | null;
  text: string;
};

/**
 * A runway's line shows only when the parallel wind is above 0 kt (a headwind on that end)
 * or the wind is exactly ±90° to it; a square crosswind has no headwind end, so both ends show.
 */
export function isCrosswindLineShown(line: CrosswindReport['crosswinds'][number]): boolean {
  const angle = line.baseCrosswindVelocity.direction.degrees;
  return line.parallelWindVelocity.kt > 0 || angle === 90 || angle === -90;
}

/** The visible crosswind lines, whole numbers, gust added only when it differs from the base value. */
export function crosswindLines(report: Pick<CrosswindReport, 'crosswinds'>): CrosswindLine[] {
  return report.crosswinds.filter(isCrosswindLineShown).map((line) => {
    const crosswind = whole(Math.abs(line.baseCrosswindVelocity.kt));
    const gustRaw = line.gustCrosswindVelocity.kt;
    const gust = gustRaw === null ? null : whole(Math.abs(gustRaw));
    const gustCrosswind = gust !== null && gust !== crosswind ? gust : null;
    const side = crosswind === 0 ? null : line.baseCrosswindVelocity.kt > 0 ? 'right' : 'left';
    const headwind = whole(line.parallelWindVelocity.kt);
    const cross = `${crosswind}${gustCrosswind !== null ? ` (gusts ${gustCrosswind})` : ''} KT crosswind${side ? ` from the ${side}` : ''}`;
    // A variable wind can turn into a tailwind on this end: say so rather than show only the prevailing value.
    const min = line.minParallelWindVelocity;
    const worst = min ? whole(Math.min(min.kt, min.gustKt ?? Infinity)) : 0;
    const possibleTailwind = worst < 0 ? -worst : null;
    const tail = possibleTailwind !== null ? `, tailwind up to ${possibleTailwind} KT possible` : '';
    return {
      runway: line.runway,
      crosswind,
      gustCrosswind,
      side,
      headwind,
      possibleTailwind,
      text: `Runway ${line.runway}: ${cross}, ${headwind} KT headwind${tail}`,
    };
  });
}

/** In forecast text the first ". " becomes a period and a line break. */
export function formatForecastText(text: string): string {
  return text.replace('. ', '.\n');
}

/** "Sun, 02 Nov 2026 10:16:00 GMT": the METAR time as the tooltip shows it. */
export function gmtText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toUTCString();
}
