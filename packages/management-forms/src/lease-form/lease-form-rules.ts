// LeaseForm's pure rules: what the form holds (text for numbers and days, '' for no date), the lease it
// sends (the contracts' shared rules checked here too, with the form's own words for empty fields), the
// values of a stored lease or a new lease's draft, and the rent schedule the terms make.
import { localToday } from '@hangar/ui';
import {
  calendarDateSchema,
  leaseCreateSchema,
  leaseUpdateSchema,
  rentSchedule,
  type Lease,
  type LeaseDraft,
  type LeaseType,
  type LeaseWrite,
  type PartyRole,
  type RentCharge,
  type OperationParams,
} from '@hangar/contracts';
import { z } from 'zod';

export type LateFeeKind = 'none' | 'fixed' | 'percent';

/** A person on the lease as the form holds it: the contact, its role and its name (shown, not sent). */
export type PartyInput = { contactID: number; role: PartyRole; fileAs: string };

/** What the lease form holds: text for numbers typed, '' for no date, cents for amounts. */
export type LeaseFormInput = {
  unitID: number;
  type: LeaseType;
  startDate: string;
  endDate: string;
  isDraft: boolean;
  parties: PartyInput[];
  rentCents: number | null;
  rentCycle: 'monthly' | 'quarterly' | 'yearly';
  /** '1'…'28' or 'last'. */
  dueDay: string;
  depositCents: number | null;
  depositDueDate: string;
  depositReceivedDate: string;
  /** '' for the start date. */
  ledgerStartsOn: string;
  charges: { label: string; amountCents: number | null }[];
  lateFee: { kind: LateFeeKind; graceDays: string; fixedCents: number | null; percent: string };
  notes: string;
  /** The aircraft the hangar stores (one of the people's on the lease), or null. */
  aircraftID: number | null;
  version?: number;
};

/** The due day choices: the 1st to the 28th, then the month's last day. */
export const DUE_DAY_OPTIONS: readonly { value: string; label: string }[] = [
  ...Array.from({ length: 28 }, (_, i) => ({ value: String(i + 1), label: ordinal(i + 1) })),
  { value: 'last', label: 'Last day of the month' },
];

function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

export const LATE_FEE_KINDS: readonly { value: LateFeeKind; label: string }[] = [
  { value: 'none', label: 'No late fee' },
  { value: 'fixed', label: 'A fixed amount' },
  { value: 'percent', label: 'A percentage of the rent' },
];

/** Text of a number, '' for none. */
const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** The form's values of a stored lease, or of a new lease's draft (no version: a create). */
export function leaseValues(lease: Lease | LeaseDraft): LeaseFormInput {
  const fee = lease.lateFee;
  return {
    unitID: lease.unitID,
    type: lease.type,
    startDate: lease.startDate,
    endDate: lease.endDate ?? '',
    isDraft: lease.isDraft,
    parties: lease.parties.map((p) => ({ contactID: p.contactID, role: p.role, fileAs: p.fileAs })),
    rentCents: lease.rentCents,
    rentCycle: lease.rentCycle,
    dueDay: String(lease.dueDay),
    depositCents: lease.depositCents,
    depositDueDate: lease.depositDueDate ?? '',
    depositReceivedDate: lease.depositReceivedDate ?? '',
    ledgerStartsOn: lease.ledgerStartsOn ?? '',
    charges: lease.charges.map((c) => ({ label: c.label, amountCents: c.amountCents })),
    lateFee: {
      kind: fee === null ? 'none' : fee.percent !== null ? 'percent' : 'fixed',
      graceDays: text(fee?.graceDays ?? 5),
      fixedCents: fee?.fixedCents ?? null,
      percent: text(fee?.percent),
    },
    notes: lease.notes,
    aircraftID: lease.aircraftID ?? null,
    ...('version' in lease ? { version: lease.version } : {}),
  };
}

