// The audit trail, newest first (read only).
import { Access, auditEventSchema, okSchema, SystemFeature, wholeParamSchema } from '@hangar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/reply';
import { requireSystem } from '../../security/guards';
import { readAuditEvents } from '../../security/audit';
import { failures } from '../../http/failures';

export async function auditRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['System administration'];
  const query = z.strictObject({ limit: wholeParamSchema(1, 500).default(100) });
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
