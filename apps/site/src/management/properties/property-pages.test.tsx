import { ACCESS_ALL, Access } from '@hangar/contracts';
import { createPropertyProvider } from '@hangar/management-forms/testing';
import { alerts } from '@hangar/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShell } from '../shell/render-in-shell';
import { Component as ManageUnitPage } from '../units/manage-unit-page';
import { Component as ManageUnitsPage } from '../units/manage-units-page';
import { Component as UnitListPage } from '../units/unit-list-page';
import { Component as PropertyListPage } from './property-list-page';
import { Component as PropertyNewPage } from './property-new-page';
import { Component as PropertyPage } from './property-page';

const routes: RouteObject[] = [
  {
    path: '/MgmtCoAdmin/:id',
    element: <Outlet />,
    children: [
      { path: 'Properties', element: <PropertyListPage /> },
      { path: 'Properties/new', element: <PropertyNewPage /> },
      { path: 'Units', element: <UnitListPage /> },
    ],
  },
  { path: '/properties/:propertyId', element: <PropertyPage /> },
  { path: '/properties/:propertyId/Edit/:tab', element: <PropertyPage /> },
  {
    path: '/manageunitsfor/:propertyId',
    element: <ManageUnitsPage />,
    children: [{ path: 'unit/:unitId', element: <ManageUnitPage /> }],
  },
];

function renderAt(url: string, access = ACCESS_ALL) {
  const provider = createPropertyProvider();
  return { router: renderInShell(routes, url, provider, access), provider };
}
const at = (router: ReturnType<typeof renderAt>['router']) => router.state.location.pathname;

afterEach(() => alerts.clear());

describe('the property pages', () => {
  it('lists the company’s properties, linked to their pages, with "Add property" for a user who may add', async () => {
    renderAt('/MgmtCoAdmin/1/Properties');
    expect(await screen.findByRole('link', { name: 'Hicks Airfield Hangars' })).toHaveAttribute(
      'href',
      '/properties/301/Edit/details',
    );
    expect(screen.getByRole('link', { name: 'Add property' })).toHaveAttribute(
      'href',
      '/MgmtCoAdmin/1/Properties/new',
    );
  });

  it("lists the company's vacant units from the home's link, found by number, with the search in the address", async () => {
    const { router } = renderAt('/MgmtCoAdmin/1/Units?status=vacant');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vacant units' })).toBeInTheDocument();
    const rows = await screen.findAllByRole('row');
    const statuses = rows.slice(1).map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['Vacant']));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search units' }), { target: { value: 'B-1' } });
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Search units' }), { key: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toBe('?q=B-1&status=vacant'));
    expect(await screen.findByRole('link', { name: 'B-1' })).toHaveAttribute(
      'href',
      '/manageunitsfor/301/unit/1101',
    );
  });

  it('offers no "Add property" to a viewer', async () => {
    renderAt('/MgmtCoAdmin/1/Properties', Access.View);
    await screen.findByRole('link', { name: 'Hicks Airfield Hangars' });
    expect(screen.queryByRole('link', { name: 'Add property' })).toBeNull();
  });

  it('opens an unknown tab, or none, as the details', async () => {
    const { router } = renderAt('/properties/301/Edit/garage');
    await waitFor(() => expect(at(router)).toBe('/properties/301/Edit/details'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hicks Airfield Hangars' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  });

  it('changes the address with the tab, and the units tab lists the units in number order', async () => {
    const { router } = renderAt('/properties/301/Edit/details');
    const units = await screen.findByRole('tab', { name: 'Units' });
    fireEvent.mouseDown(units, { button: 0 });
    await waitFor(() => expect(at(router)).toBe('/properties/301/Edit/units'));
    expect(await screen.findByRole('link', { name: 'H-2' })).toHaveAttribute(
      'href',
      '/manageunitsfor/301/unit/1002',
    );
    expect(screen.getByRole('tab', { name: 'Units' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lands a new property on its details once saved', async () => {
    const { router, provider } = renderAt('/MgmtCoAdmin/1/Properties/new');
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), {
      target: { value: 'North Ramp' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(at(router)).toMatch(/^\/properties\/\d+\/Edit\/details$/));
    const stored = provider.records('property').find((p) => p.name === 'North Ramp');
    expect(at(router)).toBe(`/properties/${stored?.id}/Edit/details`);
  });

  it('shows a unit’s form beside the property’s units, with a way back', async () => {
    renderAt('/manageunitsfor/301/unit/1101');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Units of Hicks Airfield Hangars' }),
    ).toBeInTheDocument();
    expect(await screen.findByDisplayValue('B-1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the units' })).toHaveAttribute(
      'href',
      '/manageunitsfor/301',
    );
    expect(
      within(screen.getByRole('region', { name: 'Units' })).getByRole('link', { name: 'H-1' }),
    ).toBeInTheDocument();
  });

  it('adds several units from the unit list in one call', async () => {
    renderAt('/manageunitsfor/301');
    await screen.findByRole('link', { name: 'H-1' });
    fireEvent.click(screen.getByRole('button', { name: 'Add several units' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add several units' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Units to add/ }), {
      target: { value: 'H-13 to H-14' },
    });
    expect(within(dialog).getByText('2 units: H-13, H-14')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add the units' }));
    expect(await screen.findByRole('link', { name: 'H-14' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
