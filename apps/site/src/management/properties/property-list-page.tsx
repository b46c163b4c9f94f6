// `/MgmtCoAdmin/:id/Properties`: the company's properties (PropertyList), its search, filters, sort and page in the URL.
import { Access, hasAccess } from '@hangar/contracts';
import {
  PropertyList,
  propertyListSearchParams,
  propertyListStateFromSearchParams,
  type PropertyListState,
} from '@hangar/management-forms';
import { PageHeader } from '@hangar/ui';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useManagementShell } from '../shell/management-context';
import { useManagementTitle } from '../shell/page-title';
import { routerLink } from '../shell/router-link';
import { newPropertyPath, propertyPath } from './property-paths';

export function Component() {
  const { companyId, access } = useManagementShell();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => propertyListStateFromSearchParams(params), [params]);
  useManagementTitle('Properties');
  const onQueryChange = (next: PropertyListState) =>
    setParams(propertyListSearchParams(next), { replace: next.q !== query.q });
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Properties"
        description="The buildings, hangar rows and lots this company manages."
      />
      <PropertyList
        key={companyId}
        managementCompanyID={companyId}
        query={query}
        onQueryChange={onQueryChange}
        getPropertyHref={(p) => propertyPath(p.id)}
        newPropertyHref={hasAccess(access, Access.Add) ? newPropertyPath(companyId) : undefined}
        renderLink={routerLink}
      />
    </div>
  );
}
