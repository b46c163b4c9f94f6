// PropertyForm's pure rules: the form's schema (text boxes to numbers, the address to null when blank), its
// values for a stored or new property, and the duplicate file-as check's path.
import {
  contactAddressSchema,
  propertyCreateSchema,
  squareFeetSchema,
  versionSchema,
  yearBuiltSchema,
  type Property,
  type PropertyType,
  type OperationParams,
} from '@hangar/contracts';
import { paramsIfValid } from '../data/keys';
import { z } from 'zod';

/** A postal address as AddressFields edits it. */
export type PropertyAddressValue = {
  line1: string;
  line2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
};

export const BLANK_ADDRESS: PropertyAddressValue = {
  line1: '',
  line2: '',
  city: '',
  state: '',
  postalCode: '',
  country: 'US',
};

/** A number typed in a text box: empty is null, anything else must satisfy `schema`. */
const numberText = (schema: z.ZodType<number, number>) =>
  z
    .string()
    .trim()
    .transform((text): number | null => (text === '' ? null : Number(text.replace(/,/g, ''))))
    .pipe(schema.nullable());

/** A blank address (every part empty) is none; a started one must have a street and a city. */
const addressField = z
  .object({
    line1: z.string(),
    line2: z.string(),
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
    country: z.string(),
  })
  .transform((a): z.input<typeof contactAddressSchema> | null =>
    [a.line1, a.line2, a.city, a.state, a.postalCode].every((part) => part.trim() === '')
      ? null
      : { ...a, type: 'work', isPrimary: true },
  )
  .pipe(contactAddressSchema.nullable());

const shape = {
  managementCompanyID: propertyCreateSchema.shape.managementCompanyID,
  name: propertyCreateSchema.shape.name,
  fileAs: propertyCreateSchema.shape.fileAs,
  type: propertyCreateSchema.shape.type,
  address: addressField,
  yearBuilt: numberText(yearBuiltSchema()),
  description: propertyCreateSchema.shape.description,
  squareFeet: numberText(squareFeetSchema),
  lotSquareFeet: numberText(squareFeetSchema),
  ownerContactIDs: propertyCreateSchema.shape.ownerContactIDs,
  /** '' for none. */
  managerUserID: z
    .string()
    .transform((v) => (v === '' ? null : Number(v)))
    .pipe(z.number().int().positive().nullable()),
  amenities: propertyCreateSchema.shape.amenities,
  notes: propertyCreateSchema.shape.notes,
  listingContactName: propertyCreateSchema.shape.listingContactName,
  listingContactPhone: propertyCreateSchema.shape.listingContactPhone,
  listingContactEmail: propertyCreateSchema.shape.listingContactEmail,
  isActive: propertyCreateSchema.shape.isActive,
};

/** The new property's form schema; with `version`, an existing one's. Its output is the API's write body. */
export const propertyFormSchema = z.object(shape);
export const propertyEditFormSchema = z.object({ ...shape, version: versionSchema });

/** What the form holds: text for numbers, a whole address, the manager's id as text (`version` when editing). */
export type PropertyFormInput = z.input<typeof propertyFormSchema> & { version?: number };
/** What the form makes of it: the API's write body. */
export type PropertyFormOutput = z.output<typeof propertyFormSchema> & { version?: number };

/** The schema of a new property's form, or with `version` an existing one's. */
export function propertyFormSchemaFor(editing: boolean): z.ZodType<PropertyFormOutput, PropertyFormInput> {
  return editing ? propertyEditFormSchema : propertyFormSchema;
}

const text = (n: number | null) => (n === null ? '' : String(n));

/** A new property's values: active, of `type` (an airport company's usual one), nothing else. */
export function emptyPropertyValues(
  managementCompanyID: number,
  type: PropertyType = 'airport',
): PropertyFormInput {
  return {
    managementCompanyID,
    name: '',
    fileAs: '',
    type,
    address: { ...BLANK_ADDRESS },
    yearBuilt: '',
    description: '',
    squareFeet: '',
    lotSquareFeet: '',
    ownerContactIDs: [],
    managerUserID: '',
    amenities: [],
    notes: '',
    listingContactName: '',
    listingContactPhone: '',
    listingContactEmail: '',
    isActive: true,
  };
}

/** The form values of a stored property. */
export function propertyValues(p: Property): PropertyFormInput {
  const a = p.address;
  return {
    managementCompanyID: p.managementCompanyID,
    name: p.name,
    fileAs: p.fileAs,
    type: p.type,
    address: a
      ? {
          line1: a.line1,
          line2: a.line2 ?? '',
          city: a.city,
          state: a.state ?? '',
          postalCode: a.postalCode ?? '',
          country: a.country,
        }
      : { ...BLANK_ADDRESS },
    yearBuilt: text(p.yearBuilt),
    description: p.description,
    squareFeet: text(p.squareFeet),
    lotSquareFeet: text(p.lotSquareFeet),
    ownerContactIDs: [...p.ownerContactIDs],
    managerUserID: p.managerUserID === null ? '' : String(p.managerUserID),
    amenities: [...p.amenities],
    notes: p.notes,
    listingContactName: p.listingContactName,
    listingContactPhone: p.listingContactPhone,
    listingContactEmail: p.listingContactEmail,
    isActive: p.isActive,
    version: p.version,
  };
}

/** The name a property files under: its file-as text, else its name. */
export const propertyFileAs = (name: string, fileAs: string) => fileAs.trim() || name.trim();

/** The duplicate file-as check's parameters (`PropertyFileAsExist`); null when there is nothing to check. */
export function propertyFileAsExistParams(
  managementCompanyID: number,
  propertyID: number | undefined,
  fileAs: string,
): OperationParams<'PropertyFileAsExist'> | null {
  const value = fileAs.trim();
  if (!value) return null;
  return paramsIfValid('PropertyFileAsExist', {
    managementCompanyID,
    propertyID: propertyID ?? 0,
    fileAs: value,
  });
}
