// What a management route declares for the shell: its breadcrumb label and what the user needs to see it.
import type { Params, UIMatch } from 'react-router-dom';
import type { Requirement } from '../access/access-rules';

export type CrumbContext = { params: Params; companyName: string | undefined; companyId: number };

export type ManagementHandle = {
  /** The route's breadcrumb label; a route without one adds no crumb. */
  crumb?: (context: CrumbContext) => string;
  /**
   * The crumbs of a page outside a company's address whose company comes from its record (a property):
   * the company and the list before the page's own, each with its address; used instead of `crumb`.
   */
  crumbs?: (context: CrumbContext & { pathname: string }) => Crumb[];
  /** The feature and access bits the page needs; the deepest route that declares one decides. */
  requires?: (params: Params) => Requirement;
};

const handleOf = (match: UIMatch): ManagementHandle | undefined =>
  match.handle && typeof match.handle === 'object' ? (match.handle as ManagementHandle) : undefined;

/** The requirement of the deepest matched route that declares one. */
export function routeRequirement(matches: readonly UIMatch[]): Requirement | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i]!;
    const requires = handleOf(match)?.requires;
    if (requires) return requires(match.params);
  }
  return undefined;
}

/** The company of the address (`/MgmtCoAdmin/:id/…`): a positive 32-bit id, else undefined. */
export function routeCompanyId(params: Params): number | undefined {
  const raw = params.id;
  if (raw === undefined || !/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

export type Crumb = { label: string; href: string };

/** The breadcrumb trail: management home first, then every matched route with a crumb, the page last. */
export function breadcrumbs(
  matches: readonly UIMatch[],
  companyName: string | undefined,
  companyId = 0,
): Crumb[] {
  const trail: Crumb[] = [];
  for (const match of matches) {
    const several = handleOf(match)?.crumbs;
    if (several) {
      trail.push(...several({ params: match.params, companyName, companyId, pathname: match.pathname }));
      continue;
    }
    const crumb = handleOf(match)?.crumb;
    if (!crumb) continue;
    const href = match.pathname.length > 1 ? match.pathname.replace(/\/+$/, '') : match.pathname;
    const label = crumb({ params: match.params, companyName, companyId });
    // An index route shares its parent's address: the page's own crumb replaces the parent's.
    if (trail.at(-1)?.href === href) trail.pop();
    trail.push({ label, href });
  }
  if (trail[0]?.href !== '/manage') trail.unshift({ label: 'Management', href: '/manage' });
  return trail;
}
