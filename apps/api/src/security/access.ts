// The security model: a user's access to a feature is the OR of their groups' masks (scoped for property/unit).
import { ACCESS_ALL, combineAccess, FEATURES, type FeatureAccess } from '@hangar/contracts';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { groupFeatureAccess, groupMembers, securityGroups } from '../db/schema';

export type Principal = { id: number; isSystemAdmin: boolean; managementCompanyId: number };

const SYSTEM_FEATURE_IDS = FEATURES.filter((f) => f.level === 'system').map((f) => f.id);

/**
 * The mask a user holds for one feature: the OR of the masks of every group they belong to.
 * For property and unit features pass `scopeId`: grants for all of the company's (null scope) and for
 * that one property or unit count; without `scopeId` only the all-scope grants count.
 * A system administrator holds every bit of every system feature.
 */
export async function featureAccess(db: Db, user: Principal, featureId: number, scopeId?: number): Promise<number> {
  if (user.isSystemAdmin && SYSTEM_FEATURE_IDS.includes(featureId)) return ACCESS_ALL;
  const scope =
    scopeId === undefined
      ? isNull(groupFeatureAccess.scopeId)
      : or(isNull(groupFeatureAccess.scopeId), eq(groupFeatureAccess.scopeId, scopeId));
  const rows = await db
    .select({ access: groupFeatureAccess.access })
    .from(groupFeatureAccess)
    .innerJoin(groupMembers, eq(groupMembers.groupId, groupFeatureAccess.groupId))
    .innerJoin(securityGroups, eq(securityGroups.id, groupFeatureAccess.groupId))
    .where(
      and(
        eq(groupMembers.userId, user.id),
        eq(groupFeatureAccess.featureId, featureId),
        // A company group only ever grants within its own company.
        or(eq(securityGroups.level, 'system'), eq(securityGroups.managementCompanyId, user.managementCompanyId)),
        scope,
      ),
    );
  return combineAccess(rows.map((r) => r.access));
}

/** Every system feature with the user's mask, as the login session carries it. */
export async function systemFeatureAccesses(db: Db, user: Principal): Promise<FeatureAccess[]> {
  if (user.isSystemAdmin) return SYSTEM_FEATURE_IDS.map((id) => ({ systemSecurityFeatureID: id, access: ACCESS_ALL }));
  const rows = await db
    .select({ featureId: groupFeatureAccess.featureId, access: groupFeatureAccess.access })
    .from(groupFeatureAccess)
    .innerJoin(groupMembers, eq(groupMembers.groupId, groupFeatureAccess.groupId))
    .innerJoin(securityGroups, eq(securityGroups.id, groupFeatureAccess.groupId))
    .where(
      and(
        eq(groupMembers.userId, user.id),
        eq(securityGroups.level, 'system'),
        inArray(groupFeatureAccess.featureId, SYSTEM_FEATURE_IDS),
      ),
    );
  const masks = new Map<number, number>();
  for (const row of rows) masks.set(row.featureId, (masks.get(row.featureId) ?? 0) | row.access);
  return [...masks].filter(([, access]) => access !== 0).map(([id, access]) => ({ systemSecurityFeatureID: id, access }));
}
