// A management company's security groups: the resource (`/api/MgmtCoSecurityGroup`, `…Search`) and the picker list.
import {
  Access,
  idParamSchema,
  MgmtCoFeature,
  mgmtCoSecurityGroupCreateSchema,
  mgmtCoSecurityGroupUpdateSchema,
  okSchema,
  securityGroupResource,
  securityGroupSearchSchema,
  securityGroupSchema,
  SystemFeature,
  type SecurityGroup,
} from '@hangar/contracts';
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { securityGroups } from '../../db/schema';
import { ok } from '../../http/reply';
import { authorize } from '../../security/authorize';
import { requireAuth } from '../../security/guards';
import { groupAccess, requireHoldsChanges } from '../../security/rights';
import { escapeLike } from '../../db/repository';
import type { ServerContext } from '../../context';
import { registerResource } from '../../http/resource-routes';
import { failures } from '../../http/failures';
import {
  toGroups,
  checkMembers,
  checkMemberChange,
  setMembers,
  companyGroups,
  toCompanyGroup,
  type CompanyGroupRow,
  type GroupQuery,
  type GroupCreate,
  type GroupUpdate,
} from './group-support';

/** A management company's security groups as a resource (`/api/MgmtCoSecurityGroup`, `…Search`). */
export function companyGroupRoutes(root: FastifyInstance, ctx: ServerContext): void {
  registerResource<CompanyGroupRow, SecurityGroup, GroupQuery, GroupCreate, GroupUpdate>(root, ctx, {
    resource: securityGroupResource,
    repository: companyGroups,
    schemas: {
      read: securityGroupSchema,
      listItem: securityGroupSchema,
      query: securityGroupSearchSchema as z.ZodType<GroupQuery>,
      create: mgmtCoSecurityGroupCreateSchema,
      update: mgmtCoSecurityGroupUpdateSchema as z.ZodType<GroupUpdate & { version: number }>,
    },
    tags: ['Security'],
    systemFeature: SystemFeature.SecurityGroups,
    deletable: true,
    ownerOf: (row) => ({ companyId: row.managementCompanyId! }),
    ownerOfCreate: (body) => (body.managementCompanyID ? { companyId: body.managementCompanyID } : null),
    ownerOfQuery: (query, auth) => ({
      companyId: query.managementCompanyID ?? auth.user.managementCompanyId,
    }),
    toRead: toCompanyGroup,
    toListItem: toCompanyGroup,
    listWhere: (query, owner) => [
      owner && 'companyId' in owner ? eq(securityGroups.managementCompanyId, owner.companyId) : undefined,
      query.q ? ilike(securityGroups.name, `%${escapeLike(query.q)}%`) : undefined,
    ],
    sorts: { name: sql`lower(${securityGroups.name})` },
    label: (row) => row.name,
    createValues: (b) => ({
      level: 'mgmtco',
      managementCompanyId: b.managementCompanyID,
      name: b.name,
      description: b.description,
    }),
    updateValues: (b) => ({ name: b.name, description: b.description }),
    afterWrite: async (row, body, w, before) => {
      const memberIDs = (body as { memberIDs?: number[] }).memberIDs;
      if (!memberIDs) return;
      await checkMembers(w.db, row.managementCompanyId, memberIDs);
      await checkMemberChange(w.request, w.db, before ? row : null, memberIDs);
      await setMembers(w.db, row.id, memberIDs);
    },
    beforeDelete: async (row, w) => {
      // Deleting a group takes its rights from its members: only whoever holds them all may.
      const granted = await groupAccess(w.db, row);
      requireHoldsChanges(w.auth, row.managementCompanyId, granted.grants, []);
    },
  });
}

export async function companyGroupListRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Security'];

  app.get(
    '/api/MgmtCoSecurityGroup',
    {
      schema: {
        tags,
        summary: "A management company's security groups (the caller's own company by default)",
        querystring: z.strictObject({ managementCompanyID: idParamSchema.optional() }),
        response: { 200: okSchema(z.array(securityGroupSchema)), ...failures },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const company = request.query.managementCompanyID ?? auth.user.managementCompanyId;
      await authorize(request, {
        feature: MgmtCoFeature.SecurityGroups,
        access: Access.View,
        owner: { companyId: company },
        systemFeature: SystemFeature.SecurityGroups,
      });
      const rows = await request.db
        .select()
        .from(securityGroups)
        .where(and(eq(securityGroups.level, 'mgmtco'), eq(securityGroups.managementCompanyId, company)))
        .orderBy(asc(securityGroups.name));
      return ok(await toGroups(request.db, rows));
    },
  );
}
