// Access bits of a security feature and the one permission check the whole product uses.
import { FEATURES } from './features';
import type { LoginSession } from './session';
import { isSessionValid } from './session';

/** Bits of an access mask. EXPORT is reserved: stored and shown, not yet checked by any endpoint. */
export const Access = {
  None: 0,
  View: 1,
  Add: 2,
  Edit: 4,
  Delete: 8,
  Export: 16,
} as const;

export type AccessBit = (typeof Access)[keyof typeof Access];

/** Every bit a mask may carry; a mask outside it is refused by the schemas. */
export const ACCESS_ALL = Access.View | Access.Add | Access.Edit | Access.Delete | Access.Export;

/** True when `granted` holds every bit of `required` (a required mask of 0 always passes). */
export function hasAccess(granted: number, required: number): boolean {
  return (granted & required) === required;
}

/** ORs the masks of several groups into one. */
export function combineAccess(masks: Iterable<number>): number {
  let all = 0;
  for (const mask of masks) all |= mask;
  return all & ACCESS_ALL;
}

/**
 * Whether a signed-in user may use a system security feature with every bit of `mask`.
 * A valid session is required; a system administrator passes; otherwise every requested bit must be present.
 *
 * @example can(session, SystemFeature.Users, Access.View | Access.Edit)
 */
export function can(
  session: LoginSession | null | undefined,
  feature: number,
  mask: number,
  now: Date = new Date(),
): boolean {
  if (!session || !isSessionValid(session, now)) return false;
  if (session.isSystemAdmin) return true;
  const granted = combineAccess(
    session.systemSecurityFeaturesAccess
      .filter((a) => a.systemSecurityFeatureID === feature)
      .map((a) => a.access),
  );
  return mask !== 0 && hasAccess(granted, mask);
}

/** One grant of a user's groups: a feature's mask, for one property or unit (`scopeID`) or all (null). */
export type Grant = { securityFeatureID: number; access: number; scopeID: number | null };

/**
 * THE permission rule of the product, used by the API's checks and by the site to hide what the server would
 * refuse: a user's mask for a feature (system, company, property or unit level) is the OR of their groups'
 * grants for it; for property and unit features, grants for all of the company's (null scope) and, with
 * `scopeID`, for that one property or unit count. A system administrator holds every bit of every feature.
 * Which company the grants apply to is settled before (a company group only grants inside its company).
 *
 * @example accessFor(me, PropertyFeature.Details, 42) & Access.Edit
 */
export function accessFor(
  user: { isSystemAdmin: boolean; grants: readonly Grant[] },
  feature: number,
  scopeID?: number,
): number {
  if (user.isSystemAdmin) return ACCESS_ALL;
  return combineAccess(
    user.grants
      .filter((g) => g.securityFeatureID === feature && (g.scopeID === null || g.scopeID === scopeID))
      .map((g) => g.access),
  );
}

/** Why a group's list of grants cannot be saved, or null: the one check the API and the group editor share. */
export function grantProblem(groupLevel: 'system' | 'mgmtco', grants: readonly Grant[]): string | null {
  const seen = new Set<string>();
  for (const g of grants) {
    const feature = FEATURES.find((f) => f.id === g.securityFeatureID);
    const allowed =
      groupLevel === 'system' ? feature?.level === 'system' : feature && feature.level !== 'system';
    if (!feature || !allowed) {
      return `Feature ${g.securityFeatureID} does not belong to a ${groupLevel === 'system' ? 'system' : 'company'} group`;
    }
    if (g.scopeID !== null && feature.level !== 'property' && feature.level !== 'unit') {
      return 'Only property and rental unit features take a scope';
    }
    if ((g.access & ~ACCESS_ALL) !== 0 || g.access < 0) return `Access ${g.access} is not a valid mask`;
    const key = `${g.securityFeatureID}:${g.scopeID ?? 0}`;
    if (seen.has(key)) return `Feature ${g.securityFeatureID} is listed twice for the same scope`;
    seen.add(key);
  }
  return null;
}
