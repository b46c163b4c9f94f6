// ContactForm: one form for an individual or a company contact: names, file as, addresses, phones, e-mails, notes, tags.
import { fileAsFor, type Contact, type ContactKind, type FileAsExist } from '@hangar/contracts';
import { Field, FormSection, Input, SimpleSelect, Textarea, type DataTableLinkProps } from '@hangar/ui';
import { type ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { ContactMethods } from '../contact-methods';
import { useOperation } from '../data';
import { escapeHtml } from '../lib/escape-html';
import { SwitchField, TagsField, TaxIdField, type FormControl } from '../lib/form-fields';
import { RecordForm, ResourceFormFrame } from '../lib/resource-form-frame';
import { useRecordEditor, type SavedInfo } from '../lib/use-record-editor';
import { useDebouncedValue } from '../lib/use-debounced-value';
import {
  contactBody,
  contactFormSchema,
  contactValues,
  emptyContactValues,
  fileAsExistParams,
  fileAsOptions,
  type ContactFormInput,
  type ContactFormOutput,
} from './contact-form-rules';

/** How long the file as must stay unchanged before the duplicate check asks the server. */
export const FILE_AS_CHECK_DELAY_MS = 500;

export type ContactFormProps = {
  /** The contact to edit. */
  contact?: Contact;
  /** Loads the contact to edit (with loading and error states) when `contact` is not at hand. */
  contactID?: number;
  /** The kind of a new contact; an existing one keeps its own. */
  kind?: ContactKind;
  /** The company a new contact belongs to (an existing one names its own). */
  managementCompanyID?: number;
  /**
   * After a save, with the stored contact; `addAnother` when "Save and add another" was pressed (the form
   * is then blank again for the next one). A new contact's form turns into its edit form.
   */
  onSaved?: (contact: Contact, options: { addAnother: boolean }) => void;
  /** Shows Cancel (Back when read-only). */
  onCancel?: () => void;
  /** After the contact was deleted. */
  onDeleted?: (contact: Contact) => void;
  /** Shows "Save and add another" on a new contact's form. */
  saveAndAddAnother?: boolean;
  /** Shows the contact without a way to change it (on top of the ManagementProvider's switch). */
  readOnly?: boolean;
  /** Shows Delete; the EditorHost's Delete right by default. */
  canDelete?: boolean;
  /** The note after a save (default "{file as} is saved."); null says nothing. */
  savedMessage?: (contact: Contact, info: SavedInfo) => string | null;
  /** Where a contact of the duplicate file-as warning leads; without it the names are plain text. */
  getContactHref?: (match: FileAsExist['matches'][number]) => string;
  /** Renders those links with the app's router; defaults to a plain anchor. */
  renderLink?: (props: DataTableLinkProps) => ReactNode;
};

/**
 * Edit `contact` (or the one `contactID` names), or make a new contact of `kind` for `managementCompanyID`.
 * Saves through `useResourceMutations('contact')`: a POST of the body with its `kind`, or a PUT with the
 * `version` read. A duplicate file as is only a warning; it never blocks. Needs a `ManagementProvider` above
 * it.
 *
 * @example
 * <ContactForm kind="individual" managementCompanyID={1} saveAndAddAnother onSaved={(c) => navigate(`/manage/contacts/${c.id}`)} />
 */
export function ContactForm({ contact, contactID, onSaved, ...props }: ContactFormProps) {
  return (
    <RecordForm<Contact>
      record={contact}
      recordID={contactID}
      resource="contact"
      slot="contact-form"
      loadingLabel="Loading the contact…"
      onSaved={onSaved}
      editor={(current, saved) => <ContactEditor {...props} contact={current} onSaved={saved} />}
    />
  );
}

function ContactEditor({
  contact,
  kind: kindProp = 'individual',
  managementCompanyID: companyProp,
  onSaved,
  onCancel,
  onDeleted,
  saveAndAddAnother = false,
  readOnly: readOnlyProp,
  canDelete,
  savedMessage,
  getContactHref,
  renderLink,
}: Omit<ContactFormProps, 'contactID'>) {
  const kind = contact?.kind ?? kindProp;
  const managementCompanyID = contact?.managementCompanyID ?? companyProp;
  if (managementCompanyID === undefined)
    throw new Error('ContactForm needs a contact or a managementCompanyID');
  const editor = useRecordEditor('contact', contact, {
    schema: contactFormSchema(kind, Boolean(contact)),
    toValues: contactValues,
    emptyValues: () => emptyContactValues(kind, managementCompanyID),
    toBody: contactBody,
    nameOf: (c) => c.fileAs,
    savedMessage,
    deleteQuestion: (c) => ({
      title: 'Delete contact?',
      message: `<p><b>${escapeHtml(c.fileAs)}</b> will be deleted with its addresses, phones and e-mails.</p>`,
    }),
    onSaved: (saved, { addAnother }) => onSaved?.(saved, { addAnother }),
    onDeleted,
    readOnly: readOnlyProp,
    saveAndAddAnother,
    canDelete,
  });
  const { resourceForm, readOnly, current } = editor;
  const { form } = resourceForm;
  const { control } = form;
  const { register, formState } = form;
  const errors = formState.errors;

  return (
    <ResourceFormFrame
      slot="contact-form"
      data-kind={kind}
      editor={editor}
      className="@container grid max-w-3xl gap-8"
      onCancel={onCancel}
    >
      {kind === 'individual' ? (
        <FormSection title="Name" data-slot="contact-form-name">
          <div className="grid items-start gap-4 @md:grid-cols-[8rem_1fr]">
            <Field label="Title" description="Ms., Dr., Capt." error={errors.title?.message}>
              <Input autoComplete="off" {...register('title')} />
            </Field>
            <Field label="First name" error={errors.firstName?.message}>
              <Input autoComplete="off" {...register('firstName')} />
            </Field>
          </div>
          <Field label="Middle name" error={errors.middleName?.message}>
            <Input autoComplete="off" {...register('middleName')} />
          </Field>
          <div className="grid items-start gap-4 @md:grid-cols-[1fr_8rem]">
            <Field label="Last name" error={errors.lastName?.message}>
              <Input autoComplete="off" {...register('lastName')} />
            </Field>
            <Field label="Suffix" description="Jr., III" error={errors.suffix?.message}>
              <Input autoComplete="off" {...register('suffix')} />
            </Field>
          </div>
          <Field
            label="Company"
            description="Where they work (optional)."
            error={errors.companyName?.message}
          >
            <Input autoComplete="off" {...register('companyName')} />
          </Field>
        </FormSection>
      ) : (
        <FormSection title="Company" data-slot="contact-form-company">
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
          <TaxIdField
            label="Tax id"
            masked={current?.taxIdMasked}
            none="An EIN (12-3456789) or SSN, 9 digits."
            error={errors.taxId?.message}
            registration={register('taxId')}
          />
        </FormSection>
      )}

      <FileAsSection
        control={control}
        kind={kind}
        managementCompanyID={managementCompanyID}
        contactID={contact?.id}
        checkDuplicates={!readOnly}
        error={errors.fileAs?.message}
        getContactHref={getContactHref}
        renderLink={renderLink}
      />

      <ContactMethods readOnly={readOnly} slot="contact-form" />

      <FormSection title="Notes and tags" data-slot="contact-form-more">
        <Field label="Notes" className="col-span-full" error={errors.notes?.message}>
          <Textarea rows={4} {...register('notes')} />
        </Field>
        <TagsField
          control={control}
          name="tags"
          label="Tags"
          description={readOnly ? undefined : 'Enter or a comma adds a tag: tenant, vendor, board.'}
          error={errors.tags?.message}
        />
        <SwitchField
          control={control}
          name="isActive"
          label="Active"
          description="Inactive contacts are left out of lists and pickers."
        />
      </FormSection>
    </ResourceFormFrame>
  );
}

type FileAsSectionProps = {
  control: FormControl<ContactFormInput, ContactFormOutput>;
  kind: ContactKind;
  managementCompanyID: number;
  contactID: number | undefined;
  checkDuplicates: boolean;
  error: string | undefined;
  getContactHref: ContactFormProps['getContactHref'];
  renderLink: ContactFormProps['renderLink'];
};

/** The file-as pattern, the custom text, a live preview and the duplicate warning. */
function FileAsSection({
  control,
  kind,
  managementCompanyID,
  contactID,
  checkDuplicates,
  error,
  getContactHref,
  renderLink,
}: FileAsSectionProps) {
  const [pattern, firstName, lastName, companyName, typed] = useWatch({
    control,
    name: ['fileAsPattern', 'firstName', 'lastName', 'companyName', 'fileAs'],
  });
  const fileAs = fileAsFor({ kind, firstName, lastName, companyName, fileAsPattern: pattern, fileAs: typed });
  return (
    <FormSection
      title="File as"
      description="How the contact is named and sorted in lists."
      data-slot="contact-form-file-as"
    >
      <Controller
        control={control}
        name="fileAsPattern"
        render={({ field: { value, onChange, disabled, onBlur } }) => (
          <Field label="File as">
            <SimpleSelect
              options={fileAsOptions(kind, value)}
              value={value ?? (kind === 'company' ? 'company' : 'lastFirst')}
              onValueChange={onChange}
              onOpenChange={(open) => !open && onBlur()}
              disabled={disabled}
            />
          </Field>
        )}
      />
      {pattern === 'custom' ? (
        <Controller
          control={control}
          name="fileAs"
          render={({ field: { value, ...field } }) => (
            <Field label="Custom file as" error={error}>
              <Input autoComplete="off" {...field} value={value ?? ''} />
            </Field>
          )}
        />
      ) : null}
      <p data-slot="contact-form-file-as-preview" className="col-span-full text-sm text-muted-foreground">
        Files as: <span className="font-medium text-foreground">{fileAs || '—'}</span>
      </p>
      <DuplicateFileAs
        managementCompanyID={managementCompanyID}
        contactID={contactID}
        fileAs={checkDuplicates ? fileAs : ''}
        getContactHref={getContactHref}
        renderLink={renderLink}
      />
    </FormSection>
  );
}

const plainLink = ({ children, ...props }: DataTableLinkProps) => <a {...props}>{children}</a>;

/**
 * Other contacts of the company filed under the same name, once the file as has settled. A polite
 * status, never an error: two people may share a name.
 */
function DuplicateFileAs({
  managementCompanyID,
  contactID,
  fileAs,
  getContactHref,
  renderLink = plainLink,
}: {
  managementCompanyID: number;
  contactID: number | undefined;
  fileAs: string;
  getContactHref: ContactFormProps['getContactHref'];
  renderLink: ContactFormProps['renderLink'];
}) {
  const settled = useDebouncedValue(fileAs, FILE_AS_CHECK_DELAY_MS);
  const params = fileAsExistParams(managementCompanyID, contactID, settled);
  const { data } = useOperation('FileAsExist', params);
  const matches = params && data?.exists ? data.matches : [];
  return (
    <div data-slot="contact-form-duplicate" role="status" className="col-span-full empty:hidden">
      {matches.length > 0 && (
        <div className="grid gap-1 rounded-md border border-warning bg-warning px-3 py-2 text-sm text-warning-foreground">
          <p className="font-medium">
            {matches.length === 1
              ? 'Another contact is already filed as “' + settled.trim() + '”:'
              : `${matches.length} other contacts are already filed as “${settled.trim()}”:`}
          </p>
          <ul className="list-inside list-disc">
            {matches.map((match) => {
              const href = getContactHref?.(match);
              const label = `${match.fileAs} (${match.kind})`;
              return (
                <li key={match.id}>
                  {href
                    ? renderLink({
                        href,
                        className: 'underline underline-offset-4',
                        children: label,
                        'data-slot': 'contact-form-duplicate-link',
                      })
                    : label}
                </li>
              );
            })}
          </ul>
          <p>You can still save; check it is not the same contact.</p>
        </div>
      )}
    </div>
  );
}
