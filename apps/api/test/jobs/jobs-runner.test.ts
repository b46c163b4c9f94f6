// The job runner on its own: retries with back-off into the error log, a stop that hands a running job back,
// and two API instances on one database (each with its own connection on PostgreSQL) running each scheduled
// run once and each requested run once.
import { asc, eq, gte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { JOBS } from '@hangar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { ServerContext } from '../../src/context';
import { openDatabase, type Database } from '../../src/db/database';
import { existingDatabase } from '../../src/db/handle';
import { errorLog, jobRuns, jobs } from '../../src/db/schema';
import { createJobRunner, retryDelaySeconds, type JobDefinition } from '../../src/jobs/runner';
import { Client, onPostgres, postgresTestUrl, useTestServer } from '../support/server';

// This file's server runs no jobs itself: the tests start the runners they need.
const server = useTestServer({ JOBS: 'off' });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until<T>(check: () => Promise<T | null | undefined | false>, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await sleep(20);
  }
}

function runner(definitions: JobDefinition[], instance: string, graceMs = 5000) {
  const ctx = {
    config: server.config,
    database: existingDatabase(server.database),
    now: () => server.now(),
  } as unknown as ServerContext;
  return createJobRunner(ctx, definitions, {
    pollMs: 20,
    retrySeconds: 30,
    graceMs,
    instance,
    log: server.app.log,
  });
}

const JOB = 'end-impersonations';
const runsOf = () =>
  server.database.db.select().from(jobRuns).where(eq(jobRuns.job, JOB)).orderBy(asc(jobRuns.id));
const rowOf = async () => (await server.database.db.select().from(jobs).where(eq(jobs.name, JOB)))[0]!;
const makeDue = () =>
  server.database.db
    .update(jobs)
    .set({ nextRunAt: new Date(0), lockedBy: null, lockedUntil: null, failures: 0 })
    .where(eq(jobs.name, JOB));

describe('the job runner', () => {
  it('backs off after failures: 30 s, then doubling, never past the schedule', () => {
    expect([1, 2, 3, 4, 10].map((n) => retryDelaySeconds(n, 300, 30))).toEqual([30, 60, 120, 240, 300]);
  });

  it('records a failure in the error log, retries after the back-off, and a success clears the count', async () => {
    await server.database.db.delete(jobRuns);
    let calls = 0;
    const r = runner(
      [
        {
          name: JOB,
          everySeconds: 3600,
          run: async () => {
            calls += 1;
            if (calls === 1) throw new Error('the mail server is down');
            return 'done';
          },
        },
      ],
      'failing',
    );
    r.start();
    await until(async () => (await rowOf())?.nextRunAt);
    await makeDue();
    const failed = await until(async () => (await runsOf()).find((x) => x.status === 'failed'));
    expect(failed).toMatchObject({
      attempt: 1,
      result: 'end-impersonations failed: the mail server is down',
    });
    const row = await until(async () => {
      const current = await rowOf();
      return current.lockedBy === null && current.failures === 1 ? current : null;
    });
    // Retried 30 s later, not at once and not an hour later.
    const delay = row.nextRunAt.getTime() - failed.finishedAt!.getTime();
    expect(delay).toBeGreaterThan(29_000);
    expect(delay).toBeLessThan(31_000);
    const [logged] = await server.database.db
      .select()
      .from(errorLog)
      .where(eq(errorLog.url, `job:${JOB}`));
    expect(logged?.message).toBe('end-impersonations failed: the mail server is down');
    // Half a minute later (the server's clock), the retry succeeds.
    server.advance(31_000);
    const ok = await until(async () => (await runsOf()).find((x) => x.status === 'ok'));
    expect(ok).toMatchObject({ attempt: 2, result: 'done' });
    await r.stop();
    expect((await rowOf()).failures).toBe(0);
  });

  it('on stop lets a running job finish, or hands it back after the grace time', async () => {
    await server.database.db.delete(jobRuns);
    let release: () => void = () => undefined;
    const slow = (name: string, graceMs: number) =>
      runner(
        [
          {
            name: JOB,
            everySeconds: 3600,
            run: () =>
              new Promise<string>((resolve) => {
                release = () => resolve('finished');
              }),
          },
        ],
        name,
        graceMs,
      );
    // Finishes within the grace time: recorded ok. (A grace of seconds: the run's last write must land within
    // it even on a loaded machine; the job itself is released at once.)
    const first = slow('patient', 10_000);
    first.start();
    await makeDue();
    await until(async () => (await runsOf()).find((x) => x.status === 'running'));
    const stopping = first.stop();
    release();
    await stopping;
    expect((await runsOf()).at(-1)).toMatchObject({ status: 'ok', result: 'finished' });
    // Does not: handed back, abandoned, free for the next instance at once.
    const second = slow('impatient', 100);
    second.start();
    await makeDue();
    await until(async () => (await runsOf()).find((x) => x.status === 'running'));
    await second.stop();
    expect((await runsOf()).at(-1)).toMatchObject({ status: 'abandoned', instance: 'impatient' });
    const row = await rowOf();
    expect([row.lockedBy, row.nextRunAt.getTime() <= server.now().getTime()]).toEqual([null, true]);
    release();
  });
});

