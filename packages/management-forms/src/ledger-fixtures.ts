// Ledger fixtures (H-1's current lease owing, in credit, with a voided payment) and the memory provider's
// handlers of the ledger's operations. Allocation, voids and the deposit's return go through the contracts'
// pure rules (`creditAllocations`, `voidAllocations`, `ledgerView`, …): the same rule as the API, never a copy.
import {
  creditAllocations,
  depositHeld,
  depositReturnSchema,
  depositReturnSplit,
  ledgerBalance,
  leaseChargeCreateSchema,
  leasePaymentCreateSchema,
  ledgerEntryVoidSchema,
  ledgerView,
  voidAllocations,
  voidRefusal,
  type Lease,
  type LeaseLedger,
  type LedgerAllocationRow,
  type LedgerEntryRow,
  type LedgerSummary,
} from '@hangar/contracts';
import type { z } from 'zod';
import type { DataFailure, DataResult } from './data';
import type { MemoryDb, NamedHandler } from './data/memory-provider';
import { centsWords } from './lease-ledger/ledger-rules';

/** One lease's stored ledger: its entry rows and allocation rows, as the tables hold them. */
export type LedgerBook = { entries: LedgerEntryRow[]; allocations: LedgerAllocationRow[] };

const CREATED = '2026-11-02T15:00:00.000Z';

/**
 * Adds `entry` to `book` (the next id) and applies every free payment and credit to the open charges,
 * oldest first, as the API does after each change. Answers the new entry's id.
 */
export function post(book: LedgerBook, entry: Omit<LedgerEntryRow, 'id'>): number {
  const id = Math.max(1000, ...book.entries.map((e) => e.id)) + 1;
  book.entries.push({ createdAt: CREATED, createdBy: null, ...entry, id });
  book.allocations.push(...creditAllocations(book.entries, book.allocations));
  return id;
}

/** Voids entry `id` of `book`: its reversal with `reason`, its allocations undone, the money re-applied. */
export function voidEntry(book: LedgerBook, id: number, reason: string, date: string): string | null {
  const entry = book.entries.find((e) => e.id === id);
  if (!entry) return `No ledger entry ${id}`;
  const refusal = voidRefusal(entry, book.entries);
  if (refusal) return refusal;
  book.allocations.push(...voidAllocations(entry, book.allocations));
  post(book, {
    date,
    kind: 'reversal',
    amountCents: -entry.amountCents,
    depositCents: -(entry.depositCents ?? 0),
    reversesId: entry.id,
    description: `Void of ${entry.description ?? entry.kind}`,
    reason,
  });
  return null;
}

const rent = (date: string): Omit<LedgerEntryRow, 'id'> => ({
  date,
  kind: 'rent',
  amountCents: 32_500,
  description: `Rent ${date.slice(0, 7)}`,
  createdBy: null,
});
const payment = (date: string, cents: number, reference = ''): Omit<LedgerEntryRow, 'id'> => ({
  date,
  kind: 'payment',
  amountCents: -cents,
  method: reference ? 'check' : 'ach',
  reference,
  description: reference ? `Check ${reference}` : 'ACH payment',
  createdBy: 'alpha.admin',
});

/** Deposit received, September paid, October paid in part, November open: owes $550.00. */
export function owingLedger(): LedgerBook {
  const book: LedgerBook = { entries: [], allocations: [] };
  post(book, { date: '2026-09-01', kind: 'deposit', amountCents: 32_500, description: 'Security deposit' });
  post(book, payment('2026-08-28', 32_500, '1040'));
  post(book, rent('2026-09-01'));
  post(book, payment('2026-09-03', 32_500, '1041'));
  post(book, rent('2026-10-01'));
  post(book, payment('2026-10-06', 10_000));
  post(book, rent('2026-11-01'));
  return book;
}

