// Contacts: individuals and companies of a management company, with typed addresses, phones and e-mails.
import { z } from 'zod';
import { emailSchema } from '../accounts';
import { MgmtCoFeature } from '../features';
import { idOrZeroParamSchema, idParamSchema, idSchema } from '../input';
import { phoneNumberProblem } from '../phone';
import {
  listAnswerSchema,
  listQuerySchema,
  ownerCompanySchema,
  versionSchema,
  type ResourceDefinition,
} from './resource';

export const contactKindSchema = z.enum(['individual', 'company']);
export type ContactKind = z.infer<typeof contactKindSchema>;

export const ADDRESS_TYPES = ['home', 'work', 'mailing', 'billing', 'other'] as const;
export const PHONE_TYPES = ['mobile', 'work', 'home', 'fax', 'other'] as const;
export const EMAIL_TYPES = ['work', 'personal', 'other'] as const;

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).default('');

export const contactAddressSchema = z.strictObject({
  type: z.enum(ADDRESS_TYPES).default('work'),
  line1: text(200).min(1, 'Street is required'),
  line2: optionalText(200),
  city: text(100).min(1, 'City is required'),
  state: optionalText(100),
  postalCode: optionalText(20),
  country: z.string().trim().length(2, 'Country is a 2-letter code').default('US'),
  isPrimary: z.boolean().default(false),
});
export type ContactAddress = z.output<typeof contactAddressSchema>;

export const contactPhoneSchema = z.strictObject({
  type: z.enum(PHONE_TYPES).default('mobile'),
  /** As typed and formatted (`(817) 555-0100`); the server derives E.164 and the digits searched. */
  number: text(40).min(1, 'Number is required'),
  extension: optionalText(10),
  isPrimary: z.boolean().default(false),
});
export type ContactPhone = z.output<typeof contactPhoneSchema>;

/** A phone as written: its number must be one a person can dial (see `phoneNumberProblem`). */
export const contactPhoneWriteSchema = contactPhoneSchema.superRefine((phone, ctx) => {
  const problem = phoneNumberProblem(phone.number);
  if (problem) ctx.addIssue({ code: 'custom', path: ['number'], message: problem });
});

export const contactEmailSchema = z.strictObject({
  type: z.enum(EMAIL_TYPES).default('work'),
  address: emailSchema,
  isPrimary: z.boolean().default(false),
});
export type ContactEmail = z.output<typeof contactEmailSchema>;

/** How "file as" is made: from the names by a pattern, or typed by hand. */
export const FILE_AS_PATTERNS = ['lastFirst', 'firstLast', 'company', 'lastFirstCompany', 'custom'] as const;
export const fileAsPatternSchema = z.enum(FILE_AS_PATTERNS);
export type FileAsPattern = z.infer<typeof fileAsPatternSchema>;

type Names = {
  kind: ContactKind;
  firstName?: string;
  lastName?: string;
  companyName?: string;
  fileAsPattern?: FileAsPattern;
  fileAs?: string;
};

/**
 * The "file as" of a contact: Last, First / First Last / Company / Last, First — Company, or the custom
 * text. A pattern whose parts are empty falls back to what is there (a company without a name files by
 * the person's).
 */
export function fileAsFor(c: Names): string {
  const first = c.firstName?.trim() ?? '';
  const last = c.lastName?.trim() ?? '';
  const company = c.companyName?.trim() ?? '';
  const lastFirst = [last, first].filter(Boolean).join(', ');
  const firstLast = [first, last].filter(Boolean).join(' ');
  const pattern = c.fileAsPattern ?? (c.kind === 'company' ? 'company' : 'lastFirst');
  switch (pattern) {
    case 'custom':
      return c.fileAs?.trim() || (c.kind === 'company' ? company : lastFirst) || company;
    case 'firstLast':
      return firstLast || company;
    case 'company':
      return company || lastFirst;
    case 'lastFirstCompany':
      return [lastFirst, company].filter(Boolean).join(' — ');
    default:
      return lastFirst || company;
  }
}

