// Background work for system administrators: the jobs with their schedule and last run, "run now", the runs,
// and the heartbeats of the API instances that run them (ProcessMainWfHeartbeat).
import {
  Access,
  heartbeatSchema,
  JOBS,
  jobNameSchema,
  jobRunSchema,
  jobRunsQuerySchema,
  jobSchema,
  okSchema,
  SystemFeature,
  type Job,
  type JobRun,
} from '@hangar/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/database';
import { jobRuns, jobs, workerHeartbeats } from '../../db/schema';
import { failures } from '../../http/failures';
import { ok } from '../../http/reply';
import { auditBy } from '../../security/audit';
import { requireSystem } from '../../security/guards';
import { HttpError, notFound } from '../../http/http-error';
import { rowsOf } from '../../db/rows';

const tags = ['Background work'];

const toRun = (r: typeof jobRuns.$inferSelect): JobRun => ({
  id: r.id,
  job: r.job as JobRun['job'],
  instance: r.instance,
  attempt: r.attempt,
  status: r.status,
  result: r.result,
  requestedBy: r.requestedBy,
  startedUtc: r.startedAt.toISOString(),
  finishedUtc: r.finishedAt?.toISOString() ?? null,
});

/** Every known job with its row (if an instance has made it yet) and last run. */
async function readJobs(db: Db, now: Date): Promise<Job[]> {
  const rows = await db.select().from(jobs);
  const last = await db.execute(sql`select distinct on (job) * from job_runs order by job, id desc`);
  const lastByJob = new Map(
    rowsOf<Record<string, unknown>>(last).map((r) => [
      r.job as string,
      toRun({
        id: Number(r.id),
        job: r.job as string,
        instance: r.instance as string,
        attempt: Number(r.attempt),
        status: r.status as JobRun['status'],
        result: r.result as string,
        requestedBy: r.requested_by === null ? null : Number(r.requested_by),
        startedAt: new Date(r.started_at as string),
        finishedAt: r.finished_at ? new Date(r.finished_at as string) : null,
      }),
    ]),
  );
  return JOBS.flatMap((j) => {
    const row = rows.find((r) => r.name === j.name);
    if (!row) return [];
    return [
      {
        name: j.name,
        label: j.label,
        description: j.description,
        everySeconds: row.everySeconds,
        nextRunUtc: row.nextRunAt.toISOString(),
        running: Boolean(row.lockedBy && row.lockedUntil && row.lockedUntil > now),
        runRequested: row.runRequested,
        failures: row.failures,
        lastRun: lastByJob.get(j.name) ?? null,
      },
    ];
  });
}

export async function jobRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/jobs',
    {
      schema: {
        tags,
        summary: 'The scheduled jobs: schedule, next run, whether one runs now, the last run',
        response: { 200: okSchema(z.array(jobSchema)), ...failures },
      },
    },
    async (request) => {
      await requireSystem(request, SystemFeature.BackgroundWork, Access.View);
      return ok(await readJobs(request.db, ctx.now()));
    },
  );

  app.post(
    '/api/jobs/:name/run',
    {
      schema: {
        tags,
        summary: 'Runs a job as soon as an instance is free ("run now"); answers the job, its run requested',
        params: z.strictObject({ name: jobNameSchema }),
        response: { 200: okSchema(jobSchema), ...failures },
      },
    },
    async (request) => {
      const auth = await requireSystem(request, SystemFeature.BackgroundWork, Access.Edit);
      const { name } = request.params;
      const updated = await request.db
        .update(jobs)
        .set({ runRequested: true, requestedBy: auth.user.id })
        .where(eq(jobs.name, name))
        .returning({ name: jobs.name });
      if (!updated.length) {
        throw new HttpError(409, 'No API instance runs background work yet; start one with JOBS=on');
      }
      await auditBy(request.db, auth, 'job.requested', { entity: 'job', label: name });
      ctx.jobs?.kick();
      const job = (await readJobs(request.db, ctx.now())).find((j) => j.name === name);
      if (!job) throw notFound();
      return ok(job);
    },
  );

  app.get(
    '/api/jobruns',
    {
      schema: {
        tags,
        summary: 'The latest runs, newest first (of one job with `job=`)',
        querystring: jobRunsQuerySchema,
        response: { 200: okSchema(z.array(jobRunSchema)), ...failures },
      },
    },
    async (request) => {
      await requireSystem(request, SystemFeature.BackgroundWork, Access.View);
      const { job, limit } = request.query;
      const rows = await request.db
        .select()
        .from(jobRuns)
        .where(job ? eq(jobRuns.job, job) : undefined)
        .orderBy(desc(jobRuns.id))
        .limit(limit);
      return ok(rows.map(toRun));
    },
  );

  app.get(
    '/api/ProcessMainWfHeartbeat/:id',
    {
      schema: {
        tags,
        summary: "The job runners' heartbeats: `all`, or one instance by name",
        params: z.strictObject({ id: z.string().min(1).max(200) }),
        response: { 200: okSchema(z.array(heartbeatSchema)), ...failures },
      },
    },
    async (request) => {
      await requireSystem(request, SystemFeature.BackgroundWork, Access.View);
      const { id } = request.params;
      const rows = await request.db
        .select()
        .from(workerHeartbeats)
        .where(id === 'all' ? undefined : eq(workerHeartbeats.instance, id))
        .orderBy(workerHeartbeats.instance);
      if (id !== 'all' && !rows.length) throw notFound('No such instance');
      const now = ctx.now().getTime();
      return ok(
        rows.map((r) => ({
          instance: r.instance,
          startedUtc: r.startedAt.toISOString(),
          beatUtc: r.beatAt.toISOString(),
          alive: now - r.beatAt.getTime() <= 3 * ctx.config.JOBS_POLL_MS + 1000,
          runningJob: (r.runningJob as Job['name'] | null) ?? null,
        })),
      );
    },
  );
}
