// Leases: a rental unit let to tenants for dates, with rent, deposit, charges and a late-fee rule.
import { z } from 'zod';
import { PropertyFeature } from '../features';
import { labelledEnum } from '../labelled-enum';
import { calendarDateSchema, centsSchema, idOrZeroParamSchema, idParamSchema, idSchema } from '../input';
import {
  listAnswerSchema,
  listQuerySchema,
  queryBoolean,
  versionSchema,
  type ResourceDefinition,
} from './resource';

const leaseTypes = labelledEnum([
  { value: 'fixed', label: 'Fixed term' },
  { value: 'rollover', label: 'Fixed term, then month to month' },
  { value: 'month-to-month', label: 'Month to month' },
]);
export const LEASE_TYPES = leaseTypes.options;
export const leaseTypeSchema = leaseTypes.schema;
export type LeaseType = z.infer<typeof leaseTypeSchema>;

const rentCycles = labelledEnum([
  { value: 'monthly', label: 'Monthly' },
  { value: 'quarterly', label: 'Quarterly' },
  { value: 'yearly', label: 'Yearly' },
]);
export const RENT_CYCLES = rentCycles.options;
export const rentCycleSchema = rentCycles.schema;

const partyRoles = labelledEnum([
  { value: 'tenant', label: 'Tenant' },
  { value: 'cosigner', label: 'Co-signer' },
  { value: 'occupant', label: 'Occupant' },
]);
export const PARTY_ROLES = partyRoles.options;
export const partyRoleSchema = partyRoles.schema;
export type PartyRole = z.infer<typeof partyRoleSchema>;

/** A lease's status: a draft until made final, then from its dates against today. */
const leaseStatuses = labelledEnum([
  { value: 'draft', label: 'Draft' },
  { value: 'future', label: 'Starts later' },
  { value: 'active', label: 'Active' },
  { value: 'past', label: 'Ended' },
]);
export const LEASE_STATUSES = leaseStatuses.options;
export const leaseStatusSchema = leaseStatuses.schema;
export type LeaseStatus = z.infer<typeof leaseStatusSchema>;

/** Days before a lease's end from which its unit shows as "on notice". */
export const NOTICE_DAYS = 30;

/** The day rent falls due: 1–28, or `last` (the month's last day). */
export const dueDaySchema = z.union([
  z.number().int().min(1, 'Due day is 1–28 or the last day').max(28, 'Due day is 1–28 or the last day'),
  z.literal('last'),
]);

export const leasePartySchema = z.strictObject({ contactID: idSchema, role: partyRoleSchema });
export type LeaseParty = z.output<typeof leasePartySchema>;

export const leaseChargeSchema = z.strictObject({
  label: z.string().trim().min(1, 'Name the charge').max(60),
  amountCents: centsSchema,
});
export type LeaseCharge = z.output<typeof leaseChargeSchema>;

/** The late fee: after `graceDays` past the due date, a fixed amount or a percentage of the rent. */
export const lateFeeSchema = z
  .strictObject({
    graceDays: z.number().int().min(0, 'Cannot be negative').max(60, 'At most 60 days'),
    fixedCents: centsSchema.nullable().default(null),
    percent: z.number().min(0, 'Cannot be negative').max(100, 'At most 100 %').nullable().default(null),
  })
  .refine((f) => (f.fixedCents === null) !== (f.percent === null), {
    message: 'Enter either an amount or a percentage',
    path: ['fixedCents'],
  });
export type LateFee = z.output<typeof lateFeeSchema>;

const leaseFields = {
  unitID: idSchema,
  type: leaseTypeSchema.default('fixed'),
  startDate: calendarDateSchema,
  /** The last day of the lease (of the fixed term for `rollover`); null for month-to-month. */
  endDate: calendarDateSchema.nullable().default(null),
  isDraft: z.boolean().default(false),
  rentCents: centsSchema,
  rentCycle: rentCycleSchema.default('monthly'),
  dueDay: dueDaySchema.default(1),
  depositCents: centsSchema.nullable().default(null),
  depositDueDate: calendarDateSchema.nullable().default(null),
  depositReceivedDate: calendarDateSchema.nullable().default(null),
  charges: z.array(leaseChargeSchema).max(20, 'At most 20 charges').default([]),
  lateFee: lateFeeSchema.nullable().default(null),
  notes: z.string().trim().max(10_000).default(''),
  /** The first day the ledger's scheduled postings charge; null: the start date (an existing tenant entered
   * today starts here, not years back). */
  ledgerStartsOn: calendarDateSchema.nullable().default(null),
  /** The aircraft the hangar stores: one of a party's aircraft, or null. */
  aircraftID: idSchema.nullable().default(null),
  parties: z.array(leasePartySchema).max(20, 'At most 20 people on a lease').default([]),
};

