// CompanyProfileForm: a management company's profile: names, tax id, addresses, phones, e-mails, web, time zone.
import { mgmtCoUpdateSchema, type MgmtCo } from '@hangar/contracts';
import { Combobox, Field, FormSection, Input, Switch, UrlInput } from '@hangar/ui';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { TaxIdField } from '../lib/form-fields';
import { ContactMethods } from '../contact-methods';

import { RecordLoader, ResourceFormFrame } from '../lib/resource-form-frame';
import { SavedNote } from '../lib/screen-states';
import { useRecordEditor, type SavedInfo } from '../lib/use-record-editor';

import { companyBody, companyValues, DEFAULT_TIME_ZONE, timeZoneOptions } from './company-profile-rules';

export type CompanyProfileFormProps = {
  managementCompanyID: number;
  /** Shows the Active switch: only a system administrator may switch a company off. */
  canDeactivate?: boolean;
  /** Shows the profile without a way to change it (on top of the ManagementProvider's switch). */
  readOnly?: boolean;
  /** After a save, with the stored company. */
  onSaved?: (company: MgmtCo) => void;
  /** Shows Cancel. */
  onCancel?: () => void;
  /** The note after a save (default "The profile of {name} is saved."); null says nothing. */
  savedMessage?: (company: MgmtCo, info: SavedInfo) => string | null;
};

/**
 * The management company's profile page: the names, tax id, addresses, phones, e-mails, web address and time
 * zone of `managementCompanyID`, loaded and then edited in place. `canDeactivate` adds the Active switch
 * (only a system administrator may switch a company off). Needs a `ManagementProvider` above it.
 */
export function CompanyProfileForm({ managementCompanyID, ...props }: CompanyProfileFormProps) {
  return (
    <RecordLoader<MgmtCo>
      resource="company"
      id={managementCompanyID}
      slot="company-profile-form"
      loadingLabel="Loading the company profile…"
    >
      {(data) => <CompanyProfileEditor key={data.id} company={data} {...props} />}
    </RecordLoader>
  );
}

type EditorProps = Omit<CompanyProfileFormProps, 'managementCompanyID'> & { company: MgmtCo };

function CompanyProfileEditor({
  company,
  canDeactivate = false,
  readOnly,
  onSaved,
  onCancel,
  savedMessage,
}: EditorProps) {
  const editor = useRecordEditor('company', company, {
    schema: mgmtCoUpdateSchema,
    toValues: companyValues,
    emptyValues: () => companyValues(company),
    toBody: companyBody,
    nameOf: (c) => `The profile of ${c.fileAs}`,
    savedMessage,
    onSaved: (saved) => onSaved?.(saved),
    readOnly,
  });
  const { resourceForm, readOnly: ro } = editor;
  const { form, savedAt } = resourceForm;
  const current = editor.current ?? company;
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const zones = useMemo(() => timeZoneOptions(company.timeZone), [company.timeZone]);

  return (
    <ResourceFormFrame
      slot="company-profile-form"
      editor={editor}
      className="@container grid max-w-3xl gap-8"
      onCancel={onCancel}
      footer={<SavedNote slot="company-profile-form" savedAt={savedAt} />}
    >
      <FormSection title="Company">
        <Field label="Name" required error={errors.name?.message}>
          <Input autoComplete="organization" {...register('name')} />
        </Field>
        <Field label="Legal name" error={errors.legalName?.message}>
          <Input {...register('legalName')} />
        </Field>
        <Field
          label="File as"
          description="How the company is sorted in lists; the name when empty."
          error={errors.fileAs?.message}
        >
          <Input {...register('fileAs')} />
        </Field>
        <TaxIdField
          label="Tax id (EIN)"
          masked={current.taxIdMasked}
          none="9 digits, such as 12-3456789."
          error={errors.taxId?.message}
          registration={register('taxId')}
        />
      </FormSection>

      <ContactMethods readOnly={ro} slot="company-profile-form" />

      <FormSection title="Web and time">
        <Controller
          control={control}
          name="website"
          render={({ field: { value, ...field }, fieldState }) => (
            <Field label="Website" description="Such as alphahangar.com" error={fieldState.error?.message}>
              <UrlInput {...field} value={value ?? ''} />
            </Field>
          )}
        />
        <Controller
          control={control}
          name="timeZone"
          render={({ field: { value, ref: _ref, ...field }, fieldState }) => (
            <Field
              label="Time zone"
              description="Dates, due days and reminders follow it."
              error={fieldState.error?.message}
            >
              <Combobox {...field} options={zones} value={value ?? DEFAULT_TIME_ZONE} />
            </Field>
          )}
        />
      </FormSection>

      {canDeactivate && (
        <FormSection title="Status" columns={1}>
          <Controller
            control={control}
            name="isActive"
            render={({ field: { value, onChange, ref: _ref, ...field }, fieldState }) => (
              <Field
                label="Active"
                description="An inactive company's users cannot sign in, and its pages are read only."
                error={fieldState.error?.message}
              >
                <Switch {...field} checked={value ?? true} onCheckedChange={onChange} />
              </Field>
            )}
          />
        </FormSection>
      )}
    </ResourceFormFrame>
  );
}
