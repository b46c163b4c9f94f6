// The cache's own rules, where driving them over HTTP would take thousands of requests.
import { describe, expect, it } from 'vitest';
import { LastGoodCache } from '../../src/modules/weather/last-good-cache';

describe('LastGoodCache', () => {
  it('forgets unknown ids first when clients flood it with typos, keeping real stations', () => {
    const cache = new LastGoodCache<string>({ ttlMs: 1000, retryMs: 1000, now: () => 0, maxKeys: 10 });
    cache.succeed('KAFW', 'report');
    for (let i = 0; i < 50; i++) cache.missing(`Z${String(i).padStart(3, '0')}`, 'unknown');
    expect(cache.peek('KAFW')).toMatchObject({ ok: true, value: 'report' });
    expect(cache.peek('Z049')).toMatchObject({ ok: false, status: 404 });
    expect(cache.peek('Z000')).toMatchObject({ ok: false, status: 503 });
  });

  it('shares one refresh between concurrent readers of a key', async () => {
    let now = 0;
    const cache = new LastGoodCache<number>({ ttlMs: 1000, retryMs: 1000, now: () => now });
    let calls = 0;
    const refresh = async () => {
      calls += 1;
      await new Promise((r) => setTimeout(r, 10));
      cache.succeed('k', calls);
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', refresh)));
    expect(calls).toBe(1);
    expect(answers.every((a) => a.ok && a.value === 1)).toBe(true);
    now = 1500;
    await cache.get('k', refresh);
    expect(calls).toBe(2);
  });
});
