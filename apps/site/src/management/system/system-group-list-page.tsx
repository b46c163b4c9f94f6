// `/systemadmin/systemsecuritygroups`: the system security groups; a new one needs Add.
import { Access, hasAccess } from '@hangar/contracts';
import { SystemSecurityGroupList } from '@hangar/management-forms';
import { PageHeader } from '@hangar/ui';
import { usePageTitle } from '../../pages/page-title';
import { useManagementShell } from '../shell/management-context';
import { routerLink } from '../shell/router-link';
import { systemGroupPath } from './system-paths';

export function Component() {
  const { access } = useManagementShell();
  usePageTitle('Security groups · System administration');
  return (
    <div className="grid gap-6">
      <PageHeader
        title="System security groups"
        description="What each group’s members may do with the system features, in every company."
      />
      <SystemSecurityGroupList
        getEditHref={(group) => systemGroupPath(group.id)}
        newHref={hasAccess(access, Access.Add) ? systemGroupPath('new') : undefined}
        renderLink={routerLink}
      />
    </div>
  );
}
