import { operationRequest } from '@hangar/contracts';
import type { LoginSession, MgmtCo, MyAccess } from '@hangar/contracts';
import { ManagementProvider } from '@hangar/management-forms';
import { createMemoryProvider } from '@hangar/management-forms/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/client';
import { createSessionStore } from '../../session/session-store';
import { SiteSessionProvider } from '../../session/site-session';
import { ManagementShellContext, type ManagementShellValue } from '../shell/management-context';
import { SYSTEM_ADMIN_ME } from '../shell/render-in-shell';
import { Component as LoginAsPage } from './login-as-page';

const alpha = { id: 1, name: 'Alpha Hangar Management', fileAs: 'Alpha', isActive: true } as MgmtCo;
const ADMIN = SYSTEM_ADMIN_ME;
const adminSession: LoginSession = {
  success: true,
  token: 'admin-token',
  expires: new Date(Date.now() + 8 * 3_600_000).toISOString(),
  managementCompanyID: 1,
  fileAs: 'Administrator, System',
  isSystemAdmin: true,
  systemSecurityFeaturesAccess: [],
};
const viewer = {
  id: 3,
  userName: 'alpha.viewer',
  fileAs: 'Viewer, Alpha',
  managementCompanyID: 1,
  isSystemAdmin: false,
  isDisabled: false,
};

function renderPage(me: MyAccess) {
  const store = createSessionStore({ storage: localStorage, key: 'test.session', revoke: async () => null });
  store.login(adminSession);
  const get = vi.fn(async (_path: string) => ({
    success: true,
    data: { items: [viewer], total: 1, page: 1, pageSize: 25 },
  }));
  const post = vi.fn(async (_path: string, _body?: unknown) => ({
    success: true,
    data: {
      ...adminSession,
      token: 'acting',
      fileAs: 'Viewer, Alpha',
      isSystemAdmin: false,
      impersonatedBy: 'sysadmin',
    },
  }));
  // The client runs operations at their paths, as the site's does: the fakes answer by method and path.
  const run = async (operation: string, params: object, body?: unknown) => {
    const { method, path } = operationRequest(operation, params);
    return method === 'GET' ? get(path) : post(path, body);
  };
  const client = { run } as unknown as ApiClient;
  const provider = createMemoryProvider({});
  const shell: ManagementShellValue = {
    provider,
    me,
    companies: [alpha],
    companiesError: undefined,
    companyId: 1,
    company: alpha,
    access: 0,
    readOnly: true,
    setPageCompany: () => {},
  };
  const router = createMemoryRouter(
    [
      { path: '/systemadmin/loginas', element: <LoginAsPage /> },
      { path: '/manage', element: <h1>Management home</h1> },
      { path: '/notauthorized', element: <h1>Not authorized</h1> },
    ],
    { initialEntries: ['/systemadmin/loginas'] },
  );
  render(
    <SiteSessionProvider value={{ store, client, start: () => () => {} }}>
      <ManagementShellContext value={shell}>
        <ManagementProvider dataProvider={provider}>
          <RouterProvider router={router} />
        </ManagementProvider>
      </ManagementShellContext>
    </SiteSessionProvider>,
  );
  return { router, store, get, post };
}

describe('the log-in-as page', () => {
  beforeEach(() => localStorage.clear());

  it('finds a user across companies and starts acting as them with the reason, from the management home', async () => {
    const { router, store, get, post } = renderPage(ADMIN);
    const search = screen.getByRole('searchbox', { name: 'Find a user' });
    fireEvent.change(search, { target: { value: 'viewer' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    fireEvent.click(await screen.findByRole('radio', { name: /Viewer, Alpha/ }));
    expect(get).toHaveBeenCalledWith('/api/SystemUserSearch?q=viewer&pageSize=25&status=all');
    expect(screen.getByText(/alpha\.viewer · Alpha/)).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), { target: { value: 'Ticket 12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in as this user' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage'));
    expect(post).toHaveBeenCalledWith('/api/authenticateAs', {
      userID: 3,
      userName: 'alpha.viewer',
      reason: 'Ticket 12',
    });
    expect(store.get()?.token).toBe('acting');
    expect(store.administrator()).toEqual({ session: adminSession, returnTo: '/systemadmin/loginas' });
  });

  it('refuses a holder of the system Users feature who is not an administrator', async () => {
    const { router } = renderPage({ ...ADMIN, isSystemAdmin: false, grants: [] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/notauthorized'));
  });

  it('refuses while acting as another user', async () => {
    const { router } = renderPage({ ...ADMIN, impersonatedBy: 'sysadmin' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/notauthorized'));
  });
});
