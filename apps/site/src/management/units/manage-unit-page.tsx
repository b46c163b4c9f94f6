// `/manageunitsfor/:propertyId/unit/:unitId` (`new` adds one): the unit's form beside the property's list.
import type { Property } from '@hangar/contracts';
import { RentalUnitForm, useResourceItem } from '@hangar/management-forms';

import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { UnitLeases } from '../leases/unit-leases';
import { manageUnitPath, manageUnitsPath, rentalUnitPath } from '../properties/property-paths';
import { recordId } from '../shell/page-states';

export { manageUnitHandle as handle } from '../properties/property-handles';

export function Component() {
  const { propertyId: rawProperty, unitId: rawUnit } = useParams();
  const propertyId = recordId(rawProperty);
  const unitId = rawUnit === 'new' ? 'new' : recordId(rawUnit);
  if (propertyId === null) return <Navigate to="/manage" replace />;
  if (unitId === null) return <Navigate to={manageUnitsPath(propertyId)} replace />;
  return <UnitPane key={`${propertyId}-${unitId}`} propertyId={propertyId} unitId={unitId} />;
}

function UnitPane({ propertyId, unitId }: { propertyId: number; unitId: number | 'new' }) {
  const navigate = useNavigate();
  const { data: property } = useResourceItem<Property>('property', propertyId);
  const list = manageUnitsPath(propertyId);
  return (
    <section aria-labelledby="unit-pane-title" className="grid min-w-0 gap-4 rounded-lg border p-4">
      <Link to={list} className="text-sm underline underline-offset-4 lg:hidden">
        Back to the units
      </Link>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="unit-pane-title" className="text-lg font-semibold">
          {unitId === 'new' ? 'New unit' : 'Unit'}
        </h2>
        {unitId !== 'new' && (
          <Link to={rentalUnitPath(unitId)} className="text-sm underline underline-offset-4">
            Images and documents
          </Link>
        )}
      </div>
      <div>
        <RentalUnitForm
          unitID={unitId === 'new' ? undefined : unitId}
          propertyID={propertyId}
          propertyName={property?.name}
          onSaved={(u) => {
            if (unitId === 'new') void navigate(manageUnitPath(propertyId, u.id));
          }}
          onDeleted={() => void navigate(list)}
          onCancel={() => void navigate(list)}
        />
      </div>
      {unitId !== 'new' && <UnitLeases unit={{ id: unitId, propertyID: propertyId }} besideUnits />}
    </section>
  );
}
