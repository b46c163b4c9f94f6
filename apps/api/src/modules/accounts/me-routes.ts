// `GET /api/MyAccess`: the caller's identity and every grant of their groups, for the site to show what it may do.
import { failureSchema, myAccessSchema, okSchema } from '@hangar/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { managementCompanies } from '../../db/schema';
import { ok } from '../../http/reply';
import { requireAuth } from '../../security/guards';

export async function meRoutes(root: FastifyInstance): Promise<void> {
  root.withTypeProvider<ZodTypeProvider>().get(
    '/api/MyAccess',
    {
      schema: {
        tags: ['Security'],
        summary: "The caller's grants at every level (mirror of the server's checks)",
        response: { 200: okSchema(myAccessSchema), 401: failureSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const [company] = await request.db
        .select({
          id: managementCompanies.id,
          name: managementCompanies.name,
          fileAs: managementCompanies.fileAs,
          isActive: managementCompanies.isActive,
          timeZone: managementCompanies.timeZone,
        })
        .from(managementCompanies)
        .where(eq(managementCompanies.id, auth.user.managementCompanyId));
      return ok({
        userName: auth.user.userName,
        fileAs: auth.user.fileAs,
        managementCompanyID: auth.user.managementCompanyId,
        company: company ?? null,
        isSystemAdmin: auth.user.isSystemAdmin,
        impersonatedBy: auth.impersonator?.userName ?? null,
        grants: auth.grants,
      });
    },
  );
}
