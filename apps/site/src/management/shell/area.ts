// What one folder of the management face declares, once: its routes (each page a lazy import of the folder's
// chunk), the routes that group its pages (their crumb and what every page under them needs), its entries in
// the side navigation, and where its pages go when the user switches company. `../areas.ts` lists every area;
// the router (routes/management.tsx) and the navigation (nav-model.ts) are built from that list.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { ManagementHandle } from './route-handle';

/** What a page module exports: its page (or layout) and the handle the shell reads. */
export type RouteModule = { Component?: ComponentType; handle?: unknown };

/** The side navigation's groups, in the order they are shown. */
export const NAV_GROUPS = [
  'Company',
  'Contacts',
  'Properties',
  'Leases',
  'Waiting list',
  'Work orders',
  'Vendors',
  'Money',
] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

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

export type ManagementArea = {
  /** Routes under the management layout, beside `/manage`. */
  routes?: RouteObject[];
  /** Routes under a company's address, `/MgmtCoAdmin/:id/…`. */
  companyRoutes?: RouteObject[];
  /** The area's entries of the side navigation, in its group. */
  nav?: { group: NavGroup; entries: NavEntry[] };
  /** The same page for company `companyId`, when `pathname` is one of the area's pages; else undefined. */
  switchCompany?: (pathname: string, companyId: number) => string | undefined;
};

const route = (module: RouteModule) =>
  module.Component ? { Component: module.Component, handle: module.handle } : { handle: module.handle };

/**
 * The lazy loader of page `name` of a chunk: `const page = chunkPages(() => import('../contact-pages'))`, then
 * `{ path: 'Contacts', lazy: page('contactList') }`.
 */
export const chunkPages =
  <M extends Record<string, RouteModule>>(load: () => Promise<M>) =>
  (name: keyof M & string) =>
  async () =>
    route((await load())[name]!);

/** A route that only groups pages: its crumb and what every page under it needs. */
export const groupRoute = (path: string, handle: ManagementHandle, children: RouteObject[]): RouteObject => ({
  path,
  handle,
  children,
});

/** The company's address, with `rest` after it. */
export const companyPath = (companyId: number, rest = '') => `/MgmtCoAdmin/${companyId}${rest}`;

/**
 * Switching company on a page of the area under `/MgmtCoAdmin/:id/{segment}…` (any of `segments`, any case)
 * lands on the other company's `/MgmtCoAdmin/{id}/{landing}` (a record belongs to its company, so the switch
 * lands on the list).
 */
export const companySection =
  (segments: readonly string[], landing: string) =>
  (pathname: string, companyId: number): string | undefined => {
    const segment = /^\/MgmtCoAdmin\/\d+\/([^/?#]+)/i.exec(pathname)?.[1]?.toLowerCase();
    return segment && segments.includes(segment) ? companyPath(companyId, `/${landing}`) : undefined;
  };

/** Switching company on `/{prefix}/{id}…` lands on `/{prefix}/{other id}`. */
export const companyPrefix =
  (prefix: string) =>
  (pathname: string, companyId: number): string | undefined =>
    new RegExp(`^/${prefix}/\\d+(?:[/?#]|$)`, 'i').test(pathname) ? `/${prefix}/${companyId}` : undefined;

/**
 * An entry of the System area: an address of its own (no company in it), shown to a user who may view its
 * system feature (a system administrator may view them all), or only to system administrators (`adminOnly`).
 * `pending` leaves an entry out until its page's route exists: whoever adds the route removes the flag.
 */
export type SystemNavEntry = {
  label: string;
  href: string;
  feature: number;
  adminOnly?: boolean;
  end?: boolean;
  pending?: boolean;
};
