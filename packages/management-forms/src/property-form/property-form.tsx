// PropertyForm: a property's details: name, file as (duplicate warning), type, address, year built, sizes,
// owners (contacts), manager (a user), amenities, notes, active; delete with a confirmation.
import { PROPERTY_TYPES, type ContactListItem, type Property, type SystemUser } from '@hangar/contracts';
import {
  AddressFields,
  Badge,
  Combobox,
  Field,
  FormSection,
  Input,
  SimpleSelect,
  Textarea,
  type ComboboxOption,
  type DataTableLinkProps,
} from '@hangar/ui';
import { XIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { useResourceForm } from '../data';
import { useDataProvider, useOperation, useResourceList } from '../data';
import { escapeHtml } from '../lib/escape-html';
import { PhoneField, SelectField, SwitchField, TagsField, type FormControl } from '../lib/form-fields';
import { RecordLoader, ResourceFormFrame } from '../lib/resource-form-frame';
import { useRecordEditor, type SavedInfo } from '../lib/use-record-editor';
import { useDebouncedValue } from '../lib/use-debounced-value';
import {
  emptyPropertyValues,
  propertyFileAs,
  propertyFileAsExistParams,
  propertyFormSchemaFor,
  propertyValues,
  type PropertyFormInput,
  type PropertyFormOutput,
} from './property-form-rules';

/** How long the file as must stay unchanged before the duplicate check asks the server. */
export const PROPERTY_FILE_AS_CHECK_DELAY_MS = 500;

export type PropertyFormProps = {
  /** The property to edit. */
  property?: Property;
  /** Loads the property to edit (with loading and error states) when `property` is not at hand. */
  propertyID?: number;
  /** The company a new property belongs to. */
  managementCompanyID?: number;
  /** After a save, with the stored property. */
  onSaved?: (property: Property) => void;
  /** Shows Cancel (Back when read-only). */
  onCancel?: () => void;
  onDeleted?: (property: Property) => void;
  /** Shows the property without a way to change it (on top of the ManagementProvider's switch). */
  readOnly?: boolean;
  /** Shows Delete; the EditorHost's Delete right by default. */
  canDelete?: boolean;
  /** The note after a save (default "{name} is saved."); null says nothing. */
  savedMessage?: (property: Property, info: SavedInfo) => string | null;
  /** Where a property named in the duplicate warning leads; without it the names are plain text. */
  getPropertyHref?: (id: number) => string;
  renderLink?: (props: DataTableLinkProps) => ReactNode;
};

/**
 * Edit `property` (or the one `propertyID` names), or add one to `managementCompanyID`. A duplicate file as
 * is only a warning. A property that still has units cannot be deleted; the confirmation says so. Needs a
 * `ManagementProvider` above it.
 *
 * @example
 * <PropertyForm managementCompanyID={1} onSaved={(p) => navigate(`/properties/${p.id}/Edit/details`)} />
 */
export function PropertyForm({ property, propertyID, ...props }: PropertyFormProps) {
  if (property) return <PropertyEditor key={property.id} {...props} property={property} />;
  if (propertyID !== undefined) return <PropertyLoader {...props} propertyID={propertyID} />;
  return <PropertyEditor key="new" {...props} />;
}

function PropertyLoader({
  propertyID,
  ...props
}: Omit<PropertyFormProps, 'property'> & { propertyID: number }) {
  return (
    <RecordLoader<Property>
      resource="property"
      id={propertyID}
      slot="property-form"
      loadingLabel="Loading the property…"
    >
      {(data) => <PropertyEditor key={data.id} {...props} property={data} />}
    </RecordLoader>
  );
}

function PropertyEditor({
  property,
  managementCompanyID: companyProp,
  onSaved,
  onCancel,
  onDeleted,
  readOnly: readOnlyProp,
  canDelete,
  savedMessage,
  getPropertyHref,
  renderLink,
}: Omit<PropertyFormProps, 'propertyID'>) {
  const managementCompanyID = property?.managementCompanyID ?? companyProp;
  if (managementCompanyID === undefined)
    throw new Error('PropertyForm needs a property or a managementCompanyID');
  // Names of the owners shown, by contact id (the stored ones, then those picked).
  const [ownerNames, setOwnerNames] = useState<Record<number, string>>(() =>
    Object.fromEntries((property?.owners ?? []).map((o) => [o.id, o.name])),
  );
  const editor = useRecordEditor('property', property, {
    schema: propertyFormSchemaFor(Boolean(property)),
    toValues: propertyValues,
    emptyValues: () => emptyPropertyValues(managementCompanyID),
    nameOf: (p) => p.name,
    savedMessage,
    // A property that still has units cannot be deleted: the question says so and offers nothing.
    deleteQuestion: (p) =>
      p.unitCount > 0
        ? {
            refuse: true,
            title: 'This property cannot be deleted yet',
            message: `<p><b>${escapeHtml(p.name)}</b> has ${p.unitCount} rental ${p.unitCount === 1 ? 'unit' : 'units'}. Delete them (or move them to another property) first, or mark the property inactive instead.</p>`,
          }
        : {
            title: 'Delete property?',
            message: `<p><b>${escapeHtml(p.name)}</b> will be deleted with its images and documents.</p>`,
          },
    onSaved: (saved) => {
      setOwnerNames((names) => ({
        ...names,
        ...Object.fromEntries(saved.owners.map((o) => [o.id, o.name])),
      }));
      onSaved?.(saved);
    },
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
    <ResourceFormFrame slot="property-form" editor={editor} onCancel={onCancel}>
      <FormSection title="Property" data-slot="property-form-main">
        <Field label="Name" required error={errors.name?.message}>
          <Input autoComplete="off" {...register('name')} />
        </Field>
        <SelectField
          control={control}
          name="type"
          label="Type"
          error={errors.type?.message}
          options={PROPERTY_TYPES}
        />
        <FileAsField
          control={control}
          managementCompanyID={managementCompanyID}
          propertyID={property?.id}
          check={!readOnly}
          error={errors.fileAs?.message}
          register={register('fileAs')}
          getPropertyHref={getPropertyHref}
          renderLink={renderLink}
        />
        <Field label="Description" className="col-span-full" error={errors.description?.message}>
          <Textarea rows={3} {...register('description')} />
        </Field>
      </FormSection>

      <FormSection title="Address" data-slot="property-form-address">
        <Controller
          control={control}
          name="address"
          render={({ field: { value, onChange, disabled } }) => (
            <AddressFields
              className="col-span-full"
              legend="Address"
              value={value}
              onChange={onChange}
              readOnly={disabled}
              errors={{
                line1: errors.address?.line1?.message,
                city: errors.address?.city?.message,
                state: errors.address?.state?.message,
                postalCode: errors.address?.postalCode?.message,
                country: errors.address?.country?.message,
              }}
            />
          )}
        />
      </FormSection>

      <FormSection title="Building and lot" data-slot="property-form-building">
        <div className="grid items-start gap-4 @md:grid-cols-3">
          <Field label="Year built" description="Four digits." error={errors.yearBuilt?.message}>
            <Input inputMode="numeric" autoComplete="off" maxLength={4} {...register('yearBuilt')} />
          </Field>
          <Field label="Size (sq ft)" error={errors.squareFeet?.message}>
            <Input inputMode="numeric" autoComplete="off" {...register('squareFeet')} />
          </Field>
          <Field label="Lot size (sq ft)" error={errors.lotSquareFeet?.message}>
            <Input inputMode="numeric" autoComplete="off" {...register('lotSquareFeet')} />
          </Field>
        </div>
        <TagsField
          control={control}
          name="amenities"
          label="Amenities"
          description={readOnly ? undefined : 'Enter or a comma adds one: fuel, courtesy car.'}
          error={errors.amenities?.message}
        />
      </FormSection>

      <FormSection title="People" data-slot="property-form-people">
        <Controller
          control={control}
          name="ownerContactIDs"
          render={({ field: { value, onChange, disabled } }) => (
            <OwnersField
              managementCompanyID={managementCompanyID}
              value={value ?? []}
              names={ownerNames}
              disabled={Boolean(disabled)}
              error={errors.ownerContactIDs?.message}
              onChange={(ids, picked) => {
                if (picked) setOwnerNames((names) => ({ ...names, [picked.id]: picked.name }));
                onChange(ids);
              }}
            />
          )}
        />
        <Controller
          control={control}
          name="managerUserID"
          render={({ field: { value, onChange, onBlur, disabled } }) => (
            <ManagerField
              managementCompanyID={managementCompanyID}
              current={current?.manager ?? null}
              value={value}
              onChange={onChange}
              onBlur={onBlur}
              disabled={Boolean(disabled)}
              error={errors.managerUserID?.message}
            />
          )}
        />
      </FormSection>

      <FormSection
        title="Listing contact"
        description="Who the public listings of this property's units name. Left empty, the company's listing contact, its phone and its e-mail."
        data-slot="property-form-listing-contact"
      >
        <div className="grid items-start gap-4 @md:grid-cols-3">
          <Field label="Contact name" error={errors.listingContactName?.message}>
            <Input autoComplete="off" {...register('listingContactName')} />
          </Field>
          <PhoneField
            control={control}
            name="listingContactPhone"
            label="Contact phone"
            error={errors.listingContactPhone?.message}
            readOnly={readOnly}
          />
          <Field label="Contact e-mail" error={errors.listingContactEmail?.message}>
            <Input type="email" autoComplete="off" {...register('listingContactEmail')} />
          </Field>
        </div>
      </FormSection>

      <FormSection title="Notes" data-slot="property-form-more">
        <Field label="Notes" className="col-span-full" error={errors.notes?.message}>
          <Textarea rows={4} {...register('notes')} />
        </Field>
        <SwitchField
          control={control}
          name="isActive"
          label="Active"
          description="Inactive properties are left out of lists and listings."
        />
      </FormSection>
    </ResourceFormFrame>
  );
}

const plainLink = ({ children, ...props }: DataTableLinkProps) => <a {...props}>{children}</a>;

/** The file-as box and, once typing pauses, a polite warning about other properties filed the same. */
function FileAsField({
  control,
  managementCompanyID,
  propertyID,
  check,
  error,
  register,
  getPropertyHref,
  renderLink = plainLink,
}: {
  control: FormControl<PropertyFormInput, PropertyFormOutput>;
  managementCompanyID: number;
  propertyID: number | undefined;
  check: boolean;
  error: string | undefined;
  register: ReturnType<ReturnType<typeof useResourceForm>['form']['register']>;
  getPropertyHref: PropertyFormProps['getPropertyHref'];
  renderLink: PropertyFormProps['renderLink'];
}) {
  const [name, fileAs] = useWatch({ control, name: ['name', 'fileAs'] });
  const files = propertyFileAs(name ?? '', fileAs ?? '');
  const settled = useDebouncedValue(check ? files : '', PROPERTY_FILE_AS_CHECK_DELAY_MS);
  const params = propertyFileAsExistParams(managementCompanyID, propertyID, settled);
  const { data } = useOperation('PropertyFileAsExist', params);
  const matches = params && data?.exists ? data.matches : [];
  return (
    <>
      <Field
        label="File as"
        description="How it sorts in lists; empty files it under its name."
        error={error}
      >
        <Input autoComplete="off" placeholder={name || undefined} {...register} />
      </Field>
      <div data-slot="property-form-duplicate" role="status" className="col-span-full empty:hidden">
        {matches.length > 0 && (
          <div className="grid gap-1 rounded-md border border-warning bg-warning px-3 py-2 text-sm text-warning-foreground">
            <p className="font-medium">Another property is already filed as “{settled.trim()}”:</p>
            <ul className="list-inside list-disc">
              {matches.map((match) => {
                const href = getPropertyHref?.(match.id);
                return (
                  <li key={match.id}>
                    {href
                      ? renderLink({
                          href,
                          className: 'underline underline-offset-4',
                          children: match.name,
                          'data-slot': 'property-form-duplicate-link',
                        })
                      : match.name}
                  </li>
                );
              })}
            </ul>
            <p>You can still save; check it is not the same property.</p>
          </div>
        )}
      </div>
    </>
  );
}

/** The owners: contacts of the company, found by a search and listed with a remove button each. */
function OwnersField({
  managementCompanyID,
  value,
  names,
  disabled,
  error,
  onChange,
}: {
  managementCompanyID: number;
  value: number[];
  names: Record<number, string>;
  disabled: boolean;
  error: string | undefined;
  onChange: (ids: number[], picked?: { id: number; name: string }) => void;
}) {
  const provider = useDataProvider();
  const [found, setFound] = useState<Record<string, string>>({});
  const search = async (q: string): Promise<ComboboxOption[]> => {
    const result = await provider.getList<ContactListItem>('contact', {
      managementCompanyID,
      q: q.trim() || undefined,
      pageSize: 10,
      sort: 'fileAs',
    });
    if (!result.ok) return [];
    const options = result.data.items
      .filter((c) => !value.includes(c.id))
      .map((c) => ({ value: String(c.id), label: c.fileAs }));
    setFound((prev) => ({ ...prev, ...Object.fromEntries(options.map((o) => [o.value, o.label])) }));
    return options;
  };
  return (
    <div data-slot="property-form-owners" className="col-span-full grid gap-2">
      {!disabled && (
        <Field label="Add an owner" description="Search the company's contacts." error={error}>
          <Combobox
            options={[]}
            value=""
            onSearch={search}
            emptyMessage="No contact matches"
            onChange={(picked) => {
              if (!picked) return;
              const id = Number(picked);
              if (!value.includes(id))
                onChange([...value, id], { id, name: found[picked] ?? `Contact ${id}` });
            }}
          />
        </Field>
      )}
      <p id="property-owners-label" className="text-sm font-medium">
        Owners
      </p>
      {value.length === 0 ? (
        <p className="text-sm text-muted-foreground">No owner recorded.</p>
      ) : (
        <ul aria-labelledby="property-owners-label" className="flex flex-wrap gap-2">
          {value.map((id) => {
            const name = names[id] ?? `Contact ${id}`;
            return (
              <li key={id}>
                <Badge variant="secondary" className="gap-1 py-1 text-sm">
                  {name}
                  {!disabled && (
                    <button
                      type="button"
                      aria-label={`Remove ${name}`}
                      className="rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
                      onClick={() => onChange(value.filter((x) => x !== id))}
                    >
                      <XIcon aria-hidden className="size-3.5" />
                    </button>
                  )}
                </Badge>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** The manager: one of the company's users (the stored one stays listed even when disabled since). */
function ManagerField({
  managementCompanyID,
  current,
  value,
  onChange,
  onBlur,
  disabled,
  error,
}: {
  managementCompanyID: number;
  current: { id: number; name: string } | null;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  disabled: boolean;
  error: string | undefined;
}) {
  const users = useResourceList<SystemUser>('user', { managementCompanyID, sort: 'fileAs', pageSize: 100 });
  const options = [
    { value: 'none', label: 'No manager' },
    ...(users.data?.items ?? []).map((u) => ({ value: String(u.id), label: u.fileAs })),
  ];
  if (current && !options.some((o) => o.value === String(current.id)))
    options.push({ value: String(current.id), label: current.name });
  return (
    <Field label="Manager" description="The company user who looks after it." error={error}>
      <SimpleSelect
        options={options}
        value={value === '' ? 'none' : value}
        onValueChange={(next) => onChange(next === 'none' ? '' : next)}
        onOpenChange={(open) => !open && onBlur()}
        disabled={disabled}
      />
    </Field>
  );
}
