// `/vendoreditc/:vendorId` ("new" adds one).
import { VendorEditPage } from './vendor-edit-page';
import { vendorOwnHandle } from './vendor-handles';

export const handle = vendorOwnHandle('company');

export function Component() {
  return <VendorEditPage kind="company" where="own" />;
}
