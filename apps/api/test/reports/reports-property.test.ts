// Property tests over random ledgers (charges, payments applied oldest first, voided payments): the receivables'
// buckets are each open charge aged by its due date, they and the credits sum to the balance on any day, and the
// rent roll's totals are the sums of its rows.
import { agingBucket, type AgingBucket } from '@hangar/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows';
import { type Client, useTestServer } from '../support/server';
import { companyOf, entry, pay, propertyWithLeases, voidPayment } from './ledger-rows';

const server = useTestServer();
const RUNS = 12;

let admin: Client;
let company: number;
let made: Awaited<ReturnType<typeof propertyWithLeases>>;

const dayOf = (n: number) => new Date(Date.UTC(2025, 0, 1 + n)).toISOString().slice(0, 10);
const CHARGES = ['rent', 'recurring', 'late-fee', 'deposit', 'charge'] as const;

const op = fc.oneof(
  fc.record({
    type: fc.constant('charge' as const),
    kind: fc.constantFrom(...CHARGES),
    day: fc.integer({ min: 0, max: 540 }),
    cents: fc.integer({ min: 1, max: 250_000 }),
  }),
  fc.record({
    type: fc.constant('pay' as const),
    credit: fc.boolean(),
    day: fc.integer({ min: 0, max: 540 }),
    cents: fc.integer({ min: 1, max: 300_000 }),
  }),
  fc.record({ type: fc.constant('void' as const), pick: fc.nat(), later: fc.integer({ min: 0, max: 60 }) }),
);

type Raw = { id: number; date: string; kind: string; amount_cents: number; reversed: boolean };

/** What the report must say for one lease on `asOf`, computed here from the raw rows. */
async function expected(leaseId: number, asOf: string) {
  const db = server.database.db;
  const entries = rowsOf<Raw>(
    await db.execute(sql`
      select e.id, e.date::text as date, e.kind, e.amount_cents,
             exists (select 1 from ledger_entries r where r.reverses_id = e.id and r.date <= ${asOf}::date) as reversed
        from ledger_entries e where e.lease_id = ${leaseId} and e.date <= ${asOf}::date`),
  );
  const allocations = rowsOf<{ payment_id: number; charge_id: number; amount_cents: number }>(
    await db.execute(
      sql`select payment_id, charge_id, amount_cents from ledger_allocations where lease_id = ${leaseId}`,
    ),
  );
  const byId = new Map(entries.map((e) => [e.id, e]));
  // An allocation stands that day when both its entries are dated; an undoing row once the void is.
  const standing = allocations.filter((a) => {
    const p = byId.get(a.payment_id);
    const c = byId.get(a.charge_id);
    return p && c && (a.amount_cents > 0 || p.reversed || c.reversed);
  });
  const buckets: Record<AgingBucket, number> = {
    current: 0,
    days1to30: 0,
    days31to60: 0,
    days61to90: 0,
    over90: 0,
  };
  let credit = 0;
  for (const e of entries) {
    if (e.reversed || e.kind === 'reversal') continue;
    const net = standing
      .filter((a) => (CHARGES.includes(e.kind as never) ? a.charge_id : a.payment_id) === e.id)
      .reduce((s, a) => s + a.amount_cents, 0);
    if (CHARGES.includes(e.kind as never)) buckets[agingBucket(e.date, asOf)] += e.amount_cents - net;
    else credit += e.amount_cents + net;
  }
  const balance = entries.reduce((s, e) => s + e.amount_cents, 0);
  return { buckets, credit, balance };
}

beforeAll(async () => {
  admin = await server.as('alpha.admin');
  company = await companyOf(admin);
  const units = Array.from({ length: RUNS }, (_, i) => `P-${i + 1}`);
  made = await propertyWithLeases(
    admin,
    company,
    'Property Test Field',
    [...units, 'P-VACANT'],
    units.map((unit) => ({
      unit,
      tenant: `Tenant ${unit}`,
      start: '2025-01-01',
      end: '2026-12-31',
      rentCents: 40_000,
    })),
  );
});

it('buckets are the open charges by age; buckets and credits sum to the balance; rent roll totals are its rows', async () => {
  let run = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.array(op, { minLength: 1, maxLength: 18 }),
      fc.integer({ min: 0, max: 620 }),
      async (ops, seen) => {
        const lease = made.leases[run++ % made.leases.length]!;
        const db = server.database.db;
        const payments: { id: number; day: number }[] = [];
        for (const o of ops) {
          if (o.type === 'charge') await entry(db, lease, dayOf(o.day), o.kind, o.cents);
          else if (o.type === 'pay') {
            const id = await pay(db, lease, dayOf(o.day), o.cents, { kind: o.credit ? 'credit' : 'payment' });
            payments.push({ id, day: o.day });
          } else if (payments.length) {
            const [p] = payments.splice(o.pick % payments.length, 1);
            await voidPayment(db, lease, p!.id, dayOf(p!.day + o.later));
          }
        }
        for (const asOf of [dayOf(seen), '2026-12-31']) {
          const aging = await admin.get<{
            data: {
              rows: Record<AgingBucket | 'totalCents' | 'creditCents' | 'leaseID', number>[];
              totals: Record<string, number>;
            };
          }>(`/api/Receivables/${company}?asOf=${asOf}&propertyID=${made.propertyId}`);
          expect(aging.status).toBe(200);
          const { rows, totals } = aging.body.data;
          const want = await expected(lease.id, asOf);
          const row = rows.find((r) => r.leaseID === lease.id);
          const got = row
            ? {
                current: row.current,
                days1to30: row.days1to30,
                days31to60: row.days31to60,
                days61to90: row.days61to90,
                over90: row.over90,
              }
            : { current: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0 };
          expect(got).toEqual(want.buckets);
          expect(row?.creditCents ?? 0).toBe(want.credit);
          expect((row?.totalCents ?? 0) + (row?.creditCents ?? 0)).toBe(want.balance);
          for (const r of rows)
            expect(r.current + r.days1to30 + r.days31to60 + r.days61to90 + r.over90).toBe(r.totalCents);
          for (const k of [
            'current',
            'days1to30',
            'days31to60',
            'days61to90',
            'over90',
            'totalCents',
            'creditCents',
          ] as const)
            expect(totals[k]).toBe(rows.reduce((s, r) => s + r[k], 0));

          const roll = await admin.get<{
            data: {
              rows: {
                leaseID: number | null;
                rentCents: number | null;
                depositHeldCents: number;
                balanceCents: number;
              }[];
              totals: Record<string, number>;
            };
          }>(`/api/RentRoll/${company}?asOf=${asOf}&propertyID=${made.propertyId}`);
          const r = roll.body.data;
          expect(r.rows.find((x) => x.leaseID === lease.id)?.balanceCents ?? 0).toBe(want.balance);
          expect(r.totals).toEqual({
            units: r.rows.length,
            occupied: r.rows.filter((x) => x.leaseID !== null).length,
            rentCents: r.rows.reduce((s, x) => s + (x.rentCents ?? 0), 0),
            depositHeldCents: r.rows.reduce((s, x) => s + x.depositHeldCents, 0),
            balanceCents: r.rows.reduce((s, x) => s + x.balanceCents, 0),
          });
        }
      },
    ),
    { numRuns: RUNS },
  );
}, 120_000);
