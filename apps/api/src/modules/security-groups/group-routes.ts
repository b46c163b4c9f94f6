// Security groups (system and management company), their grants, and the feature lists.
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { companyGroupListRoutes, companyGroupRoutes } from './company-group-routes';
import { groupGrantRoutes } from './group-grant-routes';
import { systemGroupRoutes } from './system-group-routes';

export async function groupRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  companyGroupRoutes(root, ctx);
  await systemGroupRoutes(root);
  await companyGroupListRoutes(root);
  await groupGrantRoutes(root);
}
