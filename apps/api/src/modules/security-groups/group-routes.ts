// Security groups (system and management company), their grants, and the feature lists.
import {
  Access,
  FEATURES,
  grantProblem,
  idParamSchema,
  idParamsSchema,
  MgmtCoFeature,
  mgmtCoSecurityGroupCreateSchema,
  mgmtCoSecurityGroupUpdateSchema,
  okSchema,
  securityAccessesSchema,
  securityAccessesUpdateSchema,
  securityFeatureSchema,
  securityGroupResource,
  securityGroupSearchSchema,
  securityGroupSchema,
  SystemFeature,
  systemSecurityGroupCreateSchema,
  systemSecurityGroupUpdateSchema,
  type FeatureLevel,
  type SecurityGroup,
} from '@hangar/contracts';
import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/database';
import {
  groupFeatureAccess,
  groupMembers,
  properties,
  rentalUnits,
  securityFeatures,
  securityGroups,
  users,
} from '../../db/schema';
import { ok } from '../../http/reply';
import { auditBy } from '../../security/audit';
import { authorize } from '../../security/authorize';
import { requireAuth, requireSystem } from '../../security/guards';
import {
  groupAccess,
  requireCoversGroup,
  requireCoversUser,
  requireHoldsChanges,
  userAccess,
} from '../../security/rights';
import { HttpError, notFound } from '../../http/http-error';
import { createRepository, escapeLike, updateVersioned } from '../../db/repository';
import type { ServerContext } from '../../context';
import { registerResource } from '../../http/resource-routes';
import { failures } from '../../http/failures';

type GroupRow = typeof securityGroups.$inferSelect;

async function toGroups(db: Db, rows: GroupRow[]): Promise<SecurityGroup[]> {
  const ids = rows.map((r) => r.id);
  const members = ids.length
    ? await db.select().from(groupMembers).where(inArray(groupMembers.groupId, ids))
    : [];
  return rows.map((r) => ({
    id: r.id,
    level: r.level,
    managementCompanyID: r.managementCompanyId,
    name: r.name,
    description: r.description,
    memberIDs: members
      .filter((m) => m.groupId === r.id)
      .map((m) => m.userId)
      .sort((a, b) => a - b),
    version: r.version,
  }));
}

/** Loads a group the caller may act on with `mask`: system groups by system rights, company groups by company rights. */
async function groupFor(
  request: FastifyRequest,
  id: number,
  mask: number,
  level?: 'system' | 'mgmtco',
): Promise<GroupRow> {
  requireAuth(request);
  const [group] = await request.db.select().from(securityGroups).where(eq(securityGroups.id, id));
  if (!group || (level && group.level !== level)) {
    // Do not tell a company user whether a system group exists.
    if (level === 'system') await requireSystem(request, SystemFeature.SecurityGroups, mask);
    throw notFound();
  }
  if (group.level === 'system') await requireSystem(request, SystemFeature.SecurityGroups, mask);
  else
    await authorize(request, {
      feature: MgmtCoFeature.SecurityGroups,
      access: mask,
      owner: { companyId: group.managementCompanyId! },
      systemFeature: SystemFeature.SecurityGroups,
    });
  return group;
}

/**
 * Members of a company group must be users of that company; an unknown id and another company's user get
 * the same answer, so user ids of other companies cannot be probed.
 */
async function checkMembers(db: Db, companyId: number | null, memberIds: number[]): Promise<void> {
  if (!memberIds.length) return;
  const found = await db
    .select({ id: users.id, company: users.managementCompanyId })
    .from(users)
    .where(inArray(users.id, memberIds));
  for (const id of new Set(memberIds)) {
    const user = found.find((u) => u.id === id);
    if (!user || (companyId !== null && user.company !== companyId))
      throw new HttpError(400, `Unknown user in members: ${id}`);
  }
}

/**
 * A grant limited to one property (or unit) must name a property (unit) of the group's own company; an unknown
 * id and another company's get the same answer, so ids cannot be probed.
 */
