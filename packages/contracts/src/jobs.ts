// Background work: the scheduled jobs, their runs, and the heartbeats of the API instances that run them.
import { z } from 'zod';
import { wholeParamSchema } from './input';

/** Every job the API runs, by its stable name, with what the administrators read about it. */
export const JOBS = [
  {
    name: 'rebuild-contact-search',
    label: 'Rebuild contact search indexes',
    description: "Rewrites every contact's search text (after a change in what the search matches).",
  },
  {
    name: 'insurance-reminders',
    label: 'Send insurance-expiry reminders',
    description:
      'E-mails each management company the vendors whose insurance expires within 30 days or has expired.',
  },
  {
    name: 'end-impersonations',
    label: 'End expired impersonations',
    description: 'Revokes "log in as" sessions past their time limit.',
  },
  {
    name: 'purge-old-rows',
    label: 'Purge old sessions, activity and errors',
    description:
      'Deletes ended sessions, activity and error-log rows older than the retention system values allow, and stored files no image or document names any more (left by an interrupted upload).',
  },
  {
    name: 'post-lease-charges',
    label: 'Post rent and charges to lease ledgers',
    description:
      "Posts each lease's rent, recurring charges and deposit that have fallen due (from its ledger's first day), each once, and applies tenants' credits to them.",
  },
  {
    name: 'assess-late-fees',
    label: 'Charge late fees',
    description: "Charges each lease's late fee once on every rent charge still unpaid after its grace days.",
  },
  {
    name: 'move-unit-status',
    label: 'Move unit statuses to the new day',
    description:
      "Moves each rental unit's stored status (vacant, future, occupied, notice) when a new day in its company's time zone starts or ends a lease or brings its end within the notice days.",
  },
  {
    name: 'expire-waitlist-offers',
    label: 'Expire waiting-list offers',
    description:
      'Closes each offer of a hangar not answered by its deadline and offers the hangar to the next applicant whose aircraft fits.',
  },
] as const;
export type JobName = (typeof JOBS)[number]['name'];
export const jobNameSchema = z.enum(JOBS.map((j) => j.name) as [JobName, ...JobName[]]);

export const jobRunStatusSchema = z.enum(['running', 'ok', 'failed', 'abandoned']);
export type JobRunStatus = z.infer<typeof jobRunStatusSchema>;

export const jobRunSchema = z.object({
  id: z.number().int(),
  job: jobNameSchema,
  /** The API instance that ran it. */
  instance: z.string(),
  attempt: z.number().int().min(1),
  status: jobRunStatusSchema,
  /** What it did ("412 contacts rewritten") or why it failed. */
  result: z.string(),
  /** Run now by an administrator (their user id), or null for a scheduled run. */
  requestedBy: z.number().int().nullable(),
  startedUtc: z.string(),
  finishedUtc: z.string().nullable(),
});
export type JobRun = z.infer<typeof jobRunSchema>;

export const jobSchema = z.object({
  name: jobNameSchema,
  label: z.string(),
  description: z.string(),
  /** Seconds between scheduled runs. */
  everySeconds: z.number().int().min(1),
  nextRunUtc: z.string(),
  /** True while an instance holds it. */
  running: z.boolean(),
  /** True when "run now" was asked and no instance has taken it yet. */
  runRequested: z.boolean(),
  /** Failed attempts in a row (retried with back-off). */
  failures: z.number().int().min(0),
  lastRun: jobRunSchema.nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export const heartbeatSchema = z.object({
  instance: z.string(),
  startedUtc: z.string(),
  beatUtc: z.string(),
  /** True when the last beat is recent (within three polls). */
  alive: z.boolean(),
  /** The job it is running, if any. */
  runningJob: jobNameSchema.nullable(),
});
export type Heartbeat = z.infer<typeof heartbeatSchema>;

export const jobRunsQuerySchema = z.strictObject({
  job: jobNameSchema.optional(),
  limit: wholeParamSchema(1, 200).default(50),
});
