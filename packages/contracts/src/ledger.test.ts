import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateOldestFirst,
  creditAllocations,
  depositHeld,
  depositReturnSplit,
  lateFeeCents,
  ledgerView,
  netAllocations,
  openAmounts,
  voidAllocations,
  voidRefusal,
  type LedgerAllocationRow,
  type LedgerEntryKind,
  type LedgerEntryRow,
} from './ledger';

const lease = { leaseID: 7, ledgerStartsOn: '2026-01-01' };

/** A ledger kept in memory by the same rules the server follows: every change then applies free credits. */
class Book {
  entries: LedgerEntryRow[] = [];
  allocations: LedgerAllocationRow[] = [];
  private nextId = 1;

  post(kind: LedgerEntryKind, date: string, amountCents: number, depositCents = 0) {
    const entry = { id: this.nextId++, date, kind, amountCents, depositCents };
    this.entries.push(entry);
    this.applyCredits();
    return entry;
  }

  void(id: number) {
    const entry = this.entries.find((e) => e.id === id)!;
    if (voidRefusal(entry, this.entries)) return false;
    this.entries.push({
      id: this.nextId++,
      date: entry.date,
      kind: 'reversal',
      amountCents: -entry.amountCents,
      depositCents: -(entry.depositCents ?? 0),
      reversesId: entry.id,
    });
    this.allocations.push(...voidAllocations(entry, this.allocations));
    this.applyCredits();
    return true;
  }

  applyCredits() {
    const rows = creditAllocations(this.entries, this.allocations);
    this.allocations.push(...rows);
    return rows;
  }
}

describe('allocateOldestFirst', () => {
  it('pays the oldest charge first and leaves the rest of the next one open', () => {
    expect(
      allocateOldestFirst(
        [
          { id: 2, date: '2026-02-01', openCents: 500 },
          { id: 1, date: '2026-01-01', openCents: 500 },
        ],
        [{ id: 3, date: '2026-02-05', unappliedCents: 700 }],
      ),
    ).toEqual([
      { paymentId: 3, chargeId: 1, amountCents: 500 },
      { paymentId: 3, chargeId: 2, amountCents: 200 },
    ]);
  });

  it('on one day the charge recorded first is paid first; the oldest payment is spent first', () => {
    expect(
      allocateOldestFirst(
        [
          { id: 9, date: '2026-01-01', openCents: 100 },
          { id: 4, date: '2026-01-01', openCents: 100 },
        ],
        [
          { id: 11, date: '2026-01-03', unappliedCents: 150 },
          { id: 10, date: '2026-01-02', unappliedCents: 30 },
        ],
      ),
    ).toEqual([
      { paymentId: 10, chargeId: 4, amountCents: 30 },
      { paymentId: 11, chargeId: 4, amountCents: 70 },
      { paymentId: 11, chargeId: 9, amountCents: 80 },
    ]);
  });

  it('allocates nothing when nothing is open or nothing is free', () => {
    expect(allocateOldestFirst([], [{ id: 1, date: '2026-01-01', unappliedCents: 5 }])).toEqual([]);
    expect(allocateOldestFirst([{ id: 1, date: '2026-01-01', openCents: 5 }], [])).toEqual([]);
  });
});

