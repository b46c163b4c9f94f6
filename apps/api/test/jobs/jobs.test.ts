// Background work through the API: the jobs and their runs ("run now", who asked, results), each job's
// effect, the runner's heartbeat, and rights.
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JOBS } from '@hangar/contracts';
import { emailOutbox, errorLog, systemValues, users } from '../../src/db/schema';
import { useTestServer, type Client } from '../support/server';

const server = useTestServer({ JOBS_POLL_MS: '50' });

type Job = {
  name: string;
  running: boolean;
  runRequested: boolean;
  failures: number;
  lastRun: { status: string; result: string; requestedBy: number | null; instance: string } | null;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `check` answers something truthy (polling), or fails after `ms`. */
async function until<T>(check: () => Promise<T | null | undefined | false>, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await sleep(25);
  }
}

async function jobOf(c: Client, name: string): Promise<Job | undefined> {
  const res = await c.get<{ data: Job[] }>('/api/jobs');
  return res.body.data?.find((j) => j.name === name);
}

/** Asks for a run now and waits for its result. */
async function runNow(c: Client, name: string): Promise<NonNullable<Job['lastRun']>> {
  const before = (await jobOf(c, name))?.lastRun;
  const asked = await c.post<{ data: Job }>(`/api/jobs/${name}/run`);
  expect(asked.status).toBe(200);
  return until(async () => {
    const job = await jobOf(c, name);
    const last = job?.lastRun;
    return last && last !== before && last.status !== 'running' && !job.runRequested && !job.running
      ? last
      : null;
  });
}

describe('background work through the API', () => {
  it('lists every job once the runner starts, with its schedule, and the runner’s heartbeat', async () => {
    const admin = await server.as('sysadmin');
    const list = await until(async () => {
      const res = await admin.get<{ data: Job[] }>('/api/jobs');
      return res.body.data.length === JOBS.length ? res.body.data : null;
    });
    expect(list.map((j) => j.name)).toEqual([
      'rebuild-contact-search',
      'insurance-reminders',
      'end-impersonations',
      'purge-old-rows',
      'post-lease-charges',
      'assess-late-fees',
      'move-unit-status',
      'expire-waitlist-offers',
    ]);
    const beats = await admin.get<{ data: { instance: string; alive: boolean }[] }>(
      '/api/ProcessMainWfHeartbeat/all',
    );
    expect(beats.body.data).toEqual([expect.objectContaining({ alive: true })]);
    const one = await admin.get(
      `/api/ProcessMainWfHeartbeat/${encodeURIComponent(beats.body.data[0]!.instance)}`,
    );
    expect(one.status).toBe(200);
    expect((await admin.get('/api/ProcessMainWfHeartbeat/nobody')).status).toBe(404);
  });

  it('runs a job now and records who asked and what it did', async () => {
    const admin = await server.as('sysadmin');
    const [me] = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.userName, 'sysadmin'));
    const run = await runNow(admin, 'rebuild-contact-search');
    expect(run.status).toBe('ok');
    expect(run.result).toMatch(/^\d+ contacts rewritten$/);
    expect(run.requestedBy).toBe(me!.id);
    const runs = await admin.get<{ data: { job: string; status: string }[] }>(
      '/api/jobruns?job=rebuild-contact-search',
    );
    expect(runs.body.data[0]).toMatchObject({ job: 'rebuild-contact-search', status: 'ok' });
    expect((await admin.post('/api/jobs/no-such-job/run')).status).toBe(400);
  });

  it('e-mails each company the vendors whose insurance needs attention', async () => {
    const admin = await server.as('sysadmin');
    const run = await runNow(admin, 'insurance-reminders');
    expect(run).toMatchObject({
      status: 'ok',
      result: expect.stringMatching(/^1 company reminded about \d+ vendors?, 1 vendor user reminded$/),
    });
    const [mail] = await server.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'office@alpha.example'));
    expect(mail?.subject).toMatch(/^Vendor insurance needs attention/);
    expect(mail?.text).toContain('Lone Star Hangar Doors: insurance expires');
    // The demo's vendor user of the door company is reminded with the link to the portal's insurance.
    const [own] = await server.database.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.subject, 'Your insurance certificate%'));
    expect(own?.text).toContain('/portal/vendor#insurance');
  });

  it('purges rows older than the retention system values, keeping the rest', async () => {
    const admin = await server.as('sysadmin');
    const db = server.database.db;
    const old = new Date(server.now().getTime() - 40 * 86_400_000);
    await db.insert(errorLog).values([
      { source: 'server', message: 'forty days old', createdAt: old },
      { source: 'server', message: 'fresh' },
    ]);
    // 90 days by default: both stay; at 30 days the old one goes.
    expect((await runNow(admin, 'purge-old-rows')).result).toMatch(/, 0 errors$/);
    await db.insert(systemValues).values({ key: 'ErrorLogRetentionDays', value: '30' });
    expect((await runNow(admin, 'purge-old-rows')).result).toMatch(/, 1 error$/);
    const left = await db.select({ message: errorLog.message }).from(errorLog);
    expect(left.map((r) => r.message)).toContain('fresh');
    expect(left.map((r) => r.message)).not.toContain('forty days old');
  });

  it('keeps background work to those granted it', async () => {
    for (const user of ['alpha.admin', 'alpha.viewer']) {
      const c = await server.as(user);
      expect((await c.get('/api/jobs')).status).toBe(403);
      expect((await c.post('/api/jobs/purge-old-rows/run')).status).toBe(403);
      expect((await c.get('/api/jobruns')).status).toBe(403);
      expect((await c.get('/api/ProcessMainWfHeartbeat/all')).status).toBe(403);
    }
    expect((await server.client().get('/api/jobs')).status).toBe(401);
  });
});
