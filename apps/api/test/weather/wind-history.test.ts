// The wind history over real HTTP: every fetched METAR kept in the database (PGlite, or PostgreSQL), a cold
// start filled from the local fake of aviationweather.gov (`hours=24`), duplicates merged, rows gone 48 hours
// after their last fetch.
import { crosswinds, decodeMetar } from '@hangar/aviation-weather';
import { weatherOkSchema, windHistoryAnswerSchema } from '@hangar/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { metarObservations } from '../../src/db/schema';
import { cachedWeatherBody } from '../../src/modules/weather';
import { useTestServer } from '../support/server';
import { FIXTURES_DIR, startFakeUpstream, type FakeUpstream } from './fake-upstream';
import { fixtureMetar } from './helpers';

const HOUR = 3_600_000;
let upstream: FakeUpstream;
beforeAll(async () => {
  upstream = await startFakeUpstream();
});
afterAll(() => upstream?.close());
const server = useTestServer(() => ({
  AVIATIONWEATHER_BASE_URL: upstream.url,
  NWS_BASE_URL: upstream.url,
  WEATHER_TIMEOUT_MS: '2000',
  WEATHER_REFRESH_MS: '0',
}));

/** The weather clock runs ahead by this much: each test starts 3 h later (every cached value due again). */
let offset = 0;
beforeAll(() => {
  server.app.weather.now = () => Date.now() + offset;
});
beforeEach(async () => {
  offset += 3 * HOUR;
  upstream.clear();
  upstream.calls.length = 0;
  await server.database.db.execute(sql`truncate metar_observations`);
});

const kept = (station: string) =>
  server.database.db
    .select()
    .from(metarObservations)
    .where(eq(metarObservations.station, station))
    .orderBy(asc(metarObservations.observedAt));
