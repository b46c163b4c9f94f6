// The weather endpoints over real HTTP against a fake upstream serving the recorded responses.
import { beforeEach, describe, expect, it } from 'vitest';
import { fixtureMetar, useAppAgainstFakeUpstream } from './helpers';

const s = useAppAgainstFakeUpstream({ WEATHER_USER_AGENT: '(hangar-test, ops@example.test)' });
beforeEach(() => s.upstream.clear());

type Crosswind = {
  runway: string;
  baseCrosswindVelocity: { kt: number; direction: { degrees: number } };
  parallelWindVelocity: { kt: number };
  gustCrosswindVelocity: { kt: number | null };
};

describe('METAR endpoints', () => {
  it('serves the raw KAFW METAR, fetched together with KFTW in one call with our User-Agent', async () => {
    const { status, body } = await s.t.get('/api/NoaaMetar/kafw');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ station: 'KAFW', raw: fixtureMetar('KAFW') });
    // 021016Z: the 2nd of a month, 10:16 UTC.
    const time = new Date(String(body.data?.time));
    expect([time.getUTCDate(), time.getUTCHours(), time.getUTCMinutes()]).toEqual([2, 10, 16]);
    expect(body.meta).toMatchObject({ stale: false, replay: false });
    const calls = s.upstream.callsTo('/api/data/metar');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.ids).toEqual(expect.arrayContaining(['KAFW', 'KFTW']));
    expect(calls[0]?.userAgent).toBe('(hangar-test, ops@example.test)');

    // KFTW came with the same call: no second upstream call.
    const kftw = await s.t.get('/api/NoaaMetar/KFTW');
    expect(kftw.body.data).toMatchObject({ station: 'KFTW', raw: fixtureMetar('KFTW') });
    expect(s.upstream.callsTo('/api/data/metar')).toHaveLength(1);
  });

  it('decodes the METAR into plain English', async () => {
    const { status, body } = await s.t.get('/api/NoaaDecodedMetar/KAFW');
    expect(status).toBe(200);
    const text = String(body.data?.text);
    expect(text).toContain('KAFW');
    expect(text).toMatch(/7 kt/i);
    expect(text).toMatch(/68\s*°F/);
    expect(body.data?.raw).toBe(fixtureMetar('KAFW'));
  });

  it('computes KAFW 12007KT crosswinds for runways 14 and 32 with 3° E variation', async () => {
    const { status, body } = await s.t.get('/api/NoaaCrosswindMetar/KAFW/140/320/-6');
    expect(status).toBe(200);
    const data = body.data as {
      wind: unknown;
      temperature: unknown;
      rawData: string;
      crosswinds: Crosswind[];
    };
    expect(data.rawData).toBe(fixtureMetar('KAFW'));
    expect(data.wind).toMatchObject({ direction: { degrees: 120 }, kt: 7, gust: null });
    expect(data.temperature).toMatchObject({ fahrenheit: 68 });
    // utcOffset −6: the 10:16Z observation is 04:16 local.
    expect(data).toMatchObject({ localTime: '04:16', magneticVariation: 3 });
    const [r14, r32] = data.crosswinds;
    // θ = 120 − 3 − 140 = −23°: 7·sin(−23°) = −2.74 (from the left), 7·cos(23°) = 6.44 headwind.
    expect(r14).toMatchObject({ runway: '14', baseCrosswindVelocity: { direction: { degrees: -23 } } });
    expect(r14?.baseCrosswindVelocity.kt).toBeCloseTo(-2.74, 2);
    expect(r14?.parallelWindVelocity.kt).toBeCloseTo(6.44, 2);
    // Runway 32: θ = 157°: crosswind +2.74 from the right, a 6.44 kt tailwind.
    expect(r32).toMatchObject({ runway: '32', baseCrosswindVelocity: { direction: { degrees: 157 } } });
    expect(r32?.baseCrosswindVelocity.kt).toBeCloseTo(2.74, 2);
    expect(r32?.parallelWindVelocity.kt).toBeCloseTo(-6.44, 2);
  });

  it('lets magVar override the magnetic variation', async () => {
    const { body } = await s.t.get('/api/NoaaCrosswindMetar/KAFW/140/320/-6?magVar=0');
    const [r14] = (body.data as { crosswinds: Crosswind[] }).crosswinds;
    // θ = −20°: 7·sin(−20°) = −2.39, 7·cos(20°) = 6.58.
    expect(r14?.baseCrosswindVelocity.kt).toBeCloseTo(-2.39, 2);
    expect(r14?.parallelWindVelocity.kt).toBeCloseTo(6.58, 2);
  });

  it('adds density and pressure altitude for the field elevation', async () => {
    const { status, body } = await s.t.get('/api/NoaaCrosswindMetarDensityAltitude/KAFW/140/320/-6/722');
    expect(status).toBe(200);
    const data = body.data as {
      crosswinds: Crosswind[];
      densityAltitude: { feet: number; meters: number };
      pressureAltitude: { feet: number };
    };
    expect(data.crosswinds).toHaveLength(2);
    // A3006 at 722 ft: PA ≈ 722 − 140 = 582 ft; 20 °C is 6.4 °C above ISA (13.6 °C): DA ≈ 582 + 120·6.4 ≈ 1354 ft by the rule of thumb.
    expect(data.pressureAltitude.feet).toBeGreaterThan(570);
    expect(data.pressureAltitude.feet).toBeLessThan(600);
    expect(data.densityAltitude.feet).toBeGreaterThan(1300);
    expect(data.densityAltitude.feet).toBeLessThan(1700);
    expect(data.densityAltitude.meters).toBeCloseTo(data.densityAltitude.feet * 0.3048, -1);
  });
});

