// The company's profile: the index page of `/MgmtCoAdmin/:id`.
import { MgmtCoFeature } from '@hangar/contracts';
import { chunkPages, companyPath, type ManagementArea } from '../shell/area';

const page = chunkPages(() => import('../admin-pages'));

export const companyArea: ManagementArea = {
  companyRoutes: [{ index: true, lazy: page('companyProfile') }],
  nav: {
    group: 'Company',
    entries: [{ label: 'Profile', to: (id) => companyPath(id), feature: MgmtCoFeature.Company, end: true }],
  },
};
