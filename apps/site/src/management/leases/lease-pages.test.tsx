import { ACCESS_ALL, Access, PropertyFeature, type MyAccess } from '@hangar/contracts';
import { createLeaseProvider, owingLedger } from '@hangar/management-forms/testing';
import { alerts } from '@hangar/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Component as ContactIndividualPage } from '../contacts/individual-page';
import { renderInShell, SYSTEM_ADMIN_ME } from '../shell/render-in-shell';
import { Component as ManageUnitPage } from '../units/manage-unit-page';
import { Component as ManageUnitsPage } from '../units/manage-units-page';
import { Component as RentalUnitPage } from '../units/rental-unit-page';
import { Component as CompanyLeasesPage } from './company-leases-page';
import { Component as LeasePage } from './lease-page';
import { Component as ManageLeasePage } from './manage-lease-page';

const routes: RouteObject[] = [
  { path: '/manage', element: <p>Management home</p> },
  { path: '/lease/:leaseId/:tab?', element: <LeasePage /> },
  { path: '/leases/:id', element: <CompanyLeasesPage /> },
  { path: '/rentalunit/:unitId/:tab?', element: <RentalUnitPage /> },
  {
    path: '/manageunitsfor/:propertyId',
    element: <ManageUnitsPage />,
    children: [
      { path: 'unit/:unitId', element: <ManageUnitPage /> },
      { path: 'rental/:unitId/lease/:leaseId', element: <ManageLeasePage /> },
    ],
  },
  {
    path: '/MgmtCoAdmin/:id',
    element: <Outlet />,
    children: [{ path: 'Contacts/Individual/:contactId', element: <ContactIndividualPage /> }],
  },
];

function renderAt(url: string, access = ACCESS_ALL, me?: MyAccess) {
  const provider = createLeaseProvider({ ledgers: { 501: owingLedger() } });
  return { router: renderInShell(routes, url, provider, access, me), provider };
}

