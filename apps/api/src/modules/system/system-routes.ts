// System administration by concern: values, error log, outbox, audit events, lookups and `about`.
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { aboutRoutes } from './about-routes';
import { auditRoutes } from './audit-routes';
import { errorLogRoutes } from './error-log-routes';
import { lookupRoutes } from './lookup-routes';
import { outboxRoutes } from './outbox-routes';
import { systemValueRoutes } from './system-value-routes';

export async function systemRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await systemValueRoutes(app, ctx);
  await errorLogRoutes(app, ctx);
  await outboxRoutes(app, ctx);
  await auditRoutes(app);
  await lookupRoutes(app);
  await aboutRoutes(app, ctx);
}
