// The recorded upstreams: answers aviationweather.gov and api.weather.gov requests like the real services, from fixture files.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type RecordedAnswer = { status: number; contentType?: string; body: string };
export type RecordedHandler = (url: URL) => RecordedAnswer;

/** Where the replayed forecast was recorded; it is served for any point. */
export const REPLAY_FORECAST_NOTE =
  'Replay: the recorded NWS forecast (Rochester, NY, 2025-01-05) is served for any point';

type AwcRecord = { icaoId: string } & Record<string, unknown>;

const files = {
  northTexasMetars: 'metars-north-texas.txt',
  awcMetars: 'aviationweather/awc_metar_json_KBOS_KMCI_KORD_2026-05-20.json',
  awcTafs: 'aviationweather/awc_taf_json_KORD_KBOS_KMCI_2026-05-20.json',
  points: 'nws/nws_points_FWD_frisco_33.1394_-96.8135.json',
  forecast: 'nws/nws_forecast_rochesterNY_2025-01-05.json',
};

/**
 * Reads the recordings in `dir` once and returns a handler for request URLs of either service.
 * Raw METARs carry only day and time (`021016Z`): they are dated in the latest month, up to `reference`,
 * that has that day, as a receiver of the live report would have dated it.
 */
export function recordedUpstream(dir: string, reference = new Date()): RecordedHandler {
  const read = (file: string) => readFileSync(join(dir, file), 'utf8');
  const metars = new Map<string, AwcRecord>();
  for (const line of read(files.northTexasMetars).split('\n')) {
    const record = awcRecordFromRaw(line.trim(), reference);
    if (record) metars.set(record.icaoId, record);
  }
  for (const record of JSON.parse(read(files.awcMetars)) as AwcRecord[]) metars.set(record.icaoId, record);
  const tafs = new Map<string, AwcRecord>();
  for (const record of JSON.parse(read(files.awcTafs)) as AwcRecord[]) tafs.set(record.icaoId, record);
  const pointsBody = read(files.points);
  const forecastBody = read(files.forecast);
  const points = JSON.parse(pointsBody) as { properties: { gridId: string; gridX: number; gridY: number } };
  const forecastPath = `/gridpoints/${points.properties.gridId}/${points.properties.gridX},${points.properties.gridY}/forecast`;

  const json = (value: unknown, status = 200): RecordedAnswer => ({
    status,
    contentType: 'application/json',
    body: JSON.stringify(value),
  });
  const geoJson = (body: string): RecordedAnswer => ({
    status: 200,
    contentType: 'application/geo+json',
    body,
  });
  const problem = (status: number, detail: string): RecordedAnswer => ({
    status,
    contentType: 'application/problem+json',
    body: JSON.stringify({
      type: 'https://api.weather.gov/problems/NotFound',
      title: 'Not Found',
      status,
      detail,
    }),
  });

  return (url) => {
    const path = url.pathname;
    if (path === '/api/data/metar' || path === '/api/data/taf') {
      const ids = (url.searchParams.get('ids') ?? '').split(',').map((id) => id.trim().toUpperCase());
      const source = path.endsWith('metar') ? metars : tafs;
      const found = ids.flatMap((id) => source.get(id) ?? []);
      // The data API answers 204 when it knows none of the stations; a station without a TAF gives [].
      if (found.length === 0 && path.endsWith('metar')) return { status: 204, body: '' };
      return json(found);
    }
    if (/^\/points\/-?\d+(\.\d+)?,-?\d+(\.\d+)?$/.test(path)) {
      // Links inside the recording point at the real service; point them back at whoever was asked.
      return geoJson(pointsBody.replaceAll('https://api.weather.gov', url.origin));
    }
    if (path === forecastPath) return geoJson(forecastBody);
    if (path.startsWith('/gridpoints/')) return problem(404, `No recorded forecast for ${path}`);
    return problem(404, `Not recorded: ${path}`);
  };
}

/** A `fetch` that answers from the recorded handler, for the replay mode (no network, no port). */
export function recordedFetch(handler: RecordedHandler): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    init?.signal?.throwIfAborted();
    const answer = handler(new URL(request.url));
    const headers = answer.contentType ? { 'content-type': answer.contentType } : undefined;
    return new Response(answer.status === 204 ? null : answer.body, { status: answer.status, headers });
  };
}

/** The aviationweather.gov JSON record of a raw METAR line: station, time and raw text, as the data API lists them. */
function awcRecordFromRaw(raw: string, reference: Date): AwcRecord | null {
  const match = /^(?:(METAR|SPECI)\s+)?([A-Z0-9]{4})\s+(\d{2})(\d{2})(\d{2})Z\b/.exec(raw);
  if (!match) return null;
  const [, type, station, day, hour, minute] = match as unknown as [
    string,
    string | undefined,
    string,
    string,
    string,
    string,
  ];
  const obs = dateFromDayTime(Number(day), Number(hour), Number(minute), reference);
  return {
    icaoId: station,
    obsTime: Math.floor(obs.getTime() / 1000),
    reportTime: obs.toISOString(),
    metarType: type ?? 'METAR',
    rawOb: raw,
  };
}

function dateFromDayTime(day: number, hour: number, minute: number, reference: Date): Date {
  for (let back = 0; back < 12; back++) {
    const candidate = new Date(
      Date.UTC(reference.getUTCFullYear(), reference.getUTCMonth() - back, day, hour, minute),
    );
    // Skip months without that day (Date.UTC rolls 31 April over into May) and times still in the future.
    if (candidate.getUTCDate() === day && candidate.getTime() <= reference.getTime() + 60_000)
      return candidate;
  }
  return new Date(Date.UTC(reference.getUTCFullYear(), reference.getUTCMonth(), day, hour, minute));
}
