// A lease's ledger in the database: every change runs in one transaction that first locks the lease's row
// (`select … for update`), so two requests or two job instances never allocate the same money twice; after
// each change the free payments and credits are applied to the open charges, oldest first. The rules are the
// pure functions of `@hangar/contracts` (docs/ledger.md).
import {
  allocateOldestFirst,
  centsText,
  creditAllocations,
  depositHeld,
  depositReturnSplit,
  ledgerView,
  voidAllocations,
  voidRefusal,
  type DepositReturn,
  type LeaseChargeCreate,
  type LeaseLedger,
  type LeasePaymentCreate,
  type LedgerAllocationRow,
  type LedgerEntryRow,
  type PaymentMethod,
} from '@hangar/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import {
  ledgerAllocations,
  ledgerEntries,
  leases,
  managementCompanies,
  rentalUnits,
  users,
} from '../../db/schema';
import { todayIn } from '../../db/today';
import { HttpError, notFound } from '../../http/http-error';

/** The lease's terms the ledger reads, with its property and company's time zone. */
export type LedgerLease = {
  id: number;
  managementCompanyId: number;
  propertyId: number;
  unitId: number;
  unitNumber: string;
  type: string;
  isDraft: boolean;
  startDate: string;
  endDate: string | null;
  rentCents: number;
  rentCycle: string;
  dueDay: number;
  depositCents: number | null;
  depositDueDate: string | null;
  charges: { label: string; amountCents: number }[];
  lateFee: { graceDays: number; fixedCents: number | null; percent: number | null } | null;
  ledgerStartsOn: string | null;
  timeZone: string;
};

const leaseColumns = {
  id: leases.id,
  managementCompanyId: leases.managementCompanyId,
  propertyId: rentalUnits.propertyId,
  unitId: leases.unitId,
  unitNumber: rentalUnits.unitNumber,
  type: leases.type,
  isDraft: leases.isDraft,
  startDate: leases.startDate,
  endDate: leases.endDate,
  rentCents: leases.rentCents,
  rentCycle: leases.rentCycle,
  dueDay: leases.dueDay,
  depositCents: leases.depositCents,
  depositDueDate: leases.depositDueDate,
  charges: leases.charges,
  lateFee: leases.lateFee,
  ledgerStartsOn: leases.ledgerStartsOn,
  timeZone: managementCompanies.timeZone,
};

/** The leases of `ids` with what the ledger reads; `lock` takes their rows `for update`, in id order. */
export async function ledgerLeases(
  db: DbOrTx,
  ids: readonly number[],
  lock: boolean,
): Promise<LedgerLease[]> {
  if (!ids.length) return [];
  const query = db
    .select(leaseColumns)
    .from(leases)
    .innerJoin(rentalUnits, eq(rentalUnits.id, leases.unitId))
    .innerJoin(managementCompanies, eq(managementCompanies.id, leases.managementCompanyId))
    .where(inArray(leases.id, [...ids]))
    .orderBy(asc(leases.id));
  return (lock ? await query.for('update', { of: leases }) : await query) as LedgerLease[];
}

/** The first day the scheduled postings charge. */
export const ledgerStartOf = (lease: Pick<LedgerLease, 'ledgerStartsOn' | 'startDate'>) =>
  lease.ledgerStartsOn ?? lease.startDate;

export type LedgerRows = { entries: LedgerEntryRow[]; allocations: LedgerAllocationRow[] };

/** Every entry (with who recorded it) and allocation of the leases of `ids`, by lease. */
export async function ledgerRows(db: DbOrTx, ids: readonly number[]): Promise<Map<number, LedgerRows>> {
  const out = new Map<number, LedgerRows>(ids.map((id) => [id, { entries: [], allocations: [] }]));
  if (!ids.length) return out;
  const e = ledgerEntries;
  const [entries, allocations] = [
    await db
      .select({
        leaseId: e.leaseId,
        id: e.id,
        date: e.date,
        kind: e.kind,
        amountCents: e.amountCents,
        depositCents: e.depositCents,
        reversesId: e.reversesId,
        description: e.description,
        reason: e.reason,
        method: e.method,
        reference: e.reference,
        memo: e.memo,
        createdAt: e.createdAt,
        createdBy: users.userName,
      })
      .from(e)
      .leftJoin(users, eq(users.id, e.createdBy))
      .where(inArray(e.leaseId, [...ids])),
    await db
      .select({
        leaseId: ledgerAllocations.leaseId,
        paymentId: ledgerAllocations.paymentId,
        chargeId: ledgerAllocations.chargeId,
        amountCents: ledgerAllocations.amountCents,
      })
      .from(ledgerAllocations)
      .where(inArray(ledgerAllocations.leaseId, [...ids]))
      .orderBy(asc(ledgerAllocations.id)),
  ];
  for (const { leaseId, ...row } of entries) out.get(leaseId)!.entries.push(row);
  for (const { leaseId, ...row } of allocations) out.get(leaseId)!.allocations.push(row);
  return out;
}