type LeaseRuleInput = {
  type: LeaseType;
  startDate: string;
  endDate: string | null;
  parties: { contactID: number; role: PartyRole }[];
};

/** The rules of a lease the forms and the API share (the database keeps the dates' too). */
function leaseRules(lease: LeaseRuleInput, ctx: z.RefinementCtx) {
  if (lease.type === 'month-to-month' && lease.endDate !== null) {
    ctx.addIssue({ code: 'custom', message: 'A month-to-month lease has no end date', path: ['endDate'] });
  }
  if (lease.type !== 'month-to-month' && lease.endDate === null) {
    ctx.addIssue({ code: 'custom', message: 'Enter the last day of the lease', path: ['endDate'] });
  }
  if (lease.endDate !== null && lease.endDate <= lease.startDate) {
    ctx.addIssue({ code: 'custom', message: 'The lease must end after it starts', path: ['endDate'] });
  }
  if (!lease.parties.some((p) => p.role === 'tenant')) {
    ctx.addIssue({ code: 'custom', message: 'Add at least one tenant', path: ['parties'] });
  }
  const seen = new Set<number>();
  lease.parties.forEach((p, i) => {
    if (seen.has(p.contactID)) {
      ctx.addIssue({
        code: 'custom',
        message: 'This contact is already on the lease',
        path: ['parties', i, 'contactID'],
      });
    }
    seen.add(p.contactID);
  });
}

export const leaseCreateSchema = z.strictObject(leaseFields).superRefine(leaseRules);
export const leaseUpdateSchema = z
  .strictObject({ ...leaseFields, version: versionSchema })
  .superRefine(leaseRules);
export type LeaseCreate = z.input<typeof leaseCreateSchema>;
export type LeaseUpdate = z.input<typeof leaseUpdateSchema>;
export type LeaseWrite = z.output<typeof leaseCreateSchema>;

/** A party as read: the contact's name beside its id and role. */
export const leasePartyReadSchema = leasePartySchema.extend({
  fileAs: z.string(),
  kind: z.enum(['individual', 'company']),
});
export type LeasePartyRead = z.infer<typeof leasePartyReadSchema>;

/** Where the lease is: its unit and property, by id and name. */
const placeFields = {
  managementCompanyID: idSchema,
  propertyID: idSchema,
  propertyName: z.string(),
  unitNumber: z.string(),
};

export const leaseSchema = z.object({
  id: idSchema,
  ...placeFields,
  unitID: idSchema,
  type: leaseTypeSchema,
  startDate: z.string(),
  endDate: z.string().nullable(),
  isDraft: z.boolean(),
  status: leaseStatusSchema,
  rentCents: z.number().int(),
  rentCycle: rentCycleSchema,
  dueDay: dueDaySchema,
  depositCents: z.number().int().nullable(),
  depositDueDate: z.string().nullable(),
  depositReceivedDate: z.string().nullable(),
  charges: z.array(leaseChargeSchema),
  lateFee: lateFeeSchema.nullable(),
  notes: z.string(),
  ledgerStartsOn: z.string().nullable(),
  aircraftID: idSchema.nullable(),
  /** The stored aircraft's mark and type (`N123AB, Cirrus SR22`); null without one. */
  aircraftLabel: z.string().nullable(),
  parties: z.array(leasePartyReadSchema),
  updatedUtc: z.string(),
  version: versionSchema,
});
export type Lease = z.infer<typeof leaseSchema>;

/** `RentalUnitLeaseNew/{unitId}/{contactId}`: a new lease's starting values (nothing is stored). */
export const leaseDraftSchema = leaseSchema.omit({ id: true, status: true, updatedUtc: true, version: true });
export type LeaseDraft = z.infer<typeof leaseDraftSchema>;

export const leaseListItemSchema = leaseSchema
  .pick({
    id: true,
    managementCompanyID: true,
    propertyID: true,
    propertyName: true,
    unitID: true,
    unitNumber: true,
    type: true,
    startDate: true,
    endDate: true,
    isDraft: true,
    status: true,
    rentCents: true,
    rentCycle: true,
    updatedUtc: true,
    version: true,
  })
  .extend({
    tenants: z.array(z.string()),
    /** What the tenant owes on the ledger (negative: a credit); null when the caller may not see the ledger. */
    balanceCents: z.number().int().nullable(),
  });
export type LeaseListItem = z.infer<typeof leaseListItemSchema>;

