// The weather service: cached METARs, TAFs and forecasts over the upstreams, one call per key at a time.
import type { ForecastResponse, MetarObservation, TafForecast } from '@hangar/aviation-weather';
import type { FastifyBaseLogger } from 'fastify';
import { type Answer, LastGoodCache, type SharedStates, UpstreamError } from './last-good-cache';
import { StationBatcher } from './station-batcher';
import type { NwsPoint, StationResults, WeatherUpstream } from './upstream';
import {
  HISTORY_HOURS,
  hasGap,
  historyFailed,
  type MetarHistoryStore,
  type WindHistory,
} from './wind-history';

/** How long each kind of value is fresh: METAR 2 min, TAF 10 min, forecast 1 h, /points 1 day. */
export const WEATHER_TTL_MS = {
  metar: 2 * 60_000,
  taf: 10 * 60_000,
  forecast: 60 * 60_000,
  point: 24 * 60 * 60_000,
};

/** A station asked for within this time is refreshed along with the configured ones. */
const RECENT_MS = 60 * 60_000;
const MAX_BATCH = 25;
const MAX_RECENT = 500;
/** The schedule keeps refreshing a configured station this long after it was last asked for. */
const ACTIVE_MS = 30 * 60_000;
/** A station's history is asked of upstream at most this often (a gap upstream has too stays a gap). */
const HISTORY_FILL_EVERY_MS = 60 * 60_000;

export type WeatherServiceOptions = {
  upstream: WeatherUpstream;
  /** Stations always refreshed together (WEATHER_STATIONS). */
  stations: string[];
  retryMs: number;
  replay: boolean;
  log: FastifyBaseLogger;
  now?: () => number;
  /** Releases what the upstream holds (aborts calls in flight); called by `close()`. */
  onClose?: () => void;
  /** How often the schedule looks for due values of the configured stations, ms; 0: refresh on demand only. */
  refreshEveryMs?: number;
  /** Where every fetched METAR is kept for the wind history; none: no history (503). */
  history?: MetarHistoryStore | null;
  /** What other instances share of each cache (Redis), by kind of value; none keeps every cache in process. */
  shared?: <V>(kind: 'metar' | 'taf' | 'point' | 'forecast') => SharedStates<V>;
};

export type ForecastAnswer = Answer<ForecastResponse>;

export class WeatherService {
  /** The service's clock, in ms; replaceable so tests can let values age without waiting. */
  now: () => number;
  readonly replay: boolean;
  private readonly upstream: WeatherUpstream;
  private readonly log: FastifyBaseLogger;
  private readonly stations: string[];
  private readonly recent = new Map<string, number>();
  private readonly metars: LastGoodCache<MetarObservation>;
  /** `null`: the station has no TAF right now (a valid answer, shown as such). */
  private readonly tafs: LastGoodCache<TafForecast | null>;
  private readonly points: LastGoodCache<NwsPoint>;
  private readonly forecasts: LastGoodCache<ForecastResponse>;
  private readonly metarBatcher: StationBatcher;
  private readonly tafBatcher: StationBatcher;
  private readonly onClose: (() => void) | undefined;
  private readonly history: MetarHistoryStore | null;
  /** Per station: the last cold-start fill (its time) and the one running. */
  private readonly fills = new Map<string, { at: number; running: Promise<void> | null }>();
  /** The last history answered per station, for the pre-rendered pages (bounded like `recent`). */
  private readonly histories = new Map<string, Answer<WindHistory>>();
  private schedule: ReturnType<typeof setInterval> | undefined;

  constructor(options: WeatherServiceOptions) {
    this.now = options.now ?? Date.now;
    this.replay = options.replay;
    this.upstream = options.upstream;
    this.log = options.log;
    this.stations = options.stations;
    this.onClose = options.onClose;
    this.history = options.history ?? null;
    if (options.refreshEveryMs) {
      this.schedule = setInterval(() => this.refreshDue(), options.refreshEveryMs);
      // The schedule alone never keeps the process alive.
      this.schedule.unref();
    }
    const cache = <V>(kind: keyof typeof WEATHER_TTL_MS) =>
      new LastGoodCache<V>({
        ttlMs: WEATHER_TTL_MS[kind],
        retryMs: options.retryMs,
        now: () => this.now(),
        ...(options.shared && { shared: options.shared<V>(kind) }),
      });
    this.metars = cache('metar');
    this.tafs = cache('taf');
    this.points = cache('point');
    this.forecasts = cache('forecast');
    const split = (ids: string[]) => this.upstream.stationBatches(ids);
    this.metarBatcher = new StationBatcher(
      (ids) => this.fetchMetars(ids),
      () => this.companions(this.metars),
      split,
    );
    this.tafBatcher = new StationBatcher(
      (ids) => this.fetchTafs(ids),
      () => this.companions(this.tafs),
      split,
    );
  }

  /** The latest METAR of a station: 404 when upstream does not know it, 503 when nothing could be had. */
  async metar(station: string): Promise<Answer<MetarObservation>> {
    this.touch(station);
    return this.metars.get(station, () => this.metarBatcher.request(station));
  }

