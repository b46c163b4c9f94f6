// `/receivables/:id`: what the company's tenants owe, aged by due date (ReceivablesReport), and a month's
// collections by property (CollectionsReport), each with its CSV.
import { CollectionsReport, ReceivablesReport } from '@hangar/management-forms';
import { PageHeader } from '@hangar/ui';
import { useManagementShell } from '../shell/management-context';
import { useManagementTitle } from '../shell/page-title';
import { receivablesHandle } from './report-handles';

export const handle = receivablesHandle;

export function Component() {
  const { companyId } = useManagementShell();
  useManagementTitle('Receivables');
  return (
    <div className="grid gap-8">
      <div className="grid gap-6">
        <PageHeader
          title="Receivables"
          description="What each lease owes on a day, by how long past due, and any credit it holds."
        />
        <ReceivablesReport key={companyId} managementCompanyID={companyId} />
      </div>
      <div className="grid gap-4">
        <h2 className="text-lg font-semibold">Collections</h2>
        <p className="text-sm text-muted-foreground">
          A month&apos;s charges, the payments received in it, and what of its charges is still unpaid.
        </p>
        <CollectionsReport key={companyId} managementCompanyID={companyId} />
      </div>
    </div>
  );
}
