import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AWC_MAX_STATIONS,
  AWC_MAX_URL_LENGTH,
  UpstreamError,
  awcStationBatches,
  fetchAwcMetarHistory,
  fetchAwcMetars,
  fetchAwcTafs,
  fetchNwsForecast,
  fetchNwsPoint,
} from './upstream';
import { readFixture } from './test/fixtures';

type Route = { status: number; body?: string; delayMs?: number; contentType?: string };
let routes = new Map<string, Route>();
let seen: Array<{ url: string; headers: IncomingHttpHeaders }> = [];
let server: Server;
let baseUrl = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    const route = routes.get(req.url ?? '') ?? { status: 404, body: '{"status":404}' };
    const send = () => {
      res.writeHead(route.status, { 'content-type': route.contentType ?? 'application/json' });
      res.end(route.body);
    };
    if (route.delayMs) setTimeout(send, route.delayMs).unref();
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  routes = new Map();
  seen = [];
});

const options = () => ({ baseUrl: `${baseUrl}/`, userAgent: '(hangar, ops@example.com)' });
const failure = async (p: Promise<unknown>): Promise<UpstreamError> => {
  try {
    await p;
  } catch (e) {
    if (e instanceof UpstreamError) return e;
    throw e;
  }
  throw new Error('expected an UpstreamError');
};

describe('awcStationBatches', () => {
  const station = fc.stringMatching(/^[A-Z0-9]{3,4}$/);
  const longBase = `https://aviationweather.gov/${'x'.repeat(300)}`;

  it('splits any list into calls within the id and URL caps, keeping every id in order', () => {
    fc.assert(
      fc.property(
        fc.array(station, { maxLength: 2_000 }),
        fc.constantFrom(longBase, 'https://a.gov'),
        (ids, base) => {
          const batches = awcStationBatches(ids, base);
          expect(batches.flat()).toEqual(ids);
          for (const batch of batches) {
            expect(batch.length).toBeGreaterThan(0);
            expect(batch.length).toBeLessThanOrEqual(AWC_MAX_STATIONS);
            expect(`${base}/api/data/metar?ids=${batch.join(',')}&format=json`.length).toBeLessThanOrEqual(
              AWC_MAX_URL_LENGTH,
            );
          }
        },
      ),
      { numRuns: 50 },
    );
  });

  it('1,801 stations make 19 calls of at most 100', () => {
    const ids = Array.from({ length: 1_801 }, (_, i) => `Q${String(i).padStart(3, '0')}`);
    expect(awcStationBatches(ids, 'https://aviationweather.gov').map((b) => b.length)).toEqual([
      ...Array(18).fill(100),
      1,
    ]);
  });

  it('a call for more than one batch is refused before anything is sent', async () => {
    const ids = Array.from({ length: AWC_MAX_STATIONS + 1 }, (_, i) => `Q${String(i).padStart(3, '0')}`);
    await expect(fetchAwcMetars(ids, options())).rejects.toThrow(RangeError);
    await expect(fetchAwcTafs(['KAFW'], { ...options(), baseUrl: longBase.repeat(7) })).rejects.toThrow(
      /too long a call/,
    );
    expect(seen).toEqual([]);
  });
});

describe('fetchAwcMetarHistory', () => {
  it('asks for the hours wanted and validates every record', async () => {
    routes.set('/api/data/metar?ids=KBOS&format=json&hours=24', {
      status: 200,
      body: readFixture('aviationweather/awc_metar_json_KBOS_KMCI_KORD_2026-05-20.json'),
    });
    const records = await fetchAwcMetarHistory(['KBOS'], 24, options());
    expect(records).toHaveLength(3);
    expect(seen[0]?.url).toBe('/api/data/metar?ids=KBOS&format=json&hours=24');
  });

  it('refuses hours outside 1–168 before calling', async () => {
    await expect(fetchAwcMetarHistory(['KBOS'], 0, options())).rejects.toThrow(RangeError);
    await expect(fetchAwcMetarHistory(['KBOS'], 1.5, options())).rejects.toThrow(RangeError);
    expect(seen).toHaveLength(0);
  });
});

