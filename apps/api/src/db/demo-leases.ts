// Demo leases: Alpha's let hangars and offices (about half of Hicks Airfield Hangars) leased to tenants from its
// contacts, dated around the seed's day so that the statuses stay meaningful: most running, one ending soon,
// month to month and rollover ones, a lease starting later and an ended one.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from './database';
import { contacts, leaseParties, leases, rentalUnits } from './schema';

type DemoLease = {
  unitNumber: string;
  type: 'fixed' | 'rollover' | 'month-to-month';
  /** Days from the seed's day: the first day, and the last (none for month to month). */
  start: number;
  end?: number;
  notes?: string;
  cosigner?: boolean;
};

const DEMO_LEASES: readonly DemoLease[] = [
  { unitNumber: 'H-1', type: 'fixed', start: -200, end: 165 },
  { unitNumber: 'H-2', type: 'fixed', start: -45, end: 320 },
  { unitNumber: 'H-4', type: 'month-to-month', start: -700 },
  {
    unitNumber: 'H-6',
    type: 'rollover',
    start: -500,
    end: -135,
    notes: 'Month to month since the term ended.',
  },
  { unitNumber: 'H-8', type: 'fixed', start: -120, end: 245, cosigner: true },
  {
    unitNumber: 'H-9',
    type: 'fixed',
    start: -345,
    end: 20,
    notes: 'Tenant has given notice; moving to KAFW.',
  },
  { unitNumber: 'H-11', type: 'fixed', start: -10, end: 355 },
  // An ended lease of a hangar that is vacant and listed again.
  { unitNumber: 'H-3', type: 'fixed', start: -400, end: -36, notes: 'Moved out; hangar repainted.' },
  { unitNumber: 'B-1', type: 'fixed', start: -300, end: 430 },
  { unitNumber: 'B-3', type: 'rollover', start: -90, end: 275 },
  { unitNumber: 'B-4', type: 'fixed', start: -30, end: 700 },
  // The flight school signed for a hangar it takes later.
  { unitNumber: 'B-6', type: 'fixed', start: 45, end: 410, notes: 'Flight school; keys at the start date.' },
  { unitNumber: 'T-1', type: 'month-to-month', start: -60 },
  { unitNumber: 'T-3', type: 'fixed', start: -150, end: 215 },
  { unitNumber: 'O-1', type: 'fixed', start: -250, end: 480 },
];

const isoDay = (base: Date, offset: number) =>
  new Date(base.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Leases of the company's units by number (units not found are skipped), each with a tenant from its
 * contacts tagged `tenant` (an occupant or co-signer beside some), rent at the unit's market rent, due on the
 * first, a month's deposit received, and a late fee after five days; the ledger of one older than a year starts
 * a year back (its history is `demo-ledger.ts`).
 */
export async function seedDemoLeases(db: Db, companyId: number, today: Date = new Date()): Promise<void> {
  const units = await db
    .select({ id: rentalUnits.id, unitNumber: rentalUnits.unitNumber, rent: rentalUnits.marketRentCents })
    .from(rentalUnits)
    .where(eq(rentalUnits.managementCompanyId, companyId));
  const byNumber = new Map(units.map((u) => [u.unitNumber, u]));
  const tenants = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.managementCompanyId, companyId), sql`${contacts.tags} @> '["tenant"]'::jsonb`))
    .orderBy(contacts.id);
  if (!tenants.length) return;
  let next = 0;
  for (const demo of DEMO_LEASES) {
    const unit = byNumber.get(demo.unitNumber);
    if (!unit) continue;
    const rentCents = unit.rent ?? 30_000;
    const startDate = isoDay(today, demo.start);
    // The ledger keeps a year of history: a lease older than that starts its ledger a year back.
    const yearBack = `${isoDay(today, -365).slice(0, 8)}01`;
    const [lease] = await db
      .insert(leases)
      .values({
        managementCompanyId: companyId,
        unitId: unit.id,
        type: demo.type,
        startDate,
        endDate: demo.end === undefined ? null : isoDay(today, demo.end),
        rentCents,
        rentCycle: 'monthly',
        dueDay: 1,
        depositCents: rentCents,
        depositDueDate: startDate,
        depositReceivedDate: demo.start <= 0 ? startDate : null,
        charges: demo.unitNumber.startsWith('B-')
          ? [{ label: 'Electricity (3-phase)', amountCents: 4500 }]
          : [],
        lateFee: { graceDays: 5, fixedCents: 2500, percent: null },
        notes: demo.notes ?? '',
        ledgerStartsOn: startDate < yearBack ? yearBack : null,
      })
      .returning({ id: leases.id });
    const tenant = tenants[next++ % tenants.length]!;
    const parties: (typeof leaseParties.$inferInsert)[] = [
      { leaseId: lease!.id, contactId: tenant.id, role: 'tenant', position: 0 },
    ];
    if (demo.cosigner) {
      const other = tenants[next++ % tenants.length]!;
      if (other.id !== tenant.id)
        parties.push({ leaseId: lease!.id, contactId: other.id, role: 'cosigner', position: 1 });
    }
    await db.insert(leaseParties).values(parties);
    // Leases decide a leased unit's status from here on (a hand-entered "occupied" would outlast them).
    await db
      .update(rentalUnits)
      .set({ status: 'vacant' })
      .where(and(eq(rentalUnits.id, unit.id), eq(rentalUnits.status, 'occupied')));
  }
}
