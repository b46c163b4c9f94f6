// Listings bench: GET /api/listings (the demo's nine listed hangars) against a bare Fastify route answering the same bytes.
import Fastify from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { prepareDatabase } from '../src/db/handle';

const CONNECTIONS = 32;
const ROUND_MS = 1000;
const ROUNDS = 8;
const PATH = '/api/listings';

const dataDir = mkdtempSync(join(tmpdir(), 'hangar-bench-listings-'));
const config = loadConfig({
  ...process.env,
  PORT: '0',
  SITE_DIR: '',
  LOG_LEVEL: 'error',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  DEMO_PASSWORD: 'Bench-Password-Long-1',
});
const database = await openDatabase({ dataDir: join(dataDir, 'db') });
const seeding = performance.now();
await prepareDatabase(database, config, { info: () => undefined, warn: () => undefined });
const seedMs = performance.now() - seeding;
const app = await buildApp({ config, logger: false, database });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

const sample = await get(base, new Agent());
// A visitor of the site carries the XSRF cookie its pages set (the listings answer itself sets none).
const health = await new Promise<string>((resolve, reject) =>
  request(`${base}/api/health`, (res) => {
    res.resume();
    resolve((res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; '));
  })
    .on('error', reject)
    .end(),
);
const items = (JSON.parse(sample.body) as { data: { items: unknown[] } }).data.items.length;
const bare = Fastify({ logger: false });
bare.get(PATH, (_request, reply) => reply.type('application/json; charset=utf-8').send(sample.body));
// The app's own floor: its smallest route (every answer's hooks: security headers, CSRF, session, …).
const healthSample = await get(base, new Agent(), '', '/api/health');
bare.get('/api/health', (_request, reply) =>
  reply.type('application/json; charset=utf-8').send(healthSample.body),
);
const bareBase = await bare.listen({ port: 0, host: '127.0.0.1' });

console.log(
  `\nDemo seed (migrations, reference data, demo companies, 27 units, ${items} drawn card images): ${Math.round(seedMs)} ms on PGlite`,
);
await load(base, 800, health);
await load(bareBase, 800, health);
console.log(
  `GET ${PATH} (${items} listings, ${sample.body.length} bytes), ${CONNECTIONS} keep-alive connections, alternating rounds of ${ROUND_MS} ms:`,
);
const ratio = await compare('a visitor of the site (its XSRF cookie sent back)', ROUNDS, health);
await compare('a client without cookies (curl, a shared cache; the app mints and drops one)', ROUNDS / 2, '');
const floor = await compare(
  "for reference, the app's floor: GET /api/health (a visitor)",
  ROUNDS / 2,
  health,
  '/api/health',
);
console.log(`  ratio: ${ratio.toFixed(2)} (target ≥ 0.70) → ${ratio >= 0.7 ? 'met' : 'NOT met'}`);
console.log(`  listings ÷ the app's floor: ${(ratio / floor).toFixed(2)}\n`);

await bare.close();
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });

/** Rounds of the endpoint and the bare route back to back, alternating which goes first; the median ratio. */
async function compare(label: string, rounds: number, cookie: string, path = PATH): Promise<number> {
  const results = { listings: [] as number[], bare: [] as number[] };
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? (['bare', 'listings'] as const) : (['listings', 'bare'] as const);
    for (const which of order) {
      const result = await load(which === 'bare' ? bareBase : base, ROUND_MS, cookie, path);
      if (result.errors) console.log(`  round ${round + 1}: ${result.errors} non-200 answers from ${which}`);
      results[which].push(result.rps);
    }
  }
  const ratio = median(results.listings.map((l, i) => l / (results.bare[i] ?? Infinity)));
  console.log(`  ${label}:`);
  console.log(
    `    ${(path === PATH ? 'listings endpoint' : `app ${path}`).padEnd(17)} ${results.listings.map(Math.round).join(', ')} req/s (median ${Math.round(median(results.listings))})`,
  );
  console.log(
    `    ${'bare Fastify'.padEnd(17)} ${results.bare.map(Math.round).join(', ')} req/s (median ${Math.round(median(results.bare))})`,
  );
  console.log(`    ratio ${ratio.toFixed(2)}`);
  return ratio;
}

function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** One GET, body read fully. */
function get(
  origin: string,
  agent: Agent,
  cookie = '',
  path = PATH,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(origin + path, { agent, headers: cookie ? { cookie } : {} }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Bounded load: CONNECTIONS keep-alive loops for `durationMs`, each request after the previous answer. */
async function load(
  origin: string,
  durationMs: number,
  cookie: string,
  path = PATH,
): Promise<{ rps: number; errors: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const end = performance.now() + durationMs;
  let done = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const { status } = await get(origin, agent, cookie, path);
        if (status === 200) done += 1;
        else errors += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { rps: done / seconds, errors };
}
