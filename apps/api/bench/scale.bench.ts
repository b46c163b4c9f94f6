// Scale bench, on PostgreSQL: one company grown to 10k, 100k and 1M contacts (with 1k, 10k and 100k rental
// units and their leases, made by `generate_series` in a few statements), and at each size the p50/p95 of
// the reads a manager makes, through the HTTP API: contact search, the first, a middle and the last page of
// contacts by name and by city, the management summary, opening a property, vacant units, active leases.
// Prints the growth ratios and the targets (printed, never fatal). SCALE_BENCH_SIZES=small runs 10k and 100k
// only (a quick check); SCALE_BENCH_URL names the database, dropped and made anew (default hangar_bench_scale).
import { sql } from 'drizzle-orm';
import { Agent, request } from 'node:http';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import { prepareDatabase } from '../src/db/handle';
import { managementCompanies, properties } from '../src/db/schema';
import { encodeCursor } from '../src/http/list-cursor';

const ALL_SIZES = [
  { contacts: 10_000, units: 1_000 },
  { contacts: 100_000, units: 10_000 },
  { contacts: 1_000_000, units: 100_000 },
] as const;
const SIZES = process.env.SCALE_BENCH_SIZES === 'small' ? ALL_SIZES.slice(0, 2) : ALL_SIZES;
const WARMUP = 5;
const RUNS = Number(process.env.SCALE_BENCH_RUNS ?? 40);
const PASSWORD = 'Bench-Password-Long-1';
const TARGET_P95_MS = 50;
const TARGET_RATIO = 3;
const URL_OF_BENCH = process.env.SCALE_BENCH_URL || 'postgres://postgres@127.0.0.1:5432/hangar_bench_scale';

const SURNAMES = [
  'smith',
  'johnson',
  'williams',
  'brown',
  'jones',
  'garcia',
  'miller',
  'davis',
  'rodriguez',
  'martinez',
  'hernandez',
  'lopez',
  'gonzalez',
  'wilson',
  'anderson',
  'thomas',
  'taylor',
  'moore',
  'jackson',
  'martin',
  'lee',
  'perez',
  'thompson',
  'white',
  'harris',
  'sanchez',
  'clark',
  'ramirez',
  'lewis',
  'robinson',
  'walker',
  'young',
  'allen',
  'king',
  'wright',
  'scott',
  'torres',
  'nguyen',
  'hill',
  'flores',
  'green',
  'adams',
  'nelson',
  'baker',
  'hall',
  'rivera',
  'campbell',
  'mitchell',
  'carter',
  'roberts',
  'smalley',
  'smythe',
  'yarborough',
  'quinlan',
  'okafor',
  'castellano',
  'lindqvist',
  'pemberton',
  'whitfield',
  'osullivan',
];
const FIRST = [
  'james',
  'mary',
  'robert',
  'patricia',
  'john',
  'jennifer',
  'michael',
  'linda',
  'david',
  'elizabeth',
  'william',
  'barbara',
  'richard',
  'susan',
  'joseph',
  'jessica',
  'thomas',
  'sarah',
  'charles',
  'karen',
  'amelia',
  'wilbur',
  'orville',
  'bessie',
  'chuck',
];
const CITIES = [
  'Fort Worth',
  'Haslet',
  'Azle',
  'Saginaw',
  'Keller',
  'Denton',
  'Decatur',
  'Weatherford',
  'Roanoke',
  'Justin',
  'Rhome',
  'Springtown',
  'Boyd',
  'Newark',
  'Aledo',
  'Granbury',
  'Arlington',
  'Dallas',
  'Lewisville',
  'Argyle',
];
const DOMAINS = [
  'gmail.com',
  'yahoo.com',
  'outlook.com',
  'icloud.com',
  'hotmail.com',
  'aol.com',
  'proton.me',
  'fastmail.com',
  'taildragger.net',
  'eaglemtn.org',
];

type Step = { name: string; paths: (ctx: Ctx) => Promise<string[]> };
type Ctx = {
  company: number;
  size: number;
  base: string;
  headers: Record<string, string>;
  agent: Agent;
  db: Database;
};
type Row = { size: number; step: string; p50: number; p95: number; total: string };

