export { NewPasswordForm, PASSWORDS_DIFFER, type NewPasswordFormProps } from './new-password-form';
