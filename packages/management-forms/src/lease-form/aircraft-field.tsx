// The lease's "Aircraft stored": one of the aircraft of the people on the lease, or none recorded, each option
// with its fit through the unit's door, and the chosen one's margins below. Each person's aircraft are read on their own (`AircraftSearch` by
// contact); the hangar-use record reads the choice.
import type { AircraftListItem } from '@hangar/contracts';
import { alertMessageVariants, SimpleSelect, type SelectOption } from '@hangar/ui';
import { useCallback, useEffect, useState } from 'react';
import { useWatch, type FieldValues } from 'react-hook-form';
import { useOperation } from '../data';
import { BoundField, type FormControl } from '../lib/form-fields';
import { fitText } from '../rental-unit-list/rental-unit-list-rules';
import type { LeaseFormInput } from './lease-form-rules';

/** The value of "no aircraft recorded" in the select (its values are strings). */
const NONE = 'none';

function PartyAircraft({
  managementCompanyID,
  contactID,
  onList,
}: {
  managementCompanyID: number;
  contactID: number;
  onList(contactID: number, items: readonly AircraftListItem[]): void;
}) {
  const { data } = useOperation('AircraftSearch', { managementCompanyID, contactID, pageSize: 100 });
  useEffect(() => {
    if (data) onList(contactID, data.items);
  }, [data, contactID, onList]);
  return null;
}

/** Reads one aircraft's fit with the unit's door (`AircraftFit`) for the picker's options. */
function OptionFit({
  unitId,
  aircraftId,
  onFit,
}: {
  unitId: number;
  aircraftId: number;
  onFit(aircraftId: number, label: string): void;
}) {
  const { data: fit } = useOperation('AircraftFit', { unitId, aircraftId });
  useEffect(() => {
    if (fit) onFit(aircraftId, fitText(fit).label.toLowerCase());
  }, [fit, aircraftId, onFit]);
  return null;
}

/**
 * Whether the chosen aircraft goes through the unit's door (`AircraftFit`, by the company's clearance): fits,
 * tight or does not fit with the room to spare, and a warning (the lease still saves) when it does not.
 */
function DoorFitNote({ unitId, aircraftId }: { unitId: number; aircraftId: number }) {
  const { data: fit } = useOperation('AircraftFit', { unitId, aircraftId });
  const { label, detail } = fit ? fitText(fit) : { label: '', detail: '' };
  const type = !fit ? 'info' : fit.fits === 'no' ? 'warning' : fit.fits === 'tight' ? 'info' : 'success';
  return (
    <div data-slot="lease-form-aircraft-fit" role="status" aria-live="polite">
      {fit && (
        <p className={alertMessageVariants({ type })} data-fit={fit.fits}>
          <span>
            <strong>Door fit: {label}</strong> ({detail}).
            {fit.fits === 'no' && ' It will not go through this door; you can still save the lease.'}
          </span>
        </p>
      )}
    </div>
  );
}

/**
 * "Aircraft stored", bound to the form's `aircraftID`: none recorded, or one of the aircraft of the people on
 * the lease as the form holds them now.
 */
export function AircraftField<O extends FieldValues>({
  control,
  managementCompanyID,
  stored,
  error,
}: {
  control: FormControl<LeaseFormInput, O>;
  managementCompanyID: number;
  /** The stored aircraft's words (`N123AB, Cirrus SR22`), shown until the people's aircraft are read. */
  stored: { id: number; label: string } | null;
  error?: string;
}) {
  const parties = useWatch({ control, name: 'parties' });
  const unitID = useWatch({ control, name: 'unitID' });
  const aircraftID = useWatch({ control, name: 'aircraftID' });
  const contactIDs = [...new Set(parties.map((p) => p.contactID))];
  const [lists, setLists] = useState<ReadonlyMap<number, readonly AircraftListItem[]>>(new Map());
  const onList = useCallback(
    (contactID: number, items: readonly AircraftListItem[]) =>
      setLists((m) => new Map(m).set(contactID, items)),
    [],
  );
  const owned = contactIDs.flatMap((c) => lists.get(c) ?? []);
  const [fits, setFits] = useState<ReadonlyMap<number, string>>(new Map());
  const onFit = useCallback(
    (aircraftId: number, label: string) => setFits((m) => new Map(m).set(aircraftId, label)),
    [],
  );
  const optionsFor = (value: number | null): SelectOption[] => [
    { value: NONE, label: 'None recorded' },
    ...owned.map((a) => ({
      value: String(a.id),
      label: `${a.registration}, ${a.make} ${a.model} (${a.contactName})${fits.has(a.id) ? `: ${fits.get(a.id)}` : ''}`,
    })),
    ...(value !== null && !owned.some((a) => a.id === value)
      ? [{ value: String(value), label: stored?.id === value ? stored.label : `Aircraft ${value}` }]
      : []),
  ];
  return (
    <>
      {contactIDs.map((c) => (
        <PartyAircraft key={c} managementCompanyID={managementCompanyID} contactID={c} onList={onList} />
      ))}
      {unitID > 0 &&
        owned.map((a) => <OptionFit key={a.id} unitId={unitID} aircraftId={a.id} onFit={onFit} />)}
      <BoundField
        control={control}
        name="aircraftID"
        label="Aircraft stored"
        description="The aircraft this hangar keeps, one of the people's on the lease: the hangar-use record lists it."
        error={error}
        render={({ value, onChange, onBlur, disabled }) => (
          <SimpleSelect
            options={optionsFor(value)}
            value={value === null ? NONE : String(value)}
            onValueChange={(v) => onChange(v === NONE ? null : Number(v))}
            onOpenChange={(open) => !open && onBlur()}
            disabled={disabled}
          />
        )}
      />
      {unitID > 0 && aircraftID !== null && aircraftID !== undefined && (
        <DoorFitNote unitId={unitID} aircraftId={aircraftID} />
      )}
    </>
  );
}
