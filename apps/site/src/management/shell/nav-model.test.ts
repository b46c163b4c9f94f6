import { Access, MgmtCoFeature, PropertyFeature, SystemFeature } from '@hangar/contracts';
import type { RouteObject, UIMatch } from 'react-router-dom';
import { managementRoutes } from '../../routes/management';
import { describe, expect, it } from 'vitest';
import { recentChangeHref } from '../home/recent-change-link';
import { NAV_AREAS, switchCompanyPath, SYSTEM_NAV, visibleNav, visibleSystemNav } from './nav-model';
import { breadcrumbs, routeCompanyId, routeRequirement, type ManagementHandle } from './route-handle';

describe('visibleNav', () => {
  it('lists only the entries the user may view, and leaves out empty areas', () => {
    const me = {
      isSystemAdmin: false,
      managementCompanyID: 1,
      grants: [{ securityFeatureID: MgmtCoFeature.Contacts, access: Access.View, scopeID: null }],
    };
    expect(visibleNav(me, 1)).toEqual([
      { label: 'Contacts', entries: [{ label: 'Contacts', href: '/MgmtCoAdmin/1/Contacts', end: false }] },
    ]);
    expect(visibleNav(me, 2)).toEqual([]);
  });

  it('lists every area for a system administrator', () => {
    const areas = visibleNav({ isSystemAdmin: true, managementCompanyID: 1, grants: [] }, 3);
    expect(areas.map((a) => [a.label, a.entries.map((e) => e.href)])).toEqual([
      ['Company', ['/MgmtCoAdmin/3', '/MgmtCoAdmin/3/User', '/MgmtCoAdmin/3/SecurityGroup']],
      ['Contacts', ['/MgmtCoAdmin/3/Contacts']],
      ['Properties', ['/MgmtCoAdmin/3/Properties', '/MgmtCoAdmin/3/Units']],
      ['Leases', ['/leases/3', '/hangaruse/3']],
      ['Waiting list', ['/waitlist/3']],
      ['Work orders', ['/workorders/3']],
      ['Vendors', ['/vendors/3']],
      ['Money', ['/rentroll/3', '/receivables/3']],
    ]);
  });

  it('lists the company’s Leases for a grant of Leases on one property, in the user’s own company only', () => {
    const me = {
      isSystemAdmin: false,
      managementCompanyID: 1,
      grants: [{ securityFeatureID: PropertyFeature.Leases, access: Access.View, scopeID: 301 }],
    };
    expect(visibleNav(me, 1)).toEqual([
      {
        label: 'Leases',
        entries: [
          { label: 'Leases', href: '/leases/1', end: false },
          { label: 'Hangar use', href: '/hangaruse/1', end: false },
        ],
      },
    ]);
    expect(visibleNav(me, 2)).toEqual([]);
    expect(visibleNav({ ...me, grants: [] }, 1)).toEqual([]);
  });
});

describe('switchCompanyPath', () => {
  it.each([
    ['/MgmtCoAdmin/1', '/MgmtCoAdmin/2'],
    ['/leases/1?owes=true', '/leases/2'],
    ['/MgmtCoAdmin/1/Contacts', '/MgmtCoAdmin/2/Contacts'],
    ['/MgmtCoAdmin/1/Contacts/Individual/7', '/MgmtCoAdmin/2/Contacts'],
    ['/MgmtCoAdmin/1/Contact/Edit/7', '/MgmtCoAdmin/2/Contacts'],
    ['/mgmtcoadmin/1/user/Edit/new', '/MgmtCoAdmin/2/User'],
    ['/MgmtCoAdmin/1/SecurityGroup/Edit/4', '/MgmtCoAdmin/2/SecurityGroup'],
    ['/manage', '/MgmtCoAdmin/2'],
    ['/vendors/1', '/vendors/2'],
    ['/vendors/1/editc/7', '/vendors/2'],
    ['/workorders/1/7', '/workorders/2'],
    ['/rentroll/1', '/rentroll/2'],
    ['/receivables/1?tab=collections', '/receivables/2'],
    ['/MgmtCoAdmin/1/Units?status=vacant', '/MgmtCoAdmin/2/Units'],
    ['/lease/7', '/MgmtCoAdmin/2'],
    ['/waitlist/1', '/waitlist/2'],
    ['/hangaruse/1', '/hangaruse/2'],
  ])('%s → %s', (from, to) => expect(switchCompanyPath(from, 2)).toBe(to));
});

const match = (pathname: string, handle: ManagementHandle | undefined, params = {}): UIMatch => ({
  id: pathname,
  pathname,
  params,
  data: undefined,
  loaderData: undefined,
  handle,
});

describe('route handles', () => {
  const params = { id: '1', contactId: 'new' };
  const matches = [
    match('/', undefined, params),
    match('/MgmtCoAdmin/1', { crumb: ({ companyName }) => companyName ?? '?' }, params),
    match(
      '/MgmtCoAdmin/1/Contacts',
      { crumb: () => 'Contacts', requires: () => ({ feature: 6, access: 1, write: 4 }) },
      params,
    ),
    match(
      '/MgmtCoAdmin/1/Contacts/Individual/new',
      {
        crumb: ({ params: p }) => (p.contactId === 'new' ? 'New individual' : 'Individual'),
        requires: (p) => ({ feature: 106, access: p.contactId === 'new' ? 2 : 1, write: 2 }),
      },
      params,
    ),
  ];

  it('builds the breadcrumb from management home down to the page', () => {
    expect(breadcrumbs(matches, 'Alpha')).toEqual([
      { label: 'Management', href: '/manage' },
      { label: 'Alpha', href: '/MgmtCoAdmin/1' },
      { label: 'Contacts', href: '/MgmtCoAdmin/1/Contacts' },
      { label: 'New individual', href: '/MgmtCoAdmin/1/Contacts/Individual/new' },
    ]);
  });

  it("lets an index page's crumb replace its parent's", () => {
    const index = match('/MgmtCoAdmin/1/Contacts/', { crumb: () => 'Contact list' }, params);
    expect(breadcrumbs([...matches.slice(0, 3), index], 'Alpha').at(-1)).toEqual({
      label: 'Contact list',
      href: '/MgmtCoAdmin/1/Contacts',
    });
  });

  it('takes the deepest requirement', () => {
    expect(routeRequirement(matches)).toEqual({ feature: 106, access: 2, write: 2 });
    expect(routeRequirement(matches.slice(0, 2))).toBeUndefined();
  });

  it.each([
    ['1', 1],
    ['2147483647', 2147483647],
    ['0', undefined],
    ['2147483648', undefined],
    ['x1', undefined],
    [undefined, undefined],
  ])('reads company id %s as %s', (id, expected) => expect(routeCompanyId({ id })).toBe(expected));
});

