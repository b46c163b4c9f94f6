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

type WaitlistPage = 'WaitlistApplyPage' | 'WaitlistConfirmPage' | 'WaitlistApplicationPage';
const waitlistPage = (name: WaitlistPage) => async () => ({
  Component: (await import('../waitlist/waitlist-public-pages'))[name],
});

/** The account pages: inside the airport shell, beside /login (router.tsx). */
export const accountRoutes: RouteObject[] = [
  { path: 'register', lazy: accountPage('RegisterPage') },
  { path: 'expiredlogin', lazy: accountPage('ExpiredLoginPage') },
  { path: 'notauthorized', lazy: accountPage('NotAuthorizedPage') },
  { path: 'confirmemail/:key', lazy: accountPage('ConfirmEmailPage') },
  { path: 'resetpassword/:key', lazy: accountPage('ResetPasswordPage') },
  { path: 'forgotpassword', lazy: accountPage('ForgotPasswordPage') },
  // The waiting list's applicant: anonymous, by the key of their e-mailed link.
  { path: 'waitlist/apply', lazy: waitlistPage('WaitlistApplyPage') },
  { path: 'waitlist/confirm/:key', lazy: waitlistPage('WaitlistConfirmPage') },
  { path: 'waitlist/application/:key', lazy: waitlistPage('WaitlistApplicationPage') },
];
