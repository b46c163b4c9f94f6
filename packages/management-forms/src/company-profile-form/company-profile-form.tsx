// CompanyProfileForm: a management company's profile: names, tax id, addresses, phones, e-mails, web, time zone.
import { mgmtCoUpdateSchema, type MgmtCo } from '@hangar/contracts';
import {
  Combobox,
  DelayedSpinner,
  Field,
  FormActions,
  FormSection,
  Input,
  Switch,
  UrlInput,
} from '@hangar/ui';
import { useMemo } from 'react';
import { Controller, FormProvider } from 'react-hook-form';
import { ContactMethods } from '../contact-methods';
import {
  useDataProvider,
  useResourceForm,
  useResourceItem,
  useResourceMutations,
  type DataResult,
} from '../data';
import { LoadFailure, SavedNote } from '../lib/screen-states';
import { ServerError } from '../lib/server-submit';
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
};

/**
 * The management company's profile page: the names, tax id, addresses, phones, e-mails, web address and time
 * zone of `managementCompanyID`, loaded and then edited in place. `canDeactivate` adds the Active switch
 * (only a system administrator may switch a company off). Needs a `ManagementProvider` above it.
 */
export function CompanyProfileForm({ managementCompanyID, ...props }: CompanyProfileFormProps) {
  const { data, error, isLoading, mutate } = useResourceItem<MgmtCo>('company', managementCompanyID);
  if (data?.id === managementCompanyID)
    return <CompanyProfileEditor key={data.id} company={data} {...props} />;
  if (error)
    return <LoadFailure slot="company-profile-form" message={error.message} onRetry={() => void mutate()} />;
  return (
    <DelayedSpinner
      data-slot="company-profile-form-loading"
      loading={isLoading || !data}
      label="Loading the company profile…"
    />
  );
}

type EditorProps = Omit<CompanyProfileFormProps, 'managementCompanyID'> & { company: MgmtCo };

function CompanyProfileEditor({ company, canDeactivate = false, readOnly, onSaved, onCancel }: EditorProps) {
  const provider = useDataProvider();
  const { update } = useResourceMutations('company');
  const { form, submit, serverError, isSaving, savedAt, record, ...state } = useResourceForm({
    schema: mgmtCoUpdateSchema,
    defaultValues: companyValues(company),
    onSubmit: (values) => update<MgmtCo>(company.id, companyBody(values)),
    reload: () => provider.getOne<MgmtCo>('company', company.id) as Promise<DataResult<MgmtCo>>,
    toValues: companyValues,
    onSaved: (saved) => onSaved?.(saved),
    readOnly,
  });
  const current = record ?? company;
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const zones = useMemo(() => timeZoneOptions(company.timeZone), [company.timeZone]);
  const ro = state.readOnly;

  return (
    <form
      data-slot="company-profile-form"
      data-state={ro ? 'read-only' : 'editable'}
      data-dirty={state.isDirty}
      noValidate
      className="@container grid max-w-3xl gap-8"
      onSubmit={submit}
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
        <Field
          label="Tax id (EIN)"
          description={
            current.taxIdMasked
              ? `Stored: ${current.taxIdMasked}. Type a new one to replace it; leave it empty to keep it.`
              : 'None stored. 9 digits, such as 12-3456789.'
          }
          error={errors.taxId?.message}
        >
          <Input
            autoComplete="off"
            inputMode="numeric"
            placeholder={current.taxIdMasked ?? undefined}
            {...register('taxId')}
          />
        </Field>
      </FormSection>

      <FormProvider {...form}>
        <ContactMethods readOnly={ro} slot="company-profile-form" />
      </FormProvider>

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

      <ServerError slot="company-profile-form" message={serverError} />
      <SavedNote slot="company-profile-form" savedAt={savedAt} />
      <FormActions pending={isSaving} readOnly={ro} onCancel={onCancel} onBack={onCancel} />
    </form>
  );
}
