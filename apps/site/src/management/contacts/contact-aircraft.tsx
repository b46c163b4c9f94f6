// A contact's aircraft under its form: the list, and an editor where picking a common type fills the sizes.
import { AIRCRAFT_TYPES, aircraftCreateSchema, type Aircraft } from '@hangar/contracts';
import { useMutation, useOperation } from '@hangar/management-forms';
import { Button, Checkbox, Field, Input, ErrorText } from '@hangar/ui';
import { useState, type FormEvent } from 'react';
import { useManagementShell } from '../shell/management-context';

type Draft = {
  registration: string;
  make: string;
  model: string;
  year: string;
  wingspanFt: string;
  lengthFt: string;
  tailHeightFt: string;
  basedHere: boolean;
  notes: string;
};

const empty: Draft = {
  registration: '',
  make: '',
  model: '',
  year: '',
  wingspanFt: '',
  lengthFt: '',
  tailHeightFt: '',
  basedHere: true,
  notes: '',
};
const toDraft = (a: Aircraft): Draft => ({
  registration: a.registration,
  make: a.make,
  model: a.model,
  year: a.year === null ? '' : String(a.year),
  wingspanFt: String(a.wingspanFt),
  lengthFt: String(a.lengthFt),
  tailHeightFt: String(a.tailHeightFt),
  basedHere: a.basedHere,
  notes: a.notes,
});
const num = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));

function AircraftEditor({
  contactId,
  record,
  onDone,
}: {
  contactId: number;
  record: Aircraft | null;
  onDone(): void;
}) {
  const create = useMutation('Aircraft_create', { refresh: true });
  const update = useMutation('Aircraft_update', { refresh: true });
  const remove = useMutation('Aircraft_delete', { refresh: true });
  // What is typed stays while the save is refused.
  const [draft, setDraft] = useState<Draft>(record ? toDraft(record) : empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = {
      contactID: contactId,
      registration: draft.registration,
      make: draft.make,
      model: draft.model,
      year: draft.year.trim() === '' ? null : num(draft.year),
      wingspanFt: num(draft.wingspanFt),
      lengthFt: num(draft.lengthFt),
      tailHeightFt: num(draft.tailHeightFt),
      basedHere: draft.basedHere,
      notes: draft.notes,
    };
    const checked = aircraftCreateSchema.safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    const result = record
      ? await update({ id: record.id }, { ...body, version: record.version })
      : await create({}, body);
    if (result.ok) onDone();
    else setErrors({ ...(result.fieldErrors ?? {}), form: result.message });
  }
  return (
    <form
      aria-label={record ? `Aircraft ${record.registration}` : 'New aircraft'}
      onSubmit={(e) => void submit(e)}
      className="grid gap-3 rounded-md border p-3"
    >
      <Field
        label="Common type"
        description="Fills the make, model and sizes; change them if this one differs."
      >
        <select
          className="h-9 max-w-sm rounded-md border bg-background px-2"
          defaultValue=""
          onChange={(e) => {
            const t = AIRCRAFT_TYPES.find((x) => x.id === e.target.value);
            if (t)
              setDraft((d) => ({
                ...d,
                make: t.make,
                model: t.model,
                wingspanFt: String(t.wingspanFt),
                lengthFt: String(t.lengthFt),
                tailHeightFt: String(t.tailHeightFt),
              }));
          }}
        >
          <option value="">Choose…</option>
          {AIRCRAFT_TYPES.map((t) => (
            <option key={t.id} value={t.id}>
              {t.make} {t.model}
            </option>
          ))}
        </select>
      </Field>
      <div className="grid gap-3 sm:grid-cols-4">
        <Field label="Registration" required error={errors.registration}>
          <Input value={draft.registration} onChange={set('registration')} />
        </Field>
        <Field label="Make" required error={errors.make}>
          <Input value={draft.make} onChange={set('make')} />
        </Field>
        <Field label="Model" required error={errors.model}>
          <Input value={draft.model} onChange={set('model')} />
        </Field>
        <Field label="Year" error={errors.year}>
          <Input inputMode="numeric" value={draft.year} onChange={set('year')} />
        </Field>
        <Field label="Wingspan (ft)" required error={errors.wingspanFt}>
          <Input inputMode="decimal" value={draft.wingspanFt} onChange={set('wingspanFt')} />
        </Field>
        <Field label="Length (ft)" required error={errors.lengthFt}>
          <Input inputMode="decimal" value={draft.lengthFt} onChange={set('lengthFt')} />
        </Field>
        <Field label="Tail height (ft)" required error={errors.tailHeightFt}>
          <Input inputMode="decimal" value={draft.tailHeightFt} onChange={set('tailHeightFt')} />
        </Field>
        <Field label="Based here" className="self-end">
          <Checkbox
            checked={draft.basedHere}
            onCheckedChange={(on) => setDraft((d) => ({ ...d, basedHere: on === true }))}
          />
        </Field>
      </div>
      <Field label="Notes" error={errors.notes}>
        <Input value={draft.notes} onChange={set('notes')} />
      </Field>
      <ErrorText>{errors.form}</ErrorText>
      <div className="flex flex-wrap gap-2">
        <Button type="submit">Save aircraft</Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        {record && (
          <Button
            type="button"
            variant="destructive"
            onClick={() =>
              void remove({ id: record.id }).then((r) => (r.ok ? onDone() : setErrors({ form: r.message })))
            }
          >
            Delete
          </Button>
        )}
      </div>
    </form>
  );
}

export function ContactAircraft({ companyId, contactId }: { companyId: number; contactId: number }) {
  const { readOnly } = useManagementShell();
  const list = useOperation('AircraftSearch', { managementCompanyID: companyId, contactID: contactId });
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const items = list.data?.items ?? [];
  return (
    <section aria-labelledby="aircraft-heading" className="grid gap-3">
      <h2 id="aircraft-heading" className="text-lg font-semibold">
        Aircraft
      </h2>
      {list.error && <ErrorText>{list.error.message}</ErrorText>}
      {list.data && items.length === 0 && (
        <p className="text-sm text-muted-foreground">No aircraft recorded.</p>
      )}
      <ul className="grid gap-2 text-sm">
        {items.map((a) => (
          <li key={a.id} className="grid gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{a.registration}</span>
              <span>
                {a.make} {a.model}
                {a.year !== null && ` (${a.year})`}
              </span>
              <span className="text-muted-foreground">
                span {a.wingspanFt} ft, length {a.lengthFt} ft, tail {a.tailHeightFt} ft
                {a.basedHere ? ', based here' : ''}
              </span>
              {!readOnly && editing !== a.id && (
                <Button size="sm" variant="outline" onClick={() => setEditing(a.id)}>
                  Edit<span className="sr-only"> {a.registration}</span>
                </Button>
              )}
            </div>
            {editing === a.id && (
              <AircraftEditor contactId={contactId} record={a} onDone={() => setEditing(null)} />
            )}
          </li>
        ))}
      </ul>
      {!readOnly && editing === 'new' && (
        <AircraftEditor contactId={contactId} record={null} onDone={() => setEditing(null)} />
      )}
      {!readOnly && editing === null && (
        <Button variant="outline" className="justify-self-start" onClick={() => setEditing('new')}>
          Add an aircraft
        </Button>
      )}
    </section>
  );
}
