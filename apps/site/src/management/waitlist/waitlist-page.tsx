// `/waitlist/:id`: the company's waiting lists by hangar type (positions counted from the order), a move with
// its reason, a vacant unit offered to the first applicant whose aircraft fits (those passed over say why),
// the offers' history and the list's settings.
import {
  MgmtCoFeature,
  offerStatusLabel,
  unitTypeLabel,
  WAITLIST_TYPES,
  type UnitType,
  type WaitlistEntry,
} from '@hangar/contracts';
import { useMutation, useOperation } from '@hangar/management-forms';
import { Badge, Button, DelayedSpinner, Field, Input, PageHeader, Textarea } from '@hangar/ui';
import { useState, type FormEvent } from 'react';
import { viewing } from '../access/access-rules';
import { useManagementShell } from '../shell/management-context';
import { useManagementTitle } from '../shell/page-title';
import type { ManagementHandle } from '../shell/route-handle';

export const handle: ManagementHandle = {
  crumbs: ({ companyId, companyName, pathname }) => [
    ...(companyId > 0
      ? [{ label: companyName ?? `Company ${companyId}`, href: `/MgmtCoAdmin/${companyId}` }]
      : []),
    { label: 'Waiting list', href: pathname },
  ],
  requires: () => viewing(MgmtCoFeature.Waitlist),
};

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString() : '');

function Problem({ text }: { text: string | null | undefined }) {
  return text ? (
    <p role="alert" className="text-sm text-destructive">
      {text}
    </p>
  ) : null;
}

