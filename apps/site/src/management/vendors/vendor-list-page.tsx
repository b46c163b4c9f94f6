// `/vendors/:id`: the company's vendors (VendorList) with their insurance; search, filters, sort, page in the URL.
import { Access, hasAccess } from '@hangar/contracts';
import {
  VendorList,
  vendorListSearchParams,
  vendorListStateFromSearchParams,
  type VendorListState,
} from '@hangar/management-forms';
import { PageHeader } from '@hangar/ui';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useManagementShell } from '../shell/management-context';
import { useManagementTitle } from '../shell/page-title';
import { routerLink } from '../shell/router-link';
import { vendorPath } from './vendor-paths';

export function Component() {
  const { companyId, access } = useManagementShell();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => vendorListStateFromSearchParams(params), [params]);
  useManagementTitle('Vendors');
  const canAdd = hasAccess(access, Access.Add);
  const onQueryChange = (next: VendorListState) =>
    // Typing replaces the entry; paging, sorting and filters are steps the back button retraces.
    setParams(vendorListSearchParams(next), { replace: next.q !== query.q });
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Vendors"
        description="The companies and people who work on the properties, and whether their insurance is current."
      />
      <VendorList
        key={companyId}
        managementCompanyID={companyId}
        query={query}
        onQueryChange={onQueryChange}
        getEditHref={(vendor) => vendorPath(companyId, vendor.kind, vendor.id)}
        newIndividualHref={canAdd ? vendorPath(companyId, 'individual', 'new') : undefined}
        newCompanyHref={canAdd ? vendorPath(companyId, 'company', 'new') : undefined}
        renderLink={routerLink}
      />
    </div>
  );
}
