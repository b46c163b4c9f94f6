// Story and test data of the system operations screens: stored system values, errors, jobs with runs,
// heartbeats, the outbox, about and the self-test, answered by an in-memory provider that also runs a job
// "now" (it finishes after a few reads of the jobs) and refuses a value that does not fit its type.
import {
  JOBS,
  systemValueDefinition,
  systemValueProblem,
  WITHHELD_KEY_TEXT,
  type About,
  type ErrorLogEntry,
  type Heartbeat,
  type Job,
  type JobRun,
  type OutboxMessage,
  type SelfTest,
  type SystemValue,
} from '@hangar/contracts';
import { type DataResult } from '../data';
import {
  createMemoryProvider,
  type MemoryProvider,
  type MemoryProviderOptions,
} from '../data/memory-provider';

const NOW = Date.parse('2026-11-23T15:00:00Z');
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

export const SYSTEM_VALUES_FIXTURE: SystemValue[] = [
  {
    id: 1,
    key: 'NewRegistrationAvailable',
    value: 'true',
    description: 'Whether visitors may register a new management company ("true" or "false").',
    version: 1,
  },
  { id: 2, key: 'ErrorLogRetentionDays', value: '60', description: '', version: 3 },
  {
    id: 3,
    key: 'SiteName',
    value: 'Hicks Airfield (T67)',
    description: 'Name shown in e-mails.',
    version: 1,
  },
];

export const ERRORS_FIXTURE: ErrorLogEntry[] = [
  {
    id: 14,
    timeUtc: ago(5),
    source: 'server',
    message: 'Query failed (SQLSTATE 57014)',
    url: '/api/contacts?managementCompanyID=1',
    userName: 'alpha.admin',
    detail: 'select "id", "file_as" from "contacts" where "management_company_id" = $1',
  },
  {
    id: 13,
    timeUtc: ago(40),
    source: 'client',
    message: "TypeError: Cannot read properties of undefined (reading 'units')",
    url: 'http://127.0.0.1:3000/properties/301/Edit/units',
    userName: 'alpha.viewer',
    detail:
      "TypeError: Cannot read properties of undefined (reading 'units')\n    at UnitList (unit-list.tsx:41:18)\n    at renderWithHooks (react-dom.js:1:1)",
  },
  {
    id: 12,
    timeUtc: ago(60 * 30),
    source: 'client',
    message: 'ChunkLoadError: Loading chunk failed',
    url: 'http://127.0.0.1:3000/resetpassword/[redacted]',
    userName: null,
    detail: '',
  },
];

const job = (i: number, over: Partial<Job> = {}): Job => ({
  name: JOBS[i]!.name,
  label: JOBS[i]!.label,
  description: JOBS[i]!.description,
  everySeconds: [7 * 86_400, 86_400, 300, 86_400][i]!,
  nextRunUtc: ago(-60),
  running: false,
  runRequested: false,
  failures: 0,
  lastRun: null,
  ...over,
});

export const RUNS_FIXTURE: JobRun[] = [
  {
    id: 31,
    job: 'end-impersonations',
    instance: 'api-1',
    attempt: 1,
    status: 'ok',
    result: '0 impersonations ended',
    requestedBy: null,
    startedUtc: ago(3),
    finishedUtc: ago(3),
  },
  {
    id: 30,
    job: 'insurance-reminders',
    instance: 'api-1',
    attempt: 2,
    status: 'failed',
    result: 'SMTP connection refused',
    requestedBy: null,
    startedUtc: ago(90),
    finishedUtc: ago(90),
  },
  {
    id: 29,
    job: 'purge-old-rows',
    instance: 'api-1',
    attempt: 1,
    status: 'ok',
    result: 'Deleted 3 ended sessions, 0 activity rows, 2 errors',
    requestedBy: 1,
    startedUtc: ago(600),
    finishedUtc: ago(600),
  },
];

export const JOBS_FIXTURE: Job[] = [
  job(0),
  job(1, { failures: 2, lastRun: RUNS_FIXTURE[1]! }),
  job(2, { lastRun: RUNS_FIXTURE[0]! }),
  job(3, { lastRun: RUNS_FIXTURE[2]! }),
];

