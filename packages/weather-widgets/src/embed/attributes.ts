// Reading an embedded element's attributes into a widget configuration, refusing bad values with a reason.
import type { WeatherConfig } from '../provider/weather-provider';

export type AttributeReader = (name: string) => string | null;
export type EmbedConfig =
  { ok: true; config: WeatherConfig; station: string; runwayList: number[] } | { ok: false; error: string };

const STATION = /^[A-Z0-9]{3,4}$/;

function num(read: AttributeReader, name: string, min: number, max: number): number | undefined | Error {
  const raw = read(name);
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max)
    return new Error(`${name} must be a number from ${min} to ${max}`);
  return value;
}

/**
 * Attributes: api-base (default '/api'), station, runways ("140,320"; any list of ends where `needs.runways` is 'any'), utc-offset, elevation, mag-var,
 * lat and lon. Only what a widget needs is required: `needs` names those.
 */
export function readEmbedConfig(
  read: AttributeReader,
  needs: { station?: boolean; runways?: boolean | 'any'; point?: boolean },
): EmbedConfig {
  const station = (read('station') ?? '').trim().toUpperCase();
  if (needs.station && !STATION.test(station))
    return { ok: false, error: 'station must be a 3–4 letter station id, e.g. KAFW' };
  const runwayText = read('runways');
  let runways: [number, number] = [0, 180];
  let runwayList: number[] = [];
  if (needs.runways || runwayText) {
    const parts = (runwayText ?? '').split(',').map((p) => Number(p.trim()));
    const bad = parts.some((p) => !Number.isFinite(p) || p < 0 || p > 360);
    // The diagram draws any number of runway ends; the crosswind table two.
    if (needs.runways === 'any' ? bad || parts.length > 12 : bad || parts.length !== 2) {
      return {
        ok: false,
        error:
          needs.runways === 'any'
            ? 'runways must be magnetic headings of the runway ends, e.g. "140,320" or "170,350,130,310"'
            : 'runways must be two magnetic headings, e.g. "140,320"',
      };
    }
    runwayList = parts;
    runways = [parts[0]!, parts[1] ?? (parts[0]! + 180) % 360];
  }
  const utcOffset = num(read, 'utc-offset', -12, 14);
  const elevation = num(read, 'elevation', -1500, 15000);
  const magVar = num(read, 'mag-var', -180, 180);
  const lat = num(read, 'lat', -90, 90);
  const lon = num(read, 'lon', -180, 180);
  for (const value of [utcOffset, elevation, magVar, lat, lon])
    if (value instanceof Error) return { ok: false, error: value.message };
  if (needs.point && (lat === undefined || lon === undefined))
    return { ok: false, error: 'lat and lon are needed for the forecast' };
  const apiBaseUrl = (read('api-base') ?? '').trim() || '/api';
  if (!/^(https?:\/\/|\/)/.test(apiBaseUrl))
    return { ok: false, error: 'api-base must be an http(s) URL or a path starting with /' };
  const config: WeatherConfig = {
    apiBaseUrl,
    stations: station ? [station] : [],
    runways,
    utcOffset: (utcOffset as number | undefined) ?? 0,
    ...(elevation !== undefined ? { elevation: elevation as number } : {}),
    ...(magVar !== undefined ? { magVar: magVar as number } : {}),
    ...(lat !== undefined && lon !== undefined
      ? { forecastPoint: { lat: lat as number, lon: lon as number } }
      : {}),
  };
  return { ok: true, config, station, runwayList };
}
