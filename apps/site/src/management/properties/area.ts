// Properties: a company's list and new property, and a property's own tabs (its company comes from it).
import { MgmtCoFeature } from '@hangar/contracts';
import { viewing } from '../access/access-rules';
import { chunkPages, companyPath, companySection, groupRoute, type ManagementArea } from '../shell/area';

const page = chunkPages(() => import('../property-pages'));

export const propertiesArea: ManagementArea = {
  routes: [
    { path: 'properties/:propertyId', lazy: page('propertyPage') },
    { path: 'properties/:propertyId/Edit/:tab', lazy: page('propertyPage') },
  ],
  companyRoutes: [
    groupRoute(
      'Properties',
      { crumb: () => 'Properties', requires: () => viewing(MgmtCoFeature.Properties) },
      [
        { index: true, lazy: page('propertyList') },
        { path: 'new', lazy: page('propertyNew') },
      ],
    ),
  ],
  nav: {
    group: 'Properties',
    entries: [
      { label: 'Properties', to: (id) => companyPath(id, '/Properties'), feature: MgmtCoFeature.Properties },
    ],
  },
  switchCompany: companySection(['properties'], 'Properties'),
};
