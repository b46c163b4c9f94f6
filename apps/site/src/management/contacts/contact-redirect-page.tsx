// `/MgmtCoAdmin/:id/Contact/Edit/:contactId`: reads the contact and goes to the page of its kind.
import { MgmtCoFeature, type Contact } from '@hangar/contracts';
import { LoadFailure, useResourceItem } from '@hangar/management-forms';
import { Navigate, useParams } from 'react-router-dom';
import { viewing } from '../access/access-rules';
import { useManagementShell } from '../shell/management-context';
import { useManagementTitle } from '../shell/page-title';
import { PageLoading, recordId } from '../shell/page-states';
import type { ManagementHandle } from '../shell/route-handle';
import { contactListPath, contactPath } from './contact-paths';

export const handle: ManagementHandle = {
  crumb: () => 'Contact',
  requires: () => viewing(MgmtCoFeature.Contacts),
};

export function Component() {
  const { contactId } = useParams();
  const { companyId } = useManagementShell();
  const id = contactId === 'new' ? null : recordId(contactId);
  const { data, error, mutate } = useResourceItem<Contact>('contact', id);
  useManagementTitle('Contact');
  if (contactId === 'new') return <Navigate to={contactPath(companyId, 'individual', 'new')} replace />;
  if (id === null) return <Navigate to={contactListPath(companyId)} replace />;
  if (data?.id === id) return <Navigate to={contactPath(companyId, data.kind, data.id)} replace />;
  if (error)
    return <LoadFailure slot="contact-redirect-page" message={error.message} onRetry={() => void mutate()} />;
  return <PageLoading label="Loading the contact…" />;
}
