// Property and rental unit fixtures (Hicks Airfield Hangars and its T-hangars, box hangars, tie-downs and offices)
// and a memory provider that answers the property screens' calls as the API does.
import {
  CONFLICT_ERROR,
  compareUnitNumbers,
  PropertyFeature,
  propertySecurityUpdateSchema,
  rentalUnitBatchSchema,
  type Contact,
  type Property,
  type PropertyListItem,
  type PropertySecurity,
  type RentalUnit,
  type RentalUnitListItem,
  type SystemUser,
} from '@hangar/contracts';
import {
  ALPHA_USERS,
  GROUP_ADMINS,
  GROUP_LEASING,
  GROUP_MAINTENANCE,
  GROUP_READ_ONLY,
  USER_ADMIN,
} from './admin-fixtures';
import { contactFixtures, contactMemoryRules, FIXTURE_COMPANY_ID } from './contact-fixtures';
import { type DataFailure, type DataResult } from './data';
import { aircraftTypesHandler, unitFitMemoryRules } from './unit-fit-fixtures';
import {
  createMemoryProvider,
  type MemoryProvider,
  type MemoryProviderOptions,
  type MemoryRecord,
  type NamedHandler,
  storedAs,
} from './data/memory-provider';

export const HICKS_ID = 301;
export const OFFICE_PARK_ID = 302;
export const DUPLEX_ID = 303;
export const FUEL_FARM_ID = 304;

const UPDATED = '2026-03-04T17:12:00.000Z';

type PropertySeed = Pick<Property, 'id' | 'name' | 'type'> & Partial<Property>;
function property(seed: PropertySeed): Property {
  return {
    managementCompanyID: FIXTURE_COMPANY_ID,
    fileAs: '',
    address: null,
    yearBuilt: null,
    description: '',
    squareFeet: null,
    lotSquareFeet: null,
    ownerContactIDs: [],
    owners: [],
    managerUserID: null,
    manager: null,
    amenities: [],
    notes: '',
    listingContactName: '',
    listingContactPhone: '',
    listingContactEmail: '',
    isActive: true,
    unitCount: 0,
    vacantUnitCount: 0,
    updatedUtc: UPDATED,
    version: 1,
    ...seed,
  };
}

const address = (line1: string, city: string, postalCode: string) => ({
  type: 'work' as const,
  line1,
  line2: '',
  city,
  state: 'TX',
  postalCode,
  country: 'US',
  isPrimary: true,
});

export const hicksAirfield: Property = property({
  id: HICKS_ID,
  name: 'Hicks Airfield Hangars',
  type: 'airport',
  address: address('12 Hangar Row', 'Fort Worth', '76179'),
  yearBuilt: 1978,
  description: 'T-hangars, box hangars, tie-downs and offices on the east side of runway 14/32.',
  squareFeet: 84000,
  lotSquareFeet: 610000,
  ownerContactIDs: [113],
  owners: [{ id: 113, name: 'Tidwell, Earl (airport board chair)' }],
  managerUserID: USER_ADMIN,
  manager: { id: USER_ADMIN, name: 'Whitfield, Dana' },
  amenities: ['self-serve fuel', 'courtesy car', 'pilot lounge'],
  notes: 'Gate code changes every quarter.',
  unitCount: 20,
  vacantUnitCount: 8,
  version: 3,
});

export const propertyFixtures: Property[] = [
  hicksAirfield,
  property({
    id: OFFICE_PARK_ID,
    name: 'Saginaw Office Park',
    type: 'office',
    address: address('400 W Bailey Boswell Rd', 'Saginaw', '76179'),
    yearBuilt: 2004,
    managerUserID: 13,
    manager: { id: 13, name: 'Ortiz, Jamie' },
  }),
  property({
    id: DUPLEX_ID,
    name: 'Bluebonnet Duplex',
    fileAs: 'Duplex, Bluebonnet',
    type: 'multi-family',
    address: address('2210 Bluebonnet Dr', 'Haltom City', '76117'),
    yearBuilt: 1962,
    unitCount: 2,
    vacantUnitCount: 1,
  }),
  property({ id: FUEL_FARM_ID, name: 'Old Fuel Farm', type: 'industrial', isActive: false }),
];

