// A user's grants (feature, scope, mask of every group they belong to), loaded once per request and checked in memory.
import { ACCESS_ALL, combineAccess, FEATURES } from '@hangar/contracts';
import { sql, type SQL } from 'drizzle-orm';

/** One group's grant: feature id, scope (a property or unit id, or null for all) and mask. */
export type Grant = { f: number; s: number | null; a: number };

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
    select json_agg(json_build_object('f', gfa.feature_id, 's', gfa.scope_id, 'a', gfa.access))
    from group_feature_access gfa
    join group_members gm on gm.group_id = gfa.group_id
    join security_groups sg on sg.id = gfa.group_id
    where gm.user_id = ${userId}
      and (sg.level = 'system' or sg.management_company_id = ${companyId})
  )`;
}

/**
 * The mask a user holds for one feature: the OR of the masks of every group they belong to.
 * For property and unit features pass `scopeId`: grants for all of the company's (null scope) and for
 * that one property or unit count; without `scopeId` only the all-scope grants count.
 * A system administrator holds every bit of every system feature.
 */
export function accessFromGrants(
  user: Pick<Principal, 'isSystemAdmin'>,
  grants: readonly Grant[],
  featureId: number,
  scopeId?: number,
): number {
  if (user.isSystemAdmin && SYSTEM_FEATURE_IDS.includes(featureId)) return ACCESS_ALL;
  return combineAccess(
    grants.filter((g) => g.f === featureId && (g.s === null || g.s === scopeId)).map((g) => g.a),
  );
}
