// `/systemadmin/systemvalues`: the system values (SystemValuesEditor), read-only without Edit.
import { SystemFeature } from '@hangar/contracts';
import { SystemValuesEditor } from '@hangar/management-forms';
import { PageHeader } from '@hangar/ui';
import { useManagementTitle } from '../shell/page-title';
import { systemPageHandle } from './system-handles';

export const handle = systemPageHandle('System values', SystemFeature.SystemValues);

export function Component() {
  useManagementTitle('System values');
  return (
    <div className="grid gap-6">
      <PageHeader
        title="System values"
        description="Settings every company shares: registration and how long old records are kept."
      />
      <SystemValuesEditor />
    </div>
  );
}