type UnitSeed = Pick<RentalUnit, 'id' | 'propertyID' | 'unitNumber' | 'type'> & Partial<RentalUnit>;
function unit(seed: UnitSeed): RentalUnit {
  const propertyName = propertyFixtures.find((p) => p.id === seed.propertyID)?.name ?? '';
  return {
    managementCompanyID: FIXTURE_COMPANY_ID,
    propertyName,
    building: '',
    description: '',
    squareFeet: null,
    marketRentCents: null,
    bedrooms: null,
    bathrooms: null,
    amenities: [],
    dateAvailable: null,
    isListed: false,
    listingText: '',
    status: seed.enteredStatus ?? 'vacant',
    enteredStatus: 'vacant',
    doorWidthFt: null,
    doorHeightFt: null,
    depthFt: null,
    floor: null,
    power: null,
    heated: false,
    enclosure: null,
    notes: '',
    cardImageID: null,
    imageCount: 0,
    updatedUtc: UPDATED,
    version: 1,
    ...seed,
  };
}

const tHangars = Array.from({ length: 12 }, (_, i) =>
  unit({
    id: 1001 + i,
    propertyID: HICKS_ID,
    unitNumber: `H-${i + 1}`,
    building: 'Row H',
    type: 't-hangar',
    squareFeet: 1100,
    marketRentCents: 32500,
    doorWidthFt: 41.5,
    doorHeightFt: 12,
    depthFt: 30,
    floor: 'concrete',
    power: '110v',
    enclosure: 'enclosed',
    enteredStatus: i % 4 === 2 ? 'vacant' : 'occupied',
    status: i % 4 === 2 ? 'vacant' : 'occupied',
    isListed: i % 4 === 2,
    listingText: i % 4 === 2 ? 'Enclosed T-hangar with power, fits a Bonanza.' : '',
    dateAvailable: i % 4 === 2 ? '2026-04-01' : null,
  }),
);

export const boxHangar: RentalUnit = unit({
  id: 1101,
  propertyID: HICKS_ID,
  unitNumber: 'B-1',
  building: 'Box row',
  type: 'box-hangar',
  description: 'Heated box hangar with a bifold door.',
  squareFeet: 3600,
  marketRentCents: 95000,
  doorWidthFt: 50,
  doorHeightFt: 14,
  depthFt: 60,
  floor: 'concrete',
  power: '220v',
  heated: true,
  enclosure: 'enclosed',
  amenities: ['bifold door', 'bathroom'],
  isListed: true,
  listingText: 'Heated 60×60 box hangar, 220 V.',
  dateAvailable: '2026-05-01',
  version: 2,
});

export const rentalUnitFixtures: RentalUnit[] = [
  ...tHangars,
  boxHangar,
  unit({
    id: 1102,
    propertyID: HICKS_ID,
    unitNumber: 'B-2',
    building: 'Box row',
    type: 'box-hangar',
    squareFeet: 3600,
    marketRentCents: 95000,
    doorWidthFt: 50,
    doorHeightFt: 14,
    depthFt: 60,
    floor: 'concrete',
    power: '3-phase',
    enclosure: 'enclosed',
    enteredStatus: 'occupied',
    status: 'occupied',
  }),
  ...[1, 2, 3, 4].map((n) =>
    unit({
      id: 1200 + n,
      propertyID: HICKS_ID,
      unitNumber: `T-${n}`,
      type: 'tie-down',
      marketRentCents: 7500,
      floor: 'asphalt',
      power: 'none',
      enclosure: 'tie-down',
      enteredStatus: n === 4 ? 'offline' : 'vacant',
      status: n === 4 ? 'offline' : 'vacant',
      isListed: n !== 4,
    }),
  ),
  unit({
    id: 1301,
    propertyID: HICKS_ID,
    unitNumber: 'O-1',
    building: 'Terminal',
    type: 'office',
    squareFeet: 220,
    marketRentCents: 45000,
    enteredStatus: 'occupied',
    status: 'occupied',
  }),
  unit({
    id: 1302,
    propertyID: HICKS_ID,
    unitNumber: 'O-2',
    building: 'Terminal',
    type: 'office',
    squareFeet: 180,
    marketRentCents: 40000,
  }),
  unit({
    id: 1401,
    propertyID: DUPLEX_ID,
    unitNumber: 'A',
    type: 'apartment',
    squareFeet: 950,
    marketRentCents: 125000,
    bedrooms: 2,
    bathrooms: 1.5,
    enteredStatus: 'occupied',
    status: 'occupied',
  }),
  unit({
    id: 1402,
    propertyID: DUPLEX_ID,
    unitNumber: 'B',
    type: 'apartment',
    squareFeet: 950,
    marketRentCents: 125000,
    bedrooms: 2,
    bathrooms: 1,
  }),
];

