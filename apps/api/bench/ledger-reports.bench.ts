// Receivables bench: the aged receivables of 10,000 leases with 24 months of rent, payments and allocations each,
// on PostgreSQL, as a ratio to a plain scan of the same rows (the sum of every entry and allocation of the
// company), measured in the same run; and the report over HTTP (JSON and CSV). Target: the report under 1 s.
import { sql } from 'drizzle-orm';
import { Agent, request } from 'node:http';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import { prepareDatabase } from '../src/db/handle';
import { rowsOf } from '../src/db/rows';
import { receivables } from '../src/modules/reports/report-queries';

const LEASES = 10_000;
const MONTHS = 24;
const WARMUP = 2;
const RUNS = 9;
const TARGET_MS = 1000;
const PASSWORD = 'Bench-Password-Long-1';
const POSTGRES_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const BENCH_DB = process.env.BENCH_DATABASE || 'hangar_bench_ledger_reports';
/** Today, as the report runs by default: no entry is dated after it. */
const AS_OF = new Date().toISOString().slice(0, 10);
/** A day with entries after it: every allocation is weighed against the dates of its two entries. */
const AS_OF_PAST = '2025-06-15';

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let n = 0; n < WARMUP + RUNS; n++) {
    const started = performance.now();
    await run();
    if (n >= WARMUP) times.push(performance.now() - started);
  }
  return median(times);
}

/**
 * 10,000 units and leases in a property of Alpha, each with 24 monthly rents (2024-01 … 2025-12); every rent
 * paid three days late by a payment allocated to it, except the last four months of one lease in ten.
 */
async function fill(database: Database, companyId: number): Promise<number> {
  const db = database.db;
  const started = performance.now();
  const [property] = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into properties (management_company_id, name, file_as, type)
      values (${companyId}, 'Bench Field', 'Bench Field', 'airport') returning id`),
  );
  const p = property!.id;
  await db.execute(sql`
    insert into rental_units (management_company_id, property_id, unit_number, sort_key, type)
    select ${companyId}, ${p}, 'B-' || g, lpad(g::text, 8, '0'), 't-hangar' from generate_series(1, ${LEASES}) g`);
  await db.execute(sql`
    insert into leases (management_company_id, unit_id, type, start_date, end_date, rent_cents, due_day)
    select ${companyId}, u.id, 'fixed', '2024-01-01', '2026-12-31', 50000, 1
      from rental_units u where u.property_id = ${p}`);
  const leaseIds = sql`(select l.id from leases l join rental_units u on u.id = l.unit_id where u.property_id = ${p})`;
  await db.execute(sql`
    insert into ledger_entries (management_company_id, lease_id, date, kind, description, amount_cents, posting_key)
    select ${companyId}, l.id, m::date, 'rent', 'Rent', 50000, 'rent:' || to_char(m, 'YYYY-MM-DD')
      from ${leaseIds} l(id), generate_series('2024-01-01'::date, '2025-12-01'::date, interval '1 month') m`);
  await db.execute(sql`
    insert into ledger_entries (management_company_id, lease_id, date, kind, amount_cents, method, reference)
    select ${companyId}, c.lease_id, c.date + 3, 'payment', -50000, 'ach', to_char(c.date, 'YYYY-MM-DD')
      from ledger_entries c
     where c.lease_id in ${leaseIds} and c.kind = 'rent'
       and not (c.lease_id % 10 = 0 and c.date >= '2025-09-01')`);
  await db.execute(sql`
    insert into ledger_allocations (lease_id, payment_id, charge_id, amount_cents)
    select c.lease_id, pay.id, c.id, 50000
      from ledger_entries c
      join ledger_entries pay on pay.lease_id = c.lease_id and pay.kind = 'payment'
                             and pay.reference = to_char(c.date, 'YYYY-MM-DD')
     where c.lease_id in ${leaseIds} and c.kind = 'rent'`);
  await db.execute(sql`vacuum analyze`);
  console.log(`  filled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return p;
}

