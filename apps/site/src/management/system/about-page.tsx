// `/systemadmin/about` (system administrators): the running system's version, build and start time, database kind and API health.
import { AboutPanel } from '@hangar/management-forms';
import { PageHeader } from '@hangar/ui';
import { Navigate } from 'react-router-dom';
import { useManagementShell } from '../shell/management-context';
import { useManagementTitle } from '../shell/page-title';
import type { ManagementHandle } from '../shell/route-handle';

/** Under the area's gate (any system feature); the page itself is for system administrators. */
export const handle: ManagementHandle = { crumb: () => 'About' };

export function Component() {
  const { me } = useManagementShell();
  useManagementTitle('About');
  if (me && !me.isSystemAdmin) return <Navigate to="/notauthorized" replace />;
  if (!me) return null;
  return (
    <div className="grid gap-6">
      <PageHeader title="About" description="Which version runs, since when, and on what." />
      <AboutPanel />
    </div>
  );
}
