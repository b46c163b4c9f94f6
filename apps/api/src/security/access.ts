// The security model read from the database: a user's grants and the login session's system accesses.
import { accessFor, type FeatureAccess } from '@hangar/contracts';
import type { Db } from '../db/database';
import { sql } from 'drizzle-orm';
import { grantsJson, SYSTEM_FEATURE_IDS, type Grant, type Principal } from './grants';

export type { Principal } from './grants';

export async function loadGrants(db: Db, user: Principal): Promise<Grant[]> {
  const [row] = await db
    .select({ grants: grantsJson(user.id, user.managementCompanyId) })
    .from(sql`(select 1) as one`);
  return row?.grants ?? [];
}

/** Every system feature with the user's mask, as the login session carries it. */
export function systemFeatureAccesses(
  user: Pick<Principal, 'isSystemAdmin'>,
  grants: readonly Grant[],
): FeatureAccess[] {
  return SYSTEM_FEATURE_IDS.map((id) => ({
    systemSecurityFeatureID: id,
    access: accessFor({ isSystemAdmin: user.isSystemAdmin, grants }, id),
  })).filter((a) => a.access !== 0);
}

/** A user's mask for one feature (see `accessFor` in @hangar/contracts), reading their grants first. */
export async function featureAccess(
  db: Db,
  user: Principal,
  featureId: number,
  scopeId?: number,
): Promise<number> {
  return accessFor(
    { isSystemAdmin: user.isSystemAdmin, grants: await loadGrants(db, user) },
    featureId,
    scopeId,
  );
}
