// The ledger under concurrency, on the database itself: two posting runs at once (on PostgreSQL through two
// connection pools, as two API instances would) give the ledger of one run; two payments at once never pay the
// same charge twice; a run cut off half-way posts the rest once when run again.
import { creditAllocations, ledgerView, netAllocations, type LeaseLedger } from '@hangar/contracts';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../../src/db/database';
import { leases, properties, rentalUnits } from '../../src/db/schema';
import { folderStore } from '../../src/files/folder-store';
import { HttpError } from '../../src/http/http-error';
import { addCharge, ledgerRows, recordPayment, voidEntry } from '../../src/modules/ledger/ledger-repository';
import { postLeaseCharges } from '../../src/modules/ledger/ledger-posting';
import { onPostgres, openTestDatabase, postgresTestUrl, resetDatabase } from '../support/server';

let database: Database;
/** A second pool on the same PostgreSQL database (PGlite has one connection: the same one). */
let second: Database;
let company = 0;
let property = 0;
const files = mkdtempSync(join(tmpdir(), 'hangar-ledger-db-'));

beforeAll(async () => {
  database = await openTestDatabase();
  await resetDatabase(database, folderStore(files));
  second = onPostgres ? await openDatabase({ databaseUrl: await postgresTestUrl() }) : database;
  const [row] = await database.db
    .select({ id: properties.id, company: properties.managementCompanyId })
    .from(properties)
    .limit(1);
  company = row!.company;
  property = row!.id;
});

afterAll(async () => {
  if (second !== database) await second.close();
  await database.close();
  rmSync(files, { recursive: true, force: true });
});

let units = 0;
/** `n` leases on new units, monthly from 2026-01-01, each with a deposit and a recurring charge. */
async function makeLeases(db: Db, n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    units += 1;
    const [unit] = await db
      .insert(rentalUnits)
      .values({
        managementCompanyId: company,
        propertyId: property,
        unitNumber: `DB-${units}`,
        sortKey: `db-${String(units).padStart(6, '0')}`,
        type: 't-hangar',
      })
      .returning({ id: rentalUnits.id });
    const [lease] = await db
      .insert(leases)
      .values({
        managementCompanyId: company,
        unitId: unit!.id,
        type: 'month-to-month',
        startDate: '2026-01-10',
        rentCents: 30_000 + i,
        depositCents: 10_000,
        charges: [{ label: 'Electricity', amountCents: 1_500 }],
      })
      .returning({ id: leases.id });
    ids.push(lease!.id);
  }
  return ids;
}

async function viewOf(db: Db, ids: number[]): Promise<Map<number, LeaseLedger>> {
  const rows = await ledgerRows(db, ids);
  return new Map(
    ids.map((id) => [
      id,
      ledgerView(rows.get(id)!.entries, rows.get(id)!.allocations, { leaseID: id, ledgerStartsOn: '' }),
    ]),
  );
}

/** A ledger without its ids and times: what two runs must agree on. */
const shape = (l: LeaseLedger) =>
  l.entries.map((e) => [e.date, e.kind, e.description, e.amountCents, e.balanceCents, e.openCents]);

const at = (date: string) => new Date(`${date}T18:00:00Z`);

