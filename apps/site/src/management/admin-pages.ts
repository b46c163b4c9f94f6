// The company administration screens, one lazily loaded chunk: profile, users, security groups.
export * as companyProfile from './company/company-profile-page';
export * as userList from './users/user-list-page';
export * as userEdit from './users/user-edit-page';
export * as securityGroupList from './security-groups/security-group-list-page';
export * as securityGroupEdit from './security-groups/security-group-edit-page';
