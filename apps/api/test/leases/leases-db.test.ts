// The leases' rules that the database keeps whatever the API does: the end after the start, and two leases of
// one unit that are not drafts never sharing a day, also when two saves race (PGlite and PostgreSQL).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../src/db/database';
import { leases, rentalUnits } from '../../src/db/schema';
import { folderStore } from '../../src/files/folder-store';
import { openTestDatabase, resetDatabase } from '../support/server';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let database: Database;
let unit: { id: number; managementCompanyId: number };
const files = mkdtempSync(join(tmpdir(), 'hangar-leases-db-'));

beforeAll(async () => {
  database = await openTestDatabase();
  await resetDatabase(database, folderStore(files));
  const [row] = await database.db
    .select({ id: rentalUnits.id, managementCompanyId: rentalUnits.managementCompanyId })
    .from(rentalUnits)
    // A unit the demo never let: a demo lease has a ledger, which keeps it from being deleted.
    .where(sql`not exists (select 1 from leases l where l.unit_id = ${rentalUnits.id})`)
    .limit(1);
  unit = row!;
});

afterAll(async () => {
  await database.close();
  rmSync(files, { recursive: true, force: true });
});

type Terms = { start: string; end: string | null; draft?: boolean; type?: string };

const lease = (db: Db, { start, end, draft = false, type }: Terms) =>
  db
    .insert(leases)
    .values({
      managementCompanyId: unit.managementCompanyId,
      unitId: unit.id,
      type: type ?? (end ? 'fixed' : 'month-to-month'),
      startDate: start,
      endDate: end,
      isDraft: draft,
      rentCents: 31_000,
    })
    .returning({ id: leases.id });

/** The SQLSTATE a refused statement failed with (drizzle keeps the driver's error as its cause). */
async function refusal(work: Promise<unknown>): Promise<string | null> {
  try {
    await work;
    return null;
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    return e.code ?? e.cause?.code ?? 'unknown';
  }
}

const EXCLUSION = '23P01';
const CHECK = '23514';

describe('leases in the database', () => {
  it('refuses a lease of the same unit sharing a day with another, even its last one; the next day is free', async () => {
    await database.db.delete(leases).where(eq(leases.unitId, unit.id));
    expect(await refusal(lease(database.db, { start: '2027-01-01', end: '2027-06-30' }))).toBeNull();
    expect(await refusal(lease(database.db, { start: '2027-06-30', end: '2027-12-31' }))).toBe(EXCLUSION);
    expect(await refusal(lease(database.db, { start: '2026-12-01', end: '2027-01-01' }))).toBe(EXCLUSION);
    expect(await refusal(lease(database.db, { start: '2027-03-01', end: '2027-03-31' }))).toBe(EXCLUSION);
    expect(await refusal(lease(database.db, { start: '2027-07-01', end: '2027-12-31' }))).toBeNull();
  });

  it('lets drafts overlap anything; a month-to-month lease holds every day from its start', async () => {
    await database.db.delete(leases).where(eq(leases.unitId, unit.id));
    expect(await refusal(lease(database.db, { start: '2028-01-01', end: null }))).toBeNull();
    expect(await refusal(lease(database.db, { start: '2030-05-01', end: '2030-05-31' }))).toBe(EXCLUSION);
    expect(
      await refusal(lease(database.db, { start: '2029-01-01', end: '2029-12-31', draft: true })),
    ).toBeNull();
    expect(await refusal(lease(database.db, { start: '2027-01-01', end: '2027-12-31' }))).toBeNull();
  });

  it('keeps the unit for a fixed-then-month-to-month lease after its term ends', async () => {
    await database.db.delete(leases).where(eq(leases.unitId, unit.id));
    expect(
      await refusal(lease(database.db, { start: '2027-01-01', end: '2027-12-31', type: 'rollover' })),
    ).toBeNull();
    expect(await refusal(lease(database.db, { start: '2028-03-01', end: '2028-08-31' }))).toBe(EXCLUSION);
    // Given notice, it becomes a fixed lease ending on the move-out day; the unit is free after it.
    await database.db
      .update(leases)
      .set({ type: 'fixed', endDate: '2028-02-29' })
      .where(eq(leases.unitId, unit.id));
    expect(await refusal(lease(database.db, { start: '2028-03-01', end: '2028-08-31' }))).toBeNull();
  });

  it('refuses an end that is not after the start', async () => {
    expect(await refusal(lease(database.db, { start: '2031-05-01', end: '2031-05-01' }))).toBe(CHECK);
    expect(await refusal(lease(database.db, { start: '2031-05-01', end: '2031-04-30' }))).toBe(CHECK);
  });

  it('of two overlapping leases saved at the same moment, exactly one is stored', async () => {
    await database.db.delete(leases).where(eq(leases.unitId, unit.id));
    const save = (terms: Terms) =>
      refusal(
        database.db.transaction(async (tx) => {
          await lease(tx as unknown as Db, terms);
          // Both transactions hold their row before either commits (on PostgreSQL, two connections).
          await tx.execute(sql`select pg_sleep(0.05)`);
        }),
      );
    const results = await Promise.all([
      save({ start: '2032-01-01', end: '2032-12-31' }),
      save({ start: '2032-06-01', end: '2033-05-31' }),
    ]);
    expect(results.filter((r) => r === null)).toHaveLength(1);
    expect(results.filter((r) => r === EXCLUSION)).toHaveLength(1);
    const stored = await database.db.select().from(leases).where(eq(leases.unitId, unit.id));
    expect(stored).toHaveLength(1);
  });
});
