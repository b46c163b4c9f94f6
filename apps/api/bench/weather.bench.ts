// Weather bench: upstream calls for 1000 concurrent cold requests, and cached crosswind throughput against a bare Fastify route.
import Fastify from 'fastify';
import { Agent, request } from 'node:http';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { startFakeUpstream } from '../test/weather/fake-upstream';

const COLD_REQUESTS = 1000;
const CONNECTIONS = 32;
const ROUND_MS = 1000;
const ROUNDS = 8;
const CROSSWIND = '/api/NoaaCrosswindMetar/KAFW/140/320/-6';

const upstream = await startFakeUpstream();
// A real service takes a while to answer; the cold burst must overlap the upstream calls to prove single flight.
upstream.delayMs = 150;
const config = loadConfig({
  ...process.env,
  PORT: '0',
  SITE_DIR: '',
  LOG_LEVEL: 'error',
  WEATHER_SOURCE: 'live',
  AVIATIONWEATHER_BASE_URL: upstream.url,
  NWS_BASE_URL: upstream.url,
});
const app = await buildApp({ config, logger: false });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

// 1. Cold cache: 1000 concurrent requests over every weather endpoint.
const coldPaths = [
  CROSSWIND,
  '/api/NoaaCrosswindMetarDensityAltitude/KAFW/140/320/-6/722',
  '/api/NoaaMetar/KAFW',
  '/api/NoaaDecodedMetar/KFTW',
  '/api/NoaaTaf/KAFW',
  '/api/NoaaTaf/KFTW',
  '/api/forecast/32.9312,-97.4117',
];
const coldAgent = new Agent({ keepAlive: false, maxSockets: Infinity });
const coldStatuses = await Promise.all(
  Array.from({ length: COLD_REQUESTS }, (_, i) =>
    get(base, coldPaths[i % coldPaths.length] as string, coldAgent).then((r) => r.status),
  ),
);
coldAgent.destroy();
const byEndpoint = new Map<string, { calls: number; keys: Set<string> }>();
for (const call of upstream.calls) {
  const endpoint = call.path.startsWith('/points/')
    ? '/points'
    : call.path.startsWith('/gridpoints/')
      ? '/gridpoints/…/forecast'
      : call.path;
  const entry = byEndpoint.get(endpoint) ?? { calls: 0, keys: new Set<string>() };
  entry.calls += 1;
  for (const key of call.ids.length ? call.ids : [call.path]) entry.keys.add(key);
  byEndpoint.set(endpoint, entry);
}
const coldCalls = upstream.calls.length;
const okCount = coldStatuses.filter((s) => s === 200).length;
console.log(
  `\nCold cache: ${COLD_REQUESTS} concurrent requests over ${coldPaths.length} endpoints → ${okCount} × 200, ${coldCalls} upstream calls`,
);
for (const [endpoint, { calls, keys }] of byEndpoint) {
  console.log(`  ${endpoint.padEnd(26)} ${calls} call(s) for ${keys.size} key(s): ${[...keys].join(', ')}`);
}
const onePerKey = [...byEndpoint.values()].every(({ calls }) => calls === 1);
console.log(`  one upstream call per key: ${onePerKey ? 'yes' : 'NO'} (target: 1 per key)`);

// 2. Throughput of the cached crosswind endpoint against a bare route answering the same bytes.
const sample = await get(base, CROSSWIND, new Agent());
// Like a browser, the load sends back the cookies the app set (its XSRF cookie), so the app does not mint one per request.
const cookie = sample.setCookie.map((c) => c.split(';')[0]).join('; ');
const bare = Fastify({ logger: false });
bare.get(CROSSWIND, (_request, reply) => reply.type('application/json; charset=utf-8').send(sample.body));
const bareBase = await bare.listen({ port: 0, host: '127.0.0.1' });

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

await load(base, 800, cookie);
await load(bareBase, 800, cookie);
console.log(
  `\nCached ${CROSSWIND} (${sample.body.length} bytes), ${CONNECTIONS} keep-alive connections, alternating rounds of ${ROUND_MS} ms:`,
);
const ratio = await compare('client returning cookies (a browser)', ROUNDS, cookie);
await compare(
  'client without cookies (curl; the app mints an XSRF cookie per request)',
  ROUNDS / 2,
  undefined,
);
console.log(`  ratio: ${ratio.toFixed(2)} (target ≥ 0.70) → ${ratio >= 0.7 ? 'met' : 'NOT met'}`);
console.log(
  `  upstream calls during the throughput rounds: ${upstream.calls.length - coldCalls} (the cache answered)\n`,
);

await bare.close();
await app.close();
await upstream.close();

/** One GET, body read fully. */
function get(
  origin: string,
  path: string,
  agent: Agent,
  cookie?: string,
): Promise<{ status: number; body: string; setCookie: string[] }> {
  return new Promise((resolve, reject) => {
    const req = request(origin + path, { agent, headers: cookie ? { cookie } : {} }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body, setCookie: res.headers['set-cookie'] ?? [] }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Rounds of the weather endpoint and the bare route back to back, alternating which goes first, so load
 * from elsewhere on the machine hits both alike; the median of the per-round ratios is the steadiest figure.
 */
async function compare(label: string, rounds: number, withCookie: string | undefined): Promise<number> {
  const results = { weather: [] as number[], bare: [] as number[] };
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? (['bare', 'weather'] as const) : (['weather', 'bare'] as const);
    for (const which of order) {
      const result = await load(which === 'bare' ? bareBase : base, ROUND_MS, withCookie);
      if (result.errors > 0)
        console.log(`  round ${round + 1}: ${result.errors} non-200 answers from ${which}`);
      results[which].push(result.rps);
    }
  }
  const ratio = median(results.weather.map((w, i) => w / (results.bare[i] ?? Infinity)));
  console.log(`  ${label}:`);
  console.log(
    `    weather endpoint ${results.weather.map(Math.round).join(', ')} req/s (median ${Math.round(median(results.weather))})`,
  );
  console.log(
    `    bare Fastify     ${results.bare.map(Math.round).join(', ')} req/s (median ${Math.round(median(results.bare))})`,
  );
  console.log(`    ratio ${ratio.toFixed(2)}`);
  return ratio;
}

/** Bounded load: CONNECTIONS keep-alive loops for `durationMs`, each request after the previous answer. */
async function load(
  origin: string,
  durationMs: number,
  withCookie: string | undefined,
): Promise<{ rps: number; errors: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const end = performance.now() + durationMs;
  let done = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const { status } = await get(origin, CROSSWIND, agent, withCookie);
        if (status === 200) done += 1;
        else errors += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { rps: done / seconds, errors };
}
