// `/portal/vendor`: the vendor's assigned work orders (accept or decline, schedule, start, finish, enter the cost)
// and the company's own record, read only, with its insurance.
import type { PortalVendor, PortalWorkOrder } from '@hangar/contracts';
import { Button, DateInput, EmptyState, Field, Input } from '@hangar/ui';
import { useState } from 'react';
import { usePageTitle } from '../pages/page-title';
import { useSiteSession } from '../session/site-session';
import { usePortalData } from './use-portal-data';
import { WorkOrderCard } from './work-order-card';

type Act = (run: () => Promise<{ success: true } | { success: false; error: string }>) => Promise<void>;

/** The vendor's controls on one work order; each answer reloads the list. */
export function VendorActions({ order, act }: { order: PortalWorkOrder; act: Act }) {
  const { client } = useSiteSession();
  const [date, setDate] = useState(order.scheduledDate ?? '');
  const [labour, setLabour] = useState(String(order.labourCents / 100));
  const [materials, setMaterials] = useState(String(order.materialsCents / 100));
  const open = order.status !== 'done' && order.status !== 'cancelled';
  if (!open) return null;
  const cents = (text: string) => Math.round(Number(text || '0') * 100);
  const status = (to: 'scheduled' | 'in-progress' | 'done') =>
    act(() =>
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
          onClick={() =>
            void act(() => client.run('PortalWorkOrderAnswer', { id: order.id }, { accept: true }))
          }
        >
          Accept<span className="sr-only"> {label}</span>
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            void act(() => client.run('PortalWorkOrderAnswer', { id: order.id }, { accept: false }))
          }
        >
          Decline<span className="sr-only"> {label}</span>
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <Field label="Scheduled date">
          <DateInput value={date} onChange={(value: string) => setDate(value)} />
        </Field>
        <Button size="sm" variant="outline" onClick={() => void status('scheduled')}>
          Schedule<span className="sr-only"> {label}</span>
        </Button>
        <Button size="sm" variant="outline" onClick={() => void status('in-progress')}>
          Start<span className="sr-only"> {label}</span>
        </Button>
        <Button size="sm" variant="outline" onClick={() => void status('done')}>
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
          onClick={() =>
            void act(() =>
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
          <dt>{c.type}</dt>
          <dd>
            {c.insurer} {c.policyNumber} · {c.effectiveDate ?? '…'} to {c.expiryDate}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function VendorPortalPage() {
  usePageTitle('Vendor portal');
  const { client } = useSiteSession();
  const [orders, reload] = usePortalData(() => client.run('PortalWorkOrders', {}));
  const [vendor] = usePortalData(() => client.run('PortalVendor', {}));
  const [message, setMessage] = useState<string | null>(null);
  const act: Act = async (run) => {
    try {
      const result = await run();
      setMessage(result.success ? 'Saved.' : result.error);
    } catch {
      setMessage('The server could not be reached; try again.');
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
        <p role="status">{message}</p>
        {orders.status === 'loading' && <p role="status">Loading…</p>}
        {orders.status === 'error' && <p role="alert">{orders.error}</p>}
        {orders.status === 'ready' &&
          (orders.data.length ? (
            <ul className="flex flex-col gap-3">
              {orders.data.map((o) => (
                <WorkOrderCard key={`${o.id}-${o.version}`} order={o}>
                  <VendorActions order={o} act={act} />
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
    </>
  );
}