/** The values of a new lease of `unitID` when no draft could be read: starts today, nobody on it yet. */
export function emptyLeaseValues(unitID: number, today = localToday()): LeaseFormInput {
  return {
    unitID,
    type: 'fixed',
    startDate: today,
    endDate: '',
    isDraft: false,
    parties: [],
    rentCents: null,
    rentCycle: 'monthly',
    dueDay: '1',
    depositCents: null,
    depositDueDate: '',
    depositReceivedDate: '',
    ledgerStartsOn: '',
    charges: [],
    lateFee: { kind: 'none', graceDays: '5', fixedCents: null, percent: '' },
    notes: '',
    aircraftID: null,
  };
}

/** A number typed in a box ('' → null, not a number → NaN), commas allowed. */
const numberOf = (value: string): number | null =>
  value.trim() === '' ? null : Number(value.trim().replace(/,/g, ''));

/** The lease the API takes from the form's values (checked by the contracts' rules, not here). */
export function leaseBody(values: LeaseFormInput): Record<string, unknown> {
  const monthToMonth = values.type === 'month-to-month';
  const fee = values.lateFee;
  return {
    unitID: values.unitID,
    type: values.type,
    startDate: values.startDate,
    endDate: monthToMonth || values.endDate === '' ? null : values.endDate,
    isDraft: values.isDraft,
    rentCents: values.rentCents,
    rentCycle: values.rentCycle,
    dueDay: values.dueDay === 'last' ? 'last' : Number(values.dueDay),
    depositCents: values.depositCents,
    depositDueDate: values.depositDueDate || null,
    depositReceivedDate: values.depositReceivedDate || null,
    ledgerStartsOn: values.ledgerStartsOn || null,
    charges: values.charges.map((c) => ({ label: c.label.trim(), amountCents: c.amountCents })),
    lateFee:
      fee.kind === 'none'
        ? null
        : {
            graceDays: numberOf(fee.graceDays) ?? 0,
            fixedCents: fee.kind === 'fixed' ? fee.fixedCents : null,
            percent: fee.kind === 'percent' ? numberOf(fee.percent) : null,
          },
    notes: values.notes,
    aircraftID: values.aircraftID ?? null,
    parties: values.parties.map((p) => ({ contactID: p.contactID, role: p.role })),
    ...(values.version !== undefined ? { version: values.version } : {}),
  };
}

type Issue = { path: (string | number)[]; message: string };

/** What the contracts' messages do not say well about an empty field of the form. */
function formIssues(values: LeaseFormInput): Issue[] {
  const issues: Issue[] = [];
  if (values.startDate === '')
    issues.push({ path: ['startDate'], message: 'Enter the first day of the lease' });
  if (values.rentCents === null) issues.push({ path: ['rentCents'], message: 'Enter the rent' });
  values.charges.forEach((c, i) => {
    if (c.amountCents === null)
      issues.push({ path: ['charges', i, 'amountCents'], message: 'Enter the amount' });
  });
  const fee = values.lateFee;
  if (fee.kind !== 'none') {
    const grace = numberOf(fee.graceDays);
    if (grace === null || !Number.isInteger(grace))
      issues.push({ path: ['lateFee', 'graceDays'], message: 'Enter whole days (0 for none)' });
    if (fee.kind === 'fixed' && fee.fixedCents === null)
      issues.push({ path: ['lateFee', 'fixedCents'], message: 'Enter the fee' });
    if (fee.kind === 'percent') {
      const percent = numberOf(fee.percent);
      if (percent === null || Number.isNaN(percent))
        issues.push({ path: ['lateFee', 'percent'], message: 'Enter a percentage' });
    }
  }
  return issues;
}

const key = (path: readonly PropertyKey[]) => path.map(String).join('.');

/**
 * The form's issues and the body it sends: first the form's own words for what is empty, then the
 * contracts' rules (end after start, none for month to month, a tenant, each contact once, amounts), each
 * at the form field of the same path. Null body when anything is wrong.
 */
