// The account pages, one lazily loaded chunk: anonymous airport visitors never download it.
export { ExpiredLoginPage } from './expired-login-page';
export { RegisterPage } from './register-page';
export { NotAuthorizedPage } from './not-authorized-page';
export { ConfirmEmailPage } from './confirm-email-page';
export { ResetPasswordPage } from './reset-password-page';
export { ForgotPasswordPage } from './forgot-password-page';