export const LEASE_SORTS = ['start', 'end', 'unit', 'rent'] as const;
const optionalId = idParamSchema.optional();
/** A list of leases: of a unit, a property or a company (one must be named), optionally of one contact. */
export const leaseSearchSchema = listQuerySchema(LEASE_SORTS, {
  managementCompanyID: optionalId,
  propertyID: optionalId,
  unitID: optionalId,
  contactID: optionalId,
  status: leaseStatusSchema.optional(),
  /** `true`: only leases whose ledger balance is more than zero (among those whose ledger the caller sees). */
  owes: queryBoolean.optional(),
  /** Only final leases whose fixed end falls within this many days from today (30, 60 or 90): renewals due. */
  endsWithin: z.enum(['30', '60', '90']).optional(),
}).refine((q) => q.managementCompanyID ?? q.propertyID ?? q.unitID, {
  message: 'Name the company, property or unit whose leases to list',
  path: ['managementCompanyID'],
});
export type LeaseSearch = z.input<typeof leaseSearchSchema>;
export const leaseListSchema = listAnswerSchema(leaseListItemSchema);

export const leaseNewParamsSchema = z.strictObject({
  unitId: idParamSchema,
  /** 0 for a lease without a tenant yet. */
  contactId: idOrZeroParamSchema,
});

export const leaseResource = {
  name: 'lease',
  label: 'lease',
  path: '/api/RentalUnitLease',
  searchPath: '/api/RentalUnitLeaseSearch',
  feature: PropertyFeature.Leases,
  scope: 'unit',
} as const satisfies ResourceDefinition;

/** Whole days from `from` to `to` (both `YYYY-MM-DD`). */
const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/**
 * A lease's status on `today`: a draft stays a draft; otherwise future before its start, past after its end
 * (a fixed-then-month-to-month lease runs on after its term and never ends by its dates), active between.
 */
export function leaseStatusOf(
  lease: { isDraft: boolean; type: LeaseType; startDate: string; endDate: string | null },
  today: string,
): LeaseStatus {
  if (lease.isDraft) return 'draft';
  if (lease.startDate > today) return 'future';
  if (lease.type !== 'rollover' && lease.endDate !== null && lease.endDate < today) return 'past';
  return 'active';
}

/** Whether an active lease's unit shows as "on notice" on `today`: a fixed end within NOTICE_DAYS. */
export function leaseEndsSoon(lease: { type: LeaseType; endDate: string | null }, today: string): boolean {
  return (
    lease.type !== 'rollover' &&
    lease.endDate !== null &&
    lease.endDate >= today &&
    daysBetween(today, lease.endDate) <= NOTICE_DAYS
  );
}

/** The label of a lease for messages and lists: `H-7, 2026-12-01 to 2027-11-30` (or `from …` with no end). */
export function leaseLabel(lease: {
  unitNumber: string;
  startDate: string;
  endDate: string | null;
  type: LeaseType;
}): string {
  const ends = lease.type === 'month-to-month' || lease.endDate === null;
  return `${lease.unitNumber}, ${ends ? `from ${lease.startDate}` : `${lease.startDate} to ${lease.endDate}`}`;
}

/**
 * The refusal of a lease that shares a day with `other` (a stored, final lease of the same unit), naming it
 * by its dates, tenants and id, and saying what to do.
 */
export function leaseOverlapMessage(other: {
  id: number;
  unitNumber: string;
  type: LeaseType;
  startDate: string;
  endDate: string | null;
  tenants: readonly string[];
}): string {
  const dates =
    other.endDate === null || other.type === 'month-to-month'
      ? `from ${other.startDate}, month to month`
      : other.type === 'rollover'
        ? `from ${other.startDate}, month to month after ${other.endDate}`
        : `${other.startDate} to ${other.endDate}`;
  const tenants = other.tenants.length > 0 ? ` to ${other.tenants.join('; ')}` : '';
  return `${other.unitNumber} is already leased ${dates}${tenants} (lease ${other.id}). Choose other dates, end that lease first, or save this one as a draft.`;
}

/**
 * A new lease's starting values (`RentalUnitLeaseNew`): a fixed term from `today` at the unit's market rent,
 * paid monthly on the 1st, with `tenant` (when given) as its tenant; nothing else filled in.
 */
export function newLeaseDraft(
  unit: {
    managementCompanyID: number;
    propertyID: number;
    propertyName: string;
    unitID: number;
    unitNumber: string;
    marketRentCents: number | null;
  },
  today: string,
  tenant?: { contactID: number; fileAs: string; kind: 'individual' | 'company' },
): LeaseDraft {
  return {
    managementCompanyID: unit.managementCompanyID,
    propertyID: unit.propertyID,
    propertyName: unit.propertyName,
    unitID: unit.unitID,
    unitNumber: unit.unitNumber,
    type: 'fixed',
    startDate: today,
    endDate: null,
    isDraft: false,
    rentCents: unit.marketRentCents ?? 0,
    rentCycle: 'monthly',
    dueDay: 1,
    depositCents: null,
    depositDueDate: null,
    depositReceivedDate: null,
    charges: [],
    lateFee: null,
    notes: '',
    ledgerStartsOn: null,
    aircraftID: null,
    aircraftLabel: null,
    parties: tenant ? [{ ...tenant, role: 'tenant' }] : [],
  };
}
