// A lazily opened database: opened, migrated and seeded on first use, so routes that need none never pay for it.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { join } from 'node:path';
import { createFileStore } from '../files';
import { sweepFolderStore } from '../files/sweep';
import { openDatabase, type Database } from './database';
import { demoPassword, hasUsers, seedDemo, seedReference } from './seed';

export type DatabaseHandle = {
  get(): Promise<Database>;
  /** The database when it is open or opening, without opening it (null before its first use). */
  opened(): Promise<Database> | null;
  /** Closes the database if this handle opened it. */
  close(): Promise<void>;
};

/** Wraps a database the caller opened (tests, scripts): never closed by the app. */
export function existingDatabase(database: Database): DatabaseHandle {
  return { get: async () => database, opened: async () => database, close: async () => undefined };
}

/** Migrates, seeds reference data, and on a database without users seeds the demo data once. */
export async function prepareDatabase(
  database: Database,
  config: Config,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<void> {
  await database.exclusively(async () => {
    await database.migrate();
    await seedReference(database.db);
    if (config.SEED_DEMO === 'true' && !(await hasUsers(database.db)))
      await seedDemoOnce(database, config, log);
  });
}

async function seedDemoOnce(
  database: Database,
  config: Config,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<void> {
  const { password, generated } = demoPassword(config.DEMO_PASSWORD);
  await seedDemo(database.db, password, createFileStore(config));
  if (generated) {
    // Printed once, on purpose, to the console only: it is the one way to learn the demo password.
    process.stdout.write(
      `\nDemo users sysadmin, alpha.admin, alpha.viewer, bravo.admin, bravo.viewer created with password: ${password}\n\n`,
    );
  }
  log.info('seeded demo companies and users');
}

/** Before serving: removes what a crash left in the folder store (S3 writes are whole or absent). */
async function sweepFiles(
  database: Database,
  config: Config,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<void> {
  if (config.S3_URL) return;
  const graceSeconds = config.FILE_SWEEP_GRACE_SECONDS ?? (database.kind === 'pglite' ? 0 : 600);
  try {
    const swept = await sweepFolderStore(join(config.DATA_DIR, 'files'), database.db, {
      graceMs: graceSeconds * 1000,
    });
    if (swept.temporary || swept.orphans) log.info(swept, 'removed files left by an interrupted write');
  } catch (err) {
    // Tidying is not worth refusing to start over.
    log.warn({ err }, 'could not tidy the file folder');
  }
}

export function configuredDatabase(
  config: Config,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): DatabaseHandle {
  let opening: Promise<Database> | null = null;
  return {
    get() {
      opening ??= (async () => {
        const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
        try {
          await prepareDatabase(database, config, log);
        } catch (err) {
          await database.close();
          throw err;
        }
        log.info({ database: database.kind }, 'database ready');
        await sweepFiles(database, config, log);
        return database;
      })();
      return opening;
    },
    opened: () => opening,
    async close() {
      if (!opening) return;
      const database = await opening.catch(() => null);
      await database?.close();
    },
  };
}