/** Two rents paid with $150.00 over: a credit in the tenant's favour. */
export function creditLedger(): LedgerBook {
  const book: LedgerBook = { entries: [], allocations: [] };
  post(book, rent('2026-10-01'));
  post(book, rent('2026-11-01'));
  post(book, payment('2026-10-02', 80_000, '2210'));
  return book;
}

/** A returned check: the payment voided with its reason, and a returned-payment fee. */
export function voidedLedger(): LedgerBook {
  const book: LedgerBook = { entries: [], allocations: [] };
  post(book, rent('2026-10-01'));
  const check = post(book, payment('2026-10-03', 32_500, '3301'));
  voidEntry(book, check, 'Check returned by the bank (insufficient funds)', '2026-10-09');
  post(book, {
    date: '2026-10-09',
    kind: 'charge',
    amountCents: 3_500,
    description: 'Returned payment fee',
  });
  post(book, rent('2026-11-01'));
  return book;
}

/** The ledger the API shows for `lease` from its stored `book`. */
export function leaseLedgerOf(lease: Pick<Lease, 'id' | 'startDate' | 'ledgerStartsOn'>, book: LedgerBook) {
  return ledgerView(book.entries, book.allocations, {
    leaseID: lease.id,
    ledgerStartsOn: lease.ledgerStartsOn ?? lease.startDate,
  });
}

const ok = <T>(data: T): DataResult<T> => ({ ok: true, data });

function refused<T>(parsed: z.ZodSafeParseResult<T>): DataFailure | null {
  if (parsed.success) return null;
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) fieldErrors[issue.path.map(String).join('.')] ??= issue.message;
  return { ok: false, status: 400, message: 'Check the highlighted fields.', fieldErrors };
}

const idAfter = (path: string, prefix: string) => Number(path.slice(prefix.length).split(/[/?]/)[0]);

/**
 * The named handlers of the ledger's operations over `books` (by lease id; a lease without one has an empty
 * ledger): `LeaseLedger/{leaseId}`, `LeasePayment`, `LeaseCharge`, `LedgerEntryVoid/{entryId}` and
 * `LeaseDepositReturn`, each checked with the contracts' schema and answering the lease's new ledger.
 */