describe('a ledger kept by the rules', () => {
  it('a partial payment over two months owed pays the older month whole; voiding it re-opens both', () => {
    const book = new Book();
    const jan = book.post('rent', '2026-01-01', 100_000);
    const feb = book.post('rent', '2026-02-01', 100_000);
    const pay = book.post('payment', '2026-02-10', -150_000);
    let view = ledgerView(book.entries, book.allocations, lease);
    expect(view.balanceCents).toBe(50_000);
    expect(view.entries.map((e) => [e.id, e.balanceCents, e.openCents])).toEqual([
      [jan.id, 100_000, 0],
      [feb.id, 200_000, 50_000],
      [pay.id, 50_000, 0],
    ]);
    expect(view.entries[2]!.allocations).toEqual([
      { entryID: jan.id, amountCents: 100_000 },
      { entryID: feb.id, amountCents: 50_000 },
    ]);

    book.void(pay.id);
    view = ledgerView(book.entries, book.allocations, lease);
    expect(view.balanceCents).toBe(200_000);
    expect(view.entries.find((e) => e.id === pay.id)!.reversedByID).toBe(view.entries[3]!.id);
    expect(view.entries.filter((e) => e.kind === 'rent').map((e) => e.openCents)).toEqual([100_000, 100_000]);
    expect(view.entries.every((e) => e.allocations.length === 0)).toBe(true);
  });

  it('an overpayment stays as credit and pays the next charge as it posts', () => {
    const book = new Book();
    book.post('rent', '2026-01-01', 1_000);
    const pay = book.post('payment', '2026-01-02', -1_500);
    expect(ledgerView(book.entries, book.allocations, lease).entries[1]!.openCents).toBe(500);
    const feb = book.post('rent', '2026-02-01', 1_000);
    const view = ledgerView(book.entries, book.allocations, lease);
    expect(view.balanceCents).toBe(500);
    expect(view.entries.find((e) => e.id === feb.id)!.allocations).toEqual([
      { entryID: pay.id, amountCents: 500 },
    ]);
  });

  it('voiding a paid charge frees its money for the other open charges', () => {
    const book = new Book();
    const fee = book.post('charge', '2026-01-01', 300);
    book.post('payment', '2026-01-02', -300);
    const rent = book.post('rent', '2026-02-01', 1_000);
    book.void(fee.id);
    const view = ledgerView(book.entries, book.allocations, lease);
    expect(view.entries.find((e) => e.id === rent.id)!.openCents).toBe(700);
    expect(view.balanceCents).toBe(700);
  });

  it('refuses to void a reversal or an entry already voided', () => {
    const book = new Book();
    const rent = book.post('rent', '2026-01-01', 1_000);
    expect(book.void(rent.id)).toBe(true);
    expect(voidRefusal(rent, book.entries)).toMatch(/already voided/);
    expect(voidRefusal(book.entries[1]!, book.entries)).toMatch(/reversal cannot be voided/);
  });

  it('the deposit paid is held apart from the rent balance, and a return takes it all out', () => {
    const book = new Book();
    book.post('deposit', '2026-01-01', 50_000);
    book.post('payment', '2026-01-01', -50_000);
    expect(depositHeld(book.entries, book.allocations)).toBe(50_000);
    const split = depositReturnSplit(50_000, [12_000, 3_000]);
    expect(split).toEqual({ appliedCents: 15_000, refundCents: 35_000, stillOwedCents: 0 });
    book.post('charge', '2026-12-31', 12_000);
    book.post('charge', '2026-12-31', 3_000);
    book.post('deposit-return', '2026-12-31', -split.appliedCents, -50_000);
    const view = ledgerView(book.entries, book.allocations, lease);
    expect(view.depositHeldCents).toBe(0);
    expect(view.balanceCents).toBe(0);
  });

  it('deductions beyond the deposit stay owed', () => {
    expect(depositReturnSplit(10_000, [8_000, 5_000])).toEqual({
      appliedCents: 10_000,
      refundCents: 0,
      stillOwedCents: 3_000,
    });
  });

  it('a late fee is the fixed amount or the percentage of the unpaid rent, to the cent', () => {
    expect(lateFeeCents({ fixedCents: 2_500, percent: null }, 99_999)).toBe(2_500);
    expect(lateFeeCents({ fixedCents: null, percent: 5 }, 33_333)).toBe(1_667);
  });
});

// Random ledgers: charges, payments, credits and voids in any order.
const day = fc
  .integer({ min: 0, max: 400 })
  .map((n) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10));
const step = fc.oneof(
  fc.record({
    op: fc.constant('charge' as const),
    kind: fc.constantFrom<LedgerEntryKind>('rent', 'recurring', 'late-fee', 'deposit', 'charge'),
    date: day,
    cents: fc.integer({ min: 1, max: 500_000 }),
  }),
  fc.record({
    op: fc.constant('pay' as const),
    kind: fc.constantFrom<LedgerEntryKind>('payment', 'credit'),
    date: day,
    cents: fc.integer({ min: 1, max: 500_000 }),
  }),
  fc.record({ op: fc.constant('void' as const), pick: fc.nat() }),
);

type Step =
  { op: 'charge' | 'pay'; kind: LedgerEntryKind; date: string; cents: number } | { op: 'void'; pick: number };

function run(steps: Step[]): Book {
  const book = new Book();
  for (const s of steps) {
    if (s.op === 'void') {
      if (book.entries.length > 0) book.void(book.entries[s.pick % book.entries.length]!.id);
    } else {
      book.post(s.kind, s.date, s.op === 'charge' ? s.cents : -s.cents);
    }
  }
  return book;
}

