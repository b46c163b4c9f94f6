export { UserList, type UserListProps, type CompanyOption } from './user-list';
export { lastSignInText, userStatus, type UserStatus, type UserStatusFilter } from './user-list-rules';
