// A lease's ledger: immutable entries in integer cents, payments allocated to the oldest open charges, the
// deposit held apart, and the reports made of them (rent roll, receivables, collections). The rules are in
// docs/ledger.md.
import { z } from 'zod';
import { calendarDateSchema, centsSchema, idParamSchema, idSchema, MAX_INT32, MIN_INT32 } from './input';

/** What an entry is. Charges raise what the tenant owes (positive amounts); the rest lower it (negative). */
export const LEDGER_ENTRY_KINDS = [
  { value: 'rent', label: 'Rent' },
  { value: 'recurring', label: 'Recurring charge' },
  { value: 'late-fee', label: 'Late fee' },
  { value: 'deposit', label: 'Deposit due' },
  { value: 'charge', label: 'Other charge' },
  { value: 'payment', label: 'Payment' },
  { value: 'credit', label: 'Credit' },
  { value: 'deposit-return', label: 'Deposit return' },
  { value: 'reversal', label: 'Reversal' },
] as const;
export const ledgerEntryKindSchema = z.enum([
  'rent',
  'recurring',
  'late-fee',
  'deposit',
  'charge',
  'payment',
  'credit',
  'deposit-return',
  'reversal',
]);
export type LedgerEntryKind = z.infer<typeof ledgerEntryKindSchema>;

/** The kinds that are charges: a positive amount that payments and credits are allocated to. */
export const CHARGE_KINDS: readonly LedgerEntryKind[] = [
  'rent',
  'recurring',
  'late-fee',
  'deposit',
  'charge',
];
/** The kinds that pay: a negative amount allocated to the oldest open charges. */
export const PAYING_KINDS: readonly LedgerEntryKind[] = ['payment', 'credit', 'deposit-return'];
export const isChargeKind = (kind: LedgerEntryKind) => CHARGE_KINDS.includes(kind);
export const isPayingKind = (kind: LedgerEntryKind) => PAYING_KINDS.includes(kind);