export const HEARTBEATS_FIXTURE: Heartbeat[] = [
  { instance: 'api-1', startedUtc: ago(600), beatUtc: ago(0), alive: true, runningJob: null },
  { instance: 'api-2', startedUtc: ago(900), beatUtc: ago(45), alive: false, runningJob: null },
];

export const OUTBOX_FIXTURE: OutboxMessage[] = [
  {
    id: 8,
    createdUtc: ago(10),
    to: 'alpha@alpha.example',
    subject: 'Vendor insurance needs attention (2 vendors)',
    text: 'Alpha Management: these vendors’ insurance has expired or expires within 30 days.',
    status: 'failed',
  },
  {
    id: 7,
    createdUtc: ago(20),
    to: 'alpha.admin@alpha.example',
    subject: 'Reset your password',
    text: `Follow this link to choose a new password: http://127.0.0.1:3000/resetpassword/${WITHHELD_KEY_TEXT}`,
    status: 'failed',
  },
  {
    id: 6,
    createdUtc: ago(30),
    to: 'bravo.admin@bravo.example',
    subject: 'Confirm your e-mail address',
    text: 'Follow this link to confirm your address.',
    status: 'sent',
  },
];

export const ABOUT_FIXTURE: About = {
  name: 'Hangar',
  version: '0.1.0',
  database: 'postgresql',
  buildTime: ago(60 * 24),
  startedUtc: ago(600),
};

export const SELF_TEST_FIXTURE: SelfTest = {
  ok: true,
  timeUtc: ago(0),
  checks: [
    { name: 'api', label: 'API', ok: true, ms: 0, message: 'Answering (up 3600 s)' },
    { name: 'database', label: 'Database', ok: true, ms: 4, message: 'PostgreSQL answered a query' },
    {
      name: 'mail',
      label: 'Mail transport',
      ok: true,
      ms: 1,
      message: 'Outbox only: no SMTP_URL, messages stay in the outbox',
    },
    {
      name: 'files',
      label: 'File storage',
      ok: true,
      ms: 6,
      message: 'Folder store wrote, read and deleted a probe file',
    },
  ],
};

export type SystemOperationsData = {
  values: SystemValue[];
  errors: ErrorLogEntry[];
  jobs: Job[];
  runs: JobRun[];
  heartbeats: Heartbeat[];
  outbox: OutboxMessage[];
  about: About;
  selfTest: SelfTest;
  /** Whether SMTP delivers (else Resend is refused: the outbox is the mailbox). */
  smtp: boolean;
  /** Reads of /jobs before a requested run finishes. */
  runReads: number;
};

export type SystemOperationsProvider = MemoryProvider & { data: SystemOperationsData };

const okOf = <T>(data: T): DataResult<T> => ({ ok: true, data: structuredClone(data) });
const notFound: DataResult<never> = { ok: false, status: 404, message: 'Not found' };

