// `/systemadmin/publishing` (system administrators): companies waiting for approval to appear in the public
// listings, and the approved ones (PublishingApprovals).
import { PublishingApprovals } from '@hangar/management-forms';
import { PageHeader } from '@hangar/ui';
import { Navigate } from 'react-router-dom';
import { useManagementShell } from '../shell/management-context';
import { useManagementTitle } from '../shell/page-title';
import type { ManagementHandle } from '../shell/route-handle';

/** Under the area's gate (any system feature); the page itself is for system administrators. */
export const handle: ManagementHandle = { crumb: () => 'Listing approvals' };

export function Component() {
  const { me } = useManagementShell();
  useManagementTitle('Listing approvals');
  // Never while acting as another user: their rights apply, and they are no system administrator.
  if (me && (!me.isSystemAdmin || me.impersonatedBy)) return <Navigate to="/notauthorized" replace />;
  if (!me) return null;
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Listing approvals"
        description="Which companies may advertise their hangars in the airport’s public listings."
      />
      <PublishingApprovals />
    </div>
  );
}
