// Story and test data of the system administration screens: Alpha's data and Bravo's users, two system
// groups, the overview's counts, errors, outbox, jobs and heartbeats, and which groups grant each feature.
import {
  Access,
  CONFLICT_ERROR,
  FEATURES,
  JOBS,
  systemSecurityGroupCreateSchema,
  systemSecurityGroupUpdateSchema,
  SystemFeature,
  type ErrorLogEntry,
  type FeatureGrants,
  type FeatureLevel,
  type Heartbeat,
  type Job,
  type OutboxMessage,
  type PublishingApprovals,
  type PublishingCompany,
  type SecurityAccesses,
  type SecurityGroup,
  type SystemSummary,
  type SystemUser,
} from '@hangar/contracts';
import {
  ALPHA_COMPANY,
  ALPHA_GROUP_ACCESSES,
  ALPHA_GROUPS,
  ALPHA_USERS,
  createAdminProvider,
  NEW_COMPANY,
  USER_ADMIN,
  type AdminProvider,
  type AdminProviderOptions,
} from '../admin-fixtures';
import type { DataResult } from '../data';
import type { NamedHandler } from '../data/memory-provider';

export const BRAVO_ID = NEW_COMPANY.id;
export const BRAVO_COMPANY = { ...NEW_COMPANY, fileAs: NEW_COMPANY.name };
export const SYSTEM_COMPANIES = [ALPHA_COMPANY, BRAVO_COMPANY];

export const USER_BRAVO_ADMIN = 41;
export const USER_BRAVO_VIEWER = 42;
export const GROUP_SUPPORT = 31;
export const GROUP_AUDITORS = 32;

const bravo = (id: number, userName: string, firstName: string, lastName: string): SystemUser => ({
  id,
  userName,
  email: `${userName}@bravo.example`,
  firstName,
  lastName,
  fileAs: `${lastName}, ${firstName}`,
  managementCompanyID: BRAVO_ID,
  isSystemAdmin: false,
  isDisabled: false,
  emailConfirmed: true,
  securityGroupIDs: [],
  lastLoginUtc: '2026-11-20T15:30:00Z',
  version: 1,
});

/** Every company's users: Alpha's and two of Bravo's. */
export const SYSTEM_USERS: SystemUser[] = [
  ...ALPHA_USERS,
  bravo(USER_BRAVO_ADMIN, 'bravo.admin', 'Bravo', 'Administrator'),
  bravo(USER_BRAVO_VIEWER, 'bravo.viewer', 'Bravo', 'Viewer'),
];

const systemGroup = (id: number, name: string, description: string, memberIDs: number[]): SecurityGroup => ({
  id,
  level: 'system',
  managementCompanyID: null,
  name,
  description,
  memberIDs,
  version: 2,
});

export const SYSTEM_GROUPS: SecurityGroup[] = [
  systemGroup(GROUP_SUPPORT, 'Support desk', 'Helps users of every company.', [USER_ADMIN]),
  systemGroup(GROUP_AUDITORS, 'Auditors', 'Reads the logs.', []),
];

const grant = (securityFeatureID: number, access: number) => ({ securityFeatureID, access, scopeID: null });
export const SYSTEM_GROUP_ACCESSES: Record<number, SecurityAccesses> = {
  [GROUP_SUPPORT]: {
    securityGroupID: GROUP_SUPPORT,
    version: 2,
    accesses: [
      grant(SystemFeature.Users, Access.View | Access.Edit),
      grant(SystemFeature.ErrorLog, Access.View),
    ],
  },
  [GROUP_AUDITORS]: {
    securityGroupID: GROUP_AUDITORS,
    version: 2,
    accesses: [grant(SystemFeature.AuditLog, Access.View), grant(SystemFeature.ErrorLog, Access.View)],
  },
};

export const SYSTEM_SUMMARY: SystemSummary = {
  companies: 2,
  activeUsers: 7,
  disabledUsers: 1,
  activeSessions: 3,
  errorsLast24h: 2,
  outboxStored: 1,
  outboxFailed: 1,
};

export const SYSTEM_ERRORS: ErrorLogEntry[] = [
  {
    id: 9,
    timeUtc: '2026-11-23T14:02:00Z',
    source: 'server',
    message: 'connect ECONNREFUSED 127.0.0.1:25',
    url: '/api/InviteUser',
    userName: 'alpha.admin',
    detail: '',
  },
  {
    id: 8,
    timeUtc: '2026-11-23T09:41:00Z',
    source: 'client',
    message: 'Failed to fetch dynamically imported module',
    url: '/MgmtCoAdmin/1/Contacts',
    userName: null,
    detail: '',
  },
];

