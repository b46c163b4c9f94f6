// The recorded upstreams: answers aviationweather.gov and api.weather.gov requests like the real services, from fixture files.
import type { WeatherRecording } from '@hangar/aviation-weather';
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
  /** The 24 hours before KAFW's recorded report, built from the north-Texas reports (its header says how). */
  kafwDay: 'metars-KAFW-24h.txt',
  awcMetars: 'aviationweather/awc_metar_json_KBOS_KMCI_KORD_2026-05-20.json',
  awcTafs: 'aviationweather/awc_taf_json_KORD_KBOS_KMCI_2026-05-20.json',
  points: 'nws/nws_points_FWD_frisco_33.1394_-96.8135.json',
  forecast: 'nws/nws_forecast_rochesterNY_2025-01-05.json',
};

/** Where each recording was made that the files themselves do not name. */
const PLACES = {
  northTexasMetars: 'around Fort Worth, Texas',
  forecast: 'for Rochester, New York',
};

/** What, where and when was recorded behind each replayed answer, for its `meta.recording`. */
export type ReplayRecordings = {
  /** Undefined for a station with no recorded METAR (it answers 404). */
  metar(station: string): WeatherRecording | undefined;
  /** Behind the wind history of a station: its day of reports, or its one recorded METAR. */
  metarHistory(station: string): WeatherRecording | undefined;
  taf(station: string): WeatherRecording;
  forecast: WeatherRecording;
};

/** The replay recordings of each weather service: set by createWeatherService in replay mode. */
export const replayRecordings = new WeakMap<object, ReplayRecordings>();

const MONTHS = 'January February March April May June July August September October November December';
const utcDay = (d: Date) => `${d.getUTCDate()} ${MONTHS.split(' ')[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
const utcClock = (d: Date) => d.toISOString().slice(11, 16);
/** '09:52–10:17 UTC' from times of one day. */
function clockRange(times: Date[]): string {
  const sorted = times.map((t) => utcClock(t)).sort();
  const [first, last] = [sorted[0] ?? '', sorted.at(-1) ?? ''];
  return `${first === last ? first : `${first}–${last}`} UTC`;
}
function words(list: string[]): string {
  return list.length < 2 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
}

/**
 * Describes the recordings in `dir` from the files themselves (stations, names, times); only the places
 * that no file names are written here. The north-Texas METARs carry day and time but no month or year.
 */
export function describeRecordings(dir: string): ReplayRecordings {
  const read = (file: string) => readFileSync(join(dir, file), 'utf8');
  const texas = new Set<string>();
  const texasTimes: Date[] = [];
  let texasDay = '';
  for (const line of read(files.northTexasMetars).split('\n')) {
    const match = /^(?:(?:METAR|SPECI)\s+)?([A-Z0-9]{4})\s+(\d{2})(\d{2})(\d{2})Z\b/.exec(line.trim());
    if (!match) continue;
    const [, station = '', day = '', hour = '', minute = ''] = match;
    texas.add(station);
    texasDay = day;
    texasTimes.push(new Date(Date.UTC(2000, 0, 1, Number(hour), Number(minute))));
  }
  const northTexas: WeatherRecording = {
    what: `METARs of ${texas.size} north-Texas stations`,
    place: PLACES.northTexasMetars,
    time: `${clockRange(texasTimes)} on day ${texasDay} of a month the reports do not name (a METAR carries no month or year)`,
  };
  type AwcRecord = { icaoId: string; name?: string; obsTime?: number; issueTime?: string };
  const awc = (records: AwcRecord[], what: string, when: (r: AwcRecord) => Date): WeatherRecording => {
    const times = records.map(when);
    const day = times[0] ? utcDay(times[0]) : '';
    return {
      what: `${what} of ${words(records.map((r) => r.icaoId))}`,
      place: `at ${words(records.map((r) => (r.name ?? r.icaoId).replace(/, US$/, '')))}`,
      time: `${what === 'TAFs' ? 'issued ' : ''}${day}, ${clockRange(times)}`,
    };
  };
  const awcMetarRecords = JSON.parse(read(files.awcMetars)) as AwcRecord[];
  const awcMetars = awc(awcMetarRecords, 'METARs', (r) => new Date((r.obsTime ?? 0) * 1000));
  const awcMetarStations = new Set(awcMetarRecords.map((r) => r.icaoId));
  const tafRecords = JSON.parse(read(files.awcTafs)) as AwcRecord[];
  const tafs = awc(tafRecords, 'TAFs', (r) => new Date(r.issueTime ?? 0));
  const tafStations = new Set(tafRecords.map((r) => r.icaoId));
  const forecast = JSON.parse(read(files.forecast)) as {
    properties: { updateTime?: string; updated?: string; generatedAt?: string };
  };
  const issued = new Date(
    forecast.properties.updateTime ?? forecast.properties.updated ?? forecast.properties.generatedAt ?? 0,
  );
  const metar = (station: string) =>
    awcMetarStations.has(station) ? awcMetars : texas.has(station) ? northTexas : undefined;
  const day = historyLines(read(files.kafwDay));
  const dayStations = new Set(day.map((line) => line.slice(0, 4)));
  return {
    metar,
    metarHistory: (station) =>
      dayStations.has(station)
        ? {
            what: `${day.length} METARs of ${station} over the day before its recorded report`,
            place: PLACES.northTexasMetars,
            time: `the 24 hours up to ${northTexas.time}`,
            note: 'Built from the recorded north-Texas reports: each hour carries the wind of another station of that recording',
          }
        : metar(station),
    taf: (station) =>
      tafStations.has(station)
        ? tafs
        : { ...tafs, note: `None was recorded for ${station}, so it shows as having no TAF` },
    forecast: {
      what: 'The NWS 7-day forecast',
      place: PLACES.forecast,
      time: `issued ${utcDay(issued)}, ${utcClock(issued)} UTC`,
      note: 'Served here for any point: it is not the forecast for this place',
    },
  };
}

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
  // A day of reports per station, dated up to that station's recorded report (their day and time alone).
  const days = new Map<string, AwcRecord[]>();
  for (const line of historyLines(read(files.kafwDay))) {
    const latest = metars.get(line.slice(0, 4));
    const record = awcRecordFromRaw(line, latest ? new Date((latest.obsTime as number) * 1000) : reference);
    if (record) days.set(record.icaoId, [...(days.get(record.icaoId) ?? []), record]);
  }
  const newestFirst = (records: AwcRecord[]) =>
    [...records].sort((a, b) => (b.obsTime as number) - (a.obsTime as number));
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
      // `hours=`: every report of those hours, newest first (a station without a recorded day has its one).
      const history = path.endsWith('metar') && url.searchParams.has('hours');
      const found = ids.flatMap((id) =>
        history && days.has(id) ? newestFirst(days.get(id)!) : (source.get(id) ?? []),
      );
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

/** The report lines of a recording of several hours (its `#` lines say how it was made). */
function historyLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
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
  const [, type, station = '', day = '', hour = '', minute = ''] = match;
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
