// Lease fixtures (leases of Hicks Airfield's hangars and offices and their tenants from the contact fixtures)
// and a memory provider that answers the lease screens' calls as the API does: derived names and status,
// the contracts' rules, the overlap refusal, a new lease's draft, and a lease's (empty) attachments.
import { localToday } from '@hangar/ui';
import {
  leaseCreateSchema,
  leaseOverlapMessage,
  newLeaseDraft,
  leaseStatusOf,
  leaseUpdateSchema,
  type Aircraft,
  type Attachment,
  type Contact,
  type Lease,
  type LeaseListItem,
  type RentalUnit,
} from '@hangar/contracts';
import { aircraftFixtures, aircraftHandlers } from './aircraft-fixtures';
import { contactFixtures, contactMemoryRules, FIXTURE_COMPANY_ID } from './contact-fixtures';
import { type DataFailure, type DataResult } from './data';
import {
  createMemoryProvider,
  type MemoryProvider,
  type MemoryProviderOptions,
  type MemoryRecord,
  type NamedHandler,
  storedAs,
} from './data/memory-provider';
import { bookBalance, ledgerHandlers, type LedgerBook } from './ledger-fixtures';
import { HICKS_ID, propertyFixtures, rentalUnitFixtures, rentalUnitListItem } from './property-fixtures';

/** H-1: a past lease, the current one and a later one. */
export const LEASED_UNIT_ID = 1001;
/** T-1: a vacant tie-down nobody has leased. */
export const UNLEASED_UNIT_ID = 1201;
export const CURRENT_LEASE_ID = 501;
export const MONTH_TO_MONTH_LEASE_ID = 504;
export const DRAFT_LEASE_ID = 505;
/** Cody Barrera: the tenant of H-1. */
export const TENANT_CONTACT_ID = 103;

const UPDATED = '2026-03-04T17:12:00.000Z';

const contactName = (contacts: readonly Contact[], id: number) =>
  contacts.find((c) => c.id === id)?.fileAs ?? `Contact ${id}`;

type LeaseSeed = Pick<Lease, 'id' | 'unitID' | 'startDate' | 'endDate' | 'rentCents'> &
  Partial<Omit<Lease, 'parties'>> & {
    parties: { contactID: number; role: Lease['parties'][number]['role'] }[];
  };

/** A lease as the API reads it: its place and its parties' names from the fixtures, its status from today. */
function lease(seed: LeaseSeed): Lease {
  const unit = rentalUnitFixtures.find((u) => u.id === seed.unitID)!;
  const base = {
    managementCompanyID: FIXTURE_COMPANY_ID,
    propertyID: unit.propertyID,
    propertyName: unit.propertyName,
    unitNumber: unit.unitNumber,
    type: 'fixed' as const,
    isDraft: false,
    rentCycle: 'monthly' as const,
    dueDay: 1 as const,
    depositCents: null,
    depositDueDate: null,
    depositReceivedDate: null,
    charges: [],
    lateFee: null,
    notes: '',
    ledgerStartsOn: null,
    aircraftID: null,
    aircraftLabel: null,
    updatedUtc: UPDATED,
    version: 1,
    ...seed,
  };
  return {
    ...base,
    status: leaseStatusOf(base, localToday()),
    parties: seed.parties.map((p) => {
      const c = contactFixtures.find((x) => x.id === p.contactID);
      return { ...p, fileAs: c?.fileAs ?? `Contact ${p.contactID}`, kind: c?.kind ?? 'individual' };
    }),
  };
}

/** H-1's current lease: a year with a deposit, a charge and a late fee. */
export const currentLease: Lease = lease({
  id: CURRENT_LEASE_ID,
  unitID: LEASED_UNIT_ID,
  startDate: '2025-07-01',
  endDate: '2028-06-30',
  rentCents: 32_500,
  depositCents: 32_500,
  depositDueDate: '2025-06-15',
  depositReceivedDate: '2025-06-12',
  charges: [{ label: 'Electricity', amountCents: 2_500 }],
  lateFee: { graceDays: 5, fixedCents: 2_500, percent: null },
  notes: 'Gate code given at signing.',
  parties: [
    { contactID: TENANT_CONTACT_ID, role: 'tenant' },
    { contactID: 104, role: 'occupant' },
  ],
  version: 2,
});

/** B-2 let month to month to a company, with a co-signer; rent due on the month's last day. */
export const monthToMonthLease: Lease = lease({
  id: MONTH_TO_MONTH_LEASE_ID,
  unitID: 1102,
  type: 'month-to-month',
  startDate: '2025-06-01',
  endDate: null,
  rentCents: 95_000,
  dueDay: 'last',
  lateFee: { graceDays: 3, fixedCents: null, percent: 5 },
  parties: [
    { contactID: 105, role: 'tenant' },
    { contactID: 101, role: 'cosigner' },
  ],
});

/** O-1: a draft for next year, not yet made final. */
export const draftLease: Lease = lease({
  id: DRAFT_LEASE_ID,
  unitID: 1301,
  isDraft: true,
  startDate: '2028-09-01',
  endDate: '2029-08-31',
  rentCents: 45_000,
  rentCycle: 'quarterly',
  parties: [{ contactID: 107, role: 'tenant' }],
});

