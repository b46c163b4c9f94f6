// Test helper: management pages rendered as the shell renders them, for the pages' own tests.
import { ACCESS_ALL, Access, type MgmtCo, type MyAccess } from '@hangar/contracts';
import { ManagementProvider, type ManagementDataProvider } from '@hangar/management-forms';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ManagementShellContext, type ManagementShellValue } from './management-context';

const alpha = { id: 1, name: 'Alpha Hangar Management', fileAs: 'Alpha', isActive: true } as MgmtCo;

/** The demo's system administrator, as `GET /api/MyAccess` tells it (a member of Alpha). */
export const SYSTEM_ADMIN_ME: MyAccess = {
  userName: 'sysadmin',
  fileAs: 'Administrator, System',
  managementCompanyID: 1,
  isSystemAdmin: true,
  impersonatedBy: null,
  grants: [],
};

/**
 * `routes` at `url` for a signed-in user of Alpha with `access`, reading from `provider`; gives the router.
 * `me` is the user's own access as the shell read it (undefined: not read yet).
 */
export function renderInShell(
  routes: RouteObject[],
  url: string,
  provider: ManagementDataProvider,
  access: number = ACCESS_ALL,
  me?: MyAccess,
) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const shell: ManagementShellValue = {
    provider,
    me,
    companies: [alpha],
    companiesError: undefined,
    companyId: 1,
    company: alpha,
    access,
    readOnly: (access & Access.Edit) === 0,
    setPageCompany: () => {},
  };
  render(
    <ManagementShellContext value={shell}>
      <ManagementProvider dataProvider={provider} readOnly={shell.readOnly} swr={{ dedupingInterval: 0 }}>
        <RouterProvider router={router} />
      </ManagementProvider>
    </ManagementShellContext>,
  );
  return router;
}
