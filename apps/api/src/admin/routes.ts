// Every management and system administration route group, registered in the accounts scope.
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../auth/context';

export async function registerAdminRoutes(_app: FastifyInstance, _ctx: ServerContext): Promise<void> {}
