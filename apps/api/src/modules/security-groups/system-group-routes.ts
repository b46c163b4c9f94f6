// System security groups: list, read, create, update and delete (system rights only).
import {
  Access,
  idParamsSchema,
  okSchema,
  securityGroupSchema,
  SystemFeature,
  systemSecurityGroupCreateSchema,
  systemSecurityGroupUpdateSchema,
} from '@hangar/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { securityGroups } from '../../db/schema';
import { ok } from '../../http/reply';
import { auditBy } from '../../security/audit';
import { requireAuth, requireSystem } from '../../security/guards';
import { groupAccess, requireHoldsChanges } from '../../security/rights';
import { updateVersioned } from '../../db/repository';
import { failures } from '../../http/failures';
import { toGroups, groupFor, checkMembers, checkMemberChange, setMembers } from './group-support';

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
      await auditBy(request.db, auth, 'security.changed', {
        detail: { group: row.id, action: 'create' },
      });
      return ok((await toGroups(request.db, [row]))[0]!);
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
        await request.db.transaction(async (tx) => {
          await updateVersioned(tx, securityGroups, group.id, version, b);
          if (memberIDs) await setMembers(tx, group.id, memberIDs);
        });
        await auditBy(request.db, auth, 'security.changed', {
          detail: { group: group.id, action: 'update' },
        });
        const [row] = await request.db.select().from(securityGroups).where(eq(securityGroups.id, group.id));
        return ok((await toGroups(request.db, [row!]))[0]!);
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
        await request.db.delete(securityGroups).where(eq(securityGroups.id, group.id));
        await auditBy(request.db, auth, 'security.changed', {
          detail: { group: group.id, action: 'delete' },
        });
        return ok(null);
      },
    );
  }
}
