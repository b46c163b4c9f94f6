// Upstream failures: the last good value survives each fault (stale, with its age); single flight and batching.
import { afterEach, describe, expect, it } from 'vitest';
import type { Fault } from './fake-upstream';
import { fixtureMetar, useAppAgainstFakeUpstream } from './helpers';

const MIN = 60_000;

describe('upstream faults', () => {
  const s = useAppAgainstFakeUpstream({ WEATHER_TIMEOUT_MS: '200' });
  afterEach(() => s.upstream.clear());

  const faults: Fault[] = ['500', 'timeout', '204', 'invalid-json', 'schema-change'];

  it.each(faults)(
    'METAR upstream %s: keeps serving the last good report, stale with its age, and logs the station',
    async (fault) => {
      // A good value, fetched now.
      s.t.advance(3 * MIN);
      const fresh = await s.t.get('/api/NoaaCrosswindMetar/KAFW/140/320/-6');
      expect(fresh.status).toBe(200);
      expect(fresh.body.meta).toMatchObject({ stale: false, ageSeconds: 0 });

      s.upstream.fail(fault, '/api/data/metar');
      s.t.advance(3 * MIN);
      const callsBefore = s.upstream.callsTo('/api/data/metar').length;
      const logsBefore = s.t.logs.length;
      const stale = await s.t.get('/api/NoaaCrosswindMetar/KAFW/140/320/-6');
      expect(s.upstream.callsTo('/api/data/metar')).toHaveLength(callsBefore + 1);
      expect(stale.status).toBe(200);
      expect(stale.body.data).toEqual(fresh.body.data);
      expect(stale.body.meta).toMatchObject({ stale: true, fetchedAt: fresh.body.meta?.fetchedAt });
      expect(stale.body.meta?.ageSeconds).toBeGreaterThanOrEqual(180);
      expect(s.t.logs.slice(logsBefore)).toContainEqual(
        expect.objectContaining({ station: 'KAFW', msg: 'weather upstream failed' }),
      );

      // Backing off: within the minute, no new upstream call, still the stale value.
      s.t.advance(30_000);
      const again = await s.t.get('/api/NoaaMetar/KAFW');
      expect(again.body).toMatchObject({
        success: true,
        data: { raw: fixtureMetar('KAFW') },
        meta: { stale: true },
      });
      expect(s.upstream.callsTo('/api/data/metar')).toHaveLength(callsBefore + 1);
    },
  );

  it('recovers after the back-off once upstream answers again', async () => {
    s.upstream.fail('500', '/api/data/metar');
    s.t.advance(3 * MIN);
    expect((await s.t.get('/api/NoaaMetar/KAFW')).body.meta?.stale).toBe(true);
    s.upstream.clear();
    s.t.advance(MIN + 1000);
    const { body } = await s.t.get('/api/NoaaMetar/KAFW');
    expect(body.meta).toMatchObject({ stale: false, ageSeconds: 0 });
  });

  it('does not mark a fresh value stale when a call for another station (carrying it along) fails', async () => {
    s.t.advance(3 * MIN);
    expect((await s.t.get('/api/NoaaMetar/KAFW')).body.meta?.stale).toBe(false);
    s.upstream.fail('500', '/api/data/metar');
    expect((await s.t.get('/api/NoaaMetar/KGKY')).status).toBe(503);
    expect(s.upstream.callsTo('/api/data/metar').at(-1)?.ids).toEqual(
      expect.arrayContaining(['KGKY', 'KAFW']),
    );
    expect((await s.t.get('/api/NoaaMetar/KAFW')).body.meta?.stale).toBe(false);
  });

  it('answers 503 when upstream fails and nothing was ever cached', async () => {
    s.upstream.fail('500', '/api/data/metar');
    const { status, body } = await s.t.get('/api/NoaaDecodedMetar/KDAL');
    expect(status).toBe(503);
    expect(body).toMatchObject({ success: false, error: expect.stringMatching(/METAR/) });
  });

  it('keeps the last good TAF when the TAF service fails', async () => {
    const fresh = await s.t.get('/api/NoaaTaf/KBOS');
    expect(fresh.body.meta?.stale).toBe(false);
    s.upstream.fail('invalid-json', '/api/data/taf');
    s.t.advance(11 * MIN);
    const stale = await s.t.get('/api/NoaaTaf/KBOS');
    expect(stale.status).toBe(200);
    expect(stale.body.data).toEqual(fresh.body.data);
    expect(stale.body.meta?.stale).toBe(true);
  });

  it.each(['500', 'timeout', 'schema-change'] as Fault[])(
    'keeps the last good forecast when api.weather.gov answers %s',
    async (fault) => {
      const fresh = await s.t.get('/api/forecast/32.9312,-97.4117');
      expect(fresh.status).toBe(200);
      s.upstream.fail(fault, '/gridpoints');
      s.t.advance(61 * MIN);
      const stale = await s.t.get('/api/forecast/32.9312,-97.4117');
      expect(stale.status).toBe(200);
      expect(stale.body.data).toEqual(fresh.body.data);
      expect(stale.body.meta).toMatchObject({ stale: true });
      expect(stale.body.meta?.ageSeconds).toBeGreaterThanOrEqual(61 * 60);
      s.upstream.clear();
      s.t.advance(2 * MIN);
    },
  );

  it('answers 503 for a forecast point never fetched while /points fails, 404 where NWS has no forecast', async () => {
    s.upstream.fail('500', '/points');
    expect((await s.t.get('/api/forecast/30.2672,-97.7431')).status).toBe(503);
    s.upstream.fail('404', '/points');
    expect((await s.t.get('/api/forecast/40.7128,-74.006')).status).toBe(404);
  });
});

