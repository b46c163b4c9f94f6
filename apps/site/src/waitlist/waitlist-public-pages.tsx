// The waiting list's public pages (airport shell, no sign-in): the application from the listings, the e-mailed
// confirmation link, and the applicant's own page (position, withdraw, answer an offer).
import {
  AIRCRAFT_TYPES,
  offerStatusLabel,
  unitTypeLabel,
  waitlistApplicationCreateSchema,
  waitlistStatusLabel,
  WAITLIST_TYPES,
  type UnitType,
  type WaitlistApplicationStatus,
} from '@hangar/contracts';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Checkbox,
  DelayedSpinner,
  Field,
  formatMoney,
  Input,
  Textarea,
  ErrorText,
} from '@hangar/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { unwrap } from '../api/client';
import { usePageTitle } from '../pages/page-title';
import { useSiteSession } from '../session/site-session';

function Page({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-center py-6">
      <Card className="w-full max-w-2xl">
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-xl">{title}</h1>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 text-sm">{children}</CardContent>
      </Card>
    </div>
  );
}

type Draft = {
  name: string;
  email: string;
  phone: string;
  unitTypes: string[];
  registration: string;
  make: string;
  model: string;
  wingspanFt: string;
  lengthFt: string;
  tailHeightFt: string;
  notes: string;
  homepage: string;
};

const number = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));

