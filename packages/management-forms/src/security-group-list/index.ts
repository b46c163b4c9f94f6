export { memberCountText, SecurityGroupList, type SecurityGroupListProps } from './security-group-list';