/** A lease's ledger as the API answers it (404 when there is no such lease). */
export async function readLeaseLedger(db: DbOrTx, leaseId: number): Promise<LeaseLedger> {
  const [lease] = await ledgerLeases(db, [leaseId], false);
  if (!lease) throw notFound();
  const rows = (await ledgerRows(db, [leaseId])).get(leaseId)!;
  return ledgerView(rows.entries, rows.allocations, {
    leaseID: leaseId,
    ledgerStartsOn: ledgerStartOf(lease),
  });
}

/** Inserts allocation rows of one lease (none: nothing). */
async function insertAllocations(db: DbOrTx, leaseId: number, rows: readonly LedgerAllocationRow[]) {
  if (rows.length) await db.insert(ledgerAllocations).values(rows.map((r) => ({ ...r, leaseId })));
}

/**
 * Applies every free payment and credit of a lease to its open charges, oldest first, and answers the rows
 * added. Call it inside the transaction that locked the lease (`changeLedger`), after a change.
 */
export async function applyCredits(
  db: DbOrTx,
  leaseId: number,
  rows?: LedgerRows,
): Promise<LedgerAllocationRow[]> {
  const current = rows ?? (await ledgerRows(db, [leaseId])).get(leaseId)!;
  const added = creditAllocations(current.entries, current.allocations);
  await insertAllocations(db, leaseId, added);
  return added;
}

/**
 * Runs `change` in a transaction that first locks the lease's row, then applies the free credits: the one way
 * every ledger change is made. 404 when there is no such lease.
 */
export async function changeLedger<T>(
  db: Db,
  leaseId: number,
  change: (tx: DbOrTx, lease: LedgerLease) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const [lease] = await ledgerLeases(tx, [leaseId], true);
    if (!lease) throw notFound();
    const result = await change(tx, lease);
    await applyCredits(tx, leaseId);
    return result;
  });
}

type NewEntry = {
  date: string;
  kind: LedgerEntryRow['kind'];
  amountCents: number;
  description: string;
  depositCents?: number;
  reversesId?: number | null;
  reason?: string | null;
  method?: PaymentMethod | null;
  reference?: string;
  memo?: string;
  postingKey?: string | null;
};

/** Inserts one entry of a lease; answers its id. */
export async function insertEntry(
  db: DbOrTx,
  lease: Pick<LedgerLease, 'id' | 'managementCompanyId'>,
  entry: NewEntry,
  userId: number | null,
): Promise<number> {
  const [row] = await db
    .insert(ledgerEntries)
    .values({
      ...entry,
      leaseId: lease.id,
      managementCompanyId: lease.managementCompanyId,
      createdBy: userId,
    })
    .returning({ id: ledgerEntries.id });
  return row!.id;
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** How far after a lease's end a payment or a deposit return may still be dated (collecting what is owed). */
const AFTER_END_DAYS = 366;

/**
 * Refuses (400 at `date`) a date outside the lease: before its start, or after its end (a payment or deposit
 * return: more than a year after it).
 */
export function checkDate(lease: LedgerLease, date: string, what: 'charge' | 'payment'): void {
  const fail = (message: string) => {
    throw new HttpError(400, message, { date: message });
  };
  if (date < lease.startDate) fail(`The lease starts on ${lease.startDate}; choose a date on or after it`);
  const end = lease.type === 'rollover' ? null : lease.endDate;
  if (end === null) return;
  const last = what === 'payment' ? addDays(end, AFTER_END_DAYS) : end;
  if (date > last)
    fail(
      what === 'payment'
        ? `The lease ended on ${end}; a payment may be dated up to a year after it`
        : `The lease ends on ${end}; choose a date on or before it`,
    );
}

function refuseDraft(lease: LedgerLease): void {
  if (!lease.isDraft) return;
  const message = 'This lease is a draft: make it final before recording money on it';
  throw new HttpError(400, message, { leaseID: message });
}

/** Records a payment received; it pays the oldest open charges, and what is left stays as a credit. */
export async function recordPayment(
  db: Db,
  body: LeasePaymentCreate,
  userId: number | null,
): Promise<number> {
  return changeLedger(db, body.leaseID, async (tx, lease) => {
    refuseDraft(lease);
    checkDate(lease, body.date, 'payment');
    return insertEntry(
      tx,
      lease,
      {
        date: body.date,
        kind: 'payment',
        amountCents: -body.amountCents,
        description: 'Payment received',
        method: body.method,
        reference: body.reference ?? '',
        memo: body.memo ?? '',
      },
      userId,
    );
  });
}

/** Adds an other charge, a late fee or a credit by hand (a credit is stored negative). */
export async function addCharge(db: Db, body: LeaseChargeCreate, userId: number | null): Promise<number> {
  return changeLedger(db, body.leaseID, async (tx, lease) => {
    refuseDraft(lease);
    checkDate(lease, body.date, body.kind === 'credit' ? 'payment' : 'charge');
    return insertEntry(
      tx,
      lease,
      {
        date: body.date,
        kind: body.kind,
        amountCents: body.kind === 'credit' ? -body.amountCents : body.amountCents,
        description: body.description,
      },
      userId,
    );
  });
}

export type VoidRequest = { reason: string; returnedPaymentFeeCents?: number | null };

/**
 * Voids an entry: its reversal (the negated amounts, naming it and why), rows undoing its allocations (what a
 * payment paid re-opens; what paid a charge is free again), and for a returned payment an optional fee charged
 * as an other charge. 409 for a reversal or an entry already voided. Dated `when` (a date, or today in the
 * company's time zone at that moment), never before the entry itself.
 */
export async function voidEntry(
  db: Db,
  entryId: number,
  body: VoidRequest,
  userId: number | null,
  when: Date | string,
): Promise<number> {
  const [found] = await db
    .select({ leaseId: ledgerEntries.leaseId })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.id, entryId));
  if (!found) throw notFound();
  return changeLedger(db, found.leaseId, async (tx, lease) => {
    const rows = (await ledgerRows(tx, [lease.id])).get(lease.id)!;
    const entry = rows.entries.find((e) => e.id === entryId)!;
    const refusal = voidRefusal(entry, rows.entries);
    if (refusal) throw new HttpError(409, refusal);
    const fee = body.returnedPaymentFeeCents ?? null;
    if (fee !== null && entry.kind !== 'payment') {
      const message = 'Only a payment returned by the bank takes a returned-payment fee';
      throw new HttpError(400, message, { returnedPaymentFeeCents: message });
    }
    const today = typeof when === 'string' ? when : todayIn(lease.timeZone, when);
    const on = today < entry.date ? entry.date : today;
    const reversal = await insertEntry(
      tx,
      lease,
      {
        date: on,
        kind: 'reversal',
        amountCents: -entry.amountCents,
        depositCents: -(entry.depositCents ?? 0),
        reversesId: entry.id,
        reason: body.reason,
        description: `Void of ${entry.description || entry.kind}`,
      },
      userId,
    );
    await insertAllocations(tx, lease.id, voidAllocations(entry, rows.allocations));
    if (fee !== null) {
      await insertEntry(
        tx,
        lease,
        { date: on, kind: 'charge', amountCents: fee, description: 'Returned payment fee' },
        userId,
      );
    }
    return reversal;
  });
}

