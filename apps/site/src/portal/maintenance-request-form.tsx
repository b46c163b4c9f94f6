// A tenant's maintenance request: the hangar (one of their leases), category, priority, what needs doing, details
// and a few optional photos. A refused request keeps everything typed and chosen, its field errors at their
// fields; photos refused after the request was made are named one by one (the request itself is sent).
import {
  WORK_ORDER_CATEGORIES,
  WORK_ORDER_PRIORITIES,
  type PortalLease,
  type PortalMaintenanceRequest,
  type WorkOrderCategory,
  type WorkOrderPriority,
} from '@hangar/contracts';
import { Button, Field, Input, Textarea } from '@hangar/ui';
import { useState, type FormEvent } from 'react';
import { PhotoPicker, tooManyPhotos } from './work-order-photos';

const selectClass = 'h-9 w-full rounded-md border border-input bg-background px-2 text-sm';

export type MaintenanceRequest = PortalMaintenanceRequest;
/** What became of a request: refused (`error`, with field errors), or made (`id`) with its refused photos. */
export type RequestOutcome = {
  error: string | null;
  fieldErrors?: Record<string, string>;
  id?: number;
  refusedPhotos?: string[];
};

export function MaintenanceRequestForm({
  leases,
  onSubmit,
}: {
  leases: PortalLease[];
  onSubmit: (body: MaintenanceRequest, photos: File[]) => Promise<RequestOutcome>;
}) {
  const [leaseID, setLeaseID] = useState(String(leases[0]?.id ?? ''));
  const [category, setCategory] = useState<WorkOrderCategory>('door');
  const [priority, setPriority] = useState<WorkOrderPriority>('normal');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [outcome, setOutcome] = useState<RequestOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const tooMany = tooManyPhotos(photos);
  const fieldErrors = outcome?.fieldErrors ?? {};
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!title.trim())
      return setOutcome({
        error: 'Say in a few words what needs doing',
        fieldErrors: { title: 'Say in a few words what needs doing' },
      });
    if (tooMany) return setOutcome({ error: tooMany });
    setBusy(true);
    const answer = await onSubmit(
      { leaseID: Number(leaseID), category, priority, title, description },
      photos,
    );
    setBusy(false);
    setOutcome(answer);
    if (!answer.error) {
      setTitle('');
      setDescription('');
      setPhotos([]);
    }
  }
  const refused = outcome?.refusedPhotos ?? [];
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
      <Field label="Category" error={fieldErrors.category}>
        <select
          className={selectClass}
          value={category}
          onChange={(e) => setCategory(e.target.value as WorkOrderCategory)}
        >
          {WORK_ORDER_CATEGORIES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Priority" error={fieldErrors.priority}>
        <select
          className={selectClass}
          value={priority}
          onChange={(e) => setPriority(e.target.value as WorkOrderPriority)}
        >
          {WORK_ORDER_PRIORITIES.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </select>
      </Field>
      <Field label="What needs doing" required error={fieldErrors.title}>
        <Input name="title" maxLength={120} value={title} onChange={(e) => setTitle(e.target.value)} />
      </Field>
      <Field label="Details" className="sm:col-span-2" error={fieldErrors.description}>
        <Textarea
          name="description"
          maxLength={5000}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </Field>
      <div className="sm:col-span-2">
        <PhotoPicker label="Photos (optional)" files={photos} onChange={setPhotos} error={tooMany} />
      </div>
      <div role="alert" className="text-sm text-destructive sm:col-span-2">
        {outcome?.error}
        {refused.length > 0 && (
          <>
            <p>
              Request #{outcome?.id} was sent, but{' '}
              {refused.length === 1 ? 'this photo was' : 'these photos were'} not added (add them again on the
              request below):
            </p>
            <ul className="list-disc pl-5">
              {refused.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending…' : 'Send the request'}
        </Button>
      </div>
    </form>
  );
}
