// Vendors: the contacts (individuals or companies) a management company works with — categories, insurance
// certificates, tax and license details.
import { z } from 'zod';
import { websiteSchema } from '../website';
import { MgmtCoFeature } from '../features';
import { calendarDateSchema, centsSchema, idParamSchema, idSchema } from '../input';
import {
  companyCreateSchema,
  contactKindSchema,
  contactSchema,
  individualDraftSchema,
  type ContactKind,
} from './contact';
import {
  listAnswerSchema,
  listQuerySchema,
  queryBoolean,
  versionSchema,
  type ResourceDefinition,
} from './resource';

export const VENDOR_CATEGORIES = [
  { value: 'hangar-doors', label: 'Hangar doors' },
  { value: 'electrical', label: 'Electrical' },
  { value: 'fuel', label: 'Fuel' },
  { value: 'cleaning', label: 'Cleaning' },
  { value: 'snow-removal', label: 'Snow removal' },
  { value: 'hvac', label: 'HVAC' },
  { value: 'plumbing', label: 'Plumbing' },
  { value: 'roofing', label: 'Roofing' },
  { value: 'landscaping', label: 'Landscaping' },
  { value: 'paving', label: 'Paving' },
  { value: 'avionics', label: 'Avionics' },
  { value: 'aircraft-maintenance', label: 'Aircraft maintenance' },
  { value: 'security', label: 'Security' },
  { value: 'pest-control', label: 'Pest control' },
  { value: 'other', label: 'Other' },
] as const;
export type VendorCategory = (typeof VENDOR_CATEGORIES)[number]['value'];
export const vendorCategorySchema = z.enum(
  VENDOR_CATEGORIES.map((c) => c.value) as [VendorCategory, ...VendorCategory[]],
  { error: 'Choose a category from the list' },
);
export const vendorCategoryLabel = (value: string): string =>
  VENDOR_CATEGORIES.find((c) => c.value === value)?.label ?? value;

export const VENDOR_STATUSES = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'do-not-use', label: 'Do not use' },
] as const;
export type VendorStatus = (typeof VENDOR_STATUSES)[number]['value'];
export const vendorStatusSchema = z.enum(
  VENDOR_STATUSES.map((s) => s.value) as [VendorStatus, ...VendorStatus[]],
);
export const vendorStatusLabel = (value: string): string =>
  VENDOR_STATUSES.find((s) => s.value === value)?.label ?? value;

export const INSURANCE_TYPES = [
  { value: 'general-liability', label: 'General liability' },
  { value: 'workers-comp', label: "Workers' compensation" },
  { value: 'auto', label: 'Auto' },
  { value: 'umbrella', label: 'Umbrella' },
  { value: 'hangar-keepers', label: 'Hangar-keepers' },
] as const;
export type InsuranceType = (typeof INSURANCE_TYPES)[number]['value'];
export const insuranceTypeSchema = z.enum(
  INSURANCE_TYPES.map((t) => t.value) as [InsuranceType, ...InsuranceType[]],
);
export const insuranceTypeLabel = (value: string): string =>
  INSURANCE_TYPES.find((t) => t.value === value)?.label ?? value;

/** A vendor's (or one certificate's) insurance state; `missing` only for a vendor without certificates. */
export const INSURANCE_STATES = [
  { value: 'valid', label: 'Valid' },
  { value: 'expiring', label: 'Expiring within 30 days' },
  { value: 'expired', label: 'Expired' },
  { value: 'missing', label: 'Missing' },
] as const;
export type InsuranceState = (typeof INSURANCE_STATES)[number]['value'];
export const insuranceStateSchema = z.enum(['valid', 'expiring', 'expired', 'missing']);
export const insuranceStateLabel = (value: string): string =>
  INSURANCE_STATES.find((s) => s.value === value)?.label ?? value;
/** Days ahead within which an expiry counts as "expiring". */
export const INSURANCE_WARNING_DAYS = 30;

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const optionalText = (max: number) => text(max).default('');

/** A vendor's website: the one rule of every website field (`websiteSchema`). */
export const vendorWebsiteSchema = websiteSchema;

/** One insurance certificate: the coverage, its dates, and the certificate as one of the vendor's documents. */
export const insuranceCertificateSchema = z
  .strictObject({
    type: insuranceTypeSchema,
    insurer: optionalText(200),
    policyNumber: optionalText(100),
    coverageCents: centsSchema.nullable().default(null),
    effectiveDate: calendarDateSchema.nullable().default(null),
    expiryDate: calendarDateSchema,
    /** One of this vendor's document attachments, or null. */
    documentID: idSchema.nullable().default(null),
  })
  .refine((c) => c.effectiveDate === null || c.expiryDate > c.effectiveDate, {
    message: 'The expiry date comes after the effective date',
    path: ['expiryDate'],
  });
