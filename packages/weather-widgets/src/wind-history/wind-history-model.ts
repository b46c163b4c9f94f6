// The wind history answer (`GET /api/NoaaWindHistory/…`) and how the widget reads it: chart points and table rows.
import { whole } from '../lib/display';
import type { WindHistoryPoint } from './wind-history-chart';

/** The wind on one runway end at one observation (knots to a tenth; crosswind positive from the right). */
export type WindHistoryRunway = {
  runway: string;
  crosswindKt: number;
  headwindKt: number;
  gustCrosswindKt: number | null;
};

export type WindHistoryObservation = {
  time: string;
  directionTrue: number | null;
  speedKt: number | null;
  gustKt: number | null;
  isVariable: boolean;
  isCalm: boolean;
  runways: WindHistoryRunway[];
};

/** The API's answer: the kept METARs of the 24 hours up to the station's latest (`to`), oldest first. */
export type WindHistoryResponse = {
  station: string;
  hours: number;
  from: string;
  to: string;
  magneticVariation: number;
  observations: WindHistoryObservation[];
};

/** The chart's points: observations with a wind; the crosswind is the larger end's, unsigned, whole knots. */
export function windHistoryPoints(history: WindHistoryResponse): WindHistoryPoint[] {
  return history.observations.flatMap((obs) =>
    obs.speedKt === null
      ? []
      : [
          {
            time: obs.time,
            speedKt: whole(obs.speedKt),
            gustKt: obs.gustKt === null ? null : whole(obs.gustKt),
            crosswindKt:
              obs.directionTrue === null && !obs.isCalm
                ? null
                : Math.max(0, ...obs.runways.map((r) => Math.abs(whole(r.crosswindKt)))),
          },
        ],
  );
}

/** "120° 7 kt", "170° 16 kt gusting 22", "Calm", "Variable 6 kt", "No wind reported". */
export function windWords(obs: WindHistoryObservation): string {
  if (obs.speedKt === null) return 'No wind reported';
  if (obs.isCalm || obs.speedKt === 0) return 'Calm';
  const gust = obs.gustKt === null ? '' : ` gusting ${whole(obs.gustKt)}`;
  const from =
    obs.directionTrue === null || obs.isVariable
      ? 'Variable'
      : `${String(whole(obs.directionTrue)).padStart(3, '0')}°`;
  return `${from} ${whole(obs.speedKt)} kt${gust}`;
}

/** "3 kt from the left, 6 kt headwind" for one runway end. */
export function runwayWords(line: WindHistoryRunway): string {
  const cross = whole(line.crosswindKt);
  const head = whole(line.headwindKt);
  const crossText =
    cross === 0 ? 'no crosswind' : `${Math.abs(cross)} kt from the ${cross > 0 ? 'right' : 'left'}`;
  const headText = head === 0 ? 'no headwind' : head > 0 ? `${head} kt headwind` : `${-head} kt tailwind`;
  return `${crossText}, ${headText}`;
}

/** "02 10:16Z": day of month and UTC time, as METARs write them. */
export function utcDayTime(iso: string): string {
  const d = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}Z`;
}
