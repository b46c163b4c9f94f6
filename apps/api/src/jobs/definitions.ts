// The API's scheduled jobs: what each does and how often. Their names and descriptions are in
// @hangar/contracts (`JOBS`), which the administration screens show.
import { systemIntegerValue, systemValueDefinition } from '@hangar/contracts';
import { inArray, sql } from 'drizzle-orm';
import { join } from 'node:path';
import type { Db } from '../db/database';
import { sweepFolderStore } from '../files/sweep';
import { systemValues } from '../db/schema';
import { rebuildContactSearch } from '../modules/contacts/contact-routes';
import { assessLateFees, postLeaseCharges } from '../modules/ledger/ledger-posting';
import { moveUnitStatus } from '../modules/rental-units/unit-status';
import { expireOffers } from '../modules/waitlist/waitlist-offers';
import type { JobDefinition } from './runner';

const HOUR = 3600;
const DAY = 24 * HOUR;

/** The retention system values (days) the purge reads; their defaults are their definitions'. */
const RETENTION_KEYS = ['SessionRetentionDays', 'ActivityRetentionDays', 'ErrorLogRetentionDays'] as const;
type RetentionKey = (typeof RETENTION_KEYS)[number];
const retentionDefinition = (key: RetentionKey) => systemValueDefinition(key)!;

/** The retention defaults (days), from the system values' definitions. */
export const RETENTION_DEFAULTS = Object.fromEntries(
  RETENTION_KEYS.map((key) => [key, Number(retentionDefinition(key).default)]),
) as Record<RetentionKey, number>;

