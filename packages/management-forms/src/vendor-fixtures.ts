// Story and test data of the vendor screens: Alpha's avionics shop, fuel supplier, electrician and others,
// their certificates dated from today (so each keeps its state: valid, expiring, expired, missing), their
// documents, and a memory provider that stores vendors as the API does.
import {
  maskTaxId,
  certificateState,
  fileAsFor,
  insuranceExpiresOf,
  insuranceStateOf,
  vendorCompanyCreateSchema,
  vendorCompanyUpdateSchema,
  vendorIndividualCreateSchema,
  vendorIndividualUpdateSchema,
  type Attachment,
  type InsuranceCertificate,
  type Vendor,
  type VendorListItem,
} from '@hangar/contracts';
import { createAttachmentProvider, type AttachmentProviderOptions } from './attachment-fixtures';
import { FIXTURE_COMPANY_ID } from './contact-fixtures';
import type { DataFailure } from './data';
import type { MemoryProvider, MemoryRecord, MemoryResourceOptions } from './data/memory-provider';
import { addDays, localToday } from './vendor-form/vendor-form-rules';

/** Today, as the fixtures' dates and states are worked out from it. */
export const FIXTURE_TODAY = localToday();
const inDays = (days: number) => addDays(FIXTURE_TODAY, days);

type Seed = Partial<Vendor> & Pick<Vendor, 'id' | 'kind'>;

/** A certificate as read, with its state on `today`. */
function read(c: InsuranceCertificate, today = FIXTURE_TODAY) {
  return { ...c, state: certificateState(c, today) };
}

/** A stored vendor with its derived parts (file as, certificate and overall states) worked out. */
export function vendorRecord(seed: Seed): Vendor {
  const base: Vendor = {
    managementCompanyID: FIXTURE_COMPANY_ID,
    contactID: seed.id + 4000,
    title: '',
    firstName: '',
    middleName: '',
    lastName: '',
    suffix: '',
    companyName: '',
    legalName: '',
    fileAsPattern: seed.kind === 'company' ? 'company' : 'lastFirst',
    fileAs: '',
    taxIdMasked: null,
    addresses: [],
    phones: [],
    emails: [],
    notes: '',
    tags: [],
    isActive: true,
    categories: [],
    accountNumber: '',
    website: '',
    isPreferred: false,
    status: 'active',
    vendorNotes: '',
    is1099: false,
    w9DocumentID: null,
    w9ReceivedDate: null,
    licenseNumber: '',
    licenseState: '',
    licenseExpires: null,
    insurance: [],
    insuranceState: 'missing',
    insuranceExpires: null,
    updatedUtc: '2026-03-02T15:30:00.000Z',
    version: 1,
    ...seed,
  };
  const insurance = base.insurance.map(({ state: _state, ...c }) => read(c as InsuranceCertificate));
  return {
    ...base,
    fileAs: base.fileAsPattern === 'custom' ? base.fileAs : fileAsFor(base),
    insurance,
    insuranceState: insuranceStateOf(insurance, FIXTURE_TODAY),
    insuranceExpires: insuranceExpiresOf(insurance),
  };
}

const certificate = (
  type: InsuranceCertificate['type'],
  expiresInDays: number,
  extra: Partial<InsuranceCertificate> = {},
): InsuranceCertificate & { state: 'valid' } => ({
  type,
  insurer: 'Lone Star Mutual',
  policyNumber: `LSM-${type.slice(0, 2).toUpperCase()}-${4400 + expiresInDays}`,
  coverageCents: 100_000_000,
  effectiveDate: inDays(expiresInDays - 365),
  expiryDate: inDays(expiresInDays),
  documentID: null,
  // Worked out again by vendorRecord().
  state: 'valid',
  ...extra,
});

const work = (line1: string, postalCode: string, city = 'Fort Worth') => ({
  type: 'work' as const,
  line1,
  line2: '',
  city,
  state: 'TX',
  postalCode,
  country: 'US',
  isPrimary: true,
});
const phone = (number: string) => ({
  type: 'work' as const,
  number,
  extension: '',
  isPrimary: true,
  e164: `+1${number.replace(/\D/g, '')}`,
});
const email = (address: string) => ({ type: 'work' as const, address, isPrimary: true });

