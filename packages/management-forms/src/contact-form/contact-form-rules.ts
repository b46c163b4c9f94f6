// ContactForm's pure rules: its schema and values, the body it sends, file-as choices, tags and the duplicate check path.
import {
  companyCreateSchema,
  companyUpdateSchema,
  individualCreateSchema,
  individualUpdateSchema,
  type Contact,
  type ContactKind,
  type FileAsPattern,
  type OperationParams,
} from '@hangar/contracts';
import { paramsIfValid } from '../data/keys';
import type { z } from 'zod';

/** The schema a contact form validates with: the contracts' create or update schema of its kind. */
export function contactFormSchema(
  kind: ContactKind,
  editing: boolean,
): z.ZodType<ContactFormOutput, ContactFormInput> {
  if (kind === 'company') return editing ? companyUpdateSchema : companyCreateSchema;
  return editing ? individualUpdateSchema : individualCreateSchema;
}

/** What the form holds: every field of a contact write (the update's `version` when editing). */
export type ContactFormInput = Omit<z.input<typeof individualCreateSchema>, 'kind'> & {
  kind: ContactKind;
  version?: number;
};
export type ContactFormOutput = Omit<z.output<typeof individualCreateSchema>, 'kind'> & {
  kind: ContactKind;
  version?: number;
};

export const FILE_AS_OPTIONS: readonly { value: FileAsPattern; label: string }[] = [
  { value: 'lastFirst', label: 'Last, First' },
  { value: 'firstLast', label: 'First Last' },
  { value: 'company', label: 'Company' },
  { value: 'lastFirstCompany', label: 'Last, First — Company' },
  { value: 'custom', label: 'Custom text' },
];

/** The file-as choices of a kind: a company has no person's names to file by. */
export function fileAsOptions(kind: ContactKind, current?: FileAsPattern) {
  if (kind === 'individual') return FILE_AS_OPTIONS;
  return FILE_AS_OPTIONS.filter((o) => o.value === 'company' || o.value === 'custom' || o.value === current);
}

/** The values of a new contact of `kind`: blank, active, filed by the kind's usual pattern. */
export function emptyContactValues(kind: ContactKind, managementCompanyID: number): ContactFormInput {
  return {
    kind,
    managementCompanyID,
    title: '',
    firstName: '',
    middleName: '',
    lastName: '',
    suffix: '',
    companyName: '',
    legalName: '',
    fileAsPattern: kind === 'company' ? 'company' : 'lastFirst',
    fileAs: '',
    taxId: '',
    addresses: [],
    phones: [],
    emails: [],
    notes: '',
    tags: [],
    isActive: true,
  };
}

/** The form values of a stored contact: the write fields only (the update schema is strict). */
export function contactValues(c: Contact): ContactFormInput {
  return {
    kind: c.kind,
    managementCompanyID: c.managementCompanyID,
    title: c.title,
    firstName: c.firstName,
    middleName: c.middleName,
    lastName: c.lastName,
    suffix: c.suffix,
    companyName: c.companyName,
    legalName: c.legalName,
    fileAsPattern: c.fileAsPattern,
    // The custom text is kept only for the custom pattern; otherwise the field starts from the names.
    fileAs: c.fileAsPattern === 'custom' ? c.fileAs : '',
    taxId: '',
    addresses: c.addresses.map((a) => ({ ...a })),
    phones: c.phones.map(({ e164: _e164, ...p }) => p),
    emails: c.emails.map((e) => ({ ...e })),
    notes: c.notes,
    tags: [...c.tags],
    isActive: c.isActive,
    version: c.version,
  };
}

/**
 * The body sent for the values: an empty tax id is left out (the stored one is kept), and the file-as
 * text only goes with the custom pattern (otherwise the server writes it from the names).
 */
export function contactBody(values: ContactFormOutput): Record<string, unknown> {
  const { taxId, ...rest } = values;
  const body: Record<string, unknown> = { ...rest };
  if (taxId) body.taxId = taxId;
  if (values.fileAsPattern !== 'custom') body.fileAs = '';
  return body;
}

/** The parameters of the duplicate file-as check (`FileAsExist`); null when there is nothing to check. */
export function fileAsExistParams(
  managementCompanyID: number,
  contactID: number | undefined,
  fileAs: string,
): OperationParams<'FileAsExist'> | null {
  const text = fileAs.trim();
  if (!text) return null;
  return paramsIfValid('FileAsExist', { managementCompanyID, contactID: contactID ?? 0, fileAs: text });
}
