// Accounts bench: an authenticated GET of a small record (session lookup, permission check, query) against a bare Fastify route, on PGlite and PostgreSQL.
import Fastify from 'fastify';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import { prepareDatabase } from '../src/db/handle';

const CONNECTIONS = 16;
const ROUND_MS = 1000;
const ROUNDS = 6;
const PASSWORD = 'Bench-Password-Long-1';
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/test';

type Headers = Record<string, string>;

function call(origin: string, method: string, path: string, agent: Agent, headers: Headers, body?: string) {
  return new Promise<{ status: number; body: string; setCookie: string[] }>((resolve, reject) => {
    const req = request(origin + path, { method, agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: text, setCookie: res.headers['set-cookie'] ?? [] }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

/** Bounded load: CONNECTIONS keep-alive loops for `durationMs`, each request after the previous answer. */
async function load(origin: string, path: string, headers: Headers, durationMs: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const end = performance.now() + durationMs;
  const started = performance.now();
  let done = 0;
  let errors = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const { status } = await call(origin, 'GET', path, agent, headers);
        if (status === 200) done += 1;
        else errors += 1;
      }
    }),
  );
  agent.destroy();
  return { rps: done / ((performance.now() - started) / 1000), errors };
}

async function benchOn(label: string, database: Database) {
  const config = loadConfig({
    PORT: '0',
    SITE_DIR: '',
    LOG_LEVEL: 'error',
    DEMO_PASSWORD: PASSWORD,
    // The demo's images: beside the bench's database, never in the repository's data folder.
    DATA_DIR: join(tmpdir(), 'hangar-bench-data'),
  });
  await prepareDatabase(database, config, { info: () => undefined, warn: () => undefined });
  const app = await buildApp({ config, logger: false, database });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const agent = new Agent({ keepAlive: true });

  // Sign in like the site: XSRF cookie first, then the header, then the Bearer token.
  const health = await call(base, 'GET', '/api/health', agent, {});
  const cookie = health.setCookie.map((c) => c.split(';')[0]).join('; ');
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '';
  const login = await call(
    base,
    'POST',
    '/api/authenticate',
    agent,
    { cookie, 'x-xsrf-token': xsrf, 'content-type': 'application/json' },
    JSON.stringify({ userName: 'alpha.admin', password: PASSWORD }),
  );
  const session = JSON.parse(login.body) as { data?: { token: string; managementCompanyID: number } };
  if (!session.data) throw new Error(`sign-in failed: ${login.status} ${login.body}`);
  const headers = { cookie, authorization: `Bearer ${session.data.token}` };
  const path = `/api/MgmtCo/${session.data.managementCompanyID}`;
  const sample = await call(base, 'GET', path, agent, headers);
  agent.destroy();

  const bare = Fastify({ logger: false });
  bare.get(path, (_request, reply) => reply.type('application/json; charset=utf-8').send(sample.body));
  const bareBase = await bare.listen({ port: 0, host: '127.0.0.1' });

  await load(base, path, headers, 800);
  await load(bareBase, path, headers, 800);
  const results = { app: [] as number[], bare: [] as number[] };
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? (['bare', 'app'] as const) : (['app', 'bare'] as const);
    for (const which of order) {
      const r = await load(which === 'bare' ? bareBase : base, path, headers, ROUND_MS);
      if (r.errors) console.log(`  round ${round + 1}: ${r.errors} non-200 answers from ${which}`);
      results[which].push(r.rps);
    }
  }
  const ratio = median(results.app.map((a, i) => a / (results.bare[i] ?? Infinity)));
  console.log(
    `\n${label}: authenticated GET ${path} (${sample.body.length} bytes), ${CONNECTIONS} keep-alive connections, rounds of ${ROUND_MS} ms`,
  );
  console.log(
    `  app (token lookup + permission check + query) ${results.app.map(Math.round).join(', ')} req/s (median ${Math.round(median(results.app))})`,
  );
  console.log(
    `  bare Fastify                                  ${results.bare.map(Math.round).join(', ')} req/s (median ${Math.round(median(results.bare))})`,
  );
  console.log(`  ratio ${ratio.toFixed(2)}`);

  await bare.close();
  await app.close();
}

// PGlite: a data folder kept between runs (creating one takes seconds; reopening is quick).
const pglite = await openDatabase({ dataDir: join(tmpdir(), 'hangar-bench-pglite') });
try {
  await benchOn('PGlite', pglite);
} finally {
  await pglite.close();
}

// PostgreSQL: a `<db>_bench` database next to the test database, when a server answers.
const url = new URL(POSTGRES_URL);
const benchDb = `${url.pathname.slice(1) || 'test'}_bench`;
const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
try {
  await admin.connect();
} catch (err) {
  console.log(
    `\nPostgreSQL: skipped, nothing answers at ${url.host} (${(err as Error).message}); run npm run test:postgres once to start it.`,
  );
  process.exit(0);
}
await admin.query(`drop database if exists "${benchDb}" with (force)`);
await admin.query(`create database "${benchDb}"`);
await admin.end();
url.pathname = `/${benchDb}`;
const postgres = await openDatabase({ databaseUrl: url.toString() });
try {
  await benchOn('PostgreSQL', postgres);
} finally {
  await postgres.close();
}
