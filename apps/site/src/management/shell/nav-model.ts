// The side navigation of the management face: areas and their pages, shown only where the user may look.
import {
  Access,
  accessFor,
  hasAccess,
  MgmtCoFeature,
  PropertyFeature,
  SystemFeature,
} from '@hangar/contracts';
import { anyPropertyAccess, companyAccess, type MyAccessLike } from '../access/access-rules';

export type NavEntry = {
  label: string;
  /** The page's address in company `companyId`. */
  to: (companyId: number) => string;
  feature: number;
  /** Active only on exactly this address (a parent of other entries). */
  end?: boolean;
  /** A property feature: a grant for any property of the user's own company counts (a system administrator's
   * in every company). */
  anyScope?: boolean;
};
export type NavArea = { label: string; entries: readonly NavEntry[] };

const company = (companyId: number, rest = '') => `/MgmtCoAdmin/${companyId}${rest}`;

/**
 * Every area with a screen. Vendors, Properties and System arrive with their screens; an entry is listed
 * here only once its route exists (routes/management.tsx).
 */
export const NAV_AREAS: readonly NavArea[] = [
  {
    label: 'Company',
    entries: [
      { label: 'Profile', to: (id) => company(id), feature: MgmtCoFeature.Company, end: true },
      { label: 'Users', to: (id) => company(id, '/User'), feature: MgmtCoFeature.Users },
      {
        label: 'Security groups',
        to: (id) => company(id, '/SecurityGroup'),
        feature: MgmtCoFeature.SecurityGroups,
      },
    ],
  },
  {
    label: 'Contacts',
    entries: [{ label: 'Contacts', to: (id) => company(id, '/Contacts'), feature: MgmtCoFeature.Contacts }],
  },
  {
    label: 'Properties',
    entries: [
      { label: 'Properties', to: (id) => company(id, '/Properties'), feature: MgmtCoFeature.Properties },
      { label: 'Rental units', to: (id) => company(id, '/Units'), feature: PropertyFeature.RentalUnits },
    ],
  },
  {
    label: 'Leases',
    entries: [
      { label: 'Leases', to: (id) => `/leases/${id}`, feature: PropertyFeature.Leases, anyScope: true },
    ],
  },
  {
    label: 'Vendors',
    entries: [{ label: 'Vendors', to: (id) => `/vendors/${id}`, feature: MgmtCoFeature.Vendors }],
  },
  {
    label: 'Waiting list',
    entries: [{ label: 'Waiting list', to: (id) => `/waitlist/${id}`, feature: MgmtCoFeature.Waitlist }],
  },
  {
    label: 'Money',
    entries: [
      { label: 'Rent roll', to: (id) => `/rentroll/${id}`, feature: PropertyFeature.Ledger, anyScope: true },
      {
        label: 'Receivables',
        to: (id) => `/receivables/${id}`,
        feature: PropertyFeature.Ledger,
        anyScope: true,
      },
    ],
  },
];

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

/**
 * An entry of the System area: an address of its own (no company in it), shown to a user who may view its
 * system feature (a system administrator may view them all), or only to system administrators (`adminOnly`).
 * `pending` leaves an entry out until its page's route exists (routes/management.tsx): whoever adds the
 * route removes the flag.
 */
export type SystemNavEntry = {
  label: string;
  href: string;
  feature: number;
  adminOnly?: boolean;
  end?: boolean;
  pending?: boolean;
};

/** Every system feature: holding View on any of them opens the System area and its overview. */
export const SYSTEM_FEATURES: readonly number[] = Object.values(SystemFeature);

/** The System area's entries; the Overview shows to anyone holding any system feature (`feature: 0`). */
export const SYSTEM_NAV: readonly SystemNavEntry[] = [
  { label: 'Overview', href: '/systemadmin', feature: 0, end: true },
  { label: 'Users', href: '/systemadmin/systemusers', feature: SystemFeature.Users },
  {
    label: 'Security groups',
    href: '/systemadmin/systemsecuritygroups',
    feature: SystemFeature.SecurityGroups,
  },
  { label: 'Features', href: '/systemadmin/systemsecurityfeatures', feature: SystemFeature.SecurityGroups },
  { label: 'System values', href: '/systemadmin/systemvalues', feature: SystemFeature.SystemValues },
  { label: 'Error log', href: '/systemadmin/errorlog', feature: SystemFeature.ErrorLog },
  { label: 'Background work', href: '/systemadmin/actions', feature: SystemFeature.BackgroundWork },
  {
    label: 'Log in as',
    href: '/systemadmin/loginas',
    feature: SystemFeature.Users,
    adminOnly: true,
  },
  { label: 'Listing approvals', href: '/systemadmin/publishing', feature: 0, adminOnly: true },
  { label: 'Self-test', href: '/test', feature: 0, adminOnly: true },
  { label: 'About', href: '/systemadmin/about', feature: 0, adminOnly: true },
];

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

/** Sections under a company, by their first path segment; `Contact` (the edit redirect) belongs to `Contacts`. */
const SECTIONS: Record<string, string> = {
  user: 'User',
  securitygroup: 'SecurityGroup',
  contacts: 'Contacts',
  contact: 'Contacts',
  properties: 'Properties',
};

/**
 * The same page for another company: `/MgmtCoAdmin/1/Contacts/Individual/7` → `/MgmtCoAdmin/2/Contacts`
 * (a record belongs to its company, so the switch lands on the list); outside a company, its profile.
 */
export function switchCompanyPath(pathname: string, companyId: number): string {
  // A company's vendor pages (`/vendors/1/editc/7`) switch to the other company's vendor list.
  if (/^\/vendors\/\d+(?:[/?#]|$)/i.test(pathname)) return `/vendors/${companyId}`;
  if (/^\/leases\/\d+(?:[/?#]|$)/i.test(pathname)) return `/leases/${companyId}`;
  // The money reports switch to the same report of the other company.
  const report = /^\/(rentroll|receivables)\/\d+(?:[/?#]|$)/i.exec(pathname);
  if (report) return `/${report[1]!.toLowerCase()}/${companyId}`;
  const match = /^\/MgmtCoAdmin\/\d+(?:\/([^/?#]+))?/i.exec(pathname);
  const section = match?.[1] ? SECTIONS[match[1].toLowerCase()] : undefined;
  return company(companyId, section ? `/${section}` : '');
}