async function checkScopes(
  db: Db,
  companyId: number | null,
  accesses: { securityFeatureID: number; scopeID: number | null }[],
): Promise<void> {
  const levelOf = (id: number) => FEATURES.find((f) => f.id === id)?.level;
  const wanted = (level: 'property' | 'unit') => [
    ...new Set(
      accesses
        .filter((a) => a.scopeID !== null && levelOf(a.securityFeatureID) === level)
        .map((a) => a.scopeID!),
    ),
  ];
  const own = async (table: typeof properties | typeof rentalUnits, ids: number[]) =>
    new Set(
      ids.length && companyId !== null
        ? (
            await db
              .select({ id: table.id })
              .from(table)
              .where(and(inArray(table.id, ids), eq(table.managementCompanyId, companyId)))
          ).map((r) => r.id)
        : [],
    );
  const ownProperties = await own(properties, wanted('property'));
  const ownUnits = await own(rentalUnits, wanted('unit'));
  const fieldErrors: Record<string, string> = {};
  accesses.forEach((a, i) => {
    if (a.scopeID === null) return;
    const level = levelOf(a.securityFeatureID);
    if (level === 'property' && !ownProperties.has(a.scopeID))
      fieldErrors[`accesses.${i}.scopeID`] = `Unknown property: ${a.scopeID}`;
    if (level === 'unit' && !ownUnits.has(a.scopeID))
      fieldErrors[`accesses.${i}.scopeID`] = `Unknown rental unit: ${a.scopeID}`;
  });
  if (Object.keys(fieldErrors).length)
    throw new HttpError(400, Object.values(fieldErrors).join('; '), fieldErrors);
}

/**
 * Refuses (403) a change of a group's members the caller may not make: whoever joins or leaves is a user the
 * caller changes (they must hold every right that user holds), and the group's rights must be the caller's too.
 */
async function checkMemberChange(
  request: FastifyRequest,
  db: Db,
  group: { id: number; managementCompanyId: number | null } | null,
  memberIds: number[],
): Promise<void> {
  const before = group
    ? (await db.select().from(groupMembers).where(eq(groupMembers.groupId, group.id))).map((m) => m.userId)
    : [];
  const after = new Set(memberIds);
  const changed = [
    ...new Set([...before.filter((id) => !after.has(id)), ...memberIds.filter((id) => !before.includes(id))]),
  ];
  if (!changed.length) return;
  const auth = requireAuth(request);
  if (group) requireCoversGroup(auth, await groupAccess(db, group));
  const people = await db
    .select({
      id: users.id,
      isSystemAdmin: users.isSystemAdmin,
      managementCompanyId: users.managementCompanyId,
    })
    .from(users)
    .where(inArray(users.id, changed));
  for (const person of people) requireCoversUser(auth, await userAccess(db, person));
}

async function setMembers(db: DbOrTx, groupId: number, memberIds: number[]): Promise<void> {
  await db.delete(groupMembers).where(eq(groupMembers.groupId, groupId));
  if (memberIds.length)
    await db.insert(groupMembers).values([...new Set(memberIds)].map((userId) => ({ groupId, userId })));
}

const levelsFor = (group: GroupRow): FeatureLevel[] =>
  group.level === 'system' ? ['system'] : ['mgmtco', 'property', 'unit'];

const companyGroups = createRepository(securityGroups, {
  where: eq(securityGroups.level, 'mgmtco'),
  extra: {
    memberIds: sql<
      number[]
    >`(select coalesce(json_agg(gm.user_id order by gm.user_id), '[]'::json) from group_members gm where gm.group_id = "security_groups"."id")`,
  },
});
type CompanyGroupRow = NonNullable<Awaited<ReturnType<typeof companyGroups.get>>>;
type GroupQuery = z.output<typeof securityGroupSearchSchema>;
type GroupCreate = z.output<typeof mgmtCoSecurityGroupCreateSchema>;
type GroupUpdate = Omit<z.output<typeof mgmtCoSecurityGroupUpdateSchema>, 'version'> & {
  managementCompanyID?: number;
};

const toCompanyGroup = (r: CompanyGroupRow): SecurityGroup => ({
  id: r.id,
  level: r.level,
  managementCompanyID: r.managementCompanyId,
  name: r.name,
  description: r.description,
  memberIDs: r.memberIds ?? [],
  version: r.version,
});

/** A management company's security groups as a resource (`/api/MgmtCoSecurityGroup`, `…Search`). */
function companyGroupRoutes(root: FastifyInstance, ctx: ServerContext): void {
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

export async function groupRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  companyGroupRoutes(root, ctx);
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Security'];

  // --- system groups
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

  // --- company groups
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

  // --- update and delete of system groups (company groups are a resource: companyGroupRoutes)
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

  // --- grants of a group (either level)
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
