// `/systemadmin/systemusers`: every company's users (UserList over every company); a new user needs Add.
import { Access, hasAccess } from '@hangar/contracts';
import { UserList } from '@hangar/management-forms';
import { PageHeader } from '@hangar/ui';
import { usePageTitle } from '../../pages/page-title';
import { useManagementShell } from '../shell/management-context';
import { routerLink } from '../shell/router-link';
import { systemUserPath } from './system-paths';

export function Component() {
  const { companies, access } = useManagementShell();
  usePageTitle('Users · System administration');
  return (
    <div className="grid gap-6">
      <PageHeader title="Users" description="Everyone who may sign in, in every company." />
      <UserList
        companies={(companies ?? []).map((c) => ({ id: c.id, name: c.fileAs || c.name }))}
        getEditHref={(user) => systemUserPath(user.id)}
        newHref={hasAccess(access, Access.Add) ? systemUserPath('new') : undefined}
        renderLink={routerLink}
      />
    </div>
  );
}