describe('recentChangeHref', () => {
  const change = (kind: string, entity: string, entityID: number | null = 5) => ({ kind, entity, entityID });
  it.each([
    [change('contact.updated', 'contact'), '/MgmtCoAdmin/1/Contact/Edit/5'],
    [change('user.created', 'user'), '/MgmtCoAdmin/1/User/Edit/5'],
    [change('group.updated', 'securityGroup'), '/MgmtCoAdmin/1/SecurityGroup/Edit/5'],
    [change('company.updated', 'company', null), '/MgmtCoAdmin/1'],
    [change('contact.deleted', 'contact'), null],
    [change('lease.updated', 'lease'), null],
  ])('%o → %s', (c, href) => expect(recentChangeHref(1, c)).toBe(href));
});

describe('visibleSystemNav', () => {
  it('shows no System area to a company user', () => {
    expect(visibleSystemNav({ isSystemAdmin: false, managementCompanyID: 1, grants: [] })).toEqual([]);
  });

  it('shows the overview and the entries of the system features the user may view', () => {
    const me = {
      isSystemAdmin: false,
      managementCompanyID: 1,
      grants: [{ securityFeatureID: SystemFeature.Users, access: Access.View, scopeID: null }],
    };
    expect(visibleSystemNav(me)[0]?.entries.map((e) => e.href)).toEqual([
      '/systemadmin',
      '/systemadmin/systemusers',
    ]);
  });

  it('shows a holder of the error log only the overview and the error log', () => {
    const me = {
      isSystemAdmin: false,
      managementCompanyID: 1,
      grants: [{ securityFeatureID: SystemFeature.ErrorLog, access: Access.View, scopeID: null }],
    };
    expect(visibleSystemNav(me)[0]?.entries.map((e) => e.href)).toEqual([
      '/systemadmin',
      '/systemadmin/errorlog',
    ]);
    const admin = { isSystemAdmin: true, managementCompanyID: 1, grants: [] };
    expect(visibleSystemNav(admin)[0]?.entries.map((e) => e.href)).toEqual(
      expect.arrayContaining([
        '/systemadmin/systemvalues',
        '/systemadmin/errorlog',
        '/systemadmin/actions',
        '/test',
        '/systemadmin/about',
      ]),
    );
  });

  it('shows every entry whose route exists to a system administrator, and no pending one', () => {
    const entries = [
      { label: 'Overview', href: '/systemadmin', feature: 0, end: true },
      { label: 'Soon', href: '/systemadmin/soon', feature: SystemFeature.ErrorLog, pending: true },
      { label: 'Admins', href: '/systemadmin/admins', feature: SystemFeature.Users, adminOnly: true },
    ];
    const admin = { isSystemAdmin: true, managementCompanyID: 1, grants: [] };
    expect(visibleSystemNav(admin, entries)).toEqual([
      {
        label: 'System',
        entries: [
          { label: 'Overview', href: '/systemadmin', end: true },
          { label: 'Admins', href: '/systemadmin/admins', end: false },
        ],
      },
    ]);
    const holder = {
      isSystemAdmin: false,
      managementCompanyID: 1,
      grants: [{ securityFeatureID: SystemFeature.Users, access: Access.View, scopeID: null }],
    };
    expect(visibleSystemNav(holder, entries)[0]?.entries.map((e) => e.label)).toEqual(['Overview']);
  });
});

describe('SYSTEM_NAV', () => {
  /** Every full path of the management routes (`/systemadmin/systemusers`, …). */
  const paths = (routes: readonly RouteObject[], base = ''): string[] =>
    routes.flatMap((r) => {
      const here = r.path ? `${base}/${r.path}`.replace(/\/+/g, '/') : base;
      return [...(r.path || r.index ? [here || '/'] : []), ...paths(r.children ?? [], here)];
    });

  it("every area's navigation entry opens a routed page", () => {
    const routed = new Set(paths(managementRoutes).map((p) => p.replace(':id', '7')));
    const hrefs = NAV_AREAS.flatMap((area) => area.entries.map((entry) => entry.to(7)));
    expect(hrefs.length).toBeGreaterThan(8);
    expect(hrefs.filter((href) => !routed.has(href))).toEqual([]);
  });

  it('lists only entries whose route exists; a pending entry waits for its route', () => {
    const routed = new Set(paths(managementRoutes));
    const shown = SYSTEM_NAV.filter((e) => !e.pending).map((e) => e.href);
    expect(shown.filter((href) => !routed.has(href))).toEqual([]);
    // An entry whose route now exists should not be pending any more.
    expect(SYSTEM_NAV.filter((e) => e.pending && routed.has(e.href)).map((e) => e.href)).toEqual([]);
  });
});
