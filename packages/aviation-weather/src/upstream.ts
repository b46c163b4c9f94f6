// Upstream clients for aviationweather.gov and api.weather.gov over the platform fetch; failures are UpstreamErrors.
import type { ForecastPeriod, ForecastResponse } from './types';
import { validateAwcMetarRecord, validateAwcTafRecord, type AwcMetarRecord, type AwcTafRecord } from './awc';
import { ShapeCheck, isFiniteNumber, isObject } from './validate';

export type UpstreamOptions = {
  /** e.g. https://aviationweather.gov or https://api.weather.gov (a trailing slash is fine). */
  baseUrl: string;
  /** api.weather.gov asks for an identifying one, e.g. "(hangar, ops@example.com)". */
  userAgent: string;
  /** Timeouts are the caller's: pass AbortSignal.timeout(10_000). */
  signal?: AbortSignal;
  /** Another fetch implementation; default: the global one. */
  fetch?: typeof fetch;
};

export type UpstreamFailure = 'network' | 'aborted' | 'status' | 'invalid-json' | 'schema';

/** Why an upstream call failed: `reason`, the HTTP `status` when there was one, and the `url`. */
export class UpstreamError extends Error {
  override readonly name = 'UpstreamError';
  constructor(
    readonly reason: UpstreamFailure,
    message: string,
    readonly url: string,
    readonly status: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export type NwsPoint = {
  office: string;
  gridX: number;
  gridY: number;
  forecastUrl: string | null;
  timeZone: string | null;
};

const STATION_RE = /^[A-Za-z0-9]{3,4}$/;

async function getJson(
  url: string,
  accept: string,
  options: UpstreamOptions,
): Promise<{ status: number; body: unknown }> {
  const doFetch = options.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await doFetch(url, {
      headers: { 'User-Agent': options.userAgent, Accept: accept },
      signal: options.signal,
    });
  } catch (e) {
    const aborted =
      options.signal?.aborted === true ||
      (e instanceof Error && (e.name === 'AbortError' || e.name === 'TimeoutError'));
    throw new UpstreamError(
      aborted ? 'aborted' : 'network',
      `${aborted ? 'Aborted (timeout?)' : 'Network error'} calling ${url}: ${e instanceof Error ? e.message : String(e)}`,
      url,
      null,
      { cause: e },
    );
  }
  if (response.status === 204) return { status: 204, body: undefined };
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new UpstreamError(
      'status',
      `${url} answered ${response.status} ${response.statusText}`.trim(),
      url,
      response.status,
    );
  }
  let text: string;
  try {
    text = await response.text();
  } catch (e) {
    const aborted = options.signal?.aborted === true;
    throw new UpstreamError(
      aborted ? 'aborted' : 'network',
      `Reading ${url} failed: ${e instanceof Error ? e.message : String(e)}`,
      url,
      response.status,
      { cause: e },
    );
  }
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch (e) {
    throw new UpstreamError(
      'invalid-json',
      `${url} answered text that is not JSON: ${JSON.stringify(text.slice(0, 60))}`,
      url,
      response.status,
      { cause: e },
    );
  }
}

const base = (url: string) => url.replace(/\/+$/, '');

/**
 * Most station ids asked for in one aviationweather.gov call: the service answers at most 400 records a query and
 * limits requests to 100 a minute, so a few calls of 100 serve a crowd.
 */
export const AWC_MAX_STATIONS = 100;
/** Longest URL sent to aviationweather.gov: one call listing 1,801 stations (a 9 KB URL) was answered 414. */
export const AWC_MAX_URL_LENGTH = 2048;

const awcUrl = (baseUrl: string, product: 'metar' | 'taf', list: string) =>
  `${base(baseUrl)}/api/data/${product}?ids=${list}&format=json`;

function stationList(ids: readonly string[], baseUrl: string): string {
  if (ids.length === 0) throw new RangeError('At least one station id is needed.');
  const bad = ids.find((id) => !STATION_RE.test(id));
  if (bad !== undefined) throw new RangeError(`Not a station id: ${JSON.stringify(bad)}`);
  const list = ids.map((id) => id.toUpperCase()).join(',');
  if (ids.length > AWC_MAX_STATIONS || awcUrl(baseUrl, 'metar', list).length > AWC_MAX_URL_LENGTH)
    throw new RangeError(
      `${ids.length} stations make too long a call; split them with awcStationBatches (at most ${AWC_MAX_STATIONS} and ${AWC_MAX_URL_LENGTH} characters a URL).`,
    );
  return list;
}

