// Whether the user may change an image: the API's rule for its owner (a property's Details, a unit's
// property's Rental units), read from the user's grants.
import { Access, accessFor, hasAccess, PropertyFeature, type AttachmentOwnerKind } from '@hangar/contracts';
import type { MyAccessLike } from '../access/access-rules';

/**
 * True when the user holds Edit on the owner's feature for that property (system administrators always);
 * undefined while something it needs is still unknown (the access, or a unit's property).
 */
export function canEditImage(
  me: Pick<MyAccessLike, 'isSystemAdmin' | 'grants'> | undefined,
  owner: { ownerKind: AttachmentOwnerKind; ownerID: number } | undefined,
  unitPropertyID: number | undefined,
): boolean | undefined {
  if (!me || !owner) return undefined;
  if (me.isSystemAdmin) return true;
  if (owner.ownerKind === 'property')
    return hasAccess(accessFor(me, PropertyFeature.Details, owner.ownerID), Access.Edit);
  if (owner.ownerKind === 'unit') {
    if (unitPropertyID === undefined) return undefined;
    return hasAccess(accessFor(me, PropertyFeature.RentalUnits, unitPropertyID), Access.Edit);
  }
  return false;
}
