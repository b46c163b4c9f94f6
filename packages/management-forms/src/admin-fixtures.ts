// Story and test data of the company administration screens: Alpha Hangar Management, its users and groups.
import {
  maskTaxId,
  Access,
  CONFLICT_ERROR,
  grantProblem,
  MgmtCoFeature,
  PropertyFeature,
  RentalUnitFeature,
  type MgmtCo,
  type SecurityAccesses,
  type SecurityGroup,
  type SystemUser,
  type UserAccess,
  securityAccessesUpdateSchema,
  userInviteSchema,
} from '@hangar/contracts';
import { type DataFailure, type DataResult, type ResourceName } from './data';
import {
  createMemoryProvider,
  type CallMethod,
  type MemoryProvider,
  type MemoryProviderOptions,
  type NamedHandler,
} from './data/memory-provider';

const { View, Add, Edit, Delete } = Access;
const ALL = View | Add | Edit | Delete;

export const ALPHA_ID = 1;

export const ALPHA_COMPANY: MgmtCo = {
  id: ALPHA_ID,
  name: 'Alpha Hangar Management',
  legalName: 'Alpha Hangar Management LLC',
  fileAs: 'Alpha Hangar Management',
  taxIdMasked: '••-•••4417',
  addresses: [
    {
      type: 'work',
      line1: '4200 Hicks Airfield Rd',
      line2: 'Hangar Row B',
      city: 'Fort Worth',
      state: 'TX',
      postalCode: '76179',
      country: 'US',
      isPrimary: true,
    },
    {
      type: 'mailing',
      line1: 'PO Box 79114',
      line2: '',
      city: 'Saginaw',
      state: 'TX',
      postalCode: '76179-0114',
      country: 'US',
      isPrimary: false,
    },
  ],
  phones: [
    { type: 'work', number: '(817) 555-0142', extension: '', isPrimary: true, e164: '+18175550142' },
    { type: 'fax', number: '(817) 555-0143', extension: '', isPrimary: false, e164: '+18175550143' },
  ],
  emails: [
    { type: 'work', address: 'office@alphahangar.example', isPrimary: true },
    { type: 'other', address: 'leasing@alphahangar.example', isPrimary: false },
  ],
  website: 'alphahangar.example',
  timeZone: 'America/Chicago',
  publishesListings: true,
  listingContactLine: 'Call Alpha Property Management, (817) 555-0100',
  isActive: true,
  version: 7,
};

/** A company just registered: a name and nothing else yet. */
export const NEW_COMPANY: MgmtCo = {
  id: 2,
  name: 'Bravo Aviation Properties',
  legalName: '',
  fileAs: '',
  taxIdMasked: null,
  addresses: [],
  phones: [],
  emails: [],
  website: '',
  timeZone: 'America/Chicago',
  publishesListings: false,
  listingContactLine: '',
  isActive: true,
  version: 1,
};

export const GROUP_ADMINS = 21;
export const GROUP_READ_ONLY = 22;
export const GROUP_LEASING = 23;
export const GROUP_MAINTENANCE = 24;

export const USER_ADMIN = 11;
export const USER_VIEWER = 12;
export const USER_LEASING = 13;
export const USER_MAINTENANCE = 14;
export const USER_DISABLED = 15;
export const USER_UNCONFIRMED = 16;

type UserSeed = Pick<SystemUser, 'id' | 'userName' | 'firstName' | 'lastName' | 'email'> &
  Partial<SystemUser>;

function user(seed: UserSeed): SystemUser {
  return {
    fileAs: `${seed.lastName}, ${seed.firstName}`,
    managementCompanyID: ALPHA_ID,
    isSystemAdmin: false,
    isDisabled: false,
    emailConfirmed: true,
    securityGroupIDs: [],
    lastLoginUtc: null,
    version: 1,
    ...seed,
  };
}