/** The company's groups and their grants on the airport property, as `GET /PropertySecurity/301` answers. */
export const hicksSecurity: PropertySecurity = {
  propertyID: HICKS_ID,
  groups: [
    {
      groupID: GROUP_ADMINS,
      name: 'Administrators',
      allProperties: {
        [PropertyFeature.Details]: 15,
        [PropertyFeature.RentalUnits]: 15,
        [PropertyFeature.Leases]: 15,
      },
      thisProperty: {},
    },
    {
      groupID: GROUP_READ_ONLY,
      name: 'Read only',
      allProperties: {
        [PropertyFeature.Details]: 1,
        [PropertyFeature.RentalUnits]: 1,
        [PropertyFeature.Leases]: 1,
      },
      thisProperty: {},
    },
    {
      groupID: GROUP_LEASING,
      name: 'Leasing',
      allProperties: {},
      thisProperty: { [PropertyFeature.RentalUnits]: 1, [PropertyFeature.Leases]: 7 },
    },
    { groupID: GROUP_MAINTENANCE, name: 'Maintenance', allProperties: {}, thisProperty: {} },
  ],
};

/** The list row of a unit, as `/api/RentalUnitSearch` answers it. */
export function rentalUnitListItem(u: RentalUnit): RentalUnitListItem {
  return {
    id: u.id,
    managementCompanyID: u.managementCompanyID,
    propertyID: u.propertyID,
    propertyName: u.propertyName,
    unitNumber: u.unitNumber,
    building: u.building,
    type: u.type,
    squareFeet: u.squareFeet,
    marketRentCents: u.marketRentCents,
    status: u.status,
    isListed: u.isListed,
    dateAvailable: u.dateAvailable,
    doorWidthFt: u.doorWidthFt,
    doorHeightFt: u.doorHeightFt,
    cardImageID: u.cardImageID,
    updatedUtc: u.updatedUtc,
    version: u.version,
  };
}

/** `count` more properties of the company (paging stories). */
export function manyProperties(count: number, firstId = 2000): Property[] {
  return Array.from({ length: count }, (_, i) =>
    property({ id: firstId + i, name: `Storage lot ${String(i + 1).padStart(2, '0')}`, type: 'storage' }),
  );
}

const ok = <T>(data: T): DataResult<T> => ({ ok: true, data });
const refuse = (status: number, message: string, extra: Partial<DataFailure> = {}): DataFailure => ({
  ok: false,
  status,
  message,
  ...extra,
});
const segments = (path: string) => path.split('/').filter(Boolean).map(decodeURIComponent);

export type PropertyProviderOptions = Omit<MemoryProviderOptions, 'resources'> & {
  properties?: readonly Property[];
  units?: readonly RentalUnit[];
  contacts?: readonly Contact[];
  users?: readonly SystemUser[];
  security?: PropertySecurity;
  /** Every call answers this refusal (a list or record that cannot be read). */
  refuse?: DataFailure;
};

/**
 * A memory provider of the property screens: properties (their unit counts and names of owners and
 * manager derived as the API does), rental units, contacts and users, and the named calls
 * `PropertyFileAsExist`, `RentalUnitFileAsExist`, `RentalUnitSave` (the batch) and `PropertySecurity`.
 * Deleting a property with units is refused, as the API does.
 */