/** True when a list holds at most one primary entry. */
const onePrimary = (list: { isPrimary: boolean }[]) => list.filter((x) => x.isPrimary).length <= 1;
const primaryMessage = 'Only one can be primary';

const contactFields = {
  ...ownerCompanySchema,
  title: optionalText(20),
  firstName: optionalText(100),
  middleName: optionalText(100),
  lastName: optionalText(100),
  suffix: optionalText(20),
  /** A company contact's name; for an individual, their employer (optional). */
  companyName: optionalText(200),
  legalName: optionalText(200),
  fileAsPattern: fileAsPatternSchema.optional(),
  /** Used when the pattern is `custom`; otherwise the server writes it from the names. */
  fileAs: optionalText(200),
  addresses: z.array(contactAddressSchema).max(20).default([]).refine(onePrimary, primaryMessage),
  phones: z.array(contactPhoneWriteSchema).max(20).default([]).refine(onePrimary, primaryMessage),
  emails: z.array(contactEmailSchema).max(20).default([]).refine(onePrimary, primaryMessage),
  notes: optionalText(10_000),
  tags: z.array(text(40).min(1)).max(30).default([]),
  isActive: z.boolean().default(true),
};

/**
 * A tax id as typed: an SSN (`123-45-6789`) or an EIN (`12-3456789`); stored encrypted, read back masked.
 * Empty clears it; absent on an update keeps the stored one.
 */
export const taxIdSchema = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d{9}$/.test(v.replace(/[\s-]/g, '')), 'A tax id has 9 digits (SSN or EIN)');

/**
 * A tax id as every answer shows it: its last four digits, masked by kind — `•••-••-6789` (a person's SSN) or
 * `••-•••6789` (a company's EIN). Takes the whole id or just its last four; null when there is none.
 */
export function maskTaxId(taxId: string | null | undefined, kind: ContactKind): string | null {
  const last4 = (taxId ?? '').replace(/\D/g, '').slice(-4);
  if (!last4) return null;
  return kind === 'individual' ? `•••-••-${last4}` : `••-•••${last4}`;
}

const individualShape = {
  ...contactFields,
  kind: z.literal('individual'),
  taxId: taxIdSchema.optional(),
};
const companyShape = {
  ...contactFields,
  kind: z.literal('company'),
  taxId: taxIdSchema.optional(),
};

const needsName = (c: { kind: ContactKind; firstName: string; lastName: string; companyName: string }) =>
  c.kind === 'company' ? c.companyName !== '' : c.firstName !== '' || c.lastName !== '';
const nameMessage = {
  message: 'Enter a name',
  path: ['lastName'],
};
const companyNameMessage = { message: 'Company name is required', path: ['companyName'] };

/** A new individual's starting values (`IndividualNewForMgmtCo`): every field at its default. */
export const individualDraftSchema = z.strictObject(individualShape);
export type IndividualDraft = z.output<typeof individualDraftSchema>;

export const individualCreateSchema = z.strictObject(individualShape).refine(needsName, nameMessage);
export const companyCreateSchema = z.strictObject(companyShape).refine(needsName, companyNameMessage);
export const individualUpdateSchema = z
  .strictObject({ ...individualShape, version: versionSchema })
  .refine(needsName, nameMessage);
export const companyUpdateSchema = z
  .strictObject({ ...companyShape, version: versionSchema })
  .refine(needsName, companyNameMessage);
/** A create or update of either kind (`/api/Contact`); `/api/Individual` and `/api/Company` fix the kind. */
export const contactCreateSchema = z.discriminatedUnion('kind', [
  individualCreateSchema,
  companyCreateSchema,
]);
export const contactUpdateSchema = z.discriminatedUnion('kind', [
  individualUpdateSchema,
  companyUpdateSchema,
]);
export type IndividualCreate = z.input<typeof individualCreateSchema>;
export type CompanyCreate = z.input<typeof companyCreateSchema>;
export type IndividualUpdate = z.input<typeof individualUpdateSchema>;
export type CompanyUpdate = z.input<typeof companyUpdateSchema>;
export type ContactWrite = z.output<typeof individualCreateSchema> | z.output<typeof companyCreateSchema>;

