// Every management resource the API serves through its resource routes; the security tests iterate it.
import { MgmtCoFeature } from '../features';
import { aircraftResource } from './aircraft';
import { contactResource } from './contact';
import { leaseResource } from './lease';
import { propertyResource } from './property';
import { rentalUnitResource } from './rental-unit';
import type { ResourceDefinition } from './resource';
import { vendorResource } from './vendor';
import { workOrderResource } from './work-order';

export const companyResource = {
  name: 'company',
  label: 'management company',
  path: '/api/MgmtCo',
  searchPath: '/api/MgmtCoSearch',
  feature: MgmtCoFeature.Company,
  scope: 'company',
} as const satisfies ResourceDefinition;

export const userResource = {
  name: 'user',
  label: 'user',
  path: '/api/SystemUser',
  searchPath: '/api/SystemUserSearch',
  feature: MgmtCoFeature.Users,
  scope: 'company',
} as const satisfies ResourceDefinition;

export const securityGroupResource = {
  name: 'securityGroup',
  label: 'security group',
  path: '/api/MgmtCoSecurityGroup',
  searchPath: '/api/MgmtCoSecurityGroupSearch',
  feature: MgmtCoFeature.SecurityGroups,
  scope: 'company',
} as const satisfies ResourceDefinition;

/** The registry: adding a resource here makes the cross-company tests demand a fixture for it. */
export const RESOURCES = [
  companyResource,
  userResource,
  securityGroupResource,
  contactResource,
  propertyResource,
  rentalUnitResource,
  vendorResource,
  leaseResource,
  aircraftResource,
  workOrderResource,
] as const satisfies readonly ResourceDefinition[];

/** A resource's name in the registry: `contact`, `rentalUnit`, … */
export type ResourceName = (typeof RESOURCES)[number]['name'];
