// The management face's routes, each a lazy import of ../management (airport visitors never download it).
import type { RouteObject } from 'react-router-dom';

type PageName =
  | 'ManageHome'
  | 'ExpiredLoginPage'
  | 'RegisterPage'
  | 'NotAuthorizedPage'
  | 'ConfirmEmailPage'
  | 'ResetPasswordPage'
  | 'ForgotPasswordPage';

const page = (name: PageName) => async () => ({
  Component: (await import('../management/routes'))[name],
});

// The face's other paths (DESIGN.md, Routes: /MgmtCoAdmin/…, /properties/…, /systemadmin/…) are added here.
export const managementRoutes: RouteObject[] = [
  { path: 'manage/*', lazy: page('ManageHome') },
  { path: 'register', lazy: page('RegisterPage') },
  { path: 'expiredlogin', lazy: page('ExpiredLoginPage') },
  { path: 'notauthorized', lazy: page('NotAuthorizedPage') },
  { path: 'confirmemail/:key', lazy: page('ConfirmEmailPage') },
  { path: 'resetpassword/:key', lazy: page('ResetPasswordPage') },
  { path: 'forgotpassword', lazy: page('ForgotPasswordPage') },
];
