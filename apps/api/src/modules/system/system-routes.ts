// System values, error log, e-mail outbox, audit events, lookups (countries, states, …) and `about`.
import {
  aboutSchema,
  Access,
  auditEventSchema,
  countrySchema,
  errorLogCreateSchema,
  errorLogPurgeQuerySchema,
  errorLogPurgeSchema,
  errorLogQuerySchema,
  errorLogSchema,
  idParamsSchema,
  lookupSchema,
  okSchema,
  outboxMessageSchema,
  stateSchema,
  statesQuerySchema,
  SystemFeature,
  systemValueCreateSchema,
  systemValueDefinition,
  systemValueProblem,
  systemValueSchema,
  systemValueUpdateSchema,
  WITHHELD_KEY_TEXT,
  wholeParamSchema,
} from '@hangar/contracts';
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, asc, desc, eq, ilike, lt, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import type { Db as ServerContextDb } from '../../db/database';
import {
  addressTypes,
  countries,
  emailOutbox,
  emailTypes,
  errorLog,
  phoneTypes,
  states,
  systemValues,
  titles,
  users,
} from '../../db/schema';
import { ok } from '../../http/reply';
import { requireSystem } from '../../security/guards';
import { auditBy, fieldDiff, readAuditEvents } from '../../security/audit';
import { rateLimit } from '../../security/rate-limits';
import { HttpError, notFound } from '../../security/http-error';
import { redactReported, redactReportedUrl } from '../../security/log-redaction';
import { escapeLike, updateVersioned, writeOrConflict } from '../../db/repository';
import { failures } from '../../http/failures';

const API_VERSION = '0.1.0';
const STARTED = new Date();

/** When the running code was built: BUILD_TIME when set, else the time of the bundle (or source) file. */
function buildTime(): string | null {
  const set = process.env.BUILD_TIME;
  if (set && !Number.isNaN(Date.parse(set))) return new Date(set).toISOString();
  try {
    return statSync(fileURLToPath(import.meta.url)).mtime.toISOString();
  } catch {
    return null;
  }
}

/** A known system value's value must fit its type (400 at the field); other keys take any text. */
function checkValue(key: string, value: string): void {
  const problem = systemValueProblem(systemValueDefinition(key), value);
  if (problem) throw new HttpError(400, `${key}: ${problem}`, { value: problem });
}

/** A system value whose key names a secret is audited as changed, never with its value. */
const secretValue = (key: string) => ({
  secret: /pass|secret|token|key$|credential/i.test(key) ? ['value'] : [],
});

