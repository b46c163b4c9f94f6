// Addresses of the System administration screens.
import type { FeatureLevel } from '@hangar/contracts';

export const SYSTEM_HOME = '/systemadmin';
export const SYSTEM_USERS = '/systemadmin/systemusers';
export const systemUserPath = (id: number | 'new') => `${SYSTEM_USERS}/edit?id=${id}`;
export const SYSTEM_GROUPS = '/systemadmin/systemsecuritygroups';
export const systemGroupPath = (id: number | 'new') => `${SYSTEM_GROUPS}/edit?id=${id}`;

/** Each level's features page, in the order the pages link to one another. */
export const FEATURE_PAGES: readonly { level: FeatureLevel; path: string; label: string }[] = [
  { level: 'system', path: '/systemadmin/systemsecurityfeatures', label: 'System' },
  { level: 'mgmtco', path: '/systemadmin/managementcompanysecurityfeatures', label: 'Management company' },
  { level: 'property', path: '/systemadmin/rentalpropertysecurityfeatures', label: 'Property' },
  { level: 'unit', path: '/systemadmin/rentalunitsecurityfeatures', label: 'Rental unit' },
];
