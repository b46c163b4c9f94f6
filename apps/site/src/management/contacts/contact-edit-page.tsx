// A contact's page of one kind: its form (ContactForm), or for `new` a new contact of that kind.
import { MgmtCoFeature, type Contact, type ContactKind } from '@hangar/contracts';
import { ContactForm, useResourceItem } from '@hangar/management-forms';
import { PageHeader } from '@hangar/ui';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { editing } from '../access/access-rules';
import { ContactLeaseList } from '../leases/contact-lease-list';
import { ContactAircraft } from './contact-aircraft';
import { useManagementShell } from '../shell/management-context';
import { useManagementTitle } from '../shell/page-title';
import { recordId } from '../shell/page-states';
import type { ManagementHandle } from '../shell/route-handle';
import { routerLink } from '../shell/router-link';
import { contactEditPath, contactListPath, contactPath } from './contact-paths';

const NOUN: Record<ContactKind, string> = { individual: 'individual', company: 'company contact' };
const capital = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

export const contactHandle = (kind: ContactKind): ManagementHandle => ({
  crumb: ({ params }) => (params.contactId === 'new' ? `New ${NOUN[kind]}` : capital(NOUN[kind])),
  requires: (params) => editing(MgmtCoFeature.Contacts, params.contactId),
});

export function ContactEditPage({ kind }: { kind: ContactKind }) {
  const { contactId } = useParams();
  const { companyId } = useManagementShell();
  const list = contactListPath(companyId);
  if (contactId === 'new') return <ContactPage key={`${companyId}-new`} kind={kind} companyId={companyId} />;
  const id = recordId(contactId);
  if (id === null) return <Navigate to={list} replace />;
  return <ContactPage key={id} kind={kind} companyId={companyId} contactId={id} />;
}

function ContactPage({
  kind,
  companyId,
  contactId,
}: {
  kind: ContactKind;
  companyId: number;
  contactId?: number;
}) {
  const navigate = useNavigate();
  const list = contactListPath(companyId);
  // The form reads the same record (one SWR entry): here only to put a contact of the other kind right.
  const { data: contact } = useResourceItem<Contact>('contact', contactId ?? null);
  const title = contactId === undefined ? `New ${NOUN[kind]}` : (contact?.fileAs ?? capital(NOUN[kind]));
  useManagementTitle(title);
  if (contact && contact.id === contactId && contact.kind !== kind) {
    return <Navigate to={contactPath(companyId, contact.kind, contact.id)} replace />;
  }
  return (
    <div className="grid gap-6">
      <PageHeader title={title} />
      <div>
        <ContactForm
          kind={kind}
          managementCompanyID={companyId}
          contactID={contactId}
          saveAndAddAnother={contactId === undefined}
          onSaved={(stored, { addAnother }) => {
            if (!addAnother) void navigate(list);
          }}
          onDeleted={() => void navigate(list)}
          onCancel={() => void navigate(list)}
          getContactHref={(match) => contactEditPath(companyId, match.id)}
          renderLink={routerLink}
        />
      </div>
      {contactId !== undefined && <ContactAircraft companyId={companyId} contactId={contactId} />}
      {contactId !== undefined && <ContactLeaseList companyId={companyId} contactId={contactId} />}
    </div>
  );
}
