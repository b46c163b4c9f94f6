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
export function can(session: LoginSession | null | undefined, feature: number, mask: number, now: Date = new Date()): boolean {
  if (!session || !isSessionValid(session, now)) return false;
  if (session.isSystemAdmin) return true;
  const granted = combineAccess(
    session.systemSecurityFeaturesAccess.filter((a) => a.systemSecurityFeatureID === feature).map((a) => a.access),
  );
  return mask !== 0 && hasAccess(granted, mask);
}
