import { ACCESS_ALL, Access } from '@hangar/contracts';
import { createVendorProvider } from '@hangar/management-forms/testing';
import { alerts } from '@hangar/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShell } from '../shell/render-in-shell';
import { Component as CompanyVendorPage } from './company-vendor-page';
import { Component as IndividualVendorPage } from './individual-vendor-page';
import { Component as OwnCompanyVendorPage } from './own-company-vendor-page';
import { Component as VendorListPage } from './vendor-list-page';

const routes: RouteObject[] = [
  {
    path: '/vendors/:id',
    element: <Outlet />,
    children: [
      { index: true, element: <VendorListPage /> },
      { path: 'editi/:vendorId', element: <IndividualVendorPage /> },
      { path: 'editc/:vendorId', element: <CompanyVendorPage /> },
    ],
  },
  { path: '/vendoreditc/:vendorId', element: <OwnCompanyVendorPage /> },
];

function renderAt(url: string, access = ACCESS_ALL) {
  const provider = createVendorProvider();
  return { router: renderInShell(routes, url, provider, access), provider };
}
const at = (router: ReturnType<typeof renderAt>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

afterEach(() => alerts.clear());

describe('the vendor pages', () => {
  it('reads the list’s filters from the address and links rows and "new" to the vendor forms', async () => {
    renderAt('/vendors/1?insurance=attention');
    const row = await screen.findByRole('link', { name: 'Trinity Hangar Doors' });
    expect(row).toHaveAttribute('href', '/vendors/1/editc/202');
    expect(screen.getByRole('link', { name: 'Pettit, Jo' })).toHaveAttribute('href', '/vendors/1/editi/206');
    expect(screen.queryByRole('link', { name: 'Meacham Avionics' })).toBeNull();
    expect(screen.getByRole('link', { name: 'New company' })).toHaveAttribute('href', '/vendors/1/editc/new');
    expect(screen.getByRole('link', { name: 'New individual' })).toHaveAttribute(
      'href',
      '/vendors/1/editi/new',
    );
  });

  it('offers no "new" links to a viewer, and shows a vendor read-only', async () => {
    renderAt('/vendors/1', Access.View);
    expect(await screen.findByRole('link', { name: 'Meacham Avionics' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New company' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Meacham Avionics' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Meacham Avionics' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Company name/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('puts a vendor opened at the other kind’s address right', async () => {
    const { router } = renderAt('/vendors/1/editc/205');
    await waitFor(() => expect(at(router)).toBe('/vendors/1/editi/205'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dominguez, Ray' })).toBeInTheDocument();
  });

  it('opens a vendor by its id alone, and shows its insurance state', async () => {
    renderAt('/vendoreditc/203');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hicks Field Fuel Co.' }),
    ).toBeInTheDocument();
    expect(document.querySelector('[data-slot="vendor-form-insurance-status"]')).toHaveAttribute(
      'data-state',
      'expired',
    );
  });

  it('lists a saved vendor’s documents under its form', async () => {
    renderAt('/vendors/1/editc/201');
    const documents = await screen.findByRole('region', { name: 'Documents' });
    expect(
      await within(documents).findByText('Meacham W-9.pdf', { selector: '[data-slot="document-name"]' }),
    ).toBeInTheDocument();
    expect(within(documents).getByRole('button', { name: 'Choose documents' })).toBeInTheDocument();
  });

  it('saves a new company vendor with a toast and stays on its form, now its own address', async () => {
    const { router, provider } = renderAt('/vendors/1/editc/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New company vendor' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Company name/), { target: { value: 'Azle Door Repair' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(at(router)).toMatch(/^\/vendors\/1\/editc\/\d+$/));
    expect(alerts.getSnapshot().map((t) => t.message)).toEqual([
      'Azle Door Repair is saved. Its certificates and W-9 can now be uploaded.',
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Azle Door Repair' })).toBeInTheDocument();
    expect(provider.records('vendor').some((v) => v.companyName === 'Azle Door Repair')).toBe(true);
  });

  it('saves a changed vendor and goes back to the list', async () => {
    const { router } = renderAt('/vendors/1/editc/201');
    const account = await screen.findByLabelText('Account number');
    fireEvent.change(account, { target: { value: 'ALPHA-0043' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(at(router)).toBe('/vendors/1'));
    expect(alerts.getSnapshot().map((t) => t.message)).toEqual(['Meacham Avionics is saved.']);
  });
});
