// Several API instances on one database and one Redis: sessions, revocation, sign-in throttling and rate limits
// hold across them, whatever each instance keeps in memory (its session cache, emptied by the database's notices).
import { count } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/database';
import { prepareDatabase } from '../../src/db/handle';
import { users } from '../../src/db/schema';
import { DEMO_USERS } from '../../src/db/seed';
import { Client, DEMO_PASSWORD, onPostgres, postgresTestUrl, useTestServer } from '../support/server';

const REDIS_URL = process.env.HANGAR_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// This file's own keys in the shared Redis, so a running server or another test file counts apart.
const server = useTestServer({ REDIS_URL, REDIS_KEY_PREFIX: `hangar-test:${randomUUID()}:` });
let second: FastifyInstance;
let secondDb: Database | null = null;
let secondBase: string;

beforeAll(async () => {
  // On PostgreSQL the second instance has its own connection pool, as another process would; PGlite has one owner.
  secondDb = onPostgres ? await openDatabase({ databaseUrl: await postgresTestUrl() }) : null;
  second = await buildApp({
    config: server.config,
    logger: false,
    database: secondDb ?? server.database,
    now: server.now,
  });
  secondBase = await second.listen({ port: 0, host: '127.0.0.1' });
  await vi.waitFor(() => expect(server.app.redisReady() && second.redisReady()).toBe(true), {
    timeout: 5000,
  });
});
afterAll(async () => {
  await second?.close();
  await secondDb?.close();
});

describe('two instances on one database', () => {
  it('accept each other’s tokens and honour each other’s sign-outs', async () => {
    const a = await server.as('alpha.admin');
    const b = new Client(secondBase);
    b.token = a.token;
    expect((await b.get('/api/MgmtCo')).status).toBe(200);
    expect((await b.get(`/api/logout/${b.token}`)).status).toBe(200);
    expect((await a.get('/api/MgmtCo')).body.tokenError).toBe('InvalidToken');
  });

  it('a sign-out on one is refused by the other at once, though its cache held the session', async () => {
    const a = await server.as('alpha.viewer');
    const b = new Client(secondBase);
    b.token = a.token;
    // Both instances have read the session, and keep it for their next requests.
    expect((await a.get('/api/MgmtCo')).status).toBe(200);
    expect((await b.get('/api/MgmtCo')).status).toBe(200);
    expect((await a.get(`/api/logout/${a.token}`)).status).toBe(200);
    // The notice crosses from the database to the other instance's connection: within a moment.
    await expect
      .poll(async () => (await b.get('/api/MgmtCo')).body.tokenError, { interval: 5 })
      .toBe('InvalidToken');
    expect((await a.get('/api/MgmtCo')).body.tokenError).toBe('InvalidToken');
  });

  it('a user disabled through one loses access on the other, though its cache held the session', async () => {
    const admin = await server.as('alpha.admin');
    const viewer = await server.as('alpha.viewer');
    const onSecond = new Client(secondBase);
    onSecond.token = viewer.token;
    expect((await onSecond.get('/api/MgmtCo')).status).toBe(200);
    type Found = { data: { items: { id: number; userName: string }[] } };
    const found = await admin.get<Found>('/api/SystemUserSearch?q=alpha.viewer');
    const id = found.body.data.items.find((u) => u.userName === 'alpha.viewer')!.id;
    const full = await admin.get<{ data: Record<string, unknown> }>(`/api/SystemUser/${id}`);
    const { email, firstName, lastName, managementCompanyID, version } = full.body.data;
    const edit = { email, firstName, lastName, managementCompanyID, version };
    expect((await admin.put(`/api/SystemUser/${id}`, { ...edit, isDisabled: true })).status).toBe(200);
    await expect.poll(async () => (await onSecond.get('/api/MgmtCo')).status, { interval: 5 }).toBe(401);
  });

  it('count rate limits together in Redis', async () => {
    const a = server.client();
    const b = new Client(secondBase);
    // 20 a minute per address (the user-name check): ten through each instance use the window up.
    for (let i = 0; i < 20; i++) {
      const via = i % 2 ? a : b;
      expect((await via.get(`/api/authenticate/exists/someone${i}`)).status).toBe(200);
    }
    expect((await a.get('/api/authenticate/exists/someone-else')).status).toBe(429);
    expect((await b.get('/api/authenticate/exists/someone-else')).status).toBe(429);
  });

  it('count failed sign-ins together', async () => {
    const a = server.client();
    const b = new Client(secondBase);
    for (let i = 0; i < 5; i++) {
      const via = i % 2 ? a : b;
      expect(
        (await via.post('/api/authenticate', { userName: 'bravo.admin', password: 'wrong-password' })).status,
      ).toBe(401);
    }
    expect(
      (await a.post('/api/authenticate', { userName: 'bravo.admin', password: DEMO_PASSWORD })).status,
    ).toBe(429);
    expect(
      (await b.post('/api/authenticate', { userName: 'bravo.admin', password: DEMO_PASSWORD })).status,
    ).toBe(429);
  });

  it.runIf(onPostgres)(
    'migrate and seed once when they start together on an empty PostgreSQL database',
    async () => {
      const url = await postgresTestUrl('_startup');
      const admin = new pg.Client({ connectionString: url.replace(/\/[^/]+$/, '/postgres') });
      await admin.connect();
      const name = new URL(url).pathname.slice(1);
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.query(`create database "${name}"`);
      // The demo's images go to the test server's own data folder, not the repository's.
      const config = loadConfig({ SITE_DIR: '', DEMO_PASSWORD, DATA_DIR: server.config.DATA_DIR });
      const quiet = { info: () => undefined, warn: () => undefined };
      const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url })));
      try {
        await Promise.all(instances.map((d) => prepareDatabase(d, config, quiet)));
        const [row] = await instances[0]!.db.select({ n: count() }).from(users);
        // Seeded once: each demo user once (three instances seeding would make them three times or fail).
        expect(row!.n).toBe(DEMO_USERS.length);
      } finally {
        await Promise.all(instances.map((d) => d.close()));
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      }
    },
  );
});