export function ledgerHandlers(books: Map<number, LedgerBook>): Record<string, NamedHandler> {
  const bookOf = (leaseID: number) => {
    let book = books.get(leaseID);
    if (!book) books.set(leaseID, (book = { entries: [], allocations: [] }));
    return book;
  };
  const answer = (db: MemoryDb, leaseID: number): DataResult<LeaseLedger> => {
    const lease = db.get('lease', leaseID) as unknown as Lease | undefined;
    if (!lease) return { ok: false, status: 404, message: `No lease ${leaseID}` };
    return ok(leaseLedgerOf(lease, bookOf(leaseID)));
  };
  const today = () => new Date().toISOString().slice(0, 10);
  return {
    '/LeaseLedger/': (_m, path, _b, db) => answer(db, idAfter(path, '/LeaseLedger/')),
    '/LeasePayment': (_m, _p, body, db) => {
      const parsed = leasePaymentCreateSchema.safeParse(body);
      if (!parsed.success) return refused(parsed)!;
      const p = parsed.data;
      if (!db.get('lease', p.leaseID)) return { ok: false, status: 404, message: `No lease ${p.leaseID}` };
      post(bookOf(p.leaseID), {
        date: p.date,
        kind: 'payment',
        amountCents: -p.amountCents,
        method: p.method,
        reference: p.reference,
        memo: p.memo,
        description: p.reference ? `Payment, ${p.reference}` : 'Payment',
        createdBy: 'you',
      });
      return answer(db, p.leaseID);
    },
    '/LeaseCharge': (_m, _p, body, db) => {
      const parsed = leaseChargeCreateSchema.safeParse(body);
      if (!parsed.success) return refused(parsed)!;
      const c = parsed.data;
      if (!db.get('lease', c.leaseID)) return { ok: false, status: 404, message: `No lease ${c.leaseID}` };
      post(bookOf(c.leaseID), {
        date: c.date,
        kind: c.kind,
        amountCents: c.kind === 'credit' ? -c.amountCents : c.amountCents,
        description: c.description,
        createdBy: 'you',
      });
      return answer(db, c.leaseID);
    },
    '/LedgerEntryVoid/': (_m, path, body, db) => {
      const parsed = ledgerEntryVoidSchema.safeParse(body);
      if (!parsed.success) return refused(parsed)!;
      const entryID = idAfter(path, '/LedgerEntryVoid/');
      const found = [...books].find(([, book]) => book.entries.some((e) => e.id === entryID));
      if (!found) return { ok: false, status: 404, message: `No ledger entry ${entryID}` };
      const [leaseID, book] = found;
      const refusal = voidEntry(book, entryID, parsed.data.reason, today());
      if (refusal) return { ok: false, status: 409, message: refusal };
      if (parsed.data.returnedPaymentFeeCents !== null) {
        post(book, {
          date: today(),
          kind: 'charge',
          amountCents: parsed.data.returnedPaymentFeeCents,
          description: 'Returned payment fee',
          createdBy: 'you',
        });
      }
      return answer(db, leaseID);
    },
    '/LeaseDepositReturn': (_m, _p, body, db) => {
      const parsed = depositReturnSchema.safeParse(body);
      if (!parsed.success) return refused(parsed)!;
      const d = parsed.data;
      if (!db.get('lease', d.leaseID)) return { ok: false, status: 404, message: `No lease ${d.leaseID}` };
      const book = bookOf(d.leaseID);
      const held = depositHeld(book.entries, book.allocations);
      const split = depositReturnSplit(
        held,
        d.deductions.map((x) => x.amountCents),
      );
      for (const deduction of d.deductions) {
        post(book, {
          date: d.date,
          kind: 'charge',
          amountCents: deduction.amountCents,
          description: deduction.description,
        });
      }
      post(book, {
        date: d.date,
        kind: 'deposit-return',
        amountCents: -split.appliedCents,
        depositCents: -Math.max(0, held),
        description: 'Deposit return',
        memo: [d.memo, `${centsWords(split.refundCents)} returned to the tenant`].filter(Boolean).join('. '),
      });
      return answer(db, d.leaseID);
    },
  };
}

/** The balance of each lease with a book (the lease list's `balanceCents`). */
export const bookBalance = (book: LedgerBook | undefined) => (book ? ledgerBalance(book.entries) : null);

/** Alpha's money over twelve months to November 2026: occupancy rising, collections mostly on time. */
export const homeLedgerSummary: LedgerSummary = {
  month: '2026-11',
  chargedCents: 1_184_000,
  collectedCents: 1_021_500,
  outstandingCents: 162_500,
  history: [
    ['2025-12', 15, 1_012_500, 1_012_500],
    ['2026-01', 15, 1_012_500, 980_000],
    ['2026-02', 16, 1_045_000, 1_045_000],
    ['2026-03', 16, 1_045_000, 1_012_500],
    ['2026-04', 17, 1_077_500, 1_077_500],
    ['2026-05', 17, 1_077_500, 1_045_000],
    ['2026-06', 17, 1_077_500, 1_077_500],
    ['2026-07', 18, 1_110_000, 1_110_000],
    ['2026-08', 18, 1_110_000, 1_045_000],
    ['2026-09', 19, 1_151_500, 1_151_500],
    ['2026-10', 19, 1_151_500, 1_119_000],
    ['2026-11', 20, 1_184_000, 1_021_500],
  ].map(([month, occupied, chargedCents, collectedCents]) => ({
    month: month as string,
    units: 24,
    occupied: occupied as number,
    chargedCents: chargedCents as number,
    collectedCents: collectedCents as number,
  })),
};
