// The addresses of properties and rental units.
export const PROPERTY_TABS = ['details', 'units', 'images', 'documents', 'security'] as const;
export type PropertyTab = (typeof PROPERTY_TABS)[number];

export const propertyListPath = (companyId: number) => `/MgmtCoAdmin/${companyId}/Properties`;
/** A new property of the company; saving it lands on its details tab. */
export const newPropertyPath = (companyId: number) => `${propertyListPath(companyId)}/new`;
export const propertyPath = (propertyId: number, tab: PropertyTab = 'details') =>
  `/properties/${propertyId}/Edit/${tab}`;
/** The tab a path segment names; anything else opens the details. */
export const propertyTab = (raw: string | undefined): PropertyTab =>
  (PROPERTY_TABS as readonly string[]).includes(raw ?? '') ? (raw as PropertyTab) : 'details';

/** Every rental unit of the company (its search and filters in the query: `?status=vacant`). */
export const unitListPath = (companyId: number) => `/MgmtCoAdmin/${companyId}/Units`;
export const manageUnitsPath = (propertyId: number) => `/manageunitsfor/${propertyId}`;
export const manageUnitPath = (propertyId: number, unitId: number | 'new') =>
  `${manageUnitsPath(propertyId)}/unit/${unitId}`;

export const UNIT_TABS = ['details', 'images', 'documents'] as const;
export type UnitTab = (typeof UNIT_TABS)[number];
export const rentalUnitPath = (unitId: number, tab: UnitTab = 'details') =>
  tab === 'details' ? `/rentalunit/${unitId}` : `/rentalunit/${unitId}/${tab}`;
export const unitTab = (raw: string | undefined): UnitTab =>
  (UNIT_TABS as readonly string[]).includes(raw ?? '') ? (raw as UnitTab) : 'details';
