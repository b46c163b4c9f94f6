// Opens the one database the API uses: embedded PGlite in a data folder, or PostgreSQL through `pg`.
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query builder both drivers share; every module is written against this type only. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction opened on `Db` (`db.transaction(async (tx) => …)`). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a query helper takes when it may run inside a transaction or outside one: no cast at the call. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgresql';
  /** Applies the committed migrations that are not applied yet. */
  migrate(): Promise<void>;
  /** Runs start-up work (migrations, seeds) while holding a lock, so several instances starting together take turns. */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Listens to a NOTIFY channel on a connection of its own. `lost` is called once if that connection breaks
   * (notices may then have been missed); listen again to resume.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Listener>;
  close(): Promise<void>;
};

export type ListenHandlers = { notice(payload: string): void; lost(): void };

export type Listener = {
  /**
   * Resolves once every notice committed before the call has been handled: a round trip on the listening
   * connection, whose server delivers what is pending before it answers.
   */
  sync(): Promise<void>;
  close(): Promise<void>;
};

/** Advisory lock key of the start-up work (any constant; "hangar" in ASCII). */
const STARTUP_LOCK = 0x68616e676172;

export type DatabaseOptions = { databaseUrl?: string; dataDir?: string };

/**
 * How the PostgreSQL pool waits. A server that is gone, restarting or silent makes a request fail within
 * seconds (answered 503) instead of holding it: a connection is made, or a free one found, within 5 s; a
 * statement runs at most 30 s on the server, a transaction idles at most 60 s; a connection silent for 35 s
 * is given up. `statement_timeout` and `query_timeout` in DATABASE_URL (`?statement_timeout=60000`) take
 * precedence. Start-up work (the lock, migrations) runs on a connection of its own without these limits.
 *
 * `jit=off`: PostgreSQL's JIT compiles a plan whose estimated cost passes `jit_above_cost` on every call, and
 * the API's queries are short, indexed reads that it only slows (one deep page spent 700 of 900 ms
 * compiling). It is set on each of the pool's connections (`options`), not on the server: other users of
 * the server (reports run by hand) keep its setting.
 */
export const POOL_OPTIONS = {
  max: 10,
  options: '-c jit=off',
  connectionTimeoutMillis: 5_000,
  statement_timeout: 30_000,
  idle_in_transaction_session_timeout: 60_000,
  query_timeout: 35_000,
  idleTimeoutMillis: 30_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
} satisfies pg.PoolConfig;

/** A connection for start-up work: migrations and waiting for another instance's may take minutes. */
async function startupClient(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: 30_000,
    keepAlive: true,
  });
  await client.connect();
  return client;
}

/** The committed migrations: `apps/api/drizzle`, found from src/db (tests, tsx) or dist (the bundle). */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('Cannot find the drizzle migrations folder');
}

export async function openDatabase({ databaseUrl, dataDir }: DatabaseOptions): Promise<Database> {
  const migrationsConfig = { migrationsFolder: migrationsFolder() };
  if (databaseUrl) {
    const pool = new pg.Pool({ ...POOL_OPTIONS, connectionString: databaseUrl });
    // A dropped connection must not crash the process; the next query opens a new one.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgresql',
      async migrate() {
        const client = await startupClient(databaseUrl);
        try {
          await migratePg(drizzlePg(client, { schema }), migrationsConfig);
        } finally {
          await client.end();
        }
      },
      async exclusively(work) {
        const client = await startupClient(databaseUrl);
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
          return await work();
        } finally {
          // Ending the connection lets go of the lock too.
          await client.end().catch(() => undefined);
        }
      },
      async listen(channel, handlers) {
        const client = new pg.Client({
          connectionString: databaseUrl,
          connectionTimeoutMillis: POOL_OPTIONS.connectionTimeoutMillis,
          query_timeout: 5_000,
          keepAlive: true,
          keepAliveInitialDelayMillis: 5_000,
        });
        let lost = false;
        // Until LISTEN has answered, a failure is the rejection of this call: reporting it as `lost` too would
        // reach the caller before it holds the listener (with PostgreSQL stalled, a connect timeout did).
        let listening = false;
        const lose = () => {
          if (lost || !listening) return;
          lost = true;
          handlers.lost();
        };
        client.on('error', lose);
        client.on('end', lose);
        client.on('notification', (message) => {
          if (message.channel === channel) handlers.notice(message.payload ?? '');
        });
        try {
          await client.connect();
          await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
          listening = true;
        } catch (err) {
          lost = true;
          await client.end().catch(() => undefined);
          throw err;
        }
        return {
          sync: async () => {
            await client.query('select 1');
          },
          close: async () => {
            lost = true;
            await client.end().catch(() => undefined);
          },
        };
      },
      close: () => pool.end(),
    };
  }
  const folder = resolve(dataDir ?? './data', 'pglite');
  mkdirSync(folder, { recursive: true });
  // pg_trgm: the trigram indexes of contact search; btree_gist: the leases' no-overlap constraint.
  const client = await PGlite.create(folder, { extensions: { pg_trgm, btree_gist } });
  const db = drizzlePglite(client, { schema });
  let closed = false;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, migrationsConfig),
    // One process owns a PGlite folder; there is nobody to take turns with.
    exclusively: (work) => work(),
    async listen(channel, handlers) {
      // In process: a notice is handled before the statement that sent it answers, and never lost.
      const stop = await client.listen(channel, (payload) => handlers.notice(payload));
      return {
        sync: async () => {
          await client.query('select 1');
        },
        close: () => stop(),
      };
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}
