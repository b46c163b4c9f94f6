// CompanyProfileForm: a management company's profile: names, tax id, addresses, phones, e-mails, web, time zone.
import { ADDRESS_TYPES, EMAIL_TYPES, mgmtCoUpdateSchema, PHONE_TYPES, type MgmtCo } from '@hangar/contracts';
import {
  AddressFields,
  Button,
  Checkbox,
  Combobox,
  DelayedSpinner,
  Field,
  FormActions,
  FormSection,
  Input,
  Label,
  PhoneInput,
  SimpleSelect,
  Switch,
  UrlInput,
} from '@hangar/ui';
import { useId, useMemo } from 'react';
import { Controller, useFieldArray, type FieldPath, type UseFormReturn } from 'react-hook-form';
import {
  useDataProvider,
  useResourceForm,
  useResourceItem,
  useResourceMutations,
  type DataResult,
} from '../data';
import { ServerError } from '../lib/server-submit';
import { LoadFailure, SavedNote } from '../lib/screen-states';
import {
  companyBody,
  companyValues,
  DEFAULT_TIME_ZONE,
  primaryAfterRemove,
  primaryFlags,
  timeZoneOptions,
  typeOptions,
  type CompanyFormOutput,
  type CompanyFormValues,
} from './company-profile-rules';

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

/** Loads the company, then shows its profile form. */
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

const addressTypes = typeOptions(ADDRESS_TYPES);
const phoneTypes = typeOptions(PHONE_TYPES);
const emailTypes = typeOptions(EMAIL_TYPES);

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

      <AddressList form={form} readOnly={ro} />
      <PhoneList form={form} readOnly={ro} />
      <EmailList form={form} readOnly={ro} />

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

type ListProps = { form: UseFormReturn<CompanyFormValues, unknown, CompanyFormOutput>; readOnly: boolean };
type ListName = 'addresses' | 'phones' | 'emails';

/** Ticking one entry's Primary unticks the others; removing the primary makes the first left primary. */
function usePrimary(form: ListProps['form'], name: ListName) {
  const setFlags = (flags: boolean[]) =>
    flags.forEach((flag, i) =>
      form.setValue(`${name}.${i}.isPrimary` as FieldPath<CompanyFormValues>, flag, { shouldDirty: true }),
    );
  return {
    tick(index: number, on: boolean) {
      setFlags(primaryFlags(form.getValues(name) ?? [], index, on));
    },
    afterRemove(list: readonly { isPrimary?: boolean }[], index: number) {
      const next = primaryAfterRemove(list, index);
      if (next !== null)
        form.setValue(`${name}.${next}.isPrimary` as FieldPath<CompanyFormValues>, true, {
          shouldDirty: true,
        });
    },
  };
}

function ListEntry({
  slot,
  legend,
  primaryLabel,
  primary,
  onPrimary,
  onRemove,
  readOnly,
  children,
}: {
  slot: string;
  legend: string;
  primaryLabel: string;
  primary: boolean;
  onPrimary: (on: boolean) => void;
  onRemove: () => void;
  readOnly: boolean;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <fieldset
      data-slot={slot}
      data-state={primary ? 'primary' : undefined}
      className="col-span-full grid min-w-0 gap-4 rounded-md border p-4"
    >
      <legend className="px-1 text-sm font-medium">{legend}</legend>
      {children}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Checkbox
            id={id}
            checked={primary}
            disabled={readOnly}
            onCheckedChange={(checked) => onPrimary(checked === true)}
          />
          <Label htmlFor={id}>{primaryLabel}</Label>
        </div>
        {!readOnly && (
          <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
            Remove<span className="sr-only"> {legend.toLowerCase()}</span>
          </Button>
        )}
      </div>
    </fieldset>
  );
}

function TypeSelect({ form, name }: { form: ListProps['form']; name: FieldPath<CompanyFormValues> }) {
  const options = name.startsWith('addresses')
    ? addressTypes
    : name.startsWith('phones')
      ? phoneTypes
      : emailTypes;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field: { value, onChange, ref: _ref, disabled, ...field } }) => (
        <Field label="Type" className="max-w-48">
          <SimpleSelect
            {...field}
            options={options}
            value={String(value ?? options[0]!.value)}
            onValueChange={onChange}
            disabled={disabled}
          />
        </Field>
      )}
    />
  );
}

function AddButton({ children, onClick }: { children: React.ReactNode; onClick: () => void }) {
  return (
    <div className="col-span-full">
      <Button type="button" variant="outline" size="sm" onClick={onClick}>
        {children}
      </Button>
    </div>
  );
}

function listError(error: unknown): string | undefined {
  const e = error as { message?: string; root?: { message?: string } } | undefined;
  return e?.root?.message ?? e?.message;
}

function EmptyNote({ children }: { children: React.ReactNode }) {
  return <p className="col-span-full text-sm text-muted-foreground">{children}</p>;
}

