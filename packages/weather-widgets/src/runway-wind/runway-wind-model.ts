// The runway wind diagram's model: runway axes at true heading, the wind arrow, and each end's components in words.
import { crosswinds, type RunwayInput } from '@hangar/aviation-weather';
import { whole } from '../lib/display';

/** The wind as the diagram needs it: degrees TRUE (null: variable or calm), knots. */
export type DiagramWind = {
  directionTrue: number | null;
  speedKt: number;
  gustKt: number | null;
  isVariable: boolean;
  isCalm: boolean;
  /** A `dddVddd` sector, degrees true. */
  variableFrom?: number | null;
  variableTo?: number | null;
};

export type RunwayEndWind = {
  runway: string;
  headingMag: number;
  /** Whole knots; negative headwind is a tailwind. */
  headwindKt: number;
  /** Whole knots, unsigned; `side` says from where. */
  crosswindKt: number;
  side: 'left' | 'right' | null;
  gustHeadwindKt: number | null;
  gustCrosswindKt: number | null;
  favoured: boolean;
  /** "Runway 14: 18 knots headwind, 9 knots crosswind from the right, gusts 21 knots crosswind". */
  words: string;
};

/** One strip: its two ends (or one, when the list names a single end) and its axis, degrees true. */
export type RunwayStrip = { ends: RunwayInput[]; axisTrue: number };

export type RunwayWindModel = {
  strips: RunwayStrip[];
  /** Where the wind comes from, degrees true, for the arrow; null when calm or variable (VRB). */
  arrowFromTrue: number | null;
  sector: { fromTrue: number; toTrue: number } | null;
  calm: boolean;
  variable: boolean;
  speedKt: number;
  gustKt: number | null;
  ends: RunwayEndWind[];
  favoured: RunwayEndWind | null;
  /** The whole picture in words, for screen readers. */
  label: string;
};

/** The `dddVddd` sector right after a raw METAR's wind group, or null (a remark's `CIG 007V011` is not one). */
export function sectorOf(raw: string): { from: number; to: number } | null {
  const m = /(?:^|\s)(?:\d{3}|VRB)\d{2,3}(?:G\d{2,3})?(?:KT|MPS|KMH)\s+(\d{3})V(\d{3})(?=\s|$)/.exec(raw);
  return m ? { from: Number(m[1]), to: Number(m[2]) } : null;
}

const toRunways = (runways: ReadonlyArray<RunwayInput> | ReadonlyArray<number>): RunwayInput[] =>
  runways.map((r) =>
    typeof r === 'number'
      ? { runway: String(Math.round((((r % 360) + 360) % 360) / 10) || 36).padStart(2, '0'), headingMag: r }
      : r,
  );

/** Pairs the ends of one strip (headings about 180° apart); an end without its opposite is a strip alone. */
export function runwayStrips(
  runways: ReadonlyArray<RunwayInput> | ReadonlyArray<number>,
  magneticVariation: number,
): RunwayStrip[] {
  const list = toRunways(runways);
  const used = new Set<number>();
  const strips: RunwayStrip[] = [];
  list.forEach((end, i) => {
    if (used.has(i)) return;
    used.add(i);
    const j = list.findIndex((other, k) => {
      if (used.has(k)) return false;
      const d = Math.abs(((((other.headingMag - end.headingMag) % 360) + 360) % 360) - 180);
      return d <= 10;
    });
    const ends = [end];
    if (j >= 0) {
      used.add(j);
      ends.push(list[j]!);
    }
    strips.push({ ends, axisTrue: (((end.headingMag + magneticVariation) % 360) + 360) % 360 });
  });
  return strips;
}

const kt = (n: number) => `${n} ${n === 1 ? 'knot' : 'knots'}`;
const pad3 = (n: number) => String(Math.round(n) % 360 || 360).padStart(3, '0');

function endWords(e: Omit<RunwayEndWind, 'words' | 'favoured'>): string {
  const along =
    e.headwindKt === 0
      ? 'no headwind'
      : e.headwindKt > 0
        ? `${kt(e.headwindKt)} headwind`
        : `${kt(-e.headwindKt)} tailwind`;
  const across = e.crosswindKt === 0 ? 'no crosswind' : `${kt(e.crosswindKt)} crosswind from the ${e.side}`;
  const gust =
    e.gustCrosswindKt !== null && e.gustCrosswindKt !== e.crosswindKt
      ? `, gusts ${kt(e.gustCrosswindKt)} crosswind`
      : '';
  return `Runway ${e.runway}: ${along}, ${across}${gust}`;
}