describe('fetchAwcMetars', () => {
  it('fetches several stations in one call, sends User-Agent and Accept, validates the records', async () => {
    routes.set('/api/data/metar?ids=KBOS,KMCI,KORD&format=json', {
      status: 200,
      body: readFixture('aviationweather/awc_metar_json_KBOS_KMCI_KORD_2026-05-20.json'),
    });
    const records = await fetchAwcMetars(['KBOS', 'kmci', 'KORD'], options());
    expect(records.map((r) => [r.icaoId, r.altim, r.visib, r.obsTime])).toEqual([
      ['KBOS', 1011.6, '10+', 1779270840],
      ['KMCI', 1024.8, '10+', 1779270780],
      ['KORD', 1022.1, '10+', 1779270660],
    ]);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers['user-agent']).toBe('(hangar, ops@example.com)');
    expect(seen[0]?.headers.accept).toBe('application/json');
  });

  it('204 (unknown station) is an empty list', async () => {
    routes.set('/api/data/metar?ids=KXYZ&format=json', { status: 204 });
    expect(await fetchAwcMetars(['KXYZ'], options())).toEqual([]);
  });

  it('a 500 is an UpstreamError with the status', async () => {
    routes.set('/api/data/metar?ids=KAFW&format=json', { status: 500, body: 'oops' });
    const e = await failure(fetchAwcMetars(['KAFW'], options()));
    expect([e.reason, e.status]).toEqual(['status', 500]);
  });

  it('invalid JSON is an UpstreamError "invalid-json"', async () => {
    routes.set('/api/data/metar?ids=KAFW&format=json', { status: 200, body: '<html>maintenance</html>' });
    const e = await failure(fetchAwcMetars(['KAFW'], options()));
    expect(e.reason).toBe('invalid-json');
    expect(e.message).toContain('<html>');
  });

  it('a schema change is an UpstreamError "schema" naming the field', async () => {
    const renamed = readFixture('aviationweather/awc_metar_json_KBOS_KMCI_KORD_2026-05-20.json').replaceAll(
      '"rawOb"',
      '"rawObservation"',
    );
    routes.set('/api/data/metar?ids=KBOS&format=json', { status: 200, body: renamed });
    const e = await failure(fetchAwcMetars(['KBOS'], options()));
    expect(e.reason).toBe('schema');
    expect(e.message).toContain('[0].rawOb: expected text');
    routes.set('/api/data/metar?ids=KBOS&format=json', { status: 200, body: '{"data":[]}' });
    expect((await failure(fetchAwcMetars(['KBOS'], options()))).reason).toBe('schema');
  });

  it("the caller's signal times the call out", async () => {
    routes.set('/api/data/metar?ids=KAFW&format=json', { status: 200, body: '[]', delayMs: 2000 });
    const e = await failure(fetchAwcMetars(['KAFW'], { ...options(), signal: AbortSignal.timeout(100) }));
    expect(e.reason).toBe('aborted');
  });

  it('a refused connection is an UpstreamError "network"', async () => {
    const e = await failure(fetchAwcMetars(['KAFW'], { baseUrl: 'http://127.0.0.1:1', userAgent: 'x' }));
    expect(e.reason).toBe('network');
  });

  it('refuses bad station ids before calling', async () => {
    await expect(fetchAwcMetars([], options())).rejects.toThrow(RangeError);
    await expect(fetchAwcMetars(['KAFW&x=1'], options())).rejects.toThrow(RangeError);
    expect(seen).toEqual([]);
  });
});

