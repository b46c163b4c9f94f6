import { Access, PropertyFeature, type Grant } from '@hangar/contracts';
import { describe, expect, it } from 'vitest';
import { canEditImage } from './image-access';

const grant = (securityFeatureID: number, access: number, scopeID: number | null): Grant =>
  ({ securityFeatureID, access, scopeID }) as Grant;
const user = (grants: Grant[]) => ({ isSystemAdmin: false, grants });

describe('who may change an image', () => {
  it('lets an editor of the property change its images, and a viewer only look', () => {
    const editor = user([grant(PropertyFeature.Details, Access.View | Access.Edit, 2)]);
    expect(canEditImage(editor, { ownerKind: 'property', ownerID: 2 }, undefined)).toBe(true);
    expect(canEditImage(editor, { ownerKind: 'property', ownerID: 3 }, undefined)).toBe(false);
    const viewer = user([grant(PropertyFeature.Details, Access.View, null)]);
    expect(canEditImage(viewer, { ownerKind: 'property', ownerID: 2 }, undefined)).toBe(false);
  });

  it('decides a unit’s images by its property’s rental units, once that property is known', () => {
    const units = user([grant(PropertyFeature.RentalUnits, Access.View | Access.Edit, null)]);
    expect(canEditImage(units, { ownerKind: 'unit', ownerID: 4 }, undefined)).toBeUndefined();
    expect(canEditImage(units, { ownerKind: 'unit', ownerID: 4 }, 2)).toBe(true);
  });

  it('waits for the access, and lets a system administrator change anything', () => {
    expect(canEditImage(undefined, { ownerKind: 'unit', ownerID: 4 }, 2)).toBeUndefined();
    expect(
      canEditImage({ isSystemAdmin: true, grants: [] }, { ownerKind: 'lease', ownerID: 1 }, undefined),
    ).toBe(true);
  });
});