export const PAYMENT_METHODS = [
  { value: 'check', label: 'Check' },
  { value: 'ach', label: 'ACH' },
  { value: 'cash', label: 'Cash' },
  { value: 'card', label: 'Card' },
  { value: 'money-order', label: 'Money order' },
  { value: 'other', label: 'Other' },
] as const;
export const paymentMethodSchema = z.enum(['check', 'ach', 'cash', 'card', 'money-order', 'other']);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** A signed amount in cents (an entry's effect on the balance), within an `integer` column. */
export const signedCentsSchema = z.number().int('Amounts are whole cents').min(MIN_INT32).max(MAX_INT32);
/** The most one entry entered by hand may be: $1,000,000.00 (more is a typo, and sums stay far from overflow). */
export const MAX_ENTRY_CENTS = 100_000_000;
/** An amount that must be more than nothing: a payment, a charge, a credit. */
export const positiveCentsSchema = centsSchema
  .min(1, 'Enter an amount more than $0.00')
  .max(MAX_ENTRY_CENTS, 'At most $1,000,000.00');

/** One allocation as shown on an entry: on a charge, a payment or credit that paid it; on a payment, a charge it paid. */
export const ledgerAllocationSchema = z.object({
  /** The other entry: the charge paid, or the payment that paid. */
  entryID: idSchema,
  amountCents: z.number().int(),
});
export type LedgerAllocation = z.infer<typeof ledgerAllocationSchema>;

export const ledgerEntrySchema = z.object({
  id: idSchema,
  /** The day it counts from: a charge's due date, a payment's date. */
  date: calendarDateSchema,
  kind: ledgerEntryKindSchema,
  description: z.string(),
  /** Positive for charges, negative for payments and credits; a reversal is the negation of what it reverses. */
  amountCents: signedCentsSchema,
  /** The rent balance after this entry, in the ledger's order (date, then id). */
  balanceCents: signedCentsSchema,
  /** The change this entry made to the deposit held (a deposit return, its reversal); 0 for most. */
  depositCents: signedCentsSchema,
  /** For a reversal: the entry it reverses. */
  reversesID: idSchema.nullable(),
  /** For an entry that was reversed: its reversal. */
  reversedByID: idSchema.nullable(),
  /** Why an entry was reversed (on the reversal). */
  reason: z.string().nullable(),
  method: paymentMethodSchema.nullable(),
  /** A check number or other reference of a payment. */
  reference: z.string(),
  memo: z.string(),
  /** A charge's unpaid part; a payment's or credit's part not yet applied (0 for reversals and reversed entries). */
  openCents: z.number().int(),
  allocations: z.array(ledgerAllocationSchema),
  /** When it was recorded, and by whom (null for a scheduled posting). */
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const leaseLedgerSchema = z.object({
  leaseID: idSchema,
  /** Oldest first, each with the running balance. */
  entries: z.array(ledgerEntrySchema),
  /** What the tenant owes now (negative: a credit in the tenant's favour). */
  balanceCents: signedCentsSchema,
  /** The security deposit received and not yet returned or applied. */
  depositHeldCents: signedCentsSchema,
  /** The first day the scheduled postings charge (rent before it is not posted). */
  ledgerStartsOn: calendarDateSchema,
});
export type LeaseLedger = z.infer<typeof leaseLedgerSchema>;

const reference = z.string().trim().max(60, 'At most 60 characters').default('');
const memo = z.string().trim().max(500, 'At most 500 characters').default('');
const description = z.string().trim().min(1, 'Describe the entry').max(120, 'At most 120 characters');

/** `POST /api/LeasePayment`: a payment received, applied to the oldest open charges. */
export const leasePaymentCreateSchema = z.strictObject({
  leaseID: idSchema,
  date: calendarDateSchema,
  amountCents: positiveCentsSchema,
  method: paymentMethodSchema,
  reference,
  memo,
});
export type LeasePaymentCreate = z.input<typeof leasePaymentCreateSchema>;

/** The kinds a user may add by hand with `LeaseCharge` (scheduled kinds are posted by the jobs). */
export const manualEntryKindSchema = z.enum(['charge', 'credit', 'late-fee']);
/** `POST /api/LeaseCharge`: an other charge, a late fee by hand, or a credit (the amount is given positive). */
export const leaseChargeCreateSchema = z.strictObject({
  leaseID: idSchema,
  date: calendarDateSchema,
  kind: manualEntryKindSchema,
  description,
  amountCents: positiveCentsSchema,
});
export type LeaseChargeCreate = z.input<typeof leaseChargeCreateSchema>;

/** `POST /api/LedgerEntryVoid/{entryId}`: reverse an entry, with the reason; for a payment, a returned-payment fee. */
export const ledgerEntryVoidSchema = z.strictObject({
  reason: z.string().trim().min(1, 'Say why the entry is voided').max(500, 'At most 500 characters'),
  returnedPaymentFeeCents: positiveCentsSchema.nullable().default(null),
});
export type LedgerEntryVoid = z.input<typeof ledgerEntryVoidSchema>;
export const ledgerEntryParamsSchema = z.strictObject({ entryId: idParamSchema });
export const leaseLedgerParamsSchema = z.strictObject({ leaseId: idParamSchema });

/** `POST /api/LeaseDepositReturn`: the deposit held returned at move-out, less itemised deductions. */
export const depositReturnSchema = z.strictObject({
  leaseID: idSchema,
  date: calendarDateSchema,
  deductions: z
    .array(z.strictObject({ description, amountCents: positiveCentsSchema }))
    .max(20, 'At most 20 deductions')
    .default([]),
  memo,
});
export type DepositReturn = z.input<typeof depositReturnSchema>;

/** `GET /api/LeaseStatement/{leaseId}?from=&to=`. */
export const leaseStatementQuerySchema = z
  .strictObject({ from: calendarDateSchema, to: calendarDateSchema })
  .refine((q) => q.from <= q.to, {
    message: 'The statement must end on or after its first day',
    path: ['to'],
  });

// ---- The rules as pure functions over plain rows (the server, the reports and the tests share them) ---------

/** An entry as stored (a `ledger_entries` row); the fields after `reversesId` only feed {@link ledgerView}. */
export type LedgerEntryRow = {
  id: number;
  date: string;
  kind: LedgerEntryKind;
  amountCents: number;
  depositCents?: number;
  reversesId?: number | null;
  description?: string;
  reason?: string | null;
  method?: PaymentMethod | null;
  reference?: string;
  memo?: string;
  createdAt?: string | Date;
  createdBy?: string | null;
};
/** One `ledger_allocations` row: `amountCents` of payment (or credit, or deposit return) `paymentId` paid charge `chargeId`; negative rows undo. */
export type LedgerAllocationRow = { paymentId: number; chargeId: number; amountCents: number };
export type OpenCharge = { id: number; date: string; openCents: number };
export type OpenPayer = { id: number; date: string; unappliedCents: number };

/** The ledger's order: by date, then by id (the order entries were recorded in on one day). */
export const ledgerOrder = (a: { date: string; id: number }, b: { date: string; id: number }) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id;

/**
 * Pays the oldest open charges (by date, then id) with the oldest unapplied payments and credits first. Returns
 * the allocations to insert; none exceeds what is open of its charge or unapplied of its payment, and nothing
 * is allocated while no charge is open or no money is free.
 *
 * @example allocateOldestFirst([{ id: 1, date: '2026-01-01', openCents: 500 }, { id: 2, date: '2026-02-01', openCents: 500 }],
 *   [{ id: 3, date: '2026-02-05', unappliedCents: 700 }])
 * // [{ paymentId: 3, chargeId: 1, amountCents: 500 }, { paymentId: 3, chargeId: 2, amountCents: 200 }]
 */
export function allocateOldestFirst(
  charges: readonly OpenCharge[],
  payers: readonly OpenPayer[],
): LedgerAllocationRow[] {
  const open = charges
    .filter((c) => c.openCents > 0)
    .map((c) => ({ ...c }))
    .sort(ledgerOrder);
  const free = payers
    .filter((p) => p.unappliedCents > 0)
    .map((p) => ({ ...p }))
    .sort(ledgerOrder);
  const out: LedgerAllocationRow[] = [];
  let c = 0;
  let p = 0;
  while (c < open.length && p < free.length) {
    const charge = open[c]!;
    const payer = free[p]!;
    const amountCents = Math.min(charge.openCents, payer.unappliedCents);
    out.push({ paymentId: payer.id, chargeId: charge.id, amountCents });
    charge.openCents -= amountCents;
    payer.unappliedCents -= amountCents;
    if (charge.openCents === 0) c += 1;
    if (payer.unappliedCents === 0) p += 1;
  }
  return out;
}

/** The net allocation of each payment–charge pair (zeros left out), keyed `payment:charge`. */
export function netAllocations(allocations: readonly LedgerAllocationRow[]): LedgerAllocationRow[] {
  const net = new Map<string, LedgerAllocationRow>();
  for (const a of allocations) {
    const key = `${a.paymentId}:${a.chargeId}`;
    const row = net.get(key) ?? { paymentId: a.paymentId, chargeId: a.chargeId, amountCents: 0 };
    row.amountCents += a.amountCents;
    net.set(key, row);
  }
  return [...net.values()].filter((a) => a.amountCents !== 0);
}

/** The ids of entries that a reversal undoes. */
export const reversedIds = (entries: readonly LedgerEntryRow[]) =>
  new Set(entries.flatMap((e) => (e.kind === 'reversal' && e.reversesId != null ? [e.reversesId] : [])));

/**
 * What is open of each charge and unapplied of each payment, credit and deposit return (reversals and reversed
 * entries count as settled: nothing open, nothing free).
 */
export function openAmounts(
  entries: readonly LedgerEntryRow[],
  allocations: readonly LedgerAllocationRow[],
): { charges: OpenCharge[]; payers: OpenPayer[] } {
  const reversed = reversedIds(entries);
  const paid = new Map<number, number>();
  const spent = new Map<number, number>();
  for (const a of allocations) {
    paid.set(a.chargeId, (paid.get(a.chargeId) ?? 0) + a.amountCents);
    spent.set(a.paymentId, (spent.get(a.paymentId) ?? 0) + a.amountCents);
  }
  const charges: OpenCharge[] = [];
  const payers: OpenPayer[] = [];
  for (const e of entries) {
    if (reversed.has(e.id)) continue;
    if (isChargeKind(e.kind)) {
      charges.push({ id: e.id, date: e.date, openCents: e.amountCents - (paid.get(e.id) ?? 0) });
    } else if (isPayingKind(e.kind)) {
      payers.push({ id: e.id, date: e.date, unappliedCents: -e.amountCents - (spent.get(e.id) ?? 0) });
    }
  }
  return { charges, payers };
}

/** The allocations that apply every free payment and credit to the open charges, oldest first (none: all is settled). */
export function creditAllocations(
  entries: readonly LedgerEntryRow[],
  allocations: readonly LedgerAllocationRow[],
): LedgerAllocationRow[] {
  const { charges, payers } = openAmounts(entries, allocations);
  return allocateOldestFirst(charges, payers);
}

/**
 * The rows that undo every allocation of an entry being voided: for a payment, what it paid (the charges
 * re-open); for a charge, what paid it (that money is free again).
 */
export function voidAllocations(
  entry: Pick<LedgerEntryRow, 'id'>,
  allocations: readonly LedgerAllocationRow[],
): LedgerAllocationRow[] {
  return netAllocations(allocations)
    .filter((a) => a.paymentId === entry.id || a.chargeId === entry.id)
    .map((a) => ({ paymentId: a.paymentId, chargeId: a.chargeId, amountCents: -a.amountCents }));
}

/** Why an entry cannot be voided, or null when it can. */
export function voidRefusal(entry: LedgerEntryRow, entries: readonly LedgerEntryRow[]): string | null {
  if (entry.kind === 'reversal') return 'A reversal cannot be voided; record the entry again instead';
  if (reversedIds(entries).has(entry.id)) return 'This entry is already voided';
  return null;
}

/** The rent balance: the sum of every entry's amount. */
export const ledgerBalance = (entries: readonly LedgerEntryRow[]) =>
  entries.reduce((sum, e) => sum + e.amountCents, 0);

/** The deposit held: what was allocated to deposit charges (net), plus every entry's deposit change. */
export function depositHeld(
  entries: readonly LedgerEntryRow[],
  allocations: readonly LedgerAllocationRow[],
): number {
  const deposits = new Set(entries.filter((e) => e.kind === 'deposit').map((e) => e.id));
  const allocated = allocations
    .filter((a) => deposits.has(a.chargeId))
    .reduce((sum, a) => sum + a.amountCents, 0);
  return allocated + entries.reduce((sum, e) => sum + (e.depositCents ?? 0), 0);
}

/**
 * A deposit return's figures: of the deposit held, what pays the deductions (the entry's amount, negated) and
 * what goes back to the tenant. Deductions beyond the deposit stay owed.
 */
export function depositReturnSplit(heldCents: number, deductionsCents: readonly number[]) {
  const total = deductionsCents.reduce((sum, d) => sum + d, 0);
  const held = Math.max(0, heldCents);
  const appliedCents = Math.min(held, total);
  return { appliedCents, refundCents: held - appliedCents, stillOwedCents: total - appliedCents };
}

/** A late fee under the lease's rule: the fixed amount, or the percentage of the unpaid rent (to the cent). */
export function lateFeeCents(
  rule: { fixedCents: number | null; percent: number | null },
  unpaidRentCents: number,
): number {
  if (rule.fixedCents !== null) return rule.fixedCents;
  return Math.round(((rule.percent ?? 0) * unpaidRentCents) / 100);
}

const isoText = (at: string | Date | undefined) =>
  at === undefined ? '' : typeof at === 'string' ? at : at.toISOString();

/**
 * A lease's ledger as the API shows it: entries in ledger order with the running balance, what is open of
 * each, who reversed what, the allocations of each entry (on a charge: who paid it; on a payment: what it paid),
 * the balance and the deposit held.
 */
export function ledgerView(
  entries: readonly LedgerEntryRow[],
  allocations: readonly LedgerAllocationRow[],
  lease: { leaseID: number; ledgerStartsOn: string },
): LeaseLedger {
  const sorted = [...entries].sort(ledgerOrder);
  const reversedBy = new Map<number, number>();
  for (const e of sorted)
    if (e.kind === 'reversal' && e.reversesId != null) reversedBy.set(e.reversesId, e.id);
  const { charges, payers } = openAmounts(sorted, allocations);
  const open = new Map<number, number>([
    ...charges.map((c) => [c.id, c.openCents] as const),
    ...payers.map((p) => [p.id, p.unappliedCents] as const),
  ]);
  const byEntry = new Map<number, LedgerAllocation[]>();
  const add = (id: number, allocation: LedgerAllocation) =>
    byEntry.set(id, [...(byEntry.get(id) ?? []), allocation]);
  for (const a of netAllocations(allocations)) {
    add(a.chargeId, { entryID: a.paymentId, amountCents: a.amountCents });
    add(a.paymentId, { entryID: a.chargeId, amountCents: a.amountCents });
  }
  let balance = 0;
  const rows = sorted.map((e): LedgerEntry => {
    balance += e.amountCents;
    return {
      id: e.id,
      date: e.date,
      kind: e.kind,
      description: e.description ?? '',
      amountCents: e.amountCents,
      balanceCents: balance,
      depositCents: e.depositCents ?? 0,
      reversesID: e.reversesId ?? null,
      reversedByID: reversedBy.get(e.id) ?? null,
      reason: e.reason ?? null,
      method: e.method ?? null,
      reference: e.reference ?? '',
      memo: e.memo ?? '',
      openCents: open.get(e.id) ?? 0,
      allocations: byEntry.get(e.id) ?? [],
      createdAt: isoText(e.createdAt),
      createdBy: e.createdBy ?? null,
    };
  });
  return {
    leaseID: lease.leaseID,
    entries: rows,
    balanceCents: balance,
    depositHeldCents: depositHeld(sorted, allocations),
    ledgerStartsOn: lease.ledgerStartsOn,
  };
}

// ---- Reports ---------------------------------------------------------------------------------------------

export const reportFormatSchema = z.enum(['json', 'csv']).default('json');
export const monthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Enter a month as YYYY-MM')
  .refine((m) => calendarDateSchema.safeParse(`${m}-01`).success, 'Enter a month between 1900 and 2200');

export const reportCompanyParamsSchema = z.strictObject({ mgmtCoId: idParamSchema });

export const rentRollQuerySchema = z.strictObject({
  /** Default: today in the company's time zone. */
  asOf: calendarDateSchema.optional(),
  propertyID: idParamSchema.optional(),
  format: reportFormatSchema,
});
export const rentRollRowSchema = z.object({
  propertyID: idSchema,
  propertyName: z.string(),
  unitID: idSchema,
  unitNumber: z.string(),
  /** The lease in force on the day; null for a vacant unit. */
  leaseID: idSchema.nullable(),
  tenants: z.string(),
  startDate: calendarDateSchema.nullable(),
  endDate: calendarDateSchema.nullable(),
  rentCents: z.number().int().nullable(),
  depositHeldCents: signedCentsSchema,
  balanceCents: signedCentsSchema,
});
export const rentRollSchema = z.object({
  asOf: calendarDateSchema,
  rows: z.array(rentRollRowSchema),
  totals: z.object({
    units: z.number().int(),
    occupied: z.number().int(),
    rentCents: z.number().int(),
    depositHeldCents: z.number().int(),
    balanceCents: z.number().int(),
  }),
});
export type RentRoll = z.infer<typeof rentRollSchema>;

/** The aging buckets of receivables, by days past the due date on the report's day. */
export const AGING_BUCKETS = [
  { value: 'current', label: 'Current' },
  { value: 'days1to30', label: '1–30 days' },
  { value: 'days31to60', label: '31–60 days' },
  { value: 'days61to90', label: '61–90 days' },
  { value: 'over90', label: 'Over 90 days' },
] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number]['value'];
const bucketsSchema = z.object({
  current: z.number().int(),
  days1to30: z.number().int(),
  days31to60: z.number().int(),
  days61to90: z.number().int(),
  over90: z.number().int(),
  totalCents: z.number().int(),
});

/** The bucket of an open charge due on `dueDate`, seen on `asOf` (both `YYYY-MM-DD`). */
export function agingBucket(dueDate: string, asOf: string): AgingBucket {
  const days = Math.round(
    (Date.parse(`${asOf}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / 86_400_000,
  );
  if (days <= 0) return 'current';
  if (days <= 30) return 'days1to30';
  if (days <= 60) return 'days31to60';
  if (days <= 90) return 'days61to90';
  return 'over90';
}

export const receivablesQuerySchema = z.strictObject({
  asOf: calendarDateSchema.optional(),
  propertyID: idParamSchema.optional(),
  format: reportFormatSchema,
});
export const receivablesRowSchema = bucketsSchema.extend({
  leaseID: idSchema,
  propertyID: idSchema,
  propertyName: z.string(),
  unitNumber: z.string(),
  tenants: z.string(),
  /** Unapplied payments and credits of the lease (negative), beside the buckets of what is owed. */
  creditCents: z.number().int(),
});
export const receivablesSchema = z.object({
  asOf: calendarDateSchema,
  rows: z.array(receivablesRowSchema),
  totals: bucketsSchema.extend({ creditCents: z.number().int() }),
});
export type Receivables = z.infer<typeof receivablesSchema>;

export const collectionsQuerySchema = z.strictObject({ month: monthSchema, format: reportFormatSchema });
const collectionFigures = {
  /** Charges falling due in the month (deposits apart). */
  chargedCents: z.number().int(),
  /** Payments dated in the month, less those voided. */
  collectedCents: z.number().int(),
  /** What is still unpaid of the month's charges today. */
  outstandingCents: z.number().int(),
};
export const collectionsSchema = z.object({
  month: monthSchema,
  rows: z.array(z.object({ propertyID: idSchema, propertyName: z.string(), ...collectionFigures })),
  totals: z.object(collectionFigures),
});
export type Collections = z.infer<typeof collectionsSchema>;

/** The management home's money: this month's figures and the last twelve months' occupancy and collections. */
export const ledgerSummarySchema = z.object({
  month: monthSchema,
  ...collectionFigures,
  history: z.array(
    z.object({
      month: monthSchema,
      units: z.number().int(),
      occupied: z.number().int(),
      chargedCents: z.number().int(),
      collectedCents: z.number().int(),
    }),
  ),
});
export type LedgerSummary = z.infer<typeof ledgerSummarySchema>;

/**
 * A CSV cell a spreadsheet will not run: text starting with `=`, `+`, `-`, `@`, a tab or a carriage return gets
 * a leading apostrophe; a cell with a comma, quote or line break is quoted. Numbers are written as they are.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  // A plain number (`-12.34`) is data to a spreadsheet, not a formula: it stays as it is.
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows of cells as CSV text (CRLF line ends, as RFC 4180 has them). */
export const toCsv = (rows: readonly (readonly (string | number | null | undefined)[])[]) =>
  rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** Cents as money for people (`-123456` → `-$1,234.56`): separators, two decimals, never floating point. */
export function dollarsText(cents: number): string {
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}$${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** Cents as dollars for CSV and PDF (`-1234` → `-12.34`), never through floating point. */
export function centsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
