// UnitBatchForm: several new units of one property at once: their numbers (a range or a list, previewed)
// and the fields they share, saved in one call (RentalUnitSave).
import type { RentalUnitListItem } from '@hangar/contracts';
import { Field, FormActions, FormSection, Input } from '@hangar/ui';
import { useSWRConfig } from 'swr';
import { useWatch, FormProvider, type FieldValues } from 'react-hook-form';
import type { FormControl } from '../lib/form-fields';
import { z } from 'zod';
import { useDataProvider, useResourceForm, type DataResult } from '../data';
import { isCallKey, isListKeyOf } from '../data/keys';
import { ServerError } from '../lib/server-submit';
import {
  clearOtherTypeFields,
  emptyUnitValues,
  unitFieldShapes,
  type UnitFormInput,
} from '../rental-unit-form/rental-unit-form-rules';
import { UnitFields } from '../rental-unit-form/unit-fields';
import { previewText, UNIT_NUMBERS_HINT, unitNumbersFrom } from './unit-batch-rules';

const unitNumbersField = z.string().transform((text, ctx) => {
  const result = unitNumbersFrom(text);
  if (!result.ok) {
    ctx.addIssue({ code: 'custom', message: result.error });
    return z.NEVER;
  }
  if (result.numbers.length === 0) {
    ctx.addIssue({ code: 'custom', message: 'Name the units to add' });
    return z.NEVER;
  }
  return result.numbers;
});

/** The batch form's schema; its output is `RentalUnitSave`'s body. */
export const unitBatchFormSchema = z
  .object({ ...unitFieldShapes, unitNumbers: unitNumbersField })
  .transform(({ unitNumbers, ...defaults }) => ({ unitNumbers, defaults: clearOtherTypeFields(defaults) }));

type BatchInput = Omit<UnitFormInput, 'unitNumber' | 'version'> & { unitNumbers: string };
type BatchAnswer = { items: RentalUnitListItem[] };

export type UnitBatchFormProps = {
  propertyID: number;
  /** After the units were added, with their list rows. */
  onSaved?: (items: RentalUnitListItem[]) => void;
  onCancel?: () => void;
};

/**
 * Adds several units to `propertyID` in one call: `H-1 to H-12` or `B-3, B-4`, previewed as typed, with the
 * type, size, rent, hangar fields and listing they share. A refusal (a number that exists) shows the server's
 * message and keeps everything typed. Needs a `ManagementProvider` above it.
 *
 * @example
 * <UnitBatchForm propertyID={301} onSaved={(items) => alerts.success(`${items.length} units added`)} />
 */
export function UnitBatchForm({ propertyID, onSaved, onCancel }: UnitBatchFormProps) {
  const provider = useDataProvider();
  const { mutate } = useSWRConfig();
  const { unitNumber: _n, ...defaults } = emptyUnitValues(propertyID);
  const { form, submit, serverError, isSaving, readOnly, isDirty } = useResourceForm({
    schema: unitBatchFormSchema,
    defaultValues: { ...defaults, unitNumbers: '' } satisfies BatchInput,
    onSubmit: async (body): Promise<DataResult<BatchAnswer>> => {
      const result = await provider.run('RentalUnitSave', {}, body);
      if (result.ok) {
        void mutate(isListKeyOf('rentalUnit'));
        void mutate(isListKeyOf('property'));
        void mutate(isCallKey);
      }
      return result;
    },
    onSaved: (answer) => onSaved?.(answer.items),
  });
  const { control } = form;
  const errors = form.formState.errors;

  return (
    <FormProvider {...form}>
      <form
        data-slot="unit-batch-form"
        data-dirty={isDirty}
        noValidate
        aria-busy={isSaving || undefined}
        className="@container grid max-w-3xl min-w-0 gap-8"
        onSubmit={(event) => void submit(event)}
      >
        <FormSection title="Unit numbers" data-slot="unit-batch-form-numbers">
          <Field
            label="Units to add"
            required
            description={UNIT_NUMBERS_HINT}
            error={errors.unitNumbers?.message}
          >
            <Input autoComplete="off" placeholder="H-1 to H-12" {...form.register('unitNumbers')} />
          </Field>
          <NumbersPreview control={control} />
        </FormSection>
        <UnitFields readOnly={readOnly} />
        <ServerError slot="unit-batch-form" message={serverError} />
        <FormActions
          pending={isSaving}
          readOnly={readOnly}
          onCancel={onCancel}
          onBack={onCancel}
          labels={{ save: 'Add the units' }}
        />
      </form>
    </FormProvider>
  );
}

/** What the text names, as it is typed: the count and the numbers, or why it names none. */
function NumbersPreview({ control }: { control: FormControl<BatchInput, FieldValues> }) {
  const text = useWatch({ control, name: 'unitNumbers' }) ?? '';
  const result = unitNumbersFrom(text);
  return (
    <p data-slot="unit-batch-form-preview" role="status" className="col-span-full text-sm empty:hidden">
      {result.ok && result.numbers.length > 0
        ? `${result.numbers.length} ${result.numbers.length === 1 ? 'unit' : 'units'}: ${previewText(result.numbers)}`
        : !result.ok && text.trim()
          ? result.error
          : ''}
    </p>
  );
}
