// `/test`: the system administrators' self-test (API, database, mail transport, file storage) with Run again.
import { SelfTestPanel } from '@hangar/management-forms';
import { PageHeader } from '@hangar/ui';
import { Navigate } from 'react-router-dom';
import { useManagementShell } from '../shell/management-context';
import { useManagementTitle } from '../shell/page-title';
import type { ManagementHandle } from '../shell/route-handle';
import { anySystemFeature } from './system-handles';

/** The gate asks for any system feature; the page itself is for system administrators only. */
export const handle: ManagementHandle = { crumb: () => 'Self-test', requires: () => anySystemFeature };

export function Component() {
  const { me } = useManagementShell();
  useManagementTitle('Self-test');
  if (me && !me.isSystemAdmin) return <Navigate to="/notauthorized" replace />;
  if (!me) return null;
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Self-test"
        description="Checks that the API, the database, the mail transport and the file storage work, now."
      />
      <SelfTestPanel />
    </div>
  );
}
