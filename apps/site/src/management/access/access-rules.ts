// What the management face shows a user: the one permission rule (`accessFor`) applied to the route's company.
import {
  Access,
  accessFor,
  combineAccess,
  hasAccess,
  MgmtCoFeature,
  SystemFeature,
  type EffectiveAccess,
  type Grant,
} from '@hangar/contracts';

/** The caller as GET /api/MyAccess answers (the parts the site reads). */
export type MyAccessLike = {
  isSystemAdmin: boolean;
  managementCompanyID: number;
  grants: readonly Grant[];
};

/**
 * The system feature that opens a company feature in every company (the API's `requireCompany` pairs):
 * company profile and contacts by Management companies, users by System users, groups by System groups.
 */
export const SYSTEM_FEATURE_FOR: Readonly<Record<number, number>> = {
  [MgmtCoFeature.Company]: SystemFeature.ManagementCompanies,
  [MgmtCoFeature.Contacts]: SystemFeature.ManagementCompanies,
  [MgmtCoFeature.Properties]: SystemFeature.ManagementCompanies,
  [MgmtCoFeature.Vendors]: SystemFeature.ManagementCompanies,
  [MgmtCoFeature.Users]: SystemFeature.Users,
  [MgmtCoFeature.SecurityGroups]: SystemFeature.SecurityGroups,
};

/**
 * The user's mask for a company feature in company `companyId`, as the API decides it: the system feature's
 * bits count in every company; the company feature's grants only in the user's own company.
 */
export function companyAccess(me: MyAccessLike, companyId: number, feature: number): number {
  // A system administrator passes for every company's records, whatever the feature (as the API's authorize).
  if (me.isSystemAdmin) return accessFor(me, feature);
  const system = SYSTEM_FEATURE_FOR[feature];
  const everywhere = system === undefined ? 0 : accessFor(me, system);
  const own = companyId === me.managementCompanyID ? accessFor(me, feature) : 0;
  return everywhere | own;
}

/**
 * What a route needs: a feature, the bits to see the page, and the bits to change what it shows; for a page
 * of one property or unit outside a company's address, `scopeID` counts the grants for that one as well.
 */
export type Requirement = {
  feature: number;
  access: number;
  write: number;
  scopeID?: number;
  /** Instead of `feature`: the bits count on any of these (the system overview: any system feature). */
  anyOf?: readonly number[];
  /**
   * A record whose property the address does not name (`/lease/{id}`): a grant of `feature` for any
   * property counts at the gate; the page then applies the record's own property's mask.
   */
  anyScope?: boolean;
};

export type GateDecision =
  | { kind: 'login'; to: string }
  | { kind: 'wait' }
  | { kind: 'denied'; to: string }
  | { kind: 'allowed'; access: number; readOnly: boolean };

/**
 * The route gate: no valid session → the login page with the address to come back to; the access still
 * loading → wait; a requirement the user lacks → /notauthorized; else allowed, read-only when the user
 * holds the page's bits but not its write bits (a viewer: View without Edit).
 */
export function gateDecision({
  signedIn,
  currentUrl,
  me,
  companyId,
  requirement,
}: {
  signedIn: boolean;
  currentUrl: string;
  me: MyAccessLike | undefined;
  companyId: number | undefined;
  requirement: Requirement | undefined;
}): GateDecision {
  if (!signedIn) return { kind: 'login', to: `/login?returnUrl=${encodeURIComponent(currentUrl)}` };
  if (!requirement) return { kind: 'allowed', access: 0, readOnly: false };
  if (!me) return { kind: 'wait' };
  const access = requirement.anyOf
    ? Math.max(
        0,
        ...requirement.anyOf.map((f) => accessFor(me, f)).filter((a) => hasAccess(a, requirement.access)),
      )
    : requirement.anyScope
      ? // A company's page (`/rentroll/:id`) of another company counts no grant of the user's own.
        companyId !== undefined && companyId !== me.managementCompanyID && !me.isSystemAdmin
        ? 0
        : anyScopeAccess(me, requirement.feature)
      : companyId === undefined
        ? accessFor(me, requirement.feature, requirement.scopeID)
        : companyAccess(me, companyId, requirement.feature);
  if (!hasAccess(access, requirement.access)) return { kind: 'denied', to: '/notauthorized' };
  return { kind: 'allowed', access, readOnly: !hasAccess(access, requirement.write) };
}

/** Every bit of `feature` the user holds for any scope (all properties, or one of them). */
export function anyScopeAccess(me: MyAccessLike, feature: number): number {
  if (me.isSystemAdmin) return accessFor(me, feature);
  return combineAccess(me.grants.filter((g) => g.securityFeatureID === feature).map((g) => g.access));
}

/**
 * The user's mask for a property feature over company `companyId` as a whole (its leases, its ledgers): a grant
 * for any property counts in the user's own company; a system administrator holds it in every company.
 */
export function anyPropertyAccess(me: MyAccessLike, companyId: number, feature: number): number {
  return me.isSystemAdmin || companyId === me.managementCompanyID ? anyScopeAccess(me, feature) : 0;
}

/** A page that shows a record or list of `feature` and changes it with Edit. */
export const viewing = (feature: number): Requirement => ({
  feature,
  access: Access.View,
  write: Access.Edit,
});
/** A page that adds a record of `feature`. */
export const adding = (feature: number): Requirement => ({ feature, access: Access.Add, write: Access.Add });
/** An edit page whose id `new` adds and any other id views (and with Edit, changes). */
export const editing = (feature: number, id: string | undefined): Requirement =>
  id === 'new' ? adding(feature) : viewing(feature);

/** The user's effective access, for the forms that compare it with another user's or a group's. */
export function editorAccessOf(me: MyAccessLike | undefined): EffectiveAccess | undefined {
  return me && { isSystemAdmin: me.isSystemAdmin, companyId: me.managementCompanyID, grants: me.grants };
}

/** Whether the user may change memberships of company `companyId`'s groups (Security groups Edit). */
export function mayChangeGroupsIn(me: MyAccessLike | undefined, companyId: number): boolean {
  return !!me && hasAccess(companyAccess(me, companyId, MgmtCoFeature.SecurityGroups), Access.Edit);
}