/** A company vendor with every part: two valid certificates (one with its document), W-9, license. */
export const meachamVendor: Vendor = vendorRecord({
  id: 201,
  kind: 'company',
  companyName: 'Meacham Avionics',
  legalName: 'Meacham Avionics LLC',
  taxIdMasked: '••-•••6789',
  addresses: [work('4201 N Main St', '76106')],
  phones: [phone('(817) 555-0110')],
  emails: [email('service@meacham-avionics.example.com')],
  categories: ['avionics', 'aircraft-maintenance'],
  accountNumber: 'ALPHA-0042',
  website: 'https://meacham-avionics.example.com',
  isPreferred: true,
  vendorNotes: 'Annual transponder and pitot-static checks for the field.',
  is1099: false,
  w9DocumentID: 502,
  w9ReceivedDate: '2026-01-12',
  licenseNumber: 'FAA-R-7MKR402K',
  licenseState: 'TX',
  licenseExpires: inDays(400),
  insurance: [
    certificate('general-liability', 200, { documentID: 501, insurer: 'Hangar Mutual' }),
    certificate('workers-comp', 120),
  ],
  updatedUtc: '2026-02-18T14:05:00.000Z',
  version: 2,
});

/** A company whose general liability expires in 12 days: it needs attention. */
export const trinityVendor: Vendor = vendorRecord({
  id: 202,
  kind: 'company',
  companyName: 'Trinity Hangar Doors',
  addresses: [work('13750 Heritage Pkwy', '76177')],
  phones: [phone('(817) 555-0180')],
  emails: [email('dispatch@trinitydoors.example.com')],
  categories: ['hangar-doors'],
  insurance: [certificate('general-liability', 12), certificate('auto', 300)],
  updatedUtc: '2026-03-01T13:20:00.000Z',
});

/** A company whose certificate expired 20 days ago (a renewal of another type does not help it). */
export const fuelVendor: Vendor = vendorRecord({
  id: 203,
  kind: 'company',
  companyName: 'Hicks Field Fuel Co.',
  addresses: [work('900 Hicks Airfield Rd', '76131')],
  phones: [phone('(817) 555-0105')],
  categories: ['fuel'],
  isPreferred: true,
  insurance: [
    certificate('general-liability', -20),
    certificate('umbrella', 250),
    // An older workers' comp, replaced by a newer one: only the newer counts.
    certificate('workers-comp', -400),
    certificate('workers-comp', 90),
  ],
  updatedUtc: '2026-02-03T12:00:00.000Z',
});

/** A company without any certificate, no longer used. */
export const buildersVendor: Vendor = vendorRecord({
  id: 204,
  kind: 'company',
  companyName: 'Lone Star Hangar Builders',
  categories: ['roofing', 'paving'],
  status: 'inactive',
  updatedUtc: '2025-09-30T16:00:00.000Z',
});

/** An individual electrician: 1099, SSN on file, a valid certificate. */
export const electricianVendor: Vendor = vendorRecord({
  id: 205,
  kind: 'individual',
  firstName: 'Ray',
  lastName: 'Dominguez',
  companyName: 'Dominguez Electric',
  taxIdMasked: '•••-••-4417',
  phones: [phone('(817) 555-0163')],
  emails: [email('ray@dominguezelectric.example.com')],
  categories: ['electrical'],
  is1099: true,
  w9ReceivedDate: '2026-02-01',
  licenseNumber: 'TECL 31822',
  licenseState: 'TX',
  licenseExpires: inDays(180),
  insurance: [certificate('general-liability', 60)],
  updatedUtc: '2026-03-04T17:12:00.000Z',
});

/** An individual cleaner marked "do not use", whose only certificate expires today. */
export const cleanerVendor: Vendor = vendorRecord({
  id: 206,
  kind: 'individual',
  firstName: 'Jo',
  lastName: 'Pettit',
  categories: ['cleaning'],
  status: 'do-not-use',
  insurance: [certificate('general-liability', 0)],
  updatedUtc: '2026-01-22T16:40:00.000Z',
});

export const vendorFixtures: Vendor[] = [
  meachamVendor,
  trinityVendor,
  fuelVendor,
  buildersVendor,
  electricianVendor,
  cleanerVendor,
];

const document = (id: number, ownerID: number, fileName: string, day: number): Attachment => ({
  id,
  ownerKind: 'vendor',
  ownerID,
  kind: 'document',
  fileName,
  contentType: 'application/pdf',
  byteSize: 210_000 + id,
  width: null,
  height: null,
  caption: '',
  sortOrder: id,
  showInListing: false,
  isCard: false,
  url: `/api/document/${id}`,
  thumbnailUrl: null,
  createdUtc: `2026-01-${String(day).padStart(2, '0')}T18:05:00Z`,
  version: 1,
});

/** Meacham's documents: its liability certificate and its W-9. */
export const vendorDocuments: Attachment[] = [
  document(501, meachamVendor.id, 'Meacham GL certificate.pdf', 9),
  document(502, meachamVendor.id, 'Meacham W-9.pdf', 12),
];

/** Many more vendors, for paging: `count` companies with valid insurance. */
export function manyVendors(count: number, firstId = 1000): Vendor[] {
  return Array.from({ length: count }, (_, i) =>
    vendorRecord({
      id: firstId + i,
      kind: 'company',
      companyName: `Prairie Services ${String(i + 1).padStart(2, '0')}`,
      categories: ['landscaping'],
      insurance: [certificate('general-liability', 100 + i)],
    }),
  );
}

