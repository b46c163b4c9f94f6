// System security groups: list, read, create, update and delete (system rights only).
import {
  Access,
  idParamsSchema,
  okSchema,
  securityGroupResource,
  securityGroupSchema,
  SystemFeature,
  systemSecurityGroupCreateSchema,
  systemSecurityGroupUpdateSchema,
  type SecurityGroup,
} from '@hangar/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { securityGroups } from '../../db/schema';
import { ok } from '../../http/reply';
import type { Db } from '../../db/database';
import { auditBy, fieldDiff } from '../../security/audit';
import type { AuthContext } from '../../security/auth-context';
import { requireAuth, requireSystem } from '../../security/guards';
import { groupAccess, requireHoldsChanges } from '../../security/rights';
import { updateVersioned } from '../../db/repository';
import { failures } from '../../http/failures';
import {
  checkMemberChange,
  checkMembers,
  groupFor,
  setMembers,
  toGroups,
  type GroupRow,
} from './group-support';

/**
 * Audits a write of a system group as the company groups' resource audits theirs: `securityGroup.created`,
 * `…updated`, `…deleted`, naming the group, with a field diff of what it reads as (members included).
 */
function auditGroupWrite(
  db: Db,
  auth: AuthContext,
  action: 'created' | 'updated' | 'deleted',
  row: GroupRow,
  before: SecurityGroup | null,
  after: SecurityGroup | null,
) {
  return auditBy(db, auth, `${securityGroupResource.name}.${action}`, {
    entity: securityGroupResource.name,
    entityId: row.id,
    label: row.name,
    detail: { changes: fieldDiff(before, after) },
  });
}

export async function systemGroupRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Security'];

  app.get(
    '/api/SystemSecurityGroups',
    {
      schema: {
        tags,
        summary: 'System security groups',
        response: { 200: okSchema(z.array(securityGroupSchema)), ...failures },
      },
    },
    async (request) => {
      await requireSystem(request, SystemFeature.SecurityGroups, Access.View);
      const rows = await request.db
        .select()
        .from(securityGroups)
        .where(eq(securityGroups.level, 'system'))
        .orderBy(asc(securityGroups.name));
      return ok(await toGroups(request.db, rows));
    },
  );

  app.get(
    '/api/SystemSecurityGroup/:id',
    {
      schema: {
        tags,
        summary: 'One system security group',
        params: idParamsSchema,
        response: { 200: okSchema(securityGroupSchema), ...failures },
      },
    },
    async (request) =>
      ok(
        (await toGroups(request.db, [await groupFor(request, request.params.id, Access.View, 'system')]))[0]!,
      ),
  );

  app.post(
    '/api/SystemSecurityGroup',
    {
      schema: {
        tags,
        summary: 'Creates a system security group',
        body: systemSecurityGroupCreateSchema,
        response: { 200: okSchema(securityGroupSchema), ...failures },
      },
    },
    async (request) => {
      const auth = await requireSystem(request, SystemFeature.SecurityGroups, Access.Add);
      const { memberIDs, ...b } = request.body;
      await checkMembers(request.db, null, memberIDs);
      await checkMemberChange(request, request.db, null, memberIDs);
      const row = await request.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(securityGroups)
          .values({ ...b, level: 'system' })
          .returning();
        await setMembers(tx, created!.id, memberIDs);
        return created!;
      });
      const created = (await toGroups(request.db, [row]))[0]!;
      await auditGroupWrite(request.db, auth, 'created', row, null, created);
      return ok(created);
    },
  );

  for (const [path, level, body] of [
    ['/api/SystemSecurityGroup/:id', 'system', systemSecurityGroupUpdateSchema],
  ] as const) {
    app.put(
      path,
      {
        schema: {
          tags,
          summary: `Updates a ${level} security group (version must match)`,
          params: idParamsSchema,
          body,
          response: { 200: okSchema(securityGroupSchema), ...failures },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const group = await groupFor(request, request.params.id, Access.Edit, level);
        const { version, memberIDs, ...b } = request.body;
        if (memberIDs) {
          await checkMembers(request.db, group.managementCompanyId, memberIDs);
          await checkMemberChange(request, request.db, group, memberIDs);
        }
        const [before] = await toGroups(request.db, [group]);
        await request.db.transaction(async (tx) => {
          await updateVersioned(tx, securityGroups, group.id, version, b);
          if (memberIDs) await setMembers(tx, group.id, memberIDs);
        });
        const [row] = await request.db.select().from(securityGroups).where(eq(securityGroups.id, group.id));
        const [after] = await toGroups(request.db, [row!]);
        await auditGroupWrite(request.db, auth, 'updated', row!, before!, after!);
        return ok(after!);
      },
    );

    app.delete(
      path,
      {
        schema: {
          tags,
          summary: `Deletes a ${level} security group`,
          params: idParamsSchema,
          response: { 200: okSchema(z.null()), ...failures },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const group = await groupFor(request, request.params.id, Access.Delete, level);
        requireHoldsChanges(auth, null, (await groupAccess(request.db, group)).grants, []);
        const [before] = await toGroups(request.db, [group]);
        await request.db.delete(securityGroups).where(eq(securityGroups.id, group.id));
        await auditGroupWrite(request.db, auth, 'deleted', group, before!, null);
        return ok(null);
      },
    );
  }
}