/**
 * Returns the deposit held at move-out: each deduction posts as an other charge, the deposit pays them (a
 * `deposit-return` entry allocated to them, taking the whole deposit out of what is held), and the rest goes
 * back to the tenant (said in the entry's memo). 409 when no deposit is held.
 */
export async function returnDeposit(db: Db, body: DepositReturn, userId: number | null): Promise<number> {
  return changeLedger(db, body.leaseID, async (tx, lease) => {
    refuseDraft(lease);
    checkDate(lease, body.date, 'payment');
    const rows = (await ledgerRows(tx, [lease.id])).get(lease.id)!;
    const held = depositHeld(rows.entries, rows.allocations);
    if (held <= 0) throw new HttpError(409, 'No deposit is held on this lease, so there is none to return');
    const deductions = body.deductions ?? [];
    const split = depositReturnSplit(
      held,
      deductions.map((d) => d.amountCents),
    );
    const charges = [];
    for (const d of deductions) {
      const id = await insertEntry(
        tx,
        lease,
        {
          date: body.date,
          kind: 'charge',
          amountCents: d.amountCents,
          description: `Deposit deduction: ${d.description}`,
        },
        userId,
      );
      charges.push({ id, date: body.date, openCents: d.amountCents });
    }
    const said = `Deposit of ${centsText(held)} returned: ${centsText(split.appliedCents)} kept for deductions, ${centsText(split.refundCents)} paid back to the tenant.`;
    const memo = body.memo ? `${said} ${body.memo}` : said;
    const id = await insertEntry(
      tx,
      lease,
      {
        date: body.date,
        kind: 'deposit-return',
        amountCents: -split.appliedCents,
        depositCents: -held,
        description: 'Deposit returned',
        memo,
      },
      userId,
    );
    await insertAllocations(
      tx,
      lease.id,
      allocateOldestFirst(charges, [{ id, date: body.date, unappliedCents: split.appliedCents }]),
    );
    return id;
  });
}

/** The lease of a ledger entry (null when there is none). */
export async function leaseOfEntry(db: DbOrTx, entryId: number): Promise<number | null> {
  const [row] = await db
    .select({ leaseId: ledgerEntries.leaseId })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.id, entryId));
  return row?.leaseId ?? null;
}

/** Whether a lease has any ledger entry (it is then never deleted). */
export async function hasLedgerEntries(db: DbOrTx, leaseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.leaseId, leaseId))
    .limit(1);
  return row !== undefined;
}
