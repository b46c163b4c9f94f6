// Two API instances sharing the real Redis (127.0.0.1:6379, or HANGAR_TEST_REDIS_URL): one weather cache with
// one upstream call per key across both, the last good value kept in Redis for a newcomer, rate limits counted
// across both; and Redis gone: each instance falls back to its own counts and cache, saying so once.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tcpProxy, type TcpProxy } from '../faults/tcp-proxy';
import { startFakeUpstream, type FakeUpstream } from '../weather/fake-upstream';
import { startApp, type TestApp } from '../weather/helpers';

const REDIS_URL = process.env.HANGAR_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisAddress = new URL(REDIS_URL);

/** Whether a Redis answers here; the file is skipped (and says why) on a machine without one. */
async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
const haveRedis = await redisAnswers();
if (!haveRedis) console.warn(`redis-instances: skipped, no Redis answers at ${REDIS_URL}`);

let upstream: FakeUpstream;
let admin: Redis;
const started: TestApp[] = [];

/** An instance of the API on the fake upstream, sharing Redis under this test's own key prefix. */
async function instance(prefix: string, env: Record<string, string> = {}) {
  const app = await startApp({
    AVIATIONWEATHER_BASE_URL: upstream.url,
    NWS_BASE_URL: upstream.url,
    REDIS_URL,
    REDIS_KEY_PREFIX: prefix,
    ...env,
  });
  started.push(app);
  return app;
}

/** Waits until an instance's Redis connection is up (it connects in the background at start). */
async function connected(app: TestApp) {
  await expect.poll(() => app.app.redisReady(), { timeout: 5000 }).toBe(true);
}

beforeAll(async () => {
  if (!haveRedis) return;
  upstream = await startFakeUpstream();
  admin = new Redis(REDIS_URL);
});
afterEach(async () => {
  while (started.length) await started.pop()!.close();
  upstream?.clear();
  upstream?.calls.splice(0);
  if (upstream) upstream.delayMs = 0;
});
afterAll(async () => {
  await upstream?.close();
  admin?.disconnect();
});

describe.skipIf(!haveRedis)('two instances sharing Redis', () => {
  it('call upstream once for a key however many requests reach both', async () => {
    const prefix = `hangar-test:${randomUUID()}:`;
    const [a, b] = [await instance(prefix), await instance(prefix)];
    await Promise.all([connected(a), connected(b)]);
    upstream.delayMs = 150;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).get('/api/NoaaMetar/KAFW')),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(upstream.callsTo('/api/data/metar')).toHaveLength(1);
    // Both answer the very same observation, fetched at the same moment.
    expect(new Set(answers.map((r) => r.body.meta?.fetchedAt)).size).toBe(1);
    // KFTW came along in that call, for both instances.
    expect((await a.get('/api/NoaaMetar/KFTW')).status).toBe(200);
    expect((await b.get('/api/NoaaMetar/KFTW')).status).toBe(200);
    expect(upstream.callsTo('/api/data/metar')).toHaveLength(1);
    await admin.del(...(await admin.keys(`${prefix}*`)));
  });

  it('keep the last good value in Redis: a new instance serves it while upstream is down', async () => {
    const prefix = `hangar-test:${randomUUID()}:`;
    const first = await instance(prefix);
    await connected(first);
    const fresh = await first.get('/api/NoaaMetar/KAFW');
    expect(fresh.status).toBe(200);
    await first.close();
    started.splice(started.indexOf(first), 1);

    upstream.fail('500');
    const later = await instance(prefix);
    await connected(later);
    // Past its freshness: the newcomer asks upstream once, which fails, and serves Redis's value as stale.
    later.advance(10 * 60_000);
    const answer = await later.get('/api/NoaaMetar/KAFW');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual(fresh.body.data);
    expect(answer.body.meta).toMatchObject({ stale: true, fetchedAt: fresh.body.meta?.fetchedAt });
    // Without Redis a newcomer would have nothing to show.
    const alone = started[started.push(await startApp({ AVIATIONWEATHER_BASE_URL: upstream.url })) - 1]!;
    expect((await alone.get('/api/NoaaMetar/KAFW')).status).toBe(503);
    await admin.del(...(await admin.keys(`${prefix}*`)));
  });

  it('share a failure: while one backs off after an upstream error, the other does not call either', async () => {
    const prefix = `hangar-test:${randomUUID()}:`;
    const [a, b] = [await instance(prefix), await instance(prefix)];
    await Promise.all([connected(a), connected(b)]);
    upstream.fail('500');
    expect((await a.get('/api/NoaaTaf/KAFW')).status).toBe(503);
    const calls = upstream.callsTo('/api/data/taf').length;
    expect(calls).toBe(1);
    expect((await b.get('/api/NoaaTaf/KAFW')).status).toBe(503);
    expect(upstream.callsTo('/api/data/taf')).toHaveLength(calls);
    await admin.del(...(await admin.keys(`${prefix}*`)));
  });
});

describe.skipIf(!haveRedis)('Redis gone', () => {
  let proxy: TcpProxy;
  beforeAll(async () => {
    if (!haveRedis) return;
    proxy = await tcpProxy({ host: redisAddress.hostname, port: Number(redisAddress.port || 6379) });
  });
  afterAll(async () => proxy?.close());

  it('each instance serves from its own cache and calls upstream itself, says so once, and shares again when back', async () => {
    const prefix = `hangar-test:${randomUUID()}:`;
    const viaProxy = { REDIS_URL: `redis://127.0.0.1:${proxy.port}` };
    const [a, b] = [await instance(prefix, viaProxy), await instance(prefix, viaProxy)];
    await Promise.all([connected(a), connected(b)]);

    await proxy.cut('refuse');
    await expect.poll(() => a.app.redisReady() || b.app.redisReady()).toBe(false);
    const both = await Promise.all([a.get('/api/NoaaMetar/KAFW'), b.get('/api/NoaaMetar/KAFW')]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    // Per instance now: each asked upstream for itself.
    expect(upstream.callsTo('/api/data/metar')).toHaveLength(2);
    for (let i = 0; i < 5; i++) await a.get('/api/NoaaTaf/KFTW');
    const warnings = a.logs.filter((l) => String(l.msg).startsWith('Redis unreachable'));
    expect(warnings).toHaveLength(1);
    expect(JSON.stringify(a.logs)).not.toContain(String(proxy.port) + '@');

    await proxy.restore();
    await Promise.all([connected(a), connected(b)]);
    a.advance(10 * 60_000);
    b.advance(10 * 60_000);
    upstream.delayMs = 100;
    const shared = await Promise.all([a.get('/api/NoaaMetar/KAFW'), b.get('/api/NoaaMetar/KAFW')]);
    expect(shared.map((r) => r.status)).toEqual([200, 200]);
    expect(upstream.callsTo('/api/data/metar')).toHaveLength(3);
    await admin.del(...(await admin.keys(`${prefix}*`)));
  });
});
