// `/lease/:leaseId/:tab?`: one lease on its own page, with its ledger in a tab for holders of Lease ledger View;
// `new` starts one for `?unit=` (and `?contact=`, its tenant).
import { Access, hasAccess, type Lease, type RentalUnit } from '@hangar/contracts';
import {
  LeaseForm,
  LeaseLedger,
  LoadFailure,
  ManagementProvider,
  useResourceItem,
} from '@hangar/management-forms';
import { PageHeader, Tabs, TabsContent, TabsList, TabsTrigger } from '@hangar/ui';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { contactEditPath } from '../contacts/contact-paths';
import { rentalUnitPath } from '../properties/property-paths';
import { usePageCompany } from '../properties/use-page-company';
import { PageLoading, recordId } from '../shell/page-states';
import { useManagementTitle } from '../shell/page-title';
import { routerLink } from '../shell/router-link';
import { useManagementShell } from '../shell/management-context';
import { addsContacts, leaseAccess, ledgerAccess } from './lease-access';
import { PortalAccess } from '../portal-users/portal-access';
import { leasePath, leaseTab, leaseTabPath, type LeaseTab } from './lease-paths';

export { leaseHandle as handle } from './lease-handles';

export function Component() {
  const { leaseId, tab } = useParams();
  const [search] = useSearchParams();
  if (leaseId === 'new') {
    const unitId = recordId(search.get('unit') ?? undefined);
    if (unitId === null) return <Navigate to="/manage" replace />;
    const contactId = recordId(search.get('contact') ?? undefined) ?? undefined;
    return <NewLeasePage key={`${unitId}-${contactId ?? 0}`} unitId={unitId} contactId={contactId} />;
  }
  const id = recordId(leaseId);
  if (id === null) return <Navigate to="/manage" replace />;
  if (tab !== undefined && tab !== leaseTab(tab)) return <Navigate to={leasePath(id)} replace />;
  return <LeasePage key={id} leaseId={id} tab={leaseTab(tab)} />;
}

/** The unit's link under the page title: "H-7, Hicks Airfield Hangars". */
function UnitLink({
  unitId,
  unitNumber,
  propertyName,
}: {
  unitId: number;
  unitNumber: string;
  propertyName: string;
}) {
  return (
    <Link className="underline underline-offset-4" to={rentalUnitPath(unitId)}>
      {unitNumber}, {propertyName}
    </Link>
  );
}

function NewLeasePage({ unitId, contactId }: { unitId: number; contactId: number | undefined }) {
  const navigate = useNavigate();
  const { me } = useManagementShell();
  const { data: unit, error, mutate } = useResourceItem<RentalUnit>('rentalUnit', unitId);
  usePageCompany(unit?.managementCompanyID);
  useManagementTitle(unit ? `New lease of ${unit.unitNumber}` : 'New lease');
  if (error && !unit)
    return <LoadFailure slot="lease-page" message={error.message} onRetry={() => void mutate()} />;
  if (!unit) return <PageLoading label="Loading the unit…" />;
  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader
        title={`New lease of ${unit.unitNumber}`}
        description={
          <UnitLink unitId={unitId} unitNumber={unit.unitNumber} propertyName={unit.propertyName} />
        }
      />
      <div>
        <LeaseForm
          unitID={unitId}
          contactID={contactId}
          renderLink={routerLink}
          canAddPerson={addsContacts(me)}
          onSaved={(lease) => {
            void navigate(leasePath(lease.id), { replace: true });
          }}
          onCancel={() => void navigate(rentalUnitPath(unitId))}
        />
      </div>
    </div>
  );
}

function LeasePage({ leaseId, tab }: { leaseId: number; tab: LeaseTab }) {
  const navigate = useNavigate();
  // The gate let in any leasing grant; this lease's property decides whether it may be changed.
  const { me, access: pageAccess, readOnly: pageReadOnly, provider } = useManagementShell();
  const { data: lease, error, mutate } = useResourceItem<Lease>('lease', leaseId);
  usePageCompany(lease?.managementCompanyID);
  useManagementTitle(lease ? `Lease of ${lease.unitNumber}` : 'Lease');
  if (error && !lease)
    return <LoadFailure slot="lease-page" message={error.message} onRetry={() => void mutate()} />;
  if (!lease) return <PageLoading label="Loading the lease…" />;
  const ledger = ledgerAccess(me, lease.propertyID);
  const seesLedger = hasAccess(ledger, Access.View);
  const ledgerTab = (
    <LeaseLedger
      leaseID={leaseId}
      mayAdd={hasAccess(ledger, Access.Add)}
      mayEdit={hasAccess(ledger, Access.Edit)}
    />
  );
  const form = (
    <LeaseForm
      lease={lease}
      readOnly={!hasAccess(leaseAccess(me, lease.propertyID, pageAccess), Access.Edit)}
      renderLink={routerLink}
      canAddPerson={addsContacts(me)}
      renderContact={(party) => (
        <Link
          className="underline underline-offset-4"
          to={contactEditPath(lease.managementCompanyID, party.contactID)}
        >
          {party.fileAs}
        </Link>
      )}
      onDeleted={(l) => void navigate(rentalUnitPath(l.unitID))}
      onCancel={() => void navigate(rentalUnitPath(lease.unitID))}
    />
  );
  const portal = (
    <PortalAccess
      provider={provider}
      me={me}
      companyId={lease.managementCompanyID}
      kind="tenant"
      people={lease.parties.filter((p) => p.role === 'tenant')}
    />
  );
  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader
        title={`Lease of ${lease.unitNumber}`}
        description={
          <UnitLink unitId={lease.unitID} unitNumber={lease.unitNumber} propertyName={lease.propertyName} />
        }
      />
      {!seesLedger ? (
        <div className="grid gap-6">
          {form}
          {portal}
        </div>
      ) : (
        <Tabs
          value={tab}
          activationMode="manual"
          onValueChange={(next) => void navigate(leaseTabPath(leaseId, next as LeaseTab))}
        >
          <TabsList aria-label="Lease" className="max-w-full justify-start overflow-x-auto">
            <TabsTrigger value="details" className="flex-none">
              Lease
            </TabsTrigger>
            <TabsTrigger value="ledger" className="flex-none">
              Ledger
            </TabsTrigger>
          </TabsList>
          <TabsContent value="details" className="grid gap-6 pt-4">
            {form}
            {portal}
          </TabsContent>
          <TabsContent value="ledger" className="pt-4">
            {pageReadOnly && (hasAccess(ledger, Access.Add) || hasAccess(ledger, Access.Edit)) ? (
              // The page is read-only by the Leases right; the ledger's own rights decide its actions.
              <ManagementProvider dataProvider={provider}>{ledgerTab}</ManagementProvider>
            ) : (
              ledgerTab
            )}
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
