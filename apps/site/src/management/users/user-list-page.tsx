// `/MgmtCoAdmin/:id/User`: the company's users (UserList); inviting needs Add.
import { Access, hasAccess } from '@hangar/contracts';
import { UserList } from '@hangar/management-forms';
import { PageHeader } from '@hangar/ui';
import { useManagementShell } from '../shell/management-context';
import { useManagementTitle } from '../shell/page-title';
import { routerLink } from '../shell/router-link';

export function Component() {
  const { companyId, access } = useManagementShell();
  useManagementTitle('Users');
  const base = `/MgmtCoAdmin/${companyId}/User`;
  return (
    <div className="grid gap-6">
      <PageHeader title="Users" description="Who may sign in to manage this company, and their status." />
      <UserList
        key={companyId}
        managementCompanyID={companyId}
        getEditHref={(user) => `${base}/Edit/${user.id}`}
        inviteHref={hasAccess(access, Access.Add) ? `${base}/Edit/new` : undefined}
        renderLink={routerLink}
      />
    </div>
  );
}
