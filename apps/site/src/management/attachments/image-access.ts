// Whether the user may change an image: the API's rule for its owner (a property's Details, a unit's Rental
// unit images), read from the user's grants.
import {
  Access,
  accessFor,
  hasAccess,
  PropertyFeature,
  RentalUnitFeature,
  type AttachmentOwnerKind,
} from '@hangar/contracts';
import type { MyAccessLike } from '../access/access-rules';

/**
 * True when the user holds Edit on the owner's feature for that property or unit (system administrators
 * always); undefined while the access or the image is still unknown.
 */
export function canEditImage(
  me: Pick<MyAccessLike, 'isSystemAdmin' | 'grants'> | undefined,
  owner: { ownerKind: AttachmentOwnerKind; ownerID: number } | undefined,
): boolean | undefined {
  if (!me || !owner) return undefined;
  if (me.isSystemAdmin) return true;
  if (owner.ownerKind === 'property')
    return hasAccess(accessFor(me, PropertyFeature.Details, owner.ownerID), Access.Edit);
  if (owner.ownerKind === 'unit')
    return hasAccess(accessFor(me, RentalUnitFeature.Images, owner.ownerID), Access.Edit);
  return false;
}
