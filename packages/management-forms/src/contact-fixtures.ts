// Story and test data of the contact screens: Alpha Hangar Management's tenants, vendors and neighbours.
import {
  companyCreateSchema,
  companyUpdateSchema,
  fileAsFor,
  individualCreateSchema,
  individualUpdateSchema,
  maskTaxId,
  type Contact,
  type ContactKind,
  type ContactListItem,
  type FileAsExist,
} from '@hangar/contracts';
import { type DataFailure } from './data';
import {
  createMemoryProvider,
  type MemoryProvider,
  type MemoryProviderOptions,
  type MemoryRecord,
  type MemoryResourceOptions,
  type NamedHandler,
} from './data/memory-provider';

/** The management company every fixture contact belongs to (Alpha). */
export const FIXTURE_COMPANY_ID = 1;

type Seed = Partial<Contact> & Pick<Contact, 'id' | 'kind'>;

function contact(seed: Seed): Contact {
  const base: Contact = {
    managementCompanyID: FIXTURE_COMPANY_ID,
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
    updatedUtc: '2026-03-02T15:30:00.000Z',
    version: 1,
    ...seed,
  };
  return { ...base, fileAs: base.fileAsPattern === 'custom' ? base.fileAs : fileAsFor(base) };
}

const fortWorth = (line1: string, postalCode = '76131', type: 'home' | 'work' | 'mailing' = 'home') => ({
  type,
  line1,
  line2: '',
  city: 'Fort Worth',
  state: 'TX',
  postalCode,
  country: 'US',
  isPrimary: true,
});

const phone = (number: string, type: 'mobile' | 'work' | 'home' | 'fax' = 'mobile', isPrimary = true) => ({
  type,
  number,
  extension: '',
  isPrimary,
  e164: `+1${number.replace(/\D/g, '')}`,
});

const email = (address: string, type: 'work' | 'personal' = 'personal', isPrimary = true) => ({
  type,
  address,
  isPrimary,
});

/** An individual with every part filled: two addresses, two phones, two e-mails, tags and notes. */
export const danaWhitfield: Contact = contact({
  id: 101,
  kind: 'individual',
  title: 'Ms.',
  firstName: 'Dana',
  middleName: 'Lynn',
  lastName: 'Whitfield',
  companyName: 'Bell Textron',
  taxIdMasked: '•••-••-4417',
  addresses: [
    fortWorth('6021 Lake Shore Dr', '76135'),
    { ...fortWorth('775 Hicks Airfield Rd', '76131', 'mailing'), line2: 'Hangar B-7', isPrimary: false },
  ],
  phones: [phone('(817) 555-0142'), phone('(817) 555-0198', 'work', false)],
  emails: [email('dana.whitfield@example.com'), email('dwhitfield@bell.example.com', 'work', false)],
  notes: 'Cessna 182 in B-7. Prefers text messages. Gate code renewed every January.',
  tags: ['tenant', 'hangar-b'],
  updatedUtc: '2026-03-04T17:12:00.000Z',
  version: 3,
});

/** A company with a legal name, a tax id on file and a work address. */
export const meachamAvionics: Contact = contact({
  id: 102,
  kind: 'company',
  companyName: 'Meacham Avionics',
  legalName: 'Meacham Avionics LLC',
  taxIdMasked: '••-•••6789',
  addresses: [fortWorth('4201 N Main St', '76106', 'work')],
  phones: [phone('(817) 555-0110', 'work'), phone('(817) 555-0111', 'fax', false)],
  emails: [email('service@meacham-avionics.example.com', 'work')],
  notes: 'Annual transponder and pitot-static checks for the field.',
  tags: ['vendor'],
  updatedUtc: '2026-02-18T14:05:00.000Z',
  version: 2,
});