export type InsuranceCertificate = z.output<typeof insuranceCertificateSchema>;
export type InsuranceCertificateInput = z.input<typeof insuranceCertificateSchema>;

const unique = (list: readonly string[]) => new Set(list).size === list.length;

const vendorFields = {
  categories: z
    .array(vendorCategorySchema)
    .max(15, 'At most 15 categories')
    .default([])
    .refine(unique, 'Choose each category once'),
  accountNumber: optionalText(60),
  website: vendorWebsiteSchema.default(''),
  isPreferred: z.boolean().default(false),
  status: vendorStatusSchema.default('active'),
  /** Notes about the vendor's work (the contact's own `notes` stay with the contact). */
  vendorNotes: optionalText(10_000),
  is1099: z.boolean().default(false),
  /** The W-9, one of this vendor's document attachments. */
  w9DocumentID: idSchema.nullable().default(null),
  w9ReceivedDate: calendarDateSchema.nullable().default(null),
  licenseNumber: optionalText(60),
  licenseState: optionalText(50),
  licenseExpires: calendarDateSchema.nullable().default(null),
  insurance: z.array(insuranceCertificateSchema).max(20, 'At most 20 certificates').default([]),
};

const individualVendorShape = { ...individualDraftSchema.shape, ...vendorFields };
const companyVendorShape = { ...companyCreateSchema.shape, ...vendorFields };

const needsName = (c: { kind: ContactKind; firstName: string; lastName: string; companyName: string }) =>
  c.kind === 'company' ? c.companyName !== '' : c.firstName !== '' || c.lastName !== '';
const nameMessage = { message: 'Enter a name', path: ['lastName'] };
const companyNameMessage = { message: 'Company name is required', path: ['companyName'] };

/** A new individual vendor (`MgmtCoVendorIndividual`): the contact's fields and the vendor's. */
export const vendorIndividualCreateSchema = z
  .strictObject(individualVendorShape)
  .refine(needsName, nameMessage);
export const vendorCompanyCreateSchema = z
  .strictObject(companyVendorShape)
  .refine(needsName, companyNameMessage);
export const vendorIndividualUpdateSchema = z
  .strictObject({ ...individualVendorShape, version: versionSchema })
  .refine(needsName, nameMessage);
export const vendorCompanyUpdateSchema = z
  .strictObject({ ...companyVendorShape, version: versionSchema })
  .refine(needsName, companyNameMessage);
/** A create or update of either kind (`/api/MgmtCoVendor`); the Individual and Company paths fix the kind. */
export const vendorCreateSchema = z.discriminatedUnion('kind', [
  vendorIndividualCreateSchema,
  vendorCompanyCreateSchema,
]);
export const vendorUpdateSchema = z.discriminatedUnion('kind', [
  vendorIndividualUpdateSchema,
  vendorCompanyUpdateSchema,
]);
export type VendorIndividualCreate = z.input<typeof vendorIndividualCreateSchema>;
export type VendorCompanyCreate = z.input<typeof vendorCompanyCreateSchema>;
export type VendorIndividualUpdate = z.input<typeof vendorIndividualUpdateSchema>;
export type VendorCompanyUpdate = z.input<typeof vendorCompanyUpdateSchema>;
export type VendorWrite =
  z.output<typeof vendorIndividualCreateSchema> | z.output<typeof vendorCompanyCreateSchema>;

/** A certificate as read, with its own state (`expired` also for one a newer certificate replaced). */
export const insuranceCertificateReadSchema = z.object({
  type: insuranceTypeSchema,
  insurer: z.string(),
  policyNumber: z.string(),
  coverageCents: z.number().int().nullable(),
  effectiveDate: z.string().nullable(),
  expiryDate: z.string(),
  documentID: idSchema.nullable(),
  state: insuranceStateSchema,
});
export type InsuranceCertificateRead = z.infer<typeof insuranceCertificateReadSchema>;

/**
 * A vendor as read: `id` is the vendor's, `contactID` its contact's; every contact field (the tax id only
 * masked, never in clear), the vendor's fields, and the insurance state as of today in the company's time zone.
 */
export const vendorSchema = contactSchema.extend({
  contactID: idSchema,
  categories: z.array(vendorCategorySchema),
  accountNumber: z.string(),
  website: z.string(),
  isPreferred: z.boolean(),
  status: vendorStatusSchema,
  vendorNotes: z.string(),
  is1099: z.boolean(),
  w9DocumentID: idSchema.nullable(),
  w9ReceivedDate: z.string().nullable(),
  licenseNumber: z.string(),
  licenseState: z.string(),
  licenseExpires: z.string().nullable(),
  insurance: z.array(insuranceCertificateReadSchema),
  insuranceState: insuranceStateSchema,
  /** The expiry that decides the state: the earliest of each type's latest expiry; null without certificates. */
  insuranceExpires: z.string().nullable(),
});
export type Vendor = z.infer<typeof vendorSchema>;

