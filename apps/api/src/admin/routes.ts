// Every management and system administration route group, registered in the accounts scope.
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../auth/context';
import { companyRoutes } from '../modules/companies/company-routes';
import { groupRoutes } from './groups';
import { meRoutes } from './me';
import { systemRoutes } from './system';
import { userRoutes } from '../modules/users/user-routes';
import { contactRoutes } from '../modules/contacts/contact-routes';

export async function registerAdminRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await companyRoutes(app, ctx);
  await userRoutes(app, ctx);
  await groupRoutes(app, ctx);
  await systemRoutes(app, ctx);
  await meRoutes(app);
  await contactRoutes(app, ctx);
}