/**
 * Splits station ids into lists, in order, each making one aviationweather.gov call within AWC_MAX_STATIONS ids
 * and AWC_MAX_URL_LENGTH characters (METAR or TAF) from `baseUrl`.
 */
export function awcStationBatches(ids: readonly string[], baseUrl: string): string[][] {
  const batches: string[][] = [];
  let current: string[] = [];
  let length = awcUrl(baseUrl, 'metar', '').length;
  const empty = length;
  for (const id of ids) {
    const added = id.length + (current.length ? 1 : 0);
    if (current.length && (current.length >= AWC_MAX_STATIONS || length + added > AWC_MAX_URL_LENGTH)) {
      batches.push(current);
      current = [];
      length = empty;
    }
    length += id.length + (current.length ? 1 : 0);
    current.push(id);
  }
  if (current.length) batches.push(current);
  return batches;
}

function validateList<T>(
  body: unknown,
  url: string,
  status: number,
  validate: (r: unknown, where: string) => { ok: true; value: T } | { ok: false; error: string },
): T[] {
  if (!Array.isArray(body))
    throw new UpstreamError('schema', `${url} answered JSON that is not a list`, url, status);
  return body.map((record, i) => {
    const v = validate(record, `[${i}]`);
    if (!v.ok)
      throw new UpstreamError('schema', `${url} answered an unexpected record: ${v.error}`, url, status);
    return v.value;
  });
}

/**
 * Latest METARs for several stations in one call: `${baseUrl}/api/data/metar?ids=KAFW,KFTW&format=json`; at
 * most one batch of `awcStationBatches` (a longer list throws a RangeError).
 * An empty list means no data (aviationweather.gov answers 204 for an unknown station). Throws
 * UpstreamError on a network failure or abort, a non-2xx status, invalid JSON, or records of another shape.
 */
export async function fetchAwcMetars(
  ids: readonly string[],
  options: UpstreamOptions,
): Promise<AwcMetarRecord[]> {
  const url = awcUrl(options.baseUrl, 'metar', stationList(ids, options.baseUrl));
  const { status, body } = await getJson(url, 'application/json', options);
  if (status === 204) return [];
  return validateList(body, url, status, validateAwcMetarRecord);
}

/**
 * Every METAR of the last `hours` (1–168) for the stations, newest first, in one call:
 * `${baseUrl}/api/data/metar?ids=KAFW&format=json&hours=24`. Fails as `fetchAwcMetars`.
 */
export async function fetchAwcMetarHistory(
  ids: readonly string[],
  hours: number,
  options: UpstreamOptions,
): Promise<AwcMetarRecord[]> {
  if (!Number.isInteger(hours) || hours < 1 || hours > 168)
    throw new RangeError(`hours must be a whole number from 1 to 168, not ${hours}`);
  const url = `${awcUrl(options.baseUrl, 'metar', stationList(ids, options.baseUrl))}&hours=${hours}`;
  const { status, body } = await getJson(url, 'application/json', options);
  if (status === 204) return [];
  return validateList(body, url, status, validateAwcMetarRecord);
}

/** Current TAFs for several stations in one call (`/api/data/taf?ids=…&format=json`); `[]` means none issued. */
export async function fetchAwcTafs(
  ids: readonly string[],
  options: UpstreamOptions,
): Promise<AwcTafRecord[]> {
  const url = awcUrl(options.baseUrl, 'taf', stationList(ids, options.baseUrl));
  const { status, body } = await getJson(url, 'application/json', options);
  if (status === 204) return [];
  return validateList(body, url, status, validateAwcTafRecord);
}

function checkCoordinate(lat: number, lon: number): void {
  if (!Number.isFinite(lat) || lat < -90 || lat > 90) throw new RangeError(`Latitude out of range: ${lat}`);
  if (!Number.isFinite(lon) || lon < -180 || lon > 180)
    throw new RangeError(`Longitude out of range: ${lon}`);
}

