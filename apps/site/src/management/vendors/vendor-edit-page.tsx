// A vendor's page of one kind (VendorForm), or for `new` a new vendor of that kind. Under `/vendors/:id` the
// company is the address's; at `/vendoredit{i|c}/:vendorId` it comes from the vendor (a new one: the user's).
import type { ContactKind, Vendor } from '@hangar/contracts';
import { DocumentList, LoadFailure, useResourceItem, VendorForm } from '@hangar/management-forms';
import { PageHeader } from '@hangar/ui';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { usePageCompany } from '../properties/use-page-company';
import { useManagementShell } from '../shell/management-context';
import { PageLoading, recordId } from '../shell/page-states';
import { useManagementTitle } from '../shell/page-title';
import { vendorNoun } from './vendor-handles';
import { PortalAccess } from '../portal-users/portal-access';
import { CertificateApprovals } from './certificate-approvals';
import { vendorListPath, vendorOwnPath, vendorPath } from './vendor-paths';

type Where = 'company' | 'own';

export function VendorEditPage({ kind, where }: { kind: ContactKind; where: Where }) {
  const { vendorId } = useParams();
  const { companyId } = useManagementShell();
  if (vendorId === 'new')
    return <VendorPage key={`${companyId}-new`} kind={kind} where={where} companyId={companyId} />;
  const id = recordId(vendorId);
  if (id === null)
    return <Navigate to={where === 'company' ? vendorListPath(companyId) : '/manage'} replace />;
  return <VendorPage key={id} kind={kind} where={where} companyId={companyId} vendorId={id} />;
}

function VendorPage({
  kind,
  where,
  companyId,
  vendorId,
}: {
  kind: ContactKind;
  where: Where;
  companyId: number;
  vendorId?: number;
}) {
  const navigate = useNavigate();
  const { readOnly, provider, me } = useManagementShell();
  // The form reads the same record (one SWR entry): here for the title, the company and the right address.
  const { data: vendor, error, mutate } = useResourceItem<Vendor>('vendor', vendorId ?? null);
  const current = vendor && vendor.id === vendorId ? vendor : undefined;
  usePageCompany(where === 'own' ? current?.managementCompanyID : undefined);
  const title =
    vendorId === undefined ? vendorNoun(kind, true) : (current?.fileAs ?? vendorNoun(kind, false));
  useManagementTitle(title);

  if (vendorId !== undefined && !current) {
    if (error)
      return <LoadFailure slot="vendor-page" message={error.message} onRetry={() => void mutate()} />;
    return <PageLoading label="Loading the vendor…" />;
  }
  // A vendor opened at the other kind's address, or under another company's, goes to its own.
  if (
    current &&
    (current.kind !== kind || (where === 'company' && current.managementCompanyID !== companyId))
  ) {
    const to =
      where === 'company'
        ? vendorPath(current.managementCompanyID, current.kind, current.id)
        : vendorOwnPath(current.kind, current.id);
    return <Navigate to={to} replace />;
  }
  const company = current?.managementCompanyID ?? companyId;
  const list = vendorListPath(company);
  return (
    <div className="grid gap-6">
      <PageHeader title={title} />
      <div>
        <VendorForm
          kind={kind}
          managementCompanyID={company}
          vendor={current}
          savedMessage={(stored, { created }) =>
            created
              ? `${stored.fileAs} is saved. Its certificates and W-9 can now be uploaded.`
              : `${stored.fileAs} is saved.`
          }
          onSaved={(stored) => {
            if (vendorId === undefined) {
              // A new vendor stays on its form, now editable by id: its documents can be uploaded.
              void navigate(
                where === 'company'
                  ? vendorPath(company, stored.kind, stored.id)
                  : vendorOwnPath(stored.kind, stored.id),
                { replace: true },
              );
              return;
            }
            void navigate(list);
          }}
          onDeleted={() => void navigate(list)}
          onCancel={() => void navigate(list)}
        />
      </div>
      {current && (
        <PortalAccess
          provider={provider}
          me={me}
          companyId={current.managementCompanyID}
          kind="vendor"
          vendorID={current.id}
          people={[{ contactID: current.contactID, fileAs: current.fileAs }]}
        />
      )}
      {current && (
        <CertificateApprovals
          provider={provider}
          me={me}
          vendorID={current.id}
          onDecided={() => void mutate()}
        />
      )}
      {current && (
        <div data-slot="vendor-documents" className="grid max-w-3xl gap-4">
          <div>
            <h2 className="text-base font-semibold">Documents</h2>
            <p className="mt-1.5 text-sm text-muted-foreground">
              Certificates, W-9s and anything else of this vendor’s; the form above chooses among them.
            </p>
          </div>
          <DocumentList ownerKind="vendor" ownerID={current.id} readOnly={readOnly} />
        </div>
      )}
    </div>
  );
}
