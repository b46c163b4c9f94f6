// Test helper: management pages rendered as the shell renders them, for the pages' own tests.
import { ACCESS_ALL, Access, hasAccess, type MgmtCo, type MyAccess } from '@hangar/contracts';
import { EditorHost, ManagementProvider, type ManagementDataProvider } from '@hangar/management-forms';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { useUnsavedChangesPrompt } from '../unsaved/use-unsaved-changes-prompt';
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

/** `routes` under the editors' host as the layout route mounts it: inside the router, for the leave guard. */
export function withEditorHost(routes: RouteObject[], access: number = ACCESS_ALL): RouteObject[] {
  return [
    {
      element: (
        <EditorHost useLeaveGuard={useUnsavedChangesPrompt} mayDelete={hasAccess(access, Access.Delete)}>
          <Outlet />
        </EditorHost>
      ),
      children: routes,
    },
  ];
}

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
  const router = createMemoryRouter(withEditorHost(routes, access), { initialEntries: [url] });
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
