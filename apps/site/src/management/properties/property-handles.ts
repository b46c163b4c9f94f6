// What the property and unit routes declare for the shell: their crumbs and the rights they need.
import { MgmtCoFeature, PropertyFeature, RentalUnitFeature } from '@hangar/contracts';
import { adding, editing, viewing, type Requirement } from '../access/access-rules';
import { recordId } from '../shell/page-states';
import type { Crumb, CrumbContext, ManagementHandle } from '../shell/route-handle';
import { propertyListPath } from './property-paths';

const scoped = (requirement: Requirement, raw: string | undefined): Requirement => ({
  ...requirement,
  scopeID: recordId(raw) ?? undefined,
});

/** The company and its property list before a page whose company comes from its record. */
const companyCrumbs = ({ companyId, companyName }: CrumbContext): Crumb[] =>
  companyId > 0
    ? [
        { label: companyName ?? `Company ${companyId}`, href: `/MgmtCoAdmin/${companyId}` },
        { label: 'Properties', href: propertyListPath(companyId) },
      ]
    : [];

export const propertyNewHandle: ManagementHandle = {
  crumb: () => 'New property',
  requires: () => adding(MgmtCoFeature.Properties),
};

export const propertyHandle: ManagementHandle = {
  crumbs: (context) => [...companyCrumbs(context), { label: 'Property', href: context.pathname }],
  requires: (params) => scoped(viewing(PropertyFeature.Details), params.propertyId),
};

export const manageUnitsHandle: ManagementHandle = {
  crumbs: (context) => [...companyCrumbs(context), { label: 'Units', href: context.pathname }],
  requires: (params) => scoped(viewing(PropertyFeature.RentalUnits), params.propertyId),
};

export const manageUnitHandle: ManagementHandle = {
  crumb: ({ params }) => (params.unitId === 'new' ? 'New unit' : 'Unit'),
  requires: (params) => scoped(editing(PropertyFeature.RentalUnits, params.unitId), params.propertyId),
};

export const rentalUnitHandle: ManagementHandle = {
  crumbs: (context) => [...companyCrumbs(context), { label: 'Rental unit', href: context.pathname }],
  requires: (params) => scoped(viewing(RentalUnitFeature.Details), params.unitId),
};
