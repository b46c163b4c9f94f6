// The upstream port of the weather service, implemented with @hangar/aviation-weather's clients and decoders.
import {
  awcStationBatches,
  decodeAwcMetar,
  decodeAwcTaf,
  fetchAwcMetarHistory,
  fetchAwcMetars,
  fetchAwcTafs,
  fetchNwsForecast,
  fetchNwsPoint,
  UpstreamError as ClientError,
  type ForecastResponse,
  type MetarObservation,
  type NwsPoint,
  type TafForecast,
  type UpstreamOptions,
} from '@hangar/aviation-weather';
import { UpstreamError } from './last-good-cache';

export type { NwsPoint };

/** Per station: the decoded value, or why that station's record could not be used. Absent: upstream has none. */
export type StationResults<V> = Map<string, { ok: true; value: V } | { ok: false; error: string }>;

/** What the cache needs from upstream. Call-level failures reject with an `UpstreamError`. */
export type WeatherUpstream = {
  /** Splits station ids into lists of one call each (the service refuses long ones). */
  stationBatches(ids: string[]): string[][];
  metars(ids: string[]): Promise<StationResults<MetarObservation>>;
  tafs(ids: string[]): Promise<StationResults<TafForecast>>;
  /** Every METAR of the station in the last `hours` that decodes (the others are left out), newest first. */
  metarHistory(station: string, hours: number): Promise<MetarObservation[]>;
  /** Rejects with kind `missing` when the service has no forecast for the point. */
  point(lat: number, lon: number): Promise<NwsPoint>;
  forecast(point: NwsPoint): Promise<ForecastResponse>;
};

export type UpstreamSettings = {
  aviationWeatherBaseUrl: string;
  nwsBaseUrl: string;
  userAgent: string;
  timeoutMs: number;
  fetch: typeof fetch;
  /** Aborts every call in flight when the app closes. */
  signal: AbortSignal;
};

export function createUpstream(settings: UpstreamSettings): WeatherUpstream {
  const options = (baseUrl: string): UpstreamOptions => ({
    baseUrl,
    userAgent: settings.userAgent,
    fetch: settings.fetch,
    signal: AbortSignal.any([settings.signal, AbortSignal.timeout(settings.timeoutMs)]),
  });
  const call = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (err) {
      throw asUpstreamError(err, settings.timeoutMs);
    }
  };
  const awc = () => options(settings.aviationWeatherBaseUrl);
  const nws = () => options(settings.nwsBaseUrl);

  return {
    stationBatches: (ids) => awcStationBatches(ids, settings.aviationWeatherBaseUrl),
    async metars(ids) {
      const records = await call(() => fetchAwcMetars(ids, awc()));
      const results: StationResults<MetarObservation> = new Map();
      // Newest first wins when a station appears more than once.
      for (const record of [...records].sort((a, b) => b.obsTime - a.obsTime)) {
        const station = record.icaoId.toUpperCase();
        if (results.has(station)) continue;
        const decoded = decodeAwcMetar(record);
        results.set(
          station,
          decoded.ok ? { ok: true, value: decoded.value } : { ok: false, error: decoded.error },
        );
      }
      return results;
    },
    async tafs(ids) {
      const records = await call(() => fetchAwcTafs(ids, awc()));
      const results: StationResults<TafForecast> = new Map();
      for (const record of records) {
        const station = record.icaoId.toUpperCase();
        if (results.get(station)?.ok) continue;
        const decoded = decodeAwcTaf(record);
        results.set(
          station,
          decoded.ok ? { ok: true, value: decoded.value } : { ok: false, error: decoded.error },
        );
      }
      return results;
    },
    async metarHistory(station, hours) {
      const records = await call(() => fetchAwcMetarHistory([station], hours, awc()));
      return records
        .filter((record) => record.icaoId.toUpperCase() === station)
        .sort((a, b) => b.obsTime - a.obsTime)
        .flatMap((record) => {
          const decoded = decodeAwcMetar(record);
          return decoded.ok ? [decoded.value] : [];
        });
    },
    point: (lat, lon) => call(() => fetchNwsPoint(lat, lon, nws())),
    forecast: (point) => call(() => fetchNwsForecast(point.office, point.gridX, point.gridY, nws())),
  };
}

function asUpstreamError(err: unknown, timeoutMs: number): UpstreamError {
  if (err instanceof ClientError) {
    switch (err.reason) {
      case 'aborted':
        return new UpstreamError('timeout', `no answer within ${timeoutMs} ms`);
      case 'status':
        // api.weather.gov answers 404 for a point or grid it has no forecast for.
        return err.status === 404
          ? new UpstreamError('missing', err.message, 404)
          : new UpstreamError('status', err.message, err.status ?? undefined);
      case 'invalid-json':
        return new UpstreamError('invalid', err.message);
      case 'schema':
        return new UpstreamError('schema', err.message);
      default:
        return new UpstreamError('network', err.message);
    }
  }
  return new UpstreamError('invalid', err instanceof Error ? err.message : String(err));
}