function MoveForm({ entry, onDone }: { entry: WaitlistEntry; onDone(saved: boolean): void }) {
  const move = useMutation('WaitlistMove', { refresh: true });
  const [position, setPosition] = useState(String(entry.position));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    const result = await move(
      {},
      { applicationID: entry.applicationID, unitType: entry.unitType, position: Number(position), reason },
    );
    setBusy(false);
    if (result.ok) onDone(true);
    else setErrors({ ...(result.fieldErrors ?? {}), form: result.message });
  }
  return (
    <form
      onSubmit={(e) => void submit(e)}
      aria-label={`Move ${entry.name}`}
      className="grid gap-3 rounded-md border p-3"
    >
      <p className="text-sm font-medium">
        Move {entry.name} (now {entry.position}) on the {unitTypeLabel(entry.unitType)} list
      </p>
      <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
        <Field label="New position" error={errors.position}>
          <Input inputMode="numeric" value={position} onChange={(e) => setPosition(e.target.value)} />
        </Field>
        <Field
          label="Reason"
          required
          description="Kept in the audit and shown on the entry."
          error={errors.reason}
        >
          <Textarea rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
      </div>
      <Problem text={errors.form} />
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          Move
        </Button>
        <Button type="button" variant="outline" onClick={() => onDone(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function OfferPanel({ companyId, unitType }: { companyId: number; unitType: UnitType }) {
  const { readOnly } = useManagementShell();
  const units = useOperation('RentalUnitSearch', {
    managementCompanyID: companyId,
    type: unitType,
    status: 'vacant',
    pageSize: 100,
  });
  const [unitId, setUnitId] = useState<number | null>(null);
  const candidates = useOperation('WaitlistCandidates', unitId === null ? null : { unitId });
  const offer = useMutation('WaitlistOffer', { refresh: true });
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const first = candidates.data?.candidates.find((c) => c.applicationID === candidates.data?.firstID);
  return (
    <section aria-labelledby="offer-heading" className="grid gap-3">
      <h2 id="offer-heading" className="text-lg font-semibold">
        Offer a vacant {unitTypeLabel(unitType)}
      </h2>
      {units.error && <Problem text={units.error.message} />}
      {units.data && units.data.items.length === 0 && (
        <p className="text-sm text-muted-foreground">No {unitTypeLabel(unitType)} is vacant now.</p>
      )}
      {units.data && units.data.items.length > 0 && (
        <Field label="Vacant unit">
          <select
            className="h-9 max-w-xs rounded-md border bg-background px-2"
            value={unitId ?? ''}
            onChange={(e) => {
              setMessage(null);
              setUnitId(e.target.value ? Number(e.target.value) : null);
            }}
          >
            <option value="">Choose a unit…</option>
            {units.data.items.map((u) => (
              <option key={u.id} value={u.id}>
                {u.unitNumber}, {u.propertyName}
                {u.doorWidthFt !== null ? ` (door ${u.doorWidthFt} × ${u.doorHeightFt} ft)` : ''}
              </option>
            ))}
          </select>
        </Field>
      )}
      {candidates.data && (
        <div className="grid gap-2">
          {candidates.data.openOffer && (
            <p className="text-sm">
              Offered to {candidates.data.openOffer.applicantName} until{' '}
              {when(candidates.data.openOffer.expiresUtc)}.
            </p>
          )}
          <ol className="grid gap-1 text-sm" aria-label="Candidates in list order">
            {candidates.data.candidates.map((c) => (
              <li
                key={c.applicationID}
                data-skipped={c.skipped ? 'true' : undefined}
                className="flex flex-wrap gap-2"
              >
                <span className="font-medium">
                  {c.position}. {c.name}
                </span>
                <span>
                  {c.aircraft.registration}, {c.aircraft.make} {c.aircraft.model}
                </span>
                <Badge
                  variant={
                    c.fit.fits === 'no' ? 'destructive' : c.fit.fits === 'tight' ? 'secondary' : 'default'
                  }
                >
                  {c.fit.fits === 'yes' ? 'Fits' : c.fit.fits === 'tight' ? 'Tight' : 'Does not fit'}
                </Badge>
                {c.skipped ? (
                  <span className="text-muted-foreground">Skipped: {c.skipped}</span>
                ) : (
                  <span className="text-muted-foreground">{c.fit.reason}</span>
                )}
              </li>
            ))}
          </ol>
          {candidates.data.candidates.length === 0 && (
            <p className="text-sm text-muted-foreground">Nobody waits on this list.</p>
          )}
          {first && !readOnly && (
            <Button
              className="justify-self-start"
              onClick={() =>
                void offer({}, { applicationID: first.applicationID, unitID: candidates.data!.unitID }).then(
                  (r) => {
                    setMessage(
                      r.ok
                        ? {
                            ok: true,
                            text: `${candidates.data!.unitNumber} is offered to ${first.name}; they have been e-mailed.`,
                          }
                        : { ok: false, text: r.message },
                    );
                    void candidates.mutate();
                  },
                )
              }
            >
              Offer {candidates.data.unitNumber} to {first.name}
            </Button>
          )}
        </div>
      )}
      {message && (
        <p
          role={message.ok ? 'status' : 'alert'}
          className={message.ok ? 'text-sm' : 'text-sm text-destructive'}
        >
          {message.text}
        </p>
      )}
    </section>
  );
}

function SettingsPanel({ companyId }: { companyId: number }) {
  const { readOnly } = useManagementShell();
  const settings = useOperation('WaitlistSettings_get', { mgmtCoId: companyId });
  const save = useMutation('WaitlistSettings_update', { refresh: true });
  const [draft, setDraft] = useState<Record<string, string> | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  if (!settings.data) return settings.error ? <Problem text={settings.error.message} /> : null;
  const values = draft ?? {
    clearanceWidthFt: String(settings.data.clearanceWidthFt),
    clearanceHeightFt: String(settings.data.clearanceHeightFt),
    offerDays: String(settings.data.offerDays),
  };
  const set = (key: string) => (e: { target: { value: string } }) =>
    setDraft({ ...values, [key]: e.target.value });
  return (
    <form
      aria-labelledby="settings-heading"
      className="grid gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        void save(
          { mgmtCoId: companyId },
          {
            clearanceWidthFt: Number(values.clearanceWidthFt),
            clearanceHeightFt: Number(values.clearanceHeightFt),
            offerDays: Number(values.offerDays),
          },
        ).then((r) =>
          setMessage(r.ok ? { ok: true, text: 'The settings are saved.' } : { ok: false, text: r.message }),
        );
      }}
    >
      <h2 id="settings-heading" className="text-lg font-semibold">
        Settings
      </h2>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field
          label="Width clearance (ft)"
          description="Room beyond the wingspan for a door not to be tight."
        >
          <Input
            inputMode="decimal"
            readOnly={readOnly}
            value={values.clearanceWidthFt}
            onChange={set('clearanceWidthFt')}
          />
        </Field>
        <Field label="Height clearance (ft)" description="Room above the tail.">
          <Input
            inputMode="decimal"
            readOnly={readOnly}
            value={values.clearanceHeightFt}
            onChange={set('clearanceHeightFt')}
          />
        </Field>
        <Field label="Days to answer an offer">
          <Input
            inputMode="numeric"
            readOnly={readOnly}
            value={values.offerDays}
            onChange={set('offerDays')}
          />
        </Field>
      </div>
      {!readOnly && (
        <Button type="submit" variant="outline" className="justify-self-start">
          Save settings
        </Button>
      )}
      {message && (
        <p
          role={message.ok ? 'status' : 'alert'}
          className={message.ok ? 'text-sm' : 'text-sm text-destructive'}
        >
          {message.text}
        </p>
      )}
    </form>
  );
}

