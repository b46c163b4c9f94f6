// `/manageunitsfor/:propertyId`: a property's units; `unit/:unitId` (or `unit/new`) opens a unit's form beside
// the list on wide screens (1024 px and up) and instead of it on narrow ones.
import { Access, accessFor, hasAccess, PropertyFeature, type Property } from '@hangar/contracts';
import { LoadFailure, RentalUnitList, useResourceItem } from '@hangar/management-forms';
import { PageHeader } from '@hangar/ui';
import { useState } from 'react';
import { Link, Navigate, useOutlet, useParams } from 'react-router-dom';
import { manageUnitPath, propertyPath } from '../properties/property-paths';
import { usePageCompany } from '../properties/use-page-company';
import { useManagementShell } from '../shell/management-context';
import { PageLoading, recordId } from '../shell/page-states';
import { useManagementTitle } from '../shell/page-title';
import { routerLink } from '../shell/router-link';
import { UnitBatchDialog } from './unit-batch-dialog';

export { manageUnitsHandle as handle } from '../properties/property-handles';

export function Component() {
  const id = recordId(useParams().propertyId);
  if (id === null) return <Navigate to="/manage" replace />;
  return <ManageUnits key={id} propertyId={id} />;
}

function ManageUnits({ propertyId }: { propertyId: number }) {
  const { me, access } = useManagementShell();
  const outlet = useOutlet();
  const { data: property, error, mutate } = useResourceItem<Property>('property', propertyId);
  usePageCompany(property?.managementCompanyID);
  useManagementTitle(property ? `Units of ${property.name}` : 'Units');
  const [adding, setAdding] = useState(false);
  if (error && !property)
    return <LoadFailure slot="manage-units" message={error.message} onRetry={() => void mutate()} />;
  if (!property) return <PageLoading label="Loading the property…" />;
  const canAdd = hasAccess(me ? accessFor(me, PropertyFeature.RentalUnits, propertyId) : access, Access.Add);

  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader
        title={`Units of ${property.name}`}
        description={
          <Link className="underline underline-offset-4" to={propertyPath(propertyId)}>
            The property&rsquo;s details
          </Link>
        }
      />
      <div
        className={outlet ? 'grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]' : 'grid min-w-0'}
      >
        <section aria-label="Units" className={outlet ? 'min-w-0 max-lg:hidden' : 'min-w-0'}>
          <RentalUnitList
            scope={{ propertyID: propertyId }}
            getUnitHref={(u) => manageUnitPath(propertyId, u.id)}
            newUnitHref={canAdd ? manageUnitPath(propertyId, 'new') : undefined}
            onAddSeveral={canAdd ? () => setAdding(true) : undefined}
            renderLink={routerLink}
          />
        </section>
        {outlet && <div className="min-w-0">{outlet}</div>}
      </div>
      <UnitBatchDialog propertyId={propertyId} open={adding} onOpenChange={setAdding} />
    </div>
  );
}
