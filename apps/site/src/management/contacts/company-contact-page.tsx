// `/MgmtCoAdmin/:id/Contacts/Company/:contactId` ("new" adds one).
import { ContactEditPage, contactHandle } from './contact-edit-page';

export const handle = contactHandle('company');

export function Component() {
  return <ContactEditPage kind="company" />;
}
