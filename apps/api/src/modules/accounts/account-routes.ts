// Account endpoints by concern: sign-in, registration, password, impersonation and the activity entry.
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { activityRoutes } from './activity-routes';
import { impersonationRoutes } from './impersonation-routes';
import { passwordRoutes } from './password-routes';
import { registrationRoutes } from './registration-routes';
import { signInRoutes } from './sign-in-routes';

export async function registerAccountRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await signInRoutes(app, ctx);
  await registrationRoutes(app, ctx);
  await passwordRoutes(app, ctx);
  await impersonationRoutes(app, ctx);
  await activityRoutes(app, ctx);
}
