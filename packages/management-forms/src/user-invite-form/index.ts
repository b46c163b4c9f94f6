export { UserInviteForm, type UserInviteFormProps } from './user-invite-form';