export const leaseFixtures: Lease[] = [
  lease({
    id: 502,
    unitID: LEASED_UNIT_ID,
    startDate: '2023-07-01',
    endDate: '2025-06-30',
    rentCents: 30_000,
    parties: [{ contactID: 109, role: 'tenant' }],
  }),
  currentLease,
  lease({
    id: 503,
    unitID: LEASED_UNIT_ID,
    type: 'rollover',
    startDate: '2028-07-01',
    endDate: '2029-06-30',
    rentCents: 34_000,
    parties: [{ contactID: TENANT_CONTACT_ID, role: 'tenant' }],
  }),
  monthToMonthLease,
  draftLease,
];

/** The list row of a lease, as `/api/RentalUnitLeaseSearch` answers it. */
export function leaseListItem(l: Lease): LeaseListItem {
  return {
    id: l.id,
    managementCompanyID: l.managementCompanyID,
    propertyID: l.propertyID,
    propertyName: l.propertyName,
    unitID: l.unitID,
    unitNumber: l.unitNumber,
    type: l.type,
    startDate: l.startDate,
    endDate: l.endDate,
    isDraft: l.isDraft,
    status: l.status,
    rentCents: l.rentCents,
    rentCycle: l.rentCycle,
    updatedUtc: l.updatedUtc,
    version: l.version,
    tenants: l.parties.filter((p) => p.role === 'tenant').map((p) => p.fileAs),
    balanceCents: null,
  };
}

/** The first and last day a lease holds its unit (null: no end), as the overlap rule reads them. */
const heldDays = (l: Pick<Lease, 'type' | 'startDate' | 'endDate'>) => ({
  from: l.startDate,
  to: l.type === 'fixed' ? l.endDate : null,
});

/** The stored non-draft lease of the same unit that shares a day with `body`, if any. */
export function overlappingLease(
  body: Pick<Lease, 'unitID' | 'type' | 'startDate' | 'endDate' | 'isDraft'>,
  leases: readonly Lease[],
  ownID?: number,
): Lease | undefined {
  if (body.isDraft) return undefined;
  const mine = heldDays(body);
  return leases.find((other) => {
    if (other.id === ownID || other.unitID !== body.unitID || other.isDraft) return false;
    const theirs = heldDays(other);
    return (theirs.to === null || mine.from <= theirs.to) && (mine.to === null || theirs.from <= mine.to);
  });
}

/** The API's refusal of a save that overlaps `other`, naming it (its dates, tenants and id). */
export function overlapRefusal(other: Lease): DataFailure {
  const tenants = other.parties.filter((p) => p.role === 'tenant').map((p) => p.fileAs);
  const message = leaseOverlapMessage({ ...other, tenants });
  return { ok: false, status: 409, message, fieldErrors: { startDate: message } };
}

function fieldErrorsOf(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) out[issue.path.map(String).join('.')] ??= issue.message;
  return out;
}

const ok = <T>(data: T): DataResult<T> => ({ ok: true, data });
const segments = (path: string) => path.split(/[/?]/).filter(Boolean).map(decodeURIComponent);

export type LeaseProviderOptions = Omit<MemoryProviderOptions, 'resources'> & {
  leases?: readonly Lease[];
  units?: readonly RentalUnit[];
  contacts?: readonly Contact[];
  /** The contacts' aircraft (`AircraftSearch`, `AircraftFit`); by default Cody Barrera's three. */
  aircraft?: readonly Aircraft[];
  /** Documents and images of leases (`ownerKind: 'lease'`), as `Attachments/lease/{id}?kind=` lists them. */
  attachments?: readonly Attachment[];
  /** Every call answers this refusal (a list or record that cannot be read). */
  refuse?: DataFailure;
  /** The stored ledgers by lease id (`LeaseLedger` and the other ledger calls; the list's balance); a lease
   * without one has an empty ledger. The books are copied: the fixtures stay as they are. */
  ledgers?: Readonly<Record<number, LedgerBook>>;
};

/**
 * A memory provider of the lease screens: leases (names, place and status derived as the API does, the
 * contracts' rules, the overlap refusal naming the other lease), their units, properties and contacts, and
 * the named calls `RentalUnitLeaseNew/{unit}/{contact}` and `Attachments/lease/{id}` (reads only), and the
 * ledger's calls over `ledgers` (payments, charges, voids, the deposit's return; see ledger-fixtures.ts).
 *
 * @example
 * <ManagementProvider dataProvider={createLeaseProvider()}><LeaseForm leaseID={501} /></ManagementProvider>
 */
