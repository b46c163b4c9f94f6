export { SecurityGroupForm, type SecurityGroupFormProps } from './security-group-form';
export { AccessGrid, type AccessGridProps } from './access-grid';
export { memberFeatureAccess, memberPreviewRows, type MemberPreviewInput } from './effective-access';
export { groupSavePlan, type GroupSavePlan } from './security-group-rules';
