// The upstream port of the weather service and its implementation over @hangar/aviation-weather's clients.
import type { ForecastResponse, MetarObservation, TafForecast } from '@hangar/aviation-weather';

export type NwsPoint = { office: string; gridX: number; gridY: number };

/** Per station: the decoded value, or why that station's record could not be used. Absent: upstream has none. */
export type StationResults<V> = Map<string, { ok: true; value: V } | { ok: false; error: string }>;

/** What the cache needs from upstream. Call-level failures reject with an `UpstreamError`. */
export type WeatherUpstream = {
  metars(ids: string[]): Promise<StationResults<MetarObservation>>;
  tafs(ids: string[]): Promise<StationResults<TafForecast>>;
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

// PROVISIONAL until @hangar/aviation-weather's clients land: a minimal JSON fetch so the cache can be exercised.
import { decodeMetar } from '@hangar/aviation-weather';
import { UpstreamError } from './last-good-cache';

async function getJson(url: string, s: UpstreamSettings): Promise<unknown | null> {
  let res: Response;
  try {
    res = await s.fetch(url, { headers: { 'user-agent': s.userAgent, accept: 'application/json' }, signal: AbortSignal.any([s.signal, AbortSignal.timeout(s.timeoutMs)]) });
  } catch (err) {
    const timeout = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    throw new UpstreamError(timeout ? 'timeout' : 'network', timeout ? `no answer within ${s.timeoutMs} ms` : String(err));
  }
  if (res.status === 204) return null;
  if (res.status === 404) throw new UpstreamError('missing', 'not found', 404);
  if (!res.ok) throw new UpstreamError('status', `HTTP ${res.status}`, res.status);
  const text = await res.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new UpstreamError('invalid', 'answer is not JSON');
  }
}

export function createUpstream(s: UpstreamSettings): WeatherUpstream {
  return {
    async metars(ids) {
      const body = await getJson(`${s.aviationWeatherBaseUrl}/api/data/metar?ids=${ids.join(',')}&format=json`, s);
      const results: StationResults<MetarObservation> = new Map();
      if (body === null) return results;
      if (!Array.isArray(body)) throw new UpstreamError('schema', 'not an array');
      for (const r of body as Array<Record<string, unknown>>) {
        if (typeof r.icaoId !== 'string' || typeof r.rawOb !== 'string') continue;
        const d = decodeMetar(r.rawOb, { now: new Date(Number(r.obsTime) * 1000) });
        results.set(r.icaoId, d.ok ? { ok: true, value: d.value } : { ok: false, error: d.error });
      }
      if (body.length > 0 && results.size === 0) throw new UpstreamError('schema', 'no record has icaoId and rawOb');
      return results;
    },
    async tafs() {
      throw new UpstreamError('schema', 'TAF client not there yet');
    },
    async point(lat, lon) {
      const body = (await getJson(`${s.nwsBaseUrl}/points/${lat},${lon}`, s)) as { properties?: { gridId?: string; gridX?: number; gridY?: number } } | null;
      const p = body?.properties;
      if (!p || typeof p.gridId !== 'string' || typeof p.gridX !== 'number' || typeof p.gridY !== 'number') throw new UpstreamError('schema', 'no grid');
      return { office: p.gridId, gridX: p.gridX, gridY: p.gridY };
    },
    async forecast(point) {
      const body = (await getJson(`${s.nwsBaseUrl}/gridpoints/${point.office}/${point.gridX},${point.gridY}/forecast`, s)) as { properties?: { periods?: unknown[]; updated?: string } } | null;
      const periods = body?.properties?.periods;
      if (!Array.isArray(periods)) throw new UpstreamError('schema', 'no periods');
      return { office: point.office, gridX: point.gridX, gridY: point.gridY, updated: body?.properties?.updated ?? null, periods: periods as never };
    },
  };
}
