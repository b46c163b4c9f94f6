// The office's "Certificates awaiting approval" on a vendor's page: the renewed certificates the vendor's portal
// users sent, each with Approve (it becomes the vendor's certificate of its type) and Reject (with a reason for
// the vendor), for holders of the Vendors feature's Edit; a View holder sees them waiting.
import {
  Access,
  accessFor,
  hasAccess,
  insuranceTypeLabel,
  MgmtCoFeature,
  type InsuranceCertificateUpload,
  type MyAccess,
} from '@hangar/contracts';
import type { ManagementDataProvider } from '@hangar/management-forms';
import { Button, Field, Input } from '@hangar/ui';
import { useCallback, useEffect, useState } from 'react';

export function CertificateApprovalList({
  certificates,
  mayEdit,
  onApprove,
  onReject,
  message,
}: {
  certificates: readonly InsuranceCertificateUpload[];
  mayEdit: boolean;
  onApprove: (certificate: InsuranceCertificateUpload) => void;
  onReject: (certificate: InsuranceCertificateUpload, reason: string) => void;
  message: string | null;
}) {
  const [reasons, setReasons] = useState<Record<number, string>>({});
  return (
    <section
      data-slot="certificate-approvals"
      aria-labelledby="certificate-approvals-title"
      className="grid max-w-3xl gap-3"
    >
      <h2 id="certificate-approvals-title" className="text-base font-semibold">
        Certificates awaiting approval
      </h2>
      {certificates.length === 0 ? (
        <p className="text-sm text-muted-foreground">None: the vendor has sent no certificate to approve.</p>
      ) : (
        <ul className="grid gap-3">
          {certificates.map((c) => {
            const label = `the ${insuranceTypeLabel(c.type).toLowerCase()} certificate ${c.effectiveDate} to ${c.expiryDate}`;
            return (
              <li key={c.id} className="grid gap-2 rounded-md border p-3 text-sm">
                <p>
                  <strong>{insuranceTypeLabel(c.type)}</strong>: {c.effectiveDate} to {c.expiryDate}
                  {c.insurer ? ` · ${c.insurer}` : ''}
                  {c.policyNumber ? ` · ${c.policyNumber}` : ''}
                </p>
                <p className="text-muted-foreground">
                  {c.fileName} (in the documents below), sent {c.uploadedAt.slice(0, 10)}
                </p>
                {mayEdit && (
                  <div className="flex flex-wrap items-end gap-2">
                    <Button size="sm" onClick={() => onApprove(c)}>
                      Approve<span className="sr-only"> {label}</span>
                    </Button>
                    <Field label={`Reason (optional)`} className="min-w-48 flex-1">
                      <Input
                        value={reasons[c.id] ?? ''}
                        maxLength={1000}
                        onChange={(e) => setReasons((r) => ({ ...r, [c.id]: e.target.value }))}
                      />
                    </Field>
                    <Button size="sm" variant="outline" onClick={() => onReject(c, reasons[c.id] ?? '')}>
                      Reject<span className="sr-only"> {label}</span>
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <p role="status" className="text-sm">
        {message}
      </p>
    </section>
  );
}

/** The panel with its data, for holders of the Vendors feature's View; `onDecided` re-reads the vendor. */
export function CertificateApprovals({
  provider,
  me,
  vendorID,
  onDecided,
}: {
  provider: ManagementDataProvider;
  me: MyAccess | undefined;
  vendorID: number;
  onDecided: () => void;
}) {
  const mask = me
    ? accessFor({ isSystemAdmin: me.isSystemAdmin, grants: me.grants }, MgmtCoFeature.Vendors)
    : 0;
  const sees = hasAccess(mask, Access.View);
  const [certificates, setCertificates] = useState<InsuranceCertificateUpload[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const load = useCallback(() => setRound((n) => n + 1), []);
  useEffect(() => {
    if (!sees) return;
    let live = true;
    void provider.run('InsuranceCertificates', { vendorId: vendorID }).then((result) => {
      if (!live) return;
      if (result.ok) setCertificates(result.data);
      else setMessage(result.message);
    });
    return () => {
      live = false;
    };
  }, [provider, vendorID, sees, round]);
  if (!sees) return null;
  return (
    <CertificateApprovalList
      certificates={certificates}
      mayEdit={hasAccess(mask, Access.Edit)}
      message={message}
      onApprove={(c) =>
        void provider.run('InsuranceCertificateApprove', { id: c.id }, { version: c.version }).then((r) => {
          setMessage(
            r.ok
              ? `Approved: the ${insuranceTypeLabel(c.type).toLowerCase()} certificate now runs to ${c.expiryDate}.`
              : r.message,
          );
          load();
          if (r.ok) onDecided();
        })
      }
      onReject={(c, reason) =>
        void provider
          .run('InsuranceCertificateReject', { id: c.id }, { version: c.version, reason })
          .then((r) => {
            setMessage(r.ok ? 'Rejected: the vendor is told by e-mail.' : r.message);
            load();
          })
      }
    />
  );
}