export const SYSTEM_OUTBOX: OutboxMessage[] = [
  {
    id: 5,
    createdUtc: '2026-11-23T14:02:00Z',
    to: 'new.hire@alpha.example',
    subject: 'You are invited to Hangar',
    text: '',
    status: 'failed',
  },
  {
    id: 4,
    createdUtc: '2026-11-23T13:00:00Z',
    to: 'bravo.admin@bravo.example',
    subject: 'Vendor insurance needs attention',
    text: '',
    status: 'stored',
  },
  {
    id: 3,
    createdUtc: '2026-11-22T13:00:00Z',
    to: 'office@alpha.example',
    subject: 'Reset your password',
    text: '',
    status: 'sent',
  },
];

export const SYSTEM_JOBS: Job[] = JOBS.map((j, i) => ({
  name: j.name,
  label: j.label,
  description: j.description,
  everySeconds: 3600,
  nextRunUtc: '2026-11-23T15:00:00Z',
  running: false,
  runRequested: false,
  failures: i === 1 ? 2 : 0,
  lastRun: {
    id: 100 + i,
    job: j.name,
    instance: 'api-1',
    attempt: i === 1 ? 2 : 1,
    status: i === 1 ? 'failed' : 'ok',
    result: i === 1 ? 'SMTP refused the connection' : 'Done',
    requestedBy: null,
    startedUtc: '2026-11-23T14:00:00Z',
    finishedUtc: '2026-11-23T14:00:02Z',
  },
}));

export const SYSTEM_HEARTBEATS: Heartbeat[] = [
  {
    instance: 'api-1',
    startedUtc: '2026-11-23T08:00:00Z',
    beatUtc: '2026-11-23T14:05:00Z',
    alive: true,
    runningJob: null,
  },
  {
    instance: 'api-2',
    startedUtc: '2026-11-22T08:00:00Z',
    beatUtc: '2026-11-22T20:00:00Z',
    alive: false,
    runningJob: null,
  },
];

/** A company that registered itself and asks to publish: what the approvals screen must catch. */
export const PUBLISHING_NEWCOMER: PublishingCompany = {
  id: 57,
  name: 'Hicks Airfield Hangars LLC',
  publishesListings: true,
  isActive: true,
  listingContactLine: 'Call Hicks Airfield Hangars, (214) 555-0199',
  email: 'deals@hangar-deals.example',
  phone: '(214) 555-0199',
  listedUnits: 1,
  createdUtc: '2026-11-21T09:12:00Z',
  approvedUtc: null,
  approvedBy: null,
};

/** The publishing approvals screen's data: a newcomer and Bravo wait; Alpha is approved and publishing. */
export const SYSTEM_PUBLISHING: PublishingApprovals = {
  waiting: [
    PUBLISHING_NEWCOMER,
    {
      id: BRAVO_ID,
      name: BRAVO_COMPANY.name,
      publishesListings: true,
      isActive: true,
      listingContactLine: BRAVO_COMPANY.name,
      email: null,
      phone: null,
      listedUnits: 0,
      createdUtc: '2026-11-22T14:00:00Z',
      approvedUtc: null,
      approvedBy: null,
    },
  ],
  approved: [
    {
      id: ALPHA_COMPANY.id,
      name: ALPHA_COMPANY.name,
      publishesListings: true,
      isActive: true,
      listingContactLine: ALPHA_COMPANY.listingContactLine,
      email: 'office@alphahangar.example',
      phone: '(817) 555-0100',
      listedUnits: 9,
      createdUtc: '2026-01-05T08:00:00Z',
      approvedUtc: '2026-01-05T08:30:00Z',
      approvedBy: 'sysadmin',
    },
  ],
};

export type SystemProviderOptions = AdminProviderOptions & {
  /** The publishing approvals (`/PublishingApprovals`); approving and revoking move companies between lists. */
  publishing?: PublishingApprovals;
  summary?: SystemSummary;
  errors?: ErrorLogEntry[];
  outbox?: OutboxMessage[];
  jobs?: Job[];
  heartbeats?: Heartbeat[];
};

const ok = <T>(data: T): DataResult<T> => ({ ok: true, data });
const lastId = (path: string) => Number(path.split('?')[0]!.split('/').filter(Boolean).at(-1));

/**
 * The admin provider with every company's users, the system groups, and the system screens' named calls:
 * `/SystemSummary`, `/PublishingApprovals` (and its approve and revoke), `/errorlogs`, `/emailoutbox`, `/jobs`,
 * `/ProcessMainWfHeartbeat/all`,
 * `/SystemSecurityGroups`, `GET|POST|PUT /SystemSecurityGroup[/{id}]`, the four feature lists and
 * `/SecurityFeatureGrants/{level}` (worked out from the stored groups and grants).
 */