  /** The current TAF of a station, `null` when a known station has none; 404 for an unknown station. */
  async taf(station: string): Promise<Answer<TafForecast | null>> {
    this.touch(station);
    const answer = await this.tafs.get(station, () => this.tafBatcher.request(station));
    if (!answer.ok || answer.value === null) {
      // No TAF: a real station without one, or no such station at all; its METAR tells.
      const metar = await this.metar(station);
      if (!metar.ok && metar.status === 404) return metar;
    }
    return answer;
  }

  /** The NWS 7-day forecast for a point (4-decimal coordinates): `/points` once a day, then the forecast hourly. */
  async forecast(lat: number, lon: number): Promise<ForecastAnswer> {
    const pointKey = `${lat},${lon}`;
    const point = await this.points.get(pointKey, () => this.fetchPoint(pointKey, lat, lon));
    if (!point.ok) return point;
    const gridKey = `${point.value.office}/${point.value.gridX},${point.value.gridY}`;
    const forecast = await this.forecasts.get(gridKey, () => this.fetchForecast(gridKey, point.value));
    return forecast;
  }

  /**
   * The kept METARs of a station over the 24 hours up to its latest report. A station with none kept, or a
   * gap, gets the 24 hours from upstream first (at most once an hour). 404 for an unknown station; 503 when
   * nothing is kept and upstream fails, or no history is kept here.
   */
  async windHistory(station: string): Promise<Answer<WindHistory>> {
    const store = this.history;
    if (!store) return { ok: false, status: 503, error: 'No wind history is kept here' };
    const latest = await this.metar(station);
    if (!latest.ok && latest.status === 404) return latest;
    const to = Math.min(latest.ok ? latest.value.time.getTime() : Infinity, this.now());
    const from = to - HISTORY_HOURS * 3_600_000;
    const read = () => store.read(station, new Date(from), new Date(to));
    let kept = await read();
    if (hasGap(kept, from, to) && (await this.fillHistory(station, store))) kept = await read();
    if (kept.length === 0 && !latest.ok) return latest;
    const answer: Answer<WindHistory> = {
      ok: true,
      value: { station, from: new Date(from), to: new Date(to), observations: kept },
      fetchedAt: latest.ok ? latest.fetchedAt : this.now(),
      stale: latest.ok ? latest.stale : true,
    };
    this.histories.delete(station);
    this.histories.set(station, answer);
    if (this.histories.size > MAX_RECENT) this.histories.delete(this.histories.keys().next().value as string);
    return answer;
  }

  /** Asks upstream for the station's last 24 hours and keeps them; false when it was asked within the hour. */
  private async fillHistory(station: string, store: MetarHistoryStore): Promise<boolean> {
    const fill = this.fills.get(station);
    if (fill?.running) {
      await fill.running;
      return true;
    }
    const at = this.now();
    if (fill && at - fill.at < HISTORY_FILL_EVERY_MS) return false;
    const running = (async () => {
      try {
        const observations = await this.upstream.metarHistory(station, HISTORY_HOURS);
        await store.keep(observations, new Date(this.now()));
      } catch (err) {
        historyFailed(this.log, station, err);
      }
    })();
    this.fills.delete(station);
    this.fills.set(station, { at, running });
    // Bounded however many stations clients ask for: the oldest finished fill is forgotten first.
    if (this.fills.size > MAX_RECENT)
      for (const [id, old] of this.fills)
        if (!old.running) {
          this.fills.delete(id);
          break;
        }
    await running;
    this.fills.set(station, { at, running: null });
    return true;
  }

  /** Keeps every METAR of an upstream answer (only while the database is open: a fetch never opens it). */
  private async keepMetars(results: StationResults<MetarObservation>): Promise<void> {
    if (!this.history) return;
    const observations = [...results.values()].flatMap((r) => (r.ok ? [r.value] : []));
    try {
      await this.history.keep(observations, new Date(this.now()), { ifOpen: true });
    } catch (err) {
      historyFailed(this.log, observations.map((o) => o.station).join(','), err);
    }
  }

  /** The same reads answered from the cache alone, never calling upstream (the pre-rendered pages use them). */
  readonly cached: Pick<WeatherService, 'metar' | 'taf' | 'forecast' | 'windHistory'> = {
    metar: async (station) => this.metars.peek(station),
    // The last history answered for the station (never a database read).
    windHistory: async (station) =>
      this.histories.get(station) ?? { ok: false, status: 503, error: 'No wind history answered yet' },
    taf: async (station) => this.tafs.peek(station),
    forecast: async (lat, lon) => {
      const point = this.points.peek(`${lat},${lon}`);
      if (!point.ok) return point;
      return this.forecasts.peek(`${point.value.office}/${point.value.gridX},${point.value.gridY}`);
    },
  };