/** One row of the vendor list. */
export const vendorListItemSchema = z.object({
  id: idSchema,
  managementCompanyID: idSchema,
  contactID: idSchema,
  kind: contactKindSchema,
  fileAs: z.string(),
  categories: z.array(vendorCategorySchema),
  isPreferred: z.boolean(),
  status: vendorStatusSchema,
  primaryPhone: z.string().nullable(),
  primaryEmail: z.string().nullable(),
  insuranceState: insuranceStateSchema,
  insuranceExpires: z.string().nullable(),
  updatedUtc: z.string(),
  version: versionSchema,
});
export type VendorListItem = z.infer<typeof vendorListItemSchema>;

export const VENDOR_SORTS = ['name', 'insurance', 'updated', 'status'] as const;
/** The insurance filter: a state, or `attention` (expiring or expired). */
export const vendorInsuranceFilterSchema = z.enum(['valid', 'expiring', 'expired', 'missing', 'attention']);
export const vendorSearchSchema = listQuerySchema(VENDOR_SORTS, {
  managementCompanyID: idParamSchema,
  kind: contactKindSchema.optional(),
  category: vendorCategorySchema.optional(),
  insurance: vendorInsuranceFilterSchema.optional(),
  status: vendorStatusSchema.optional(),
  preferred: queryBoolean.optional(),
});
export type VendorSearch = z.input<typeof vendorSearchSchema>;
export const vendorListSchema = listAnswerSchema(vendorListItemSchema);

export const vendorResource = {
  name: 'vendor',
  label: 'vendor',
  path: '/api/MgmtCoVendor',
  searchPath: '/api/VendorSearch',
  feature: MgmtCoFeature.Vendors,
  scope: 'company',
} as const satisfies ResourceDefinition;

/** The last expiry date that counts as "expiring" on `today` (`YYYY-MM-DD`): today + 30 days. */
export function insuranceWarningDate(today: string): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + INSURANCE_WARNING_DAYS);
  return d.toISOString().slice(0, 10);
}

type Expiring = { type: string; expiryDate: string };

/** Each insurance type's latest expiry (a renewed certificate replaces the older one). */
export function latestExpiryByType(certificates: readonly Expiring[]): Map<string, string> {
  const latest = new Map<string, string>();
  for (const c of certificates) {
    const seen = latest.get(c.type);
    if (seen === undefined || c.expiryDate > seen) latest.set(c.type, c.expiryDate);
  }
  return latest;
}

/** The expiry that decides a vendor's state: the earliest of each type's latest expiry; null when none. */
export function insuranceExpiresOf(certificates: readonly Expiring[]): string | null {
  let earliest: string | null = null;
  for (const expiry of latestExpiryByType(certificates).values()) {
    if (earliest === null || expiry < earliest) earliest = expiry;
  }
  return earliest;
}

/** The state of one expiry date on `today`: after today + 30 days valid, from today expiring, before it expired. */
export function expiryState(expiryDate: string, today: string): Exclude<InsuranceState, 'missing'> {
  if (expiryDate < today) return 'expired';
  if (expiryDate <= insuranceWarningDate(today)) return 'expiring';
  return 'valid';
}

/** One certificate's state on `today` (`YYYY-MM-DD`). */
export function certificateState(certificate: Expiring, today: string): Exclude<InsuranceState, 'missing'> {
  return expiryState(certificate.expiryDate, today);
}

/**
 * A vendor's insurance state on `today` (`YYYY-MM-DD`): per insurance type only the latest expiry counts;
 * no certificate is `missing`; a type whose latest expiry is before today makes it `expired`; one within
 * 30 days (today included) `expiring`; otherwise `valid`.
 */
export function insuranceStateOf(certificates: readonly Expiring[], today: string): InsuranceState {
  const expires = insuranceExpiresOf(certificates);
  return expires === null ? 'missing' : expiryState(expires, today);
}

type Covering = { type: string; effectiveDate: string | null; expiryDate: string };

/**
 * Whether a vendor is insured on `date` (`YYYY-MM-DD`): it has a certificate, and every insurance type it has
 * a certificate of is covered that day by one of them (in effect by then, not expired before it). A work order
 * is assigned only to a vendor insured on its scheduled date, unless the manager overrides with a reason.
 */
export function insuranceValidOn(certificates: readonly Covering[], date: string): boolean {
  if (!certificates.length) return false;
  const types = new Set(certificates.map((c) => c.type));
  return [...types].every((type) =>
    certificates.some(
      (c) => c.type === type && (c.effectiveDate === null || c.effectiveDate <= date) && c.expiryDate >= date,
    ),
  );
}