/** A contact as read: the tax id only masked (`•••-••-6789`), never in clear. */
export const contactSchema = z.object({
  id: idSchema,
  managementCompanyID: idSchema,
  kind: contactKindSchema,
  title: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  suffix: z.string(),
  companyName: z.string(),
  legalName: z.string(),
  fileAsPattern: fileAsPatternSchema,
  fileAs: z.string(),
  taxIdMasked: z.string().nullable(),
  addresses: z.array(contactAddressSchema),
  phones: z.array(contactPhoneSchema.extend({ e164: z.string().nullable().default(null) })),
  emails: z.array(contactEmailSchema),
  notes: z.string(),
  tags: z.array(z.string()),
  isActive: z.boolean(),
  updatedUtc: z.string(),
  version: versionSchema,
});
export type Contact = z.infer<typeof contactSchema>;

/** One row of the contact list. */
export const contactListItemSchema = contactSchema
  .pick({
    id: true,
    managementCompanyID: true,
    kind: true,
    fileAs: true,
    companyName: true,
    tags: true,
    isActive: true,
    updatedUtc: true,
    version: true,
  })
  .extend({
    primaryEmail: z.string().nullable(),
    primaryPhone: z.string().nullable(),
    city: z.string().nullable(),
  });
export type ContactListItem = z.infer<typeof contactListItemSchema>;

export const CONTACT_SORTS = ['fileAs', 'updated', 'kind', 'city'] as const;
export const contactSearchSchema = listQuerySchema(CONTACT_SORTS, {
  managementCompanyID: idParamSchema,
  kind: contactKindSchema.optional(),
  tag: z.string().trim().min(1).max(40).optional(),
  /** Absent: active contacts only; `all`: both. */
  active: z.enum(['true', 'false', 'all']).default('true'),
});
export type ContactSearch = z.input<typeof contactSearchSchema>;
export const contactListSchema = listAnswerSchema(contactListItemSchema);

/** `FileAsExist/{company}/{contact}/{fileAs}`: another contact of the company files under the same name. */
export const fileAsExistParamsSchema = z.strictObject({
  managementCompanyID: idParamSchema,
  /** The contact being edited (0 for a new one), left out of the comparison. */
  contactID: idOrZeroParamSchema,
  fileAs: z.string().trim().min(1).max(200),
});
export const fileAsExistSchema = z.object({
  exists: z.boolean(),
  /** The other contacts filed so (a few), to link to from the warning. */
  matches: z.array(z.object({ id: idSchema, fileAs: z.string(), kind: contactKindSchema })),
});
export type FileAsExist = z.infer<typeof fileAsExistSchema>;

export const contactResource = {
  name: 'contact',
  label: 'contact',
  path: '/api/Contact',
  searchPath: '/api/ContactSearch',
  feature: MgmtCoFeature.Contacts,
  scope: 'company',
} as const satisfies ResourceDefinition;

/**
 * A phone number in E.164 where the digits make one unambiguously: `+` and 8–15 digits as typed, or a
 * North American 10-digit number (or 11 starting with 1). Anything else (letters, extensions typed into the
 * number) answers null and the number is kept as typed.
 */
export function phoneE164(number: string): string | null {
  const trimmed = number.trim();
  if (/[a-z]/i.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  if (digits.length === 10 && /^[2-9]/.test(digits)) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return null;
}

/** The list with its primary entry first (the first one is primary when none is marked). */
export function primaryFirst<T extends { isPrimary: boolean }>(list: readonly T[]): T[] {
  if (!list.length) return [];
  const index = Math.max(
    0,
    list.findIndex((x) => x.isPrimary),
  );
  const primary = { ...list[index]!, isPrimary: true };
  return [primary, ...list.filter((_, i) => i !== index).map((x) => ({ ...x, isPrimary: false }))];
}
