// `/MgmtCoAdmin/:id/SecurityGroup`: the company's security groups (SecurityGroupList); a new one needs Add.
import { Access, hasAccess } from '@hangar/contracts';
import { SecurityGroupList } from '@hangar/management-forms';
import { PageHeader } from '@hangar/ui';
import { useManagementShell } from '../shell/management-context';
import { useManagementTitle } from '../shell/page-title';
import { routerLink } from '../shell/router-link';

export function Component() {
  const { companyId, access } = useManagementShell();
  useManagementTitle('Security groups');
  const base = `/MgmtCoAdmin/${companyId}/SecurityGroup`;
  return (
    <div className="grid gap-6">
      <PageHeader title="Security groups" description="What each group's members may see and change." />
      <SecurityGroupList
        key={companyId}
        managementCompanyID={companyId}
        getEditHref={(group) => `${base}/Edit/${group.id}`}
        newHref={hasAccess(access, Access.Add) ? `${base}/Edit/new` : undefined}
        renderLink={routerLink}
      />
    </div>
  );
}
