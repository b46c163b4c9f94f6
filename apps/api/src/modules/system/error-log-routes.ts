// The error log: what the server and the site met, read and purged by holders of the Error log feature.
import {
  Access,
  errorLogCreateSchema,
  errorLogPurgeQuerySchema,
  errorLogPurgeSchema,
  errorLogQuerySchema,
  errorLogSchema,
  idParamsSchema,
  okSchema,
  SystemFeature,
} from '@hangar/contracts';
import { and, desc, eq, ilike, lt, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/database';
import { errorLog, users } from '../../db/schema';
import { ok } from '../../http/reply';
import { requireSystem } from '../../security/guards';
import { auditBy } from '../../security/audit';
import { rateLimit } from '../../security/rate-limits';
import { notFound } from '../../http/http-error';
import { redactReported, redactReportedUrl } from '../../security/log-redaction';
import { escapeLike } from '../../db/repository';
import { failures } from '../../http/failures';

export async function errorLogRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Error log'];
  const errorUsers = alias(users, 'error_users');
  const select = (request: { db: Db }) =>
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