export function createLeaseProvider(options: LeaseProviderOptions = {}): MemoryProvider {
  const {
    leases = leaseFixtures,
    units = rentalUnitFixtures,
    contacts = contactFixtures,
    attachments = [],
    aircraft = aircraftFixtures,
    refuse: refusal,
    ledgers = {},
    failWith,
    named,
    ...memory
  } = options;
  let self: MemoryProvider | null = null;
  const stored = () => self?.records<Lease>('lease') ?? [];
  const unitOf = (id: number) => units.find((u) => u.id === id);

  const write = (body: Record<string, unknown>, previous: MemoryRecord | undefined) => {
    const merged = storedAs<
      Lease & { parties: { contactID: number; role: Lease['parties'][number]['role'] }[] }
    >({ ...previous, ...body, id: previous?.id ?? 0, version: previous?.version ?? 1 });
    const unit = unitOf(merged.unitID);
    const people = self?.records<Contact>('contact') ?? [];
    return {
      ...merged,
      managementCompanyID: unit?.managementCompanyID ?? FIXTURE_COMPANY_ID,
      propertyID: unit?.propertyID ?? HICKS_ID,
      propertyName: unit?.propertyName ?? '',
      unitNumber: unit?.unitNumber ?? '',
      status: leaseStatusOf(merged, localToday()),
      parties: merged.parties.map((p) => {
        const c = people.find((x) => x.id === p.contactID);
        return {
          contactID: p.contactID,
          role: p.role,
          fileAs: c?.fileAs ?? contactName(contacts, p.contactID),
          kind: c?.kind ?? 'individual',
        };
      }),
      updatedUtc: new Date().toISOString(),
    };
  };

  const books = new Map<number, LedgerBook>(
    Object.entries(ledgers).map(([id, book]) => [Number(id), structuredClone(book)]),
  );
  const handlers: Record<string, NamedHandler> = {
    ...ledgerHandlers(books),
    ...aircraftHandlers(aircraft, units),
    '/RentalUnitLeaseNew/': (_m, path) => {
      const [, unitID, contactID] = segments(path).map(Number);
      const unit = unitOf(unitID ?? 0);
      if (!unit) return { ok: false, status: 404, message: `No rental unit ${unitID}` };
      const contact = contacts.find((c) => c.id === contactID);
      const draft = newLeaseDraft(
        { ...unit, unitID: unit.id },
        localToday(),
        contact ? { contactID: contact.id, fileAs: contact.fileAs, kind: contact.kind } : undefined,
      );
      return ok(draft);
    },
    '/Attachments/lease/': (method, path) => {
      if (method !== 'GET') return { ok: false, status: 400, message: 'Not in stories' };
      const [, , leaseID, kind] = segments(path);
      const items = attachments.filter(
        (a) => a.ownerKind === 'lease' && a.ownerID === Number(leaseID) && `kind=${a.kind}` === kind,
      );
      return ok({ items: structuredClone(items) });
    },
    '/ImageID/': () => ({ ok: false, status: 404, message: 'No image' }),
  };

  const overlap = (body: unknown, ownID?: number): DataFailure | null => {
    const parsed = (ownID === undefined ? leaseCreateSchema : leaseUpdateSchema).safeParse(body);
    if (!parsed.success) return null;
    const other = overlappingLease(parsed.data, stored(), ownID);
    return other ? overlapRefusal(other) : null;
  };

  self = createMemoryProvider(
    {
      property: [...propertyFixtures],
      rentalUnit: [...units],
      contact: [...contacts],
      lease: [...leases],
    },
    {
      ...memory,
      failWith: (op, resource, detail) => {
        if (refusal) return refusal;
        const scripted = failWith?.(op, resource, detail);
        if (scripted) return scripted;
        if (resource === 'lease' && op === 'create') return overlap(detail.body);
        if (resource === 'lease' && op === 'update') return overlap(detail.body, detail.id);
        return null;
      },
      named: { ...handlers, ...named },
      resources: {
        contact: contactMemoryRules,
        rentalUnit: { listItem: (record) => rentalUnitListItem(storedAs<RentalUnit>(record)) },
        lease: {
          validate(body, op) {
            const parsed = (op === 'create' ? leaseCreateSchema : leaseUpdateSchema).safeParse(body);
            if (parsed.success) return null;
            return {
              ok: false,
              status: 400,
              message: 'Check the highlighted fields.',
              fieldErrors: fieldErrorsOf(parsed.error.issues),
            };
          },
          write,
          listItem: (record) => ({
            ...leaseListItem(storedAs<Lease>(record)),
            balanceCents: bookBalance(books.get(record.id)),
          }),
          filters: {
            // As the API: a final fixed term ending between today and so many days on.
            endsWithin: (row, value) => {
              const today = localToday();
              const last = new Date(Date.parse(`${today}T00:00:00Z`) + Number(value) * 86_400_000)
                .toISOString()
                .slice(0, 10);
              const end = row.endDate as string | null;
              return !row.isDraft && row.type === 'fixed' && end !== null && end >= today && end <= last;
            },
            owes: (row, value) =>
              String(value) !== 'true' || (typeof row.balanceCents === 'number' && row.balanceCents > 0),
            contactID: (row, value) =>
              (row.parties as { contactID: number }[] | undefined)?.some(
                (p) => p.contactID === Number(value),
              ) ?? false,
          },
          sorts: {
            start: (r) => r.startDate,
            end: (r) => r.endDate,
            unit: (r) => r.unitNumber,
            rent: (r) => r.rentCents,
          },
        },
      },
    },
  );
  return self;
}
