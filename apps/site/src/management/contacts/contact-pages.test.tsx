import { ACCESS_ALL, Access } from '@hangar/contracts';
import { createContactProvider } from '@hangar/management-forms/testing';
import { alerts } from '@hangar/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link, Outlet, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShell } from '../shell/render-in-shell';
import { Component as CompanyContactPage } from './company-contact-page';
import { Component as ContactListPage } from './contact-list-page';
import { Component as ContactRedirectPage } from './contact-redirect-page';
import { Component as IndividualPage } from './individual-page';

const routes: RouteObject[] = [
  {
    path: '/MgmtCoAdmin/:id',
    element: (
      <>
        <Link to="/MgmtCoAdmin/1/User">Users elsewhere</Link>
        <Outlet />
      </>
    ),
    children: [
      { path: 'Contacts', element: <ContactListPage /> },
      { path: 'Contacts/Individual/:contactId', element: <IndividualPage /> },
      { path: 'Contacts/Company/:contactId', element: <CompanyContactPage /> },
      { path: 'Contact/Edit/:contactId', element: <ContactRedirectPage /> },
      { path: 'User', element: <h1>Users</h1> },
    ],
  },
];

function renderAt(url: string, { access = ACCESS_ALL, provider = createContactProvider() } = {}) {
  return { router: renderInShell(routes, url, provider, access), provider };
}

const at = (router: ReturnType<typeof renderAt>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

afterEach(() => alerts.clear());

describe('the contact pages', () => {
  it('sends the kind-neutral address to the page of the contact’s kind', async () => {
    const { router } = renderAt('/MgmtCoAdmin/1/Contact/Edit/102');
    await waitFor(() => expect(at(router)).toBe('/MgmtCoAdmin/1/Contacts/Company/102'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Meacham Avionics' })).toBeInTheDocument();
  });

  it('puts a contact opened at the other kind’s address right', async () => {
    const { router } = renderAt('/MgmtCoAdmin/1/Contacts/Company/101');
    await waitFor(() => expect(at(router)).toBe('/MgmtCoAdmin/1/Contacts/Individual/101'));
  });

  it('reads the list’s search from the address and links rows and "new" to the contact pages', async () => {
    renderAt('/MgmtCoAdmin/1/Contacts?q=whitfield');
    const row = await screen.findByRole('link', { name: /Whitfield, Dana/ });
    expect(row).toHaveAttribute('href', '/MgmtCoAdmin/1/Contacts/Individual/101');
    expect(screen.queryByRole('link', { name: /Meacham/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'New individual' })).toHaveAttribute(
      'href',
      '/MgmtCoAdmin/1/Contacts/Individual/new',
    );
    expect(screen.getByRole('link', { name: 'New company' })).toHaveAttribute(
      'href',
      '/MgmtCoAdmin/1/Contacts/Company/new',
    );
  });

  it('offers no "new" links to a viewer', async () => {
    renderAt('/MgmtCoAdmin/1/Contacts', { access: Access.View });
    expect(await screen.findByRole('link', { name: /Whitfield, Dana/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New individual' })).toBeNull();
  });

  it('saves a new individual with a toast and goes to the list; leaving it changed asks first', async () => {
    const { router, provider } = renderAt('/MgmtCoAdmin/1/Contacts/Individual/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New individual' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ann' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Zimmer' } });
    await waitFor(() => expect(document.querySelector('form')).toHaveAttribute('data-dirty', 'true'));
    // The guard hears of it once React has put the change on screen.
    await new Promise((resolve) => setTimeout(resolve, 0));

    fireEvent.click(screen.getByRole('link', { name: 'Users elsewhere' }));
    const question = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(at(router)).toBe('/MgmtCoAdmin/1/Contacts/Individual/new');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(at(router)).toBe('/MgmtCoAdmin/1/Contacts'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(alerts.getSnapshot().map((t) => t.message)).toEqual(['Zimmer, Ann is saved.']);
    expect(provider.records('contact').some((c) => c.lastName === 'Zimmer')).toBe(true);
  });
});
