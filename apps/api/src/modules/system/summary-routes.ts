// The system overview's counts (`GET /api/SystemSummary`) and, for the features pages, which groups grant
// each feature of a level (`GET /api/SecurityFeatureGrants/{level}`).
import {
  Access,
  featureGrantsSchema,
  featureLevelSchema,
  okSchema,
  SystemFeature,
  systemSummarySchema,
  type FeatureGrants,
} from '@hangar/contracts';
import { and, asc, count, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import {
  emailOutbox,
  errorLog,
  groupFeatureAccess,
  managementCompanies,
  securityFeatures,
  securityGroups,
  sessions,
  users,
} from '../../db/schema';
import { failures } from '../../http/failures';
import { ok } from '../../http/reply';
import { hasSystemAccess, requireAuth, requireSystem } from '../../security/guards';
import { forbidden } from '../../http/http-error';

const tags = ['System administration'];
const DAY_MS = 86_400_000;

export async function summaryRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/SystemSummary',
    {
      schema: {
        tags,
        summary:
          'Counts for the system overview (companies, users, sessions, errors, outbox); any system feature’s View, each count its own',
        response: { 200: okSchema(systemSummarySchema), ...failures },
      },
    },
    async (request) => {
      requireAuth(request);
      // Counts only, no records, for whoever may open any system screen; each figure only with its own feature.
      const sees: Partial<Record<number, boolean>> = {};
      for (const feature of Object.values(SystemFeature))
        sees[feature] = await hasSystemAccess(request, feature, Access.View);
      if (!Object.values(sees).some(Boolean)) throw forbidden();
      const db = request.db;
      const now = ctx.now();
      const n = count();
      const figure = async (feature: number, query: () => Promise<{ n: number }[]>) =>
        sees[feature] ? Number((await query())[0]?.n ?? 0) : null;
      const [
        companies,
        activeUsers,
        disabledUsers,
        activeSessions,
        errorsLast24h,
        outboxStored,
        outboxFailed,
      ] = await Promise.all([
        figure(SystemFeature.ManagementCompanies, () => db.select({ n }).from(managementCompanies)),
        figure(SystemFeature.Users, () => db.select({ n }).from(users).where(eq(users.isDisabled, false))),
        figure(SystemFeature.Users, () => db.select({ n }).from(users).where(eq(users.isDisabled, true))),
        figure(SystemFeature.Users, () =>
          db
            .select({ n })
            .from(sessions)
            .where(
              and(
                isNull(sessions.revokedAt),
                gt(sessions.expiresAt, now),
                sql`(${sessions.hardExpiresAt} is null or ${sessions.hardExpiresAt} > ${now})`,
              ),
            ),
        ),
        figure(SystemFeature.ErrorLog, () =>
          db
            .select({ n })
            .from(errorLog)
            .where(gte(errorLog.createdAt, new Date(now.getTime() - DAY_MS))),
        ),
        figure(SystemFeature.Outbox, () =>
          db.select({ n }).from(emailOutbox).where(eq(emailOutbox.status, 'stored')),
        ),
        figure(SystemFeature.Outbox, () =>
          db.select({ n }).from(emailOutbox).where(eq(emailOutbox.status, 'failed')),
        ),
      ]);
      return ok({
        companies,
        activeUsers,
        disabledUsers,
        activeSessions,
        errorsLast24h,
        outboxStored,
        outboxFailed,
      });
    },
  );

  app.get(
    '/api/SecurityFeatureGrants/:level',
    {
      schema: {
        tags: ['Security'],
        summary: 'Each feature of a level and the security groups (of every company) that grant it',
        params: z.strictObject({ level: featureLevelSchema }),
        response: { 200: okSchema(featureGrantsSchema), ...failures },
      },
    },
    async (request) => {
      await requireSystem(request, SystemFeature.SecurityGroups, Access.View);
      const db = request.db;
      const features = await db
        .select({ id: securityFeatures.id })
        .from(securityFeatures)
        .where(eq(securityFeatures.level, request.params.level))
        .orderBy(asc(securityFeatures.id));
      const rows = await db
        .select({
          featureId: groupFeatureAccess.featureId,
          access: groupFeatureAccess.access,
          scopeId: groupFeatureAccess.scopeId,
          id: securityGroups.id,
          name: securityGroups.name,
          level: securityGroups.level,
          managementCompanyID: securityGroups.managementCompanyId,
          companyName: managementCompanies.name,
        })
        .from(groupFeatureAccess)
        .innerJoin(securityGroups, eq(securityGroups.id, groupFeatureAccess.groupId))
        .innerJoin(securityFeatures, eq(securityFeatures.id, groupFeatureAccess.featureId))
        .leftJoin(managementCompanies, eq(managementCompanies.id, securityGroups.managementCompanyId))
        .where(and(eq(securityFeatures.level, request.params.level), gt(groupFeatureAccess.access, 0)))
        .orderBy(asc(securityGroups.level), asc(managementCompanies.name), asc(securityGroups.name));
      const answer: FeatureGrants = features.map((f) => {
        // A group's grants of one feature: group-wide and per property or unit, merged into one row.
        const byGroup = new Map<number, FeatureGrants[number]['groups'][number]>();
        for (const r of rows.filter((x) => x.featureId === f.id)) {
          const seen = byGroup.get(r.id);
          const scoped = r.scopeId !== null;
          if (seen) {
            seen.access |= r.access;
            seen.scoped = seen.scoped && scoped;
          } else {
            byGroup.set(r.id, {
              id: r.id,
              name: r.name,
              level: r.level,
              managementCompanyID: r.managementCompanyID,
              companyName: r.companyName,
              access: r.access,
              scoped,
            });
          }
        }
        return { securityFeatureID: f.id, groups: [...byGroup.values()] };
      });
      return ok(answer);
    },
  );
}