/** The retention days: each system value when it fits its definition (whole days, in range), else its default. */
export async function retentionDays(db: Db): Promise<Record<RetentionKey, number>> {
  const rows = await db
    .select({ key: systemValues.key, value: systemValues.value })
    .from(systemValues)
    .where(inArray(systemValues.key, [...RETENTION_KEYS]));
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  return Object.fromEntries(
    RETENTION_KEYS.map((key) => [key, systemIntegerValue(retentionDefinition(key), stored.get(key))]),
  ) as Record<RetentionKey, number>;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const JOB_DEFINITIONS: readonly JobDefinition[] = [
  {
    name: 'rebuild-contact-search',
    everySeconds: 7 * DAY,
    async run({ db }) {
      return `${plural(await rebuildContactSearch(db), 'contact')} rewritten`;
    },
  },
  {
    name: 'insurance-reminders',
    everySeconds: DAY,
    async run({ db, ctx, now }) {
      const due = rowsOf<{
        company: number;
        emails: { address: string; isPrimary?: boolean }[];
        name: string;
        vendor: string;
        expires: string;
      }>(
        await db.execute(sql`
          select mc.id as company, mc.emails, mc.name, ct.file_as as vendor, v.insurance_expires::text as expires
          from vendors v
          join contacts ct on ct.id = v.contact_id
          join management_companies mc on mc.id = v.management_company_id
          where mc.is_active and v.status = 'active' and v.insurance_expires is not null
            and v.insurance_expires <= ((${now.toISOString()}::timestamptz at time zone mc.time_zone)::date + 30)
          order by mc.id, v.insurance_expires, lower(ct.file_as)`),
      );
      const byCompany = new Map<number, typeof due>();
      for (const row of due) byCompany.set(row.company, [...(byCompany.get(row.company) ?? []), row]);
      let sent = 0;
      for (const rows of byCompany.values()) {
        const to = (rows[0]!.emails.find((e) => e.isPrimary) ?? rows[0]!.emails[0])?.address;
        if (!to) continue;
        const lines = rows.map(
          (r) =>
            `- ${r.vendor}: insurance ${r.expires < now.toISOString().slice(0, 10) ? 'expired' : 'expires'} ${r.expires}`,
        );
        await ctx.mailer.send(db, {
          to,
          subject: `Vendor insurance needs attention (${plural(rows.length, 'vendor')})`,
          text: `${rows[0]!.name}: these vendors' insurance has expired or expires within 30 days.\n\n${lines.join('\n')}\n\nAsk them for a current certificate and add it to the vendor.\n`,
        });
        sent += 1;
      }
      // Each vendor with a portal user hears it too, with the link straight to where a renewal is uploaded.
      const site = ctx.config.PUBLIC_URL.replace(/\/$/, '');
      const portal = rowsOf<{ email: string; vendor: string; company: string; expires: string }>(
        await db.execute(sql`
          select pl.email, ct.file_as as vendor, mc.name as company, v.insurance_expires::text as expires
          from portal_links pl
          join vendors v on v.id = pl.vendor_id
          join contacts ct on ct.id = v.contact_id
          join management_companies mc on mc.id = v.management_company_id
          where pl.kind = 'vendor' and pl.accepted_at is not null and pl.revoked_at is null
            and pl.user_id is not null and mc.is_active and v.status = 'active'
            and v.insurance_expires is not null
            and v.insurance_expires <= ((${now.toISOString()}::timestamptz at time zone mc.time_zone)::date + 30)
          order by pl.id`),
      );
      for (const row of portal) {
        const state = row.expires < now.toISOString().slice(0, 10) ? 'expired' : 'expires';
        await ctx.mailer.send(db, {
          to: row.email,
          subject: `Your insurance certificate ${state} ${row.expires}`,
          text: `${row.company}: the insurance of ${row.vendor} on file ${state} ${row.expires}.\n\nUpload your renewed certificate (a PDF or a photo) with its dates in the vendor portal; the office approves it:\n\n${site}/portal/vendor#insurance\n`,
        });
      }
      return `${plural(sent, 'company', 'companies')} reminded about ${plural(due.length, 'vendor')}, ${plural(portal.length, 'vendor user')} reminded`;
    },
  },
  {
    name: 'end-impersonations',
    everySeconds: 5 * 60,
    async run({ db, now }) {
      const ended = rowsOf<{ id: number }>(
        await db.execute(sql`
          update sessions set revoked_at = ${now.toISOString()}::timestamptz
          where impersonator_user_id is not null and revoked_at is null
            and hard_expires_at is not null and hard_expires_at < ${now.toISOString()}::timestamptz
          returning id`),
      );
      return `${plural(ended.length, 'impersonation')} ended`;
    },
  },
  {
    name: 'purge-old-rows',
    everySeconds: DAY,
    async run({ db, ctx, now }) {
      const days = await retentionDays(db);
      const before = (n: number) => new Date(now.getTime() - n * DAY * 1000).toISOString();
      const count = async (statement: ReturnType<typeof sql>) =>
        rowsOf<{ id: number }>(await db.execute(statement)).length;
      const sessions = await count(sql`
        delete from sessions
        where coalesce(revoked_at, expires_at) < ${before(days.SessionRetentionDays)}::timestamptz
          and not exists (select 1 from sessions c where c.parent_session_id = sessions.id and c.revoked_at is null and c.expires_at > ${now.toISOString()}::timestamptz)
        returning id`);
      const activity = await count(
        sql`delete from activity_log where created_at < ${before(days.ActivityRetentionDays)}::timestamptz returning id`,
      );
      const errors = await count(
        sql`delete from error_log where created_at < ${before(days.ErrorLogRetentionDays)}::timestamptz returning id`,
      );
      // Files of uploads cut off by a crash (no row names them), an hour old at least: never one being stored.
      const swept = ctx.config.S3_URL
        ? null
        : await sweepFolderStore(join(ctx.config.DATA_DIR, 'files'), db, { graceMs: HOUR * 1000 });
      const files = swept?.orphans ? `; removed ${plural(swept.orphans, 'unused file folder')}` : '';
      return `Deleted ${plural(sessions, 'ended session')}, ${plural(activity, 'activity row')}, ${plural(errors, 'error')}${files}`;
    },
  },
  {
    name: 'post-lease-charges',
    everySeconds: DAY,
    async run({ db, now }) {
      const done = await postLeaseCharges(db, now);
      return `${plural(done.posted, 'entry', 'entries')} posted for ${plural(done.leases, 'lease')}`;
    },
  },
  {
    name: 'assess-late-fees',
    everySeconds: DAY,
    async run({ db, now }) {
      return `${plural(await assessLateFees(db, now), 'late fee')} charged`;
    },
  },
  {
    // Hourly: each company's day starts at its own midnight, and a unit moves within the hour after it.
    name: 'move-unit-status',
    everySeconds: HOUR,
    async run({ db, now }) {
      return `${plural(await moveUnitStatus(db, now), 'unit')} moved to the new day`;
    },
  },
  {
    name: 'expire-waitlist-offers',
    everySeconds: HOUR,
    async run({ db, ctx, now }) {
      const done = await expireOffers(db, ctx, now);
      return `${plural(done.expired, 'offer')} expired, ${plural(done.offered, 'hangar')} offered to the next in line`;
    },
  },
];
