import { ACCESS_ALL, Access, SystemFeature, type MyAccess } from '@hangar/contracts';
import { createSystemProvider, GROUP_SUPPORT } from '@hangar/management-forms/testing';
import { alerts } from '@hangar/ui';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShell } from '../shell/render-in-shell';
import { systemFeatures } from './features-page';
import { Component as GroupEditPage } from './system-group-edit-page';
import { Component as GroupListPage } from './system-group-list-page';
import { Component as UserEditPage } from './system-user-edit-page';
import { Component as UserListPage } from './system-user-list-page';

const routes: RouteObject[] = [
  { path: '/systemadmin/systemusers', element: <UserListPage /> },
  { path: '/systemadmin/systemusers/edit', element: <UserEditPage /> },
  { path: '/systemadmin/systemsecuritygroups', element: <GroupListPage /> },
  { path: '/systemadmin/systemsecuritygroups/edit', element: <GroupEditPage /> },
  { path: '/systemadmin/systemsecurityfeatures', element: <systemFeatures.Component /> },
  { path: '/notauthorized', element: <h1>Not authorized</h1> },
];

/** A holder of every bit of the system Users and Security groups features (not a system administrator). */
const userAdmin: MyAccess = {
  userName: 'users.admin',
  fileAs: 'Admin, Users',
  managementCompanyID: 1,
  isSystemAdmin: false,
  impersonatedBy: null,
  grants: [SystemFeature.Users, SystemFeature.SecurityGroups].map((securityFeatureID) => ({
    securityFeatureID,
    access: ACCESS_ALL,
    scopeID: null,
  })),
};

afterEach(() => alerts.clear());

describe('the system administration pages', () => {
  it('lists every company’s users with links to their pages, and offers a new user only with Add', async () => {
    renderInShell(routes, '/systemadmin/systemusers', createSystemProvider());
    expect(await screen.findByRole('link', { name: 'Administrator, Bravo' })).toHaveAttribute(
      'href',
      '/systemadmin/systemusers/edit?id=41',
    );
    expect(screen.getByRole('link', { name: 'New user' })).toHaveAttribute(
      'href',
      '/systemadmin/systemusers/edit?id=new',
    );
  });

  it('sends a viewer asking for a new user to the not-authorized page, and a bad id back to the list', async () => {
    const router = renderInShell(
      routes,
      '/systemadmin/systemusers/edit?id=new',
      createSystemProvider(),
      Access.View,
    );
    expect(await screen.findByRole('heading', { name: 'Not authorized' })).toBeInTheDocument();
    await router.navigate('/systemadmin/systemusers/edit?id=x');
    await waitFor(() => expect(router.state.location.pathname).toBe('/systemadmin/systemusers'));
  });

  it('shows a user with their company and system groups', async () => {
    renderInShell(
      routes,
      '/systemadmin/systemusers/edit?id=42',
      createSystemProvider(),
      ACCESS_ALL,
      userAdmin,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Viewer, Bravo' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Support desk' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Company' })).toBeInTheDocument();
  });

  it('offers no groups to a holder of system Users without system Security groups, and says why', async () => {
    const usersOnly = { ...userAdmin, grants: userAdmin.grants.slice(0, 1) };
    renderInShell(
      routes,
      '/systemadmin/systemusers/edit?id=42',
      createSystemProvider(),
      ACCESS_ALL,
      usersOnly,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Viewer, Bravo' })).toBeInTheDocument();
    expect(
      screen.getByText(/security groups needs the Security groups feature with Edit/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Support desk' })).toBeNull();
  });

  it('saves a system group’s grid and goes back to the list', async () => {
    const provider = createSystemProvider();
    const router = renderInShell(
      routes,
      `/systemadmin/systemsecuritygroups/edit?id=${GROUP_SUPPORT}`,
      provider,
      ACCESS_ALL,
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Audit events: View' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/systemadmin/systemsecuritygroups'));
    expect(provider.accessesOf(GROUP_SUPPORT)?.accesses.map((a) => a.securityFeatureID)).toContain(7);
  });

  it('lists the system groups, and shows the features read-only with the sentence about code', async () => {
    const router = renderInShell(
      routes,
      '/systemadmin/systemsecuritygroups',
      createSystemProvider(),
      Access.View,
    );
    expect(await screen.findByRole('link', { name: 'Support desk' })).toHaveAttribute(
      'href',
      `/systemadmin/systemsecuritygroups/edit?id=${GROUP_SUPPORT}`,
    );
    expect(screen.queryByRole('link', { name: 'New system group' })).toBeNull();
    await router.navigate('/systemadmin/systemsecurityfeatures');
    expect(await screen.findByText(/Features are fixed by the code/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Error log' })).toBeInTheDocument();
  });
});
