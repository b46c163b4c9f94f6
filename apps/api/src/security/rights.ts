// Rights compared before a user or a group changes: nobody changes a user holding a right they lack, and nobody
// grants or takes away (through a group's members or its masks) a right they do not hold.
import {
  describeRights,
  grantChanges,
  missingAccess,
  type EffectiveAccess,
  type Grant,
  type MissingRight,
} from '@hangar/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { groupFeatureAccess } from '../db/schema';
import { loadGrants } from './access';
import type { Principal } from './grants';
import { HttpError } from '../http/http-error';
import type { AuthContext } from './sessions';

/** The signed-in user's effective access (the acted-as user's during an impersonation). */
export function editorAccess(auth: AuthContext): EffectiveAccess {
  return {
    isSystemAdmin: auth.user.isSystemAdmin,
    companyId: auth.user.managementCompanyId,
    grants: auth.grants,
  };
}

/** A user's effective access, as their next session would hold it. */
export async function userAccess(db: Db, user: Principal): Promise<EffectiveAccess> {
  return {
    isSystemAdmin: user.isSystemAdmin,
    companyId: user.managementCompanyId,
    grants: await loadGrants(db, user),
  };
}

/** What a group grants its members, in its company (none for a system group). */
export async function groupAccess(
  db: Db,
  group: { id: number; managementCompanyId: number | null },
): Promise<EffectiveAccess> {
  const rows = await db.select().from(groupFeatureAccess).where(eq(groupFeatureAccess.groupId, group.id));
  return {
    isSystemAdmin: false,
    companyId: group.managementCompanyId,
    grants: rows.map((r) => ({ securityFeatureID: r.featureId, access: r.access, scopeID: r.scopeId })),
  };
}

/** The first few missing rights, named, and how many more. */
function named(missing: MissingRight[]): string {
  const shown = describeRights(missing.slice(0, 3));
  return missing.length > 3 ? `${shown}; and ${missing.length - 3} more` : shown;
}

/**
 * Refuses (403) a change of a user who holds a right the editor lacks: an edit, a disabling, a new e-mail
 * (through which a reset link would reach someone else), a deletion, or a change of their groups.
 */
export function requireCoversUser(auth: AuthContext, target: EffectiveAccess): void {
  const missing = missingAccess(editorAccess(auth), target);
  if (missing.length)
    throw new HttpError(
      403,
      `This user holds rights you do not have, so you cannot change them: ${named(missing)}.`,
    );
}

/** Refuses (403) adding members to, or removing them from, a group that grants a right the editor lacks. */
export function requireCoversGroup(auth: AuthContext, group: EffectiveAccess): void {
  const missing = missingAccess(editorAccess(auth), group);
  if (missing.length)
    throw new HttpError(
      403,
      `This group grants rights you do not have, so you cannot change who belongs to it: ${named(missing)}.`,
    );
}

/** Refuses (403) unless the editor holds every bit of `changed` (grants added or taken away) at its scope. */
export function requireHolds(auth: AuthContext, companyId: number | null, changed: readonly Grant[]): void {
  const missing = missingAccess(editorAccess(auth), { isSystemAdmin: false, companyId, grants: changed });
  if (missing.length)
    throw new HttpError(403, `You cannot grant or take away rights you do not hold: ${named(missing)}.`);
}

/**
 * Refuses (403) a change of one group's grants adding or removing any bit the editor does not hold for that
 * feature and scope; bits left as they are need not be held.
 */
export function requireHoldsChanges(
  auth: AuthContext,
  companyId: number | null,
  before: readonly Grant[],
  after: readonly Grant[],
): void {
  requireHolds(auth, companyId, grantChanges(before, after));
}
