// A report as of a past day says what the same report said on that day: random ledgers are written day by day
// through the ledger's own functions (charges, payments, credits, voids of charges and of payments, each void
// dated the day it is made), the receivables and the rent roll are read at the end of each day, and at the end
// every day is read again as of that day and must answer the same.
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { addCharge, recordPayment, voidEntry } from '../../src/modules/ledger/ledger-repository';
import { receivables, rentRoll } from '../../src/modules/reports/report-queries';
import type { LeaseScope } from '../../src/modules/reports/ledger-state';
import { type Client, useTestServer } from '../support/server';
import { companyOf, propertyWithLeases } from './ledger-rows';

const server = useTestServer();
const RUNS = 10;

let admin: Client;
let scope: LeaseScope;
let made: Awaited<ReturnType<typeof propertyWithLeases>>;

const dayOf = (n: number) => new Date(Date.UTC(2025, 0, 1 + n)).toISOString().slice(0, 10);

const op = fc.record({
  gap: fc.integer({ min: 0, max: 25 }),
  action: fc.oneof(
    fc.record({
      type: fc.constant('charge' as const),
      kind: fc.constantFrom('charge' as const, 'late-fee' as const),
      cents: fc.integer({ min: 1, max: 200_000 }),
    }),
    fc.record({
      type: fc.constant('pay' as const),
      credit: fc.boolean(),
      cents: fc.integer({ min: 1, max: 250_000 }),
    }),
    fc.record({ type: fc.constant('void' as const), pick: fc.nat() }),
  ),
});

/** What the reports say of one lease on `asOf`. */
async function seen(leaseId: number, asOf: string) {
  const db = server.database.db;
  const aging = (await receivables(db, scope, asOf)).rows.find((r) => r.leaseID === leaseId);
  const roll = (await rentRoll(db, scope, asOf)).rows.find((r) => r.leaseID === leaseId);
  return {
    aging: aging ?? null,
    balanceCents: roll?.balanceCents ?? 0,
    depositHeldCents: roll?.depositHeldCents ?? 0,
  };
}

beforeAll(async () => {
  admin = await server.as('alpha.admin');
  const company = await companyOf(admin);
  const units = Array.from({ length: RUNS }, (_, i) => `D-${i + 1}`);
  made = await propertyWithLeases(
    admin,
    company,
    'As Of Field',
    units,
    units.map((unit) => ({
      unit,
      tenant: `Tenant ${unit}`,
      start: '2025-01-01',
      end: '2026-12-31',
      rentCents: 1,
    })),
  );
  scope = { companyId: company, visible: undefined, propertyId: made.propertyId };
});

it('every day read again later answers what it answered that day, voids of charges and payments included', async () => {
  let run = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 2, maxLength: 16 }), async (ops) => {
      const lease = made.leases[run++ % made.leases.length]!;
      const db = server.database.db;
      const live: number[] = [];
      const snapshots = new Map<string, Awaited<ReturnType<typeof seen>>>();
      let day = 0;
      for (const [i, { gap, action }] of ops.entries()) {
        if (i > 0 && gap > 0) snapshots.set(dayOf(day), await seen(lease.id, dayOf(day)));
        day += i > 0 ? gap : 0;
        const date = dayOf(day);
        if (action.type === 'charge') {
          live.push(
            await addCharge(
              db,
              { leaseID: lease.id, date, kind: action.kind, description: 'Test', amountCents: action.cents },
              null,
            ),
          );
        } else if (action.type === 'pay') {
          live.push(
            action.credit
              ? await addCharge(
                  db,
                  { leaseID: lease.id, date, kind: 'credit', description: 'Test', amountCents: action.cents },
                  null,
                )
              : await recordPayment(
                  db,
                  {
                    leaseID: lease.id,
                    date,
                    amountCents: action.cents,
                    method: 'check',
                    reference: '',
                    memo: '',
                  },
                  null,
                ),
          );
        } else if (live.length) {
          const [id] = live.splice(action.pick % live.length, 1);
          await voidEntry(db, id!, { reason: 'Test void' }, null, date);
        }
      }
      snapshots.set(dayOf(day), await seen(lease.id, dayOf(day)));
      for (const [asOf, then] of snapshots)
        expect({ asOf, ...(await seen(lease.id, asOf)) }).toEqual({ asOf, ...then });
    }),
    // Each run writes a whole ledger: report the first failure as found rather than shrink it for minutes.
    { numRuns: RUNS, endOnFailure: true },
  );
}, 180_000);
