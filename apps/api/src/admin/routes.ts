// Every management and system administration route group, registered in the accounts scope.
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../auth/context';
import { companyRoutes } from './companies';
import { groupRoutes } from './groups';
import { meRoutes } from './me';
import { systemRoutes } from './system';
import { userRoutes } from './users';

export async function registerAdminRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await companyRoutes(app, ctx);
  await userRoutes(app, ctx);
  await groupRoutes(app);
  await systemRoutes(app, ctx);
  await meRoutes(app);
}
