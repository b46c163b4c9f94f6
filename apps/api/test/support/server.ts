// Test harness: one migrated database per worker (PGlite, or PostgreSQL when HANGAR_TEST_DATABASE_URL is set),
// reset by truncation for each file, the real app on 127.0.0.1, and an HTTP client with cookies, XSRF and Bearer.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { failureSchema } from '@hangar/contracts';
import type { z } from 'zod';
import { $ZodType } from 'zod/v4/core';
import { buildApp } from '../../src/app';
import type { RouteContract } from '../../src/http/route-contracts';
import { loadConfig, type Config } from '../../src/config';
import { migrationsFolder, openDatabase, type Database } from '../../src/db/database';
import { demoPrepared, seedDemo, seedReference, type DemoPrepared } from '../../src/db/seed';
import { createFileStore, type FileStore } from '../../src/files';

export const DEMO_PASSWORD = 'Runway-14-32-demo!';
export const TEST_SECRET_KEY = Buffer.alloc(32, 7).toString('base64');
const worker = process.env.VITEST_POOL_ID ?? '1';

/** Tables emptied before each file; lookups and features stay (seedReference restores values). */
const DATA_TABLES = [
  // A run killed before its job runner stopped leaves a heartbeat in the kept folder.
  'worker_heartbeats',
  'metar_observations',
  'audit_events',
  'activity_log',
  'error_log',
  'email_outbox',
  'account_keys',
  'login_throttle',
  'sessions',
  'group_feature_access',
  'group_members',
  'security_groups',
  'users',
  'management_companies',
  'system_values',
];

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Changes whenever the committed migrations change, so an old test database is never reused. */
function migrationsHash(): string {
  return createHash('sha256')
    .update(readFileSync(join(migrationsFolder(), 'meta', '_journal.json')))
    .digest('hex')
    .slice(0, 10);
}

let releaseLock: (() => void) | null = null;

/**
 * A PGlite folder per worker, kept between runs (creating one costs seconds, reopening a fraction), locked by
 * the process using it; a second run at the same time gets a fresh folder of its own.
 */
function pgliteDir(): string {
  const root = join(tmpdir(), 'hangar-test-pglite');
  mkdirSync(root, { recursive: true });
  const base = join(root, `${migrationsHash()}-w${worker}`);
  for (const dir of [base, `${base}-${process.pid}`]) {
    const lock = `${dir}.lock`;
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
    } catch {
      const owner = Number(readFileSync(lock, 'utf8'));
      if (owner && owner !== process.pid && alive(owner)) continue;
      writeFileSync(lock, String(process.pid));
    }
    releaseLock = () => {
      rmSync(lock, { force: true });
      if (dir !== base) rmSync(dir, { recursive: true, force: true });
    };
    return dir;
  }
  throw new Error('no free PGlite test folder');
}