function call(
  origin: string,
  path: string,
  agent: Agent,
  headers: Record<string, string>,
  method = 'GET',
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
const arr = (words: readonly string[]) => `array[${words.map((w) => `'${w}'`).join(',')}]`;
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** Grows the company to `to` contacts and `units` units with leases (from the counts it has). */
async function grow(
  client: pg.Client,
  company: number,
  fromContacts: number,
  to: number,
  fromUnits: number,
  units: number,
) {
  const started = performance.now();
  // Contacts: names, an e-mail at one of ten domains, a phone, a city; the search text as the app writes it.
  await client.query(
    `
    insert into contacts (management_company_id, kind, first_name, last_name, file_as_pattern, file_as, emails, phones, addresses, search_text)
    select $1, 'individual', initcap(f), initcap(s) , 'lastFirst', initcap(s) || ', ' || initcap(f) || ' ' || g,
      jsonb_build_array(jsonb_build_object('address', f || '.' || s || g || '@' || d, 'type', 'personal', 'isPrimary', true)),
      jsonb_build_array(jsonb_build_object('number', '817555' || lpad((g % 10000)::text, 4, '0'), 'type', 'mobile', 'isPrimary', true)),
      case when g % 9 = 0 then '[]'::jsonb else jsonb_build_array(jsonb_build_object('city', c, 'state', 'TX', 'postalCode', '76' || lpad((g % 1000)::text, 3, '0'), 'line1', g || ' Main St', 'type', 'home', 'isPrimary', true)) end,
      ' ' || s || ' ' || f || ' ' || g || ' ' || f || '.' || s || g || '@' || d || ' 817555' || lpad((g % 10000)::text, 4, '0') || ' ' || lower(c) || ' 76' || lpad((g % 1000)::text, 3, '0') || ' tx '
    from generate_series($2::int + 1, $3::int) g,
      lateral (select (${arr(SURNAMES)})[1 + (hashint4(g) & 2147483647) % ${SURNAMES.length}] as s,
        (${arr(FIRST)})[1 + (hashint4(g + 7) & 2147483647) % ${FIRST.length}] as f,
        (${arr(CITIES)})[1 + (hashint4(g + 13) & 2147483647) % ${CITIES.length}] as c,
        (${arr(DOMAINS)})[1 + (hashint4(g + 29) & 2147483647) % ${DOMAINS.length}] as d) x`,
    [company, fromContacts, to],
  );
  // Properties of 100 units each, then the units, then leases: 70% active (a third rolling over), 10% future.
  await client.query(
    `
    insert into properties (management_company_id, name, file_as, type)
    select $1, 'Bench Field ' || p, 'Bench Field ' || lpad(p::text, 5, '0'), 'airport'
    from generate_series($2::int / 100 + 1, $3::int / 100) p`,
    [company, fromUnits, units],
  );
  // The triggers that store each unit's status are skipped for the bulk write; one update stores them after.
  await client.query(`set session_replication_role = replica`);
  await client.query(
    `
    insert into rental_units (management_company_id, property_id, unit_number, sort_key, type, market_rent_cents, square_feet, is_listed)
    select $1, p.id, 'B-' || u, 'b-' || lpad(u::text, 10, '0'), 't-hangar', 30000 + (u % 50) * 1000, 1000 + u % 2000, u % 3 = 0
    from generate_series($2::int + 1, $3::int) u
    join properties p on p.management_company_id = $1 and p.file_as = 'Bench Field ' || lpad(((u - 1) / 100 + 1)::text, 5, '0')`,
    [company, fromUnits, units],
  );
  await client.query(
    `
    insert into leases (management_company_id, unit_id, type, start_date, end_date, rent_cents)
    select $1, r.id,
      case when n % 3 = 0 then 'rollover' else 'fixed' end,
      case when n % 10 < 7 then current_date - (n % 300) else current_date + 10 + n % 50 end,
      case when n % 10 < 7 then current_date - (n % 300) + 365 else current_date + 10 + n % 50 + 365 end,
      r.market_rent_cents
    from (select u.id, u.market_rent_cents, (hashint4(u.id) & 2147483647) as n from rental_units u
      where u.management_company_id = $1 and u.unit_number like 'B-%' and not exists (select 1 from leases l where l.unit_id = u.id)) r
    where r.n % 10 < 8`,
    [company],
  );
  await client.query(
    `
    insert into lease_parties (lease_id, contact_id, role)
    select l.id, (select max(c.id) from contacts c where c.management_company_id = $1) - l.id % 1000, 'tenant'
    from leases l where l.management_company_id = $1 and not exists (select 1 from lease_parties lp where lp.lease_id = l.id)`,
    [company],
  );
  await client.query(`set session_replication_role = origin`);
  await client.query(
    `
    update rental_units u set shown_status = hangar_unit_status(u.id, u.status, t.d), status_changes_on = hangar_unit_status_changes_on(u.id, t.d)
    from (select c.id, (now() at time zone c.time_zone)::date as d from management_companies c) t
    where t.id = u.management_company_id and u.management_company_id = $1`,
    [company],
  );
  await client.query('vacuum analyze');
  return (performance.now() - started) / 1000;
}

/** A cursor at the middle row of the company's contacts in a sort (found once, outside the timing). */
async function middleCursor(ctx: Ctx, sort: 'fileAs' | 'city') {
  const keys =
    sort === 'fileAs'
      ? `lower(file_as)::text as k0, id::text as k1`
      : `((addresses->0->>'city') is null)::text as k0, (coalesce(lower(addresses->0->>'city'), ''))::text as k1, id::text as k2`;
  const order =
    sort === 'fileAs'
      ? `lower(file_as), id`
      : `((addresses->0->>'city') is null), (coalesce(lower(addresses->0->>'city'), '')), id`;
  const [row] = rowsOf<Record<string, string>>(
    await ctx.db.db.execute(
      sql.raw(
        `select ${keys} from contacts where management_company_id = ${ctx.company} and is_active order by ${order} offset ${Math.floor(ctx.size * 0.45)} limit 1`,
      ),
    ),
  );
  return encodeCursor({ s: sort, d: 'asc', k: Object.values(row!), w: 'a' });
}

async function lastCursor(ctx: Ctx, path: string) {
  const res = await call(ctx.base, path, ctx.agent, ctx.headers);
  return (JSON.parse(res.body) as { data: { cursors: { last: string } } }).data.cursors.last;
}

const contacts = (ctx: Ctx, rest: string) => `/api/ContactSearch?managementCompanyID=${ctx.company}&${rest}`;

const STEPS: Step[] = [
  { name: 'search surname "garc"', paths: async (c) => [contacts(c, 'q=garc')] },
  { name: 'search "sm"', paths: async (c) => [contacts(c, 'q=sm')] },
  { name: 'search domain "taildragger.net"', paths: async (c) => [contacts(c, 'q=taildragger.net')] },
  { name: 'search miss "zqxv"', paths: async (c) => [contacts(c, 'q=zqxv')] },
  { name: 'contacts by name: first', paths: async (c) => [contacts(c, 'sort=fileAs')] },
  {
    name: 'contacts by name: middle',
    paths: async (c) => [contacts(c, `sort=fileAs&cursor=${await middleCursor(c, 'fileAs')}`)],
  },
  {
    name: 'contacts by name: last',
    paths: async (c) => [
      contacts(c, `sort=fileAs&cursor=${await lastCursor(c, contacts(c, 'sort=fileAs'))}`),
    ],
  },
  { name: 'contacts by city: first', paths: async (c) => [contacts(c, 'sort=city')] },
  {
    name: 'contacts by city: middle',
    paths: async (c) => [contacts(c, `sort=city&cursor=${await middleCursor(c, 'city')}`)],
  },
  {
    name: 'contacts by city: last',
    paths: async (c) => [contacts(c, `sort=city&cursor=${await lastCursor(c, contacts(c, 'sort=city'))}`)],
  },
  { name: 'management summary', paths: async (c) => [`/api/MgmtCoSummary/${c.company}`] },
  {
    name: 'open a property (record + units)',
    paths: async (c) => {
      const [p] = await c.db.db
        .select({ id: properties.id })
        .from(properties)
        .where(
          sql`${properties.managementCompanyId} = ${c.company} and ${properties.fileAs} like 'Bench Field %'`,
        )
        .orderBy(sql`${properties.id} desc`)
        .limit(1);
      return [`/api/Property/${p!.id}`, `/api/RentalUnitSearch?propertyID=${p!.id}`];
    },
  },
  {
    name: 'vacant units',
    paths: async (c) => [`/api/RentalUnitSearch?managementCompanyID=${c.company}&status=vacant`],
  },
  {
    name: 'active leases',
    paths: async (c) => [`/api/RentalUnitLeaseSearch?managementCompanyID=${c.company}&status=active`],
  },
];

async function recreate(url: string) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
    await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
}

