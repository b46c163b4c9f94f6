// RentalUnitForm: one rental unit: number (duplicate warning), building, type and its fields, rent, rooms or
// hangar fields, amenities, date available, listing, status and notes; delete with a confirmation.
import { UNIT_STATUSES, type Property, type PropertyListItem, type RentalUnit } from '@hangar/contracts';
import { DateInput, Field, FormSection, Input, SimpleSelect, Textarea } from '@hangar/ui';
import { Controller, useWatch } from 'react-hook-form';
import { useOperation, useResourceItem, useResourceList } from '../data';
import { escapeHtml } from '../lib/escape-html';
import { BoundField, SelectField, TagsField, type FormControl } from '../lib/form-fields';
import { RecordLoader, ResourceFormFrame } from '../lib/resource-form-frame';
import { useRecordEditor, type SavedInfo } from '../lib/use-record-editor';
import { useDebouncedValue } from '../lib/use-debounced-value';
import {
  emptyUnitValues,
  unitFormSchemaFor,
  unitNumberExistParams,
  unitValues,
  type UnitFormInput,
  type UnitFormOutput,
} from './rental-unit-form-rules';
import { UnitFields } from './unit-fields';

/** How long the unit number must stay unchanged before the duplicate check asks the server. */
export const UNIT_NUMBER_CHECK_DELAY_MS = 500;

const ENTERED_STATUSES = UNIT_STATUSES.filter(
  (s) => s.value === 'vacant' || s.value === 'occupied' || s.value === 'offline',
);

export type RentalUnitFormProps = {
  unit?: RentalUnit;
  /** Loads the unit (with loading and error states) when `unit` is not at hand. */
  unitID?: number;
  /** The property of a new unit. */
  propertyID?: number;
  /** The property's name, shown on a new unit's form. */
  propertyName?: string;
  onSaved?: (unit: RentalUnit) => void;
  onCancel?: () => void;
  onDeleted?: (unit: RentalUnit) => void;
  readOnly?: boolean;
  /** Shows Delete; the EditorHost's Delete right by default. */
  canDelete?: boolean;
  /** The note after a save (default "Unit {number} is saved."); null says nothing. */
  savedMessage?: (unit: RentalUnit, info: SavedInfo) => string | null;
};

/**
 * Edit `unit` (or the one `unitID` names), or add one to `propertyID`. A number another unit of the property
 * has is only warned about (the server has the last word). Needs a `ManagementProvider` above it.
 *
 * @example
 * <RentalUnitForm propertyID={301} onSaved={(u) => navigate(`/manageunitsfor/301/unit/${u.id}`)} />
 */
export function RentalUnitForm({ unit, unitID, ...props }: RentalUnitFormProps) {
  if (unit) return <UnitEditor key={unit.id} {...props} unit={unit} />;
  if (unitID !== undefined) return <UnitLoader {...props} unitID={unitID} />;
  return <UnitEditor key="new" {...props} />;
}

function UnitLoader({ unitID, ...props }: Omit<RentalUnitFormProps, 'unit'> & { unitID: number }) {
  return (
    <RecordLoader<RentalUnit>
      resource="rentalUnit"
      id={unitID}
      slot="rental-unit-form"
      loadingLabel="Loading the unit…"
    >
      {(data) => <UnitEditor key={data.id} {...props} unit={data} />}
    </RecordLoader>
  );
}

