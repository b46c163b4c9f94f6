// What each security feature covers and which of the access bits its screens and API read.
import {
  Access,
  MgmtCoFeature,
  PropertyFeature,
  RentalUnitFeature,
  SystemFeature,
  type FeatureLevel,
  type OperationName,
} from '@hangar/contracts';

const { View, Add, Edit, Delete } = Access;
const ALL = View | Add | Edit | Delete;

export type FeatureNote = { description: string; bits: number };

export const FEATURE_NOTES: Readonly<Record<number, FeatureNote>> = {
  [SystemFeature.Users]: {
    description: 'Every company’s users: find, add, change, disable and delete them.',
    bits: ALL,
  },
  [SystemFeature.SecurityGroups]: {
    description: 'System security groups and every company’s groups, their members and access.',
    bits: ALL,
  },
  [SystemFeature.SystemValues]: {
    description: 'The settings the whole system reads (retention, registration…).',
    bits: ALL,
  },
  [SystemFeature.ManagementCompanies]: {
    description: 'Every management company: its profile, contacts, properties and vendors.',
    bits: ALL,
  },
  [SystemFeature.ErrorLog]: {
    description: 'The errors the server and the site logged; Delete clears them.',
    bits: View | Delete,
  },
  [SystemFeature.Outbox]: {
    description: 'The e-mail the system sent or is about to send.',
    bits: View | Edit,
  },
  [SystemFeature.AuditLog]: { description: 'Who changed what, and who signed in as whom.', bits: View },
  [SystemFeature.BackgroundWork]: {
    description: 'The scheduled jobs, their runs, and “run now” (Edit).',
    bits: View | Edit,
  },
  [MgmtCoFeature.Company]: {
    description: 'The company’s own profile: names, addresses, listings.',
    bits: View | Edit,
  },
  [MgmtCoFeature.Users]: { description: 'The company’s users: invite, change and disable them.', bits: ALL },
  [MgmtCoFeature.SecurityGroups]: {
    description: 'The company’s security groups, members and access.',
    bits: ALL,
  },
  [MgmtCoFeature.Properties]: { description: 'The company’s list of properties, and adding one.', bits: ALL },
  [MgmtCoFeature.Vendors]: { description: 'The vendors the company works with.', bits: ALL },
  [MgmtCoFeature.Contacts]: { description: 'People and companies the company deals with.', bits: ALL },
  [PropertyFeature.Details]: { description: 'A property’s details, for all or some properties.', bits: ALL },
  [PropertyFeature.RentalUnits]: { description: 'A property’s rental units (hangars).', bits: ALL },
  [PropertyFeature.Leases]: { description: 'The leases of a property’s units.', bits: ALL },
  [RentalUnitFeature.Details]: { description: 'A rental unit’s details, for all or some units.', bits: ALL },
  [RentalUnitFeature.Images]: { description: 'A rental unit’s photos and documents.', bits: ALL },
  [RentalUnitFeature.Leases]: { description: 'The leases of one rental unit.', bits: ALL },
};

/** The operation listing a level's features. */
export const FEATURE_LIST_OPERATIONS = {
  system: 'systemsecurityfeatures',
  mgmtco: 'MgmtCompanySecurityFeatures',
  property: 'PropertySecurityFeatures',
  unit: 'RentalUnitSecurityFeatures',
} as const satisfies Record<FeatureLevel, OperationName>;

/** "View, Add, Edit" from a mask. */
export function bitNames(mask: number): string {
  const names = [
    [View, 'View'],
    [Add, 'Add'],
    [Edit, 'Edit'],
    [Delete, 'Delete'],
  ] as const;
  return (
    names
      .filter(([bit]) => mask & bit)
      .map(([, name]) => name)
      .join(', ') || 'None'
  );
}