describe('two API instances on one database', () => {
  let apps: FastifyInstance[] = [];
  let own: Database[] = [];

  beforeAll(async () => {
    // On PostgreSQL each instance has its own connection pool, as separate processes would.
    for (let i = 0; i < 2; i++) {
      const database = onPostgres
        ? await openDatabase({ databaseUrl: await postgresTestUrl() })
        : server.database;
      if (onPostgres) own.push(database);
      const app = await buildApp({
        config: { ...server.config, JOBS: 'on', JOBS_POLL_MS: 20 },
        logger: false,
        database,
        now: server.now,
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of own) await database.close();
    apps = [];
    own = [];
  });

  it('run each requested run once, and each scheduled run once', async () => {
    const sysadmin = new Client(`http://127.0.0.1:${(apps[0]!.server.address() as { port: number }).port}`);
    await sysadmin.login('sysadmin');
    await until(async () => (await server.database.db.select().from(jobs)).length === JOBS.length);
    const since = server.now();
    // Ten runs asked one after another, through either instance's API: ten runs, never two at once.
    for (let i = 0; i < 10; i++) {
      const before = (await runsOf()).length;
      expect((await sysadmin.post(`/api/jobs/${JOB}/run`)).status).toBe(200);
      await until(async () => {
        const runs = await runsOf();
        return runs.length === before + 1 && runs.at(-1)!.status === 'ok' && !(await rowOf()).runRequested;
      });
    }
    // Then every second on the schedule, for a little over three seconds.
    await server.database.db
      .update(jobs)
      .set({ everySeconds: 1, nextRunAt: server.now() })
      .where(eq(jobs.name, JOB));
    await sleep(3300);
    await server.database.db
      .update(jobs)
      .set({ everySeconds: 3600, nextRunAt: new Date(server.now().getTime() + 3_600_000) })
      .where(eq(jobs.name, JOB));
    await until(async () => !(await rowOf()).lockedBy);
    const runs = await server.database.db
      .select()
      .from(jobRuns)
      .where(gte(jobRuns.startedAt, since))
      .orderBy(asc(jobRuns.startedAt));
    const scheduled = runs.filter((r) => r.requestedBy === null && r.job === JOB);
    expect(runs.filter((r) => r.requestedBy !== null)).toHaveLength(10);
    // One run per second (three or four in 3.3 s, fewer on a busy machine), whichever instance took each.
    expect(scheduled.length).toBeGreaterThanOrEqual(2);
    expect(scheduled.length).toBeLessThanOrEqual(4);
    for (let i = 1; i < runs.length; i++) {
      expect(runs[i]!.startedAt.getTime()).toBeGreaterThanOrEqual(runs[i - 1]!.finishedAt!.getTime());
    }
    for (let i = 1; i < scheduled.length; i++) {
      expect(scheduled[i]!.startedAt.getTime() - scheduled[i - 1]!.startedAt.getTime()).toBeGreaterThan(900);
    }
    expect(runs.every((r) => r.status === 'ok')).toBe(true);
  });
});