describe('one upstream call per key', () => {
  const s = useAppAgainstFakeUpstream({ WEATHER_TIMEOUT_MS: '2000' });

  it('serves 60 concurrent cold requests for KAFW and KFTW from a single batched upstream call', async () => {
    s.upstream.delayMs = 300;
    const paths = Array.from(
      { length: 60 },
      (_, i) =>
        ['/api/NoaaCrosswindMetar/KAFW/140/320/-6', '/api/NoaaDecodedMetar/KFTW', '/api/NoaaMetar/kafw'][
          i % 3
        ] as string,
    );
    const answers = await Promise.all(paths.map((p) => s.t.get(p)));
    expect(answers.map((a) => a.status)).toEqual(paths.map(() => 200));
    const calls = s.upstream.callsTo('/api/data/metar');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.ids.sort()).toEqual(['KAFW', 'KFTW']);
    s.upstream.delayMs = 0;
  });

  it('queues stations asked for during a call into the next single call, with the recent stations', async () => {
    s.upstream.delayMs = 500;
    const before = s.upstream.callsTo('/api/data/metar').length;
    const first = s.t.get('/api/NoaaMetar/KGKY');
    // Once upstream holds the KGKY call, ask for two more stations (one twice).
    await expect.poll(() => s.upstream.callsTo('/api/data/metar').length, { interval: 5 }).toBe(before + 1);
    const later = await Promise.all([
      s.t.get('/api/NoaaMetar/KDFW'),
      s.t.get('/api/NoaaMetar/KDAL'),
      s.t.get('/api/NoaaMetar/KDFW'),
    ]);
    expect((await first).status).toBe(200);
    expect(later.map((a) => a.status)).toEqual([200, 200, 200]);
    const calls = s.upstream.callsTo('/api/data/metar').slice(before);
    expect(calls).toHaveLength(2);
    expect(calls[0]?.ids).toEqual(expect.arrayContaining(['KGKY', 'KAFW', 'KFTW']));
    expect(calls[1]?.ids).toEqual(expect.arrayContaining(['KDFW', 'KDAL', 'KGKY', 'KAFW', 'KFTW']));
    s.upstream.delayMs = 0;
  });
});

describe('scheduled refresh', () => {
  const s = useAppAgainstFakeUpstream({ WEATHER_REFRESH_MS: '20' });

  it('refreshes a configured station being read once it is due, before anyone asks again; never an idle one', async () => {
    await s.t.get('/api/NoaaMetar/KAFW');
    const metarCalls = () => s.upstream.callsTo('/api/data/metar').length;
    expect(metarCalls()).toBe(1);
    s.t.advance(3 * MIN);
    await expect.poll(metarCalls, { timeout: 5000, interval: 20 }).toBe(2);
    const { body } = await s.t.get('/api/NoaaMetar/KAFW');
    expect(body.meta).toMatchObject({ stale: false });
    expect(metarCalls()).toBe(2);

    // Nobody asked for half an hour: the schedule stops polling.
    s.t.advance(40 * MIN);
    await new Promise((r) => setTimeout(r, 200));
    expect(metarCalls()).toBe(2);
  });
});