export function createSystemProvider(options: SystemProviderOptions = {}): AdminProvider {
  const {
    summary = SYSTEM_SUMMARY,
    errors = SYSTEM_ERRORS,
    outbox = SYSTEM_OUTBOX,
    jobs = SYSTEM_JOBS,
    heartbeats = SYSTEM_HEARTBEATS,
    publishing = SYSTEM_PUBLISHING,
    named,
    ...admin
  } = options;
  const groups = () => provider.records<SecurityGroup>('securityGroup');
  const features = (level: FeatureLevel) => () => ok(FEATURES.filter((f) => f.level === level));
  const approvals = structuredClone(publishing);
  const handlers: Record<string, NamedHandler> = {
    '/SystemSummary': () => ok(summary),
    '/PublishingApprovals': (method, path) => {
      if (method === 'GET') return ok(structuredClone(approvals));
      const [, , id, action] = path.split('/');
      const all = [...approvals.waiting, ...approvals.approved];
      const company = all.find((c) => c.id === Number(id));
      if (!company) return { ok: false, status: 404, message: 'Not found' };
      if (action === 'approve' && !company.approvedUtc) {
        Object.assign(company, { approvedUtc: new Date().toISOString(), approvedBy: 'sysadmin' });
      } else if (action === 'revoke' && company.approvedUtc) {
        Object.assign(company, { approvedUtc: null, approvedBy: null });
      }
      approvals.waiting = all.filter((c) => !c.approvedUtc && c.publishesListings);
      approvals.approved = all.filter((c) => c.approvedUtc);
      return ok(structuredClone(company));
    },
    '/errorlogs': (_m, path) => {
      const limit = Number(new URLSearchParams(path.split('?')[1]).get('limit') ?? 100);
      return ok(errors.slice(0, limit));
    },
    '/emailoutbox': () => ok(outbox),
    '/jobs': () => ok(jobs),
    '/ProcessMainWfHeartbeat/': () => ok(heartbeats),
    '/SystemSecurityGroups': () =>
      ok(
        groups()
          .filter((g) => g.level === 'system')
          .sort((a, b) => a.name.localeCompare(b.name)),
      ),
    '/SystemSecurityGroup': async (method, path, body) => {
      if (method === 'POST') {
        const parsed = systemSecurityGroupCreateSchema.safeParse(body);
        if (!parsed.success) return { ok: false, status: 400, message: parsed.error.issues[0]!.message };
        return provider.create('securityGroup', {
          ...parsed.data,
          level: 'system',
          managementCompanyID: null,
        });
      }
      const id = lastId(path);
      const current = groups().find((g) => g.id === id && g.level === 'system');
      if (!current) return { ok: false, status: 404, message: 'No such security group' };
      if (method === 'GET') return ok(current);
      const parsed = systemSecurityGroupUpdateSchema.safeParse(body);
      if (!parsed.success) return { ok: false, status: 400, message: parsed.error.issues[0]!.message };
      if (parsed.data.version !== current.version)
        return { ok: false, status: 409, message: CONFLICT_ERROR, conflict: true };
      return provider.update('securityGroup', id, { ...current, ...parsed.data });
    },
    '/systemsecurityfeatures': features('system'),
    '/MgmtCompanySecurityFeatures': features('mgmtco'),
    '/PropertySecurityFeatures': features('property'),
    '/RentalUnitSecurityFeatures': features('unit'),
    '/SecurityFeatureGrants/': (_m, path) => {
      const level = path.split('/').at(-1) as FeatureLevel;
      const all = groups();
      const answer: FeatureGrants = FEATURES.filter((f) => f.level === level).map((f) => ({
        securityFeatureID: f.id,
        groups: all.flatMap((g) => {
          const mask = (provider.accessesOf(g.id)?.accesses ?? [])
            .filter((a) => a.securityFeatureID === f.id)
            .reduce((m, a) => m | a.access, 0);
          if (!mask) return [];
          const company = SYSTEM_COMPANIES.find((c) => c.id === g.managementCompanyID);
          return [
            {
              id: g.id,
              name: g.name,
              level: g.level,
              managementCompanyID: g.managementCompanyID,
              companyName: company?.name ?? null,
              access: mask,
              scoped: false,
            },
          ];
        }),
      }));
      return ok(answer);
    },
  };
  const provider: AdminProvider = createAdminProvider({
    companies: SYSTEM_COMPANIES,
    users: SYSTEM_USERS,
    groups: [...ALPHA_GROUPS, ...SYSTEM_GROUPS],
    accesses: { ...ALPHA_GROUP_ACCESSES, ...SYSTEM_GROUP_ACCESSES },
    ...admin,
    named: { ...handlers, ...named },
  });
  return provider;
}
