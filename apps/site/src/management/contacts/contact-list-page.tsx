// `/MgmtCoAdmin/:id/Contacts`: the company's contacts (ContactList), its search, filters, sort and page in the URL.
import { Access, hasAccess } from '@hangar/contracts';
import {
  ContactList,
  contactListSearchParams,
  contactListStateFromSearchParams,
  type ContactListState,
} from '@hangar/management-forms';
import { PageHeader } from '@hangar/ui';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useManagementShell } from '../shell/management-context';
import { useManagementTitle } from '../shell/page-title';
import { routerLink } from '../shell/router-link';
import { contactPath } from './contact-paths';

export function Component() {
  const { companyId, access } = useManagementShell();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => contactListStateFromSearchParams(params), [params]);
  useManagementTitle('Contacts');
  const canAdd = hasAccess(access, Access.Add);
  const onQueryChange = (next: ContactListState) =>
    // Typing replaces the entry; paging, sorting and filters are steps the back button retraces.
    setParams(contactListSearchParams(next), { replace: next.q !== query.q });
  return (
    <div className="grid gap-6">
      <PageHeader title="Contacts" description="The people and companies this company deals with." />
      <ContactList
        key={companyId}
        managementCompanyID={companyId}
        query={query}
        onQueryChange={onQueryChange}
        getEditHref={(contact) => contactPath(companyId, contact.kind, contact.id)}
        newIndividualHref={canAdd ? contactPath(companyId, 'individual', 'new') : undefined}
        newCompanyHref={canAdd ? contactPath(companyId, 'company', 'new') : undefined}
        renderLink={routerLink}
      />
    </div>
  );
}
