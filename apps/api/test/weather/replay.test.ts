// Replay mode end to end: recorded reports through the same clients and cache, no network, marked as replayed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureMetar, startApp, type TestApp } from './helpers';

describe('WEATHER_SOURCE=replay', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Base URLs pointing at a closed port: any network use would fail the requests below.
    t = await startApp({
      WEATHER_SOURCE: 'replay',
      AVIATIONWEATHER_BASE_URL: 'http://127.0.0.1:9',
      NWS_BASE_URL: 'http://127.0.0.1:9',
    });
  });
  afterAll(() => t?.close());

  it('serves every endpoint from the recordings, each marked replay', async () => {
    const paths = [
      '/api/NoaaMetar/KAFW',
      '/api/NoaaDecodedMetar/KFTW',
      '/api/NoaaTaf/KORD',
      '/api/NoaaCrosswindMetar/KAFW/140/320/-6',
      '/api/NoaaCrosswindMetarDensityAltitude/KAFW/140/320/-6/722',
      '/api/forecast/32.9312,-97.4117',
    ];
    for (const path of paths) {
      const { status, body } = await t.get(path);
      expect(status, path).toBe(200);
      expect(body.meta, path).toMatchObject({ replay: true, stale: false });
    }
  });

  it('replays the recorded north-Texas METARs and the aviationweather.gov JSON records', async () => {
    expect((await t.get('/api/NoaaMetar/KGKY')).body.data).toMatchObject({ raw: fixtureMetar('KGKY') });
    const kbos = await t.get('/api/NoaaMetar/KBOS');
    expect(kbos.body.data).toMatchObject({
      raw: 'METAR KBOS 200954Z 21009KT 10SM FEW170 SCT250 20/18 A2987 RMK AO2 SLP115 T02000178 $',
      time: '2026-05-20T09:54:00.000Z',
    });
    const cross = await t.get('/api/NoaaCrosswindMetar/KAFW/140/320/-6');
    expect(cross.body.data).toMatchObject({
      rawData: fixtureMetar('KAFW'),
      wind: { direction: { degrees: 120 }, kt: 7 },
    });
  });

  it('answers like the live service where no TAF was recorded (KAFW, KFTW), and 404 for an unknown station', async () => {
    expect((await t.get('/api/NoaaTaf/KFTW')).body.data).toMatchObject({
      station: 'KFTW',
      formattedData: null,
    });
    expect((await t.get('/api/NoaaTaf/KAFW')).body.data).toMatchObject({ formattedData: null });
    expect((await t.get('/api/NoaaMetar/ZZZZ')).status).toBe(404);
  });

  it('serves the recorded forecast for any point and says so', async () => {
    const { body } = await t.get('/api/forecast/35.0000,-100.0000');
    expect(body.meta?.note).toMatch(/recorded NWS forecast .* any point/);
    expect((body.data as { periods: unknown[] }).periods).toHaveLength(14);
  });

  it('names in every answer what was recorded, where and when', async () => {
    const forecast = await t.get('/api/forecast/32.9312,-97.4117');
    expect(forecast.body.meta?.recording).toEqual({
      what: 'The NWS 7-day forecast',
      place: 'for Rochester, New York',
      time: 'issued 5 January 2025, 20:40 UTC',
      note: 'Served here for any point: it is not the forecast for this place',
    });
    const northTexas = {
      what: 'METARs of 47 north-Texas stations',
      place: 'around Fort Worth, Texas',
      time: expect.stringMatching(/^09:52–10:\d\d UTC on day 02 of a month the reports do not name/),
    };
    for (const path of [
      '/api/NoaaDecodedMetar/KFTW',
      '/api/NoaaMetar/KAFW',
      '/api/NoaaCrosswindMetar/KAFW/140/320/-6',
      '/api/NoaaCrosswindMetarDensityAltitude/KAFW/140/320/-6/722',
    ])
      expect((await t.get(path)).body.meta?.recording, path).toEqual(northTexas);
    expect((await t.get('/api/NoaaMetar/KBOS')).body.meta?.recording).toEqual({
      what: 'METARs of KBOS, KMCI and KORD',
      place: "at Boston/Logan Intl, MA, Kansas City Intl, MO and Chicago/O'Hare Intl, IL",
      time: '20 May 2026, 09:51–09:54 UTC',
    });
    const tafs = {
      what: 'TAFs of KORD, KBOS and KMCI',
      place: "at Chicago/O'Hare Intl, Boston/Logan Intl and Kansas City Intl",
      time: 'issued 20 May 2026, 05:20–08:52 UTC',
    };
    expect((await t.get('/api/NoaaTaf/KORD')).body.meta?.recording).toEqual(tafs);
    expect((await t.get('/api/NoaaTaf/KAFW')).body.meta?.recording).toEqual({
      ...tafs,
      note: 'None was recorded for KAFW, so it shows as having no TAF',
    });
  });
});

describe('embedding from another airport', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({
      WEATHER_SOURCE: 'replay',
      AVIATIONWEATHER_BASE_URL: 'http://127.0.0.1:9',
      NWS_BASE_URL: 'http://127.0.0.1:9',
    });
  });
  afterAll(() => t?.close());

  it('lets any origin read the public weather answers, and no other API answer', async () => {
    const weather = await fetch(`${t.base}/api/NoaaCrosswindMetar/KAFW/140/320/-6`, {
      headers: { Origin: 'https://other-airport.example' },
    });
    expect(weather.headers.get('access-control-allow-origin')).toBe('*');
    const bad = await fetch(`${t.base}/api/NoaaMetar/K!`, {
      headers: { Origin: 'https://other-airport.example' },
    });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('access-control-allow-origin')).toBe('*');
    const health = await fetch(`${t.base}/api/health`, {
      headers: { Origin: 'https://other-airport.example' },
    });
    expect(health.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ WEATHER_SOURCE: 'replay' });
  });
  afterAll(() => t?.close());

  it('lists the seven weather endpoints as public, under Weather', async () => {
    const doc = (await (await fetch(`${t.base}/api/docs/json`)).json()) as {
      paths: Record<string, { get?: { tags?: string[]; security?: unknown[] } }>;
    };
    const weather = Object.entries(doc.paths).filter(([, ops]) => ops.get?.tags?.includes('Weather'));
    expect(weather.map(([path]) => path).sort()).toEqual([
      '/api/NoaaCrosswindMetar/{station}/{runway1}/{runway2}/{utcOffset}',
      '/api/NoaaCrosswindMetarDensityAltitude/{station}/{runway1}/{runway2}/{utcOffset}/{elevation}',
      '/api/NoaaDecodedMetar/{station}',
      '/api/NoaaMetar/{station}',
      '/api/NoaaTaf/{station}',
      '/api/NoaaWindHistory/{station}/{runway1}/{runway2}',
      '/api/forecast/{latlon}',
    ]);
    for (const [, ops] of weather) expect(ops.get?.security).toEqual([]);
  });
});
