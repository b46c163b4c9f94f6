// The scheduled postings: rent, recurring charges and the deposit as they fall due (`post-lease-charges`), and
// late fees on rent still open after its grace days (`assess-late-fees`). Each posting has a key unique per
// lease, inserted with `on conflict do nothing`, so a rerun, a crash half-way or a second instance posts
// nothing twice; each batch of leases is changed under their rows' locks, then their free credits applied.
import {
  creditAllocations,
  lateFeeCents,
  openAmounts,
  rentSchedule,
  type RentCycle,
  type RentTerms,
} from '@hangar/contracts';
import { and, asc, inArray, isNotNull, not, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { ledgerAllocations, ledgerEntries, leases } from '../../db/schema';
import { todayIn } from '../../db/today';
import { ledgerLeases, ledgerRows, ledgerStartOf, type LedgerLease } from './ledger-repository';

/** One scheduled posting of a lease. */
export type Posting = {
  key: string;
  date: string;
  kind: 'rent' | 'recurring' | 'deposit' | 'late-fee';
  amountCents: number;
  description: string;
};

const STEP_MONTHS: Record<RentCycle, number> = { monthly: 1, quarterly: 3, yearly: 12 };

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The rent terms of a lease for its schedule: a rollover or month-to-month lease runs on with no end. */
function termsOf(lease: LedgerLease, rentCents: number): RentTerms {
  return {
    startDate: lease.startDate,
    endDate: lease.type === 'fixed' ? lease.endDate : null,
    rentCents,
    cycle: lease.rentCycle as RentCycle,
    dueDay: lease.dueDay === 0 ? 'last' : lease.dueDay,
  };
}

/**
 * Every posting of a lease due on or before `today`: each rent period and each recurring charge (the rent
 * schedule's amounts, part periods prorated) due on or after the ledger's first day, and the deposit on its due
 * date. Drafts post nothing. Pure: the job inserts what is not posted yet.
 */
export function duePostings(lease: LedgerLease, today: string): Posting[] {
  if (lease.isDraft || lease.startDate > today) return depositPosting(lease, today);
  const step = STEP_MONTHS[lease.rentCycle as RentCycle] ?? 1;
  const [sy, sm] = lease.startDate.split('-').map(Number) as [number, number];
  const [ty, tm] = today.split('-').map(Number) as [number, number];
  // Enough periods to reach today: the whole ones between, the part period first, one to spare.
  const count = Math.floor(((ty - sy) * 12 + (tm - sm)) / step) + 3;
  const startsOn = ledgerStartOf(lease);
  const due = (dueDate: string) => dueDate <= today && dueDate >= startsOn;
  const out: Posting[] = [];
  const period = (c: { periodStart: string; periodEnd: string; prorated: boolean }) =>
    `${c.periodStart} to ${c.periodEnd}${c.prorated ? ' (part period)' : ''}`;
  if (lease.rentCents > 0) {
    for (const c of rentSchedule(termsOf(lease, lease.rentCents), count)) {
      if (!due(c.dueDate) || c.amountCents <= 0) continue;
      out.push({
        key: `rent:${c.dueDate}`,
        date: c.dueDate,
        kind: 'rent',
        amountCents: c.amountCents,
        description: `Rent ${period(c)}`,
      });
    }
  }
  const labels = new Map<string, number>();
  for (const charge of lease.charges) {
    // Two charges of one name are told apart in their keys.
    const seen = (labels.get(charge.label) ?? 0) + 1;
    labels.set(charge.label, seen);
    const name = seen === 1 ? charge.label : `${charge.label} #${seen}`;
    if (charge.amountCents <= 0) continue;
    for (const c of rentSchedule(termsOf(lease, charge.amountCents), count)) {
      if (!due(c.dueDate) || c.amountCents <= 0) continue;
      out.push({
        key: `recurring:${c.dueDate}:${name}`,
        date: c.dueDate,
        kind: 'recurring',
        amountCents: c.amountCents,
        description: `${charge.label} ${period(c)}`,
      });
    }
  }
  return [...depositPosting(lease, today), ...out];
}

function depositPosting(lease: LedgerLease, today: string): Posting[] {
  if (lease.isDraft || !lease.depositCents || lease.depositCents <= 0) return [];
  const date = lease.depositDueDate ?? lease.startDate;
  if (date > today) return [];
  return [
    {
      key: 'deposit',
      date,
      kind: 'deposit',
      amountCents: lease.depositCents,
      description: 'Security deposit',
    },
  ];
}

/** Leases changed per transaction by the jobs (their rows locked together, in id order). */
const BATCH = 250;

/**
 * Inserts postings (those already posted are skipped by their keys), then applies the free credits of every
 * lease that got one. Answers how many entries were posted. Runs inside the transaction holding the leases' locks.
 */
async function insertPostings(tx: DbOrTx, byLease: Map<LedgerLease, Posting[]>): Promise<number> {
  const values = [...byLease].flatMap(([lease, postings]) =>
    postings.map((p) => ({
      leaseId: lease.id,
      managementCompanyId: lease.managementCompanyId,
      date: p.date,
      kind: p.kind,
      amountCents: p.amountCents,
      description: p.description,
      postingKey: p.key,
    })),
  );
  if (!values.length) return 0;
  const posted: { leaseId: number }[] = [];
  for (let i = 0; i < values.length; i += 1000) {
    posted.push(
      ...(await tx
        .insert(ledgerEntries)
        .values(values.slice(i, i + 1000))
        .onConflictDoNothing({
          target: [ledgerEntries.leaseId, ledgerEntries.postingKey],
          where: isNotNull(ledgerEntries.postingKey),
        })
        .returning({ leaseId: ledgerEntries.leaseId })),
    );
  }
  const touched = await withFreeMoney(tx, [...new Set(posted.map((p) => p.leaseId))]);
  const rows = await ledgerRows(tx, touched);
  const allocations = touched.flatMap((leaseId) => {
    const r = rows.get(leaseId)!;
    return creditAllocations(r.entries, r.allocations).map((a) => ({ ...a, leaseId }));
  });
  for (let i = 0; i < allocations.length; i += 1000)
    await tx.insert(ledgerAllocations).values(allocations.slice(i, i + 1000));
  return posted.length;
}

/**
 * Of `ids`, the leases holding a payment, credit or deposit return not wholly applied and not voided: only they
 * can pay the charges just posted (the others' ledgers need not be read).
 */
async function withFreeMoney(tx: DbOrTx, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = rowsOf<{ lease_id: number }>(
    await tx.execute(sql`
      select distinct e.lease_id from ledger_entries e
      where e.lease_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
        and e.kind in ('payment', 'credit', 'deposit-return')
        and not exists (select 1 from ledger_entries r where r.reverses_id = e.id)
        and -e.amount_cents > coalesce((select sum(a.amount_cents) from ledger_allocations a where a.payment_id = e.id), 0)`),
  );
  return rows.map((r) => Number(r.lease_id));
}

/** The posting keys a batch of leases already has, as `lease:key`. */
async function postedKeys(tx: DbOrTx, ids: readonly number[]): Promise<Set<string>> {
  const rows = await tx
    .select({ leaseId: ledgerEntries.leaseId, key: ledgerEntries.postingKey })
    .from(ledgerEntries)
    .where(and(inArray(ledgerEntries.leaseId, [...ids]), isNotNull(ledgerEntries.postingKey)));
  return new Set(rows.map((r) => `${r.leaseId}:${r.key}`));
}

/**
 * Posts every lease's due charges (all companies, or the leases of `only`), each exactly once. Answers the
 * leases looked at and the entries posted.
 */
export async function postLeaseCharges(
  db: Db,
  now: Date,
  only?: readonly number[],
): Promise<{ leases: number; posted: number }> {
  const ids = (
    await db
      .select({ id: leases.id })
      .from(leases)
      .where(and(not(leases.isDraft), only ? inArray(leases.id, [...only]) : undefined))
      .orderBy(asc(leases.id))
  ).map((r) => r.id);
  let posted = 0;
  for (let i = 0; i < ids.length; i += BATCH) {
    posted += await db.transaction(async (tx) => {
      const batch = await ledgerLeases(tx, ids.slice(i, i + BATCH), true);
      const known = await postedKeys(
        tx,
        batch.map((l) => l.id),
      );
      const byLease = new Map<LedgerLease, Posting[]>();
      for (const lease of batch) {
        const due = duePostings(lease, todayIn(lease.timeZone, now)).filter(
          (p) => !known.has(`${lease.id}:${p.key}`),
        );
        if (due.length) byLease.set(lease, due);
      }
      return insertPostings(tx, byLease);
    });
  }
  return { leases: ids.length, posted };
}

/**
 * Charges each lease's late-fee rule once per rent charge still open after its grace days (key
 * `late-fee:{charge id}`, dated the day after the grace ends): the fixed amount, or the percentage of what is
 * unpaid of that rent. Answers the fees charged.
 */
export async function assessLateFees(db: Db, now: Date, only?: readonly number[]): Promise<number> {
  // Leases with a rent charge that is open, not voided and not yet charged a fee (checked again under the lock).
  const candidates = rowsOf<{ lease_id: number }>(
    await db.execute(sql`
      select distinct e.lease_id from ledger_entries e join leases l on l.id = e.lease_id
      where e.kind = 'rent' and l.late_fee is not null and not l.is_draft
        ${
          only
            ? sql`and e.lease_id in (${sql.join(
                only.map((id) => sql`${id}`),
                sql`, `,
              )})`
            : sql``
        }
        and not exists (select 1 from ledger_entries r where r.reverses_id = e.id)
        and not exists (select 1 from ledger_entries f where f.lease_id = e.lease_id and f.posting_key = 'late-fee:' || e.id)
        and e.amount_cents > coalesce((select sum(a.amount_cents) from ledger_allocations a where a.charge_id = e.id), 0)
      order by e.lease_id`),
  ).map((r) => Number(r.lease_id));
  let charged = 0;
  for (let i = 0; i < candidates.length; i += BATCH) {
    charged += await db.transaction(async (tx) => {
      const batch = await ledgerLeases(tx, candidates.slice(i, i + BATCH), true);
      const rows = await ledgerRows(
        tx,
        batch.map((l) => l.id),
      );
      const byLease = new Map<LedgerLease, Posting[]>();
      for (const lease of batch) {
        if (!lease.lateFee || lease.isDraft) continue;
        const fees = lateFeesOf(lease, rows.get(lease.id)!, todayIn(lease.timeZone, now));
        if (fees.length) byLease.set(lease, fees);
      }
      return insertPostings(tx, byLease);
    });
  }
  return charged;
}

/** The late fees a lease owes today on its open rent charges (those already charged are skipped by key). */
export function lateFeesOf(
  lease: LedgerLease,
  rows: { entries: Parameters<typeof openAmounts>[0]; allocations: Parameters<typeof openAmounts>[1] },
  today: string,
): Posting[] {
  const rule = lease.lateFee;
  if (!rule) return [];
  const rent = new Map(rows.entries.filter((e) => e.kind === 'rent').map((e) => [e.id, e]));
  const out: Posting[] = [];
  for (const charge of openAmounts(rows.entries, rows.allocations).charges) {
    const entry = rent.get(charge.id);
    if (!entry || charge.openCents <= 0) continue;
    const date = addDays(entry.date, rule.graceDays + 1);
    if (date > today) continue;
    const amountCents = lateFeeCents(rule, charge.openCents);
    if (amountCents <= 0) continue;
    out.push({
      key: `late-fee:${charge.id}`,
      date,
      kind: 'late-fee',
      amountCents,
      description: `Late fee on rent due ${entry.date}`,
    });
  }
  return out;
}
