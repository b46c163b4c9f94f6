// `/manageunitsfor/:propertyId/rental/:unitId/lease/:leaseId` (`new` starts one, `?contact=` its tenant): a
// lease beside the property's unit list on wide screens, in its place on narrow ones.
import type { Lease, RentalUnit } from '@hangar/contracts';
import { LeaseForm, useResourceItem } from '@hangar/management-forms';

import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { manageUnitPath, manageUnitsPath } from '../properties/property-paths';
import { recordId } from '../shell/page-states';
import { routerLink } from '../shell/router-link';
import { useManagementShell } from '../shell/management-context';
import { addsContacts } from './lease-access';
import { leasePath, manageLeasePath } from './lease-paths';

export { manageLeaseHandle as handle } from './lease-handles';

export function Component() {
  const { propertyId: rawProperty, unitId: rawUnit, leaseId: rawLease } = useParams();
  const [search] = useSearchParams();
  const propertyId = recordId(rawProperty);
  const unitId = recordId(rawUnit);
  const leaseId = rawLease === 'new' ? 'new' : recordId(rawLease);
  if (propertyId === null) return <Navigate to="/manage" replace />;
  if (unitId === null || leaseId === null) return <Navigate to={manageUnitsPath(propertyId)} replace />;
  const contactId = recordId(search.get('contact') ?? undefined) ?? undefined;
  return (
    <LeasePane
      key={`${unitId}-${leaseId}-${contactId ?? 0}`}
      propertyId={propertyId}
      unitId={unitId}
      leaseId={leaseId}
      contactId={contactId}
    />
  );
}

function LeasePane({
  propertyId,
  unitId,
  leaseId,
  contactId,
}: {
  propertyId: number;
  unitId: number;
  leaseId: number | 'new';
  contactId: number | undefined;
}) {
  const { me } = useManagementShell();
  const navigate = useNavigate();
  const { data: unit } = useResourceItem<RentalUnit>('rentalUnit', unitId);
  const { data: lease } = useResourceItem<Lease>('lease', leaseId === 'new' ? null : leaseId);
  const unitPane = manageUnitPath(propertyId, unitId);
  const number = lease?.unitNumber ?? unit?.unitNumber;
  const onSaved = (l: Lease) => {
    if (leaseId === 'new') void navigate(manageLeasePath(propertyId, unitId, l.id), { replace: true });
  };
  return (
    <section aria-labelledby="lease-pane-title" className="grid min-w-0 gap-4 rounded-lg border p-4">
      <Link to={unitPane} className="text-sm underline underline-offset-4">
        Back to unit {number ?? ''}
      </Link>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="lease-pane-title" className="text-lg font-semibold">
          {leaseId === 'new' ? 'New lease' : 'Lease'}
          {number ? ` of ${number}` : ''}
        </h2>
        {leaseId !== 'new' && (
          <Link to={leasePath(leaseId)} className="text-sm underline underline-offset-4">
            The lease&rsquo;s own page
          </Link>
        )}
      </div>
      <div>
        <LeaseForm
          {...(leaseId === 'new' ? { unitID: unitId, contactID: contactId } : { leaseID: leaseId })}
          renderLink={routerLink}
          canAddPerson={addsContacts(me)}
          onSaved={onSaved}
          onDeleted={() => void navigate(unitPane)}
          onCancel={() => void navigate(unitPane)}
        />
      </div>
    </section>
  );
}
