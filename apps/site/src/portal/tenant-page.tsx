// `/portal/tenant`: a tenant's leases (unit, dates, rent, balance), each lease's ledger with receipts and a
// statement, and their maintenance requests: file one (it becomes a work order in the office) and follow it.
import {
  WORK_ORDER_CATEGORIES,
  WORK_ORDER_PRIORITIES,
  type LeaseLedger,
  type PortalLease,
  type PortalWorkOrder,
} from '@hangar/contracts';
import { Button, EmptyState, Field, Input, Textarea } from '@hangar/ui';
import { useState, type FormEvent } from 'react';
import { usePageTitle } from '../pages/page-title';
import { useSiteSession } from '../session/site-session';
import { dollars } from './portal-rules';
import { saveBlob, usePortalData, type Loaded } from './use-portal-data';
import { WorkOrderCard } from './work-order-card';

const selectClass = 'h-9 w-full rounded-md border border-input bg-background px-2 text-sm';

function States<T>({ state, children }: { state: Loaded<T>; children: (data: T) => React.ReactNode }) {
  if (state.status === 'loading') return <p role="status">Loading…</p>;
  if (state.status === 'error') return <p role="alert">{state.error}</p>;
  return <>{children(state.data)}</>;
}

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

export function MaintenanceRequestForm({
  leases,
  onSubmit,
}: {
  leases: PortalLease[];
  onSubmit: (body: {
    leaseID: number;
    category: string;
    priority: string;
    title: string;
    description: string;
  }) => Promise<string | null>;
}) {
  const [leaseID, setLeaseID] = useState(String(leases[0]?.id ?? ''));
  const [category, setCategory] = useState('door');
  const [priority, setPriority] = useState('normal');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!title.trim()) return setError('Say in a few words what needs doing');
    setBusy(true);
    const problem = await onSubmit({ leaseID: Number(leaseID), category, priority, title, description });
    setBusy(false);
    setError(problem);
    if (!problem) {
      setTitle('');
      setDescription('');
    }
  }
  return (
    <form
      aria-label="New maintenance request"
      noValidate
      onSubmit={(e) => void submit(e)}
      className="grid gap-3 sm:grid-cols-2"
    >
      <Field label="Hangar">
        <select className={selectClass} value={leaseID} onChange={(e) => setLeaseID(e.target.value)}>
          {leases.map((l) => (
            <option key={l.id} value={l.id}>
              {l.propertyName}, {l.unitName}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Category">
        <select className={selectClass} value={category} onChange={(e) => setCategory(e.target.value)}>
          {WORK_ORDER_CATEGORIES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Priority">
        <select className={selectClass} value={priority} onChange={(e) => setPriority(e.target.value)}>
          {WORK_ORDER_PRIORITIES.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </select>
      </Field>
      <Field label="What needs doing" required>
        <Input name="title" maxLength={120} value={title} onChange={(e) => setTitle(e.target.value)} />
      </Field>
      <Field label="Details" className="sm:col-span-2">
        <Textarea
          name="description"
          maxLength={5000}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </Field>
      <p role="alert" className="text-sm text-destructive sm:col-span-2">
        {error}
      </p>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={busy}>
          Send the request
        </Button>
      </div>
    </form>
  );
}

export function TenantPortalPage() {
  usePageTitle('Tenant portal');
  const { client } = useSiteSession();
  const [leases] = usePortalData(() => client.run('PortalLeases', {}));
  const [orders, reloadOrders] = usePortalData(() => client.run('PortalWorkOrders', {}));
  const [note, setNote] = useState<string | null>(null);

  async function request(body: Parameters<Parameters<typeof MaintenanceRequestForm>[0]['onSubmit']>[0]) {
    try {
      const result = await client.run('PortalMaintenanceRequest', {}, body as never);
      if (!result.success) return result.error;
      setNote(`Your request #${result.data.id} is sent to the office.`);
      reloadOrders();
      return null;
    } catch {
      return 'The server could not be reached; try again.';
    }
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
                  <WorkOrderCard key={o.id} order={o} />
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
