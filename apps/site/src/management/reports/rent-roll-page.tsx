// `/rentroll/:id`: the company's rent roll on a day (RentRollReport), with its CSV.
import { RentRollReport } from '@hangar/management-forms';
import { PageHeader } from '@hangar/ui';
import { useManagementShell } from '../shell/management-context';
import { useManagementTitle } from '../shell/page-title';
import { rentRollHandle } from './report-handles';

export const handle = rentRollHandle;

export function Component() {
  const { companyId } = useManagementShell();
  useManagementTitle('Rent roll');
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Rent roll"
        description="Every unit on a day with its tenants, rent, deposit held and balance; vacant units too."
      />
      <RentRollReport key={companyId} managementCompanyID={companyId} />
    </div>
  );
}
