// The side navigation of the management face: areas and their pages, shown only where the user may look.
import { Access, accessFor, hasAccess } from '@hangar/contracts';
import { anyPropertyAccess, companyAccess, type MyAccessLike } from '../access/access-rules';
import { MANAGEMENT_AREAS } from '../areas';
import { SYSTEM_NAV } from '../system/area';
import { SYSTEM_FEATURES } from '../system/system-handles';
import { companyPath, NAV_GROUPS, type NavEntry, type SystemNavEntry } from './area';

export type { NavEntry, SystemNavEntry } from './area';
export type NavArea = { label: string; entries: readonly NavEntry[] };

/** The side navigation's areas: every area's entries, grouped in the order of NAV_GROUPS. */
export const NAV_AREAS: readonly NavArea[] = NAV_GROUPS.map((group) => ({
  label: group,
  entries: MANAGEMENT_AREAS.flatMap((area) => (area.nav?.group === group ? area.nav.entries : [])),
})).filter((area) => area.entries.length > 0);

/** The user's mask for `entry` in company `companyId`. */
function entryAccess(me: MyAccessLike, companyId: number, entry: NavEntry): number {
  return entry.anyScope
    ? anyPropertyAccess(me, companyId, entry.feature)
    : companyAccess(me, companyId, entry.feature);
}

export type VisibleEntry = { label: string; href: string; end: boolean };
export type VisibleArea = { label: string; entries: VisibleEntry[] };

/** The areas and entries the user may view in company `companyId`; empty areas are left out. */
export function visibleNav(
  me: MyAccessLike,
  companyId: number,
  areas: readonly NavArea[] = NAV_AREAS,
): VisibleArea[] {
  return areas
    .map((area) => ({
      label: area.label,
      entries: area.entries
        .filter((entry) => hasAccess(entryAccess(me, companyId, entry), Access.View))
        .map((entry) => ({ label: entry.label, href: entry.to(companyId), end: entry.end ?? false })),
    }))
    .filter((area) => area.entries.length > 0);
}

export { SYSTEM_FEATURES, SYSTEM_NAV };

/** True when the user may view system feature `feature` (0: any system feature). */
export function viewsSystem(me: MyAccessLike, feature: number): boolean {
  const features = feature === 0 ? SYSTEM_FEATURES : [feature];
  return features.some((f) => hasAccess(accessFor(me, f), Access.View));
}

/**
 * The System area as the user may see it: empty (no area) unless they are a system administrator or hold a
 * system feature; then the overview and each entry whose feature they may view.
 */
export function visibleSystemNav(
  me: MyAccessLike,
  entries: readonly SystemNavEntry[] = SYSTEM_NAV,
): VisibleArea[] {
  if (!viewsSystem(me, 0)) return [];
  const visible = entries
    .filter((e) => !e.pending && (e.adminOnly ? me.isSystemAdmin : viewsSystem(me, e.feature)))
    .map((e) => ({ label: e.label, href: e.href, end: e.end ?? false }));
  return visible.length ? [{ label: 'System', entries: visible }] : [];
}

/**
 * The same page for another company: `/MgmtCoAdmin/1/Contacts/Individual/7` → `/MgmtCoAdmin/2/Contacts`
 * (a record belongs to its company, so the switch lands on the list), as the page's area says; elsewhere the
 * other company's profile.
 */
export function switchCompanyPath(pathname: string, companyId: number): string {
  for (const area of MANAGEMENT_AREAS) {
    const path = area.switchCompany?.(pathname, companyId);
    if (path) return path;
  }
  return companyPath(companyId);
}
