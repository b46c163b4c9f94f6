// `/vendors/:id/editi/:vendorId` ("new" adds one).
import { VendorEditPage } from './vendor-edit-page';
import { vendorEditHandle } from './vendor-handles';

export const handle = vendorEditHandle('individual');

export function Component() {
  return <VendorEditPage kind="individual" where="company" />;
}
