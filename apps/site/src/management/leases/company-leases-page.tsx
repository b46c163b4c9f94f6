// `/leases/:id`: every lease of company `:id` with its balance; search, status and "Owes money" in the URL.
import { PropertyFeature } from '@hangar/contracts';
import {
  CompanyLeaseList,
  companyLeaseListSearchParams,
  companyLeaseListStateFromSearchParams,
  type CompanyLeaseListState,
} from '@hangar/management-forms';
import { PageHeader } from '@hangar/ui';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { viewing } from '../access/access-rules';
import { useManagementShell } from '../shell/management-context';
import { useManagementTitle } from '../shell/page-title';
import type { ManagementHandle } from '../shell/route-handle';
import { routerLink } from '../shell/router-link';
import { leasePath } from './lease-paths';

/** A grant of Leases for any property of the company opens the list; it shows what the user may see. */
export const handle: ManagementHandle = {
  crumbs: ({ companyId, companyName, pathname }) => [
    ...(companyId > 0
      ? [{ label: companyName ?? `Company ${companyId}`, href: `/MgmtCoAdmin/${companyId}` }]
      : []),
    { label: 'Leases', href: pathname },
  ],
  requires: () => ({ ...viewing(PropertyFeature.Leases), anyScope: true }),
};

export function Component() {
  const { companyId } = useManagementShell();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => companyLeaseListStateFromSearchParams(params), [params]);
  useManagementTitle('Leases');
  const onQueryChange = (next: CompanyLeaseListState) =>
    // Typing replaces the entry; paging, sorting and filters are steps the back button retraces.
    setParams(companyLeaseListSearchParams(next), { replace: next.q !== query.q });
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Leases"
        description="Every lease of the company's properties, with what each tenant owes."
      />
      <CompanyLeaseList
        key={companyId}
        managementCompanyID={companyId}
        query={query}
        onQueryChange={onQueryChange}
        getLeaseHref={(lease) => leasePath(lease.id)}
        renderLink={routerLink}
      />
    </div>
  );
}
