// The ledger screens' pure rules: how amounts and entries read, the dialogs' form values and schemas (built on
// the contracts' request schemas), and the statement's default dates.
import {
  depositReturnSchema,
  LEDGER_ENTRY_KINDS,
  leaseChargeCreateSchema,
  leasePaymentCreateSchema,
  leaseStatementQuerySchema,
  ledgerEntryVoidSchema,
  PAYMENT_METHODS,
  positiveCentsSchema,
  type LeaseLedger,
  type LedgerEntry,
  type PaymentMethod,
} from '@hangar/contracts';
import { formatMoney } from '@hangar/ui';
import { z } from 'zod';
import { dayText } from '../lease-list/lease-list-rules';

/** "$1,234.56"; a negative amount "−$12.00" (a true minus sign, read as "minus"). */
export function centsWords(cents: number): string {
  const text = formatMoney(Math.abs(cents), { symbol: '$' });
  return cents < 0 ? `−${text}` : text;
}

/** The balance in words: "Owes $550.00", "Credit of $150.00", "Nothing owed". */
export function balanceWords(cents: number): string {
  if (cents > 0) return `Owes ${centsWords(cents)}`;
  if (cents < 0) return `Credit of ${centsWords(-cents)}`;
  return 'Nothing owed';
}

export const entryKindLabel = (kind: string) =>
  LEDGER_ENTRY_KINDS.find((k) => k.value === kind)?.label ?? kind;
export const paymentMethodLabel = (method: string | null) =>
  method ? (PAYMENT_METHODS.find((m) => m.value === method)?.label ?? method) : '';

/** An entry named for a link or a list: "Rent of Oct 1, 2026". */
export const entryName = (entry: Pick<LedgerEntry, 'kind' | 'date' | 'description'>) =>
  `${entry.description || entryKindLabel(entry.kind)} of ${dayText(entry.date)}`;

/** Whether an entry may be voided: not a reversal, not already reversed. */
export const isVoidable = (entry: Pick<LedgerEntry, 'kind' | 'reversedByID'>) =>
  entry.kind !== 'reversal' && entry.reversedByID === null;

/** Whether an entry has a receipt: a payment that stands. */
export const hasReceipt = (entry: Pick<LedgerEntry, 'kind' | 'reversedByID'>) =>
  entry.kind === 'payment' && entry.reversedByID === null;

/** The entries by id, to name the other side of allocations and reversals. */
export const entriesById = (ledger: LeaseLedger) => new Map(ledger.entries.map((e) => [e.id, e]));

/** What is still owed of a charge, or left to apply of a payment, in words; null when settled. */
export function openWords(entry: LedgerEntry): string | null {
  if (entry.reversedByID !== null || entry.kind === 'reversal' || entry.openCents === 0) return null;
  if (entry.amountCents > 0) return `${centsWords(entry.openCents)} open`;
  return `${centsWords(entry.openCents)} not yet applied (a credit)`;
}

// ---- The dialogs' forms ----------------------------------------------------------------------------------

/** An amount typed in a MoneyInput: null until typed. */
const amount = (missing: string) =>
  z
    .number()
    .nullable()
    .refine((v) => v !== null, missing)
    .pipe(positiveCentsSchema);

export type PaymentFormInput = {
  leaseID: number;
  date: string;
  amountCents: number | null;
  method: PaymentMethod;
  reference?: string;
  memo?: string;
};
export const paymentFormSchema: z.ZodType<
  z.output<typeof leasePaymentCreateSchema>,
  PaymentFormInput
> = leasePaymentCreateSchema.extend({ amountCents: amount('Enter the amount received') });
export const emptyPayment = (leaseID: number, today: string): PaymentFormInput => ({
  leaseID,
  date: today,
  amountCents: null,
  method: 'check',
  reference: '',
  memo: '',
});

/** The kinds "Add charge or credit" offers (the contracts' hand-entered kinds). */
export const MANUAL_KINDS = [
  { value: 'charge', label: 'Other charge' },
  { value: 'late-fee', label: 'Late fee' },
  { value: 'credit', label: 'Credit (lowers what is owed)' },
] as const;
export type ChargeFormInput = {
  leaseID: number;
  date: string;
  kind: 'charge' | 'credit' | 'late-fee';
  description: string;
  amountCents: number | null;
};
export const chargeFormSchema: z.ZodType<
  z.output<typeof leaseChargeCreateSchema>,
  ChargeFormInput
> = leaseChargeCreateSchema.extend({ amountCents: amount('Enter the amount') });
export const emptyCharge = (leaseID: number, today: string): ChargeFormInput => ({
  leaseID,
  date: today,
  kind: 'charge',
  description: '',
  amountCents: null,
});

export type VoidFormInput = { reason: string; returnedPaymentFeeCents: number | null };
export const voidFormSchema: z.ZodType<
  z.output<typeof ledgerEntryVoidSchema>,
  VoidFormInput
> = ledgerEntryVoidSchema.extend({ returnedPaymentFeeCents: positiveCentsSchema.nullable() });
export const emptyVoid = (): VoidFormInput => ({ reason: '', returnedPaymentFeeCents: null });

export type DepositReturnFormInput = {
  leaseID: number;
  date: string;
  deductions: { description: string; amountCents: number | null }[];
  memo?: string;
};
export const depositReturnFormSchema: z.ZodType<
  z.output<typeof depositReturnSchema>,
  DepositReturnFormInput
> = depositReturnSchema.extend({
  deductions: z
    .array(
      z.strictObject({
        description: z.string().trim().min(1, 'Describe the deduction').max(120, 'At most 120 characters'),
        amountCents: amount('Enter the amount deducted'),
      }),
    )
    .max(20, 'At most 20 deductions'),
});
export const emptyDepositReturn = (leaseID: number, today: string): DepositReturnFormInput => ({
  leaseID,
  date: today,
  deductions: [],
  memo: '',
});

// ---- The statement ---------------------------------------------------------------------------------------

/** The statement's first and last day by default: from the ledger's first day (or the first entry) to today. */
export function statementDefaults(ledger: LeaseLedger, today: string): { from: string; to: string } {
  const first = ledger.entries[0]?.date;
  const from = first && first < ledger.ledgerStartsOn ? first : ledger.ledgerStartsOn;
  return { from: from <= today ? from : today, to: today };
}

/** The statement's query when the dates are valid, else the message to show. */
export function statementQuery(
  from: string,
  to: string,
): { ok: true; from: string; to: string } | { ok: false; message: string } {
  const parsed = leaseStatementQuerySchema.safeParse({ from, to });
  if (parsed.success) return { ok: true, ...parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'Enter both days' };
}
