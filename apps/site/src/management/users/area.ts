// A company's users: the list and the editor, under `/MgmtCoAdmin/:id/User`.
import { MgmtCoFeature } from '@hangar/contracts';
import { viewing } from '../access/access-rules';
import { chunkPages, companyPath, companySection, groupRoute, type ManagementArea } from '../shell/area';

const page = chunkPages(() => import('../admin-pages'));

export const usersArea: ManagementArea = {
  companyRoutes: [
    groupRoute('User', { crumb: () => 'Users', requires: () => viewing(MgmtCoFeature.Users) }, [
      { index: true, lazy: page('userList') },
      { path: 'Edit/:userId', lazy: page('userEdit') },
    ]),
  ],
  nav: {
    group: 'Company',
    entries: [{ label: 'Users', to: (id) => companyPath(id, '/User'), feature: MgmtCoFeature.Users }],
  },
  switchCompany: companySection(['user'], 'User'),
};
