// WorkOrderPanel: a stored work order's vendor, status and history: assign a vendor (insured on the scheduled
// date, or with a reason in the override dialog), move it to another status with a note, and its photos.
import {
  WORK_ORDER_TRANSITIONS,
  workOrderStatusLabel,
  type VendorListItem,
  type WorkOrder,
  type WorkOrderStatus,
} from '@hangar/contracts';
import {
  Button,
  DateInput,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  SimpleSelect,
  Textarea,
  type DataTableLinkProps,
} from '@hangar/ui';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ImageManager } from '../attachments';
import { useMutation, useResourceList, type DataFailure } from '../data';
import { InsuranceBadge } from '../vendor-form/insurance-badge';
import { calendarDateText } from '../vendor-form/vendor-form-rules';
import { WorkOrderStatusBadge } from '../work-order-list/work-order-list';

export type WorkOrderPanelProps = {
  workOrder: WorkOrder;
  /** After an assignment or a status change, with the work order as saved. */
  onChanged: (order: WorkOrder, note: string) => void;
  /** Without the Edit right: the state and history only. */
  readOnly?: boolean;
  /** Without the Add right, photos cannot be added (Delete removes them). */
  canAddPhotos?: boolean;
  canDeletePhotos?: boolean;
  renderLink?: (props: DataTableLinkProps) => ReactNode;
};

/** The `fieldErrors` key of a refusal that only an override reason would let pass. */
const OVERRIDE = 'overrideReason';

/**
 * The work order's vendor, status, history and photos. Assigning a vendor whose insurance is not valid on the
 * scheduled date is refused by the server; the refusal opens a dialog asking the reason to assign anyway.
 * Needs a `ManagementProvider` above it.
 */
export function WorkOrderPanel({
  workOrder,
  onChanged,
  readOnly = false,
  canAddPhotos = !readOnly,
  canDeletePhotos = !readOnly,
  renderLink,
}: WorkOrderPanelProps) {
  const open = !['done', 'cancelled'].includes(workOrder.status);
  return (
    <div data-slot="work-order-panel" data-state={workOrder.status} className="@container grid min-w-0 gap-8">
      <section aria-labelledby={`wo-state-${workOrder.id}`} className="grid gap-3">
        <h2 id={`wo-state-${workOrder.id}`} className="text-lg font-semibold">
          Status and vendor
        </h2>
        <dl className="grid gap-2 text-sm @md:grid-cols-[10rem_1fr]">
          <dt className="text-muted-foreground">Status</dt>
          <dd>
            <WorkOrderStatusBadge status={workOrder.status} overdue={workOrder.overdue} />
          </dd>
          <dt className="text-muted-foreground">Vendor</dt>
          <dd data-slot="work-order-vendor">{workOrder.vendorName ?? 'Not assigned'}</dd>
          <dt className="text-muted-foreground">Scheduled</dt>
          <dd>{workOrder.scheduledDate ? calendarDateText(workOrder.scheduledDate) : 'Not scheduled'}</dd>
          <dt className="text-muted-foreground">Asked by</dt>
          <dd>
            {workOrder.requestedBy.name}
            {workOrder.requestedBy.kind === 'contact' ? ' (tenant)' : ''}
          </dd>
          {workOrder.insuranceOverrideReason && (
            <>
              <dt className="text-muted-foreground">Insurance override</dt>
              <dd data-slot="work-order-override">{workOrder.insuranceOverrideReason}</dd>
            </>
          )}
        </dl>
      </section>
      {!readOnly && open && <AssignVendor workOrder={workOrder} onChanged={onChanged} />}
      {!readOnly && WORK_ORDER_TRANSITIONS[workOrder.status].length > 0 && (
        <ChangeStatus workOrder={workOrder} onChanged={onChanged} />
      )}
      <WorkOrderHistory workOrder={workOrder} />
      <section aria-labelledby={`wo-photos-${workOrder.id}`} className="grid gap-3">
        <h2 id={`wo-photos-${workOrder.id}`} className="text-lg font-semibold">
          Photos
        </h2>
        <ImageManager
          ownerKind="work-order"
          ownerID={workOrder.id}
          readOnly={readOnly}
          rights={{ add: canAddPhotos, edit: !readOnly, delete: canDeletePhotos }}
          renderLink={renderLink}
        />
      </section>
    </div>
  );
}

