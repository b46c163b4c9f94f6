import { Access, MgmtCoFeature, RentalUnitFeature, SystemFeature } from '@hangar/contracts';
import { describe, expect, it } from 'vitest';
import { ALPHA_GROUP_ACCESSES, ALPHA_GROUPS, GROUP_LEASING } from '../admin-fixtures';
import { groupFormSchema, groupSavePlan, groupValues, type SavedGroup } from './security-group-rules';

const { View, Add, Edit } = Access;
const leasing: SavedGroup = {
  group: ALPHA_GROUPS.find((g) => g.id === GROUP_LEASING)!,
  accesses: ALPHA_GROUP_ACCESSES[GROUP_LEASING]!,
  version: 2,
};
const options = {
  level: 'mgmtco' as const,
  managementCompanyID: 1,
  storedGrants: leasing.accesses.accesses,
  exists: true,
};
const parse = (values: ReturnType<typeof groupValues>) => groupFormSchema.parse(values);

describe('groupValues', () => {
  it('reads a saved group and its group-wide grants into the form', () => {
    const values = groupValues(leasing);
    expect(values).toMatchObject({ name: 'Leasing', memberIDs: [13, 16], version: 2 });
    expect(values.grid[MgmtCoFeature.Contacts]).toBe(View | Add);
    expect(groupFormSchema.safeParse(values).success).toBe(true);
  });
  it('starts a new group empty, without a version', () => {
    expect(groupValues(null)).toEqual({ name: '', description: '', memberIDs: [], grid: {} });
  });
});

describe('groupSavePlan', () => {
  it('sends nothing more than the group when the grid did not change', () => {
    const plan = groupSavePlan(parse(groupValues(leasing)), options);
    expect(plan).toMatchObject({ problem: null, grantsChanged: false });
    expect(plan.body).toEqual({
      name: 'Leasing',
      description: leasing.group.description,
      memberIDs: [13, 16],
      version: 2,
    });
  });
  it('sends every grant, scoped ones kept, once the grid changed', () => {
    const values = groupValues(leasing);
    values.grid = { ...values.grid, [MgmtCoFeature.Contacts]: View | Add | Edit };
    const plan = groupSavePlan(parse(values), options);
    expect(plan.grantsChanged).toBe(true);
    expect(plan.grants).toContainEqual({
      securityFeatureID: MgmtCoFeature.Contacts,
      access: View | Add | Edit,
      scopeID: null,
    });
    expect(plan.grants).toContainEqual({
      securityFeatureID: RentalUnitFeature.Details,
      access: View | Edit,
      scopeID: 301,
    });
  });
  it('creates a new group with its company', () => {
    const plan = groupSavePlan(parse({ ...groupValues(null), name: 'Front desk' }), {
      ...options,
      storedGrants: [],
      exists: false,
    });
    expect(plan.body).toEqual({ name: 'Front desk', description: '', memberIDs: [], managementCompanyID: 1 });
    expect(plan.grantsChanged).toBe(false);
  });
  it('refuses grants the API would refuse, before anything is sent', () => {
    const values = groupValues(leasing);
    values.grid = { ...values.grid, [SystemFeature.Users]: View };
    expect(groupSavePlan(parse(values), options).problem).toBe(
      `Feature ${SystemFeature.Users} does not belong to a company group`,
    );
  });
});
