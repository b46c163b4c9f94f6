// The management face's routes: every page a lazy import of ../management (airport visitors never download it).
import type { ComponentType } from 'react';
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

/** What a management route module exports: its page (or layout) and the handle the shell reads. */
type RouteModule = { Component?: ComponentType; handle?: unknown };

const load = (module: () => Promise<RouteModule>) => async () => {
  const { Component, handle } = await module();
  return Component ? { Component, handle } : { handle };
};

/** A route that only names a breadcrumb and a requirement for the pages under it. */
const area = (name: 'users' | 'securityGroups' | 'contacts') => async () => ({
  handle: (await import('../management/shell/area-handles')).areaHandles[name],
});

/**
 * The management face in its own layout (the shell: navigation, breadcrumb, user menu, gate); router.tsx
 * puts it inside the session layout, outside the airport shell.
 */
export const managementRoutes: RouteObject[] = [
  {
    lazy: load(() => import('../management/shell/management-layout')),
    children: [
      { path: 'manage', lazy: load(() => import('../management/home/home-page')) },
      {
        path: 'MgmtCoAdmin/:id',
        lazy: load(() => import('../management/shell/company-route')),
        children: [
          { index: true, lazy: load(() => import('../management/company/company-profile-page')) },
          {
            path: 'User',
            lazy: area('users'),
            children: [
              { index: true, lazy: load(() => import('../management/users/user-list-page')) },
              { path: 'Edit/:userId', lazy: load(() => import('../management/users/user-edit-page')) },
            ],
          },
          {
            path: 'SecurityGroup',
            lazy: area('securityGroups'),
            children: [
              {
                index: true,
                lazy: load(() => import('../management/security-groups/security-group-list-page')),
              },
            ],
          },
          {
            path: 'Contacts',
            lazy: area('contacts'),
            children: [
              { index: true, lazy: load(() => import('../management/contacts/contact-list-page')) },
              {
                path: 'Individual/:contactId',
                lazy: load(() => import('../management/contacts/individual-page')),
              },
              {
                path: 'Company/:contactId',
                lazy: load(() => import('../management/contacts/company-contact-page')),
              },
            ],
          },
          {
            path: 'Contact/Edit/:contactId',
            lazy: load(() => import('../management/contacts/contact-redirect-page')),
          },
        ],
      },
    ],
  },
];
