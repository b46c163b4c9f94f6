// The activity entry the site sends on each start.
import { activityEntrySchema, failureSchema } from '@hangar/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { activityLog } from '../../db/schema';
import { redactReportedUrl } from '../../security/log-redaction';
import { ok } from '../../http/reply';
import type { ServerContext } from '../../context';
import { accountScope, nothing, tags } from './account-support';

export async function activityRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  const { app, limit } = accountScope(root, ctx);

  app.put(
    '/api/AddActivity',
    {
      config: limit('activity'),
      schema: {
        tags,
        summary:
          'Stores an activity entry (sent by the site on each start), its address without keys or tokens',
        body: activityEntrySchema,
        response: { 200: nothing, 400: failureSchema },
      },
    },
    async (request: FastifyRequest<{ Body: z.infer<typeof activityEntrySchema> }>) => {
      const entry = request.body;
      await request.db.insert(activityLog).values({
        localStorageId: entry.localStorageId,
        applicationId: entry.applicationId,
        // The site reports its page's full address: a reset or confirmation link's key must not be kept.
        url: redactReportedUrl(entry.url),
        username: entry.username,
        timeUtc: new Date(entry.timeUtc),
        userId: request.auth?.user.id ?? null,
        address: request.ip,
      });
      return ok(null);
    },
  );
}
