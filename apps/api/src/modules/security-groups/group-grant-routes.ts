// A group's feature grants (either level), and the lists of features a group may grant.
import {
  Access,
  grantProblem,
  idParamsSchema,
  okSchema,
  securityAccessesSchema,
  securityAccessesUpdateSchema,
  securityFeatureSchema,
  type FeatureLevel,
} from '@hangar/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { groupFeatureAccess, securityFeatures, securityGroups } from '../../db/schema';
import { ok } from '../../http/reply';
import { auditBy } from '../../security/audit';
import { requireAuth } from '../../security/guards';
import { groupAccess, requireHoldsChanges } from '../../security/rights';
import { HttpError } from '../../http/http-error';
import { updateVersioned } from '../../db/repository';
import { failures } from '../../http/failures';
import { groupFor, checkScopes, levelsFor } from './group-support';

export async function groupGrantRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Security'];

  app.get(
    '/api/SystemSecurityAccesses/:id',
    {
      schema: {
        tags,
        summary: "A group's feature grants",
        params: idParamsSchema,
        response: { 200: okSchema(securityAccessesSchema), ...failures },
      },
    },
    async (request) => {
      const group = await groupFor(request, request.params.id, Access.View);
      const rows = await request.db
        .select()
        .from(groupFeatureAccess)
        .where(eq(groupFeatureAccess.groupId, group.id))
        .orderBy(asc(groupFeatureAccess.featureId));
      return ok({
        securityGroupID: group.id,
        accesses: rows.map((r) => ({ securityFeatureID: r.featureId, access: r.access, scopeID: r.scopeId })),
        version: group.version,
      });
    },
  );

  app.put(
    '/api/SystemSecurityAccesses/:id',
    {
      schema: {
        tags,
        summary: "Replaces a group's feature grants (the group's version must match)",
        params: idParamsSchema,
        body: securityAccessesUpdateSchema,
        response: { 200: okSchema(securityAccessesSchema), ...failures },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const group = await groupFor(request, request.params.id, Access.Edit);
      const problem = grantProblem(group.level, request.body.accesses);
      if (problem) throw new HttpError(400, problem);
      await checkScopes(request.db, group.managementCompanyId, request.body.accesses);
      requireHoldsChanges(
        auth,
        group.managementCompanyId,
        (await groupAccess(request.db, group)).grants,
        request.body.accesses,
      );
      await request.db.transaction(async (db) => {
        await updateVersioned(db, securityGroups, group.id, request.body.version, {});
        await db.delete(groupFeatureAccess).where(eq(groupFeatureAccess.groupId, group.id));
        const rows = request.body.accesses.filter((a) => a.access !== 0);
        if (rows.length) {
          await db.insert(groupFeatureAccess).values(
            rows.map((a) => ({
              groupId: group.id,
              featureId: a.securityFeatureID,
              access: a.access,
              scopeId: a.scopeID,
            })),
          );
        }
      });
      await auditBy(request.db, auth, 'security.changed', {
        detail: { group: group.id, action: 'accesses' },
      });
      const rows = await request.db
        .select()
        .from(groupFeatureAccess)
        .where(eq(groupFeatureAccess.groupId, group.id))
        .orderBy(asc(groupFeatureAccess.featureId));
      return ok({
        securityGroupID: group.id,
        accesses: rows.map((r) => ({ securityFeatureID: r.featureId, access: r.access, scopeID: r.scopeId })),
        version: request.body.version + 1,
      });
    },
  );

  // --- feature lists
  const featureList = (path: string, level: FeatureLevel, summary: string) =>
    app.get(
      path,
      { schema: { tags, summary, response: { 200: okSchema(z.array(securityFeatureSchema)), ...failures } } },
      async (request) => {
        requireAuth(request);
        const rows = await request.db
          .select()
          .from(securityFeatures)
          .where(eq(securityFeatures.level, level))
          .orderBy(asc(securityFeatures.id));
        return ok(rows);
      },
    );
  featureList('/api/systemsecurityfeatures', 'system', 'System-level security features');
  featureList('/api/MgmtCompanySecurityFeatures', 'mgmtco', 'Management-company-level security features');
  featureList('/api/PropertySecurityFeatures', 'property', 'Property-level security features');
  featureList('/api/RentalUnitSecurityFeatures', 'unit', 'Rental-unit-level security features');

  app.get(
    '/api/systemsecurityfeaturesavailable/:id',
    {
      schema: {
        tags,
        summary: 'Features a group does not grant yet',
        params: idParamsSchema,
        response: { 200: okSchema(z.array(securityFeatureSchema)), ...failures },
      },
    },
    async (request) => {
      const group = await groupFor(request, request.params.id, Access.View);
      const granted = await request.db
        .select({ id: groupFeatureAccess.featureId })
        .from(groupFeatureAccess)
        .where(eq(groupFeatureAccess.groupId, group.id));
      const have = new Set(granted.map((g) => g.id));
      const rows = await request.db
        .select()
        .from(securityFeatures)
        .where(inArray(securityFeatures.level, levelsFor(group)))
        .orderBy(asc(securityFeatures.id));
      return ok(rows.filter((f) => !have.has(f.id)));
    },
  );
}
