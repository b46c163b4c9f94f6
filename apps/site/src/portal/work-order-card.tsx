// One work order as a portal shows it: what, where, its status, cost and the dated history (opened by keyboard).
import type { PortalWorkOrder } from '@hangar/contracts';
import { workOrderCategoryLabel, workOrderStatusLabel } from '@hangar/contracts';
import { Badge } from '@hangar/ui';
import type { ReactNode } from 'react';
import { dollars } from './portal-rules';

export function WorkOrderCard({ order, children }: { order: PortalWorkOrder; children?: ReactNode }) {
  const place = order.unitNumber
    ? `${order.propertyName}, ${order.unitNumber}`
    : `${order.propertyName}, ${order.commonArea}`;
  return (
    <li data-slot="portal-work-order" className="flex flex-col gap-2 rounded-md border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-medium">
          #{order.id} {order.title}
        </h3>
        <Badge data-state={order.status}>{workOrderStatusLabel(order.status)}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {workOrderCategoryLabel(order.category)} · {place}
        {order.scheduledDate ? ` · scheduled ${order.scheduledDate}` : ''}
        {order.totalCents ? ` · cost ${dollars(order.totalCents)}` : ''}
      </p>
      {order.description && <p className="text-sm">{order.description}</p>}
      <details>
        <summary className="cursor-pointer text-sm">Status history ({order.history.length})</summary>
        <ol
          aria-label={`Status history of work order ${order.id}`}
          className="mt-2 flex flex-col gap-1 text-sm"
        >
          {order.history.map((step) => (
            <li key={step.id}>
              {new Date(step.atUtc).toLocaleString('en-US')} — {workOrderStatusLabel(step.status)} (
              {step.byName}){step.note ? `: ${step.note}` : ''}
            </li>
          ))}
        </ol>
      </details>
      {children}
    </li>
  );
}
