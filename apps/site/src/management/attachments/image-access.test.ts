import { Access, PropertyFeature, RentalUnitFeature, type Grant } from '@hangar/contracts';
import { describe, expect, it } from 'vitest';
import { canEditImage } from './image-access';

const grant = (securityFeatureID: number, access: number, scopeID: number | null): Grant =>
  ({ securityFeatureID, access, scopeID }) as Grant;
const user = (grants: Grant[]) => ({ isSystemAdmin: false, grants });

describe('who may change an image', () => {
  it('lets an editor of the property change its images, and a viewer only look', () => {
    const editor = user([grant(PropertyFeature.Details, Access.View | Access.Edit, 2)]);
    expect(canEditImage(editor, { ownerKind: 'property', ownerID: 2 })).toBe(true);
    expect(canEditImage(editor, { ownerKind: 'property', ownerID: 3 })).toBe(false);
    const viewer = user([grant(PropertyFeature.Details, Access.View, null)]);
    expect(canEditImage(viewer, { ownerKind: 'property', ownerID: 2 })).toBe(false);
  });

  it('decides a unit’s images by Rental unit images, for all units or that one, not by the property’s units', () => {
    const one = user([grant(RentalUnitFeature.Images, Access.View | Access.Edit, 4)]);
    expect(canEditImage(one, { ownerKind: 'unit', ownerID: 4 })).toBe(true);
    expect(canEditImage(one, { ownerKind: 'unit', ownerID: 5 })).toBe(false);
    const units = user([grant(PropertyFeature.RentalUnits, Access.View | Access.Edit, null)]);
    expect(canEditImage(units, { ownerKind: 'unit', ownerID: 4 })).toBe(false);
  });

  it('waits for the access, and lets a system administrator change anything', () => {
    expect(canEditImage(undefined, { ownerKind: 'unit', ownerID: 4 })).toBeUndefined();
    expect(canEditImage({ isSystemAdmin: true, grants: [] }, { ownerKind: 'lease', ownerID: 1 })).toBe(true);
  });
});
