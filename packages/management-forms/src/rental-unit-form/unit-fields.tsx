// The fields a unit shares with a batch of new units: type, size, rent, rooms or hangar fields, listing.
import { ENCLOSURES, FLOORS, POWER, UNIT_TYPES } from '@hangar/contracts';
import { Field, FormSection, Input, MoneyInput, SimpleSelect, Switch, Textarea } from '@hangar/ui';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { BoundField, SelectField } from '../lib/form-fields';
import { showsDwellingFields, showsHangarFields, type UnitFormInput } from './rental-unit-form-rules';

const NONE = 'none-chosen';

/** A select of `options` where '' is "Not recorded". */
function ChoiceField({
  name,
  label,
  options,
}: {
  name: 'floor' | 'power' | 'enclosure';
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  const { control } = useFormContext<UnitFormInput>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange, onBlur, disabled } }) => (
        <Field label={label}>
          <SimpleSelect
            // A long choice is cut short in its column rather than spilling over the next select.
            className="w-full min-w-0"
            options={[{ value: NONE, label: 'Not recorded' }, ...options]}
            value={value === '' ? NONE : value}
            onValueChange={(next) => onChange(next === NONE ? '' : next)}
            onOpenChange={(open) => !open && onBlur()}
            disabled={disabled}
          />
        </Field>
      )}
    />
  );
}

/**
 * Type, size, rent, then bedrooms and baths for dwellings or door, depth, floor, power, heat and enclosure
 * for hangars and tie-downs (the other type's fields are not shown, and the save clears them), then listing.
 */
export function UnitFields({ readOnly }: { readOnly: boolean }) {
  const { control, register, formState } = useFormContext<UnitFormInput>();
  const errors = formState.errors;
  const [type, isListed] = useWatch({ control, name: ['type', 'isListed'] });
  return (
    <>
      <FormSection title="What it is" data-slot="unit-fields-kind">
        <SelectField
          control={control}
          name="type"
          label="Type"
          error={errors.type?.message}
          options={UNIT_TYPES}
        />
        <div className="grid items-start gap-4 @md:grid-cols-2">
          <Field label="Size (sq ft)" error={errors.squareFeet?.message}>
            <Input inputMode="numeric" autoComplete="off" {...register('squareFeet')} />
          </Field>
          <BoundField
            control={control}
            name="marketRentCents"
            label="Market rent (monthly)"
            error={errors.marketRentCents?.message}
            render={({ ref: _ref, ...field }) => <MoneyInput {...field} />}
          />
        </div>
      </FormSection>

      {showsDwellingFields(type) && (
        <FormSection title="Rooms" data-slot="unit-fields-rooms">
          <div className="grid items-start gap-4 @md:grid-cols-2">
            <Field label="Bedrooms" error={errors.bedrooms?.message}>
              <Input inputMode="numeric" autoComplete="off" {...register('bedrooms')} />
            </Field>
            <Field label="Bathrooms" description="Half baths count: 1.5." error={errors.bathrooms?.message}>
              <Input inputMode="decimal" autoComplete="off" {...register('bathrooms')} />
            </Field>
          </div>
        </FormSection>
      )}

      {showsHangarFields(type) && (
        <FormSection title="Hangar" data-slot="unit-fields-hangar">
          <div className="grid items-start gap-4 @md:grid-cols-3">
            <Field label="Door width (ft)" error={errors.doorWidthFt?.message}>
              <Input inputMode="decimal" autoComplete="off" {...register('doorWidthFt')} />
            </Field>
            <Field label="Door height (ft)" error={errors.doorHeightFt?.message}>
              <Input inputMode="decimal" autoComplete="off" {...register('doorHeightFt')} />
            </Field>
            <Field label="Depth (ft)" error={errors.depthFt?.message}>
              <Input inputMode="decimal" autoComplete="off" {...register('depthFt')} />
            </Field>
          </div>
          <div className="grid items-start gap-4 @md:grid-cols-3 [&>*]:min-w-0">
            <ChoiceField name="floor" label="Floor" options={FLOORS} />
            <ChoiceField name="power" label="Power" options={POWER} />
            <ChoiceField name="enclosure" label="Enclosure" options={ENCLOSURES} />
          </div>
          <Controller
            control={control}
            name="heated"
            render={({ field: { value, onChange, onBlur, disabled, ref } }) => (
              <Field label="Heated">
                <Switch
                  ref={ref}
                  checked={value}
                  onCheckedChange={onChange}
                  onBlur={onBlur}
                  disabled={disabled}
                />
              </Field>
            )}
          />
        </FormSection>
      )}

      <FormSection title="Listing" data-slot="unit-fields-listing">
        <Controller
          control={control}
          name="isListed"
          render={({ field: { value, onChange, onBlur, disabled, ref } }) => (
            <Field label="Listed" description="Listed units show on the public listings page.">
              <Switch
                ref={ref}
                checked={value}
                onCheckedChange={onChange}
                onBlur={onBlur}
                disabled={disabled}
              />
            </Field>
          )}
        />
        {(isListed || readOnly) && (
          <Field label="Listing text" className="col-span-full" error={errors.listingText?.message}>
            <Textarea rows={3} {...register('listingText')} />
          </Field>
        )}
      </FormSection>
    </>
  );
}