describe('properties of any ledger', () => {
  const ledgers = fc.array(step, { maxLength: 40 }).map(run);

  it('the balance is the sum of the entries, and the last running balance is the balance', () => {
    fc.assert(
      fc.property(ledgers, (book) => {
        const view = ledgerView(book.entries, book.allocations, lease);
        const sum = book.entries.reduce((s, e) => s + e.amountCents, 0);
        expect(view.balanceCents).toBe(sum);
        expect(view.entries.at(-1)?.balanceCents ?? 0).toBe(sum);
        // What is owed is what is open less what is free.
        const { charges, payers } = openAmounts(book.entries, book.allocations);
        const open = charges.reduce((s, c) => s + c.openCents, 0);
        const free = payers.reduce((s, p) => s + p.unappliedCents, 0);
        expect(open - free).toBe(sum);
      }),
    );
  });

  it('no charge is paid more than its amount, no payment spends more than it brought, nothing negative', () => {
    fc.assert(
      fc.property(ledgers, (book) => {
        const { charges, payers } = openAmounts(book.entries, book.allocations);
        for (const c of charges) expect(c.openCents).toBeGreaterThanOrEqual(0);
        for (const p of payers) expect(p.unappliedCents).toBeGreaterThanOrEqual(0);
        const byId = new Map(book.entries.map((e) => [e.id, e]));
        for (const a of netAllocations(book.allocations)) {
          expect(a.amountCents).toBeGreaterThan(0);
          expect(a.amountCents).toBeLessThanOrEqual(byId.get(a.chargeId)!.amountCents);
          expect(a.amountCents).toBeLessThanOrEqual(-byId.get(a.paymentId)!.amountCents);
        }
      }),
    );
  });

  it('an allocation never exceeds what its charge has open nor what its payment has free', () => {
    const opens = fc.uniqueArray(
      fc.record({ id: fc.nat(1_000), date: day, openCents: fc.integer({ min: -10, max: 100_000 }) }),
      { maxLength: 20, selector: (c) => c.id },
    );
    const frees = fc.uniqueArray(
      fc.record({ id: fc.nat(1_000), date: day, unappliedCents: fc.integer({ min: -10, max: 100_000 }) }),
      { maxLength: 20, selector: (p) => p.id },
    );
    fc.assert(
      fc.property(opens, frees, (charges, payers) => {
        const rows = allocateOldestFirst(charges, payers);
        const sumBy = (key: 'chargeId' | 'paymentId', id: number) =>
          rows.filter((r) => r[key] === id).reduce((s, r) => s + r.amountCents, 0);
        expect(rows.every((r) => r.amountCents > 0)).toBe(true);
        for (const c of charges)
          expect(sumBy('chargeId', c.id)).toBeLessThanOrEqual(Math.max(0, c.openCents));
        for (const p of payers) {
          expect(sumBy('paymentId', p.id)).toBeLessThanOrEqual(Math.max(0, p.unappliedCents));
        }
        const total = (xs: number[]) => xs.filter((x) => x > 0).reduce((s, x) => s + x, 0);
        expect(rows.reduce((s, r) => s + r.amountCents, 0)).toBe(
          Math.min(total(charges.map((c) => c.openCents)), total(payers.map((p) => p.unappliedCents))),
        );
      }),
    );
  });

  it('applying the credits again changes nothing, and no money stays free while a charge is open', () => {
    fc.assert(
      fc.property(ledgers, (book) => {
        expect(book.applyCredits()).toEqual([]);
        const { charges, payers } = openAmounts(book.entries, book.allocations);
        const anyOpen = charges.some((c) => c.openCents > 0);
        const anyFree = payers.some((p) => p.unappliedCents > 0);
        expect(anyOpen && anyFree).toBe(false);
      }),
    );
  });

  it('a voided entry has nothing allocated to or from it and is reversed once', () => {
    fc.assert(
      fc.property(ledgers, (book) => {
        const view = ledgerView(book.entries, book.allocations, lease);
        const reversals = view.entries.filter((e) => e.kind === 'reversal');
        expect(new Set(reversals.map((r) => r.reversesID)).size).toBe(reversals.length);
        for (const e of view.entries.filter((x) => x.reversedByID !== null)) {
          expect(e.allocations).toEqual([]);
          expect(e.openCents).toBe(0);
        }
      }),
    );
  });
});
