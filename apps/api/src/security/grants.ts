// A user's grants (feature, scope, mask of every group they belong to), loaded with the session and checked in memory.
import { FEATURES, PropertyFeature, RentalUnitFeature, type Grant } from '@hangar/contracts';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { groupFeatureAccess } from '../db/schema';

export type { Grant } from '@hangar/contracts';

export type Principal = { id: number; isSystemAdmin: boolean; managementCompanyId: number };

export const SYSTEM_FEATURE_IDS: readonly number[] = FEATURES.filter((f) => f.level === 'system').map(
  (f) => f.id,
);

/**
 * SQL yielding the user's grants as JSON: system groups, and company groups of the user's own company only
 * (a company group never grants outside its company).
 */
export function grantsJson(userId: SQL | number, companyId: SQL | number): SQL<Grant[] | null> {
  // Written out with qualified names: inside a select list drizzle drops the table of interpolated columns.
  return sql<Grant[] | null>`(
    select json_agg(json_build_object('securityFeatureID', gfa.feature_id, 'scopeID', gfa.scope_id, 'access', gfa.access))
    from group_feature_access gfa
    join group_members gm on gm.group_id = gfa.group_id
    join security_groups sg on sg.id = gfa.group_id
    where gm.user_id = ${userId}
      and (sg.level = 'system' or sg.management_company_id = ${companyId})
  )`;
}

const SCOPED_FEATURE_IDS = {
  property: Object.values(PropertyFeature) as number[],
  unit: Object.values(RentalUnitFeature) as number[],
};

/** Removes the grants limited to one property or unit (they name nothing once it is gone). */
export async function removeScopedGrants(db: Db, scope: 'property' | 'unit', scopeId: number): Promise<void> {
  await db
    .delete(groupFeatureAccess)
    .where(
      and(
        eq(groupFeatureAccess.scopeId, scopeId),
        inArray(groupFeatureAccess.featureId, SCOPED_FEATURE_IDS[scope]),
      ),
    );
}
