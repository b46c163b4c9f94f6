// The addresses of the vendor screens: a company's list and forms, and a vendor's forms by its id alone.
import type { ContactKind } from '@hangar/contracts';

/** `/vendors/1`; with `search`, the list filtered (`?insurance=attention`). */
export const vendorListPath = (companyId: number, search = '') =>
  `/vendors/${companyId}${search ? `?${search}` : ''}`;

const letter = (kind: ContactKind) => (kind === 'company' ? 'c' : 'i');

/** `/vendors/1/editc/7`, `/vendors/1/editi/new`. */
export const vendorPath = (companyId: number, kind: ContactKind, id: number | 'new') =>
  `/vendors/${companyId}/edit${letter(kind)}/${id}`;

/** `/vendoreditc/7`: the same form, its company read from the vendor. */
export const vendorOwnPath = (kind: ContactKind, id: number | 'new') => `/vendoredit${letter(kind)}/${id}`;