/** `/waitlist/apply?company=&type=`: the application. Nothing typed is lost on a refusal. */
export function WaitlistApplyPage() {
  usePageTitle('Join the waiting list');
  const [params] = useSearchParams();
  const companyId = Number(params.get('company') ?? 0);
  const unitId = Number(params.get('unit') ?? 0);
  const type = params.get('type') ?? '';
  const { client } = useSiteSession();
  const [draft, setDraft] = useState<Draft>({
    name: '',
    email: '',
    phone: '',
    unitTypes: (WAITLIST_TYPES as readonly string[]).includes(type) ? [type] : [],
    registration: '',
    make: '',
    model: '',
    wingspanFt: '',
    lengthFt: '',
    tailHeightFt: '',
    notes: '',
    homepage: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<'editing' | 'sending' | 'sent' | { error: string }>('editing');
  const set = (key: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));

  const pickType = (id: string) => {
    const t = AIRCRAFT_TYPES.find((x) => x.id === id);
    if (!t) return;
    setDraft((d) => ({
      ...d,
      make: t.make,
      model: t.model,
      wingspanFt: String(t.wingspanFt),
      lengthFt: String(t.lengthFt),
      tailHeightFt: String(t.tailHeightFt),
    }));
  };

  const from = (n: number) => (Number.isInteger(n) && n > 0 ? n : undefined);
  if (!from(companyId) && !from(unitId))
    return (
      <Page title="Join the waiting list">
        <p role="alert">
          Open this page from a listing: <Link to="/listings">the hangars for rent</Link>.
        </p>
      </Page>
    );

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = {
      managementCompanyID: from(companyId),
      unitID: from(unitId),
      name: draft.name,
      email: draft.email,
      phone: draft.phone,
      unitTypes: draft.unitTypes as UnitType[],
      aircraft: {
        registration: draft.registration,
        make: draft.make,
        model: draft.model,
        wingspanFt: number(draft.wingspanFt),
        lengthFt: number(draft.lengthFt),
        tailHeightFt: number(draft.tailHeightFt),
      },
      notes: draft.notes,
      ...(draft.homepage ? { homepage: draft.homepage } : {}),
    };
    const checked = waitlistApplicationCreateSchema.safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    setErrors({});
    setState('sending');
    const result = await client.run('WaitlistApplication', {}, body);
    if (result.success) setState('sent');
    else {
      setErrors(result.fieldErrors ?? {});
      setState({ error: result.error });
    }
  }

  if (state === 'sent')
    return (
      <Page title="Check your e-mail">
        <p role="status">
          We sent a link to <strong>{draft.email}</strong>. Open it to confirm: your place on the list counts
          from the moment you confirm.
        </p>
      </Page>
    );

  return (
    <Page title="Join the waiting list">
      <p>
        When a hangar that fits your aircraft is free, it is offered to the first applicant on its list whose
        aircraft goes through the door. You confirm by e-mail; you can see your position and withdraw at any
        time.
      </p>
      <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Name" required error={errors.name}>
            <Input autoComplete="name" value={draft.name} onChange={set('name')} />
          </Field>
          <Field label="E-mail" required error={errors.email}>
            <Input type="email" autoComplete="email" value={draft.email} onChange={set('email')} />
          </Field>
          <Field label="Phone" error={errors.phone}>
            <Input type="tel" autoComplete="tel" value={draft.phone} onChange={set('phone')} />
          </Field>
        </div>
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">Kinds of hangar you wait for</legend>
          <div className="flex flex-wrap gap-4">
            {WAITLIST_TYPES.map((t) => (
              <label key={t} className="flex items-center gap-2">
                <Checkbox
                  checked={draft.unitTypes.includes(t)}
                  onCheckedChange={(on) =>
                    setDraft((d) => ({
                      ...d,
                      unitTypes: on ? [...d.unitTypes, t] : d.unitTypes.filter((x) => x !== t),
                    }))
                  }
                />
                {unitTypeLabel(t)}
              </label>
            ))}
          </div>
          <ErrorText>{errors.unitTypes}</ErrorText>
        </fieldset>
        <fieldset className="grid gap-4">
          <legend className="text-sm font-medium">Your aircraft</legend>
          <Field label="Type" description="Fills the make, model and sizes; change them if yours differ.">
            <select
              className="h-9 rounded-md border bg-background px-2"
              defaultValue=""
              onChange={(e) => pickType(e.target.value)}
            >
              <option value="">Choose a common type…</option>
              {AIRCRAFT_TYPES.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.make} {t.model}
                </option>
              ))}
            </select>
          </Field>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field
              label="Registration"
              required
              description="N172SP, C-FABC…"
              error={errors['aircraft.registration']}
            >
              <Input value={draft.registration} onChange={set('registration')} autoCapitalize="characters" />
            </Field>
            <Field label="Make" required error={errors['aircraft.make']}>
              <Input value={draft.make} onChange={set('make')} />
            </Field>
            <Field label="Model" required error={errors['aircraft.model']}>
              <Input value={draft.model} onChange={set('model')} />
            </Field>
            <Field label="Wingspan (ft)" required error={errors['aircraft.wingspanFt']}>
              <Input inputMode="decimal" value={draft.wingspanFt} onChange={set('wingspanFt')} />
            </Field>
            <Field label="Length (ft)" required error={errors['aircraft.lengthFt']}>
              <Input inputMode="decimal" value={draft.lengthFt} onChange={set('lengthFt')} />
            </Field>
            <Field label="Tail height (ft)" required error={errors['aircraft.tailHeightFt']}>
              <Input inputMode="decimal" value={draft.tailHeightFt} onChange={set('tailHeightFt')} />
            </Field>
          </div>
        </fieldset>
        <Field label="Notes" error={errors.notes}>
          <Textarea value={draft.notes} onChange={set('notes')} rows={3} />
        </Field>
        {/* A field people never see or fill in: bots do. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label>
            Home page
            <input
              tabIndex={-1}
              autoComplete="off"
              value={draft.homepage}
              onChange={set('homepage')}
              name="homepage"
            />
          </label>
        </div>
        {typeof state === 'object' && <ErrorText>{state.error}</ErrorText>}
        <Button type="submit" className="justify-self-start" disabled={state === 'sending'}>
          {state === 'sending' ? 'Sending…' : 'Apply'}
        </Button>
      </form>
    </Page>
  );
}

type Loaded = { status: WaitlistApplicationStatus } | { error: string } | null;

function StatusView({
  keyValue,
  status,
  onChange,
}: {
  keyValue: string;
  status: WaitlistApplicationStatus;
  onChange(next: WaitlistApplicationStatus): void;
}) {
  const { client } = useSiteSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const act = async (call: () => Promise<Awaited<ReturnType<typeof client.run>>>) => {
    setBusy(true);
    setError(null);
    const result = await call();
    setBusy(false);
    if (result.success) onChange(result.data as WaitlistApplicationStatus);
    else setError(result.error);
  };
  const offer = status.offer;
  return (
    <div className="grid gap-4">
      <p>
        {status.name}, your application to <strong>{status.companyName}</strong>:{' '}
        <span data-testid="waitlist-status">{waitlistStatusLabel(status.status)}</span>.
      </p>
      {status.positions.length > 0 && (
        <ul className="grid gap-1" aria-label="Your positions">
          {status.positions.map((p) => (
            <li key={p.unitType}>
              {unitTypeLabel(p.unitType)}: position <strong>{p.position}</strong> of {p.of}
            </li>
          ))}
        </ul>
      )}
      <p className="text-muted-foreground">
        Aircraft: {status.aircraft.registration}, {status.aircraft.make} {status.aircraft.model} (wingspan{' '}
        {status.aircraft.wingspanFt} ft, tail {status.aircraft.tailHeightFt} ft).
      </p>
      {offer && (
        <section aria-labelledby="offer-heading" className="grid gap-2 rounded-md border p-3">
          <h2 id="offer-heading" className="font-semibold">
            {offer.status === 'open'
              ? 'A hangar is offered to you'
              : `Offer: ${offerStatusLabel(offer.status)}`}
          </h2>
          <p>
            {unitTypeLabel(offer.unitType)} {offer.unitNumber} at {offer.propertyName}
            {offer.doorWidthFt !== null && ` (door ${offer.doorWidthFt} × ${offer.doorHeightFt} ft)`}
            {offer.marketRentCents !== null &&
              `, ${formatMoney(offer.marketRentCents, { symbol: '$' })} a month`}
            .
          </p>
          {offer.status === 'open' && (
            <>
              <p>Answer by {new Date(offer.expiresUtc).toLocaleString()}.</p>
              <div className="flex flex-wrap gap-2">
                <Button
                  disabled={busy}
                  onClick={() =>
                    void act(() => client.run('WaitlistOfferAnswer', { key: keyValue }, { accept: true }))
                  }
                >
                  Accept the offer
                </Button>
                <Button
                  variant="outline"
                  disabled={busy}
                  onClick={() =>
                    void act(() => client.run('WaitlistOfferAnswer', { key: keyValue }, { accept: false }))
                  }
                >
                  Decline
                </Button>
              </div>
            </>
          )}
          {offer.status === 'accepted' && <p>The office drafts your lease and will be in touch.</p>}
        </section>
      )}
      {(status.status === 'waiting' || status.status === 'unconfirmed') && (
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={busy}
          onClick={() => void act(() => client.run('WaitlistApplicationWithdraw', { key: keyValue }))}
        >
          Withdraw my application
        </Button>
      )}
      <ErrorText>{error}</ErrorText>
    </div>
  );
}

function useApplication(key: string, confirm: boolean) {
  const { client } = useSiteSession();
  const [loaded, setLoaded] = useState<Loaded>(null);
  // Confirming changes the application: StrictMode's second effect run must reuse the first request.
  const request = useRef<{ key: string; done: Promise<Loaded> } | null>(null);
  useEffect(() => {
    if (request.current?.key !== key) {
      const call = confirm
        ? client.run('WaitlistApplicationConfirm', { key })
        : client.run('WaitlistApplicationStatus', { key });
      const done = call.then(unwrap).then(
        (status): Loaded => ({ status }),
        (error: Error): Loaded => ({ error: error.message }),
      );
      request.current = { key, done };
    }
    let live = true;
    void request.current.done.then((r) => live && setLoaded(r));
    return () => {
      live = false;
    };
  }, [client, key, confirm]);
  return [loaded, setLoaded] as const;
}

function ApplicationView({ confirm }: { confirm: boolean }) {
  const { key = '' } = useParams();
  const [loaded, setLoaded] = useApplication(key, confirm);
  return (
    <Page title={confirm ? 'Confirm your application' : 'Your waiting-list application'}>
      {loaded === null && <DelayedSpinner loading label="Opening your application" />}
      {loaded && 'error' in loaded && <ErrorText>{loaded.error}</ErrorText>}
      {loaded && 'status' in loaded && (
        <>
          {confirm && <p role="status">Thank you: your application is confirmed.</p>}
          <StatusView keyValue={key} status={loaded.status} onChange={(status) => setLoaded({ status })} />
          {confirm && (
            <p>
              Keep the e-mail: its link <Link to={`/waitlist/application/${key}`}>opens this page</Link>{' '}
              again.
            </p>
          )}
        </>
      )}
    </Page>
  );
}

/** `/waitlist/confirm/:key`. */
export function WaitlistConfirmPage() {
  usePageTitle('Confirm your application');
  return <ApplicationView confirm />;
}

/** `/waitlist/application/:key`. */
export function WaitlistApplicationPage() {
  usePageTitle('Your waiting-list application');
  return <ApplicationView confirm={false} />;
}
