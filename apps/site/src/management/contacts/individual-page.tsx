// `/MgmtCoAdmin/:id/Contacts/Individual/:contactId` ("new" adds one).
import { ContactEditPage, contactHandle } from './contact-edit-page';

export const handle = contactHandle('individual');

export function Component() {
  return <ContactEditPage kind="individual" />;
}