function get(origin: string, path: string, agent: Agent, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(origin + path, { agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function signIn(base: string, agent: Agent): Promise<Record<string, string>> {
  const health = await new Promise<string[]>((resolve, reject) => {
    request(base + '/api/health', { agent }, (res) => {
      res.resume();
      resolve(res.headers['set-cookie'] ?? []);
    })
      .on('error', reject)
      .end();
  });
  const cookie = health.map((c) => c.split(';')[0]).join('; ');
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '';
  const body = JSON.stringify({ userName: 'alpha.admin', password: PASSWORD });
  const login = await new Promise<string>((resolve, reject) => {
    const req = request(
      base + '/api/authenticate',
      {
        method: 'POST',
        agent,
        headers: { cookie, 'x-xsrf-token': xsrf, 'content-type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve(text));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
  const token = (JSON.parse(login) as { data?: { token: string } }).data?.token;
  if (!token) throw new Error(`sign-in failed: ${login}`);
  return { cookie, authorization: `Bearer ${token}` };
}

async function bench(database: Database) {
  const config = loadConfig({
    PORT: '0',
    SITE_DIR: '',
    LOG_LEVEL: 'error',
    DEMO_PASSWORD: PASSWORD,
    SECRET_KEY: Buffer.alloc(32, 9).toString('base64'),
  });
  await prepareDatabase(database, config, { info: () => undefined, warn: () => undefined });
  const [company] = rowsOf<{ id: number }>(
    await database.db.execute(
      sql`select id from management_companies where name = 'Alpha Hangar Management'`,
    ),
  );
  const companyId = company!.id;
  const propertyId = await fill(database, companyId);
  const [count] = rowsOf<{ entries: number; allocations: number }>(
    await database.db.execute(sql`
      select (select count(*) from ledger_entries where management_company_id = ${companyId})::int as entries,
             (select count(*) from ledger_allocations a join leases l on l.id = a.lease_id
               where l.management_company_id = ${companyId})::int as allocations`),
  );
  const scope = { companyId, visible: undefined, propertyId };
  // The baseline: every entry and allocation of the company read once and summed, nothing else.
  const scan = await timed(() =>
    database.db.execute(sql`
      select (select sum(amount_cents) from ledger_entries where management_company_id = ${companyId}),
             (select sum(a.amount_cents) from ledger_allocations a join leases l on l.id = a.lease_id
               where l.management_company_id = ${companyId})`),
  );
  let owing = 0;
  const report = await timed(async () => {
    owing = (await receivables(database.db, scope, AS_OF)).rows.length;
  });
  const past = await timed(() => receivables(database.db, scope, AS_OF_PAST));

  const app = await buildApp({ config, logger: false, database });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let http = 0;
  let csv = 0;
  try {
    const headers = await signIn(base, agent);
    const path = `/api/Receivables/${companyId}?asOf=${AS_OF}&propertyID=${propertyId}`;
    const once = async (p: string) => {
      const res = await get(base, p, agent, headers);
      if (res.status !== 200) throw new Error(`${p}: ${res.status} ${res.body.slice(0, 200)}`);
    };
    http = await timed(() => once(path));
    csv = await timed(() => once(`${path}&format=csv`));
  } finally {
    agent.destroy();
    await app.close();
  }

  console.log(
    `\nReceivables as of ${AS_OF}: ${LEASES} leases × ${MONTHS} months on PostgreSQL (${count!.entries} entries, ${count!.allocations} allocations; ${owing} leases owe); median of ${RUNS} after ${WARMUP} warm-ups`,
  );
  console.log(`  plain scan of the same rows     ${scan.toFixed(1).padStart(8)} ms   1.00`);
  console.log(
    `  receivables (SQL)               ${report.toFixed(1).padStart(8)} ms ${(report / scan).toFixed(2).padStart(6)}`,
  );
  console.log(
    `  receivables as of ${AS_OF_PAST}      ${past.toFixed(1).padStart(8)} ms ${(past / scan).toFixed(2).padStart(6)}   (entries after the day)`,
  );
  console.log(
    `  GET /api/Receivables (JSON)     ${http.toFixed(1).padStart(8)} ms ${(http / scan).toFixed(2).padStart(6)}`,
  );
  console.log(
    `  GET /api/Receivables (CSV)      ${csv.toFixed(1).padStart(8)} ms ${(csv / scan).toFixed(2).padStart(6)}`,
  );
  console.log(`Target: the report under ${TARGET_MS} ms: ${http <= TARGET_MS ? 'PASS' : 'MISS'}`);
}

const url = new URL(POSTGRES_URL);
const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
let postgresUp = true;
try {
  await admin.connect();
} catch (err) {
  postgresUp = false;
  console.log(`\nReceivables bench: skipped, no PostgreSQL at ${url.host} (${(err as Error).message}).`);
}
if (postgresUp) {
  await admin.query(`drop database if exists "${BENCH_DB}" with (force)`);
  await admin.query(`create database "${BENCH_DB}"`);
  url.pathname = `/${BENCH_DB}`;
  const postgres = await openDatabase({ databaseUrl: url.toString() });
  try {
    await bench(postgres);
  } finally {
    await postgres.close();
    // BENCH_KEEP=1 leaves the filled database for a look at the plans.
    if (!process.env.BENCH_KEEP) await admin.query(`drop database if exists "${BENCH_DB}" with (force)`);
    await admin.end();
  }
}