export const contactFixtures: Contact[] = [
  danaWhitfield,
  meachamAvionics,
  contact({
    id: 103,
    kind: 'individual',
    firstName: 'Cody',
    lastName: 'Barrera',
    addresses: [fortWorth('1408 Bluebonnet Cir', '76179')],
    phones: [phone('(817) 555-0163')],
    emails: [email('cody.barrera@example.com')],
    tags: ['tenant', 'hangar-a'],
    updatedUtc: '2026-01-22T16:40:00.000Z',
  }),
  contact({
    id: 104,
    kind: 'individual',
    firstName: 'Bea',
    lastName: 'Nguyen',
    addresses: [{ ...fortWorth('312 Keller Pkwy', '76248'), city: 'Keller' }],
    phones: [phone('(817) 555-0127')],
    emails: [email('bea.nguyen@example.com')],
    tags: ['tenant', 'board'],
    updatedUtc: '2026-02-27T19:00:00.000Z',
  }),
  contact({
    id: 105,
    kind: 'company',
    companyName: 'Trinity Aero Services',
    legalName: 'Trinity Aero Services, Inc.',
    addresses: [fortWorth('13750 Heritage Pkwy', '76177', 'work')],
    phones: [phone('(817) 555-0180', 'work')],
    emails: [email('dispatch@trinityaero.example.com', 'work')],
    tags: ['vendor', 'maintenance'],
    updatedUtc: '2026-03-01T13:20:00.000Z',
  }),
  contact({
    id: 106,
    kind: 'individual',
    title: 'Mr.',
    firstName: 'Travis',
    lastName: 'McAllister',
    suffix: 'Jr.',
    companyName: 'Lockheed Martin',
    addresses: [{ ...fortWorth('201 Main St', '76052'), city: 'Haslet' }],
    phones: [phone('(817) 555-0155')],
    emails: [email('travis.mcallister@example.com')],
    tags: ['waitlist'],
    updatedUtc: '2026-02-10T20:45:00.000Z',
  }),
  contact({
    id: 107,
    kind: 'individual',
    firstName: 'Rosa',
    lastName: 'Delgado',
    fileAsPattern: 'firstLast',
    addresses: [{ ...fortWorth('520 W McLeroy Blvd', '76179'), city: 'Saginaw' }],
    phones: [phone('(817) 555-0171')],
    emails: [email('rosa.delgado@example.com')],
    tags: ['tenant', 'hangar-a'],
    updatedUtc: '2026-01-05T15:10:00.000Z',
  }),
  contact({
    id: 108,
    kind: 'company',
    companyName: 'Hicks Field Fuel Co.',
    addresses: [fortWorth('900 Hicks Airfield Rd', '76131', 'work')],
    phones: [phone('(817) 555-0105', 'work')],
    emails: [email('orders@hicksfuel.example.com', 'work')],
    tags: ['vendor', 'fuel'],
    updatedUtc: '2026-02-03T12:00:00.000Z',
  }),
  contact({
    id: 109,
    kind: 'individual',
    firstName: 'Wade',
    lastName: 'Pruitt',
    addresses: [fortWorth('3300 Basswood Blvd', '76137')],
    phones: [phone('(817) 555-0134')],
    tags: ['former-tenant'],
    isActive: false,
    updatedUtc: '2025-11-14T18:30:00.000Z',
  }),
  contact({
    id: 110,
    kind: 'individual',
    firstName: 'Lupe',
    lastName: 'Castañeda',
    companyName: 'Alliance Air Charter',
    fileAsPattern: 'lastFirstCompany',
    addresses: [fortWorth('2221 Alliance Blvd', '76177', 'work')],
    phones: [phone('(817) 555-0119')],
    emails: [email('lupe@alliancecharter.example.com', 'work')],
    tags: ['tenant', 'hangar-c'],
    updatedUtc: '2026-02-21T22:15:00.000Z',
  }),
  contact({
    id: 111,
    kind: 'company',
    companyName: 'Lone Star Hangar Builders',
    legalName: 'Lone Star Hangar Builders LP',
    addresses: [fortWorth('5700 Airport Fwy', '76117', 'work')],
    phones: [phone('(817) 555-0190', 'work')],
    emails: [email('bids@lonestarhangars.example.com', 'work')],
    tags: ['vendor', 'construction'],
    isActive: false,
    updatedUtc: '2025-09-30T16:00:00.000Z',
  }),
  contact({
    id: 112,
    kind: 'individual',
    firstName: 'Jolene',
    lastName: 'Hatcher',
    addresses: [fortWorth('8809 Ray White Rd', '76244')],
    phones: [phone('(817) 555-0146')],
    emails: [email('jolene.hatcher@example.com')],
    tags: ['tenant', 'hangar-b', 'board'],
    updatedUtc: '2026-03-03T14:50:00.000Z',
  }),
  contact({
    id: 113,
    kind: 'individual',
    firstName: 'Earl',
    lastName: 'Tidwell',
    fileAsPattern: 'custom',
    fileAs: 'Tidwell, Earl (airport board chair)',
    phones: [phone('(817) 555-0102', 'home')],
    tags: ['board'],
    updatedUtc: '2026-01-29T17:35:00.000Z',
  }),
];

