// `/vendors/:id/editc/:vendorId` ("new" adds one).
import { VendorEditPage } from './vendor-edit-page';
import { vendorEditHandle } from './vendor-handles';

export const handle = vendorEditHandle('company');

export function Component() {
  return <VendorEditPage kind="company" where="company" />;
}