/**
 * Everything the diagram draws and says, from the wind and the runway ends (both ends of each runway, e.g.
 * `[140, 320]`, or named ends). Components are aviation-weather's `crosswinds` (the API's numbers), rounded to
 * whole knots; the favoured end is the one with the most headwind (none when calm or variable).
 */
export function runwayWindModel(
  wind: DiagramWind,
  runways: ReadonlyArray<RunwayInput> | ReadonlyArray<number>,
  magneticVariation: number,
): RunwayWindModel {
  const calm = wind.isCalm || wind.speedKt === 0;
  const variable = !calm && (wind.isVariable || wind.directionTrue === null);
  const sector =
    !calm && !variable && wind.variableFrom != null && wind.variableTo != null
      ? { fromTrue: wind.variableFrom, toTrue: wind.variableTo }
      : null;
  const components = crosswinds(
    {
      directionTrue: wind.directionTrue,
      speedKt: wind.speedKt,
      gustKt: wind.gustKt,
      isVariable: variable,
      isCalm: calm,
      variableFrom: sector?.fromTrue ?? null,
      variableTo: sector?.toTrue ?? null,
    },
    toRunways(runways),
    { magneticVariation },
  );
  const partial = components.map((c) => {
    const cross = whole(c.crosswindKt);
    const end = {
      runway: c.runway,
      headingMag: c.headingMag,
      headwindKt: whole(c.headwindKt),
      crosswindKt: Math.abs(cross),
      side: cross === 0 ? null : cross > 0 ? ('right' as const) : ('left' as const),
      gustHeadwindKt: c.gustHeadwindKt === null ? null : whole(c.gustHeadwindKt),
      gustCrosswindKt: c.gustCrosswindKt === null ? null : Math.abs(whole(c.gustCrosswindKt)),
      raw: c.headwindKt,
    };
    return end;
  });
  let best: (typeof partial)[number] | null = null;
  if (!calm && !variable) for (const e of partial) if (e.raw > 1e-6 && (!best || e.raw > best.raw)) best = e;
  const ends: RunwayEndWind[] = partial.map(({ raw: _raw, ...e }) => ({
    ...e,
    favoured: best !== null && e.runway === best.runway,
    words: endWords(e),
  }));
  const favoured = ends.find((e) => e.favoured) ?? null;
  const gust = wind.gustKt !== null && whole(wind.gustKt) > 0 ? whole(wind.gustKt) : null;
  const windWords = calm
    ? 'Wind calm'
    : variable
      ? `Wind variable at ${kt(whole(wind.speedKt))}`
      : `Wind from ${pad3(wind.directionTrue ?? 0)} degrees true at ${kt(whole(wind.speedKt))}`;
  const label = [
    `${windWords}${gust ? `, gusting ${kt(gust)}` : ''}${sector ? `, varying between ${pad3(sector.fromTrue)} and ${pad3(sector.toTrue)} degrees` : ''}.`,
    ...(calm ? [] : ends.map((e) => `${e.words}.`)),
    favoured ? `Runway ${favoured.runway} is favoured.` : calm ? 'Any runway.' : 'No runway is favoured.',
  ].join(' ');
  return {
    strips: runwayStrips(runways, magneticVariation),
    arrowFromTrue: calm || variable ? null : wind.directionTrue,
    sector,
    calm,
    variable,
    speedKt: whole(wind.speedKt),
    gustKt: gust,
    ends,
    favoured,
    label,
  };
}

/** A point of the diagram: `angle` degrees clockwise from north (true), `r` from the centre. */
export function polar(cx: number, cy: number, r: number, angle: number): [number, number] {
  const a = (angle * Math.PI) / 180;
  return [round2(cx + r * Math.sin(a)), round2(cy - r * Math.cos(a))];
}

const round2 = (n: number) => Math.round(n * 100) / 100;