/** Many more contacts, for paging: `count` individuals with numbered Fort Worth addresses and 817 numbers. */
export function manyContacts(count: number, firstId = 1000): Contact[] {
  const first = ['Amos', 'Birdie', 'Clint', 'Darla', 'Emmett', 'Faye', 'Garrett', 'Hollis', 'Inez', 'June'];
  const last = ['Abernathy', 'Boone', 'Crockett', 'Dawson', 'Ellison', 'Fannin', 'Gentry', 'Houston'];
  return Array.from({ length: count }, (_, i) =>
    contact({
      id: firstId + i,
      kind: 'individual',
      firstName: first[i % first.length],
      lastName: `${last[Math.floor(i / first.length) % last.length]}`,
      addresses: [fortWorth(`${100 + i} Blue Mound Rd`, '76131')],
      phones: [phone(`(817) 555-${String(2000 + i).slice(-4)}`)],
      tags: ['tenant'],
    }),
  );
}

/** The list row of a contact, as `/api/ContactSearch` answers it. */
export function contactListItem(c: Contact): ContactListItem {
  const primary = <T extends { isPrimary: boolean }>(list: T[]) => list.find((x) => x.isPrimary) ?? list[0];
  return {
    id: c.id,
    managementCompanyID: c.managementCompanyID,
    kind: c.kind,
    fileAs: c.fileAs,
    companyName: c.companyName,
    tags: c.tags,
    isActive: c.isActive,
    updatedUtc: c.updatedUtc,
    version: c.version,
    primaryEmail: primary(c.emails)?.address ?? null,
    primaryPhone: primary(c.phones)?.number ?? null,
    city: primary(c.addresses)?.city ?? null,
  };
}

function fieldErrorsOf(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) out[issue.path.map(String).join('.')] ??= issue.message;
  return out;
}

/** How the in-memory provider stores contacts: as the API would (file as, masked tax id, list rows, filters). */
export const contactMemoryRules: MemoryResourceOptions = {
  validate(body, op) {
    const schema =
      body.kind === 'company'
        ? op === 'create'
          ? companyCreateSchema
          : companyUpdateSchema
        : op === 'create'
          ? individualCreateSchema
          : individualUpdateSchema;
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
    const merged = { ...previous, ...body } as Record<string, unknown> & Contact & { taxId?: string };
    const { taxId, ...rest } = merged;
    const stored: Contact = {
      ...(rest as Contact),
      fileAsPattern: rest.fileAsPattern ?? (rest.kind === 'company' ? 'company' : 'lastFirst'),
      taxIdMasked:
        taxId === undefined
          ? ((previous?.taxIdMasked as string | null) ?? null)
          : taxId
            ? maskTaxId(taxId, rest.kind as ContactKind)
            : null,
      phones: (rest.phones ?? []).map((p) => ({ ...p, e164: `+1${p.number.replace(/\D/g, '').slice(-10)}` })),
      updatedUtc: new Date().toISOString(),
    };
    return { ...stored, fileAs: fileAsFor(stored) };
  },
  listItem: (record: MemoryRecord) => contactListItem(record as unknown as Contact),
  filters: {
    tag: (row, value) =>
      (row.tags as string[]).some((tag) => tag.toLowerCase() === String(value).trim().toLowerCase()),
    active: (row, value) => value === 'all' || String(row.isActive) === String(value),
  },
  sorts: { updated: (row) => row.updatedUtc },
};

/** `GET /FileAsExist/{company}/{contact}/{fileAs}` over the stored contacts. */
export const fileAsExistHandler: NamedHandler = (_method, path, _body, db) => {
  const [, , company, contactID, encoded] = path.split('/');
  const fileAs = decodeURIComponent(encoded ?? '')
    .trim()
    .toLowerCase();
  const matches = db
    .all('contact')
    .filter(
      (c) =>
        c.managementCompanyID === Number(company) &&
        c.id !== Number(contactID) &&
        String(c.fileAs).trim().toLowerCase() === fileAs,
    )
    .slice(0, 5)
    .map((c) => ({ id: c.id, fileAs: String(c.fileAs), kind: c.kind as Contact['kind'] }));
  return { ok: true, data: { exists: matches.length > 0, matches } satisfies FileAsExist };
};

export type ContactProviderOptions = Omit<MemoryProviderOptions, 'resources'> & {
  /** Failure of every read and write of contacts (the named call too), for error stories. */
  refuse?: DataFailure;
};

/**
 * An in-memory provider holding `contacts` (the fixtures by default) that behaves as the API does:
 * validation by the contracts, derived file as and list rows, masked tax ids, `FileAsExist`.
 *
 * @example
 * <ManagementProvider dataProvider={createContactProvider()}>…</ManagementProvider>
 */
export function createContactProvider(
  contacts: readonly Contact[] = contactFixtures,
  { refuse, named, failWith, ...options }: ContactProviderOptions = {},
): MemoryProvider {
  return createMemoryProvider(
    { contact: [...contacts] },
    {
      ...options,
      failWith: refuse ? () => refuse : failWith,
      named: { '/FileAsExist/': fileAsExistHandler, ...named },
      resources: { contact: contactMemoryRules },
    },
  );
}
