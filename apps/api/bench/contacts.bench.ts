// Contact search bench: authenticated GET /api/ContactSearch over HTTP for 10k and 100k contacts in one company,
// on PGlite and PostgreSQL; p50/p95 per query, the 100k ÷ 10k ratio of p95, and the targets (printed, never fatal).
import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import { prng, randomContact } from '../src/db/demo-contacts';
import { prepareDatabase } from '../src/db/handle';
import { contacts, managementCompanies } from '../src/db/schema';
import { contactValues } from '../src/modules/contacts/contact-repository';
import type { SecretBox } from '../src/security/secrets';

const SIZES = [10_000, 100_000] as const;
/** A two-letter word start, a word, and phone digits; then the plain list (no search, not a target). */
const QUERIES = ['sm', 'hangar', '5550142'] as const;
const PLAIN_LIST = '(list)';
const WARMUP = 20;
const RUNS = 200;
const BATCH = 2000;
const PASSWORD = 'Bench-Password-Long-1';
const TARGET_P95_MS = { PGlite: 50, PostgreSQL: 20 } as const;
const TARGET_RATIO = 1.5;
const POSTGRES_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const BENCH_DB = 'hangar_bench_contacts';

type Engine = keyof typeof TARGET_P95_MS;
type Row = { engine: Engine; size: number; query: string; p50: number; p95: number; total: number };

const noSecrets: SecretBox = {
  seal: () => {
    throw new Error('no tax ids in the bench');
  },
  open: () => {
    throw new Error('no tax ids in the bench');
  },
};

