// A user's grants (feature, scope, mask of every group they belong to), loaded with the session and checked in memory.
import { FEATURES, type Grant } from '@hangar/contracts';
import { sql, type SQL } from 'drizzle-orm';

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
