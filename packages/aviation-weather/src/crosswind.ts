// Runway wind components: headwind and signed crosswind per runway end, worst case for variable winds.
import type { RunwayWind, Wind } from './types';

/** Magnetic variation at Hicks Airfield (T67), degrees, east positive (WMM2025: 2.96° E in 2026). */
export const T67_MAGNETIC_VARIATION = 3;

export type RunwayInput = { runway: string; headingMag: number };
export type CrosswindOptions = {
  /** Degrees, east positive: wind_magnetic = wind_true − magneticVariation. */
  magneticVariation?: number;
};

/** Normalises an angle into (−180, 180]. */
export function normalizeAngle(deg: number): number {
  let a = deg % 360;
  if (a <= -180) a += 360;
  if (a > 180) a -= 360;
  return a === 0 ? 0 : a;
}

/** Runway designator from a magnetic heading: 140 → "14", 5 → "01", 360 or 0 → "36". */
export function runwayDesignator(headingMag: number): string {
  let n = Math.round((((headingMag % 360) + 360) % 360) / 10);
  if (n === 0) n = 36;
  return String(n).padStart(2, '0');
}

type Components = { headwind: number; crosswind: number };

function components(speed: number, angleDeg: number): Components {
  const r = (angleDeg * Math.PI) / 180;
  return { headwind: speed * Math.cos(r), crosswind: speed * Math.sin(r) };
}

/**
 * Worst case over an arc of relative angles [start, start + span] (degrees, clockwise):
 * the crosswind of largest magnitude (keeping its side) and the smallest headwind (largest tailwind).
 * The extremes of sin and cos lie at the arc's ends or at ±90° / 180° when the arc contains them.
 */
function worstOverArc(speed: number, start: number, span: number): Components {
  const angles = [start, start + span];
  for (const critical of [90, 180, 270, 360, 450, 540]) {
    for (const k of [-360, 0, 360]) {
      const c = critical + k;
      if (c > start && c < start + span) angles.push(c);
    }
  }
  let crosswind = 0;
  let headwind = Number.POSITIVE_INFINITY;
  for (const a of angles) {
    const c = components(speed, a);
    if (Math.abs(c.crosswind) > Math.abs(crosswind) + 1e-9) crosswind = c.crosswind;
    if (c.headwind < headwind) headwind = c.headwind;
  }
  return { headwind, crosswind };
}

function toRunways(runways: ReadonlyArray<RunwayInput> | ReadonlyArray<number>): RunwayInput[] {
  return runways.map((r) => (typeof r === 'number' ? { runway: runwayDesignator(r), headingMag: r } : r));
}

/**
 * Wind components for each runway end given (list both ends, e.g. `[140, 320]`).
 *
 * θ = normalize(wind_true − magneticVariation − heading) into (−180, 180]; headwind = V·cos θ
 * (negative: tailwind); crosswind = V·sin θ (positive: from the right). The gust gets the same.
 * Calm: zeros. Variable winds give the worst-case crosswind:
 * - VRB (direction unknown): crosswind = the full speed (reported positive), headwind 0,
 *   relativeAngle 90, and `minHeadwindKt` = −speed (a full tailwind is possible).
 * - `dddVddd` sector: crosswind = the largest over the sector and the prevailing direction (keeping its
 *   side); headwind and relativeAngle stay the prevailing direction's; `minHeadwindKt` = the smallest
 *   headwind over the sector. (A worst-case headwind would hide the crosswind of both runway ends in
 *   a display that shows only the end with a headwind.)
 * Values are unrounded.
 */
export function crosswinds(
  wind: Wind,
  runways: ReadonlyArray<RunwayInput> | ReadonlyArray<number>,
  { magneticVariation = T67_MAGNETIC_VARIATION }: CrosswindOptions = {},
): RunwayWind[] {
  return toRunways(runways).map(({ runway, headingMag }): RunwayWind => {
    const gust = wind.gustKt ?? null;
    if (wind.isCalm || wind.speedKt === 0) {
      return {
        runway,
        headingMag,
        relativeAngle: 0,
        headwindKt: 0,
        crosswindKt: 0,
        gustHeadwindKt: gust === null ? null : 0,
        gustCrosswindKt: gust === null ? null : 0,
      };
    }
    if (wind.directionTrue === null || wind.isVariable) {
      return {
        runway,
        headingMag,
        relativeAngle: 90,
        headwindKt: 0,
        crosswindKt: wind.speedKt,
        gustHeadwindKt: gust === null ? null : 0,
        gustCrosswindKt: gust,
        variable: 'VRB',
        minHeadwindKt: -wind.speedKt,
        gustMinHeadwindKt: gust === null ? null : -gust,
      };
    }
    const relativeAngle = normalizeAngle(wind.directionTrue - magneticVariation - headingMag);
    const base = components(wind.speedKt, relativeAngle);
    const g = gust === null ? null : components(gust, relativeAngle);
    const result: RunwayWind = {
      runway,
      headingMag,
      relativeAngle,
      headwindKt: base.headwind,
      crosswindKt: base.crosswind,
      gustHeadwindKt: g?.headwind ?? null,
      gustCrosswindKt: g?.crosswind ?? null,
    };
    if (wind.variableFrom !== null && wind.variableTo !== null) {
      const start = normalizeAngle(wind.variableFrom - magneticVariation - headingMag);
      const span = (((wind.variableTo - wind.variableFrom) % 360) + 360) % 360;
      const worstCross = (prevailing: Components, v: number) => {
        const sector = worstOverArc(v, start, span);
        return Math.abs(prevailing.crosswind) > Math.abs(sector.crosswind)
          ? prevailing.crosswind
          : sector.crosswind;
      };
      const minHead = (prevailing: Components, v: number) =>
        Math.min(prevailing.headwind, worstOverArc(v, start, span).headwind);
      result.crosswindKt = worstCross(base, wind.speedKt);
      result.variable = 'sector';
      result.minHeadwindKt = minHead(base, wind.speedKt);
      if (g && gust !== null) {
        result.gustCrosswindKt = worstCross(g, gust);
        result.gustMinHeadwindKt = minHead(g, gust);
      } else result.gustMinHeadwindKt = null;
    }
    return result;
  });
}
