export {
  FORGOT_PASSWORD_SENT,
  ForgotPasswordForm,
  type ForgotPasswordFormProps,
} from './forgot-password-form';
