// ContactLeases: the leases a contact is on (as tenant, co-signer or occupant), on the contact's page.
import type { LeaseListItem } from '@hangar/contracts';
import type { DataTableLinkProps } from '@hangar/ui';
import { useId, type ReactNode } from 'react';
import { LeaseList } from './lease-list';

export type ContactLeasesProps = {
  managementCompanyID: number;
  contactID: number;
  getLeaseHref: (lease: LeaseListItem) => string;
  renderLink?: (props: DataTableLinkProps) => ReactNode;
};

/**
 * For a contact's page: the leases the contact is on in the company (as tenant, co-signer or occupant), each
 * leading to its page. Needs a `ManagementProvider` above it.
 *
 * @example
 * <ContactLeases managementCompanyID={1} contactID={103} getLeaseHref={(l) => `/lease/${l.id}`} />
 */
export function ContactLeases({
  managementCompanyID,
  contactID,
  getLeaseHref,
  renderLink,
}: ContactLeasesProps) {
  const titleId = useId();
  return (
    <section data-slot="contact-leases" aria-labelledby={titleId} className="grid min-w-0 gap-4">
      <h2 id={titleId} className="text-lg font-semibold">
        Leases
      </h2>
      <LeaseList
        owner={{ managementCompanyID, contactID }}
        getLeaseHref={getLeaseHref}
        caption="Leases of this contact"
        showProperty
        hideFilters
        renderLink={renderLink}
      />
    </section>
  );
}
