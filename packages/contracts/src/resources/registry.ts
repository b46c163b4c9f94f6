// Every management resource the API serves through its resource routes; the security tests iterate it.
import { MgmtCoFeature } from '../features';
import { contactResource } from './contact';
import { leaseResource } from './lease';
import { propertyResource } from './property';
import { rentalUnitResource } from './rental-unit';
import type { ResourceDefinition } from './resource';
import { vendorResource } from './vendor';

export const companyResource: ResourceDefinition = {
  name: 'company',
  label: 'management company',
  path: '/api/MgmtCo',
  searchPath: '/api/MgmtCoSearch',
  feature: MgmtCoFeature.Company,
  scope: 'company',
};

export const userResource: ResourceDefinition = {
  name: 'user',
  label: 'user',
  path: '/api/SystemUser',
  searchPath: '/api/SystemUserSearch',
  feature: MgmtCoFeature.Users,
  scope: 'company',
};

export const securityGroupResource: ResourceDefinition = {
  name: 'securityGroup',
  label: 'security group',
  path: '/api/MgmtCoSecurityGroup',
  searchPath: '/api/MgmtCoSecurityGroupSearch',
  feature: MgmtCoFeature.SecurityGroups,
  scope: 'company',
};

/** The registry: adding a resource here makes the cross-company tests demand a fixture for it. */
export const RESOURCES: readonly ResourceDefinition[] = [
  companyResource,
  userResource,
  securityGroupResource,
  contactResource,
  propertyResource,
  rentalUnitResource,
  vendorResource,
  leaseResource,
];