export async function systemRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  // --- system values
  {
    const tags = ['System values'];
    app.get(
      '/api/systemvalues',
      {
        schema: {
          tags,
          summary: 'Every system value',
          response: { 200: okSchema(z.array(systemValueSchema)), ...failures },
        },
      },
      async (request) => {
        await requireSystem(request, SystemFeature.SystemValues, Access.View);
        return ok(await request.db.select().from(systemValues).orderBy(asc(systemValues.key)));
      },
    );
    app.get(
      '/api/systemvalues/:id',
      {
        schema: {
          tags,
          summary: 'One system value',
          params: idParamsSchema,
          response: { 200: okSchema(systemValueSchema), ...failures },
        },
      },
      async (request) => {
        await requireSystem(request, SystemFeature.SystemValues, Access.View);
        const [row] = await request.db
          .select()
          .from(systemValues)
          .where(eq(systemValues.id, request.params.id));
        if (!row) throw notFound();
        return ok(row);
      },
    );
    app.post(
      '/api/systemvalues',
      {
        schema: {
          tags,
          summary: 'Creates a system value',
          body: systemValueCreateSchema,
          response: { 200: okSchema(systemValueSchema), ...failures },
        },
      },
      async (request) => {
        const auth = await requireSystem(request, SystemFeature.SystemValues, Access.Add);
        checkValue(request.body.key, request.body.value);
        const [row] = await writeOrConflict(
          () => request.db.insert(systemValues).values(request.body).returning(),
          { unique: 'A system value with this key exists' },
        );
        ctx.settings.drop();
        await auditBy(request.db, auth, 'systemvalue.created', {
          detail: { key: row!.key, changes: fieldDiff(null, row!, secretValue(row!.key)) },
        });
        return ok(row!);
      },
    );
    app.put(
      '/api/systemvalues/:id',
      {
        schema: {
          tags,
          summary: 'Updates a system value (version must match)',
          params: idParamsSchema,
          body: systemValueUpdateSchema,
          response: { 200: okSchema(systemValueSchema), ...failures },
        },
      },
      async (request) => {
        const auth = await requireSystem(request, SystemFeature.SystemValues, Access.Edit);
        const { version, ...values } = request.body;
        checkValue(values.key, values.value);
        const [before] = await request.db
          .select()
          .from(systemValues)
          .where(eq(systemValues.id, request.params.id));
        await writeOrConflict(
          () => updateVersioned(request.db, systemValues, request.params.id, version, values),
          { unique: 'A system value with this key exists' },
        );
        const [row] = await request.db
          .select()
          .from(systemValues)
          .where(eq(systemValues.id, request.params.id));
        ctx.settings.drop();
        await auditBy(request.db, auth, 'systemvalue.updated', {
          detail: { key: row!.key, changes: fieldDiff(before ?? null, row!, secretValue(row!.key)) },
        });
        return ok(row!);
      },
    );
    app.delete(
      '/api/systemvalues/:id',
      {
        schema: {
          tags,
          summary: 'Deletes a system value',
          params: idParamsSchema,
          response: { 200: okSchema(z.null()), ...failures },
        },
      },
      async (request) => {
        const auth = await requireSystem(request, SystemFeature.SystemValues, Access.Delete);
        const [deleted] = await request.db
          .delete(systemValues)
          .where(eq(systemValues.id, request.params.id))
          .returning();
        if (!deleted) throw notFound();
        ctx.settings.drop();
        await auditBy(request.db, auth, 'systemvalue.deleted', {
          detail: { key: deleted.key, changes: fieldDiff(deleted, null, secretValue(deleted.key)) },
        });
        return ok(null);
      },
    );
  }

  // --- error log
  {
    const tags = ['Error log'];
    const errorUsers = alias(users, 'error_users');
    const select = (request: { db: ServerContextDb }) =>
      request.db
        .select({
          id: errorLog.id,
          createdAt: errorLog.createdAt,
          source: errorLog.source,
          message: errorLog.message,
          url: errorLog.url,
          detail: errorLog.detail,
          userName: errorUsers.userName,
        })
        .from(errorLog)
        .leftJoin(errorUsers, eq(errorUsers.id, errorLog.userId));
    const toEntry = (r: Awaited<ReturnType<typeof select>>[number]) => ({
      id: r.id,
      timeUtc: r.createdAt.toISOString(),
      source: r.source,
      message: r.message,
      url: r.url,
      userName: r.userName,
      detail: r.detail,
    });
    app.get(
      '/api/errorlogs',
      {
        schema: {
          tags,
          summary: 'Newest error log entries first',
          querystring: errorLogQuerySchema,
          response: { 200: okSchema(z.array(errorLogSchema)), ...failures },
        },
      },
      async (request) => {
        await requireSystem(request, SystemFeature.ErrorLog, Access.View);
        const { limit, beforeID, source, q } = request.query;
        const text = q ? `%${escapeLike(q)}%` : null;
        const rows = await select(request)
          .where(
            and(
              beforeID ? lt(errorLog.id, beforeID) : undefined,
              source ? eq(errorLog.source, source) : undefined,
              text
                ? or(ilike(errorLog.message, text), ilike(errorLog.url, text), ilike(errorLog.detail, text))
                : undefined,
            ),
          )
          .orderBy(desc(errorLog.id))
          .limit(limit);
        return ok(rows.map(toEntry));
      },
    );
    app.get(
      '/api/errorlog/:id',
      {
        schema: {
          tags,
          summary: 'One error log entry',
          params: idParamsSchema,
          response: { 200: okSchema(errorLogSchema), ...failures },
        },
      },
      async (request) => {
        await requireSystem(request, SystemFeature.ErrorLog, Access.View);
        const [row] = await select(request).where(eq(errorLog.id, request.params.id));
        if (!row) throw notFound();
        return ok(toEntry(row));
      },
    );
    app.post(
      '/api/errorlog',
      {
        config: rateLimit('errorReport', ctx.config.RATE_LIMIT_SCALE),
        schema: {
          tags,
          summary: 'The site reports an error it met (signed in or not)',
          body: errorLogCreateSchema,
          response: { 200: okSchema(z.object({ id: z.number() })), ...failures },
        },
      },
      async (request) => {
        const [row] = await request.db
          .insert(errorLog)
          .values({
            source: 'client',
            message: redactReported(request.body.message),
            url: redactReportedUrl(request.body.url),
            detail: redactReported(request.body.detail),
            userId: request.auth?.user.id ?? null,
          })
          .returning({ id: errorLog.id });
        return ok({ id: row!.id });
      },
    );
    app.delete(
      '/api/errorlog/:id',
      {
        schema: {
          tags,
          summary: 'Deletes an error log entry',
          params: idParamsSchema,
          response: { 200: okSchema(z.null()), ...failures },
        },
      },
      async (request) => {
        const auth = await requireSystem(request, SystemFeature.ErrorLog, Access.Delete);
        const deleted = await request.db
          .delete(errorLog)
          .where(eq(errorLog.id, request.params.id))
          .returning({ id: errorLog.id });
        if (!deleted.length) throw notFound();
        await auditBy(request.db, auth, 'errorlog.deleted', { detail: { id: request.params.id } });
        return ok(null);
      },
    );
    app.delete(
      '/api/errorlog',
      {
        schema: {
          tags,
          summary: 'Deletes every error log entry logged before a day (`before=YYYY-MM-DD`, UTC)',
          querystring: errorLogPurgeQuerySchema,
          response: { 200: okSchema(errorLogPurgeSchema), ...failures },
        },
      },
      async (request) => {
        const auth = await requireSystem(request, SystemFeature.ErrorLog, Access.Delete);
        const { before } = request.query;
        const deleted = await request.db
          .delete(errorLog)
          .where(lt(errorLog.createdAt, new Date(`${before}T00:00:00Z`)))
          .returning({ id: errorLog.id });
        await auditBy(request.db, auth, 'errorlog.purged', { detail: { before, deleted: deleted.length } });
        return ok({ deleted: deleted.length });
      },
    );
  }

  // --- outbox and audit events (read only)
  {
    const tags = ['System administration'];
    const query = z.strictObject({ limit: wholeParamSchema(1, 500).default(100) });
    app.get(
      '/api/emailoutbox',
      {
        schema: {
          tags,
          summary: 'E-mail messages, newest first',
          querystring: query,
          response: { 200: okSchema(z.array(outboxMessageSchema)), ...failures },
        },
      },
      async (request) => {
        const auth = await requireSystem(request, SystemFeature.Outbox, Access.View);
        // Without SMTP the outbox is the mailbox itself, live reset and confirmation links included.
        if (!ctx.mailer.delivers && !auth.user.isSystemAdmin) {
          throw new HttpError(
            403,
            'Without SMTP the outbox holds live sign-in links; only system administrators may read it',
          );
        }
        const rows = await request.db
          .select()
          .from(emailOutbox)
          .orderBy(desc(emailOutbox.id))
          .limit(request.query.limit);
        return ok(rows.map(({ createdAt, ...r }) => ({ ...r, createdUtc: createdAt.toISOString() })));
      },
    );
    app.post(
      '/api/emailoutbox/:id/resend',
      {
        schema: {
          tags,
          summary:
            'Sends a waiting or failed message by SMTP now (never one whose keys were withheld and are gone)',
          params: idParamsSchema,
          response: { 200: okSchema(outboxMessageSchema), ...failures },
        },
      },
      async (request) => {
        const auth = await requireSystem(request, SystemFeature.Outbox, Access.Edit);
        const [row] = await request.db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.id, request.params.id));
        if (!row) throw notFound();
        if (!ctx.mailer.delivers) {
          throw new HttpError(
            409,
            'Without SMTP nothing is sent: the outbox is the mailbox, and the message is already in it',
          );
        }
        if (row.status === 'sent') throw new HttpError(409, 'This message was sent');
        // A waiting message still holds its keys (sealed); one refused for good does not.
        if (row.text.includes(WITHHELD_KEY_TEXT) && !row.sealed) {
          throw new HttpError(
            409,
            'This message’s keys were withheld from the outbox, so a copy would carry no working link; ask the user to request a new one',
          );
        }
        const status = await ctx.mailer.resend(request.db, row);
        await auditBy(request.db, auth, 'outbox.resent', {
          detail: { id: row.id, to: row.to, subject: row.subject, status },
        });
        const { createdAt, ...rest } = row;
        return ok({ ...rest, status, createdUtc: createdAt.toISOString() });
      },
    );
    app.get(
      '/api/auditevents',
      {
        schema: {
          tags,
          summary: 'Audit events, newest first',
          querystring: query,
          response: { 200: okSchema(z.array(auditEventSchema)), ...failures },
        },
      },
      async (request) => {
        await requireSystem(request, SystemFeature.AuditLog, Access.View);
        const rows = await readAuditEvents(request.db, { limit: request.query.limit });
        return ok(
          rows.map((r) => ({
            id: r.id,
            timeUtc: r.timeUtc,
            kind: r.kind,
            actorUserName: r.actorUserName,
            effectiveUserName: r.effectiveUserName,
            subjectUserName: r.subjectUserName,
            detail: JSON.stringify(r.detail),
          })),
        );
      },
    );
  }

  // --- lookups and about: public, nobody's company data
  {
    const tags = ['Lookups'];
    app.get(
      '/api/countries',
      { schema: { tags, summary: 'Countries', response: { 200: okSchema(z.array(countrySchema)) } } },
      async (request) => ok(await request.db.select().from(countries).orderBy(asc(countries.name))),
    );
    app.get(
      '/api/states',
      {
        schema: {
          tags,
          summary: 'States and provinces, of one country when countryID is given',
          querystring: statesQuerySchema,
          response: { 200: okSchema(z.array(stateSchema)) },
        },
      },
      async (request) => {
        const rows = await request.db
          .select({ id: states.id, countryID: states.countryId, code: states.code, name: states.name })
          .from(states)
          .where(request.query.countryID ? eq(states.countryId, request.query.countryID) : undefined)
          .orderBy(asc(states.name));
        return ok(rows);
      },
    );
    for (const [path, table, summary] of [
      ['/api/titles', titles, 'Titles of a person (Mr., Dr., …)'],
      ['/api/addresstypes', addressTypes, 'Kinds of address (home, work, …)'],
      ['/api/phonetypes', phoneTypes, 'Kinds of phone number (mobile, work, …)'],
      ['/api/emailtypes', emailTypes, 'Kinds of e-mail address (home, work, …)'],
    ] as const) {
      app.get(
        path,
        { schema: { tags, summary, response: { 200: okSchema(z.array(lookupSchema)) } } },
        async (request) => ok(await request.db.select().from(table).orderBy(asc(table.id))),
      );
    }
    app.get(
      '/api/about',
      {
        schema: {
          tags,
          summary: 'Name, version and database kind of the API',
          response: { 200: okSchema(aboutSchema) },
        },
      },
      async () =>
        ok({
          name: 'Hangar',
          version: API_VERSION,
          database: (await ctx.database.get()).kind,
          buildTime: buildTime(),
          startedUtc: STARTED.toISOString(),
        }),
    );
  }
}
