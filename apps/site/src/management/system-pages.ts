// The System administration screens, one lazily loaded chunk: the overview, users, security groups and the
// features pages. Each export is a route module (`Component`, and a `handle` with its crumb and requirement).
export * as systemOverview from './system/overview-page';
export * as loginAs from './system/login-as-page';
export * as publishingApprovals from './system/publishing-page';
export * as systemUserList from './system/system-user-list-page';
export * as systemUserEdit from './system/system-user-edit-page';
export * as systemGroupList from './system/system-group-list-page';
export * as systemGroupEdit from './system/system-group-edit-page';
export { companyFeatures, propertyFeatures, systemFeatures, unitFeatures } from './system/features-page';
export * as systemValues from './system/system-values-page';
export { errorLogArea, errorLogEntry, errorLogList } from './system/error-log-pages';
export * as systemActions from './system/actions-page';
export * as systemAbout from './system/about-page';
export * as selfTest from './system/self-test-page';
