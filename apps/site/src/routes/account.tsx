// The account pages' routes (register, expired login, e-mailed links): in the airport shell beside /login.
import type { RouteObject } from 'react-router-dom';

type AccountPage =
  | 'ExpiredLoginPage'
  | 'RegisterPage'
  | 'NotAuthorizedPage'
  | 'ConfirmEmailPage'
  | 'ResetPasswordPage'
  | 'ForgotPasswordPage';

const accountPage = (name: AccountPage) => async () => ({
  Component: (await import('../management/routes'))[name],
});

/** The account pages: inside the airport shell, beside /login (router.tsx). */
export const accountRoutes: RouteObject[] = [
  { path: 'register', lazy: accountPage('RegisterPage') },
  { path: 'expiredlogin', lazy: accountPage('ExpiredLoginPage') },
  { path: 'notauthorized', lazy: accountPage('NotAuthorizedPage') },
  { path: 'confirmemail/:key', lazy: accountPage('ConfirmEmailPage') },
  { path: 'resetpassword/:key', lazy: accountPage('ResetPasswordPage') },
  { path: 'forgotpassword', lazy: accountPage('ForgotPasswordPage') },
];
