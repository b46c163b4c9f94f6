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

/** Whose access is compared: a user (or a group's grants), and the company its company-level grants apply in. */
export type EffectiveAccess = {
  isSystemAdmin: boolean;
  /** The company the company, property and unit grants belong to; null for a system group. */
  companyId: number | null;
  grants: readonly Grant[];
};

/** A right one side holds and the other lacks: the bits of a feature, for all (null scope) or one property or unit. */
export type MissingRight = { securityFeatureID: number; scopeID: number | null; access: number };

/** The system administrator role, as a missing right: every bit of every feature, in every company. */
export const SYSTEM_ADMIN_RIGHT: MissingRight = { securityFeatureID: 0, scopeID: null, access: ACCESS_ALL };

const levelOfFeature = (id: number) => FEATURES.find((f) => f.id === id)?.level;

/**
 * The rights `target` holds that `editor` lacks, compared feature by feature and bit by bit over every scope
 * (for all properties or units, and for each property or unit the target has a grant of its own for).
 * System features count everywhere; company, property and unit grants only within their own company, so an
 * editor of another company covers none of the target's. A system administrator editor lacks nothing; a
 * system administrator target is covered by no one else. Empty when the editor's access covers the target's.
 *
 * @example missingAccess(me, alphaAdmin).length === 0 // may I change alpha.admin?
 */
export function missingAccess(editor: EffectiveAccess, target: EffectiveAccess): MissingRight[] {
  if (editor.isSystemAdmin) return [];
  if (target.isSystemAdmin) return [SYSTEM_ADMIN_RIGHT];
  const sameCompany = editor.companyId !== null && editor.companyId === target.companyId;
  const held = {
    isSystemAdmin: false,
    grants: sameCompany
      ? editor.grants
      : editor.grants.filter((g) => levelOfFeature(g.securityFeatureID) === 'system'),
  };
  const missing: MissingRight[] = [];
  const seen = new Set<string>();
  for (const { securityFeatureID: feature, scopeID } of [
    ...target.grants.map((g) => ({ ...g, scopeID: null })),
    ...target.grants.filter((g) => g.scopeID !== null),
  ]) {
    const key = `${feature}:${scopeID ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const need = accessFor({ isSystemAdmin: false, grants: target.grants }, feature, scopeID ?? undefined);
    const lacking = need & ~accessFor(held, feature, scopeID ?? undefined);
    if (lacking) missing.push({ securityFeatureID: feature, scopeID, access: lacking });
  }
  return missing;
}

/** True when `editor` holds every right `target` holds (see `missingAccess`). */
export function accessCovers(editor: EffectiveAccess, target: EffectiveAccess): boolean {
  return missingAccess(editor, target).length === 0;
}

/**
 * The bits a change of one group's grants adds or removes, per feature and scope, as grants: an editor must
 * hold each of them (nobody grants, or takes away, a right they do not hold), and may leave the others alone.
 */
export function grantChanges(before: readonly Grant[], after: readonly Grant[]): Grant[] {
  const key = (g: Grant) => `${g.securityFeatureID}:${g.scopeID ?? ''}`;
  const masks = (grants: readonly Grant[]) => {
    const out = new Map<string, Grant>();
    for (const g of grants) {
      const seen = out.get(key(g));
      out.set(key(g), { ...g, access: ((seen?.access ?? 0) | g.access) & ACCESS_ALL });
    }
    return out;
  };
  const was = masks(before);
  const is = masks(after);
  const changed: Grant[] = [];
  for (const k of new Set([...was.keys(), ...is.keys()])) {
    const g = (is.get(k) ?? was.get(k))!;
    const access = (was.get(k)?.access ?? 0) ^ (is.get(k)?.access ?? 0);
    if (access) changed.push({ securityFeatureID: g.securityFeatureID, scopeID: g.scopeID, access });
  }
  return changed;
}

const BIT_NAMES: [number, string][] = [
  [Access.View, 'View'],
  [Access.Add, 'Add'],
  [Access.Edit, 'Edit'],
  [Access.Delete, 'Delete'],
  [Access.Export, 'Export'],
];

/** Missing rights as a reader would name them: "Vendors (Delete); Leases of a property, one property (Edit)". */
export function describeRights(rights: readonly MissingRight[]): string {
  return rights
    .map((r) => {
      if (r.securityFeatureID === SYSTEM_ADMIN_RIGHT.securityFeatureID) return 'system administrator';
      const feature = FEATURES.find((f) => f.id === r.securityFeatureID);
      const level = feature?.level;
      const where = r.scopeID === null ? '' : level === 'unit' ? ', one rental unit' : ', one property';
      const bits = BIT_NAMES.filter(([bit]) => r.access & bit).map(([, name]) => name);
      return `${feature?.name ?? `Feature ${r.securityFeatureID}`}${where} (${bits.join(', ')})`;
    })
    .join('; ');
}
