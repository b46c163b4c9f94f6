// `/portal/tenant`: a tenant's leases (unit, dates, rent, balance), each lease's ledger with receipts and a
// statement, and their maintenance requests: file one (it becomes a work order in the office) and follow it.
import type { LeaseLedger, PortalLease, PortalWorkOrder } from '@hangar/contracts';
import { Button, EmptyState } from '@hangar/ui';
import { useState } from 'react';
import { usePageTitle } from '../pages/page-title';
import { useSiteSession } from '../session/site-session';
import { dollars } from './portal-rules';
import {
  MaintenanceRequestForm,
  type MaintenanceRequest,
  type RequestOutcome,
} from './maintenance-request-form';
import { States } from './portal-states';
import { saveBlob, usePortalData } from './use-portal-data';
import { WorkOrderCard } from './work-order-card';
import { uploadPhotos, WorkOrderPhotos } from './work-order-photos';

export function LedgerTable({
  ledger,
  onReceipt,
}: {
  ledger: LeaseLedger;
  onReceipt: (entryId: number) => void;
}) {
  if (!ledger.entries.length) return <p>Nothing is posted on this lease yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">Ledger of lease {ledger.leaseID}</caption>
        <thead>
          <tr className="text-left">
            <th scope="col">Date</th>
            <th scope="col">What</th>
            <th scope="col" className="text-right">
              Amount
            </th>
            <th scope="col" className="text-right">
              Balance
            </th>
            <th scope="col">
              <span className="sr-only">Receipt</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {ledger.entries.map((e) => (
            <tr key={e.id} className="border-t">
              <td>{e.date}</td>
              <td>{e.description}</td>
              <td className="text-right">{dollars(e.amountCents)}</td>
              <td className="text-right">{dollars(e.balanceCents)}</td>
              <td>
                {e.kind === 'payment' && (
                  <Button variant="link" size="sm" onClick={() => onReceipt(e.id)}>
                    Receipt<span className="sr-only"> of the payment of {e.date}</span>
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LeaseCard({ lease }: { lease: PortalLease }) {
  const { client } = useSiteSession();
  const [open, setOpen] = useState(false);
  const [ledger, reload] = usePortalData(() => client.run('PortalLeaseLedger', { leaseId: lease.id }));
  const [error, setError] = useState<string | null>(null);
  const download = (path: string, name: string) =>
    client
      .download(path)
      .then((blob) => saveBlob(blob, name))
      .catch(() => setError('The file could not be downloaded; try again.'));
  const today = new Date().toISOString().slice(0, 10);
  return (
    <li data-slot="portal-lease" className="flex flex-col gap-2 rounded-md border p-3">
      <h3 className="font-medium">
        {lease.propertyName}, {lease.unitName}
      </h3>
      <p className="text-sm">
        {lease.startDate} to {lease.endDate ?? 'month to month'} · rent {dollars(lease.rentCents)} (
        {lease.rentCycle}) · {lease.status}
      </p>
      <p className="text-sm font-medium" data-slot="portal-balance">
        Balance: {lease.balanceCents === null ? '—' : dollars(lease.balanceCents)}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          onClick={() => {
            setOpen(!open);
            if (!open) reload();
          }}
        >
          {open ? 'Hide the ledger' : 'Show the ledger'}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            void download(
              `/api/PortalLeaseStatement/${lease.id}?from=${lease.startDate}&to=${today}`,
              `statement-${lease.id}.pdf`,
            )
          }
        >
          Statement (PDF)
        </Button>
      </div>
      {error && <p role="alert">{error}</p>}
      {open && (
        <States state={ledger}>
          {(data) => (
            <LedgerTable
              ledger={data}
              onReceipt={(id) => void download(`/api/PortalPaymentReceipt/${id}`, `receipt-${id}.pdf`)}
            />
          )}
        </States>
      )}
    </li>
  );
}

export function TenantPortalPage() {
  usePageTitle('Tenant portal');
  const { client } = useSiteSession();
  const [leases] = usePortalData(() => client.run('PortalLeases', {}));
  const [orders, reloadOrders] = usePortalData(() => client.run('PortalWorkOrders', {}));
  const [note, setNote] = useState<string | null>(null);

  async function request(body: MaintenanceRequest, photos: File[]): Promise<RequestOutcome> {
    let id: number;
    try {
      const result = await client.run('PortalMaintenanceRequest', {}, body);
      if (!result.success) return { error: result.error, fieldErrors: result.fieldErrors };
      id = result.data.id;
    } catch {
      return { error: 'The server could not be reached; try again.' };
    }
    // The request is made: its photos follow, each refusal named (the request keeps what was typed).
    const refused = photos.length ? await uploadPhotos(client, id, photos) : [];
    const added = photos.length - refused.length;
    setNote(
      `Your request #${id} is sent to the office${added ? ` with ${added === 1 ? 'its photo' : `${added} photos`}` : ''}.`,
    );
    reloadOrders();
    return { error: null, refusedPhotos: refused, id };
  }

  return (
    <>
      <h1 className="text-2xl font-semibold">Tenant portal</h1>
      <section aria-labelledby="portal-leases" className="flex flex-col gap-3">
        <h2 id="portal-leases" className="text-lg font-semibold">
          Your leases
        </h2>
        <States state={leases}>
          {(data) =>
            data.length ? (
              <ul className="flex flex-col gap-3">
                {data.map((lease) => (
                  <LeaseCard key={lease.id} lease={lease} />
                ))}
              </ul>
            ) : (
              <EmptyState title="No leases" description="The office has no current lease of yours." />
            )
          }
        </States>
      </section>
      <section aria-labelledby="portal-requests" className="flex flex-col gap-3">
        <h2 id="portal-requests" className="text-lg font-semibold">
          Maintenance requests
        </h2>
        {leases.status === 'ready' && leases.data.length > 0 && (
          <MaintenanceRequestForm leases={leases.data} onSubmit={request} />
        )}
        <p role="status">{note}</p>
        <States state={orders}>
          {(data: PortalWorkOrder[]) =>
            data.length ? (
              <ul className="flex flex-col gap-3">
                {data.map((o) => (
                  <WorkOrderCard key={o.id} order={o}>
                    <WorkOrderPhotos orderId={o.id} />
                  </WorkOrderCard>
                ))}
              </ul>
            ) : (
              <EmptyState
                title="No requests yet"
                description="Requests you send appear here with their status."
              />
            )
          }
        </States>
      </section>
    </>
  );
}
