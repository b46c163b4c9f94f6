// The seeded security features: their fixed ids (shared by API, site and forms) and the four levels.
import { z } from 'zod';

export const featureLevelSchema = z.enum(['system', 'mgmtco', 'property', 'unit']);
export type FeatureLevel = z.infer<typeof featureLevelSchema>;

/** System-level features; a system administrator holds every bit of each. */
export const SystemFeature = {
  Users: 1,
  SecurityGroups: 2,
  SystemValues: 3,
  ManagementCompanies: 4,
  ErrorLog: 5,
  Outbox: 6,
  AuditLog: 7,
  BackgroundWork: 8,
} as const;

/** Features of one management company, granted by that company's security groups. */
export const MgmtCoFeature = {
  Company: 101,
  Users: 102,
  SecurityGroups: 103,
  Properties: 104,
  Vendors: 105,
  Contacts: 106,
  /** The public waiting list: View to read it, Edit to move applications and offer vacant units. */
  Waitlist: 107,
  /** Tenants' and vendors' portal users: View to see who is invited, Edit to invite and revoke. */
  PortalUsers: 108,
} as const;

/** Features of one property; a group may be granted them for all the company's properties or some. */
export const PropertyFeature = {
  Details: 201,
  RentalUnits: 202,
  Leases: 203,
  /** A lease's ledger: View to read it and the reports, Add to record payments and charges, Edit to void. */
  Ledger: 204,
  /**
   * Work orders at the property (its units and common areas): View, Add, Edit (assign, status, cost), Delete.
   * Granted for all the company's properties (the company's whole work desk) or for one property.
   */
  WorkOrders: 205,
} as const;

/** Features of one rental unit (an airport's hangar); a group may be granted them for some units only. */
export const RentalUnitFeature = {
  Details: 301,
  Images: 302,
  Leases: 303,
} as const;

export type FeatureDefinition = { id: number; level: FeatureLevel; code: string; name: string };

/** Every feature the database is seeded with. */
export const FEATURES: readonly FeatureDefinition[] = [
  { id: SystemFeature.Users, level: 'system', code: 'system.users', name: 'System users' },
  {
    id: SystemFeature.SecurityGroups,
    level: 'system',
    code: 'system.security',
    name: 'System security groups',
  },
  { id: SystemFeature.SystemValues, level: 'system', code: 'system.values', name: 'System values' },
  {
    id: SystemFeature.ManagementCompanies,
    level: 'system',
    code: 'system.mgmtcos',
    name: 'Management companies',
  },
  { id: SystemFeature.ErrorLog, level: 'system', code: 'system.errorlog', name: 'Error log' },
  { id: SystemFeature.Outbox, level: 'system', code: 'system.outbox', name: 'E-mail outbox' },
  { id: SystemFeature.AuditLog, level: 'system', code: 'system.audit', name: 'Audit events' },
  {
    id: SystemFeature.BackgroundWork,
    level: 'system',
    code: 'system.jobs',
    name: 'Background work',
  },
  { id: MgmtCoFeature.Company, level: 'mgmtco', code: 'mgmtco.company', name: 'Company profile' },
  { id: MgmtCoFeature.Users, level: 'mgmtco', code: 'mgmtco.users', name: 'Company users' },
  {
    id: MgmtCoFeature.SecurityGroups,
    level: 'mgmtco',
    code: 'mgmtco.security',
    name: 'Company security groups',
  },
  { id: MgmtCoFeature.Properties, level: 'mgmtco', code: 'mgmtco.properties', name: 'Properties' },
  { id: MgmtCoFeature.Vendors, level: 'mgmtco', code: 'mgmtco.vendors', name: 'Vendors' },
  { id: MgmtCoFeature.Contacts, level: 'mgmtco', code: 'mgmtco.contacts', name: 'Contacts' },
  { id: MgmtCoFeature.Waitlist, level: 'mgmtco', code: 'mgmtco.waitlist', name: 'Waiting list' },
  { id: MgmtCoFeature.PortalUsers, level: 'mgmtco', code: 'mgmtco.portalusers', name: 'Portal users' },
  { id: PropertyFeature.Details, level: 'property', code: 'property.details', name: 'Property details' },
  {
    id: PropertyFeature.RentalUnits,
    level: 'property',
    code: 'property.units',
    name: 'Rental units of a property',
  },
  { id: PropertyFeature.Leases, level: 'property', code: 'property.leases', name: 'Leases of a property' },
  { id: PropertyFeature.Ledger, level: 'property', code: 'property.ledger', name: 'Lease ledger' },
  { id: PropertyFeature.WorkOrders, level: 'property', code: 'property.workorders', name: 'Work orders' },
  { id: RentalUnitFeature.Details, level: 'unit', code: 'unit.details', name: 'Rental unit details' },
  { id: RentalUnitFeature.Images, level: 'unit', code: 'unit.images', name: 'Rental unit images' },
  { id: RentalUnitFeature.Leases, level: 'unit', code: 'unit.leases', name: 'Rental unit leases' },
];
