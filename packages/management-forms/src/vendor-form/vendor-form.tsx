// VendorForm: one form for an individual or a company vendor: names, addresses, phones, e-mails (the contact's
// pieces), categories, account, status, insurance certificates, tax (SSN or EIN, 1099, W-9) and license.
import {
  VENDOR_CATEGORIES,
  VENDOR_STATUSES,
  type ContactKind,
  type Vendor,
  type VendorCategory,
} from '@hangar/contracts';
import { Field, FormSection, Input, Textarea, UrlInput, ErrorText } from '@hangar/ui';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { ContactMethods } from '../contact-methods';

import { CheckList } from '../lib/check-list';
import { escapeHtml } from '../lib/escape-html';
import { BoundField, DateField, SelectField, SwitchField, TaxIdField } from '../lib/form-fields';
import { RecordForm, ResourceFormFrame } from '../lib/resource-form-frame';
import { useRecordEditor, type SavedInfo } from '../lib/use-record-editor';
import { InsuranceCertificates } from './insurance-certificates';
import { useVendorDocuments, VendorDocumentField } from './vendor-document-field';
import {
  emptyVendorValues,
  localToday,
  vendorBody,
  vendorFormSchema,
  vendorValues,
} from './vendor-form-rules';

export type VendorFormProps = {
  /** The vendor to edit. */
  vendor?: Vendor;
  /** Loads the vendor to edit (with loading and error states) when `vendor` is not at hand. */
  vendorID?: number;
  /** The kind of a new vendor; an existing one keeps its own. */
  kind?: ContactKind;
  /** The company a new vendor belongs to (an existing one names its own). */
  managementCompanyID?: number;
  /**
   * After a save, with the stored vendor; `addAnother` when "Save and add another" was pressed. A new
   * vendor's form turns into its edit form (its documents can then be uploaded).
   */
  onSaved?: (vendor: Vendor, options: { addAnother: boolean }) => void;
  /** Shows Cancel (Back when read-only). */
  onCancel?: () => void;
  /** After the vendor was deleted. */
  onDeleted?: (vendor: Vendor) => void;
  /** Shows "Save and add another" on a new vendor's form. */
  saveAndAddAnother?: boolean;
  /** Shows the vendor without a way to change it (on top of the ManagementProvider's switch). */
  readOnly?: boolean;
  /** Shows Delete; the EditorHost's Delete right by default. */
  canDelete?: boolean;
  /** The note after a save (default "{file as} is saved."); null says nothing. */
  savedMessage?: (vendor: Vendor, info: SavedInfo) => string | null;
  /** Today as `YYYY-MM-DD`, for the insurance states (defaults to the viewer's today). */
  today?: string;
};

/**
 * Edit `vendor` (or the one `vendorID` names), or make a new vendor of `kind` for `managementCompanyID`.
 * Saves through `useResourceMutations('vendor')`: a POST of the body with its `kind`, or a PUT with the
 * `version` read. The tax id is only ever shown masked; typing a new one replaces it. Needs a
 * `ManagementProvider` above it.
 *
 * @example
 * <VendorForm kind="company" managementCompanyID={1} onSaved={(v) => navigate(`/vendors/1/editc/${v.id}`)} />
 */
export function VendorForm({ vendor, vendorID, onSaved, ...props }: VendorFormProps) {
  return (
    <RecordForm<Vendor>
      record={vendor}
      recordID={vendorID}
      resource="vendor"
      slot="vendor-form"
      loadingLabel="Loading the vendor…"
      onSaved={onSaved}
      editor={(current, saved) => <VendorEditor {...props} vendor={current} onSaved={saved} />}
    />
  );
}

const STATUS_OPTIONS = VENDOR_STATUSES.map(({ value, label }) => ({ value, label }));
const CATEGORY_ITEMS = VENDOR_CATEGORIES.map((c, index) => ({ id: index + 1, label: c.label }));
const categoryAt = (id: number): VendorCategory => VENDOR_CATEGORIES[id - 1]!.value;
const categoryId = (value: string) => VENDOR_CATEGORIES.findIndex((c) => c.value === value) + 1;