export const ALPHA_USERS: SystemUser[] = [
  user({
    id: USER_ADMIN,
    userName: 'alpha.admin',
    firstName: 'Dana',
    lastName: 'Whitfield',
    email: 'dana.whitfield@alphahangar.example',
    securityGroupIDs: [GROUP_ADMINS],
    lastLoginUtc: '2026-11-23T14:05:00Z',
    version: 4,
  }),
  user({
    id: USER_VIEWER,
    userName: 'alpha.viewer',
    firstName: 'Marcus',
    lastName: 'Lee',
    email: 'marcus.lee@alphahangar.example',
    securityGroupIDs: [GROUP_READ_ONLY],
    lastLoginUtc: '2026-11-20T16:42:00Z',
  }),
  user({
    id: USER_LEASING,
    userName: 'j.ortiz',
    firstName: 'Jamie',
    lastName: 'Ortiz',
    email: 'jamie.ortiz@alphahangar.example',
    securityGroupIDs: [GROUP_LEASING, GROUP_READ_ONLY],
    lastLoginUtc: '2026-11-22T09:15:00Z',
    version: 3,
  }),
  user({
    id: USER_MAINTENANCE,
    userName: 'p.nguyen',
    firstName: 'Priya',
    lastName: 'Nguyen',
    email: 'priya.nguyen@alphahangar.example',
    securityGroupIDs: [GROUP_MAINTENANCE],
    lastLoginUtc: '2026-11-18T12:30:00Z',
    version: 2,
  }),
  user({
    id: USER_DISABLED,
    userName: 'r.baker',
    firstName: 'Ron',
    lastName: 'Baker',
    email: 'ron.baker@alphahangar.example',
    isDisabled: true,
    lastLoginUtc: '2026-03-02T18:00:00Z',
    version: 5,
  }),
  user({
    id: USER_UNCONFIRMED,
    userName: 'k.hall',
    firstName: 'Kim',
    lastName: 'Hall',
    email: 'kim.hall@alphahangar.example',
    emailConfirmed: false,
    securityGroupIDs: [GROUP_LEASING],
  }),
];

const membersOf = (groupId: number) =>
  ALPHA_USERS.filter((u) => u.securityGroupIDs.includes(groupId)).map((u) => u.id);

function group(id: number, name: string, description: string, version = 1): SecurityGroup {
  return {
    id,
    level: 'mgmtco',
    managementCompanyID: ALPHA_ID,
    name,
    description,
    memberIDs: membersOf(id),
    version,
  };
}

export const ALPHA_GROUPS: SecurityGroup[] = [
  group(GROUP_ADMINS, 'Administrators', 'Everything in the company, including users and security.', 3),
  group(GROUP_READ_ONLY, 'Read only', 'Sees everything, changes nothing.'),
  group(GROUP_LEASING, 'Leasing', 'Contacts, leases and the rental units they are for.', 2),
  group(GROUP_MAINTENANCE, 'Maintenance', 'Rental unit details and photos.'),
];

const grant = (securityFeatureID: number, access: number) => ({ securityFeatureID, access, scopeID: null });

/** Each group's grants, as `GET /SystemSecurityAccesses/{id}` answers them. */
export const ALPHA_GROUP_ACCESSES: Record<number, SecurityAccesses> = {
  [GROUP_ADMINS]: {
    securityGroupID: GROUP_ADMINS,
    version: 3,
    accesses: [
      ...Object.values(MgmtCoFeature).map((f) => grant(f, ALL)),
      ...Object.values(PropertyFeature).map((f) => grant(f, ALL)),
      ...Object.values(RentalUnitFeature).map((f) => grant(f, ALL)),
    ],
  },
  [GROUP_READ_ONLY]: {
    securityGroupID: GROUP_READ_ONLY,
    version: 1,
    accesses: [
      ...Object.values(MgmtCoFeature).map((f) => grant(f, View)),
      ...Object.values(PropertyFeature).map((f) => grant(f, View)),
      ...Object.values(RentalUnitFeature).map((f) => grant(f, View)),
    ],
  },
  [GROUP_LEASING]: {
    securityGroupID: GROUP_LEASING,
    version: 2,
    accesses: [
      grant(MgmtCoFeature.Contacts, View | Add),
      grant(MgmtCoFeature.Properties, View),
      grant(PropertyFeature.Leases, View | Add | Edit),
      grant(RentalUnitFeature.Leases, View | Add | Edit),
      // Leasing may describe the units of one property only (a scoped grant the grid keeps as it is).
      { securityFeatureID: RentalUnitFeature.Details, access: View | Edit, scopeID: 301 },
    ],
  },
  [GROUP_MAINTENANCE]: {
    securityGroupID: GROUP_MAINTENANCE,
    version: 1,
    accesses: [
      grant(MgmtCoFeature.Vendors, View),
      grant(RentalUnitFeature.Details, View | Edit),
      grant(RentalUnitFeature.Images, View | Add | Edit | Delete),
    ],
  },
};