/** SCALE_BENCH_REUSE=1: measure the database as the last run left it (its largest size), without rebuilding. */
const REUSE = process.env.SCALE_BENCH_REUSE === '1';

async function main() {
  if (!REUSE) await recreate(URL_OF_BENCH);
  const database = await openDatabase({ databaseUrl: URL_OF_BENCH });
  const config = loadConfig({
    PORT: '0',
    SITE_DIR: '',
    LOG_LEVEL: 'error',
    DEMO_PASSWORD: PASSWORD,
    SECRET_KEY: Buffer.alloc(32, 9).toString('base64'),
    JOBS: 'off',
  });
  await prepareDatabase(database, config, { info: () => undefined, warn: () => undefined });
  const [company] = await database.db
    .select({ id: managementCompanies.id })
    .from(managementCompanies)
    .where(sql`${managementCompanies.name} = 'Alpha Hangar Management'`);
  const app = await buildApp({ config, logger: false, database });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const writer = new pg.Client({ connectionString: URL_OF_BENCH });
  await writer.connect();
  const rows: Row[] = [];
  try {
    const health = await call(base, '/api/health', agent, {});
    const cookie = health.setCookie.map((c) => c.split(';')[0]).join('; ');
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '';
    const login = await call(
      base,
      '/api/authenticate',
      agent,
      { cookie, 'x-xsrf-token': xsrf, 'content-type': 'application/json' },
      'POST',
      JSON.stringify({ userName: 'alpha.admin', password: PASSWORD }),
    );
    const session = JSON.parse(login.body) as { data?: { token: string } };
    if (!session.data) throw new Error(`sign-in failed: ${login.status} ${login.body}`);
    const headers = { cookie, authorization: `Bearer ${session.data.token}` };
    let haveContacts = 0;
    let haveUnits = 0;
    for (const size of REUSE ? SIZES.slice(-1) : SIZES) {
      const seconds = REUSE
        ? 0
        : await grow(writer, company!.id, haveContacts, size.contacts, haveUnits, size.units);
      haveContacts = size.contacts;
      haveUnits = size.units;
      console.log(`${size.contacts} contacts, ${size.units} units: generated in ${seconds.toFixed(1)} s`);
      const ctx: Ctx = { company: company!.id, size: size.contacts, base, headers, agent, db: database };
      for (const step of STEPS) {
        const paths = await step.paths(ctx);
        const times: number[] = [];
        let total = '';
        let failed = '';
        for (let n = 0; n < WARMUP + RUNS && !failed; n++) {
          const started = performance.now();
          for (const path of paths) {
            const res = await call(base, path, agent, headers);
            if (res.status !== 200) {
              failed = `answered ${res.status}`;
              break;
            }
            if (n === 0 && path === paths[paths.length - 1]) {
              const data = (JSON.parse(res.body) as { data: { total?: number; totalCapped?: boolean } }).data;
              total = data.total === undefined ? '' : `${data.total}${data.totalCapped ? '+' : ''}`;
            }
          }
          if (n >= WARMUP) times.push(performance.now() - started);
        }
        times.sort((a, b) => a - b);
        const row = {
          size: size.contacts,
          step: step.name,
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          total,
        };
        rows.push(row);
        console.log(
          `  ${row.step.padEnd(36)}${row.p50.toFixed(1).padStart(8)}${row.p95.toFixed(1).padStart(8)}  ${row.total}`,
        );
      }
    }
  } finally {
    agent.destroy();
    await writer.end();
    await app.close();
    await database.close();
  }
  const sizes = SIZES.map((s) => s.contacts);
  const small = sizes[0]!;
  const large = sizes[sizes.length - 1]!;
  console.log(
    `\nScale bench: one company, HTTP API on PostgreSQL, ${RUNS} sequential requests after ${WARMUP} warm-ups (ms)`,
  );
  console.log(
    `${'read'.padEnd(36)}${sizes.map((s) => `${`p50@${s / 1000}k`.padStart(11)}${`p95@${s / 1000}k`.padStart(11)}`).join('')}${`p95 ${large / 1000}k÷${small / 1000}k`.padStart(16)}  target`,
  );
  for (const step of STEPS) {
    const mine = sizes.map((s) => rows.find((r) => r.size === s && r.step === step.name));
    if (mine.some((r) => !r)) continue;
    const ratio = mine[mine.length - 1]!.p95 / mine[0]!.p95;
    const p95 = mine[mine.length - 1]!.p95;
    console.log(
      `${step.name.padEnd(36)}${mine.map((r) => `${r!.p50.toFixed(1).padStart(11)}${r!.p95.toFixed(1).padStart(11)}`).join('')}${ratio.toFixed(2).padStart(16)}  p95 ≤ ${TARGET_P95_MS}: ${p95 <= TARGET_P95_MS ? 'PASS' : 'MISS'}, ratio ≤ ${TARGET_RATIO}: ${ratio <= TARGET_RATIO ? 'PASS' : 'MISS'}`,
    );
  }
}

await main();
