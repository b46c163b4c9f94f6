// The leases a contact is on, under the contact's form, for users who see leases.
import { ContactLeases } from '@hangar/management-forms';
import { useManagementShell } from '../shell/management-context';
import { routerLink } from '../shell/router-link';
import { seesSomeLeases } from './lease-access';
import { leasePath } from './lease-paths';

export function ContactLeaseList({ companyId, contactId }: { companyId: number; contactId: number }) {
  const { me, access } = useManagementShell();
  if (!seesSomeLeases(me, access)) return null;
  return (
    <ContactLeases
      managementCompanyID={companyId}
      contactID={contactId}
      getLeaseHref={(l) => leasePath(l.id)}
      renderLink={routerLink}
    />
  );
}
