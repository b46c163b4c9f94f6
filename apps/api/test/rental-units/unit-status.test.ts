// A unit's stored status against its derivation: for random leases (fixed, rollover, month-to-month, drafts)
// written, changed and deleted, the status stored with each write is the one derived for today, inside the
// writing transaction; and the daily job moves it to the status derived for each later day, skipping days
// or not, once (a second run the same day moves nothing).
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database, DbOrTx } from '../../src/db/database';
import { leases, managementCompanies, properties, rentalUnits } from '../../src/db/schema';
import { todayIn } from '../../src/db/today';
import { folderStore } from '../../src/files/folder-store';
import {
  deriveUnitStatus,
  moveUnitStatus,
  type StatusLease,
} from '../../src/modules/rental-units/unit-status';
import { openTestDatabase, resetDatabase } from '../support/server';

let database: Database;
let company = 0;
let property = 0;
let timeZone = '';
const files = mkdtempSync(join(tmpdir(), 'hangar-unit-status-'));

beforeAll(async () => {
  database = await openTestDatabase();
  await resetDatabase(database, folderStore(files));
  const [row] = await database.db
    .select({ id: properties.id, company: properties.managementCompanyId, tz: managementCompanies.timeZone })
    .from(properties)
    .innerJoin(managementCompanies, eq(managementCompanies.id, properties.managementCompanyId))
    .limit(1);
  company = row!.company;
  property = row!.id;
  timeZone = row!.tz;
});

afterAll(async () => {
  await database.close();
  rmSync(files, { recursive: true, force: true });
});

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** One lease after the previous: a gap, a length, its kind; only the last may run on without an end. */
const leaseShape = fc.record({
  gap: fc.integer({ min: 1, max: 60 }),
  days: fc.integer({ min: 1, max: 120 }),
  type: fc.constantFrom('fixed', 'fixed', 'rollover', 'month-to-month'),
  isDraft: fc.boolean(),
});

const scenario = fc.record({
  entered: fc.constantFrom('vacant', 'vacant', 'occupied', 'offline'),
  /** Where the first lease starts, from today. */
  from: fc.integer({ min: -200, max: 60 }),
  shapes: fc.array(leaseShape, { minLength: 0, maxLength: 4 }),
  /** Which lease (if any) is then deleted, and which has its end moved. */
  removeAt: fc.option(fc.nat(), { nil: null }),
  moveEndBy: fc.integer({ min: -20, max: 40 }),
  /** Later days the job runs on, from today (in order; days between are skipped). */
  later: fc.uniqueArray(fc.integer({ min: 1, max: 420 }), { minLength: 1, maxLength: 5 }),
});

let made = 0;

async function storedStatus(db: DbOrTx, unit: number) {
  const [row] = await db
    .select({ s: rentalUnits.shownStatus })
    .from(rentalUnits)
    .where(eq(rentalUnits.id, unit));
  return row!.s;
}

it('stores with each write, and moves day by day, the status the derivation gives', async () => {
  const db = database.db;
  const today = todayIn(timeZone, new Date());
  await fc.assert(
    fc.asyncProperty(scenario, async ({ entered, from, shapes, removeAt, moveEndBy, later }) => {
      made += 1;
      const [unit] = await db
        .insert(rentalUnits)
        .values({
          managementCompanyId: company,
          propertyId: property,
          unitNumber: `ST-${made}`,
          sortKey: `st-${String(made).padStart(6, '0')}`,
          type: 't-hangar',
          status: entered,
        })
        .returning({ id: rentalUnits.id, shown: rentalUnits.shownStatus });
      const unitId = unit!.id;
      expect(unit!.shown).toBe(deriveUnitStatus(entered, [], today));
      const written: (StatusLease & { id: number })[] = [];
      try {
        let start = addDays(today, from);
        for (const [i, shape] of shapes.entries()) {
          const last = i === shapes.length - 1;
          const type = last ? shape.type : 'fixed';
          const endDate = type === 'month-to-month' ? null : addDays(start, shape.days);
          const lease = { type, startDate: start, endDate, isDraft: shape.isDraft };
          // Written in a transaction: the unit's status is already the new one inside it.
          await db.transaction(async (tx) => {
            const [row] = await tx
              .insert(leases)
              .values({ managementCompanyId: company, unitId, rentCents: 10_000, ...lease })
              .returning({ id: leases.id });
            written.push({ id: row!.id, ...lease });
            expect(await storedStatus(tx, unitId)).toBe(deriveUnitStatus(entered, written, today));
          });
          start = addDays(endDate ?? start, shape.gap);
        }
        if (written.length) {
          // A fixed lease's end moved (within what keeps it after its start and before the next one).
          const at = written.findIndex((l) => l.type === 'fixed');
          if (at >= 0) {
            const l = written[at]!;
            const next = written[at + 1]?.startDate;
            let end = addDays(l.endDate!, moveEndBy);
            if (end <= l.startDate) end = addDays(l.startDate, 1);
            if (next && end >= next) end = addDays(next, -1);
            if (end > l.startDate) {
              await db.update(leases).set({ endDate: end }).where(eq(leases.id, l.id));
              l.endDate = end;
              expect(await storedStatus(db, unitId)).toBe(deriveUnitStatus(entered, written, today));
            }
          }
          if (removeAt !== null) {
            const [gone] = written.splice(removeAt % written.length, 1);
            await db.delete(leases).where(eq(leases.id, gone!.id));
            expect(await storedStatus(db, unitId)).toBe(deriveUnitStatus(entered, written, today));
          }
        }
        for (const k of [...later].sort((a, b) => a - b)) {
          const now = new Date(Date.now() + k * DAY_MS);
          await moveUnitStatus(db, now);
          expect(await storedStatus(db, unitId)).toBe(
            deriveUnitStatus(entered, written, todayIn(timeZone, now)),
          );
          // The same day again moves nothing: every unit already has that day's status.
          expect(await moveUnitStatus(db, now)).toBe(0);
        }
      } finally {
        await db.delete(leases).where(eq(leases.unitId, unitId));
        await db.delete(rentalUnits).where(eq(rentalUnits.id, unitId));
      }
    }),
    { numRuns: 60 },
  );
  // The demo's units, moved to later days by the runs, are put back to today for the next file.
  await db.execute(sql`update rental_units set status = status`);
}, 240_000);
