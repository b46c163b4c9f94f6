// System administration: `/systemadmin` and its pages (each page's module declares the system feature it
// needs), the self-test at `/test`, and the System area of the side navigation.
import { SystemFeature } from '@hangar/contracts';
import { chunkPages, groupRoute, type ManagementArea, type SystemNavEntry } from '../shell/area';
import { systemAreaHandle, systemPageHandle } from './system-handles';

const page = chunkPages(() => import('../system-pages'));

export const systemArea: ManagementArea = {
  routes: [
    groupRoute('systemadmin', systemAreaHandle, [
      { index: true, lazy: page('systemOverview') },
      groupRoute('systemusers', systemPageHandle('Users', SystemFeature.Users), [
        { index: true, lazy: page('systemUserList') },
        { path: 'edit', lazy: page('systemUserEdit') },
      ]),
      groupRoute('systemsecuritygroups', systemPageHandle('Security groups', SystemFeature.SecurityGroups), [
        { index: true, lazy: page('systemGroupList') },
        { path: 'edit', lazy: page('systemGroupEdit') },
      ]),
      { path: 'systemsecurityfeatures', lazy: page('systemFeatures') },
      { path: 'managementcompanysecurityfeatures', lazy: page('companyFeatures') },
      { path: 'rentalpropertysecurityfeatures', lazy: page('propertyFeatures') },
      { path: 'rentalunitsecurityfeatures', lazy: page('unitFeatures') },
      { path: 'loginas', lazy: page('loginAs') },
      { path: 'publishing', lazy: page('publishingApprovals') },
      { path: 'systemvalues', lazy: page('systemValues') },
      {
        path: 'errorlog',
        lazy: page('errorLogArea'),
        children: [
          { index: true, lazy: page('errorLogList') },
          { path: ':entryId', lazy: page('errorLogEntry') },
        ],
      },
      { path: 'actions', lazy: page('systemActions') },
      // The airport face owns `/about`; the running system's about page is the area's.
      { path: 'about', lazy: page('systemAbout') },
    ]),
    { path: 'test', lazy: page('selfTest') },
  ],
};

/** The System area's entries; the Overview shows to anyone holding any system feature (`feature: 0`). */
export const SYSTEM_NAV: readonly SystemNavEntry[] = [
  { label: 'Overview', href: '/systemadmin', feature: 0, end: true },
  { label: 'Users', href: '/systemadmin/systemusers', feature: SystemFeature.Users },
  {
    label: 'Security groups',
    href: '/systemadmin/systemsecuritygroups',
    feature: SystemFeature.SecurityGroups,
  },
  { label: 'Features', href: '/systemadmin/systemsecurityfeatures', feature: SystemFeature.SecurityGroups },
  { label: 'System values', href: '/systemadmin/systemvalues', feature: SystemFeature.SystemValues },
  { label: 'Error log', href: '/systemadmin/errorlog', feature: SystemFeature.ErrorLog },
  { label: 'Background work', href: '/systemadmin/actions', feature: SystemFeature.BackgroundWork },
  {
    label: 'Log in as',
    href: '/systemadmin/loginas',
    feature: SystemFeature.Users,
    adminOnly: true,
  },
  { label: 'Listing approvals', href: '/systemadmin/publishing', feature: 0, adminOnly: true },
  { label: 'Self-test', href: '/test', feature: 0, adminOnly: true },
  { label: 'About', href: '/systemadmin/about', feature: 0, adminOnly: true },
];
