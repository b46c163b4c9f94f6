import { Access, MgmtCoFeature, PropertyFeature, RentalUnitFeature, SystemFeature } from '@hangar/contracts';
import { describe, expect, it } from 'vitest';
import {
  accessRows,
  featureName,
  featureSections,
  grantsFromGrid,
  gridFromGrants,
  groupLevels,
  sameGrid,
  userAccessLevels,
  withBit,
} from './access-rules';

const { View, Add, Edit, Delete, Export } = Access;

describe('featureSections and groupLevels', () => {
  it('offers a company group its company, property and unit features under their headings', () => {
    const sections = featureSections(groupLevels('mgmtco', false));
    expect(sections.map((s) => s.heading)).toEqual(['Company', 'Property', 'Rental unit']);
    expect(sections[0]!.features.map((f) => f.id)).toContain(MgmtCoFeature.Contacts);
    expect(sections.flatMap((s) => s.features).some((f) => f.level === 'system')).toBe(false);
  });
  it('offers system features only to a system screen', () => {
    expect(groupLevels('system', false)).toEqual([]);
    expect(featureSections(groupLevels('system', true))[0]!.heading).toBe('System');
  });
  it('names features from FEATURES', () => {
    expect(featureName(MgmtCoFeature.Contacts)).toBe('Contacts');
    expect(featureName(999)).toBe('Feature 999');
  });
});

describe('grid', () => {
  const grants = [
    { securityFeatureID: MgmtCoFeature.Contacts, access: View | Add, scopeID: null },
    { securityFeatureID: RentalUnitFeature.Details, access: View | Edit, scopeID: 7 },
    { securityFeatureID: PropertyFeature.Leases, access: View | Export, scopeID: null },
  ];
  it('reads the group-wide masks only', () => {
    expect(gridFromGrants(grants)).toEqual({
      [MgmtCoFeature.Contacts]: View | Add,
      [PropertyFeature.Leases]: View | Export,
    });
  });
  it('ticks and unticks one bit, keeping the others (Export included)', () => {
    const grid = gridFromGrants(grants);
    expect(withBit(grid, MgmtCoFeature.Contacts, Edit, true)[MgmtCoFeature.Contacts]).toBe(View | Add | Edit);
    expect(withBit(grid, PropertyFeature.Leases, View, false)[PropertyFeature.Leases]).toBe(Export);
    expect(withBit(grid, MgmtCoFeature.Vendors, Delete, true)[MgmtCoFeature.Vendors]).toBe(Delete);
  });
  it('gives back the very grid it started as once a bit is ticked and unticked', () => {
    const grid = gridFromGrants(grants);
    expect(
      withBit(withBit(grid, MgmtCoFeature.Vendors, Edit, true), MgmtCoFeature.Vendors, Edit, false),
    ).toEqual(grid);
    expect(withBit(grid, MgmtCoFeature.Contacts, View | Add, false)).not.toHaveProperty(
      String(MgmtCoFeature.Contacts),
    );
  });
  it('saves the grid with the scoped grants unchanged and empty features left out', () => {
    let grid = gridFromGrants(grants);
    grid = withBit(grid, MgmtCoFeature.Contacts, View, false);
    grid = withBit(grid, MgmtCoFeature.Contacts, Add, false);
    grid = withBit(grid, MgmtCoFeature.Vendors, View, true);
    expect(grantsFromGrid(grid, grants)).toEqual([
      { securityFeatureID: MgmtCoFeature.Vendors, access: View, scopeID: null },
      { securityFeatureID: PropertyFeature.Leases, access: View | Export, scopeID: null },
      { securityFeatureID: RentalUnitFeature.Details, access: View | Edit, scopeID: 7 },
    ]);
  });
  it('compares grids by their bits, a zero mask equal to none', () => {
    expect(sameGrid({ 1: 0, 2: View }, { 2: View })).toBe(true);
    expect(sameGrid({ 2: View }, { 2: View | Add })).toBe(false);
  });
});

describe('accessRows', () => {
  it('shows group-wide bits and bits held for some scopes only', () => {
    const user = {
      isSystemAdmin: false,
      grants: [
        { securityFeatureID: RentalUnitFeature.Details, access: View, scopeID: null },
        { securityFeatureID: RentalUnitFeature.Details, access: View | Edit, scopeID: 5 },
      ],
    };
    const unit = accessRows(user, ['unit'])[0]!;
    const row = unit.rows.find((r) => r.featureId === RentalUnitFeature.Details)!;
    expect(row).toMatchObject({ access: View, some: Edit, name: 'Rental unit details' });
  });
  it('gives a system administrator everything and shows the system section', () => {
    const admin = { isSystemAdmin: true, grants: [] };
    expect(userAccessLevels(admin)[0]).toBe('system');
    const system = accessRows(admin, ['system'])[0]!;
    expect(system.rows.find((r) => r.featureId === SystemFeature.Users)!.access & Delete).toBe(Delete);
    expect(userAccessLevels({ isSystemAdmin: false, grants: [] })).toEqual(['mgmtco', 'property', 'unit']);
  });
});
