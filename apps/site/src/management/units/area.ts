// Rental units: a property's units beside a unit's form (and a unit's lease there), a unit's own page, and
// every unit of a company.
import { PropertyFeature } from '@hangar/contracts';
import { viewing } from '../access/access-rules';
import { chunkPages, companyPath, companySection, groupRoute, type ManagementArea } from '../shell/area';

const page = chunkPages(() => import('../property-pages'));
const leasePage = chunkPages(() => import('../lease-pages'));

export const unitsArea: ManagementArea = {
  routes: [
    {
      path: 'manageunitsfor/:propertyId',
      lazy: page('manageUnits'),
      children: [
        { path: 'unit/:unitId', lazy: page('manageUnit') },
        { path: 'rental/:unitId/lease/:leaseId', lazy: leasePage('manageLease') },
      ],
    },
    { path: 'rentalunit/:unitId/:tab?', lazy: page('rentalUnit') },
  ],
  companyRoutes: [
    // A grant for some properties opens the list; it shows the units of those (the API cuts the rest).
    groupRoute(
      'Units',
      {
        crumb: () => 'Rental units',
        requires: () => ({ ...viewing(PropertyFeature.RentalUnits), anyScope: true }),
      },
      [{ index: true, lazy: page('unitList') }],
    ),
  ],
  nav: {
    group: 'Properties',
    entries: [
      { label: 'Rental units', to: (id) => companyPath(id, '/Units'), feature: PropertyFeature.RentalUnits },
    ],
  },
  switchCompany: companySection(['units'], 'Units'),
};