/** What `GET /UserAccess/{id}` answers for a user: every grant of every group they belong to. */
export function userAccessOf(
  u: Pick<SystemUser, 'id' | 'isSystemAdmin' | 'securityGroupIDs'>,
  accesses: Record<number, SecurityAccesses> = ALPHA_GROUP_ACCESSES,
): UserAccess {
  return {
    userID: u.id,
    isSystemAdmin: u.isSystemAdmin,
    features: u.securityGroupIDs.flatMap((g) => accesses[g]?.accesses ?? []),
  };
}

/** Many users, for paging stories: the fixture users followed by made-up staff. */
export function manyUsers(count: number): SystemUser[] {
  const first = ['Avery', 'Blake', 'Casey', 'Devon', 'Emerson', 'Finley', 'Harper', 'Jordan', 'Logan'];
  const last = ['Adams', 'Brooks', 'Carter', 'Diaz', 'Evans', 'Foster', 'Garcia', 'Hughes', 'Irwin'];
  const extra = Array.from({ length: Math.max(0, count - ALPHA_USERS.length) }, (_, i) => {
    const firstName = first[i % first.length]!;
    const lastName = last[Math.floor(i / first.length) % last.length]!;
    return user({
      id: 100 + i,
      userName: `${firstName[0]!.toLowerCase()}.${lastName.toLowerCase()}${i}`,
      firstName,
      lastName,
      email: `${firstName}.${lastName}${i}@alphahangar.example`.toLowerCase(),
      securityGroupIDs: [GROUP_READ_ONLY],
      isDisabled: i % 7 === 6,
      lastLoginUtc: i % 3 === 0 ? null : `2026-10-${String((i % 28) + 1).padStart(2, '0')}T10:00:00Z`,
    });
  });
  return [...ALPHA_USERS, ...extra].slice(0, count);
}

// --- the in-memory provider of the administration stories and tests

type NamedCall = { method: CallMethod; path: string; body: unknown };

export type AdminProviderOptions = Omit<MemoryProviderOptions, 'resources'> & {
  companies?: MgmtCo[];
  users?: SystemUser[];
  groups?: SecurityGroup[];
  accesses?: Record<number, SecurityAccesses>;
};

export type AdminProvider = MemoryProvider & {
  /** Every named call so far, in order. */
  calls: NamedCall[];
  /** A group's grants as stored now. */
  accessesOf(groupId: number): SecurityAccesses | undefined;
};

const ok = <T>(data: T): DataResult<T> => ({ ok: true, data });
const refuse = (status: number, message: string, extra: Partial<DataFailure> = {}): DataFailure => ({
  ok: false,
  status,
  message,
  ...extra,
});

const idAt = (path: string) => Number(path.split('/').filter(Boolean)[1]);

/**
 * A memory provider holding Alpha's company, users and groups, answering the administration screens'
 * named calls as the API does: `GET /UserAccess/{id}`, `GET|PUT /SystemSecurityAccesses/{id}`,
 * `POST /InviteUser`, `GET /sendforgottenpasswordemail/{email}`. Memberships follow both the users'
 * `securityGroupIDs` and the groups' `memberIDs`, whichever was saved last.
 */