describe('the ledger under concurrency', () => {
  it('two posting runs at once post each charge once and apply each credit once: the ledger of one run', async () => {
    const racing = await makeLeases(database.db, 12);
    const alone = await makeLeases(database.db, 12);
    // Each lease holds a credit before the run, which the new charges use.
    for (const id of [...racing, ...alone]) {
      await recordPayment(
        database.db,
        { leaseID: id, date: '2026-01-10', amountCents: 50_000, method: 'ach' },
        null,
      );
    }
    const [a, b] = await Promise.all([
      postLeaseCharges(database.db, at('2026-04-15'), racing),
      postLeaseCharges(second.db, at('2026-04-15'), racing),
    ]);
    const one = await postLeaseCharges(database.db, at('2026-04-15'), alone);
    expect(a.posted + b.posted).toBe(one.posted);
    const raced = await viewOf(database.db, racing);
    const single = await viewOf(database.db, alone);
    racing.forEach((id, i) => expect(shape(raced.get(id)!)).toEqual(shape(single.get(alone[i]!)!)));
    // Rent for January (part), February to April, electricity likewise, the deposit: nine entries and the payment.
    expect(raced.get(racing[0]!)!.entries).toHaveLength(10);
    const overpaid = await database.db.execute(sql`
      select e.id from ledger_entries e
      where e.lease_id in (${sql.join(
        racing.map((id) => sql`${id}`),
        sql`, `,
      )})
        and abs(e.amount_cents) < coalesce((select sum(a.amount_cents) from ledger_allocations a where a.charge_id = e.id or a.payment_id = e.id), 0)`);
    expect((overpaid as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it('payments at once never pay the same charge twice; what comes after the first is a credit', async () => {
    const ids = await makeLeases(database.db, 8);
    await postLeaseCharges(database.db, at('2026-02-15'), ids);
    const before = await viewOf(database.db, ids);
    const pay = (db: Db, id: number) =>
      recordPayment(
        db,
        { leaseID: id, date: '2026-02-15', amountCents: before.get(id)!.balanceCents, method: 'check' },
        null,
      );
    // Four payments of what is owed on each lease, all at once, through both pools.
    await Promise.all(
      ids.flatMap((id) => [
        pay(database.db, id),
        pay(second.db, id),
        pay(database.db, id),
        pay(second.db, id),
      ]),
    );
    const after = await viewOf(database.db, ids);
    for (const id of ids) {
      const owed = before.get(id)!.balanceCents;
      const ledger = after.get(id)!;
      expect(ledger.balanceCents).toBe(-3 * owed);
      for (const e of ledger.entries.filter((x) => x.amountCents > 0)) {
        expect(e.openCents).toBe(0);
        expect(e.allocations.reduce((s, x) => s + x.amountCents, 0)).toBe(e.amountCents);
      }
      const payments = ledger.entries.filter((e) => e.kind === 'payment');
      expect(payments.reduce((s, p) => s + p.openCents, 0)).toBe(3 * owed);
    }
  });

  it('a run cut off after some leases posts the rest once when run again', async () => {
    const ids = await makeLeases(database.db, 6);
    await postLeaseCharges(database.db, at('2026-03-02'), ids.slice(0, 3));
    const again = await postLeaseCharges(database.db, at('2026-03-02'), ids);
    const more = await postLeaseCharges(database.db, at('2026-03-02'), ids);
    expect(more.posted).toBe(0);
    const views = await viewOf(database.db, ids);
    for (const id of ids) expect(views.get(id)!.entries).toHaveLength(7);
    expect(again.posted).toBe(3 * 7);
    const [lease] = await database.db.select().from(leases).where(eq(leases.id, ids[0]!));
    expect(lease!.isDraft).toBe(false);
  });

  it('any mix of postings, payments, charges, credits and voids keeps the rules (fast-check, on the database)', async () => {
    const day = fc
      .integer({ min: 0, max: 150 })
      .map((n) => new Date(Date.UTC(2026, 0, 10 + n)).toISOString().slice(0, 10));
    const step = fc.oneof(
      fc.record({ op: fc.constant('post' as const), date: day }),
      fc.record({ op: fc.constant('pay' as const), date: day, cents: fc.integer({ min: 1, max: 90_000 }) }),
      fc.record({
        op: fc.constant('charge' as const),
        kind: fc.constantFrom('charge' as const, 'credit' as const, 'late-fee' as const),
        date: day,
        cents: fc.integer({ min: 1, max: 50_000 }),
      }),
      fc.record({ op: fc.constant('void' as const), pick: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const [lease] = await makeLeases(database.db, 1);
        const id = lease!;
        for (const s of steps) {
          if (s.op === 'post') await postLeaseCharges(database.db, at(s.date), [id]);
          else if (s.op === 'pay')
            await recordPayment(
              database.db,
              { leaseID: id, date: s.date, amountCents: s.cents, method: 'cash' },
              null,
            );
          else if (s.op === 'charge')
            await addCharge(
              database.db,
              { leaseID: id, date: s.date, kind: s.kind, description: 'Random', amountCents: s.cents },
              null,
            );
          else {
            const entries = (await ledgerRows(database.db, [id])).get(id)!.entries;
            if (!entries.length) continue;
            const target = entries[s.pick % entries.length]!;
            try {
              await voidEntry(database.db, target.id, { reason: 'Random' }, null, '2026-06-30');
            } catch (err) {
              // A reversal, or an entry already voided: refused, nothing changes.
              if (!(err instanceof HttpError) || err.statusCode !== 409) throw err;
            }
          }
        }
        const rows = (await ledgerRows(database.db, [id])).get(id)!;
        const view = ledgerView(rows.entries, rows.allocations, { leaseID: id, ledgerStartsOn: '' });
        expect(view.balanceCents).toBe(rows.entries.reduce((sum, e) => sum + e.amountCents, 0));
        const byId = new Map(rows.entries.map((e) => [e.id, e]));
        for (const a of netAllocations(rows.allocations)) {
          expect(a.amountCents).toBeGreaterThan(0);
          expect(a.amountCents).toBeLessThanOrEqual(byId.get(a.chargeId)!.amountCents);
          expect(a.amountCents).toBeLessThanOrEqual(-byId.get(a.paymentId)!.amountCents);
        }
        for (const e of view.entries) expect(e.openCents).toBeGreaterThanOrEqual(0);
        expect(creditAllocations(rows.entries, rows.allocations)).toEqual([]);
      }),
      { numRuns: 15 },
    );
    // Fifteen ledgers of up to twelve changes each: bounded generously, for a machine under load.
  }, 90_000);
});