export function Component() {
  const { companyId, readOnly } = useManagementShell();
  useManagementTitle('Waiting list');
  const [asked, setAsked] = useState<UnitType | undefined>(undefined);
  const list = useOperation('Waitlist', { mgmtCoId: companyId, unitType: asked });
  const history = useOperation('WaitlistHistory', { mgmtCoId: companyId });
  const [moving, setMoving] = useState<number | null>(null);
  const unitType = list.data?.unitType ?? asked ?? 't-hangar';
  const movingEntry = list.data?.entries.find((e) => e.applicationID === moving);
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Waiting list"
        description="Applicants by kind of hangar, first come first served from their confirmation; a vacancy goes to the first whose aircraft fits its door."
      />
      <div role="group" aria-label="Lists" className="flex flex-wrap gap-2">
        {WAITLIST_TYPES.map((t) => {
          const count = list.data?.counts.find((c) => c.unitType === t)?.waiting ?? 0;
          return (
            <Button
              key={t}
              variant={t === unitType ? 'default' : 'outline'}
              aria-pressed={t === unitType}
              onClick={() => {
                setMoving(null);
                setAsked(t);
              }}
            >
              {unitTypeLabel(t)} ({count})
            </Button>
          );
        })}
      </div>
      {list.isLoading && !list.data && <DelayedSpinner loading label="Reading the waiting list" />}
      {list.error && <Problem text={list.error.message} />}
      {list.data && (
        <section aria-labelledby="list-heading" className="grid gap-3">
          <h2 id="list-heading" className="text-lg font-semibold">
            {unitTypeLabel(unitType)} list
          </h2>
          {list.data.entries.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nobody waits for a {unitTypeLabel(unitType)}.</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <thead>
                  <tr className="border-b text-left">
                    <th className="p-2">#</th>
                    <th className="p-2">Applicant</th>
                    <th className="p-2">Aircraft</th>
                    <th className="p-2">Confirmed</th>
                    <th className="p-2">Notes</th>
                    {!readOnly && (
                      <th className="p-2">
                        <span className="sr-only">Actions</span>
                      </th>
                    )}
                  </tr>
                </thead>
                <tbody>
                  {list.data.entries.map((e) => (
                    <tr key={e.applicationID} className="border-b align-top">
                      <td className="p-2 font-semibold">{e.position}</td>
                      <td className="p-2">
                        <div className="font-medium">{e.name}</div>
                        <div className="text-muted-foreground">
                          {e.email}
                          {e.phone && ` · ${e.phone}`}
                        </div>
                        {e.offer && <Badge variant="secondary">Offered {e.offer.unitNumber}</Badge>}
                      </td>
                      <td className="p-2">
                        {e.aircraft.registration}, {e.aircraft.make} {e.aircraft.model}
                        <div className="text-muted-foreground">
                          span {e.aircraft.wingspanFt} ft, tail {e.aircraft.tailHeightFt} ft
                        </div>
                      </td>
                      <td className="p-2">{when(e.confirmedUtc)}</td>
                      <td className="p-2">
                        {e.movedReason && (
                          <p>
                            Moved {when(e.movedUtc)}
                            {e.movedBy && ` by ${e.movedBy}`}: {e.movedReason}
                          </p>
                        )}
                        {e.notes && <p className="text-muted-foreground">{e.notes}</p>}
                      </td>
                      {!readOnly && (
                        <td className="p-2">
                          <Button size="sm" variant="outline" onClick={() => setMoving(e.applicationID)}>
                            Move<span className="sr-only"> {e.name}</span>
                          </Button>
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {list.data.unconfirmed > 0 && (
            <p className="text-sm text-muted-foreground">
              {list.data.unconfirmed} more applied and have not confirmed by e-mail yet (they are on no list).
            </p>
          )}
          {movingEntry && (
            <MoveForm key={movingEntry.applicationID} entry={movingEntry} onDone={() => setMoving(null)} />
          )}
        </section>
      )}
      <OfferPanel key={unitType} companyId={companyId} unitType={unitType} />
      <section aria-labelledby="history-heading" className="grid gap-2">
        <h2 id="history-heading" className="text-lg font-semibold">
          Offers
        </h2>
        {history.data && history.data.offers.length === 0 && (
          <p className="text-sm text-muted-foreground">No offer has been made yet.</p>
        )}
        {history.data && history.data.offers.length > 0 && (
          <ul className="grid gap-1 text-sm">
            {history.data.offers.map((o) => (
              <li key={o.id}>
                {when(o.offeredUtc)}: {o.unitNumber} ({o.propertyName}) to {o.applicantName}
                {o.offeredBy ? ` by ${o.offeredBy}` : ' (next in line)'} — {offerStatusLabel(o.status)}
                {o.status === 'open' && ` until ${when(o.expiresUtc)}`}
                {o.leaseID !== null && (
                  <>
                    {' '}
                    · <a href={`/lease/${o.leaseID}`}>draft lease</a>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <SettingsPanel companyId={companyId} />
    </div>
  );
}
