// Several API instances on one database: sessions, revocation and throttling hold across them (no state in process memory).
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/database';
import { prepareDatabase } from '../../src/db/handle';
import { users } from '../../src/db/schema';
import { Client, DEMO_PASSWORD, onPostgres, postgresTestUrl, useTestServer } from './helpers';

const server = useTestServer();
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
        expect(row!.n).toBe(5);
      } finally {
        await Promise.all(instances.map((d) => d.close()));
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      }
    },
  );
});