  /** Aborts upstream calls in flight; waiting requests then answer from the cache (or 503). */
  close(): void {
    clearInterval(this.schedule);
    this.schedule = undefined;
    this.onClose?.();
  }

  /**
   * The schedule: refreshes the configured stations' METAR and TAF when due, so their readers never wait
   * on upstream; only while someone asked for them in the last half hour, so an idle site polls nobody.
   */
  refreshDue(): void {
    const since = this.now() - ACTIVE_MS;
    for (const station of this.stations) {
      if ((this.recent.get(station) ?? -Infinity) < since) continue;
      if (this.metars.isDue(station)) void this.metars.get(station, () => this.metarBatcher.request(station));
      if (this.tafs.isDue(station)) void this.tafs.get(station, () => this.tafBatcher.request(station));
    }
  }

  private touch(station: string): void {
    this.recent.delete(station);
    this.recent.set(station, this.now());
    // Bounded however many different ids clients send: the oldest entry goes first.
    if (this.recent.size > MAX_RECENT) this.recent.delete(this.recent.keys().next().value as string);
  }

  /** Configured stations plus recently asked known ones (not typos), except those backing off after a failure. */
  private companions(cache: LastGoodCache<unknown>): string[] {
    const cutoff = this.now() - RECENT_MS;
    for (const [station, at] of this.recent) if (at < cutoff) this.recent.delete(station);
    const known = [...this.recent.keys()].filter((id) => cache.hasValue(id));
    const all = [...new Set([...this.stations, ...known])];
    return all.filter((id) => !cache.isBackingOff(id)).slice(0, MAX_BATCH);
  }

  private async fetchMetars(ids: string[]): Promise<void> {
    await this.recordStations(
      'METAR',
      ids,
      this.metars,
      async () => {
        const results = await this.upstream.metars(ids);
        await this.keepMetars(results);
        return results;
      },
      (id) => `No METAR for station ${id}`,
    );
  }

  private async fetchTafs(ids: string[]): Promise<void> {
    await this.recordStations(
      'TAF',
      ids,
      this.tafs,
      () => this.upstream.tafs(ids),
      (id) => {
        // A TAF still valid that vanishes from the answer is an upstream glitch: keep it (stale).
        const cached = this.tafs.peek(id);
        if (cached.ok && cached.value && cached.value.validTo.getTime() > this.now())
          return `TAF for ${id} missing from the answer`;
        this.tafs.succeed(id, null);
        return null;
      },
    );
  }

  /**
   * Runs one batched call and records each station's outcome. `absent` handles a station missing from a
   * successful answer: it returns the failure to record, or null when it recorded an outcome itself.
   */
  private async recordStations<V>(
    product: string,
    ids: string[],
    cache: LastGoodCache<V>,
    call: () => Promise<StationResults<V>>,
    absent: (id: string) => string | null,
  ): Promise<void> {
    let results: StationResults<V>;
    try {
      results = await call();
    } catch (err) {
      const e = toUpstreamError(err);
      for (const station of ids) {
        cache.fail(station, `${product} upstream failed: ${e.message}`);
        this.log.warn(
          {
            station,
            product,
            kind: e.kind,
            status: e.status,
            err: e.message,
            cached: cache.hasValue(station),
          },
          'weather upstream failed',
        );
      }
      return;
    }
    for (const station of ids) {
      const result = results.get(station);
      if (result?.ok) {
        cache.succeed(station, result.value);
        continue;
      }
      const error = result ? `${product} for ${station} could not be read: ${result.error}` : absent(station);
      if (error === null) continue;
      if (result) cache.fail(station, error);
      else cache.missing(station, error);
      // A station never seen that upstream does not know is a user's typo, not an upstream failure.
      if (result || cache.hasValue(station))
        this.log.warn(
          { station, product, err: error, cached: cache.hasValue(station) },
          'weather upstream failed',
        );
    }
  }

  private async fetchPoint(key: string, lat: number, lon: number): Promise<void> {
    try {
      this.points.succeed(key, await this.upstream.point(lat, lon));
    } catch (err) {
      this.recordFailure(this.points, key, 'NWS point', err);
    }
  }

  private async fetchForecast(key: string, point: NwsPoint): Promise<void> {
    try {
      this.forecasts.succeed(key, await this.upstream.forecast(point));
    } catch (err) {
      this.recordFailure(this.forecasts, key, 'NWS forecast', err);
    }
  }

  private recordFailure(cache: LastGoodCache<unknown>, key: string, product: string, err: unknown) {
    const e = toUpstreamError(err);
    if (e.kind === 'missing') cache.missing(key, `${product} not found for ${key}`);
    else cache.fail(key, `${product} upstream failed: ${e.message}`);
    this.log.warn(
      { key, product, kind: e.kind, status: e.status, err: e.message, cached: cache.hasValue(key) },
      'weather upstream failed',
    );
  }
}

function toUpstreamError(err: unknown): UpstreamError {
  if (err instanceof UpstreamError) return err;
  return new UpstreamError('invalid', err instanceof Error ? err.message : String(err));
}
