// What the security group routes share: reading groups and checking members, scopes and member changes.
import {
  FEATURES,
  MgmtCoFeature,
  SystemFeature,
  type FeatureLevel,
  type mgmtCoSecurityGroupCreateSchema,
  type mgmtCoSecurityGroupUpdateSchema,
  type SecurityGroup,
  type securityGroupSearchSchema,
} from '@hangar/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/database';
import { groupMembers, properties, rentalUnits, securityGroups, users } from '../../db/schema';
import { authorize } from '../../security/authorize';
import { requireAuth, requireSystem } from '../../security/guards';
import { groupAccess, requireCoversGroup, requireCoversUser, userAccess } from '../../security/rights';
import { HttpError, notFound } from '../../http/http-error';
import { createRepository } from '../../db/repository';

export type GroupRow = typeof securityGroups.$inferSelect;

export async function toGroups(db: Db, rows: GroupRow[]): Promise<SecurityGroup[]> {
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
export async function groupFor(
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
export async function checkMembers(db: Db, companyId: number | null, memberIds: number[]): Promise<void> {
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
export async function checkScopes(
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
export async function checkMemberChange(
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

export async function setMembers(db: DbOrTx, groupId: number, memberIds: number[]): Promise<void> {
  await db.delete(groupMembers).where(eq(groupMembers.groupId, groupId));
  if (memberIds.length)
    await db.insert(groupMembers).values([...new Set(memberIds)].map((userId) => ({ groupId, userId })));
}

export const levelsFor = (group: GroupRow): FeatureLevel[] =>
  group.level === 'system' ? ['system'] : ['mgmtco', 'property', 'unit'];

export const companyGroups = createRepository(securityGroups, {
  where: eq(securityGroups.level, 'mgmtco'),
  extra: {
    memberIds: sql<
      number[]
    >`(select coalesce(json_agg(gm.user_id order by gm.user_id), '[]'::json) from group_members gm where gm.group_id = "security_groups"."id")`,
  },
});
export type CompanyGroupRow = NonNullable<Awaited<ReturnType<typeof companyGroups.get>>>;
export type GroupQuery = z.output<typeof securityGroupSearchSchema>;
export type GroupCreate = z.output<typeof mgmtCoSecurityGroupCreateSchema>;
export type GroupUpdate = Omit<z.output<typeof mgmtCoSecurityGroupUpdateSchema>, 'version'> & {
  managementCompanyID?: number;
};

export const toCompanyGroup = (r: CompanyGroupRow): SecurityGroup => ({
  id: r.id,
  level: r.level,
  managementCompanyID: r.managementCompanyId,
  name: r.name,
  description: r.description,
  memberIDs: r.memberIds ?? [],
  version: r.version,
});
