// The security model read from the database: a user's access to a feature and the login session's system accesses.
import { ACCESS_ALL, type FeatureAccess } from '@hangar/contracts';
import type { Db } from '../db/database';
import { sql } from 'drizzle-orm';
import { accessFromGrants, grantsJson, SYSTEM_FEATURE_IDS, type Grant, type Principal } from './grants';

export type { Principal } from './grants';

export async function loadGrants(db: Db, user: Principal): Promise<Grant[]> {
  const [row] = await db
    .select({ grants: grantsJson(user.id, user.managementCompanyId) })
    .from(sql`(select 1) as one`);
  return row?.grants ?? [];
}

/** See `accessFromGrants`; this form reads the grants first. */
export async function featureAccess(
  db: Db,
  user: Principal,
  featureId: number,
  scopeId?: number,
): Promise<number> {
  return accessFromGrants(user, await loadGrants(db, user), featureId, scopeId);
}

/** Every system feature with the user's mask, as the login session carries it. */
export function systemFeatureAccesses(
  user: Pick<Principal, 'isSystemAdmin'>,
  grants: readonly Grant[],
): FeatureAccess[] {
  if (user.isSystemAdmin)
    return SYSTEM_FEATURE_IDS.map((id) => ({ systemSecurityFeatureID: id, access: ACCESS_ALL }));
  return SYSTEM_FEATURE_IDS.map((id) => ({
    systemSecurityFeatureID: id,
    access: accessFromGrants(user, grants, id),
  })).filter((a) => a.access !== 0);
}