function AddressList({ form, readOnly }: ListProps) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'addresses' });
  const primary = usePrimary(form, 'addresses');
  const errors = form.formState.errors.addresses;
  return (
    <FormSection title="Addresses" columns={1} data-slot="company-profile-form-addresses">
      {fields.length === 0 && <EmptyNote>No address yet.</EmptyNote>}
      {fields.map((entry, index) => (
        <ListEntry
          key={entry.id}
          slot="company-profile-form-address"
          legend={`Address ${index + 1}`}
          primaryLabel="Primary address"
          primary={Boolean(form.watch(`addresses.${index}.isPrimary`))}
          onPrimary={(on) => primary.tick(index, on)}
          onRemove={() => {
            const list = form.getValues('addresses') ?? [];
            remove(index);
            primary.afterRemove(list, index);
          }}
          readOnly={readOnly}
        >
          <TypeSelect form={form} name={`addresses.${index}.type`} />
          <Controller
            control={form.control}
            name={`addresses.${index}`}
            render={({ field }) => {
              const value = field.value;
              const e = errors?.[index];
              return (
                <AddressFields
                  legend="Postal address"
                  // The entry's own legend names it already; this one is for screen readers only.
                  className="[&>[data-slot=address-fields-legend]]:sr-only"
                  name={`addresses.${index}`}
                  required
                  readOnly={readOnly}
                  disabled={field.disabled}
                  value={{
                    line1: value?.line1 ?? '',
                    line2: value?.line2 ?? '',
                    city: value?.city ?? '',
                    state: value?.state ?? '',
                    postalCode: value?.postalCode ?? '',
                    country: value?.country ?? 'US',
                  }}
                  onChange={(next) => field.onChange({ ...form.getValues(`addresses.${index}`), ...next })}
                  onBlur={field.onBlur}
                  errors={{
                    line1: e?.line1?.message,
                    line2: e?.line2?.message,
                    city: e?.city?.message,
                    state: e?.state?.message,
                    postalCode: e?.postalCode?.message,
                    country: e?.country?.message,
                  }}
                />
              );
            }}
          />
        </ListEntry>
      ))}
      {listError(errors) && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {listError(errors)}
        </p>
      )}
      {!readOnly && (
        <AddButton
          onClick={() =>
            append({
              type: 'work',
              line1: '',
              line2: '',
              city: '',
              state: '',
              postalCode: '',
              country: 'US',
              isPrimary: fields.length === 0,
            })
          }
        >
          Add an address
        </AddButton>
      )}
    </FormSection>
  );
}

function PhoneList({ form, readOnly }: ListProps) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'phones' });
  const primary = usePrimary(form, 'phones');
  const errors = form.formState.errors.phones;
  return (
    <FormSection title="Phones" columns={1} data-slot="company-profile-form-phones">
      {fields.length === 0 && <EmptyNote>No phone yet.</EmptyNote>}
      {fields.map((entry, index) => (
        <ListEntry
          key={entry.id}
          slot="company-profile-form-phone"
          legend={`Phone ${index + 1}`}
          primaryLabel="Primary phone"
          primary={Boolean(form.watch(`phones.${index}.isPrimary`))}
          onPrimary={(on) => primary.tick(index, on)}
          onRemove={() => {
            const list = form.getValues('phones') ?? [];
            remove(index);
            primary.afterRemove(list, index);
          }}
          readOnly={readOnly}
        >
          <div className="grid gap-4 @md:grid-cols-[12rem_1fr_8rem]">
            <TypeSelect form={form} name={`phones.${index}.type`} />
            <Controller
              control={form.control}
              name={`phones.${index}.number`}
              render={({ field, fieldState }) => (
                <Field label="Number" required error={fieldState.error?.message}>
                  <PhoneInput {...field} />
                </Field>
              )}
            />
            <Field label="Extension" error={errors?.[index]?.extension?.message}>
              <Input inputMode="numeric" {...form.register(`phones.${index}.extension`)} />
            </Field>
          </div>
        </ListEntry>
      ))}
      {listError(errors) && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {listError(errors)}
        </p>
      )}
      {!readOnly && (
        <AddButton
          onClick={() => append({ type: 'work', number: '', extension: '', isPrimary: fields.length === 0 })}
        >
          Add a phone
        </AddButton>
      )}
    </FormSection>
  );
}

function EmailList({ form, readOnly }: ListProps) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'emails' });
  const primary = usePrimary(form, 'emails');
  const errors = form.formState.errors.emails;
  return (
    <FormSection title="E-mails" columns={1} data-slot="company-profile-form-emails">
      {fields.length === 0 && <EmptyNote>No e-mail address yet.</EmptyNote>}
      {fields.map((entry, index) => (
        <ListEntry
          key={entry.id}
          slot="company-profile-form-email"
          legend={`E-mail ${index + 1}`}
          primaryLabel="Primary e-mail"
          primary={Boolean(form.watch(`emails.${index}.isPrimary`))}
          onPrimary={(on) => primary.tick(index, on)}
          onRemove={() => {
            const list = form.getValues('emails') ?? [];
            remove(index);
            primary.afterRemove(list, index);
          }}
          readOnly={readOnly}
        >
          <div className="grid gap-4 @md:grid-cols-[12rem_1fr]">
            <TypeSelect form={form} name={`emails.${index}.type`} />
            <Field label="Address" required error={errors?.[index]?.address?.message}>
              <Input type="email" autoComplete="email" {...form.register(`emails.${index}.address`)} />
            </Field>
          </div>
        </ListEntry>
      ))}
      {listError(errors) && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {listError(errors)}
        </p>
      )}
      {!readOnly && (
        <AddButton onClick={() => append({ type: 'work', address: '', isPrimary: fields.length === 0 })}>
          Add an e-mail address
        </AddButton>
      )}
    </FormSection>
  );
}
