// Demo ledger history for a company's leases: a year of rent, recurring charges and deposits posted by the same
// job the server runs, paid mostly on time (a few days after each due date, by check or ACH), two tenants behind
// (one has paid nothing for two months, one half of the last two), one returned check voided with a fee and paid
// again by ACH, late fees charged by the late-fee job, and the deposit of an ended lease returned less a
// deduction. Deterministic: every day and amount follows from the lease's order and the seed's day.
import { eq } from 'drizzle-orm';
import type { Db } from './database';
import { ledgerEntries, leases, managementCompanies, rentalUnits } from './schema';
import { todayIn } from './today';
import {
  changeLedger,
  ledgerRows,
  recordPayment,
  returnDeposit,
  voidEntry,
} from '../modules/ledger/ledger-repository';
import { assessLateFees, postLeaseCharges } from '../modules/ledger/ledger-posting';

/** The units whose tenants are behind: nothing paid for two months, and half of the last two months. */
const BEHIND = { nothing: 'H-4', half: 'T-1' } as const;
/** The unit whose tenant's check came back three months ago. */
const RETURNED_CHECK = 'H-1';
/** The ended lease whose deposit is returned, less a deduction. */
const DEPOSIT_RETURNED = 'H-3';

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

type Lease = { id: number; unitNumber: string; endDate: string | null; type: string; timeZone: string };

/** The charges of a lease grouped by due date, oldest first (what one payment would settle). */
async function dueByDate(db: Db, leaseId: number): Promise<[string, number][]> {
  const rows = (await ledgerRows(db, [leaseId])).get(leaseId)!;
  const byDate = new Map<string, number>();
  for (const e of rows.entries)
    if (e.amountCents > 0 && e.kind !== 'reversal')
      byDate.set(e.date, (byDate.get(e.date) ?? 0) + e.amountCents);
  return [...byDate].sort(([a], [b]) => (a < b ? -1 : 1));
}

/** Pays each due date's charges a few days after they fell due (the behind tenants less); answers the payments. */
async function payOnTime(db: Db, lease: Lease, index: number, today: string): Promise<Map<string, number>> {
  const due = await dueByDate(db, lease.id);
  const recent = due.slice(-2).map(([date]) => date);
  const paid = new Map<string, number>();
  await changeLedger(db, lease.id, async (tx, locked) => {
    const values = due.flatMap(([date, cents], i) => {
      const late = recent.includes(date);
      if (late && lease.unitNumber === BEHIND.nothing) return [];
      const amountCents = late && lease.unitNumber === BEHIND.half ? Math.floor(cents / 2) : cents;
      const day = addDays(date, (index + i) % 4);
      const byCheck = (index + i) % 3 === 0 || lease.unitNumber === RETURNED_CHECK;
      return [
        {
          leaseId: locked.id,
          managementCompanyId: locked.managementCompanyId,
          date: day > today ? today : day,
          kind: 'payment' as const,
          amountCents: -amountCents,
          description: 'Payment received',
          method: byCheck ? ('check' as const) : ('ach' as const),
          reference: byCheck ? String(1001 + index * 40 + i) : '',
          dueDate: date,
        },
      ];
    });
    if (!values.length) return;
    // One statement for the lease's payments; the ids come back in the order of the rows.
    const ids = await tx
      .insert(ledgerEntries)
      .values(values.map(({ dueDate: _due, ...v }) => v))
      .returning({ id: ledgerEntries.id });
    values.forEach((v, i) => paid.set(v.dueDate, ids[i]!.id));
  });
  return paid;
}

/** A year of ledger history for the company's leases (those already posted are left as they are). */
export async function seedDemoLedger(db: Db, companyId: number, now: Date = new Date()): Promise<void> {
  const rows: Lease[] = await db
    .select({
      id: leases.id,
      unitNumber: rentalUnits.unitNumber,
      endDate: leases.endDate,
      type: leases.type,
      timeZone: managementCompanies.timeZone,
    })
    .from(leases)
    .innerJoin(rentalUnits, eq(rentalUnits.id, leases.unitId))
    .innerJoin(managementCompanies, eq(managementCompanies.id, leases.managementCompanyId))
    .where(eq(leases.managementCompanyId, companyId))
    .orderBy(leases.id);
  const ids = rows.map((r) => r.id);
  const [existing] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.managementCompanyId, companyId))
    .limit(1);
  if (existing || !ids.length) return;
  await postLeaseCharges(db, now, ids);
  for (const [index, lease] of rows.entries()) {
    const today = todayIn(lease.timeZone, now);
    const paid = await payOnTime(db, lease, index, today);
    if (lease.unitNumber === RETURNED_CHECK) {
      // Three months back: the check bounced, the bank's fee was charged, and the tenant paid again by ACH.
      const dates = [...paid.keys()];
      const date = dates[Math.max(0, dates.length - 4)]!;
      const payment = paid.get(date)!;
      const bounced = addDays(date, 6);
      await voidEntry(
        db,
        payment,
        { reason: 'Check returned by the bank: insufficient funds', returnedPaymentFeeCents: 3_500 },
        null,
        bounced,
      );
      const owed = (await dueByDate(db, lease.id)).filter(([d]) => d === date).reduce((s, [, c]) => s + c, 0);
      await recordPayment(
        db,
        {
          leaseID: lease.id,
          date: addDays(bounced, 3),
          amountCents: owed + 3_500,
          method: 'ach',
          memo: 'Replaces the returned check, with the fee',
        },
        null,
      );
    }
    if (lease.unitNumber === DEPOSIT_RETURNED && lease.endDate && lease.endDate < today) {
      await returnDeposit(
        db,
        {
          leaseID: lease.id,
          date: addDays(lease.endDate, 10),
          deductions: [{ description: 'Oil stains on the hangar floor', amountCents: 15_000 }],
          memo: 'Refund check mailed to the forwarding address.',
        },
        null,
      );
    }
  }
  await assessLateFees(db, now, ids);
}
