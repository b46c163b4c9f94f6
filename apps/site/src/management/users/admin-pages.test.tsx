import {
  ACCESS_ALL,
  Access,
  FEATURES,
  MgmtCoFeature,
  type Grant,
  type MyAccess,
  type SecurityGroup,
  type SystemUser,
} from '@hangar/contracts';
import { createMemoryProvider } from '@hangar/management-forms/testing';
import { alerts } from '@hangar/ui';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Component as SecurityGroupEditPage } from '../security-groups/security-group-edit-page';
import { renderInShell } from '../shell/render-in-shell';
import { Component as UserEditPage } from './user-edit-page';
import { Component as UserListPage } from './user-list-page';

const ann: SystemUser = {
  id: 7,
  userName: 'ann.zimmer',
  email: 'ann@alpha.example',
  firstName: 'Ann',
  lastName: 'Zimmer',
  fileAs: 'Zimmer, Ann',
  managementCompanyID: 1,
  isSystemAdmin: false,
  isDisabled: false,
  emailConfirmed: true,
  securityGroupIDs: [],
  lastLoginUtc: null,
  version: 1,
};

const routes: RouteObject[] = [
  {
    path: '/MgmtCoAdmin/:id',
    children: [
      { path: 'User', element: <UserListPage /> },
      { path: 'User/Edit/:userId', element: <UserEditPage /> },
      { path: 'SecurityGroup', element: <h1>Groups</h1> },
      { path: 'SecurityGroup/Edit/:groupId', element: <SecurityGroupEditPage /> },
    ],
  },
];

const tenants: SecurityGroup = {
  id: 3,
  level: 'mgmtco',
  managementCompanyID: 1,
  name: 'Tenants',
  description: '',
  memberIDs: [],
  version: 1,
};

/** The signed-in user: an administrator of Alpha (every company feature) unless `grants` say otherwise. */
const meWith = (
  grants: Grant[] = FEATURES.filter((f) => f.level !== 'system').map((f) => ({
    securityFeatureID: f.id,
    access: ACCESS_ALL,
    scopeID: null,
  })),
): MyAccess => ({
  userName: 'me',
  fileAs: 'Me',
  managementCompanyID: 1,
  isSystemAdmin: false,
  impersonatedBy: null,
  grants,
});

function renderAt(
  url: string,
  access = ACCESS_ALL,
  { groupsAnswerAfterMs = 0, me = meWith(), annHolds = [] as Grant[] } = {},
) {
  const memory = createMemoryProvider(
    { user: [ann], securityGroup: groupsAnswerAfterMs ? [tenants] : [] },
    {
      named: {
        '/UserAccess/': () => ({ ok: true, data: { userID: 7, isSystemAdmin: false, features: annHolds } }),
      },
    },
  );
  // The company's groups may answer late, as from a busy server.
  const provider: typeof memory = {
    ...memory,
    getList: async (resource, query) => {
      if (resource === 'securityGroup' && groupsAnswerAfterMs)
        await new Promise((resolve) => setTimeout(resolve, groupsAnswerAfterMs));
      return memory.getList(resource, query);
    },
  };
  return renderInShell(routes, url, provider, access, me);
}

afterEach(() => alerts.clear());

describe('the user and security group pages', () => {
  it('lists users with links to their pages, and invites only with Add', async () => {
    renderAt('/MgmtCoAdmin/1/User');
    expect(await screen.findByRole('link', { name: 'Zimmer, Ann' })).toHaveAttribute(
      'href',
      '/MgmtCoAdmin/1/User/Edit/7',
    );
    expect(screen.getByRole('link', { name: 'Invite a user' })).toHaveAttribute(
      'href',
      '/MgmtCoAdmin/1/User/Edit/new',
    );
    expect(document.title).toMatch(/^Users · Alpha/);
  });

  it('offers no invitation to a viewer', async () => {
    renderAt('/MgmtCoAdmin/1/User', Access.View);
    expect(await screen.findByRole('link', { name: 'Zimmer, Ann' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Invite a user' })).toBeNull();
  });

  it('shows the invitation form for "new" and goes back to the list for an id that is none', async () => {
    const router = renderAt('/MgmtCoAdmin/1/User/Edit/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invite a user' })).toBeInTheDocument();
    await router.navigate('/MgmtCoAdmin/1/User/Edit/x7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/MgmtCoAdmin/1/User'));
  });

  it('saves a user with a toast and returns to the list', async () => {
    const router = renderAt('/MgmtCoAdmin/1/User/Edit/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Zimmer, Ann' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Anna' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/MgmtCoAdmin/1/User'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(alerts.getSnapshot().map((t) => t.message)).toEqual([expect.stringMatching(/is saved\.$/)]);
  });

  it('leaves a user nobody changed without asking, though their groups answered late', async () => {
    const router = renderAt('/MgmtCoAdmin/1/User/Edit/7', ACCESS_ALL, {
      groupsAnswerAfterMs: 600,
    });
    expect(await screen.findByRole('checkbox', { name: 'Tenants' }, { timeout: 2000 })).not.toBeChecked();
    // Time for the guard to look at the form as it now stands.
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/MgmtCoAdmin/1/User'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks before leaving a user whose group was ticked', async () => {
    const router = renderAt('/MgmtCoAdmin/1/User/Edit/7', ACCESS_ALL, { groupsAnswerAfterMs: 10 });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Tenants' }));
    await waitFor(() => expect(document.querySelector('form')).toHaveAttribute('data-dirty', 'true'));
    // The guard hears of it after React has put the change on screen.
    await new Promise((resolve) => setTimeout(resolve, 20));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/MgmtCoAdmin/1/User/Edit/7');
  });

  it('offers no groups to an editor without Security groups Edit, and says why', async () => {
    const usersOnly = meWith([
      {
        securityFeatureID: MgmtCoFeature.Users,
        access: Access.View | Access.Add | Access.Edit,
        scopeID: null,
      },
    ]);
    renderAt('/MgmtCoAdmin/1/User/Edit/7', ACCESS_ALL, { groupsAnswerAfterMs: 10, me: usersOnly });
    expect(
      await screen.findByText(/Changing Ann Zimmer’s security groups needs the Security groups feature/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Tenants' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('says why a user holding rights the editor lacks cannot be changed, and offers no save', async () => {
    const usersOnly = meWith([
      { securityFeatureID: MgmtCoFeature.Users, access: Access.View | Access.Edit, scopeID: null },
    ]);
    renderAt('/MgmtCoAdmin/1/User/Edit/7', ACCESS_ALL, {
      me: usersOnly,
      annHolds: [{ securityFeatureID: MgmtCoFeature.Vendors, access: Access.View, scopeID: null }],
    });
    expect(
      await screen.findByText(/^Ann Zimmer holds rights you do not have \(Vendors \(View\)\)/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('shows a new security group form for "new"', async () => {
    renderAt('/MgmtCoAdmin/1/SecurityGroup/Edit/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New security group' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Name/)).toBeInTheDocument();
  });

  it('says so when a group cannot be read', async () => {
    renderAt('/MgmtCoAdmin/1/SecurityGroup/Edit/99');
    expect(await screen.findByRole('alert')).toHaveTextContent('No securityGroup 99');
  });
});
