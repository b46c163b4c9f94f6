// `/imageedit/:imageId`: crop, turn, caption, replace or delete one image, then back to its owner's images.
import { MgmtCoFeature } from '@hangar/contracts';
import { viewing } from '../access/access-rules';
import type { ManagementHandle } from '../shell/route-handle';

export const handle: ManagementHandle = {
  crumb: () => 'Edit image',
  requires: () => viewing(MgmtCoFeature.Properties),
};

export function Component() {
  return null;
}
