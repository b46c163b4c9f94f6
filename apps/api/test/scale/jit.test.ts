// PostgreSQL's JIT is off on the application's connections: the pool the app opens sets it on each one, so a
// short indexed read is never slowed by compiling its plan (PGlite has no JIT to turn off).
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database';
import { onPostgres, postgresTestUrl } from '../support/server';

describe.skipIf(!onPostgres)('the app pool on PostgreSQL', () => {
  let database: Database | null = null;
  afterAll(() => database?.close());

  it('answers SHOW jit with off on every connection it opens, while the server keeps its own default', async () => {
    const url = await postgresTestUrl();
    database = await openDatabase({ databaseUrl: url });
    const db = database.db;
    // Several at once, inside transactions, so that the pool opens several connections (each is checked).
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        db.transaction(async (tx) => {
          const shown = (await tx.execute(sql`show jit`)) as unknown as { rows: { jit: string }[] };
          const pid = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
            rows: { pid: number }[];
          };
          await tx.execute(sql`select pg_sleep(0.05)`);
          return { jit: shown.rows[0]!.jit, pid: pid.rows[0]!.pid };
        }),
      ),
    );
    expect(new Set(answers.map((a) => a.pid)).size).toBe(4);
    expect(answers.map((a) => a.jit)).toEqual(['off', 'off', 'off', 'off']);
    // A connection of another program keeps the server's setting: the app changed only its own.
    const pg = (await import('pg')).default;
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      const { rows } = await other.query<{ setting: string }>(
        `select boot_val as setting from pg_settings where name = 'jit'`,
      );
      expect(rows[0]!.setting).toBe('on');
    } finally {
      await other.end();
    }
  });
});