describe('TAF endpoint', () => {
  it('formats a recorded TAF, one line per change group', async () => {
    const { status, body } = await s.t.get('/api/NoaaTaf/KORD');
    expect(status).toBe(200);
    const data = body.data as { formattedData: string; raw: string; time: string };
    expect(data.raw).toMatch(/^TAF KORD 200852Z 2009\/2112/);
    expect(data.formattedData.split('\n').filter((l) => l.trim().startsWith('FM')).length).toBe(2);
    expect(new Date(data.time).toISOString()).toBe('2026-05-20T08:52:00.000Z');
  });

  it('answers a known station without a TAF with formattedData null', async () => {
    const { status, body } = await s.t.get('/api/NoaaTaf/KAFW');
    expect(status).toBe(200);
    expect(body.data).toEqual({ station: 'KAFW', formattedData: null, time: null, raw: null, periods: [] });
  });
});

describe('forecast endpoint', () => {
  it('looks up the grid point, then serves its 7-day forecast', async () => {
    const { status, body } = await s.t.get('/api/forecast/32.9312,-97.4117');
    expect(status).toBe(200);
    const data = body.data as {
      office: string;
      gridX: number;
      gridY: number;
      periods: Array<Record<string, unknown>>;
    };
    expect(data).toMatchObject({ office: 'FWD', gridX: 89, gridY: 120 });
    expect(data.periods).toHaveLength(14);
    expect(data.periods[0]).toMatchObject({
      name: 'Tonight',
      temperature: 19,
      windDirection: 'NW',
      windSpeed: '7 to 13 mph',
      shortForecast: 'Snow Showers Likely',
    });
    expect(s.upstream.callsTo('/points/32.9312,-97.4117')).toHaveLength(1);
    expect(s.upstream.callsTo('/gridpoints/FWD/89,120/forecast')).toHaveLength(1);
  });
});

describe('bad requests', () => {
  it.each([
    ['/api/NoaaMetar/KA', 'station'],
    ['/api/NoaaMetar/KAFW1', 'station'],
    ['/api/NoaaTaf/K%20FW', 'station'],
    ['/api/NoaaCrosswindMetar/KAFW/0/320/-6', 'runway1'],
    ['/api/NoaaCrosswindMetar/KAFW/140/361/-6', 'runway2'],
    ['/api/NoaaCrosswindMetar/KAFW/140/320/-13', 'utcOffset'],
    ['/api/NoaaCrosswindMetar/KAFW/140/320/15', 'utcOffset'],
    ['/api/NoaaCrosswindMetar/KAFW/140/320/-6?magVar=east', 'magVar'],
    ['/api/NoaaCrosswindMetarDensityAltitude/KAFW/140/320/-6/30001', 'elevation'],
    ['/api/NoaaCrosswindMetarDensityAltitude/KAFW/140/320/-6/-1501', 'elevation'],
    ['/api/forecast/32.9312', 'latlon'],
    ['/api/forecast/91,-97.4117', 'latitude'],
    ['/api/forecast/32.9312,-181', 'longitude'],
  ])('%s → 400 naming %s', async (path, name) => {
    const { status, body } = await s.t.get(path);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.error).toContain(name);
  });

  it('answers an unknown station with 404 (upstream 204, nothing cached)', async () => {
    const metar = await s.t.get('/api/NoaaMetar/ZZZZ');
    expect(metar.status).toBe(404);
    expect(metar.body).toMatchObject({ success: false, error: expect.stringContaining('ZZZZ') });
    const taf = await s.t.get('/api/NoaaTaf/ZZZZ');
    expect(taf.status).toBe(404);
  });
});
