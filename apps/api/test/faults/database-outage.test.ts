// PostgreSQL going away under load (a TCP proxy cut between the API and the real server): requests answer 503
// with a clear message at once, never hang or 500, and the same API process serves again once it is back.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { openDatabase, type Database } from '../../src/db/database';
import { DATABASE_UNAVAILABLE } from '../../src/db/unavailable';
import { Client, onPostgres, postgresTestUrl, useTestServer } from '../support/server';
import { tcpProxy, type TcpProxy } from './tcp-proxy';

type Answer = { status: number; error?: string; retryAfter?: string | null };
/** Longer than any answer may take: a request still open then has hung. */
const HUNG_MS = 15_000;

describe.runIf(onPostgres)('PostgreSQL out of reach under load', () => {
  const server = useTestServer({ JOBS: 'off' });
  let proxy: TcpProxy;
  let database: Database;
  let app: FastifyInstance;
  let base = '';
  let admin: Client;
  let company = 0;

  beforeAll(async () => {
    const url = new URL(await postgresTestUrl());
    proxy = await tcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    // The instance under test reaches PostgreSQL only through the proxy.
    database = await openDatabase({ databaseUrl: url.toString() });
    app = await buildApp({ config: server.config, logger: false, database });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    admin = new Client(base, app.routeContracts);
    company = (await admin.login('alpha.admin')).managementCompanyID;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
  });

  /** One request as the signed-in administrator, or anonymous; a request that does not answer in time is status 0. */
  async function ask(path: string, init: RequestInit & { anonymous?: boolean } = {}): Promise<Answer> {
    const headers: Record<string, string> = { accept: 'application/json', cookie: 'XSRF-TOKEN=load' };
    if (!init.anonymous) headers.authorization = `Bearer ${admin.token}`;
    if (init.body) Object.assign(headers, { 'content-type': 'application/json', 'x-xsrf-token': 'load' });
    try {
      const res = await fetch(base + path, { ...init, headers, signal: AbortSignal.timeout(HUNG_MS) });
      const body = (await res.json()) as { error?: string };
      return { status: res.status, error: body.error, retryAfter: res.headers.get('retry-after') };
    } catch (err) {
      if ((err as Error).name === 'TimeoutError') return { status: 0, error: 'hung' };
      throw err;
    }
  }

  const reads = () => [
    `/api/ContactSearch?managementCompanyID=${company}&q=an`,
    `/api/MgmtCo/${company}`,
    '/api/listings',
  ];

  /** `users` clients asking one read after another until `until()` holds; every answer, in order. */
  async function load(users: number, until: (answers: Answer[]) => boolean): Promise<Answer[]> {
    const answers: Answer[] = [];
    await Promise.all(
      Array.from({ length: users }, async (_, u) => {
        for (let i = 0; !until(answers) && i < 2000; i++) {
          const path = reads()[(u + i) % 3]!;
          answers.push(await ask(path, { anonymous: path === '/api/listings' }));
        }
      }),
    );
    return answers;
  }

  const unavailable = (a: Answer) =>
    a.status === 503 && a.error === DATABASE_UNAVAILABLE && a.retryAfter === '5';

  it('answers 503 while the server is refusing connections, then serves again without a restart', async () => {
    const healthy = await load(8, (a) => a.length >= 40);
    expect(healthy.filter((a) => a.status !== 200)).toEqual([]);

    // Cut while eight clients keep asking: whatever was in flight may still succeed, every other answer is 503.
    const during = load(8, (a) => a.filter(unavailable).length >= 40);
    await new Promise((r) => setTimeout(r, 100));
    await proxy.cut('refuse');
    const cutAnswers = await during;
    expect(cutAnswers.filter((a) => a.status !== 200 && !unavailable(a))).toEqual([]);

    expect(unavailable(await ask(reads()[0]!))).toBe(true);
    // What needs no database goes on answering.
    expect((await ask('/api/health', { anonymous: true })).status).toBe(200);

    await proxy.restore();
    // The pool makes new connections on its own: within a few requests every client is served again.
    const after = await load(
      8,
      (a) => a.slice(-16).length === 16 && a.slice(-16).every((x) => x.status === 200),
    );
    expect(after.filter((a) => a.status !== 200 && !unavailable(a))).toEqual([]);
    expect(after.slice(-16).every((a) => a.status === 200)).toBe(true);
  });

  it('refuses a write while the database is away, and the same write saves once it is back', async () => {
    const fields = {
      kind: 'individual',
      managementCompanyID: company,
      firstName: 'Rosalind',
      lastName: 'Quimby',
    };
    const created = await admin.post<{ data: { id: number; version: number } }>('/api/Individual', fields);
    expect(created.status).toBe(200);
    const { id, version } = created.body.data;
    const edit = { ...fields, firstName: 'Roz', version };

    await proxy.cut('refuse');
    const refused = await ask(`/api/Contact/${id}`, { method: 'PUT', body: JSON.stringify(edit) });
    expect(refused.status === 503 && refused.error === DATABASE_UNAVAILABLE).toBe(true);
    await proxy.restore();

    let saved: Answer = { status: 0 };
    for (let i = 0; i < 50 && saved.status !== 200; i++) {
      saved = await ask(`/api/Contact/${id}`, { method: 'PUT', body: JSON.stringify(edit) });
      if (saved.status !== 200) expect(unavailable(saved)).toBe(true);
    }
    expect(saved.status).toBe(200);
    const now = (await admin.get<{ data: { firstName: string; version: number } }>(`/api/Contact/${id}`)).body
      .data;
    expect(now).toMatchObject({ firstName: 'Roz', version: version + 1 });
  });

  it('answers 503 when the server accepts connections but never answers, and recovers', async () => {
    await proxy.cut('stall');
    const answers = await Promise.all(Array.from({ length: 4 }, (_, i) => ask(reads()[i % 2]!)));
    // Waiting for a connection is bounded (the pool's connection timeout), far below a hang.
    expect(answers.filter((a) => !unavailable(a))).toEqual([]);
    await proxy.restore();
    let last: Answer = { status: 0 };
    for (let i = 0; i < 50 && last.status !== 200; i++) last = await ask(reads()[0]!);
    expect(last.status).toBe(200);
  });
});
