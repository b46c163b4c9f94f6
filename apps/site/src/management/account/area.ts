// The account pages (register, expired login, not authorized, the e-mailed links): in the airport shell beside
// /login (router.tsx), one lazily loaded chunk that anonymous airport visitors never download.
import type { RouteObject } from 'react-router-dom';
import type * as AccountPages from './pages';

type AccountPage = keyof typeof AccountPages;

const page = (name: AccountPage) => async () => ({ Component: (await import('./pages'))[name] });

export const accountRoutes: RouteObject[] = [
  { path: 'register', lazy: page('RegisterPage') },
  { path: 'expiredlogin', lazy: page('ExpiredLoginPage') },
  { path: 'notauthorized', lazy: page('NotAuthorizedPage') },
  { path: 'confirmemail/:key', lazy: page('ConfirmEmailPage') },
  { path: 'resetpassword/:key', lazy: page('ResetPasswordPage') },
  { path: 'forgotpassword', lazy: page('ForgotPasswordPage') },
];