/** On PostgreSQL each worker gets its own database next to the one named in the URL. */
async function postgresWorkerUrl(baseUrl: string, suffix: string): Promise<string> {
  const url = new URL(baseUrl);
  const name = `${url.pathname.slice(1) || 'test'}_w${worker}${suffix}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

export const onPostgres = Boolean(process.env.HANGAR_TEST_DATABASE_URL);

/** On PostgreSQL, a database of this worker: `suffix` names extra ones a test needs for itself. */
export async function postgresTestUrl(suffix = ''): Promise<string> {
  return postgresWorkerUrl(process.env.HANGAR_TEST_DATABASE_URL!, suffix);
}

export async function openTestDatabase(): Promise<Database> {
  if (onPostgres) {
    const database = await openDatabase({ databaseUrl: await postgresTestUrl() });
    await database.migrate();
    return database;
  }
  const dir = pgliteDir();
  let opened: Database | null = null;
  try {
    opened = await openDatabase({ dataDir: dir });
    await opened.migrate();
    return opened;
  } catch {
    // A run killed while writing can leave the kept folder unusable: start it afresh.
    await opened?.close().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
    const database = await openDatabase({ dataDir: dir });
    await database.migrate();
    return database;
  }
}

let prepared: DemoPrepared | null = null;

/** `files` receives the demo's stored images (the app under test must read the same store). */
export async function resetDatabase(database: Database, files: FileStore): Promise<void> {
  await database.db.execute(sql.raw(`truncate ${DATA_TABLES.join(', ')} restart identity cascade`));
  await seedReference(database.db);
  // The password hash and drawn card images are the same every time: made once per worker (a second of CPU
  // per test file otherwise), the rows and stored files written afresh.
  prepared ??= demoPrepared(DEMO_PASSWORD);
  await seedDemo(database.db, DEMO_PASSWORD, files, prepared);
}

export type Reply<T = { data?: unknown }> = {
  status: number;
  body: T & {
    success: boolean;
    error?: string | null;
    tokenError?: string;
    fieldErrors?: Record<string, string>;
  };
  headers: Headers;
};

/**
 * A browser-like client: keeps cookies, copies XSRF-TOKEN into X-XSRF-TOKEN on writes, sends the Bearer token.
 * Given the app's route contracts, it parses every answer with the route's contract schema for its status
 * (failures with the failure schema) and throws on a mismatch.
 */
export class Client {
  cookies = new Map<string, string>();
  token: string | null = null;

  constructor(
    readonly base: string,
    readonly contracts?: RouteContract[],
  ) {}

  get xsrf(): string | undefined {
    return this.cookies.get('XSRF-TOKEN');
  }

  async call<T = { data?: unknown }>(
    method: string,
    path: string,
    body?: unknown,
    opts: { xsrf?: string | false; token?: string | null; headers?: Record<string, string> } = {},
  ): Promise<Reply<T>> {
    const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
    const token = opts.token === undefined ? this.token : opts.token;
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (method !== 'GET' && method !== 'HEAD' && opts.xsrf !== false) {
      if (!this.xsrf) await this.call('GET', '/api/health');
      headers['x-xsrf-token'] = opts.xsrf ?? this.xsrf ?? '';
    }
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [k, ...v] = pair!.split('=');
      this.cookies.set(k!.trim(), v.join('='));
    }
    const text = await res.text();
    const answer = (text ? JSON.parse(text) : {}) as Reply<T>['body'];
    if (this.contracts && res.headers.get('content-type')?.includes('json')) {
      checkContract(this.contracts, method, path, res.status, answer);
    }
    return { status: res.status, body: answer, headers: res.headers };
  }

  get = <T = { data?: unknown }>(path: string) => this.call<T>('GET', path);
  post = <T = { data?: unknown }>(path: string, body: unknown = {}) => this.call<T>('POST', path, body);
  put = <T = { data?: unknown }>(path: string, body: unknown = {}) => this.call<T>('PUT', path, body);
  delete = <T = { data?: unknown }>(path: string) => this.call<T>('DELETE', path);

  async login(userName: string, password = DEMO_PASSWORD): Promise<LoginData> {
    const res = await this.post<{ data: LoginData }>('/api/authenticate', { userName, password });
    if (res.status !== 200)
      throw new Error(`login ${userName} failed: ${res.status} ${JSON.stringify(res.body)}`);
    this.token = res.body.data.token;
    return res.body.data;
  }
}

const patterns = new WeakMap<RouteContract, RegExp>();
const patternOf = (route: RouteContract) => {
  let re = patterns.get(route);
  if (!re) {
    const source = route.url
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    patterns.set(route, (re = new RegExp(`^${source}$`, 'i')));
  }
  return re;
};

/** Parses an answer with its route's contract schema (zod) for the status; failures with the failure schema. */
export function checkContract(
  contracts: RouteContract[],
  method: string,
  path: string,
  status: number,
  body: unknown,
): void {
  const bare = path.split('?')[0]!;
  const candidates = contracts.filter((r) => r.method === method && patternOf(r).test(bare));
  // The most specific pattern wins: `/api/x/exists/:name` over `/api/x/:id`.
  const route = candidates.sort((a, b) => a.url.split(':').length - b.url.split(':').length)[0];
  const answer = route?.response?.[String(status)] as
    { content?: Record<string, { schema?: unknown }> } | undefined;
  // An answer of several types (a report: JSON or CSV) is checked by its JSON schema.
  const declared = answer?.content?.['application/json']?.schema ?? answer;
  const schema = declared instanceof $ZodType ? declared : status >= 400 ? failureSchema : undefined;
  if (!schema) {
    if (route?.response && Object.values(route.response).some((s) => s instanceof $ZodType))
      throw new Error(`${method} ${route.url} answered ${status}, which its contract does not declare`);
    return;
  }
  const parsed = (schema as unknown as z.ZodType).safeParse(body);
  if (!parsed.success) {
    throw new Error(
      `${method} ${bare} answered ${status} off its contract: ${parsed.error.message}\n${JSON.stringify(body).slice(0, 500)}`,
    );
  }
}

/** "Log in as" from a system administrator's client (`POST /api/authenticateAs`), naming the user by name. */
export function loginAs(admin: Client, userName: string, reason = 'Checking a support ticket') {
  return admin.post<{ data: LoginData }>('/api/authenticateAs', { userName, reason });
}

/** Puts a demo user into a new system group holding only `feature` with `access`; the user signed in. */
export async function grantSystemFeature(
  server: TestServer,
  admin: Client,
  userName: string,
  feature: number,
  access: number,
): Promise<Client> {
  const users = await admin.get<{ data: { id: number; userName: string }[] }>('/api/SystemUser');
  const user = users.body.data.find((u) => u.userName === userName)!;
  const group = (
    await admin.post<{ data: { id: number; version: number } }>('/api/SystemSecurityGroup', {
      name: `Only ${feature} ${access} ${userName}`,
      memberIDs: [user.id],
    })
  ).body.data;
  const put = await admin.put(`/api/SystemSecurityAccesses/${group.id}`, {
    accesses: [{ securityFeatureID: feature, access }],
    version: group.version,
  });
  if (put.status !== 200) throw new Error(`granting ${feature} to ${userName}: ${put.status}`);
  return server.as(userName);
}

export type LoginData = {
  success: boolean;
  token: string;
  expires: string;
  managementCompanyID: number;
  fileAs: string;
  isSystemAdmin: boolean;
  systemSecurityFeaturesAccess: { systemSecurityFeatureID: number; access: number }[];
  impersonatedBy?: string;
};

export type TestServer = {
  /** The clock the app reads (shifted by `advance`). */
  now(): Date;
  base: string;
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Moves the server's clock (not the machine's) forward. */
  advance(ms: number): void;
  client(): Client;
  /** A client signed in as a demo user. */
  as(userName: string): Promise<Client>;
};

/**
 * Starts the app on a freshly reset database for the current test file. With `clock: 'still'` the server's
 * clock moves only by `advance` (a test that reads remaining waits, however slowly the machine runs it).
 */
export function useTestServer(
  env: Record<string, string> | (() => Record<string, string>) = {},
  { clock = 'running' }: { clock?: 'running' | 'still' } = {},
): TestServer {
  let offset = 0;
  const start = Date.now();
  const server = {
    now: () => new Date((clock === 'still' ? start : Date.now()) + offset),
    advance(ms: number) {
      offset += ms;
    },
    client: () => new Client(server.base, server.app.routeContracts),
    async as(userName: string) {
      const c = new Client(server.base, server.app.routeContracts);
      await c.login(userName);
      return c;
    },
  } as TestServer;
  let dataDir = '';
  beforeAll(async () => {
    // A data folder of this file's own (the stored images), never the repository's.
    dataDir = mkdtempSync(join(tmpdir(), 'hangar-test-data-'));
    server.config = loadConfig({
      PORT: '0',
      SITE_DIR: '',
      DATA_DIR: dataDir,
      // A fixed key, so the tests never write a key file into the repository's data folder.
      SECRET_KEY: TEST_SECRET_KEY,
      LOG_LEVEL: 'silent',
      ...(typeof env === 'function' ? env() : env),
    });
    server.database = await openTestDatabase();
    await resetDatabase(server.database, createFileStore(server.config));
    server.app = await buildApp({
      config: server.config,
      logger: false,
      database: server.database,
      now: server.now,
    });
    server.base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server.app?.close();
    await server.database?.close();
    releaseLock?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return server;
}

export type ReceivedMail = { to: string[]; text: string };

/** An SMTP server's `onData` keeping every message it receives in `received` (quoted-printable decoded). */
export function keepMessages(received: ReceivedMail[]): NonNullable<SMTPServerOptions['onData']> {
  return (stream, session, done) => {
    let raw = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (raw += chunk));
    stream.on('end', () => {
      const text = raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), text });
      done();
    });
  };
}

/** A real SMTP server on 127.0.0.1 that keeps every message it receives (quoted-printable decoded). */
export function useSmtpServer() {
  const received: ReceivedMail[] = [];
  const smtp = { url: '', received, server: null as SMTPServer | null };
  beforeAll(async () => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: keepMessages(received),
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    smtp.server = server;
    smtp.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(
    () => new Promise<void>((resolve) => (smtp.server ? smtp.server.close(() => resolve()) : resolve())),
  );
  return smtp;
}

/** Waits (bounded) until a message to `to` has arrived, and returns the key in its link. */
export async function keyFromMail(
  received: ReceivedMail[],
  to: string,
  path: 'resetpassword' | 'confirmemail' | 'portal/accept',
): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const mail = [...received].reverse().find((m) => m.to.includes(to) && m.text.includes(`/${path}/`));
    const key = mail && new RegExp(`/${path}/([\\w-]+)`).exec(mail.text)?.[1];
    if (key) return key;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no ${path} e-mail to ${to}`);
}

