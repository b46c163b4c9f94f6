// The job runner of one API instance: claims due jobs from the `jobs` table (of several instances on one
// PostgreSQL exactly one takes a run: `for update skip locked`), records each run, retries failures with
// back-off, beats its heartbeat, and on stop lets a running job finish or hands it back.
import type { JobName } from '@hangar/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { ServerContext } from '../context';
import type { Db } from '../db/database';
import { errorLog, jobRuns, jobs, workerHeartbeats } from '../db/schema';
import { safeError } from '../security/log-redaction';
import { rowsOf } from '../db/rows';
import type { JobRunner } from './runner-handle';

export type { JobRunner } from './runner-handle';

/** What a job is given: the database, the server context, a signal raised when it must stop, and the clock. */
export type JobContext = { db: Db; ctx: ServerContext; signal: AbortSignal; now: Date };

export type JobDefinition = {
  name: JobName;
  /** Seconds between scheduled runs. */
  everySeconds: number;
  /** Does the work; answers what it did, in a line ("412 contacts rewritten"). Throws to fail. */
  run(job: JobContext): Promise<string>;
};

export type JobRunnerOptions = {
  /** How often it looks for due jobs and beats its heartbeat. */
  pollMs: number;
  /** How long a claim holds without being extended (a dead instance's job is free again after it). */
  lockSeconds?: number;
  /** How long `stop` waits for a running job before handing it back. */
  graceMs?: number;
  /** First retry after this many seconds, doubling per failure, never later than the job's schedule. */
  retrySeconds?: number;
  instance?: string;
  log: FastifyBaseLogger;
};

/** The delay before retrying a job that failed `failures` times in a row. */
export function retryDelaySeconds(failures: number, everySeconds: number, retrySeconds: number): number {
  return Math.min(everySeconds, retrySeconds * 2 ** Math.max(0, failures - 1));
}

/** Takes one due job (asked for first, then the longest overdue), or none. */
async function claimDueJob(
  db: Db,
  { instance, names, now, lockSeconds }: { instance: string; names: SQL; now: Date; lockSeconds: number },
) {
  const until = new Date(now.getTime() + lockSeconds * 1000);
  const result = await db.execute(sql`
    update jobs set locked_by = ${instance}, locked_until = ${until.toISOString()}::timestamptz, run_requested = false
    where name = (
      select name from jobs
      where name in (${names})
        and (run_requested or next_run_at <= ${now.toISOString()}::timestamptz)
        and (locked_until is null or locked_until < ${now.toISOString()}::timestamptz)
      order by run_requested desc, next_run_at
      limit 1
      for update skip locked)
    returning name, every_seconds, failures, requested_by`);
  const row = rowsOf<{
    name: string;
    every_seconds: number;
    failures: number;
    requested_by: number | null;
  }>(result)[0];
  return row ?? null;
}

