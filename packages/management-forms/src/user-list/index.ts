export { UserList, type UserListProps } from './user-list';
export { lastSignInText, userStatus, type UserStatus, type UserStatusFilter } from './user-list-rules';
