// `/properties/:propertyId/Edit/:tab`: one property in tabs (details, units, images, documents, security);
// the tab is in the address. Its company comes from the property.
import {
  Access,
  accessFor,
  hasAccess,
  MgmtCoFeature,
  PropertyFeature,
  type Property,
} from '@hangar/contracts';
import {
  LoadFailure,
  PropertyForm,
  PropertySecurityForm,
  RentalUnitList,
  useResourceItem,
} from '@hangar/management-forms';
import { buttonVariants, PageHeader, Tabs, TabsContent, TabsList, TabsTrigger } from '@hangar/ui';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { companyAccess } from '../access/access-rules';
import { AttachmentsTab } from '../attachments/attachments-tab';
import { useManagementShell } from '../shell/management-context';
import { PageLoading, recordId } from '../shell/page-states';
import { useManagementTitle } from '../shell/page-title';
import { routerLink } from '../shell/router-link';
import { UnitBatchDialog } from '../units/unit-batch-dialog';
import {
  manageUnitPath,
  manageUnitsPath,
  propertyListPath,
  propertyPath,
  propertyTab,
  type PropertyTab,
} from './property-paths';
import { usePageCompany } from './use-page-company';

export { propertyHandle as handle } from './property-handles';

const TAB_LABELS: Record<PropertyTab, string> = {
  details: 'Details',
  units: 'Units',
  images: 'Images',
  documents: 'Documents',
  security: 'Security',
};

export function Component() {
  const { propertyId, tab } = useParams();
  const id = recordId(propertyId);
  if (id === null) return <Navigate to="/manage" replace />;
  if (tab !== propertyTab(tab)) return <Navigate to={propertyPath(id, 'details')} replace />;
  return <PropertyPage key={id} propertyId={id} tab={propertyTab(tab)} />;
}

function PropertyPage({ propertyId, tab }: { propertyId: number; tab: PropertyTab }) {
  const navigate = useNavigate();
  const { me, readOnly, access } = useManagementShell();
  const { data: property, error, mutate } = useResourceItem<Property>('property', propertyId);
  const companyId = property?.managementCompanyID;
  usePageCompany(companyId);
  useManagementTitle(property?.name ?? 'Property');
  const [adding, setAdding] = useState(false);

  if (error && !property)
    return <LoadFailure slot="property-page" message={error.message} onRetry={() => void mutate()} />;
  if (!property) return <PageLoading label="Loading the property…" />;

  // Before the user's grants are known (never under the shell's gate), the page's own mask stands in.
  const unitsAccess = me ? accessFor(me, PropertyFeature.RentalUnits, propertyId) : access;
  const securityAccess =
    me && companyId ? companyAccess(me, companyId, MgmtCoFeature.SecurityGroups) : access;
  const tabs = (Object.keys(TAB_LABELS) as PropertyTab[]).filter(
    (t) =>
      (t !== 'units' || hasAccess(unitsAccess, Access.View)) &&
      (t !== 'security' || hasAccess(securityAccess, Access.View)),
  );
  const shown = tabs.includes(tab) ? tab : 'details';

  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader
        title={property.name}
        description={property.address ? `${property.address.line1}, ${property.address.city}` : undefined}
      />
      <Tabs
        value={shown}
        activationMode="manual"
        onValueChange={(next) => void navigate(propertyPath(propertyId, next as PropertyTab))}
      >
        <TabsList aria-label="Property" className="max-w-full justify-start overflow-x-auto">
          {tabs.map((t) => (
            <TabsTrigger key={t} value={t} className="flex-none">
              {TAB_LABELS[t]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="details" className="pt-4">
          <div>
            <PropertyForm
              property={property}
              onDeleted={(p) => void navigate(propertyListPath(p.managementCompanyID))}
              getPropertyHref={(other) => propertyPath(other)}
              renderLink={routerLink}
            />
          </div>
        </TabsContent>
        <TabsContent value="units" className="grid gap-4 pt-4">
          <p className="text-sm">
            <Link
              className={buttonVariants({ variant: 'link', size: 'sm' })}
              to={manageUnitsPath(propertyId)}
            >
              Manage the units side by side
            </Link>
          </p>
          <RentalUnitList
            scope={{ propertyID: propertyId }}
            getUnitHref={(u) => manageUnitPath(propertyId, u.id)}
            newUnitHref={hasAccess(unitsAccess, Access.Add) ? manageUnitPath(propertyId, 'new') : undefined}
            onAddSeveral={hasAccess(unitsAccess, Access.Add) ? () => setAdding(true) : undefined}
            renderLink={routerLink}
          />
          <UnitBatchDialog propertyId={propertyId} open={adding} onOpenChange={setAdding} />
        </TabsContent>
        <TabsContent value="images" className="pt-4">
          <AttachmentsTab ownerKind="property" ownerID={propertyId} kind="image" readOnly={readOnly} />
        </TabsContent>
        <TabsContent value="documents" className="pt-4">
          <AttachmentsTab ownerKind="property" ownerID={propertyId} kind="document" readOnly={readOnly} />
        </TabsContent>
        <TabsContent value="security" className="pt-4">
          <PropertySecurityForm
            propertyID={propertyId}
            readOnly={!hasAccess(securityAccess, Access.Edit)}
            getGroupHref={(groupId) =>
              `/MgmtCoAdmin/${property.managementCompanyID}/SecurityGroup/Edit/${groupId}`
            }
            renderLink={routerLink}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}
