// The addresses of a company's contacts.
import type { ContactKind } from '@hangar/contracts';

export const contactListPath = (companyId: number) => `/MgmtCoAdmin/${companyId}/Contacts`;

/** `/MgmtCoAdmin/1/Contacts/Individual/7`, `/MgmtCoAdmin/1/Contacts/Company/new`. */
export const contactPath = (companyId: number, kind: ContactKind, id: number | 'new') =>
  `${contactListPath(companyId)}/${kind === 'company' ? 'Company' : 'Individual'}/${id}`;

/** The kind-neutral address, which redirects to the right one once the contact is read. */
export const contactEditPath = (companyId: number, id: number) =>
  `/MgmtCoAdmin/${companyId}/Contact/Edit/${id}`;
