// The management face's routes: every page a lazy import of ../management (airport visitors never download it).
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type * as AdminPages from '../management/admin-pages';
import type * as AttachmentPages from '../management/attachment-pages';
import type * as ContactPages from '../management/contact-pages';

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

const route = (module: RouteModule) =>
  module.Component ? { Component: module.Component, handle: module.handle } : { handle: module.handle };

/*
 * Three chunks: the frame (shell, gate, home), the company administration screens and the contact screens.
 * Fewer, larger chunks on purpose: with a chunk per page, Rolldown moves the Radix parts the airport header
 * also uses out of the airport's entry into shared chunks, and an anonymous visitor downloads more (the
 * site's bundle bench, `npm run bench -w @hangar/site`, measured 149.5 KB against 147.6 KB gzipped).
 */
const face = (name: 'layout' | 'company' | 'home') => async () =>
  route((await import('../management/face'))[name]);
const admin = (name: keyof typeof AdminPages) => async () =>
  route((await import('../management/admin-pages'))[name]);
const contacts = (name: keyof typeof ContactPages) => async () =>
  route((await import('../management/contact-pages'))[name]);
const attachments = (name: keyof typeof AttachmentPages) => async () =>
  route((await import('../management/attachment-pages'))[name]);

/** A route that only names a breadcrumb and a requirement for the pages under it. */
const area = (name: 'users' | 'securityGroups' | 'contacts') => async () => ({
  handle: (await import('../management/face')).areaHandles[name],
});

/**
 * The management face in its own layout (the shell: navigation, breadcrumb, user menu, gate); router.tsx
 * puts it inside the session layout, outside the airport shell.
 */
export const managementRoutes: RouteObject[] = [
  {
    lazy: face('layout'),
    children: [
      { path: 'manage', lazy: face('home') },
      { path: 'imageedit/:imageId', lazy: attachments('imageEdit') },
      {
        path: 'MgmtCoAdmin/:id',
        lazy: face('company'),
        children: [
          { index: true, lazy: admin('companyProfile') },
          {
            path: 'User',
            lazy: area('users'),
            children: [
              { index: true, lazy: admin('userList') },
              { path: 'Edit/:userId', lazy: admin('userEdit') },
            ],
          },
          {
            path: 'SecurityGroup',
            lazy: area('securityGroups'),
            children: [
              { index: true, lazy: admin('securityGroupList') },
              { path: 'Edit/:groupId', lazy: admin('securityGroupEdit') },
            ],
          },
          {
            path: 'Contacts',
            lazy: area('contacts'),
            children: [
              { index: true, lazy: contacts('contactList') },
              { path: 'Individual/:contactId', lazy: contacts('individual') },
              { path: 'Company/:contactId', lazy: contacts('companyContact') },
            ],
          },
          { path: 'Contact/Edit/:contactId', lazy: contacts('contactRedirect') },
        ],
      },
    ],
  },
];