/** A user of Alpha with company-wide grants of Leases and Lease ledger. */
const userWith = (leases: number, ledger: number): MyAccess => ({
  ...SYSTEM_ADMIN_ME,
  userName: 'alpha.clerk',
  isSystemAdmin: false,
  grants: [
    { securityFeatureID: PropertyFeature.Leases, access: leases, scopeID: null },
    ...(ledger ? [{ securityFeatureID: PropertyFeature.Ledger, access: ledger, scopeID: null }] : []),
  ],
});
const at = (router: ReturnType<typeof renderAt>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

afterEach(() => alerts.clear());

describe('the lease pages', () => {
  it('shows a lease on its own page, under its unit, with its schedule', async () => {
    renderAt('/lease/501');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lease of H-1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'H-1, Hicks Airfield Hangars' })).toHaveAttribute(
      'href',
      '/rentalunit/1001',
    );
    expect(screen.getByLabelText('Unit')).toHaveValue('H-1');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /next 12 charges/ })).toBeInTheDocument();
    // Each person on the lease leads to the contact's page.
    expect(screen.getByRole('link', { name: 'Barrera, Cody' })).toHaveAttribute(
      'href',
      '/MgmtCoAdmin/1/Contact/Edit/103',
    );
  });

  it('starts a new lease from the unit and contact in the address', async () => {
    renderAt('/lease/new?unit=1201&contact=103');
    expect(await screen.findByRole('heading', { level: 1, name: 'New lease of T-1' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'People on the lease' })).toHaveTextContent(
      'Barrera, Cody',
    );
    expect(screen.getByText(/Save the lease first/)).toBeInTheDocument();
  });

  it('shows a viewer the lease read-only', async () => {
    renderAt('/lease/501', Access.View);
    expect(await screen.findByLabelText('Unit')).toHaveValue('H-1');
    expect(screen.getByLabelText('Notes')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('shows the ledger in its own tab, in the address, with the actions of Lease ledger Add', async () => {
    const { router } = renderAt('/lease/501', ACCESS_ALL, SYSTEM_ADMIN_ME);
    const tab = await screen.findByRole('tab', { name: 'Ledger' });
    expect(screen.getByRole('tab', { name: 'Lease' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.mouseDown(tab, { button: 0 });
    await waitFor(() => expect(at(router)).toBe('/lease/501/ledger'));
    expect(await screen.findByText('Owes $550.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record payment' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Receipt of/ })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/api\/PaymentReceipt\/\d+$/),
    );
  });

  it('shows a holder of Lease ledger View the ledger without its actions', async () => {
    renderAt('/lease/501/ledger', ACCESS_ALL, userWith(ACCESS_ALL, Access.View));
    expect(await screen.findByText('Owes $550.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record payment' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Void/ })).toBeNull();
  });

  it('lets a holder of Lease ledger Add record payments on a lease the Leases right shows read-only', async () => {
    renderAt('/lease/501/ledger', Access.View, userWith(Access.View, ACCESS_ALL));
    expect(await screen.findByText('Owes $550.00')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Void/ }).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('Amount'), '50');
    await userEvent.click(dialog.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Owes $500.00')).toBeInTheDocument();
  });

  it('shows no Ledger tab without Lease ledger View, and no ledger at its address', async () => {
    renderAt('/lease/501/ledger', ACCESS_ALL, userWith(ACCESS_ALL, 0));
    expect(await screen.findByLabelText('Unit')).toHaveValue('H-1');
    expect(screen.queryByRole('tab', { name: 'Ledger' })).toBeNull();
    expect(screen.queryByText('Owes $550.00')).toBeNull();
  });

  it('lists the company’s leases with balances, "Owes money" in the address, each row opening its lease', async () => {
    const { router } = renderAt('/leases/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Leases' })).toBeInTheDocument();
    expect(await screen.findByText('Owes $550.00')).toBeInTheDocument();
    const owing = screen.getByText('Owes $550.00').closest('tr') as HTMLElement;
    expect(within(owing).getAllByRole('link')[0]).toHaveAttribute('href', '/lease/501');
    await router.navigate('/leases/1?owes=true');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('combobox', { name: 'Balance' })).toHaveTextContent('Owes money');
  });

  it('sends an address without a unit, or with a bad id, to the management home', async () => {
    const { router } = renderAt('/lease/new');
    await waitFor(() => expect(at(router)).toBe('/manage'));
  });

  it('answers a lease that cannot be read with its refusal', async () => {
    renderAt('/lease/9999');
    expect(await screen.findByRole('alert')).toHaveTextContent('No lease 9999');
  });

  it('shows a lease beside the property’s units, with a way back to the unit and to its own page', async () => {
    renderAt('/manageunitsfor/301/rental/1001/lease/501');
    const pane = await screen.findByRole('region', { name: 'Lease of H-1' });
    expect(within(pane).getByRole('link', { name: 'Back to unit H-1' })).toHaveAttribute(
      'href',
      '/manageunitsfor/301/unit/1001',
    );
    expect(within(pane).getByRole('link', { name: 'The lease’s own page' })).toHaveAttribute(
      'href',
      '/lease/501',
    );
    expect(await within(pane).findByLabelText('Unit')).toHaveValue('H-1');
  });

  it('sums up a unit’s leases on its page, with "New lease" for a user who may add', async () => {
    renderAt('/rentalunit/1001');
    const summary = await screen.findByRole('region', { name: 'Lease' });
    expect(await within(summary).findByRole('heading', { name: 'Current lease' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: /Open the lease/ })).toHaveAttribute(
      'href',
      '/lease/501',
    );
    expect(within(summary).getByRole('link', { name: 'New lease' })).toHaveAttribute(
      'href',
      '/lease/new?unit=1001',
    );
  });

  it('links the unit pane’s leases to the lease beside the list', async () => {
    renderAt('/manageunitsfor/301/unit/1001');
    const summary = await screen.findByRole('region', { name: 'Lease' });
    expect(await within(summary).findByRole('link', { name: /Open the lease/ })).toHaveAttribute(
      'href',
      '/manageunitsfor/301/rental/1001/lease/501',
    );
    expect(within(summary).getByRole('link', { name: 'New lease' })).toHaveAttribute(
      'href',
      '/manageunitsfor/301/rental/1001/lease/new',
    );
  });

  it('offers a viewer no "New lease"', async () => {
    renderAt('/rentalunit/1001', Access.View);
    const summary = await screen.findByRole('region', { name: 'Lease' });
    await within(summary).findByRole('heading', { name: 'Current lease' });
    expect(within(summary).queryByRole('link', { name: 'New lease' })).toBeNull();
  });

  it('lists a contact’s leases on the contact’s page', async () => {
    renderAt('/MgmtCoAdmin/1/Contacts/Individual/103');
    const leases = await screen.findByRole('region', { name: 'Leases' });
    await waitFor(() =>
      expect(within(leases).getAllByRole('link', { name: 'H-1, Hicks Airfield Hangars' })).toHaveLength(2),
    );
    expect(within(leases).getAllByRole('link', { name: 'H-1, Hicks Airfield Hangars' })[1]).toHaveAttribute(
      'href',
      '/lease/501',
    );
  });
});