export function checkLease(
  values: LeaseFormInput,
): { ok: true; body: LeaseWrite & { version?: number } } | { ok: false; issues: Issue[] } {
  const issues = formIssues(values);
  const schema = values.version === undefined ? leaseCreateSchema : leaseUpdateSchema;
  const parsed = schema.safeParse(leaseBody(values));
  if (parsed.success && issues.length === 0) return { ok: true, body: parsed.data };
  const seen = new Set(issues.map((i) => key(i.path)));
  for (const issue of [...(parsed.success ? [] : parsed.error.issues), ...ruleIssues(values)]) {
    // A late fee's "either an amount or a percentage" belongs to the field the chosen kind shows.
    const path =
      key(issue.path) === 'lateFee.fixedCents' && values.lateFee.kind === 'percent'
        ? ['lateFee', 'percent']
        : issue.path.map((p) => (typeof p === 'number' ? p : String(p)));
    if (seen.has(key(path))) continue;
    seen.add(key(path));
    issues.push({ path, message: issue.message });
  }
  return { ok: false, issues };
}

const isDate = (value: string) => calendarDateSchema.safeParse(value).success;

/**
 * The shared rules alone (dates, tenant, each contact once): zod runs an object's rules only once its
 * fields pass, so they are checked here on the lease's dates and people with the other fields made valid.
 */
function ruleIssues(values: LeaseFormInput) {
  const body = leaseBody(values);
  const end = body.endDate as string | null;
  const parsed = leaseCreateSchema.safeParse({
    unitID: values.unitID,
    type: values.type,
    startDate: isDate(values.startDate) ? values.startDate : '1900-01-01',
    endDate: end === null || isDate(end) ? end : '9999-12-31',
    parties: body.parties,
    rentCents: 0,
  });
  return parsed.success ? [] : parsed.error.issues;
}

const formValuesSchema = z.custom<LeaseFormInput>((v) => typeof v === 'object' && v !== null);

/** The form's schema: its values in, the API's lease out (with the version when editing). */
export const leaseFormSchema = formValuesSchema.transform((values, ctx) => {
  const checked = checkLease(values);
  if (checked.ok) return checked.body;
  for (const issue of checked.issues)
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  return z.NEVER;
});

/** The terms the schedule needs, when they are complete and valid; null otherwise (no preview yet). */
export function scheduleTerms(
  values: Pick<LeaseFormInput, 'type' | 'startDate' | 'endDate' | 'rentCents' | 'rentCycle' | 'dueDay'>,
) {
  const date = /^\d{4}-\d{2}-\d{2}$/;
  if (!date.test(values.startDate) || Number.isNaN(Date.parse(`${values.startDate}T00:00:00Z`))) return null;
  const monthToMonth = values.type === 'month-to-month';
  const endDate = monthToMonth ? null : values.endDate;
  if (!monthToMonth && (!endDate || !date.test(endDate) || endDate <= values.startDate)) return null;
  if (values.rentCents === null || !Number.isSafeInteger(values.rentCents) || values.rentCents < 0)
    return null;
  const dueDay = values.dueDay === 'last' ? 'last' : Number(values.dueDay);
  if (dueDay !== 'last' && !(Number.isInteger(dueDay) && dueDay >= 1 && dueDay <= 28)) return null;
  // A fixed-then-month-to-month lease keeps charging after its term: the schedule runs on.
  return {
    startDate: values.startDate,
    endDate: values.type === 'rollover' ? null : endDate,
    rentCents: values.rentCents,
    cycle: values.rentCycle,
    dueDay,
  } as const;
}

/** The next `count` rent charges of the form's terms, or null while they are incomplete or invalid. */
export function schedulePreview(
  values: Parameters<typeof scheduleTerms>[0],
  count = 12,
): RentCharge[] | null {
  const terms = scheduleTerms(values);
  return terms ? rentSchedule(terms, count) : null;
}

/** The parameters of a new lease's starting values (`RentalUnitLeaseNew`): the unit and the contact (0 for none). */
export const leaseDraftParams = (
  unitID: number,
  contactID: number | undefined,
): OperationParams<'RentalUnitLeaseNew'> => ({
  unitId: unitID,
  contactId: contactID ?? 0,
});