describe('fetchAwcTafs', () => {
  it('returns the TAF records with rawTAF; [] means none', async () => {
    routes.set('/api/data/taf?ids=KORD,KBOS,KMCI&format=json', {
      status: 200,
      body: readFixture('aviationweather/awc_taf_json_KORD_KBOS_KMCI_2026-05-20.json'),
    });
    routes.set('/api/data/taf?ids=KAFW&format=json', { status: 200, body: '[]' });
    const tafs = await fetchAwcTafs(['KORD', 'KBOS', 'KMCI'], options());
    expect(tafs.map((t) => t.rawTAF.slice(0, 24))).toEqual([
      'TAF KORD 200852Z 2009/21',
      'TAF KBOS 200846Z 2009/21',
      'TAF KMCI 200520Z 2006/21',
    ]);
    expect(await fetchAwcTafs(['KAFW'], options())).toEqual([]);
  });
});

describe('api.weather.gov', () => {
  it('fetchNwsPoint: 4-decimal coordinates, geo+json, office and grid', async () => {
    routes.set('/points/33.1394,-96.8135', {
      status: 200,
      body: readFixture('nws/nws_points_FWD_frisco_33.1394_-96.8135.json'),
      contentType: 'application/geo+json',
    });
    const point = await fetchNwsPoint(33.13941, -96.81349, options());
    expect(point).toEqual({
      office: 'FWD',
      gridX: 89,
      gridY: 120,
      forecastUrl: 'https://api.weather.gov/gridpoints/FWD/89,120/forecast',
      timeZone: 'America/Chicago',
    });
    expect(seen[0]?.headers.accept).toBe('application/geo+json');
    expect(seen[0]?.headers['user-agent']).toBe('(hangar, ops@example.com)');
  });

  it('fetchNwsForecast: the 2022 shape (updated, no precipitation chance)', async () => {
    routes.set('/gridpoints/GSP/55,25/forecast', {
      status: 200,
      body: readFixture('nws/nws_forecast_GSP_55-25_2022-03-05.json'),
    });
    const f = await fetchNwsForecast('GSP', 55, 25, options());
    expect(f).toMatchObject({ office: 'GSP', gridX: 55, gridY: 25, updated: '2022-03-05T23:14:40+00:00' });
    expect(f.periods).toHaveLength(14);
    expect(f.periods[0]).toEqual({
      number: 1,
      name: 'Tonight',
      startTime: '2022-03-05T20:00:00-05:00',
      isDaytime: false,
      icon: 'https://api.weather.gov/icons/land/night/bkn?size=medium',
      shortForecast: 'Mostly Cloudy',
      detailedForecast: 'Mostly cloudy, with a low around 54. Southeast wind 3 to 7 mph.',
      temperature: 54,
      temperatureUnit: 'F',
      windDirection: 'SE',
      windSpeed: '3 to 7 mph',
      probabilityOfPrecipitation: null,
    });
  });

  it('fetchNwsForecast: the 2025 shape (updateTime, probabilityOfPrecipitation.value, sometimes null)', async () => {
    const body = readFixture('nws/nws_forecast_rochesterNY_2025-01-05.json');
    routes.set('/gridpoints/BUF/50,60/forecast', { status: 200, body });
    const f = await fetchNwsForecast('BUF', 50, 60, options());
    expect(f.updated).toBe('2025-01-05T20:40:16+00:00');
    expect(f.periods[0]?.probabilityOfPrecipitation).toBe(60);
    const expected = (
      JSON.parse(body) as {
        properties: { periods: Array<{ probabilityOfPrecipitation?: { value: number | null } }> };
      }
    ).properties.periods.map((p) => p.probabilityOfPrecipitation?.value ?? null);
    expect(f.periods.map((p) => p.probabilityOfPrecipitation)).toEqual(expected);
  });

  it('a forecast without periods is a schema error; a 503 a status error', async () => {
    routes.set('/gridpoints/FWD/89,120/forecast', { status: 200, body: '{"properties":{}}' });
    expect((await failure(fetchNwsForecast('FWD', 89, 120, options()))).reason).toBe('schema');
    routes.set('/points/33.1394,-96.8135', { status: 503, body: '{}' });
    expect(await failure(fetchNwsPoint(33.1394, -96.8135, options()))).toMatchObject({
      reason: 'status',
      status: 503,
    });
  });
});
