import { Access, ACCESS_ALL, MgmtCoFeature, type Grant, type LoginSession } from '@hangar/contracts';
import { useManagementReadOnly } from '@hangar/management-forms';
import { screen, waitFor, within } from '@testing-library/react';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMemoryRouter, useParams } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { airport } from '../../config';
import { renderWithSession } from '../../session/render-with-session';
import { editing } from '../access/access-rules';
import { contactsArea } from '../contacts/area';
import { handle as companyHandle } from './company-route';
import { useManagementShell } from './management-context';
import { ManagementLayout } from './management-layout';

// A real HTTP server answers the shell's reads: who the caller is and which companies they may see.
let server: Server;
let origin = '';
let myAccess: {
  isSystemAdmin: boolean;
  managementCompanyID: number;
  grants: Grant[];
  company?: { id: number; name: string; fileAs: string; isActive: boolean; timeZone: string };
};
const companies = [
  { id: 1, name: 'Alpha Hangars', fileAs: 'Alpha', isActive: true },
  { id: 2, name: 'Bravo Hangars', fileAs: 'Bravo', isActive: true },
];
beforeAll(async () => {
  server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    const ok = (data: unknown) => res.end(JSON.stringify({ success: true, data }));
    if (req.url === '/api/MyAccess') {
      return ok({ userName: 'alpha.admin', fileAs: 'Alpha Admin', impersonatedBy: null, ...myAccess });
    }
    if (req.url === '/api/MgmtCo') {
      // The list needs the company profile's View, as the API asks.
      if (
        !myAccess.isSystemAdmin &&
        !myAccess.grants.some((g) => g.securityFeatureID === MgmtCoFeature.Company)
      ) {
        res.statusCode = 403;
        return res.end(JSON.stringify({ success: false, error: 'You are not authorised to do this' }));
      }
      return ok(
        myAccess.isSystemAdmin ? companies : companies.filter((c) => c.id === myAccess.managementCompanyID),
      );
    }
    res.statusCode = 404;
    res.end(JSON.stringify({ success: false, error: 'Not found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => localStorage.clear());

const grant = (securityFeatureID: number, access: number): Grant => ({
  securityFeatureID,
  access,
  scopeID: null,
});

function signIn(token: string) {
  const session: LoginSession = {
    success: true,
    token,
    expires: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    managementCompanyID: 1,
    fileAs: 'Alpha Admin',
    isSystemAdmin: myAccess.isSystemAdmin,
    systemSecurityFeaturesAccess: [],
  };
  localStorage.setItem(airport.sessionStorageKey, JSON.stringify(session));
}

function Probe() {
  const { contactId } = useParams();
  const shell = useManagementShell();
  const readOnly = useManagementReadOnly();
  return (
    <p data-testid="page">
      {contactId ? `contact ${contactId}` : 'contacts'} · company {shell.companyId} ·{' '}
      {readOnly ? 'read-only' : 'editable'}
    </p>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <p>Login page</p> },
      { path: '/notauthorized', element: <p>Not authorized page</p> },
      {
        Component: ManagementLayout,
        children: [
          { path: '/manage', element: <p data-testid="page">home</p>, handle: { crumb: () => 'Management' } },
          {
            path: '/MgmtCoAdmin/:id',
            handle: companyHandle,
            children: [
              { path: 'Contacts', handle: contactsArea.companyRoutes![0]!.handle, element: <Probe /> },
              {
                path: 'Contacts/Individual/:contactId',
                handle: {
                  crumb: () => 'Individual',
                  requires: (p: { contactId?: string }) => editing(MgmtCoFeature.Contacts, p.contactId),
                },
                element: <Probe />,
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  renderWithSession(router, origin);
  return router;
}

const at = (router: ReturnType<typeof renderAt>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('the management route gate', () => {
  it('sends a visitor without a session to sign in, with the address (and query) to come back to', async () => {
    const router = renderAt('/MgmtCoAdmin/1/Contacts?q=smith');
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(at(router)).toBe('/login?returnUrl=%2FMgmtCoAdmin%2F1%2FContacts%3Fq%3Dsmith');
  });

  it('shows an administrator the page editable, with the navigation and breadcrumb of their access', async () => {
    myAccess = {
      isSystemAdmin: false,
      managementCompanyID: 1,
      grants: [grant(MgmtCoFeature.Company, ACCESS_ALL), grant(MgmtCoFeature.Contacts, ACCESS_ALL)],
    };
    signIn('admin-token');
    renderAt('/MgmtCoAdmin/1/Contacts');
    expect(await screen.findByTestId('page')).toHaveTextContent('contacts · company 1 · editable');
    const nav = screen.getAllByRole('navigation', { name: 'Management' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Contacts' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Users' })).toBeNull();
    // Each area is a group under its heading, not a region: no landmark named like the page's own parts.
    expect(within(nav).getByRole('group', { name: 'Contacts' })).toContainElement(
      within(nav).getByRole('link', { name: 'Contacts' }),
    );
    expect(within(nav).queryAllByRole('region')).toEqual([]);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() =>
      expect(
        within(crumbs)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Management', 'Alpha', 'Contacts']),
    );
    expect(screen.getByRole('button', { name: 'User menu: Alpha Admin' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    // Only a system administrator switches companies.
    expect(screen.queryByRole('combobox', { name: 'Management company' })).toBeNull();
  });

  it('names the company of a clerk without the company profile’s right (the breadcrumb said "Company 1")', async () => {
    myAccess = {
      isSystemAdmin: false,
      managementCompanyID: 1,
      grants: [grant(MgmtCoFeature.Contacts, Access.View | Access.Edit)],
      company: { id: 1, name: 'Alpha Hangars', fileAs: 'Alpha', isActive: true, timeZone: 'America/Chicago' },
    };
    signIn('clerk-token');
    renderAt('/MgmtCoAdmin/1/Contacts');
    expect(await screen.findByTestId('page')).toHaveTextContent('contacts · company 1 · editable');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() =>
      expect(
        within(crumbs)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Management', 'Alpha', 'Contacts']),
    );
  });

  it('gives a user with View but not Edit the screens read-only', async () => {
    myAccess = {
      isSystemAdmin: false,
      managementCompanyID: 1,
      grants: [grant(MgmtCoFeature.Contacts, Access.View)],
    };
    signIn('viewer-token');
    renderAt('/MgmtCoAdmin/1/Contacts/Individual/7');
    expect(await screen.findByTestId('page')).toHaveTextContent('contact 7 · company 1 · read-only');
  });

  it.each([
    ['a feature without a grant', [grant(MgmtCoFeature.Users, ACCESS_ALL)], '/MgmtCoAdmin/1/Contacts'],
    [
      'adding with View only',
      [grant(MgmtCoFeature.Contacts, Access.View)],
      '/MgmtCoAdmin/1/Contacts/Individual/new',
    ],
    ["another company's page", [grant(MgmtCoFeature.Contacts, ACCESS_ALL)], '/MgmtCoAdmin/2/Contacts'],
  ])('sends %s to /notauthorized', async (_, grants, url) => {
    myAccess = { isSystemAdmin: false, managementCompanyID: 1, grants };
    signIn(`token-${url}`);
    const router = renderAt(url);
    expect(await screen.findByText('Not authorized page')).toBeInTheDocument();
    expect(at(router)).toBe('/notauthorized');
  });

  it("lets a system administrator into any company's pages, with the company switcher", async () => {
    myAccess = { isSystemAdmin: true, managementCompanyID: 1, grants: [] };
    signIn('sysadmin-token');
    renderAt('/MgmtCoAdmin/2/Contacts/Individual/new');
    expect(await screen.findByTestId('page')).toHaveTextContent('contact new · company 2 · editable');
    expect(await screen.findByRole('combobox', { name: 'Management company' })).toHaveTextContent('Bravo');
  });

  it('sends an address without a valid company id to the management home', async () => {
    myAccess = { isSystemAdmin: true, managementCompanyID: 1, grants: [] };
    signIn('sysadmin-token-2');
    const router = renderAt('/MgmtCoAdmin/0/Contacts');
    expect(await screen.findByTestId('page')).toHaveTextContent('home');
    expect(at(router)).toBe('/manage');
  });
});