/** The forecast office and grid cell of a point: `${baseUrl}/points/{lat},{lon}` (4 decimals). */
export async function fetchNwsPoint(lat: number, lon: number, options: UpstreamOptions): Promise<NwsPoint> {
  checkCoordinate(lat, lon);
  const url = `${base(options.baseUrl)}/points/${lat.toFixed(4)},${lon.toFixed(4)}`;
  const { status, body } = await getJson(url, 'application/geo+json', options);
  const props = isObject(body) ? body.properties : undefined;
  if (!isObject(props))
    throw new UpstreamError('schema', `${url} answered without "properties"`, url, status);
  const check = new ShapeCheck(props, 'properties')
    .check('gridId', (v) => typeof v === 'string' && /^[A-Z]{3}$/.test(v), 'an office id')
    .check('gridX', (v) => Number.isInteger(v), 'an integer')
    .check('gridY', (v) => Number.isInteger(v), 'an integer')
    .result<{ gridId: string; gridX: number; gridY: number; forecast?: unknown; timeZone?: unknown }>();
  if (!check.ok)
    throw new UpstreamError('schema', `${url} answered an unexpected point: ${check.error}`, url, status);
  const p = check.value;
  return {
    office: p.gridId,
    gridX: p.gridX,
    gridY: p.gridY,
    forecastUrl: typeof p.forecast === 'string' ? p.forecast : null,
    timeZone: typeof p.timeZone === 'string' ? p.timeZone : null,
  };
}

function numberOrValue(v: unknown): number | null {
  if (isFiniteNumber(v)) return v;
  if (isObject(v) && isFiniteNumber(v.value)) return v.value;
  return null;
}

function toPeriod(raw: unknown, i: number, url: string, status: number): ForecastPeriod {
  if (!isObject(raw))
    throw new UpstreamError('schema', `${url}: periods[${i}] is not an object`, url, status);
  const check = new ShapeCheck(raw, `periods[${i}]`)
    .string('name')
    .string('startTime')
    .string('shortForecast')
    .check('temperature', (v) => numberOrValue(v) !== null, 'a temperature')
    .string('detailedForecast', { optional: true, nullable: true })
    .string('icon', { optional: true, nullable: true })
    .string('windSpeed', { optional: true, nullable: true })
    .string('windDirection', { optional: true, nullable: true })
    .result<Record<string, unknown>>();
  if (!check.ok)
    throw new UpstreamError(
      'schema',
      `${url} answered an unexpected forecast period: ${check.error}`,
      url,
      status,
    );
  const p = check.value;
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    number: Number.isInteger(p.number) ? (p.number as number) : i + 1,
    name: str(p.name),
    startTime: str(p.startTime),
    isDaytime: p.isDaytime === true,
    icon: str(p.icon),
    shortForecast: str(p.shortForecast),
    detailedForecast: str(p.detailedForecast),
    temperature: numberOrValue(p.temperature) ?? 0,
    temperatureUnit: p.temperatureUnit === 'C' ? 'C' : 'F',
    windDirection: str(p.windDirection),
    windSpeed: str(p.windSpeed),
    // Present since 2023 as { unitCode, value }; value is null when the NWS gives no chance.
    probabilityOfPrecipitation: numberOrValue(p.probabilityOfPrecipitation),
  };
}

/** The 7-day forecast of a grid cell: `${baseUrl}/gridpoints/{office}/{x},{y}/forecast`, periods mapped. */
export async function fetchNwsForecast(
  office: string,
  gridX: number,
  gridY: number,
  options: UpstreamOptions,
): Promise<ForecastResponse> {
  if (!/^[A-Z]{3}$/.test(office)) throw new RangeError(`Not a forecast office: ${JSON.stringify(office)}`);
  if (!Number.isInteger(gridX) || !Number.isInteger(gridY) || gridX < 0 || gridY < 0)
    throw new RangeError(`Not a grid cell: ${gridX},${gridY}`);
  const url = `${base(options.baseUrl)}/gridpoints/${office}/${gridX},${gridY}/forecast`;
  const { status, body } = await getJson(url, 'application/geo+json', options);
  return parseNwsForecast(body, { office, gridX, gridY }, url, status);
}

/**
 * Maps an api.weather.gov forecast body (the 2022 and the 2025 shapes) to a ForecastResponse; throws an
 * UpstreamError of kind 'schema' naming `source` when it does not fit.
 */
export function parseNwsForecast(
  body: unknown,
  { office, gridX, gridY }: { office: string; gridX: number; gridY: number },
  source = 'the forecast',
  status = 200,
): ForecastResponse {
  const props = isObject(body) ? body.properties : undefined;
  if (!isObject(props) || !Array.isArray(props.periods))
    throw new UpstreamError('schema', `${source} answered without "properties.periods"`, source, status);
  const periods = props.periods.map((p, i) => toPeriod(p, i, source, status));
  // 2022 responses carry `updated`; 2025 ones only `updateTime` and `generatedAt`.
  const updated =
    [props.updated, props.updateTime, props.generatedAt].find((v): v is string => typeof v === 'string') ??
    null;
  return { office, gridX, gridY, updated, periods };
}