/** A provider of the system operations screens over copies of the fixtures (or `data`'s overrides). */
export function createSystemOperationsProvider(
  data: Partial<SystemOperationsData> = {},
  options: Omit<MemoryProviderOptions, 'named'> = {},
): SystemOperationsProvider {
  const d: SystemOperationsData = structuredClone({
    values: SYSTEM_VALUES_FIXTURE,
    errors: ERRORS_FIXTURE,
    jobs: JOBS_FIXTURE,
    runs: RUNS_FIXTURE,
    heartbeats: HEARTBEATS_FIXTURE,
    outbox: OUTBOX_FIXTURE,
    about: ABOUT_FIXTURE,
    selfTest: SELF_TEST_FIXTURE,
    smtp: true,
    runReads: 2,
    ...data,
  });
  const pendingRuns = new Map<string, number>();
  let nextRun = 100;

  const query = (path: string) => new URLSearchParams(path.split('?')[1] ?? '');

  const provider = createMemoryProvider(
    {},
    {
      ...options,
      named: {
        '/systemvalues': (method, path, body) => {
          const b = (body ?? {}) as { key: string; value: string; description?: string; version?: number };
          if (method === 'GET') return okOf(d.values);
          if (method === 'DELETE') {
            const index = d.values.findIndex((v) => v.id === Number(path.split('/')[2]));
            if (index < 0) return notFound;
            d.values.splice(index, 1);
            return okOf(null);
          }
          const problem = systemValueProblem(systemValueDefinition(b.key), b.value);
          if (problem)
            return {
              ok: false,
              status: 400,
              message: `${b.key}: ${problem}`,
              fieldErrors: { value: problem },
            };
          if (method === 'POST') {
            const row = {
              id: Math.max(0, ...d.values.map((v) => v.id)) + 1,
              key: b.key,
              value: b.value,
              description: b.description ?? '',
              version: 1,
            };
            d.values.push(row);
            return okOf(row);
          }
          const id = Number(path.split('/')[2]);
          const row = d.values.find((v) => v.id === id);
          if (!row) return notFound;
          if (row.version !== b.version)
            return { ok: false, status: 409, conflict: true, message: 'Someone else changed it' };
          Object.assign(row, { value: b.value, description: b.description ?? '', version: row.version + 1 });
          return okOf(row);
        },
        '/errorlogs': (_method, path) => {
          const q = query(path);
          const text = (q.get('q') ?? '').toLowerCase();
          const rows = d.errors
            .filter((e) => !q.get('source') || e.source === q.get('source'))
            .filter((e) => !text || [e.message, e.url, e.detail].some((s) => s.toLowerCase().includes(text)))
            .slice(0, Number(q.get('limit') ?? 100));
          return okOf(rows);
        },
        '/errorlog/': (method, path) => {
          const id = Number(path.split('/')[2]);
          const index = d.errors.findIndex((e) => e.id === id);
          if (index < 0) return notFound;
          if (method === 'DELETE') {
            d.errors.splice(index, 1);
            return okOf(null);
          }
          return okOf(d.errors[index]);
        },
        '/errorlog?': (_method, path) => {
          const before = query(path).get('before') ?? '';
          const kept = d.errors.filter((e) => e.timeUtc.slice(0, 10) >= before);
          const deleted = d.errors.length - kept.length;
          d.errors = kept;
          return okOf({ deleted });
        },
        '/jobs': () => {
          for (const [name, reads] of pendingRuns) {
            const j = d.jobs.find((x) => x.name === name)!;
            if (reads > 1) {
              pendingRuns.set(name, reads - 1);
              Object.assign(j, { runRequested: false, running: true });
              continue;
            }
            pendingRuns.delete(name);
            const run: JobRun = {
              id: nextRun++,
              job: j.name,
              instance: 'api-1',
              attempt: 1,
              status: 'ok',
              result: `${j.label}: done`,
              requestedBy: 1,
              startedUtc: new Date().toISOString(),
              finishedUtc: new Date().toISOString(),
            };
            d.runs.unshift(run);
            Object.assign(j, { running: false, runRequested: false, lastRun: run, failures: 0 });
          }
          return okOf(d.jobs);
        },
        '/jobs/': (_method, path) => {
          const name = path.split('/')[2];
          const j = d.jobs.find((x) => x.name === name);
          if (!j) return notFound;
          j.runRequested = true;
          pendingRuns.set(j.name, d.runReads);
          return okOf(j);
        },
        '/jobruns': (_method, path) => okOf(d.runs.slice(0, Number(query(path).get('limit') ?? 50))),
        '/ProcessMainWfHeartbeat/': () => okOf(d.heartbeats),
        '/emailoutbox': (_method, path) => okOf(d.outbox.slice(0, Number(query(path).get('limit') ?? 100))),
        '/emailoutbox/': (_method, path) => {
          const id = Number(path.split('/')[2]);
          const m = d.outbox.find((x) => x.id === id);
          if (!m) return notFound;
          if (!d.smtp) {
            return {
              ok: false,
              status: 409,
              message:
                'Without SMTP nothing is sent: the outbox is the mailbox, and the message is already in it',
            };
          }
          if (m.text.includes(WITHHELD_KEY_TEXT))
            return { ok: false, status: 409, message: 'This message’s keys were withheld' };
          m.status = 'sent';
          return okOf(m);
        },
        '/about': () => okOf(d.about),
        '/health': () => okOf({ status: 'ok', time: new Date().toISOString() }),
        '/selftest': () => okOf({ ...d.selfTest, timeUtc: new Date().toISOString() }),
      },
    },
  );
  return Object.assign(provider, { data: d });
}
