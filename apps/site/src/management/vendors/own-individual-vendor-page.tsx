// `/vendorediti/:vendorId` ("new" adds one).
import { VendorEditPage } from './vendor-edit-page';
import { vendorOwnHandle } from './vendor-handles';

export const handle = vendorOwnHandle('individual');

export function Component() {
  return <VendorEditPage kind="individual" where="own" />;
}
