// `/rentalunit/:unitId/:tab?`: one rental unit: its form, images and documents, in tabs in the address.
import { accessFor, RentalUnitFeature, type RentalUnit } from '@hangar/contracts';
import { LoadFailure, RentalUnitForm, useResourceItem } from '@hangar/management-forms';
import { PageHeader, Tabs, TabsContent, TabsList, TabsTrigger } from '@hangar/ui';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { AttachmentsTab } from '../attachments/attachments-tab';
import { UnitLeases } from '../leases/unit-leases';
import {
  manageUnitsPath,
  propertyPath,
  rentalUnitPath,
  unitTab,
  type UnitTab,
} from '../properties/property-paths';
import { usePageCompany } from '../properties/use-page-company';
import { useManagementShell } from '../shell/management-context';
import { PageLoading, recordId } from '../shell/page-states';
import { useManagementTitle } from '../shell/page-title';
import { UnitWorkOrders } from '../work-orders/unit-work-orders';

export { rentalUnitHandle as handle } from '../properties/property-handles';

const TAB_LABELS: Record<UnitTab, string> = { details: 'Details', images: 'Images', documents: 'Documents' };

export function Component() {
  const { unitId, tab } = useParams();
  const id = recordId(unitId);
  if (id === null) return <Navigate to="/manage" replace />;
  if (tab !== undefined && tab !== unitTab(tab)) return <Navigate to={rentalUnitPath(id)} replace />;
  return <UnitPage key={id} unitId={id} tab={unitTab(tab)} />;
}

function UnitPage({ unitId, tab }: { unitId: number; tab: UnitTab }) {
  const navigate = useNavigate();
  const { me } = useManagementShell();
  // A unit's images and documents are the "Rental unit images" feature's, granted for all units or this one.
  const filesAccess = me ? accessFor(me, RentalUnitFeature.Images, unitId) : 0;
  const { data: unit, error, mutate } = useResourceItem<RentalUnit>('rentalUnit', unitId);
  usePageCompany(unit?.managementCompanyID);
  useManagementTitle(unit ? `Unit ${unit.unitNumber}, ${unit.propertyName}` : 'Rental unit');
  if (error && !unit)
    return <LoadFailure slot="rental-unit-page" message={error.message} onRetry={() => void mutate()} />;
  if (!unit) return <PageLoading label="Loading the unit…" />;
  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader
        title={`Unit ${unit.unitNumber}`}
        description={
          <Link className="underline underline-offset-4" to={propertyPath(unit.propertyID, 'units')}>
            {unit.propertyName}
          </Link>
        }
      />
      <Tabs
        value={tab}
        activationMode="manual"
        onValueChange={(next) => void navigate(rentalUnitPath(unitId, next as UnitTab))}
      >
        <TabsList aria-label="Rental unit" className="max-w-full justify-start overflow-x-auto">
          {(Object.keys(TAB_LABELS) as UnitTab[]).map((t) => (
            <TabsTrigger key={t} value={t} className="flex-none">
              {TAB_LABELS[t]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="details" className="grid gap-6 pt-4">
          <UnitLeases unit={unit} />
          <div>
            <RentalUnitForm unit={unit} onDeleted={(u) => void navigate(manageUnitsPath(u.propertyID))} />
          </div>
          <UnitWorkOrders unit={unit} />
        </TabsContent>
        <TabsContent value="images" className="pt-4">
          <AttachmentsTab
            ownerKind="unit"
            ownerID={unitId}
            kind="image"
            readOnly={false}
            access={filesAccess}
          />
        </TabsContent>
        <TabsContent value="documents" className="pt-4">
          <AttachmentsTab
            ownerKind="unit"
            ownerID={unitId}
            kind="document"
            readOnly={false}
            access={filesAccess}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}