function VendorEditor({
  vendor,
  kind: kindProp = 'company',
  managementCompanyID: companyProp,
  onSaved,
  onCancel,
  onDeleted,
  saveAndAddAnother = false,
  readOnly: readOnlyProp,
  canDelete,
  savedMessage,
  today: todayProp,
}: Omit<VendorFormProps, 'vendorID'>) {
  const kind = vendor?.kind ?? kindProp;
  const managementCompanyID = vendor?.managementCompanyID ?? companyProp;
  if (managementCompanyID === undefined)
    throw new Error('VendorForm needs a vendor or a managementCompanyID');
  const today = useMemo(() => todayProp ?? localToday(), [todayProp]);
  const editor = useRecordEditor('vendor', vendor, {
    schema: vendorFormSchema(kind, Boolean(vendor)),
    toValues: vendorValues,
    emptyValues: () => emptyVendorValues(kind, managementCompanyID),
    toBody: vendorBody,
    nameOf: (v) => v.fileAs,
    savedMessage,
    deleteQuestion: (v) => ({
      title: 'Delete vendor?',
      message: `<p><b>${escapeHtml(v.fileAs)}</b> will be deleted with its certificates, tax and license details.</p>`,
    }),
    onSaved: (saved, { addAnother }) => onSaved?.(saved, { addAnother }),
    onDeleted,
    readOnly: readOnlyProp,
    saveAndAddAnother,
    canDelete,
  });
  const { resourceForm, readOnly, current } = editor;
  const { form } = resourceForm;
  const documents = useVendorDocuments(vendor?.id);
  const { control } = form;
  const { register, formState } = form;
  const errors = formState.errors;

  return (
    <ResourceFormFrame slot="vendor-form" data-kind={kind} editor={editor} onCancel={onCancel}>
      {kind === 'individual' ? (
        <FormSection title="Name" data-slot="vendor-form-name">
          <Field label="First name" error={errors.firstName?.message}>
            <Input autoComplete="off" {...register('firstName')} />
          </Field>
          <Field label="Last name" error={errors.lastName?.message}>
            <Input autoComplete="off" {...register('lastName')} />
          </Field>
          <Field
            label="Business name"
            description="The name they trade under (optional)."
            error={errors.companyName?.message}
          >
            <Input autoComplete="off" {...register('companyName')} />
          </Field>
        </FormSection>
      ) : (
        <FormSection title="Company" data-slot="vendor-form-company">
          <Field label="Company name" required error={errors.companyName?.message}>
            <Input autoComplete="off" {...register('companyName')} />
          </Field>
          <Field
            label="Legal name"
            description="As on contracts, if different."
            error={errors.legalName?.message}
          >
            <Input autoComplete="off" {...register('legalName')} />
          </Field>
        </FormSection>
      )}

      <FormSection title="Vendor" data-slot="vendor-form-vendor">
        <Controller
          control={control}
          name="categories"
          render={({ field }) => (
            <div className="col-span-full">
              <CheckList
                slot="vendor-form-categories"
                legend="Categories"
                description="Every kind of work they do; the list filters by them."
                items={CATEGORY_ITEMS}
                value={(field.value ?? []).map(categoryId)}
                onChange={(ids) => field.onChange(ids.map(categoryAt))}
                onBlur={field.onBlur}
                disabled={field.disabled}
                emptyText="No categories."
                scroll
              />
              {errors.categories?.message && (
                <ErrorText className="mt-2">{errors.categories.message}</ErrorText>
              )}
            </div>
          )}
        />
        <SelectField
          control={control}
          name="status"
          label="Status"
          options={STATUS_OPTIONS}
          error={errors.status?.message}
        />
        <SwitchField
          control={control}
          name="isPreferred"
          label="Preferred vendor"
          description="Offered first when work is assigned."
        />
        <Field
          label="Account number"
          description="Our account with them."
          error={errors.accountNumber?.message}
        >
          <Input autoComplete="off" {...register('accountNumber')} />
        </Field>
        <BoundField
          control={control}
          name="website"
          label="Website"
          error={errors.website?.message}
          render={({ ref: _ref, value, ...field }) => <UrlInput {...field} value={(value as string) ?? ''} />}
        />
        <Field label="Vendor notes" className="col-span-full" error={errors.vendorNotes?.message}>
          <Textarea rows={3} {...register('vendorNotes')} />
        </Field>
      </FormSection>

      <ContactMethods readOnly={readOnly} slot="vendor-form" />

      <InsuranceCertificates readOnly={readOnly} vendorID={vendor?.id} documents={documents} today={today} />

      <FormSection
        title="Tax"
        description="The tax id is stored encrypted and only its last four digits are ever shown."
        data-slot="vendor-form-tax"
      >
        <TaxIdField
          label={kind === 'company' ? 'EIN or SSN' : 'SSN or EIN'}
          masked={current?.taxIdMasked}
          none="An SSN (123-45-6789) or EIN (12-3456789), 9 digits."
          error={errors.taxId?.message}
          registration={register('taxId')}
        />
        <SwitchField
          control={control}
          name="is1099"
          label="Gets a 1099"
          description="Payments are reported on Form 1099-NEC."
        />
        <DateField
          control={control}
          name="w9ReceivedDate"
          label="W-9 received"
          error={errors.w9ReceivedDate?.message}
          nullable
        />
        <Controller
          control={control}
          name="w9DocumentID"
          render={({ field }) => (
            <VendorDocumentField
              slot="vendor-form-w9-document"
              label="W-9 document"
              noun="W-9"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              disabled={field.disabled}
              readOnly={readOnly}
              vendorID={vendor?.id}
              documents={documents}
              error={errors.w9DocumentID?.message}
            />
          )}
        />
      </FormSection>

      <FormSection title="License" data-slot="vendor-form-license">
        <Field label="License number" error={errors.licenseNumber?.message}>
          <Input autoComplete="off" {...register('licenseNumber')} />
        </Field>
        <Field
          label="License state"
          description="Where it was issued: TX."
          error={errors.licenseState?.message}
        >
          <Input autoComplete="off" {...register('licenseState')} />
        </Field>
        <DateField
          control={control}
          name="licenseExpires"
          label="License expires"
          error={errors.licenseExpires?.message}
          nullable
        />
      </FormSection>
    </ResourceFormFrame>
  );
}
