// A flood of requests for different stations: the batched upstream calls stay capped in ids and URL length (split
// into several calls), so every caller gets an answer instead of one 414 turning into 503 for everyone.
import { get } from 'node:http';
import { describe, expect, it } from 'vitest';
import { useAppAgainstFakeUpstream } from './helpers';

// Upstream answers are held a while below: the client's timeout must not cut them short.
const s = useAppAgainstFakeUpstream({ WEATHER_TIMEOUT_MS: '10000' });

/** A GET on a connection of its own (no pooling), so that every request is really in flight at once. */
function getAlone(url: string): Promise<{ status: number; body: { success: boolean; error?: string } }> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    }).on('error', reject);
  });
}

/** `count` different valid station ids that the recordings do not know (`Q000`, `Q001`, …). */
const unknownStations = (count: number) =>
  Array.from({ length: count }, (_, i) => `Q${i.toString(36).toUpperCase().padStart(3, '0')}`);

describe('the upstream batch is capped', () => {
  it('600 concurrent requests for different stations: several calls, each URL under the limit, all answered', async () => {
    s.upstream.calls.length = 0;
    // The first call is held for a second, so the other requests pile up behind it into the next batch, as they
    // did live; the calls after it are answered at once.
    s.upstream.delayMs = 1000;
    // A service refusing targets over 2 KB: one call for all of them (some 3 KB) would be refused.
    s.upstream.maxUrlLength = 2048;
    const stations = ['KAFW', 'KFTW', ...unknownStations(600)];
    const first = (async () => {
      while (s.upstream.calls.length === 0) await new Promise((r) => setTimeout(r, 5));
      s.upstream.delayMs = 0;
    })();
    try {
      const answers = await Promise.all(
        stations.map(async (station) => ({
          station,
          ...(await getAlone(`${s.t.base}/api/NoaaMetar/${station}`)),
        })),
      );
      const statuses = new Set(answers.map((a) => a.status));
      expect([...statuses].sort()).toEqual([200, 404]);
      expect(answers.filter((a) => a.status === 200).map((a) => a.station)).toEqual(['KAFW', 'KFTW']);
    } finally {
      await first;
      s.upstream.delayMs = 0;
      s.upstream.maxUrlLength = 8192;
    }

    const calls = s.upstream.callsTo('/api/data/metar');
    // One call for them all would have been refused.
    expect(calls.reduce((sum, c) => sum + c.ids.length * 5, 0)).toBeGreaterThan(2048);
    expect(calls.length).toBeGreaterThan(2);
    for (const call of calls) {
      expect([200, 204]).toContain(call.status);
      expect(call.ids.length).toBeLessThanOrEqual(100);
      expect(call.urlLength).toBeLessThanOrEqual(2048);
    }
    // Every station was asked for.
    const asked = calls.flatMap((c) => c.ids);
    expect(new Set(asked)).toEqual(new Set(stations));
  });

  it('refuses station ids that are not 3–4 letters or digits before any upstream call', async () => {
    s.upstream.calls.length = 0;
    for (const station of ['KA', 'KAFWX', 'K_FW', 'K-FW', '%EF%BC%AB%EF%BC%A1%EF%BC%A6%EF%BC%B7', '%20KAF']) {
      const res = await s.t.get(`/api/NoaaMetar/${station}`);
      expect([station, res.status]).toEqual([station, 400]);
      expect(res.body.error).toMatch(/station must be 3–4 letters or digits/);
    }
    expect(s.upstream.calls).toEqual([]);
  });
});