/** The history, oldest first: each status with when, who and the note. */
export function WorkOrderHistory({ workOrder }: { workOrder: Pick<WorkOrder, 'id' | 'history'> }) {
  const time = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby={`wo-history-${workOrder.id}`} className="grid gap-3">
      <h2 id={`wo-history-${workOrder.id}`} className="text-lg font-semibold">
        History
      </h2>
      <ol data-slot="work-order-history" className="grid gap-3 border-l-2 border-border pl-4">
        {workOrder.history.map((event) => (
          <li
            key={event.id}
            data-slot="work-order-history-item"
            data-state={event.status}
            className="grid gap-0.5"
          >
            <span className="font-medium">{workOrderStatusLabel(event.status)}</span>
            <span className="text-sm text-muted-foreground">
              <time dateTime={event.atUtc}>{time.format(new Date(event.atUtc))}</time>
              {event.byName ? ` — ${event.byName}` : ''}
            </span>
            {event.note && <span className="text-sm">{event.note}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}

function AssignVendor({ workOrder, onChanged }: Pick<WorkOrderPanelProps, 'workOrder' | 'onChanged'>) {
  const id = useId();
  const vendors = useResourceList<VendorListItem>('vendor', {
    managementCompanyID: workOrder.managementCompanyID,
    status: 'active',
    pageSize: 100,
    sort: 'name',
  });
  const assign = useMutation('WorkOrderAssign');
  const [vendorID, setVendorID] = useState(workOrder.vendorID ? String(workOrder.vendorID) : '');
  const [date, setDate] = useState(workOrder.scheduledDate ?? '');
  const [error, setError] = useState<string | null>(null);
  const [override, setOverride] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const items = vendors.data?.items ?? [];
  const chosen = items.find((v) => String(v.id) === vendorID);

  const send = async (overrideReason: string | null) => {
    setPending(true);
    const result = await assign(
      { id: workOrder.id },
      {
        vendorID: Number(vendorID),
        scheduledDate: date || null,
        overrideReason,
        version: workOrder.version,
      },
    );
    setPending(false);
    if (result.ok) {
      setOverride(null);
      setReason('');
      setError(null);
      const name = result.data.vendorName ?? 'the vendor';
      onChanged(result.data, `Assigned to ${name}.`);
      return;
    }
    const failure = result as DataFailure;
    if (failure.fieldErrors?.[OVERRIDE] && overrideReason === null) {
      setOverride(failure.fieldErrors[OVERRIDE]!);
      return;
    }
    if (overrideReason !== null && failure.fieldErrors?.[OVERRIDE])
      setReasonError(failure.fieldErrors[OVERRIDE]!);
    else {
      setOverride(null);
      setError(failure.message);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!vendorID) {
      setError('Choose the vendor');
      return;
    }
    setError(null);
    void send(null);
  };
  const submitOverride = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) {
      setReasonError('Give the reason in a few words (3 characters or more)');
      return;
    }
    setReasonError(null);
    void send(reason.trim());
  };

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3" data-slot="work-order-assign">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {workOrder.vendorID ? 'Change the vendor' : 'Assign a vendor'}
      </h2>
      <form noValidate className="grid items-end gap-3 @md:grid-cols-[1fr_12rem_auto]" onSubmit={submit}>
        <Field label="Vendor" error={error ?? undefined}>
          <SimpleSelect
            options={items.map((v) => ({ value: String(v.id), label: v.fileAs }))}
            value={vendorID}
            placeholder={vendors.isLoading ? 'Loading vendors…' : 'Choose the vendor'}
            onValueChange={setVendorID}
          />
        </Field>
        <Field label="Scheduled date">
          <DateInput value={date} onChange={setDate} />
        </Field>
        <Button type="submit" disabled={pending} data-slot="work-order-assign-submit">
          {pending && override === null ? 'Assigning…' : 'Assign'}
        </Button>
      </form>
      {chosen && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          Insurance today: <InsuranceBadge state={chosen.insuranceState} />
          {chosen.insuranceExpires && <>until {calendarDateText(chosen.insuranceExpires)}</>}
        </p>
      )}
      {override !== null && (
        <Dialog open onOpenChange={(next) => !next && !pending && setOverride(null)}>
          <DialogContent data-slot="work-order-override-dialog" closeOnOutsideClick={false}>
            <DialogHeader>
              <DialogTitle>Assign without valid insurance?</DialogTitle>
              <DialogDescription>{override}</DialogDescription>
            </DialogHeader>
            <form noValidate className="grid gap-4" onSubmit={submitOverride}>
              <Field
                label="Reason"
                description="Kept on the work order and in the audit trail."
                error={reasonError ?? undefined}
              >
                <Textarea rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
              </Field>
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => setOverride(null)} disabled={pending}>
                  Cancel
                </Button>
                <Button type="submit" variant="destructive" disabled={pending}>
                  {pending ? 'Assigning…' : 'Assign anyway'}
                </Button>
              </DialogFooter>
            </form>
          </DialogContent>
        </Dialog>
      )}
    </section>
  );
}

function ChangeStatus({ workOrder, onChanged }: Pick<WorkOrderPanelProps, 'workOrder' | 'onChanged'>) {
  const id = useId();
  const change = useMutation('WorkOrderStatus');
  const next = WORK_ORDER_TRANSITIONS[workOrder.status];
  const [status, setStatus] = useState<WorkOrderStatus | ''>('');
  const [note, setNote] = useState('');
  const [date, setDate] = useState(workOrder.scheduledDate ?? '');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!status) {
      setError('Choose the new status');
      return;
    }
    setPending(true);
    const result = await change(
      { id: workOrder.id },
      {
        status,
        note,
        ...(status === 'scheduled' && { scheduledDate: date || null }),
        version: workOrder.version,
      },
    );
    setPending(false);
    if (result.ok) {
      setStatus('');
      setNote('');
      setError(null);
      onChanged(result.data, `The work order is ${workOrderStatusLabel(result.data.status).toLowerCase()}.`);
    } else setError((result as DataFailure).message);
  };
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3" data-slot="work-order-status-change">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Change the status
      </h2>
      <form noValidate className="grid gap-3 @md:grid-cols-2" onSubmit={(e) => void submit(e)}>
        <Field label="New status" error={error ?? undefined}>
          <SimpleSelect
            options={next.map((s) => ({ value: s, label: workOrderStatusLabel(s) }))}
            value={status}
            placeholder="Choose the new status"
            onValueChange={(value) => setStatus(value as WorkOrderStatus)}
          />
        </Field>
        {status === 'scheduled' && (
          <Field label="Scheduled for">
            <DateInput value={date} onChange={setDate} />
          </Field>
        )}
        <Field label="Note for the history" className="col-span-full">
          <Textarea rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
        </Field>
        <div className="col-span-full">
          <Button type="submit" disabled={pending} data-slot="work-order-status-submit">
            {pending ? 'Saving…' : 'Update the status'}
          </Button>
        </div>
      </form>
    </section>
  );
}