const historyCalls = () => upstream.callsTo('/api/data/metar').filter((c) => c.hours !== undefined);
const get = (path: string) => server.client().get<{ data: unknown }>(path);
const history = async (path = '/api/NoaaWindHistory/KAFW/140/320') => {
  const res = await get(path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return weatherOkSchema(windHistoryAnswerSchema).parse(res.body).data;
};
/** The recorded day's report lines (the fixture's `#` lines say how it was built). */
const dayLines = readFileSync(join(FIXTURES_DIR, 'metars-KAFW-24h.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('KAFW '));

describe('keeping fetched METARs', () => {
  it('keeps every METAR of a fetch, once per station and observation time however often it is fetched', async () => {
    expect((await get('/api/NoaaMetar/KAFW')).status).toBe(200);
    const first = await kept('KAFW');
    expect(first.map((row) => row.raw)).toEqual([fixtureMetar('KAFW')]);
    // KFTW came in the same upstream call: kept too.
    expect((await kept('KFTW')).map((row) => row.raw)).toEqual([fixtureMetar('KFTW')]);

    // Ten minutes on, the METAR is fetched again: the same observation, still one row, its fetch time renewed.
    offset += 10 * 60_000;
    expect((await get('/api/NoaaMetar/KAFW')).status).toBe(200);
    expect(upstream.callsTo('/api/data/metar')).toHaveLength(2);
    const again = await kept('KAFW');
    expect(again).toHaveLength(1);
    expect(again[0]!.fetchedAt.getTime() - first[0]!.fetchedAt.getTime()).toBeGreaterThanOrEqual(10 * 60_000);
  });

  it('drops a row 48 hours after its last fetch, keeping what is fetched again', async () => {
    await history();
    expect(await kept('KAFW')).toHaveLength(dayLines.length);

    // 47 hours on, a new fetch of the METAR: every row is still kept.
    offset += 47 * HOUR;
    await get('/api/NoaaMetar/KAFW');
    expect(await kept('KAFW')).toHaveLength(dayLines.length);

    // 49 hours on: the day fetched once is gone; the latest report, fetched each time, stays.
    offset += 2 * HOUR;
    await get('/api/NoaaMetar/KAFW');
    expect((await kept('KAFW')).map((row) => row.raw)).toEqual([fixtureMetar('KAFW')]);
  });
});

describe('GET /api/NoaaWindHistory/{station}/{runway1}/{runway2}', () => {
  it('fills a cold start from upstream once: the 24 hours up to the latest report with runway 14/32 components', async () => {
    const data = await history();
    const calls = historyCalls();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ ids: ['KAFW'], hours: '24' });

    // The 24 hours up to KAFW's latest report (021016Z), oldest first: every report of the recorded day.
    expect(data).toMatchObject({ station: 'KAFW', hours: 24, magneticVariation: 3 });
    expect(Date.parse(data.to) - Date.parse(data.from)).toBe(24 * HOUR);
    const latest = new Date(data.to);
    expect([latest.getUTCDate(), latest.getUTCHours(), latest.getUTCMinutes()]).toEqual([2, 10, 16]);
    expect(data.observations).toHaveLength(dayLines.length);
    const times = data.observations.map((o) => Date.parse(o.time));
    expect(times).toEqual([...times].sort((a, b) => a - b));

    // The latest, 12007KT: 2.7 kt from the left and 6.4 kt of headwind on 14, the mirror on 32 (3° E).
    expect(data.observations.at(-1)).toEqual({
      time: data.to,
      directionTrue: 120,
      speedKt: 7,
      gustKt: null,
      isVariable: false,
      isCalm: false,
      runways: [
        { runway: '14', crosswindKt: -2.7, headwindKt: 6.4, gustCrosswindKt: null },
        { runway: '32', crosswindKt: 2.7, headwindKt: -6.4, gustCrosswindKt: null },
      ],
    });
    // Every observation's components are the crosswind functions' for its wind.
    for (const [i, obs] of data.observations.entries()) {
      const decoded = decodeMetar(dayLines[i]!, { now: latest });
      if (!decoded.ok) throw new Error(decoded.error);
      const wind = decoded.value.wind!;
      expect([obs.speedKt, obs.gustKt]).toEqual([wind.speedKt, wind.gustKt]);
      const lines = crosswinds(wind, [140, 320], { magneticVariation: 3 });
      expect(obs.runways.map((r) => r.crosswindKt)).toEqual(
        lines.map((l) => Math.round(l.crosswindKt * 10) / 10 || 0),
      );
    }
    expect(data.observations.some((o) => o.gustKt === 22)).toBe(true);

    // Asked again: answered from the kept rows, no second call for the hours.
    await history();
    expect(historyCalls()).toHaveLength(1);

    // The weather page, pre-rendered, shows the last answer from memory (no database read, no upstream call).
    const url = '/api/NoaaWindHistory/KAFW/140/320?magVar=3';
    const cached = JSON.parse((await cachedWeatherBody(server.app.weather, url))!) as { data: unknown };
    expect(cached.data).toEqual(await history(url));
    expect(await cachedWeatherBody(server.app.weather, '/api/NoaaWindHistory/KFTW/140/320')).toBeNull();
  });

  it('fills a gap in what is kept, at most once an hour', async () => {
    await history();
    // Four hours of the day lost (as after a server stopped for that long).
    const rows = await kept('KAFW');
    const lost = rows.slice(5, 9).map((row) => row.id);
    await server.database.db.execute(
      sql`delete from metar_observations where id in (${sql.join(lost, sql`, `)})`,
    );

    // Within the hour of the last fill: the gap shows, no call.
    expect((await history()).observations).toHaveLength(dayLines.length - 4);
    expect(historyCalls()).toHaveLength(1);

    offset += 2 * HOUR;
    expect((await history()).observations).toHaveLength(dayLines.length);
    expect(historyCalls()).toHaveLength(2);
  });

  it('answers what is kept when upstream fails on a cold start, and 404 for a station upstream does not know', async () => {
    await get('/api/NoaaMetar/KAFW');
    upstream.fail('500', '/api/data/metar');
    const data = await history();
    expect(data.observations.map((o) => o.time)).toEqual([data.to]);
    upstream.clear();

    const unknown = await get('/api/NoaaWindHistory/KXYZ/140/320');
    expect(unknown.status).toBe(404);
    expect(historyCalls().filter((c) => c.ids.includes('KXYZ'))).toEqual([]);
  });

  it('refuses hostile parameters in words, before any upstream call', async () => {
    const before = upstream.calls.length;
    for (const [path, word] of [
      ['/api/NoaaWindHistory/K%27%3B%20drop/140/320', 'station'],
      [`/api/NoaaWindHistory/${'K'.repeat(90)}/140/320`, 'station'],
      ['/api/NoaaWindHistory/KAFW/0/320', 'runway1'],
      ['/api/NoaaWindHistory/KAFW/140/1e3', 'runway2'],
      ['/api/NoaaWindHistory/KAFW/140/320?magVar=east', 'magVar'],
    ] as const) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.error, path).toContain(word);
    }
    expect(upstream.calls.length).toBe(before);
  });

  it('is public and readable from any origin (other airports embed the widgets)', async () => {
    const res = await fetch(`${server.base}/api/NoaaWindHistory/KAFW/140/320?magVar=0`);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const data = weatherOkSchema(windHistoryAnswerSchema).parse(await res.json()).data;
    expect(data.magneticVariation).toBe(0);
  });
});