/** The list row of a vendor, as `/api/VendorSearch` answers it. */
export function vendorListItem(v: Vendor): VendorListItem {
  const primary = <T extends { isPrimary: boolean }>(list: T[]) => list.find((x) => x.isPrimary) ?? list[0];
  return {
    id: v.id,
    managementCompanyID: v.managementCompanyID,
    contactID: v.contactID,
    kind: v.kind,
    fileAs: v.fileAs,
    categories: v.categories,
    isPreferred: v.isPreferred,
    status: v.status,
    primaryPhone: primary(v.phones)?.number ?? null,
    primaryEmail: primary(v.emails)?.address ?? null,
    insuranceState: v.insuranceState,
    insuranceExpires: v.insuranceExpires,
    updatedUtc: v.updatedUtc,
    version: v.version,
  };
}

function fieldErrorsOf(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) out[issue.path.map(String).join('.')] ??= issue.message;
  return out;
}

let nextContactID = 9000;

/** How the in-memory provider stores vendors: validated by the contracts, derived as the API derives them. */
export const vendorMemoryRules: MemoryResourceOptions = {
  validate(body, op) {
    const company = body.kind === 'company';
    const schema =
      op === 'create'
        ? company
          ? vendorCompanyCreateSchema
          : vendorIndividualCreateSchema
        : company
          ? vendorCompanyUpdateSchema
          : vendorIndividualUpdateSchema;
    const parsed = schema.safeParse(body);
    if (parsed.success) return null;
    return {
      ok: false,
      status: 400,
      message: 'Check the highlighted fields.',
      fieldErrors: fieldErrorsOf(parsed.error.issues),
    };
  },
  write(body, previous) {
    const kind = body.kind === 'company' ? 'company' : 'individual';
    const { version: _version, ...fields } = body;
    const parsed = (kind === 'company' ? vendorCompanyCreateSchema : vendorIndividualCreateSchema).parse(
      fields,
    );
    const { taxId, ...rest } = parsed as typeof parsed & { taxId?: string };
    const stored = vendorRecord({
      ...(previous as unknown as Vendor | undefined),
      ...(rest as unknown as Partial<Vendor>),
      id: (previous?.id as number | undefined) ?? 0,
      kind,
      contactID: (previous?.contactID as number | undefined) ?? nextContactID++,
      taxIdMasked:
        taxId === undefined
          ? ((previous?.taxIdMasked as string | null | undefined) ?? null)
          : taxId
            ? maskTaxId(taxId, rest.kind)
            : null,
      phones: rest.phones.map((p) => ({ ...p, e164: `+1${p.number.replace(/\D/g, '').slice(-10)}` })),
      insurance: rest.insurance.map((c) => ({ ...c, state: 'valid' as const })),
      updatedUtc: new Date().toISOString(),
    });
    const { id: _id, ...withoutId } = stored;
    return withoutId;
  },
  listItem: (record: MemoryRecord) => vendorListItem(record as unknown as Vendor),
  filters: {
    category: (row, value) => (row.categories as string[]).includes(String(value)),
    insurance: (row, value) =>
      value === 'attention'
        ? row.insuranceState === 'expiring' || row.insuranceState === 'expired'
        : row.insuranceState === value,
    preferred: (row, value) => String(row.isPreferred) === String(value),
  },
  sorts: {
    name: (row) => row.fileAs,
    insurance: (row) => row.insuranceExpires,
    updated: (row) => row.updatedUtc,
  },
};

export type VendorProviderOptions = Omit<AttachmentProviderOptions, 'resources' | 'records'> & {
  /** Failure of every read and write of vendors, for error stories. */
  refuse?: DataFailure;
  /** The vendors' documents; Meacham's by default. */
  documents?: readonly Attachment[];
};

/**
 * An in-memory provider holding `vendors` (the fixtures by default) that behaves as the API does: validation
 * by the contracts, derived file as, masked tax ids, certificate and vendor insurance states, list rows and
 * filters (category, insurance incl. `attention`, status, preferred); and the vendors' documents.
 *
 * @example
 * <ManagementProvider dataProvider={createVendorProvider()}>…</ManagementProvider>
 */
export function createVendorProvider(
  vendors: readonly Vendor[] = vendorFixtures,
  { refuse, failWith, documents = vendorDocuments, ...options }: VendorProviderOptions = {},
): MemoryProvider & { attachments(): Attachment[] } {
  return createAttachmentProvider(documents, {
    ...options,
    records: { vendor: [...vendors] },
    failWith: refuse ? (op, resource) => (resource === 'vendor' ? refuse : null) : failWith,
    resources: { vendor: vendorMemoryRules },
  });
}
