import { ACCESS_ALL, Access, SystemFeature } from '@hangar/contracts';
import { createSystemProvider } from '@hangar/management-forms/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderInShell, SYSTEM_ADMIN_ME } from '../shell/render-in-shell';
import { Component as PublishingPage } from './publishing-page';

const routes: RouteObject[] = [
  { path: '/systemadmin/publishing', element: <PublishingPage /> },
  { path: '/notauthorized', element: <h1>Not authorized</h1> },
];
const ADMIN = SYSTEM_ADMIN_ME;

describe('the listing approvals page', () => {
  it('shows a system administrator the companies waiting, and approves one', async () => {
    const provider = createSystemProvider();
    renderInShell(routes, '/systemadmin/publishing', provider, ACCESS_ALL, ADMIN);
    expect(screen.getByRole('heading', { level: 1, name: 'Listing approvals' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Hicks Airfield Hangars LLC' }));
    const approved = screen.getByRole('region', { name: /^Approved/ });
    await waitFor(() => expect(within(approved).getByText('Hicks Airfield Hangars LLC')).toBeInTheDocument());
    expect(provider.calls.map((c) => `${c.method} ${c.path}`)).toContain(
      'POST /PublishingApprovals/57/approve',
    );
  });

  it('sends a holder of system features who is no administrator, or an impersonation, to not-authorized', async () => {
    for (const me of [
      {
        ...ADMIN,
        isSystemAdmin: false,
        grants: [
          { securityFeatureID: SystemFeature.ManagementCompanies, access: Access.View, scopeID: null },
        ],
      },
      { ...ADMIN, isSystemAdmin: false, impersonatedBy: 'sysadmin' },
    ]) {
      const router = renderInShell(routes, '/systemadmin/publishing', createSystemProvider(), ACCESS_ALL, me);
      await waitFor(() => expect(router.state.location.pathname).toBe('/notauthorized'));
    }
  });
});
