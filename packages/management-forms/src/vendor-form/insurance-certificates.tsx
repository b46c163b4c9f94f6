// The insurance certificates of a vendor form: repeatable rows (type, insurer, policy, coverage, dates, the
// certificate document) each with its state, and the vendor's overall state above them.
import { INSURANCE_TYPES, type Attachment } from '@hangar/contracts';
import { Button, Field, FormSection, Input, ErrorText } from '@hangar/ui';
import { useEffect, useRef } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch, type FieldErrors } from 'react-hook-form';
import type { ResourceQuery } from '../data';
import { DateField, MoneyField, SelectField } from '../lib/form-fields';
import { InsuranceBadge, InsuranceStatus } from './insurance-badge';
import { VendorDocumentField } from './vendor-document-field';
import {
  blankCertificate,
  certificateStateOn,
  insuranceOfRows,
  type VendorFormInput,
} from './vendor-form-rules';

const TYPE_OPTIONS = INSURANCE_TYPES.map(({ value, label }) => ({ value, label }));

export type InsuranceCertificatesProps = {
  readOnly: boolean;
  /** The saved vendor's id (certificate documents are uploaded to it). */
  vendorID: number | undefined;
  documents: ResourceQuery<{ items: Attachment[] }>;
  /** Today as `YYYY-MM-DD` (the states are worked out for it). */
  today: string;
};

/** The certificates with "Add a certificate", each removable; the vendor's state on top. */
export function InsuranceCertificates({ readOnly, vendorID, documents, today }: InsuranceCertificatesProps) {
  const { control, register, formState } = useFormContext<VendorFormInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'insurance' });
  const rows = useWatch({ control, name: 'insurance' }) ?? [];
  const overall = insuranceOfRows(rows, today);
  const errors = formState.errors.insurance as FieldErrors<VendorFormInput>['insurance'];
  const rootRef = useRef<HTMLFieldSetElement>(null);
  const focusIndex = useRef<number | null>(null);
  useEffect(() => {
    if (focusIndex.current === null) return;
    rootRef.current?.querySelector<HTMLElement>(`[name="insurance.${focusIndex.current}.insurer"]`)?.focus();
    focusIndex.current = null;
  });
  const listError = (errors as { message?: string; root?: { message?: string } } | undefined)?.root?.message;

  return (
    <FormSection
      ref={rootRef}
      title="Insurance"
      description="Certificates of insurance. A type’s latest certificate counts; one expiring within 30 days needs attention."
      columns={1}
      data-slot="vendor-form-insurance"
    >
      <InsuranceStatus state={overall.state} expires={overall.expires} slot="vendor-form-insurance-status" />
      {fields.map((entry, index) => {
        const legend = `Certificate ${index + 1}`;
        const e = errors?.[index];
        const state = certificateStateOn(rows[index]?.expiryDate, today);
        return (
          <fieldset
            key={entry.id}
            data-slot="vendor-form-certificate"
            data-state={state ?? 'undated'}
            className="col-span-full grid min-w-0 gap-4 rounded-md border p-4"
          >
            <legend className="flex items-center gap-2 px-1 text-sm font-medium">
              {legend}
              {state && <InsuranceBadge state={state} />}
            </legend>
            <div className="grid items-start gap-4 @md:grid-cols-2">
              <SelectField
                control={control}
                name={`insurance.${index}.type`}
                label="Type"
                options={TYPE_OPTIONS}
                error={e?.type?.message}
              />
              <Field label="Insurer" error={e?.insurer?.message}>
                <Input autoComplete="off" {...register(`insurance.${index}.insurer`)} />
              </Field>
              <Field label="Policy number" error={e?.policyNumber?.message}>
                <Input autoComplete="off" {...register(`insurance.${index}.policyNumber`)} />
              </Field>
              <MoneyField
                control={control}
                name={`insurance.${index}.coverageCents`}
                label="Coverage amount"
                error={e?.coverageCents?.message}
              />
              <DateField
                control={control}
                name={`insurance.${index}.effectiveDate`}
                label="Effective date"
                error={e?.effectiveDate?.message}
                nullable
              />
              <DateField
                control={control}
                name={`insurance.${index}.expiryDate`}
                label="Expiry date"
                error={e?.expiryDate?.message}
                required
              />
            </div>
            <Controller
              control={control}
              name={`insurance.${index}.documentID`}
              render={({ field }) => (
                <VendorDocumentField
                  slot="vendor-form-certificate-document"
                  label="Certificate document"
                  noun="certificate"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={field.disabled}
                  readOnly={readOnly}
                  vendorID={vendorID}
                  documents={documents}
                  error={e?.documentID?.message}
                />
              )}
            />
            {!readOnly && (
              <div>
                <Button
                  data-slot="vendor-form-certificate-remove"
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => remove(index)}
                >
                  Remove<span className="sr-only"> {legend.toLowerCase()}</span>
                </Button>
              </div>
            )}
          </fieldset>
        );
      })}
      {fields.length === 0 && (
        <p className="col-span-full text-sm text-muted-foreground">No certificate yet.</p>
      )}
      <ErrorText className="col-span-full">{listError}</ErrorText>
      {!readOnly && (
        <div className="col-span-full">
          <Button
            data-slot="vendor-form-certificate-add"
            type="button"
            variant="outline"
            size="sm"
            onClick={() => {
              focusIndex.current = fields.length;
              append(blankCertificate(rows), { shouldFocus: false });
            }}
          >
            Add a certificate
          </Button>
        </div>
      )}
    </FormSection>
  );
}