function UnitEditor({
  unit,
  propertyID: propertyProp,
  propertyName,
  onSaved,
  onCancel,
  onDeleted,
  readOnly: readOnlyProp,
  canDelete,
  savedMessage,
}: Omit<RentalUnitFormProps, 'unitID'>) {
  const propertyID = unit?.propertyID ?? propertyProp;
  if (propertyID === undefined) throw new Error('RentalUnitForm needs a unit or a propertyID');
  const editor = useRecordEditor('rentalUnit', unit, {
    schema: unitFormSchemaFor(Boolean(unit)),
    toValues: unitValues,
    emptyValues: () => emptyUnitValues(propertyID),
    nameOf: (u) => `Unit ${u.unitNumber}`,
    savedMessage,
    deleteQuestion: (u) => ({
      title: 'Delete unit?',
      message: `<p>Unit <b>${escapeHtml(u.unitNumber)}</b> of ${escapeHtml(u.propertyName)} will be deleted with its images and documents.</p>`,
    }),
    onSaved: (saved) => onSaved?.(saved),
    onDeleted,
    readOnly: readOnlyProp,
    canDelete,
  });
  const { resourceForm, readOnly, current } = editor;
  const { form } = resourceForm;
  const { control } = form;
  const { register } = form;
  const errors = form.formState.errors;

  return (
    <ResourceFormFrame slot="rental-unit-form" editor={editor} onCancel={onCancel}>
      <FormSection title="Unit" data-slot="rental-unit-form-main">
        <Controller
          control={control}
          name="propertyID"
          render={({ field: { value, onChange, onBlur, disabled } }) => (
            <PropertyField
              value={value}
              fallbackName={current?.propertyName ?? propertyName}
              onChange={onChange}
              onBlur={onBlur}
              disabled={Boolean(disabled)}
              error={errors.propertyID?.message}
            />
          )}
        />
        <div className="grid items-start gap-4 @md:grid-cols-2">
          <Field
            label="Unit number"
            required
            description="H-12, 3B, Office 2."
            error={errors.unitNumber?.message}
          >
            <Input autoComplete="off" {...register('unitNumber')} />
          </Field>
          <Field label="Building" error={errors.building?.message}>
            <Input autoComplete="off" {...register('building')} />
          </Field>
        </div>
        <DuplicateNumber control={control} propertyID={propertyID} unitID={unit?.id} check={!readOnly} />
        <Field label="Description" className="col-span-full" error={errors.description?.message}>
          <Textarea rows={3} {...register('description')} />
        </Field>
      </FormSection>

      <UnitFields readOnly={readOnly} />

      <FormSection title="Availability" data-slot="rental-unit-form-availability">
        <div className="grid items-start gap-4 @md:grid-cols-2">
          <SelectField
            control={control}
            name="status"
            label="Status"
            description={
              current && current.status !== current.enteredStatus
                ? `Leases make it “${UNIT_STATUSES.find((x) => x.value === current.status)?.label ?? current.status}” now.`
                : undefined
            }
            error={errors.status?.message}
            options={ENTERED_STATUSES}
          />
          <BoundField
            control={control}
            name="dateAvailable"
            label="Date available"
            error={errors.dateAvailable?.message}
            render={({ ref: _ref, ...field }) => <DateInput {...field} />}
          />
        </div>
        <TagsField
          control={control}
          name="amenities"
          label="Amenities"
          description={readOnly ? undefined : 'Enter or a comma adds one: bifold door, bathroom.'}
          error={errors.amenities?.message}
        />
        <Field label="Notes" className="col-span-full" error={errors.notes?.message}>
          <Textarea rows={3} {...register('notes')} />
        </Field>
      </FormSection>
    </ResourceFormFrame>
  );
}

/** Once typing pauses: a polite warning when another unit of the property has the number. */
function DuplicateNumber({
  control,
  propertyID,
  unitID,
  check,
}: {
  control: FormControl<UnitFormInput, UnitFormOutput>;
  propertyID: number;
  unitID: number | undefined;
  check: boolean;
}) {
  const [typed, chosen] = useWatch({ control, name: ['unitNumber', 'propertyID'] });
  const settled = useDebouncedValue(check ? (typed ?? '') : '', UNIT_NUMBER_CHECK_DELAY_MS);
  const params = unitNumberExistParams(chosen ?? propertyID, unitID, settled);
  const { data } = useOperation('RentalUnitFileAsExist', params);
  const taken = Boolean(params && data?.exists);
  return (
    <div data-slot="rental-unit-form-duplicate" role="status" className="col-span-full empty:hidden">
      {taken && (
        <p className="rounded-md border border-warning bg-warning px-3 py-2 text-sm text-warning-foreground">
          This property already has a unit {settled.trim()}. Saving will be refused unless you change the
          number.
        </p>
      )}
    </div>
  );
}

/** The unit's property: one of its company's properties (a unit moves by choosing another). */
function PropertyField({
  value,
  fallbackName,
  onChange,
  onBlur,
  disabled,
  error,
}: {
  value: number;
  fallbackName: string | undefined;
  onChange: (id: number) => void;
  onBlur: () => void;
  disabled: boolean;
  error: string | undefined;
}) {
  const { data: home } = useResourceItem<Property>('property', value);
  const company = home?.managementCompanyID;
  const list = useResourceList<PropertyListItem>(
    'property',
    company === undefined
      ? null
      : { managementCompanyID: company, active: 'all', sort: 'fileAs', pageSize: 100 },
  );
  const options = (list.data?.items ?? []).map((p) => ({ value: String(p.id), label: p.name }));
  if (!options.some((o) => o.value === String(value)))
    options.unshift({ value: String(value), label: home?.name ?? fallbackName ?? `Property ${value}` });
  return (
    <Field label="Property" error={error}>
      <SimpleSelect
        options={options}
        value={String(value)}
        onValueChange={(next) => onChange(Number(next))}
        onOpenChange={(open) => !open && onBlur()}
        disabled={disabled}
      />
    </Field>
  );
}