export type TestGrant = { securityFeatureID: number; access: number; scopeID: number | null };

/**
 * A new user of `company`, made by `admin` (the company's administrator or a system administrator), alone in
 * a new group holding exactly `grants`; signed in as `client`. `group.version` is the one after its grants.
 */
export async function userHolding(
  server: TestServer,
  admin: Client,
  company: number,
  userName: string,
  grants: TestGrant[],
  password = 'Test-user-secret-14',
): Promise<{ client: Client; userId: number; group: { id: number; version: number } }> {
  const user = await admin.post<{ data: { id: number } }>('/api/SystemUser', {
    userName,
    password,
    email: `${userName}@test.example`,
    firstName: 'Test',
    lastName: userName,
    managementCompanyID: company,
  });
  const group = await admin.post<{ data: { id: number; version: number } }>('/api/MgmtCoSecurityGroup', {
    name: `${userName} rights`,
    managementCompanyID: company,
    memberIDs: [user.body.data.id],
  });
  const set = await admin.put<{ data: { version: number } }>(
    `/api/SystemSecurityAccesses/${group.body.data.id}`,
    {
      accesses: grants,
      version: group.body.data.version,
    },
  );
  if (user.status !== 200 || group.status !== 200 || set.status !== 200)
    throw new Error(`userHolding ${userName}: ${user.status} ${group.status} ${set.status}`);
  const client = server.client();
  await client.login(userName, password);
  return {
    client,
    userId: user.body.data.id,
    group: { id: group.body.data.id, version: set.body.data.version },
  };
}
