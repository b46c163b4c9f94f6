export { INVITE_USER_PATH, UserInviteForm, type UserInviteFormProps } from './user-invite-form';
