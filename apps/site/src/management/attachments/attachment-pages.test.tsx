import {
  Access,
  PropertyFeature,
  RentalUnitFeature,
  type Grant,
  type MgmtCo,
  type MyAccess,
} from '@hangar/contracts';
import { ManagementProvider } from '@hangar/management-forms';
import { createAttachmentProvider, unitImages } from '@hangar/management-forms/testing';
import { alerts } from '@hangar/ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ManagementShellContext, type ManagementShellValue } from '../shell/management-context';
import { withEditorHost } from '../shell/render-in-shell';
import { AttachmentsTab } from './attachments-tab';
import { Component as ImageEditPage } from './image-edit-page';

const routes: RouteObject[] = [
  { path: '/imageedit/:imageId', element: <ImageEditPage /> },
  {
    path: '/rentalunit/:unitId/images',
    element: <AttachmentsTab ownerKind="unit" ownerID={4} kind="image" readOnly={false} />,
  },
  { path: '/properties/:id/Edit/images', element: <h1>Property images</h1> },
];

const propertyImage = { ...unitImages[0]!, id: 31, ownerKind: 'property' as const, ownerID: 2 };

const alpha = { id: 1, name: 'Alpha Hangar Management', fileAs: 'Alpha', isActive: true } as MgmtCo;

/** The pages as the shell renders them, for a user whose groups give `grants`. */
function renderAt(
  url: string,
  grants: Grant[] = [editAll(PropertyFeature.Details), editAll(RentalUnitFeature.Images)],
) {
  const provider = createAttachmentProvider([...unitImages, propertyImage], {
    records: { rentalUnit: [{ id: 4, propertyID: 2, unitNumber: 'A-4' }] },
  });
  const router = createMemoryRouter(withEditorHost(routes), { initialEntries: [url] });
  const me = { isSystemAdmin: false, managementCompanyID: 1, grants } as unknown as MyAccess;
  const shell: ManagementShellValue = {
    provider,
    me,
    companies: [alpha],
    companiesError: undefined,
    companyId: 1,
    company: alpha,
    access: 0,
    readOnly: false,
    setPageCompany: () => {},
  };
  render(
    <ManagementShellContext value={shell}>
      <ManagementProvider dataProvider={provider} swr={{ dedupingInterval: 0 }}>
        <RouterProvider router={router} />
      </ManagementProvider>
    </ManagementShellContext>,
  );
  return { router, provider };
}

function editAll(feature: number): Grant {
  return { securityFeatureID: feature, access: Access.View | Access.Edit, scopeID: null } as Grant;
}

afterEach(() => alerts.clear());

describe('the image editor page', () => {
  it('names the image and goes back to its unit on Cancel, where Edit leads to the editor again', async () => {
    const { router } = renderAt('/imageedit/12');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Image: Ramp view at sunset' }),
    ).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rentalunit/4/images'));
    await screen.findByRole('img', { name: 'Ramp view at sunset' });
    const edit = await screen.findByRole('link', { name: /Edit\s*Ramp view at sunset/ });
    expect(edit).toHaveAttribute('href', '/imageedit/12');
  });

  it('saves a turn of a property image and goes back to the property’s images', async () => {
    const { router, provider } = renderAt('/imageedit/31');
    fireEvent.click(await screen.findByRole('button', { name: 'Rotate right' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/properties/2/Edit/images'));
    expect(provider.attachments().find((a) => a.id === 31)).toMatchObject({ version: 2, width: 1200 });
  });

  it('asks before leaving a turned image unsaved, and stays when told', async () => {
    const { router } = renderAt('/imageedit/12');
    fireEvent.click(await screen.findByRole('button', { name: 'Rotate right' }));
    // The page learns of the change from the form's data-dirty (a mutation observer), then guards.
    await waitFor(() => expect(document.querySelector('form')).toHaveAttribute('data-dirty', 'true'));
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /stay|keep|no/i }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/imageedit/12');
  });

  it('shows a viewer the image only', async () => {
    renderAt('/imageedit/12', [
      { securityFeatureID: RentalUnitFeature.Images, access: Access.View, scopeID: null } as Grant,
    ]);
    expect(await screen.findByRole('img', { name: 'Ramp view at sunset' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });
});
