// Access bits of a security feature and the one permission check the whole product uses.
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

/** One grant of the caller's groups, as `GET /api/MyAccess` lists them. */
export type Grant = { securityFeatureID: number; access: number; scopeID: number | null };

/**
 * The caller's mask for any feature (system, company, property or unit), from `GET /api/MyAccess`: the OR of
 * the grants for all of the company's properties/units and, with `scopeID`, for that one property or unit.
 * It mirrors the server's check (a system administrator passes everything), so the site can hide what the
 * server would refuse.
 *
 * @example accessFor(me, PropertyFeature.Details, 42) & Access.Edit
 */
export function accessFor(
  me: { isSystemAdmin: boolean; grants: readonly Grant[] },
  feature: number,
  scopeID?: number,
): number {
  // The server lets a system administrator through every check, in every company.
  if (me.isSystemAdmin) return ACCESS_ALL;
  return combineAccess(
    me.grants
      .filter((g) => g.securityFeatureID === feature && (g.scopeID === null || g.scopeID === scopeID))
      .map((g) => g.access),
  );
}
