// Ledger posting bench, on PostgreSQL: one run of the `post-lease-charges` job for 10,000 leases (a year of
// rent, an electricity charge on half of them, the deposits: about 170,000 entries, credits applied), then a
// rerun that finds nothing to post, each as a ratio to a plain scan of the same rows (the leases read and the
// entries written). Printed, never fatal.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/database';
import { ledgerEntries, leases, managementCompanies, properties, rentalUnits } from '../src/db/schema';
import { postLeaseCharges } from '../src/modules/ledger/ledger-posting';

const LEASES = 10_000;
const BATCH = 1000;
const POSTGRES_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const BENCH_DB = 'hangar_bench_ledger';
/** The job's day: a year and a half month after the leases start. */
const NOW = new Date('2026-06-15T18:00:00Z');

async function fill(database: Database): Promise<void> {
  const db = database.db;
  const [company] = await db
    .insert(managementCompanies)
    .values({ name: 'Bench Hangars', timeZone: 'America/Chicago' })
    .returning({ id: managementCompanies.id });
  const [property] = await db
    .insert(properties)
    .values({ managementCompanyId: company!.id, name: 'Bench Field', fileAs: 'Bench Field', type: 'airport' })
    .returning({ id: properties.id });
  for (let from = 0; from < LEASES; from += BATCH) {
    const n = Math.min(BATCH, LEASES - from);
    const units = await db
      .insert(rentalUnits)
      .values(
        Array.from({ length: n }, (_, i) => ({
          managementCompanyId: company!.id,
          propertyId: property!.id,
          unitNumber: `B-${from + i + 1}`,
          sortKey: `b-${String(from + i + 1).padStart(6, '0')}`,
          type: 't-hangar',
        })),
      )
      .returning({ id: rentalUnits.id });
    await db.insert(leases).values(
      units.map((u, i) => ({
        managementCompanyId: company!.id,
        unitId: u.id,
        type: 'month-to-month',
        // Half start on the first, half mid-month (a prorated first period).
        startDate: (from + i) % 2 ? '2025-06-01' : '2025-06-16',
        rentCents: 30_000 + ((from + i) % 500) * 100,
        depositCents: 30_000,
        charges: (from + i) % 2 ? [{ label: 'Electricity', amountCents: 4_500 }] : [],
      })),
    );
  }
}

async function time<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await work();
  return [performance.now() - started, result];
}

/** The plain scan: every lease row and every ledger entry row, read once. */
async function scan(database: Database): Promise<number> {
  const all = await database.db.select().from(leases);
  const entries = await database.db.select().from(ledgerEntries);
  return all.length + entries.length;
}

const url = new URL(POSTGRES_URL);
const maintenance = new URL(url);
maintenance.pathname = '/postgres';
const admin = new pg.Client({ connectionString: maintenance.toString() });
try {
  await admin.connect();
} catch (err) {
  console.log(
    `\nLedger posting: skipped, PostgreSQL does not answer at ${url.host} (${(err as Error).message}).`,
  );
  process.exit(0);
}
await admin.query(`drop database if exists "${BENCH_DB}" with (force)`);
await admin.query(`create database "${BENCH_DB}"`);
url.pathname = `/${BENCH_DB}`;
const database = await openDatabase({ databaseUrl: url.toString() });
try {
  await database.migrate();
  const [fillMs] = await time(() => fill(database));
  const [postMs, posted] = await time(() => postLeaseCharges(database.db, NOW));
  const [rerunMs, rerun] = await time(() => postLeaseCharges(database.db, NOW));
  await database.db.execute(sql`analyze`);
  await scan(database);
  const [scanMs, rows] = await time(() => scan(database));
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `\nLedger posting on PostgreSQL (${LEASES.toLocaleString('en-US')} leases; filled in ${s(fillMs)})`,
  );
  console.log(
    `  first run:  ${s(postMs)} for ${posted.posted.toLocaleString('en-US')} entries posted, ratio ${(postMs / scanMs).toFixed(1)} to the scan`,
  );
  console.log(
    `  rerun:      ${s(rerunMs)}, ${rerun.posted} posted, ratio ${(rerunMs / scanMs).toFixed(1)} to the scan`,
  );
  console.log(`  plain scan: ${s(scanMs)} for ${rows.toLocaleString('en-US')} rows (leases and entries)`);
} finally {
  await database.close();
  await admin.query(`drop database if exists "${BENCH_DB}" with (force)`);
  await admin.end();
}
