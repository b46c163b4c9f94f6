// `/portal/vendor`: the vendor's assigned work orders (accept or decline, schedule, start, finish, enter the cost)
// and the company's own record, read only, with its insurance.
import {
  INSURANCE_TYPES,
  insuranceTypeLabel,
  operationRequest,
  type InsuranceType,
  type PortalVendor,
  type PortalWorkOrder,
} from '@hangar/contracts';
import { Badge, Button, DateInput, EmptyState, Field, Input } from '@hangar/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { usePageTitle } from '../pages/page-title';
import { useSiteSession } from '../session/site-session';
import { usePortalData } from './use-portal-data';
import { WorkOrderCard } from './work-order-card';
import { WorkOrderPhotos } from './work-order-photos';

type Act = (run: () => Promise<{ success: true } | { success: false; error: string }>) => Promise<void>;

/**
 * The vendor's controls on one work order; each answer reloads the list. While one is asked and the list is
 * read again (`busy`), the controls answer nothing: a second click would send the order's old version.
 */
export function VendorActions({
  order,
  act,
  busy = false,
}: {
  order: PortalWorkOrder;
  act: Act;
  busy?: boolean;
}) {
  const { client } = useSiteSession();
  const [date, setDate] = useState(order.scheduledDate ?? '');
  const [labour, setLabour] = useState(String(order.labourCents / 100));
  const [materials, setMaterials] = useState(String(order.materialsCents / 100));
  const open = order.status !== 'done' && order.status !== 'cancelled';
  if (!open) return null;
  const cents = (text: string) => Math.round(Number(text || '0') * 100);
  // aria-disabled, not disabled: the focused button keeps the focus while the list is read again.
  const idle = { 'aria-disabled': busy || undefined } as const;
  const guard: Act = (run) => (busy ? Promise.resolve() : act(run));
  const status = (to: 'scheduled' | 'in-progress' | 'done') =>
    guard(() =>
      client.run(
        'PortalWorkOrderStatus',
        { id: order.id },
        { status: to, scheduledDate: date || null, version: order.version },
      ),
    );
  const label = `work order ${order.id}`;
  return (
    <div className="flex flex-col gap-3 border-t pt-3">
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          {...idle}
          onClick={() =>
            void guard(() => client.run('PortalWorkOrderAnswer', { id: order.id }, { accept: true }))
          }
        >
          Accept<span className="sr-only"> {label}</span>
        </Button>
        <Button
          size="sm"
          variant="outline"
          {...idle}
          onClick={() =>
            void guard(() => client.run('PortalWorkOrderAnswer', { id: order.id }, { accept: false }))
          }
        >
          Decline<span className="sr-only"> {label}</span>
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <Field label="Scheduled date">
          <DateInput value={date} onChange={(value: string) => setDate(value)} />
        </Field>
        <Button size="sm" variant="outline" {...idle} onClick={() => void status('scheduled')}>
          Schedule<span className="sr-only"> {label}</span>
        </Button>
        <Button size="sm" variant="outline" {...idle} onClick={() => void status('in-progress')}>
          Start<span className="sr-only"> {label}</span>
        </Button>
        <Button size="sm" variant="outline" {...idle} onClick={() => void status('done')}>
          Mark done<span className="sr-only"> {label}</span>
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <Field label="Labour ($)">
          <Input inputMode="decimal" value={labour} onChange={(e) => setLabour(e.target.value)} />
        </Field>
        <Field label="Materials ($)">
          <Input inputMode="decimal" value={materials} onChange={(e) => setMaterials(e.target.value)} />
        </Field>
        <Button
          size="sm"
          variant="outline"
          {...idle}
          onClick={() =>
            void guard(() =>
              client.run(
                'PortalWorkOrderCost',
                { id: order.id },
                { labourCents: cents(labour), materialsCents: cents(materials), version: order.version },
              ),
            )
          }
        >
          Save the cost<span className="sr-only"> of {label}</span>
        </Button>
      </div>
    </div>
  );
}

