// `/MgmtCoAdmin/:id/Units`: every rental unit of the company (RentalUnitList), found by number and filtered by
// status (the home page's "Vacant units" opens it with `?status=vacant`), its state in the URL.
import {
  RentalUnitList,
  unitListSearchParams,
  unitListStateFromSearchParams,
  type UnitListState,
} from '@hangar/management-forms';
import { PageHeader } from '@hangar/ui';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { manageUnitPath } from '../properties/property-paths';
import { useManagementShell } from '../shell/management-context';
import { useManagementTitle } from '../shell/page-title';
import { routerLink } from '../shell/router-link';

export function Component() {
  const { companyId } = useManagementShell();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => unitListStateFromSearchParams(params), [params]);
  useManagementTitle(query.status === 'vacant' ? 'Vacant units' : 'Rental units');
  const onQueryChange = (next: UnitListState) =>
    setParams(unitListSearchParams(next), { replace: next.q !== query.q });
  return (
    <div className="grid gap-6">
      <PageHeader
        title={query.status === 'vacant' ? 'Vacant units' : 'Rental units'}
        description="Every hangar, tie-down and office of the company's properties. Search by unit number."
      />
      <RentalUnitList
        key={companyId}
        scope={{ managementCompanyID: companyId }}
        query={query}
        onQueryChange={onQueryChange}
        getUnitHref={(u) => manageUnitPath(u.propertyID, u.id)}
        renderLink={routerLink}
      />
    </div>
  );
}