function call(
  origin: string,
  method: string,
  path: string,
  agent: Agent,
  headers: Record<string, string>,
  body?: string,
) {
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

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Adds generated contacts to the company until it holds `size` (the demo's own count towards it). */
async function fill(database: Database, companyId: number, size: number, seed: number) {
  const [row] = await database.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(contacts)
    .where(sql`${contacts.managementCompanyId} = ${companyId}`);
  const rng = prng(seed);
  const started = performance.now();
  for (let have = row?.n ?? 0; have < size;) {
    const n = Math.min(BATCH, size - have);
    const batch = Array.from({ length: n }, () => contactValues(randomContact(rng, companyId), noSecrets));
    await database.db.insert(contacts).values(batch as (typeof contacts.$inferInsert)[]);
    have += n;
  }
  // What autovacuum does on a server (PGlite has none): fresh statistics and the GIN pending list merged.
  await database.db.execute(sql`vacuum analyze contacts`);
  return (performance.now() - started) / 1000;
}

async function benchEngine(engine: Engine, database: Database): Promise<Row[]> {
  const config = loadConfig({
    PORT: '0',
    SITE_DIR: '',
    LOG_LEVEL: 'error',
    DEMO_PASSWORD: PASSWORD,
    SECRET_KEY: Buffer.alloc(32, 9).toString('base64'),
  });
  await prepareDatabase(database, config, { info: () => undefined, warn: () => undefined });
  const [company] = await database.db
    .select({ id: managementCompanies.id })
    .from(managementCompanies)
    .where(sql`${managementCompanies.name} = 'Alpha Hangar Management'`);
  const companyId = company!.id;
  const app = await buildApp({ config, logger: false, database });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const rows: Row[] = [];
  try {
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
    const session = JSON.parse(login.body) as { data?: { token: string } };
    if (!session.data) throw new Error(`sign-in failed: ${login.status} ${login.body}`);
    const headers = { cookie, authorization: `Bearer ${session.data.token}` };

    for (const [i, size] of SIZES.entries()) {
      const seconds = await fill(database, companyId, size, 1000 + i);
      console.log(
        `  ${engine}: ${size} contacts in company ${companyId} (filled in ${seconds.toFixed(1)} s)`,
      );
      for (const q of [...QUERIES, PLAIN_LIST]) {
        const search = q === PLAIN_LIST ? '' : `&q=${encodeURIComponent(q)}`;
        const path = `/api/ContactSearch?managementCompanyID=${companyId}${search}`;
        let total = 0;
        const times: number[] = [];
        for (let n = 0; n < WARMUP + RUNS; n++) {
          const started = performance.now();
          const res = await call(base, 'GET', path, agent, headers);
          const ms = performance.now() - started;
          if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.body.slice(0, 200)}`);
          if (n >= WARMUP) times.push(ms);
          else total = (JSON.parse(res.body) as { data: { total: number } }).data.total;
        }
        times.sort((a, b) => a - b);
        rows.push({ engine, size, query: q, p50: percentile(times, 50), p95: percentile(times, 95), total });
      }
    }
  } finally {
    agent.destroy();
    await app.close();
  }
  return rows;
}

function report(rows: Row[]) {
  const engines = [...new Set(rows.map((r) => r.engine))];
  console.log(
    `\nGET /api/ContactSearch (page of 25, sorted by file-as), ${RUNS} sequential requests after ${WARMUP} warm-ups`,
  );
  console.log(
    `${'engine'.padEnd(11)}${'contacts'.padStart(9)}  ${'query'.padEnd(9)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'hits'.padStart(8)}`,
  );
  for (const r of rows) {
    console.log(
      `${r.engine.padEnd(11)}${String(r.size).padStart(9)}  ${r.query.padEnd(9)}${r.p50.toFixed(1).padStart(8)}${r.p95.toFixed(1).padStart(8)}${String(r.total).padStart(8)}`,
    );
  }
  const [small, large] = SIZES;
  console.log(
    `\nTargets: p95 at ${large} ≤ ${TARGET_P95_MS.PostgreSQL} ms on PostgreSQL, ≤ ${TARGET_P95_MS.PGlite} ms on PGlite; p95 ${large} ÷ ${small} ≤ ${TARGET_RATIO}`,
  );
  for (const engine of engines) {
    for (const q of QUERIES) {
      const a = rows.find((r) => r.engine === engine && r.size === small && r.query === q);
      const b = rows.find((r) => r.engine === engine && r.size === large && r.query === q);
      if (!a || !b) continue;
      const ratio = b.p95 / a.p95;
      const p95ok = b.p95 <= TARGET_P95_MS[engine];
      console.log(
        `${engine.padEnd(11)}${q.padEnd(9)} p95 ${b.p95.toFixed(1).padStart(6)} ms ${p95ok ? 'PASS' : 'MISS'}   ratio ${ratio.toFixed(2).padStart(5)} ${ratio <= TARGET_RATIO ? 'PASS' : 'MISS'}`,
      );
    }
  }
}

const rows: Row[] = [];

// PGlite: a fresh temporary data folder, removed afterwards.
const dir = mkdtempSync(join(tmpdir(), 'hangar-bench-contacts-'));
try {
  const pglite = await openDatabase({ dataDir: dir });
  try {
    rows.push(...(await benchEngine('PGlite', pglite)));
  } finally {
    await pglite.close();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

// PostgreSQL: a database of its own next to the test database, when a server answers.
const url = new URL(POSTGRES_URL);
const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
let postgresUp = true;
try {
  await admin.connect();
} catch (err) {
  postgresUp = false;
  console.log(
    `\nPostgreSQL: skipped, nothing answers at ${url.host} (${(err as Error).message}); run npm run test:postgres once to start it.`,
  );
}
if (postgresUp) {
  await admin.query(`drop database if exists "${BENCH_DB}" with (force)`);
  await admin.query(`create database "${BENCH_DB}"`);
  url.pathname = `/${BENCH_DB}`;
  const postgres = await openDatabase({ databaseUrl: url.toString() });
  try {
    rows.push(...(await benchEngine('PostgreSQL', postgres)));
  } finally {
    await postgres.close();
    await admin.query(`drop database if exists "${BENCH_DB}" with (force)`);
    await admin.end();
  }
}

report(rows);
