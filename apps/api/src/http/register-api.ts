// Wires accounts, security and administration into the app: CSRF, OpenAPI, the database and the routes.
import { createFileStore } from '../files';
import type { FastifyInstance } from 'fastify';
import { registerOpenApi } from './openapi';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { configuredDatabase, existingDatabase } from '../db/handle';
import { createMailer } from '../mail/mailer';
import { collectRouteContracts } from './route-contracts';
import { collectOperations } from './operations';
import { registerCsrf } from '../security/csrf';
import { lazySecretBox, loadSecretKey } from '../security/secrets';
import { registerInputRules } from '../security/input-rules';
import { registerRateLimits } from '../security/rate-limits';
import type { SharedRedis } from '../scale/redis';
import type { ServerContext } from '../context';
import { accountsApi } from './api-scope';
import { createJobRunner } from '../jobs/runner';
import { createSettings } from '../security/settings';
import { SessionCache } from '../security/session-cache';
import { JOB_DEFINITIONS } from '../jobs/definitions';

declare module 'fastify' {
  interface FastifyInstance {
    /** Opens, migrates and seeds the database now rather than on the first request (the server's start). */
    openDatabase(): Promise<Database>;
  }
}

export type AccountsOptions = {
  config: Config;
  /** An opened, migrated database (tests, bench); without it the app opens the configured one on first use. */
  database?: Database;
  /** The clock, for tests of expiry; defaults to the real one. */
  now?: () => Date;
  /** Redis shared with other instances (REDIS_URL): rate limits count across them. */
  redis?: SharedRedis | null;
};

/** Register before any other route: the CSRF hook and the OpenAPI collector must see every route. */
export async function registerAccounts(
  app: FastifyInstance,
  options: AccountsOptions,
): Promise<ServerContext> {
  const { config } = options;
  // Background work runs one task after another, so per-user limits checked inside it hold on this instance.
  let queue: Promise<void> = Promise.resolve();
  const settings = createSettings(config, options.now);
  const secrets = lazySecretBox(() => loadSecretKey(config.SECRET_KEY, config.DATA_DIR));
  const ctx: ServerContext = {
    config,
    database: options.database ? existingDatabase(options.database) : configuredDatabase(config, app.log),
    mailer: createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      secrets,
      now: options.now,
      log: (err) => app.log.warn({ err }, 'e-mail not sent'),
    }),
    secrets,
    files: createFileStore(config),
    now: options.now ?? (() => new Date()),
    background(task) {
      queue = queue.then(task).catch((err: unknown) => app.log.error({ err }, 'background task failed'));
    },
    settings,
    // A changed system value on any instance drops this one's cached values too.
    sessionCache: new SessionCache(app.log, (table) => {
      if (table === 'system_values') settings.drop();
    }),
    jobs: null,
  };
  if (config.JOBS === 'on') {
    const runner = createJobRunner(ctx, JOB_DEFINITIONS, { pollMs: config.JOBS_POLL_MS, log: app.log });
    ctx.jobs = runner;
    // With a database at hand (given, or opened at the server's start) the jobs start with the server; an app
    // that never opens one (the weather alone) runs none and opens none for them.
    if (options.database) app.addHook('onReady', async () => runner.start());
  }
  app.decorate('openDatabase', async () => {
    const database = await ctx.database.get();
    if (!options.database) ctx.jobs?.start();
    return database;
  });
  // The table's schemas replace a route's own first; the route contracts then record what the route checks.
  collectOperations(app);
  collectRouteContracts(app);
  await registerCsrf(app);
  await registerRateLimits(
    app,
    options.redis ? { shared: options.redis, prefix: config.REDIS_KEY_PREFIX } : null,
  );
  registerInputRules(app);
  await registerOpenApi(app);
  await app.register(accountsApi, { ctx });
  app.addHook('onClose', async () => {
    // A running job finishes (or is handed back) while the database is still open.
    await ctx.jobs?.stop();
    await queue;
    await ctx.mailer.close();
    await ctx.sessionCache.close();
    await ctx.database.close();
  });
  return ctx;
}
