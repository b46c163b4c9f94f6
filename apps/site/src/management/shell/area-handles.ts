// The routes that group a company's pages by area: their breadcrumb and what every page under them needs.
import { MgmtCoFeature, PropertyFeature } from '@hangar/contracts';
import { viewing } from '../access/access-rules';
import type { ManagementHandle } from './route-handle';

export const areaHandles = {
  users: { crumb: () => 'Users', requires: () => viewing(MgmtCoFeature.Users) },
  securityGroups: { crumb: () => 'Security groups', requires: () => viewing(MgmtCoFeature.SecurityGroups) },
  contacts: { crumb: () => 'Contacts', requires: () => viewing(MgmtCoFeature.Contacts) },
  properties: { crumb: () => 'Properties', requires: () => viewing(MgmtCoFeature.Properties) },
  // A grant for some properties opens the list; it shows the units of those (the API cuts the rest).
  units: {
    crumb: () => 'Rental units',
    requires: () => ({ ...viewing(PropertyFeature.RentalUnits), anyScope: true }),
  },
} satisfies Record<string, ManagementHandle>;
