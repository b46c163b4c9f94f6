// RentalUnitForm's pure rules: which fields a unit type shows, the form's schema (text boxes to numbers,
// fields of other types cleared), its values, and how a unit's door and rent read.
import { formatMoney } from '@hangar/ui';
import {
  calendarDateSchema,
  DWELLING_TYPES,
  HANGAR_TYPES,
  rentalUnitCreateSchema,
  versionSchema,
  type RentalUnit,
  type UnitType,
  type OperationParams,
} from '@hangar/contracts';
import { paramsIfValid } from '../data/keys';
import { z } from 'zod';

/** Door, depth, floor, power, heat and enclosure: hangars and tie-downs only. */
export const showsHangarFields = (type: string): boolean =>
  (HANGAR_TYPES as readonly string[]).includes(type);
/** Bedrooms and bathrooms: dwellings only. */
export const showsDwellingFields = (type: string): boolean =>
  (DWELLING_TYPES as readonly string[]).includes(type);

const s = rentalUnitCreateSchema.shape;

/** A number typed in a text box: empty is null, anything else must satisfy `schema`. */
const numberText = (schema: z.ZodType<number, number>) =>
  z
    .string()
    .trim()
    .transform((text): number | null => (text === '' ? null : Number(text.replace(/,/g, ''))))
    .pipe(schema.nullable());
/** A choice where '' is none. */
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .transform((v): string | null => (v === '' ? null : v))
    .pipe(z.enum(values).nullable());

/** The form fields every unit has but its number (a batch's shared defaults). */
export const unitFieldShapes = {
  propertyID: s.propertyID,
  building: s.building,
  type: s.type,
  description: s.description,
  squareFeet: numberText(
    z
      .number({ error: 'Enter a number of square feet' })
      .int('Enter whole square feet')
      .min(0)
      .max(100_000_000),
  ),
  marketRentCents: s.marketRentCents,
  bedrooms: numberText(z.number({ error: 'Enter a number' }).int('Bedrooms are whole').min(0).max(50)),
  bathrooms: numberText(
    z
      .number({ error: 'Enter a number' })
      .min(0)
      .max(50)
      .refine((v) => Number.isInteger(v * 2), 'Bathrooms count in halves (1.5)'),
  ),
  amenities: s.amenities,
  dateAvailable: z
    .string()
    .transform((v): string | null => (v === '' ? null : v))
    .pipe(calendarDateSchema.nullable()),
  isListed: s.isListed,
  listingText: s.listingText,
  status: s.status,
  doorWidthFt: numberText(z.number({ error: 'Enter feet as a number' }).min(0).max(1000, 'At most 1,000 ft')),
  doorHeightFt: numberText(
    z.number({ error: 'Enter feet as a number' }).min(0).max(1000, 'At most 1,000 ft'),
  ),
  depthFt: numberText(z.number({ error: 'Enter feet as a number' }).min(0).max(1000, 'At most 1,000 ft')),
  floor: choice(['concrete', 'asphalt', 'dirt']),
  power: choice(['none', '110v', '220v', '3-phase']),
  heated: s.heated,
  enclosure: choice(['enclosed', 'tie-down']),
  notes: s.notes,
};

/** Clears what the unit's type does not have, so a box hangar turned office keeps no door. */
export function clearOtherTypeFields<T extends Record<string, unknown> & { type: string }>(values: T): T {
  const out: Record<string, unknown> = { ...values };
  if (!showsHangarFields(values.type)) {
    for (const key of ['doorWidthFt', 'doorHeightFt', 'depthFt', 'floor', 'power', 'enclosure'])
      out[key] = null;
    out.heated = false;
  }
  if (!showsDwellingFields(values.type)) {
    out.bedrooms = null;
    out.bathrooms = null;
  }
  return out as T;
}

/** The shared fields of several new units (the batch's defaults), as the API's write expects them. */
export const unitDefaultsFormSchema = z.object(unitFieldShapes).transform(clearOtherTypeFields);
export const unitFormSchema = z
  .object({ ...unitFieldShapes, unitNumber: s.unitNumber })
  .transform(clearOtherTypeFields);
export const unitEditFormSchema = z
  .object({ ...unitFieldShapes, unitNumber: s.unitNumber, version: versionSchema })
  .transform(clearOtherTypeFields);

/** What the unit form holds: text for numbers, '' for no choice (`version` when editing). */
export type UnitFormInput = z.input<typeof unitFormSchema> & { version?: number };
/** What the unit form makes of it: the API's write body. */
export type UnitFormOutput = z.output<typeof unitFormSchema> & { version?: number };

/** The schema of a new unit's form, or with `version` an existing one's. */
export function unitFormSchemaFor(editing: boolean): z.ZodType<UnitFormOutput, UnitFormInput> {
  return editing ? unitEditFormSchema : unitFormSchema;
}

const text = (n: number | null) => (n === null ? '' : String(n));

export function emptyUnitValues(propertyID: number, type: UnitType = 't-hangar'): UnitFormInput {
  return {
    propertyID,
    unitNumber: '',
    building: '',
    type,
    description: '',
    squareFeet: '',
    marketRentCents: null,
    bedrooms: '',
    bathrooms: '',
    amenities: [],
    dateAvailable: '',
    isListed: false,
    listingText: '',
    status: 'vacant',
    doorWidthFt: '',
    doorHeightFt: '',
    depthFt: '',
    floor: '',
    power: '',
    heated: false,
    enclosure: '',
    notes: '',
  };
}

export function unitValues(u: RentalUnit): UnitFormInput {
  return {
    propertyID: u.propertyID,
    unitNumber: u.unitNumber,
    building: u.building,
    type: u.type,
    description: u.description,
    squareFeet: text(u.squareFeet),
    marketRentCents: u.marketRentCents,
    bedrooms: text(u.bedrooms),
    bathrooms: text(u.bathrooms),
    amenities: [...u.amenities],
    dateAvailable: u.dateAvailable ?? '',
    isListed: u.isListed,
    listingText: u.listingText,
    status: u.enteredStatus,
    doorWidthFt: text(u.doorWidthFt),
    doorHeightFt: text(u.doorHeightFt),
    depthFt: text(u.depthFt),
    floor: u.floor ?? '',
    power: u.power ?? '',
    heated: u.heated,
    enclosure: u.enclosure ?? '',
    notes: u.notes,
    version: u.version,
  };
}

/** The duplicate unit number check's parameters (`RentalUnitFileAsExist`); null when there is nothing to check. */
export function unitNumberExistParams(
  propertyID: number,
  unitID: number | undefined,
  unitNumber: string,
): OperationParams<'RentalUnitFileAsExist'> | null {
  const value = unitNumber.trim();
  if (!value) return null;
  return paramsIfValid('RentalUnitFileAsExist', { propertyID, unitID: unitID ?? 0, unitNumber: value });
}

const feet = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
/** "41.5 × 12 ft" for a hangar door; empty when a side is unknown. */
export function doorText(width: number | null, height: number | null): string {
  if (width === null || height === null) return '';
  return `${feet.format(width)} × ${feet.format(height)} ft`;
}

/** "$325.00"; empty for none (the design system's one cents formatter). */
export function rentText(cents: number | null): string {
  return formatMoney(cents, { symbol: '$' });
}