export function createJobRunner(
  ctx: ServerContext,
  definitions: readonly JobDefinition[],
  options: JobRunnerOptions,
): JobRunner {
  const instance = options.instance ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const lockSeconds = options.lockSeconds ?? 300;
  const graceMs = options.graceMs ?? 10_000;
  const retrySeconds = options.retrySeconds ?? 30;
  const byName = new Map(definitions.map((d) => [d.name, d]));
  const names = sql.join(
    definitions.map((d) => sql`${d.name}`),
    sql`, `,
  );
  const startedAt = ctx.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ticking: Promise<void> | null = null;
  let running: { name: string; runId: number; done: Promise<void>; abort: AbortController } | null = null;
  let stopped = false;
  let prepared = false;

  /** One row per job; a changed schedule applies, a pending run time stays. */
  async function prepare(db: Db) {
    if (prepared) return;
    await db
      .insert(jobs)
      .values(
        definitions.map((d) => ({
          name: d.name,
          everySeconds: d.everySeconds,
          nextRunAt: new Date(ctx.now().getTime() + d.everySeconds * 1000),
        })),
      )
      .onConflictDoUpdate({ target: jobs.name, set: { everySeconds: sql`excluded.every_seconds` } });
    prepared = true;
  }

  const beat = (db: Db, runningJob: string | null) =>
    db
      .insert(workerHeartbeats)
      .values({ instance, startedAt, beatAt: ctx.now(), runningJob })
      .onConflictDoUpdate({ target: workerHeartbeats.instance, set: { beatAt: ctx.now(), runningJob } });

  const claim = (db: Db) => claimDueJob(db, { instance, names, now: ctx.now(), lockSeconds });

  /** Lets go of a claimed job (only if this instance still holds it). */
  const release = (db: Db, name: string, set: Partial<typeof jobs.$inferInsert>) =>
    db
      .update(jobs)
      .set({ lockedBy: null, lockedUntil: null, ...set })
      .where(and(eq(jobs.name, name), eq(jobs.lockedBy, instance)));

  async function runOne(db: Db, claimed: NonNullable<Awaited<ReturnType<typeof claimDueJob>>>) {
    const definition = byName.get(claimed.name as JobName)!;
    const [run] = await db
      .insert(jobRuns)
      .values({
        job: claimed.name,
        instance,
        attempt: claimed.failures + 1,
        status: 'running',
        requestedBy: claimed.requested_by,
        startedAt: ctx.now(),
      })
      .returning({ id: jobRuns.id });
    const abort = new AbortController();
    // A long run keeps its claim: extended at a third of the lock time.
    const extend = setInterval(
      () => {
        void db
          .update(jobs)
          .set({ lockedUntil: new Date(ctx.now().getTime() + lockSeconds * 1000) })
          .where(and(eq(jobs.name, claimed.name), eq(jobs.lockedBy, instance)))
          .catch(() => undefined);
      },
      Math.max(1000, (lockSeconds * 1000) / 3),
    );
    const work = (async () => {
      await beat(db, claimed.name);
      try {
        const result = await definition.run({ db, ctx, signal: abort.signal, now: ctx.now() });
        if (abort.signal.aborted) return;
        await db
          .update(jobRuns)
          .set({ status: 'ok', result: result.slice(0, 2000), finishedAt: ctx.now() })
          .where(eq(jobRuns.id, run!.id));
        await release(db, claimed.name, {
          failures: 0,
          requestedBy: null,
          nextRunAt: new Date(ctx.now().getTime() + claimed.every_seconds * 1000),
        });
      } catch (err) {
        if (abort.signal.aborted) return;
        const failures = claimed.failures + 1;
        const safe = safeError(err);
        const message = `${definition.name} failed: ${safe.message}`.slice(0, 2000);
        options.log.error({ err: safe, job: definition.name }, 'job failed');
        await db
          .update(jobRuns)
          .set({ status: 'failed', result: message, finishedAt: ctx.now() })
          .where(eq(jobRuns.id, run!.id));
        await db
          .insert(errorLog)
          .values({ source: 'server', message, url: `job:${definition.name}`, detail: safe.stack ?? '' });
        const delay = retryDelaySeconds(failures, claimed.every_seconds, retrySeconds);
        await release(db, claimed.name, {
          failures,
          requestedBy: null,
          nextRunAt: new Date(ctx.now().getTime() + delay * 1000),
        });
      } finally {
        clearInterval(extend);
        if (!stopped) await beat(db, null).catch(() => undefined);
      }
    })();
    running = { name: claimed.name, runId: run!.id, done: work, abort };
    try {
      await work;
    } finally {
      running = null;
    }
  }

  async function tick() {
    try {
      const { db } = await ctx.database.get();
      await prepare(db);
      await beat(db, null);
      for (let claimed = await claim(db); claimed && !stopped; claimed = stopped ? null : await claim(db)) {
        await runOne(db, claimed);
      }
      // Mail waiting in the outbox (SMTP was down or refused it for now) whose next attempt is due.
      if (!stopped) await ctx.mailer.deliverDue(db);
    } catch (err) {
      options.log.error({ err: safeError(err) }, 'job runner poll failed');
    }
  }

  function schedule(ms: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (ticking) return schedule(options.pollMs);
      ticking = tick().finally(() => {
        ticking = null;
        schedule(options.pollMs);
      });
    }, ms);
    timer.unref?.();
  }

  return {
    instance,
    start: () => schedule(0),
    kick: () => {
      if (!ticking) schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      const current = running;
      let handedBack = false;
      if (current) {
        const finished = await Promise.race([
          current.done.then(() => true),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), graceMs).unref?.()),
        ]);
        if (!finished) {
          // Handed back: recorded as abandoned, free at once for this or another instance.
          current.abort.abort();
          const { db } = await ctx.database.get();
          await db
            .update(jobRuns)
            .set({
              status: 'abandoned',
              result: 'Stopped with the server; handed back',
              finishedAt: ctx.now(),
            })
            .where(eq(jobRuns.id, current.runId));
          await release(db, current.name, { nextRunAt: ctx.now() });
          handedBack = true;
        }
      }
      // A job that ignores its signal is left to end with the process.
      if (!handedBack) await ticking?.catch(() => undefined);
      if (prepared) {
        const { db } = await ctx.database.get();
        await db
          .delete(workerHeartbeats)
          .where(eq(workerHeartbeats.instance, instance))
          .catch(() => undefined);
      }
    },
  };
}