export function VendorProfile({ vendor }: { vendor: PortalVendor }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt>Company</dt>
      <dd>{vendor.fileAs}</dd>
      <dt>Status</dt>
      <dd>{vendor.status}</dd>
      <dt>Licence</dt>
      <dd>{vendor.licenseNumber || '—'}</dd>
      <dt>Insurance valid until</dt>
      <dd data-slot="portal-insurance">{vendor.insuranceExpires ?? 'no certificate'}</dd>
      {vendor.insurance.map((c, i) => (
        <div key={i} className="contents">
          <dt>{insuranceTypeLabel(c.type)}</dt>
          <dd>
            {c.insurer} {c.policyNumber} · {c.effectiveDate ?? '…'} to {c.expiryDate}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const STATUS_LABEL = {
  pending: 'Waiting for the office',
  approved: 'Approved',
  rejected: 'Not accepted',
} as const;

/**
 * The vendor's insurance: the certificates on file, the renewals sent (waiting for the office, or its last
 * decisions), and the form to send a renewed certificate (a PDF or an image with its type and dates).
 */
export function VendorInsurance({ vendor, onSent }: { vendor: PortalVendor; onSent: () => void }) {
  const { client } = useSiteSession();
  const [type, setType] = useState<InsuranceType>('general-liability');
  const [effectiveDate, setEffective] = useState('');
  const [expiryDate, setExpiry] = useState('');
  const [policyNumber, setPolicy] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const missing = !file
    ? 'Choose the certificate’s file (a PDF or an image).'
    : !effectiveDate || !expiryDate
      ? 'Enter the certificate’s effective and expiry dates.'
      : expiryDate <= effectiveDate
        ? 'The expiry date comes after the effective date.'
        : null;
  async function send(event: FormEvent) {
    event.preventDefault();
    if (missing || !file) return setMessage({ text: missing ?? '', failed: true });
    setBusy(true);
    try {
      const { path } = operationRequest('PortalInsuranceCertificate', {
        type,
        effectiveDate,
        expiryDate,
        policyNumber,
      });
      const result = await client.upload('POST', path, file);
      if (result.success) {
        setMessage({
          text: 'Sent. The office approves it before it replaces your current certificate.',
          failed: false,
        });
        setFile(null);
        setEffective('');
        setExpiry('');
        setPolicy('');
        if (fileInput.current) fileInput.current.value = '';
        onSent();
      } else setMessage({ text: result.error || 'The certificate was not sent; try again.', failed: true });
    } catch {
      setMessage({ text: 'The server could not be reached; try again.', failed: true });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">
        Insurance on file valid until{' '}
        <strong data-slot="portal-insurance-expires">{vendor.insuranceExpires ?? 'no certificate'}</strong>
      </p>
      {vendor.insurance.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm" aria-label="Certificates on file">
          {vendor.insurance.map((c) => (
            <li key={c.type}>
              {insuranceTypeLabel(c.type)}: {c.effectiveDate ?? '…'} to {c.expiryDate}
              {c.insurer ? ` · ${c.insurer}` : ''}
              {c.policyNumber ? ` · ${c.policyNumber}` : ''}
            </li>
          ))}
        </ul>
      )}
      {vendor.certificates.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="text-base font-semibold">Certificates you sent</h3>
          <ul className="flex flex-col gap-2" data-slot="portal-certificates">
            {vendor.certificates.map((c) => (
              <li key={c.id} data-status={c.status} className="flex flex-wrap items-center gap-2 text-sm">
                <Badge variant={c.status === 'rejected' ? 'destructive' : 'secondary'}>
                  {STATUS_LABEL[c.status]}
                </Badge>
                <span>
                  {insuranceTypeLabel(c.type)}, {c.effectiveDate} to {c.expiryDate} ({c.fileName})
                </span>
                {c.status === 'rejected' && c.reason && <span>Reason: {c.reason}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
      <form
        className="flex flex-col gap-3 rounded-md border p-3"
        aria-labelledby="portal-insurance-upload"
        onSubmit={(e) => void send(e)}
        noValidate
      >
        <h3 id="portal-insurance-upload" className="text-base font-semibold">
          Send a renewed certificate
        </h3>
        <div className="flex flex-wrap items-end gap-3">
          <Field label="Insurance">
            <select
              className="h-9 rounded-md border bg-background px-2 text-sm"
              value={type}
              onChange={(e) => setType(e.target.value as InsuranceType)}
            >
              {INSURANCE_TYPES.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Effective date" required>
            <DateInput value={effectiveDate} onChange={(value: string) => setEffective(value)} />
          </Field>
          <Field label="Expiry date" required>
            <DateInput value={expiryDate} onChange={(value: string) => setExpiry(value)} />
          </Field>
          <Field label="Policy number">
            <Input value={policyNumber} maxLength={100} onChange={(e) => setPolicy(e.target.value)} />
          </Field>
        </div>
        <Field label="Certificate (PDF or image)" required>
          <Input
            ref={fileInput}
            type="file"
            accept="application/pdf,image/*"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </Field>
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? 'Sending…' : 'Send for approval'}
          </Button>
        </div>
        <p role={message?.failed ? 'alert' : 'status'} className="text-sm">
          {message?.text}
        </p>
      </form>
    </div>
  );
}

/** Brings `#insurance` into view once the page has loaded (the reminder e-mails link there). */
function useHashTarget(ready: boolean) {
  useEffect(() => {
    if (!ready || window.location.hash !== '#insurance') return;
    document.getElementById('insurance')?.scrollIntoView();
  }, [ready]);
}

export function VendorPortalPage() {
  usePageTitle('Vendor portal');
  const { client } = useSiteSession();
  const [orders, reload] = usePortalData(() => client.run('PortalWorkOrders', {}));
  const [vendor, reloadVendor] = usePortalData(() => client.run('PortalVendor', {}));
  useHashTarget(vendor.status === 'ready');
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  // Busy from a click until the list read again after it has arrived (a new answer object).
  const [clickedOn, setClickedOn] = useState<typeof orders | null>(null);
  const busy = clickedOn === orders;
  const act: Act = async (run) => {
    setClickedOn(orders);
    try {
      const result = await run();
      setMessage(result.success ? { text: 'Saved.', failed: false } : { text: result.error, failed: true });
    } catch {
      setMessage({ text: 'The server could not be reached; try again.', failed: true });
    }
    reload();
  };
  return (
    <>
      <h1 className="text-2xl font-semibold">Vendor portal</h1>
      <section aria-labelledby="portal-orders" className="flex flex-col gap-3">
        <h2 id="portal-orders" className="text-lg font-semibold">
          Your work orders
        </h2>
        {/* A refused change (a stale version, a rule of the work order) is an alert; a saved one a status. */}
        <p role="status">{message && !message.failed ? message.text : null}</p>
        <p role="alert" className="text-sm text-destructive">
          {message?.failed ? message.text : null}
        </p>
        {orders.status === 'loading' && <p role="status">Loading…</p>}
        {orders.status === 'error' && <p role="alert">{orders.error}</p>}
        {orders.status === 'ready' &&
          (orders.data.length ? (
            <ul className="flex flex-col gap-3">
              {orders.data.map((o) => (
                <WorkOrderCard key={`${o.id}-${o.version}`} order={o}>
                  <WorkOrderPhotos orderId={o.id} />
                  <VendorActions order={o} act={act} busy={busy} />
                </WorkOrderCard>
              ))}
            </ul>
          ) : (
            <EmptyState title="No work orders" description="Work the office assigns to you appears here." />
          ))}
      </section>
      <section aria-labelledby="portal-profile" className="flex flex-col gap-3">
        <h2 id="portal-profile" className="text-lg font-semibold">
          Your company
        </h2>
        {vendor.status === 'loading' && <p role="status">Loading…</p>}
        {vendor.status === 'error' && <p role="alert">{vendor.error}</p>}
        {vendor.status === 'ready' && <VendorProfile vendor={vendor.data} />}
      </section>
      <section id="insurance" aria-labelledby="portal-insurance" className="flex scroll-mt-4 flex-col gap-3">
        <h2 id="portal-insurance" className="text-lg font-semibold">
          Insurance
        </h2>
        {vendor.status === 'loading' && <p role="status">Loading…</p>}
        {vendor.status === 'error' && <p role="alert">{vendor.error}</p>}
        {vendor.status === 'ready' && <VendorInsurance vendor={vendor.data} onSent={reloadVendor} />}
      </section>
    </>
  );
}
