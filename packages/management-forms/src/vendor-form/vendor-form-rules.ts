// VendorForm's pure rules: its schema and values, the body it sends, blank certificates, and the insurance
// state of what is on screen (each certificate's and the vendor's) with the words that say it.
import {
  certificateState,
  INSURANCE_TYPES,
  insuranceExpiresOf,
  insuranceStateOf,
  vendorCompanyCreateSchema,
  vendorCompanyUpdateSchema,
  vendorIndividualCreateSchema,
  vendorIndividualUpdateSchema,
  type ContactKind,
  type InsuranceCertificateInput,
  type InsuranceState,
  type InsuranceType,
  type Vendor,
} from '@hangar/contracts';
import type { z } from 'zod';
import { attachmentsParams } from '../attachments/attachment-rules';
import { contactBody, contactValues, emptyContactValues } from '../contact-form/contact-form-rules';

/** The schema a vendor form validates with: the contracts' create or update schema of its kind. */
export function vendorFormSchema(
  kind: ContactKind,
  editing: boolean,
): z.ZodType<VendorFormOutput, VendorFormInput> {
  if (kind === 'company') return editing ? vendorCompanyUpdateSchema : vendorCompanyCreateSchema;
  return editing ? vendorIndividualUpdateSchema : vendorIndividualCreateSchema;
}

/** What the form holds: every field of a vendor write (the update's `version` when editing). */
export type VendorFormInput = Omit<z.input<typeof vendorIndividualCreateSchema>, 'kind'> & {
  kind: ContactKind;
  version?: number;
};
export type VendorFormOutput = Omit<z.output<typeof vendorIndividualCreateSchema>, 'kind'> & {
  kind: ContactKind;
  version?: number;
};

const vendorDefaults = () => ({
  categories: [],
  accountNumber: '',
  website: '',
  isPreferred: false,
  status: 'active' as const,
  vendorNotes: '',
  is1099: false,
  w9DocumentID: null,
  w9ReceivedDate: null,
  licenseNumber: '',
  licenseState: '',
  licenseExpires: null,
  insurance: [],
});

/** The values of a new vendor of `kind`: a blank contact, active, no certificates. */
export function emptyVendorValues(kind: ContactKind, managementCompanyID: number): VendorFormInput {
  return { ...emptyContactValues(kind, managementCompanyID), ...vendorDefaults() };
}

/** The form values of a stored vendor: the write fields only (the update schema is strict). */
export function vendorValues(v: Vendor): VendorFormInput {
  return {
    ...contactValues(v),
    categories: [...v.categories],
    accountNumber: v.accountNumber,
    website: v.website,
    isPreferred: v.isPreferred,
    status: v.status,
    vendorNotes: v.vendorNotes,
    is1099: v.is1099,
    w9DocumentID: v.w9DocumentID,
    w9ReceivedDate: v.w9ReceivedDate,
    licenseNumber: v.licenseNumber,
    licenseState: v.licenseState,
    licenseExpires: v.licenseExpires,
    insurance: v.insurance.map(({ state: _state, ...certificate }) => ({ ...certificate })),
  };
}

/**
 * The body sent for the values, as a contact's: an empty tax id is left out (the stored one is kept) and the
 * file-as text only goes with the custom pattern.
 */
export function vendorBody(values: VendorFormOutput): Record<string, unknown> {
  return contactBody(values as Parameters<typeof contactBody>[0]);
}

/** The first insurance type no certificate has yet (general liability first), else general liability. */
export function nextInsuranceType(certificates: readonly { type?: string }[]): InsuranceType {
  const used = new Set(certificates.map((c) => c.type));
  return INSURANCE_TYPES.find((t) => !used.has(t.value))?.value ?? 'general-liability';
}

/** A certificate row to fill in: the next type, no dates, no document. */
export function blankCertificate(certificates: readonly { type?: string }[] = []): InsuranceCertificateInput {
  return {
    type: nextInsuranceType(certificates),
    insurer: '',
    policyNumber: '',
    coverageCents: null,
    effectiveDate: null,
    expiryDate: '',
    documentID: null,
  };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Today in the viewer's time zone as `YYYY-MM-DD`: the design system's one. */
export { localToday } from '@hangar/ui';

/** `today` moved by `days` (negative: earlier), as `YYYY-MM-DD`. */
export function addDays(today: string, days: number): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** One certificate row's state on `today`; null until its expiry is a date. */
export function certificateStateOn(expiryDate: string | null | undefined, today: string) {
  return expiryDate && ISO_DATE.test(expiryDate) ? certificateState({ type: '', expiryDate }, today) : null;
}

type Row = { type?: string; expiryDate?: string | null };
const dated = (rows: readonly Row[]) =>
  rows.flatMap((r) =>
    r.expiryDate && ISO_DATE.test(r.expiryDate) ? [{ type: r.type ?? '', expiryDate: r.expiryDate }] : [],
  );

/**
 * The vendor's insurance state on `today` from the rows on screen (rows without an expiry date yet are left
 * out), with the expiry that decides it, as the server works it out on save.
 */
export function insuranceOfRows(
  rows: readonly Row[],
  today: string,
): { state: InsuranceState; expires: string | null } {
  const certificates = dated(rows);
  return { state: insuranceStateOf(certificates, today), expires: insuranceExpiresOf(certificates) };
}

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** "Mar 4, 2026" for `2026-03-04`; empty for a missing or bad date. */
export function calendarDateText(iso: string | null | undefined): string {
  if (!iso || !ISO_DATE.test(iso)) return '';
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? '' : day.format(d);
}

/** The short label of a state on a badge. */
export const INSURANCE_BADGE_LABELS: Record<InsuranceState, string> = {
  valid: 'Valid',
  expiring: 'Expiring',
  expired: 'Expired',
  missing: 'Missing',
};

/** The badge colour of a state: green, amber, red, grey. */
export const INSURANCE_BADGE_VARIANTS: Record<
  InsuranceState,
  'success' | 'warning' | 'destructive' | 'secondary'
> = {
  valid: 'success',
  expiring: 'warning',
  expired: 'destructive',
  missing: 'secondary',
};

/** True for the states someone has to act on (the list's and home page's "needs attention"). */
export const needsAttention = (state: InsuranceState) => state === 'expiring' || state === 'expired';

/** A sentence about a vendor's insurance: "Insurance expired on Mar 4, 2026." */
export function insuranceSentence(state: InsuranceState, expires: string | null): string {
  const date = calendarDateText(expires);
  switch (state) {
    case 'missing':
      return 'No insurance certificate is on file.';
    case 'expired':
      return date ? `Insurance expired on ${date}.` : 'Insurance has expired.';
    case 'expiring':
      return date ? `Insurance expires on ${date}, within 30 days.` : 'Insurance expires within 30 days.';
    default:
      return date ? `Insurance is valid until ${date}.` : 'Insurance is valid.';
  }
}

/** The path of a vendor's documents (its certificates and W-9), as the attachment endpoints name it. */
export const vendorDocumentsParams = (vendorID: number) => attachmentsParams('vendor', vendorID, 'document');
