// Every area of the management face, each declared once in its folder's `area.ts`. The router
// (routes/management.tsx) and the side navigation (shell/nav-model.ts) are built from this list; the
// navigation's groups keep the order of shell/area.ts's NAV_GROUPS.
import { attachmentsArea } from './attachments/area';
import { companyArea } from './company/area';
import { contactsArea } from './contacts/area';
import { homeArea } from './home/area';
import { leasesArea } from './leases/area';
import { propertiesArea } from './properties/area';
import { reportsArea } from './reports/area';
import type { ManagementArea } from './shell/area';
import { securityGroupsArea } from './security-groups/area';
import { systemArea } from './system/area';
import { unitsArea } from './units/area';
import { usersArea } from './users/area';
import { vendorsArea } from './vendors/area';
import { hangarUseArea, waitlistArea } from './waitlist/area';
import { workOrdersArea } from './work-orders/area';

export const MANAGEMENT_AREAS: readonly ManagementArea[] = [
  homeArea,
  companyArea,
  usersArea,
  securityGroupsArea,
  contactsArea,
  propertiesArea,
  unitsArea,
  leasesArea,
  vendorsArea,
  waitlistArea,
  hangarUseArea,
  workOrdersArea,
  reportsArea,
  attachmentsArea,
  systemArea,
];
