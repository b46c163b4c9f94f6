// A company's security groups: the list and the editor, under `/MgmtCoAdmin/:id/SecurityGroup`.
import { MgmtCoFeature } from '@hangar/contracts';
import { viewing } from '../access/access-rules';
import { chunkPages, companyPath, companySection, groupRoute, type ManagementArea } from '../shell/area';

const page = chunkPages(() => import('../admin-pages'));

export const securityGroupsArea: ManagementArea = {
  companyRoutes: [
    groupRoute(
      'SecurityGroup',
      { crumb: () => 'Security groups', requires: () => viewing(MgmtCoFeature.SecurityGroups) },
      [
        { index: true, lazy: page('securityGroupList') },
        { path: 'Edit/:groupId', lazy: page('securityGroupEdit') },
      ],
    ),
  ],
  nav: {
    group: 'Company',
    entries: [
      {
        label: 'Security groups',
        to: (id) => companyPath(id, '/SecurityGroup'),
        feature: MgmtCoFeature.SecurityGroups,
      },
    ],
  },
  switchCompany: companySection(['securitygroup'], 'SecurityGroup'),
};