export function createPropertyProvider(options: PropertyProviderOptions = {}): MemoryProvider {
  const {
    properties = propertyFixtures,
    units = rentalUnitFixtures,
    contacts = contactFixtures,
    users = ALPHA_USERS,
    security = hicksSecurity,
    refuse: refusal,
    failWith,
    named,
    ...memory
  } = options;
  const securities = new Map<number, PropertySecurity>([[security.propertyID, structuredClone(security)]]);
  // The provider itself, read by the derived fields below (unit counts, names).
  let self: MemoryProvider | null = null;
  const unitsOf = (propertyID: number) =>
    (self?.records<RentalUnit>('rentalUnit') ?? []).filter((u) => u.propertyID === propertyID);

  const propertyRow = (record: MemoryRecord): PropertyListItem => {
    const p = storedAs<Property>(record);
    const list = unitsOf(p.id);
    return {
      id: p.id,
      managementCompanyID: p.managementCompanyID,
      name: p.name,
      fileAs: p.fileAs || p.name,
      type: p.type,
      isActive: p.isActive,
      unitCount: list.length,
      vacantUnitCount: list.filter((u) => u.status === 'vacant').length,
      updatedUtc: p.updatedUtc,
      version: p.version,
      city: p.address?.city ?? null,
      managerName: p.manager?.name ?? null,
    };
  };

  const handlers: Record<string, NamedHandler> = {
    '/PropertyFileAsExist/': (_m, path, _b, db) => {
      const [, company, id, fileAs = ''] = segments(path);
      const wanted = fileAs.trim().toLowerCase();
      const matches = db
        .all('property')
        .filter(
          (p) =>
            p.managementCompanyID === Number(company) &&
            p.id !== Number(id) &&
            (String(p.fileAs) || String(p.name)).trim().toLowerCase() === wanted,
        )
        .map((p) => ({ id: p.id, name: String(p.name) }));
      return ok({ exists: matches.length > 0, matches });
    },
    '/RentalUnitFileAsExist/': (_m, path, _b, db) => {
      const [, propertyID, id, number = ''] = segments(path);
      const matches = db
        .all('rentalUnit')
        .filter(
          (u) =>
            u.propertyID === Number(propertyID) &&
            u.id !== Number(id) &&
            compareUnitNumbers(String(u.unitNumber), number.trim()) === 0,
        )
        .map((u) => ({ id: u.id, name: String(u.unitNumber) }));
      return ok({ exists: matches.length > 0, matches });
    },
    '/RentalUnitSave': async (_m, _path, body, db) => {
      const parsed = rentalUnitBatchSchema.safeParse(body);
      if (!parsed.success) return refuse(400, parsed.error.issues[0]?.message ?? 'Check the units');
      const { unitNumbers, defaults } = parsed.data;
      const taken = db
        .all('rentalUnit')
        .filter(
          (u) =>
            u.propertyID === defaults.propertyID &&
            unitNumbers.some((n) => compareUnitNumbers(n, String(u.unitNumber)) === 0),
        )
        .map((u) => String(u.unitNumber));
      if (taken.length > 0)
        return refuse(
          409,
          `${taken.join(', ')} already ${taken.length === 1 ? 'exists' : 'exist'} in this property; nothing was added.`,
        );
      const items: RentalUnitListItem[] = [];
      for (const unitNumber of unitNumbers) {
        const created = await self!.create<RentalUnit>('rentalUnit', { ...defaults, unitNumber });
        if (created.ok) items.push(rentalUnitListItem(created.data));
      }
      return ok({ items });
    },
    '/PropertySecurity/': (method, path, body) => {
      const id = Number(segments(path)[1]);
      const current = securities.get(id) ?? {
        propertyID: id,
        groups: structuredClone(hicksSecurity.groups).map((g) => ({ ...g, thisProperty: {} })),
      };
      if (method === 'GET') return ok(structuredClone(current));
      const parsed = propertySecurityUpdateSchema.safeParse(body);
      if (!parsed.success) return refuse(400, parsed.error.issues[0]?.message ?? 'Invalid grants');
      const next: PropertySecurity = {
        ...current,
        groups: current.groups.map((g) => {
          const change = parsed.data.groups.find((c) => c.groupID === g.groupID);
          if (!change) return g;
          const thisProperty = Object.fromEntries(
            Object.entries(change.thisProperty).filter(([, mask]) => mask !== 0),
          );
          return { ...g, thisProperty };
        }),
      };
      securities.set(id, next);
      return ok(structuredClone(next));
    },
  };

  const withNames = (body: Record<string, unknown>, previous: MemoryRecord | undefined) => {
    const merged = storedAs<Property>({
      ...previous,
      ...body,
      id: previous?.id ?? 0,
      version: previous?.version ?? 1,
    });
    const ownerIDs = merged.ownerContactIDs ?? [];
    const manager = users.find((u) => u.id === merged.managerUserID);
    return {
      ...merged,
      owners: ownerIDs.map((id) => ({
        id,
        name: String(self?.records('contact').find((c) => c.id === id)?.fileAs ?? `Contact ${id}`),
      })),
      manager: manager ? { id: manager.id, name: manager.fileAs } : null,
      unitCount: previous ? unitsOf(merged.id).length : 0,
      vacantUnitCount: 0,
      updatedUtc: new Date().toISOString(),
    };
  };

  self = createMemoryProvider(
    {
      property: [...properties],
      rentalUnit: [...units],
      contact: [...contacts],
      user: [...users],
    },
    {
      ...memory,
      failWith: (op, resource, detail) => {
        if (refusal) return refusal;
        const scripted = failWith?.(op, resource, detail);
        if (scripted) return scripted;
        if (op === 'remove' && resource === 'property' && detail.id !== undefined) {
          const count = unitsOf(detail.id).length;
          if (count > 0)
            return refuse(
              409,
              `This property has ${count} rental ${count === 1 ? 'unit' : 'units'}. Delete them (or move them to another property) first.`,
            );
        }
        return null;
      },
      named: { ...handlers, ...aircraftTypesHandler, ...named },
      resources: {
        contact: contactMemoryRules,
        property: {
          write: withNames,
          listItem: propertyRow,
          filters: {
            vacant: (row, value) => String(value) !== 'true' || Number(row.vacantUnitCount) > 0,
            active: (row, value) => value === 'all' || String(row.isActive) === String(value),
          },
          sorts: {
            units: (r) => r.unitCount,
            vacant: (r) => r.vacantUnitCount,
            updated: (r) => r.updatedUtc,
          },
        },
        rentalUnit: {
          write: (body, previous) => {
            const merged = storedAs<RentalUnit & { status: string }>({
              ...previous,
              ...body,
              id: previous?.id ?? 0,
              version: previous?.version ?? 1,
            });
            const entered =
              (body.status as RentalUnit['enteredStatus'] | undefined) ?? previous?.enteredStatus ?? 'vacant';
            return {
              ...merged,
              cardImageID: merged.cardImageID ?? null,
              imageCount: merged.imageCount ?? 0,
              managementCompanyID: FIXTURE_COMPANY_ID,
              propertyName: String(
                self?.records('property').find((p) => p.id === merged.propertyID)?.name ?? '',
              ),
              enteredStatus: entered,
              status: entered,
              updatedUtc: new Date().toISOString(),
            };
          },
          listItem: (record) => rentalUnitListItem(storedAs<RentalUnit>(record)),
          filters: {
            listed: (row, value) => String(row.isListed) === String(value),
            ...unitFitMemoryRules.filters,
          },
          withListItems: unitFitMemoryRules.withListItems,
          sorts: {
            unitNumber: (r) => String(r.unitNumber),
            rent: (r) => r.marketRentCents,
            size: (r) => r.squareFeet,
            available: (r) => r.dateAvailable,
            property: (r) => r.propertyName,
          },
        },
      },
    },
  );
  return self;
}

/** The conflict refusal of a stale save, for stories. */
export const STALE_VERSION: DataFailure = refuse(409, CONFLICT_ERROR, { conflict: true });
