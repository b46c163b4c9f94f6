export { SystemOverview, type SystemOverviewProps, type SystemScreenLink } from './system-overview';
export { SystemSecurityGroupList, type SystemSecurityGroupListProps } from './system-group-list';
export { PublishingApprovals } from './publishing-approvals';
export { SecurityFeatureCatalog, type SecurityFeatureCatalogProps } from './feature-catalog';
export { FEATURE_NOTES, bitNames } from './feature-notes';
