// The management face's routes. Each page is a lazy import of ../management: an anonymous visitor of the
// airport pages never downloads it. The face's other paths (DESIGN.md, Routes) are added here.
import type { RouteObject } from 'react-router-dom';

const page = (name: 'ManageHome' | 'ExpiredLoginPage' | 'RegisterPage' | 'NotAuthorizedPage') => async () => ({
  Component: (await import('../management/routes'))[name],
});

export const managementRoutes: RouteObject[] = [
  { path: 'manage/*', lazy: page('ManageHome') },
  { path: 'register', lazy: page('RegisterPage') },
  { path: 'expiredlogin', lazy: page('ExpiredLoginPage') },
  { path: 'notauthorized', lazy: page('NotAuthorizedPage') },
];
