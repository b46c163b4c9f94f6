// The wind history: every METAR the service fetches is kept (metar_observations) until 48 hours after it was
// last fetched; a station with none kept, or with a gap, gets its last 24 hours from upstream once an hour.
import { crosswinds, T67_MAGNETIC_VARIATION, type MetarObservation } from '@hangar/aviation-weather';
import type { windHistoryAnswerSchema } from '@hangar/contracts';
import { and, asc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { DatabaseHandle } from '../../db/handle';
import { metarObservations, type StoredWind } from '../../db/schema';

/** The hours the history shows, and asks upstream for on a cold start. */
export const HISTORY_HOURS = 24;
/** A kept observation goes this long after it was last fetched. */
export const KEEP_MS = 48 * 3_600_000;
/** Reports come hourly: more than this between two kept ones (or before the first) is a gap to fill. */
const GAP_MS = 2 * 3_600_000;

export type KeptObservation = { station: string; time: Date; raw: string; wind: StoredWind | null };

/** Where the observations are kept. */
export type MetarHistoryStore = {
  /**
   * Keeps the observations (one row per station and time: an observation fetched again gets its fetch time
   * renewed), then drops every row not fetched in the last 48 hours. With `ifOpen`, only when the database is
   * already open (a METAR fetch never opens it).
   */
  keep(observations: MetarObservation[], now: Date, options?: { ifOpen?: boolean }): Promise<void>;
  /** The kept observations of a station from `from` to `to`, oldest first. */
  read(station: string, from: Date, to: Date): Promise<KeptObservation[]>;
};

export function databaseHistoryStore(database: DatabaseHandle): MetarHistoryStore {
  return {
    async keep(observations, now, { ifOpen = false } = {}) {
      const opened = ifOpen ? database.opened() : database.get();
      if (!opened) return;
      const { db } = await opened;
      const rows = observations.map((obs) => ({
        station: obs.station.toUpperCase(),
        observedAt: obs.time,
        raw: obs.raw,
        wind: obs.wind,
        fetchedAt: now,
      }));
      if (rows.length > 0)
        await db
          .insert(metarObservations)
          .values(rows)
          .onConflictDoUpdate({
            target: [metarObservations.station, metarObservations.observedAt],
            set: {
              raw: sql`excluded.raw`,
              wind: sql`excluded.wind`,
              fetchedAt: sql`greatest(${metarObservations.fetchedAt}, excluded.fetched_at)`,
            },
          });
      await db
        .delete(metarObservations)
        .where(lt(metarObservations.fetchedAt, new Date(now.getTime() - KEEP_MS)));
    },
    async read(station, from, to) {
      const { db } = await database.get();
      return db
        .select({
          station: metarObservations.station,
          time: metarObservations.observedAt,
          raw: metarObservations.raw,
          wind: metarObservations.wind,
        })
        .from(metarObservations)
        .where(
          and(
            eq(metarObservations.station, station),
            gte(metarObservations.observedAt, from),
            lte(metarObservations.observedAt, to),
          ),
        )
        .orderBy(asc(metarObservations.observedAt));
    },
  };
}

/** True when the kept observations leave part of `from`–`to` uncovered (none at all, or a gap). */
export function hasGap(kept: KeptObservation[], from: number, to: number): boolean {
  let previous = from;
  for (const obs of kept) {
    if (obs.time.getTime() - previous > GAP_MS) return true;
    previous = obs.time.getTime();
  }
  return kept.length === 0 || to - previous > GAP_MS;
}

/** The history of one station: the 24 hours up to its latest report (`to`), as kept. */
export type WindHistory = { station: string; from: Date; to: Date; observations: KeptObservation[] };

export type WindHistoryAnswer = z.output<typeof windHistoryAnswerSchema>;

const tenth = (kt: number) => Math.round(kt * 10) / 10 || 0;

/** The answer's data: each observation's wind and its components on each runway end (magnetic headings). */
export function windHistoryData(
  history: WindHistory,
  runways: number[],
  magVar: number | undefined,
): WindHistoryAnswer {
  const magneticVariation = magVar ?? T67_MAGNETIC_VARIATION;
  return {
    station: history.station,
    hours: HISTORY_HOURS,
    from: history.from.toISOString(),
    to: history.to.toISOString(),
    magneticVariation,
    observations: history.observations.map(({ time, wind }) => ({
      time: time.toISOString(),
      directionTrue: wind?.directionTrue ?? null,
      speedKt: wind?.speedKt ?? null,
      gustKt: wind?.gustKt ?? null,
      isVariable: wind?.isVariable ?? false,
      isCalm: wind?.isCalm ?? false,
      runways: wind
        ? crosswinds(wind, runways, { magneticVariation }).map((line) => ({
            runway: line.runway,
            crosswindKt: tenth(line.crosswindKt),
            headwindKt: tenth(line.headwindKt),
            gustCrosswindKt: line.gustCrosswindKt === null ? null : tenth(line.gustCrosswindKt),
          }))
        : [],
    })),
  };
}

/** Logs a failure to keep or read the history; the weather answers go on without it. */
export function historyFailed(log: FastifyBaseLogger, station: string, err: unknown): void {
  log.warn({ station, err: err instanceof Error ? err.message : String(err) }, 'wind history not kept');
}
