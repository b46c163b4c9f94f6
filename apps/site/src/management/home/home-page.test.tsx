import {
  ACCESS_ALL,
  Access,
  MgmtCoFeature,
  PropertyFeature,
  type MgmtCoSummary,
  type MyAccess,
  type RecentChange,
} from '@hangar/contracts';
import { ManagementProvider } from '@hangar/management-forms';
import { createMemoryProvider, homeLedgerSummary } from '@hangar/management-forms/testing';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../api/client';
import { createSessionStore } from '../../session/session-store';
import { SiteSessionProvider } from '../../session/site-session';
import { ManagementShellContext, type ManagementShellValue } from '../shell/management-context';
import { Component as HomePage } from './home-page';

const me: MyAccess = {
  userName: 'leasing',
  fileAs: 'Leasing, Lee',
  managementCompanyID: 1,
  isSystemAdmin: false,
  impersonatedBy: null,
  grants: [{ securityFeatureID: MgmtCoFeature.Company, access: 1, scopeID: null }],
};

function renderWith(summary: MgmtCoSummary, changes: RecentChange[] = [], user: MyAccess = me) {
  const provider = createMemoryProvider(
    {},
    {
      named: {
        '/MgmtCoSummary/': () => ({ ok: true, data: summary }),
        '/RecentChanges': () => ({ ok: true, data: changes }),
        '/LedgerSummary/': () => ({ ok: true, data: homeLedgerSummary }),
      },
    },
  );
  const company = {
    id: 1,
    name: 'Alpha Hangar Management',
    fileAs: 'Alpha',
    isActive: true,
    timeZone: 'America/Chicago',
  } as never;
  const shell: ManagementShellValue = {
    provider,
    me: user,
    companies: [company],
    companiesError: undefined,
    companyId: 1,
    company,
    access: ACCESS_ALL,
    readOnly: false,
    setPageCompany: () => {},
  };
  const store = createSessionStore({ storage: localStorage, key: 'test.home', revoke: async () => null });
  const router = createMemoryRouter([{ path: '/manage', element: <HomePage /> }], {
    initialEntries: ['/manage'],
  });
  render(
    <SiteSessionProvider value={{ store, client: {} as ApiClient, start: () => () => {} }}>
      <ManagementShellContext value={shell}>
        <ManagementProvider dataProvider={provider}>
          <RouterProvider router={router} />
        </ManagementProvider>
      </ManagementShellContext>
    </SiteSessionProvider>,
  );
}

describe('the management home', () => {
  it('shows each count the server gives, and leaves out those of features the user may not see', async () => {
    renderWith({
      id: 1,
      name: 'Alpha',
      users: null,
      contacts: null,
      properties: 2,
      units: 7,
      vacantUnits: 0,
      waiting: null,
      capped: [],
    });
    await screen.findByText('Rental units');
    const shown = [...document.querySelectorAll('[data-slot="company-counts"] > div')].map((tile) => [
      tile.querySelector('dt')?.textContent,
      tile.querySelector('dd')?.textContent,
    ]);
    // A count of 0 is a count; a figure the user may not see is not shown as one.
    expect(shown).toEqual([
      ['Properties', '2'],
      ['Rental units', '7'],
      ['Vacant units', '0'],
    ]);
    expect(screen.queryByText('Users')).toBeNull();
    expect(screen.queryByText('Contacts')).toBeNull();
  });

  it('says a figure counted only up to its cap as that many or more', async () => {
    renderWith({
      id: 1,
      name: 'Alpha',
      users: 3,
      contacts: 10_000,
      properties: 2,
      units: 7,
      vacantUnits: 0,
      waiting: null,
      capped: ['contacts'],
    });
    await screen.findByText('Rental units');
    const tile = document.querySelector('[data-slot="company-counts"] [data-name="contacts"] dd');
    expect(tile?.textContent).toBe('10,000+');
    expect(document.querySelector('[data-name="users"] dd')?.textContent).toBe('3');
  });

  it('says each recent change in words at the company’s local time', async () => {
    const summary = {
      id: 1,
      name: 'Alpha',
      users: 1,
      contacts: 1,
      properties: 1,
      units: 1,
      vacantUnits: 0,
      waiting: null,
      capped: [],
    };
    renderWith(summary, [
      {
        id: 7,
        timeUtc: '2026-11-27T16:42:00Z',
        kind: 'lease.created',
        actorUserName: 'alpha.admin',
        effectiveUserName: null,
        label: 'H-3',
        entity: 'lease',
        entityID: 3,
      },
    ]);
    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent('Lease created for H-3');
    expect(item).toHaveTextContent('alpha.admin · Nov 27, 2026, 10:42 AM');
    expect(item).not.toHaveTextContent('lease.created');
  });

  it('shows the month’s rent and the charts to a holder of Lease ledger View, and nothing of it to others', async () => {
    const summary = {
      id: 1,
      name: 'Alpha',
      users: 1,
      contacts: 1,
      properties: 1,
      units: 1,
      vacantUnits: 0,
      waiting: null,
      capped: [],
    };
    const ledgerViewer = {
      ...me,
      grants: [
        ...me.grants,
        { securityFeatureID: PropertyFeature.Ledger, access: Access.View, scopeID: 301 },
      ],
    };
    renderWith(summary, [], ledgerViewer);
    expect(await screen.findByRole('heading', { name: 'Rent in November 2026' })).toBeInTheDocument();
    expect(screen.getByText('Outstanding').nextElementSibling).toHaveTextContent('$1,625.00');
    expect(screen.getByRole('table', { name: 'Occupancy by month' })).toBeInTheDocument();
  });

  it('shows no rent figures without Lease ledger View', async () => {
    const summary = {
      id: 1,
      name: 'Alpha',
      users: 1,
      contacts: 1,
      properties: 1,
      units: 1,
      vacantUnits: 0,
      waiting: null,
      capped: [],
    };
    renderWith(summary);
    await screen.findByText('Rental units');
    expect(screen.queryByText('Outstanding')).toBeNull();
    expect(document.querySelector('[data-slot="ledger-summary"]')).toBeNull();
  });
});
