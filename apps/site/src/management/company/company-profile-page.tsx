// `/MgmtCoAdmin/:id`: the company's profile (CompanyProfileForm); saving stays on the page.
import { MgmtCoFeature } from '@hangar/contracts';
import { CompanyProfileForm } from '@hangar/management-forms';
import { PageHeader } from '@hangar/ui';
import { viewing } from '../access/access-rules';
import { useManagementShell } from '../shell/management-context';
import { useManagementTitle } from '../shell/page-title';
import type { ManagementHandle } from '../shell/route-handle';

export const handle: ManagementHandle = { requires: () => viewing(MgmtCoFeature.Company) };

export function Component() {
  const { companyId, company, me, readOnly } = useManagementShell();
  useManagementTitle('Company profile');
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Company profile"
        description={readOnly ? 'You may look at the profile; changing it needs Edit access.' : company?.name}
      />
      <CompanyProfileForm
        key={companyId}
        managementCompanyID={companyId}
        canDeactivate={me?.isSystemAdmin ?? false}
      />
    </div>
  );
}
