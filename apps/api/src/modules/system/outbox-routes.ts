// The e-mail outbox: read it, and resend a waiting or failed message.
import {
  Access,
  idParamsSchema,
  okSchema,
  outboxMessageSchema,
  SystemFeature,
  WITHHELD_KEY_TEXT,
  wholeParamSchema,
} from '@hangar/contracts';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { emailOutbox } from '../../db/schema';
import { ok } from '../../http/reply';
import { requireSystem } from '../../security/guards';
import { auditBy } from '../../security/audit';
import { HttpError, notFound } from '../../http/http-error';
import { failures } from '../../http/failures';

export async function outboxRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
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
      const [row] = await request.db.select().from(emailOutbox).where(eq(emailOutbox.id, request.params.id));
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
}
