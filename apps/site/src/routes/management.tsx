// The management face's routes: every page a lazy import of ../management. The list itself is loaded when a
// path the airport face does not know is visited (router.tsx): airport visitors download neither.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type * as AdminPages from '../management/admin-pages';
import type * as AttachmentPages from '../management/attachment-pages';
import type * as ContactPages from '../management/contact-pages';
import type * as LeasePages from '../management/lease-pages';
import type * as PropertyPages from '../management/property-pages';
import type * as ReportPages from '../management/report-pages';
import type * as SystemPages from '../management/system-pages';
import type * as VendorPages from '../management/vendor-pages';
import type * as WaitlistPages from '../management/waitlist-pages';

/** What a management route module exports: its page (or layout) and the handle the shell reads. */
type RouteModule = { Component?: ComponentType; handle?: unknown };

const route = (module: RouteModule) =>
  module.Component ? { Component: module.Component, handle: module.handle } : { handle: module.handle };

/*
 * Chunks by area: the frame (shell, gate, home), the company administration screens, the contact screens,
 * the property and unit screens and the attachment screens.
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
const properties = (name: keyof typeof PropertyPages) => async () =>
  route((await import('../management/property-pages'))[name]);
const attachments = (name: keyof typeof AttachmentPages) => async () =>
  route((await import('../management/attachment-pages'))[name]);
const vendors = (name: keyof typeof VendorPages) => async () =>
  route((await import('../management/vendor-pages'))[name]);
const leases = (name: keyof typeof LeasePages) => async () =>
  route((await import('../management/lease-pages'))[name]);
const reports = (name: keyof typeof ReportPages) => async () =>
  route((await import('../management/report-pages'))[name]);
const waitlist = (name: keyof typeof WaitlistPages) => async () =>
  route((await import('../management/waitlist-pages'))[name]);
const system = (name: keyof typeof SystemPages) => async () =>
  route((await import('../management/system-pages'))[name]);

/** A route that only names a breadcrumb and a requirement for the pages under it. */
const area = (name: 'users' | 'securityGroups' | 'contacts' | 'properties' | 'units') => async () => ({
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
      { path: 'properties/:propertyId', lazy: properties('propertyPage') },
      { path: 'properties/:propertyId/Edit/:tab', lazy: properties('propertyPage') },
      {
        path: 'manageunitsfor/:propertyId',
        lazy: properties('manageUnits'),
        children: [
          { path: 'unit/:unitId', lazy: properties('manageUnit') },
          { path: 'rental/:unitId/lease/:leaseId', lazy: leases('manageLease') },
        ],
      },
      { path: 'rentalunit/:unitId/:tab?', lazy: properties('rentalUnit') },
      { path: 'lease/:leaseId/:tab?', lazy: leases('leasePage') },
      { path: 'leases/:id', lazy: leases('companyLeases') },
      { path: 'rentroll/:id', lazy: reports('rentRoll') },
      { path: 'receivables/:id', lazy: reports('receivables') },
      { path: 'waitlist/:id', lazy: waitlist('waitlist') },
      {
        path: 'vendors/:id',
        lazy: vendors('vendorArea'),
        children: [
          { index: true, lazy: vendors('vendorList') },
          { path: 'editi/:vendorId', lazy: vendors('individualVendor') },
          { path: 'editc/:vendorId', lazy: vendors('companyVendor') },
        ],
      },
      {
        // System administration: each page's module declares the system feature it needs.
        path: 'systemadmin',
        lazy: system('systemArea'),
        children: [
          { index: true, lazy: system('systemOverview') },
          {
            path: 'systemusers',
            lazy: system('systemUsersArea'),
            children: [
              { index: true, lazy: system('systemUserList') },
              { path: 'edit', lazy: system('systemUserEdit') },
            ],
          },
          {
            path: 'systemsecuritygroups',
            lazy: system('systemGroupsArea'),
            children: [
              { index: true, lazy: system('systemGroupList') },
              { path: 'edit', lazy: system('systemGroupEdit') },
            ],
          },
          { path: 'systemsecurityfeatures', lazy: system('systemFeatures') },
          { path: 'managementcompanysecurityfeatures', lazy: system('companyFeatures') },
          { path: 'rentalpropertysecurityfeatures', lazy: system('propertyFeatures') },
          { path: 'rentalunitsecurityfeatures', lazy: system('unitFeatures') },
          { path: 'loginas', lazy: system('loginAs') },
          { path: 'publishing', lazy: system('publishingApprovals') },
          { path: 'systemvalues', lazy: system('systemValues') },
          {
            path: 'errorlog',
            lazy: system('errorLogArea'),
            children: [
              { index: true, lazy: system('errorLogList') },
              { path: ':entryId', lazy: system('errorLogEntry') },
            ],
          },
          { path: 'actions', lazy: system('systemActions') },
          // The airport face owns `/about`; the running system's about page is the area's.
          { path: 'about', lazy: system('systemAbout') },
        ],
      },
      { path: 'test', lazy: system('selfTest') },
      { path: 'vendorediti/:vendorId', lazy: vendors('ownIndividualVendor') },
      { path: 'vendoreditc/:vendorId', lazy: vendors('ownCompanyVendor') },
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
          {
            path: 'Properties',
            lazy: area('properties'),
            children: [
              { index: true, lazy: properties('propertyList') },
              { path: 'new', lazy: properties('propertyNew') },
            ],
          },
          {
            path: 'Units',
            lazy: area('units'),
            children: [{ index: true, lazy: properties('unitList') }],
          },
        ],
      },
    ],
  },
];