export function createAdminProvider(options: AdminProviderOptions = {}): AdminProvider {
  const {
    companies = [ALPHA_COMPANY, NEW_COMPANY],
    users = ALPHA_USERS,
    groups = ALPHA_GROUPS,
    accesses: seedAccesses = ALPHA_GROUP_ACCESSES,
    named,
    ...memory
  } = options;
  const accesses = new Map(Object.entries(structuredClone(seedAccesses)).map(([id, a]) => [Number(id), a]));
  const members = new Map(groups.map((g) => [g.id, new Set(g.memberIDs)]));
  for (const u of users)
    for (const g of u.securityGroupIDs) {
      if (!members.has(g)) members.set(g, new Set());
      members.get(g)!.add(u.id);
    }
  const groupIdsOf = (userId: number) =>
    [...members.entries()].filter(([, set]) => set.has(userId)).map(([id]) => id);
  const calls: NamedCall[] = [];

  const handlers: Record<string, NamedHandler> = {
    '/UserAccess/': (_method, path, _body, db) => {
      const u = db.get('user', idAt(path)) as SystemUser | undefined;
      if (!u) return refuse(404, 'No such user');
      return ok(userAccessOf({ ...u, securityGroupIDs: groupIdsOf(u.id) }, Object.fromEntries(accesses)));
    },
    '/SystemSecurityAccesses/': (method, path, body, db) => {
      const id = idAt(path);
      const group = db.get('securityGroup', id) as SecurityGroup | undefined;
      if (!group) return refuse(404, 'No such security group');
      if (method === 'GET')
        return ok({
          securityGroupID: id,
          accesses: accesses.get(id)?.accesses ?? [],
          version: group.version,
        });
      const parsed = securityAccessesUpdateSchema.safeParse(body);
      if (!parsed.success) return refuse(400, parsed.error.issues[0]?.message ?? 'Invalid grants');
      if (parsed.data.version !== group.version) return refuse(409, CONFLICT_ERROR, { conflict: true });
      const problem = grantProblem(group.level, parsed.data.accesses);
      if (problem) return refuse(400, problem);
      const saved = {
        securityGroupID: id,
        accesses: parsed.data.accesses.filter((a) => a.access !== 0),
        version: group.version,
      };
      accesses.set(id, saved);
      return ok(saved);
    },
    '/InviteUser': async (_method, _path, body, db) => {
      const parsed = userInviteSchema.safeParse(body);
      if (!parsed.success) return refuse(400, parsed.error.issues[0]?.message ?? 'Invalid invitation');
      const invite = parsed.data;
      const taken = db
        .all('user')
        .find((u) => String(u.userName).toLowerCase() === invite.userName.toLowerCase());
      if (taken)
        return refuse(400, 'Check the highlighted fields', {
          fieldErrors: { userName: 'That username is taken' },
        });
      const created = await base.create<SystemUser>('user', {
        ...invite,
        fileAs: `${invite.lastName}, ${invite.firstName}`,
        isSystemAdmin: false,
        isDisabled: false,
        emailConfirmed: false,
        lastLoginUtc: null,
      });
      if (created.ok)
        for (const g of invite.securityGroupIDs) {
          if (!members.has(g)) members.set(g, new Set());
          members.get(g)!.add(created.data.id);
        }
      return created;
    },
    '/sendforgottenpasswordemail/': () => ok(null),
  };

  const logged: Record<string, NamedHandler> = {};
  for (const [prefix, handler] of Object.entries({ ...handlers, ...named }))
    logged[prefix] = (method, path, body, db) => {
      calls.push({ method, path, body });
      return handler(method, path, body, db);
    };

  const base = createMemoryProvider(
    { company: companies, user: users, securityGroup: groups },
    {
      ...memory,
      named: logged,
      resources: {
        company: {
          write: (body, previous) => {
            const { taxId, ...rest } = body as Record<string, unknown> & { taxId?: string };
            const phones = (rest.phones as { number: string }[] | undefined)?.map((p) => ({
              ...p,
              e164: `+1${p.number.replace(/\D/g, '').slice(-10)}`,
            }));
            return {
              ...previous,
              ...rest,
              ...(phones ? { phones } : {}),
              taxIdMasked: taxId ? maskTaxId(taxId, 'company') : (previous?.taxIdMasked ?? null),
            };
          },
        },
        user: {
          filters: {
            status: (row, value) => value === 'all' || (value === 'disabled') === Boolean(row.isDisabled),
          },
          sorts: { lastLogin: (row) => row.lastLoginUtc },
          write: (body, previous) => {
            const merged = { ...previous, ...body };
            return { ...merged, fileAs: `${String(merged.lastName)}, ${String(merged.firstName)}` };
          },
        },
      },
    },
  );

  function syncMembers(resource: ResourceName, record: unknown) {
    if (resource === 'securityGroup') {
      const g = record as SecurityGroup;
      members.set(g.id, new Set(g.memberIDs));
    } else if (resource === 'user') {
      const u = record as SystemUser;
      for (const [id, set] of members) {
        if (u.securityGroupIDs.includes(id)) set.add(u.id);
        else set.delete(u.id);
      }
    }
  }

  return {
    ...base,
    calls,
    accessesOf: (groupId) => structuredClone(accesses.get(groupId)),
    async create<T>(resource: ResourceName, body: unknown) {
      const result = await base.create<T>(resource, body);
      if (result.ok) syncMembers(resource, result.data);
      return result;
    },
    async update<T>(resource: ResourceName, id: number, body: unknown) {
      const result = await base.update<T>(resource, id, body);
      if (result.ok) syncMembers(resource, result.data);
      return result;
    },
  };
}
