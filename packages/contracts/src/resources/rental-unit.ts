// Rental units: what a property lets (an airport's T-hangars, box hangars, tie-downs and offices).
import { z } from 'zod';
import { labelledEnum } from '../labelled-enum';
import { calendarDateSchema, centsSchema, idOrZeroParamSchema, idParamSchema, idSchema } from '../input';
import { PropertyFeature } from '../features';
import { aircraftFeetParamSchema, aircraftFitSchema } from './aircraft';
import { amenitiesSchema, squareFeetSchema } from './property';
import {
  listAnswerSchema,
  listQuerySchema,
  queryBoolean,
  versionSchema,
  type ResourceDefinition,
} from './resource';
import { UNIT_TYPES, type UnitType } from './unit-types';

export { UNIT_TYPES, unitTypeLabel, type UnitType } from './unit-types';
export const unitTypeSchema = z.enum(UNIT_TYPES.map((t) => t.value) as [UnitType, ...UnitType[]]);
/** Unit types where hangar fields (door, depth, floor, power) apply. */
export const HANGAR_TYPES: readonly UnitType[] = ['t-hangar', 'box-hangar', 'shade-hangar', 'tie-down'];
/** Unit types where bedrooms and bathrooms apply. */
export const DWELLING_TYPES: readonly UnitType[] = ['apartment', 'house'];

/**
 * A unit's status. `vacant` and `occupied` are entered until leases decide them; `notice` (a lease ends
 * soon) and `future` (a lease starts later) come from leases; `offline` is set by hand (under repair).
 */
const unitStatuses = labelledEnum([
  { value: 'vacant', label: 'Vacant' },
  { value: 'occupied', label: 'Occupied' },
  { value: 'notice', label: 'On notice' },
  { value: 'future', label: 'Leased from a later date' },
  { value: 'offline', label: 'Offline' },
]);
export const UNIT_STATUSES = unitStatuses.options;
export type UnitStatus = (typeof UNIT_STATUSES)[number]['value'];
export const unitStatusSchema = unitStatuses.schema;
/** The statuses a user may enter. */
export const enteredUnitStatusSchema = z.enum(['vacant', 'occupied', 'offline']);

const floors = labelledEnum([
  { value: 'concrete', label: 'Concrete' },
  { value: 'asphalt', label: 'Asphalt' },
  { value: 'dirt', label: 'Dirt' },
]);
export const FLOORS = floors.options;
export const floorSchema = floors.schema;
const power = labelledEnum([
  { value: 'none', label: 'None' },
  { value: '110v', label: '110 V' },
  { value: '220v', label: '220 V' },
  { value: '3-phase', label: '3-phase' },
]);
export const POWER = power.options;
export const powerSchema = power.schema;
const enclosures = labelledEnum([
  { value: 'enclosed', label: 'Enclosed' },
  { value: 'tie-down', label: 'Tie-down (open)' },
]);
export const ENCLOSURES = enclosures.options;
export const enclosureSchema = enclosures.schema;

/** Feet, to a tenth (a hangar door 41.5 ft wide). */
export const feetSchema = z
  .number({ error: 'Enter feet as a number' })
  .min(0, 'Cannot be negative')
  .max(1000, 'At most 1,000 ft')
  .transform((v) => Math.round(v * 10) / 10);

/** A unit number as people write it (`H-12`, `3B`, `Office 2`). */
export const unitNumberSchema = z
  .string()
  .trim()
  .min(1, 'Unit number is required')
  .max(20, 'At most 20 characters')
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} ._#/-]*$/u, 'Use letters, digits, spaces and . _ # / -');

const unitFields = {
  propertyID: idSchema,
  unitNumber: unitNumberSchema,
  building: z.string().trim().max(60).default(''),
  type: unitTypeSchema,
  description: z.string().trim().max(4000).default(''),
  squareFeet: squareFeetSchema.nullable().default(null),
  marketRentCents: centsSchema.nullable().default(null),
  bedrooms: z.number().int().min(0).max(50).nullable().default(null),
  /** Half baths count: 1.5. */
  bathrooms: z
    .number()
    .min(0)
    .max(50)
    .refine((v) => Number.isInteger(v * 2), 'Bathrooms count in halves')
    .nullable()
    .default(null),
  amenities: amenitiesSchema,
  dateAvailable: calendarDateSchema.nullable().default(null),
  isListed: z.boolean().default(false),
  listingText: z.string().trim().max(2000).default(''),
  status: enteredUnitStatusSchema.default('vacant'),
  doorWidthFt: feetSchema.nullable().default(null),
  doorHeightFt: feetSchema.nullable().default(null),
  depthFt: feetSchema.nullable().default(null),
  floor: floorSchema.nullable().default(null),
  power: powerSchema.nullable().default(null),
  heated: z.boolean().default(false),
  enclosure: enclosureSchema.nullable().default(null),
  notes: z.string().trim().max(4000).default(''),
};
export const rentalUnitCreateSchema = z.strictObject(unitFields);
export const rentalUnitUpdateSchema = z.strictObject({ ...unitFields, version: versionSchema });
export type RentalUnitCreate = z.input<typeof rentalUnitCreateSchema>;
export type RentalUnitUpdate = z.input<typeof rentalUnitUpdateSchema>;
export type RentalUnitWrite = z.output<typeof rentalUnitCreateSchema>;

export const rentalUnitSchema = z.object({
  id: idSchema,
  managementCompanyID: idSchema,
  propertyID: idSchema,
  propertyName: z.string(),
  unitNumber: z.string(),
  building: z.string(),
  type: unitTypeSchema,
  description: z.string(),
  squareFeet: z.number().int().nullable(),
  marketRentCents: z.number().int().nullable(),
  bedrooms: z.number().int().nullable(),
  bathrooms: z.number().nullable(),
  amenities: z.array(z.string()),
  dateAvailable: z.string().nullable(),
  isListed: z.boolean(),
  listingText: z.string(),
  /** The status shown: derived from leases where they decide it, else as entered. */
  status: unitStatusSchema,
  /** The status as entered (vacant, occupied or offline). */
  enteredStatus: enteredUnitStatusSchema,
  doorWidthFt: z.number().nullable(),
  doorHeightFt: z.number().nullable(),
  depthFt: z.number().nullable(),
  floor: floorSchema.nullable(),
  power: powerSchema.nullable(),
  heated: z.boolean(),
  enclosure: enclosureSchema.nullable(),
  notes: z.string(),
  /** The card image: the chosen one, else the first listed image, else null. */
  cardImageID: idSchema.nullable(),
  imageCount: z.number().int(),
  updatedUtc: z.string(),
  version: versionSchema,
});
export type RentalUnit = z.infer<typeof rentalUnitSchema>;

export const rentalUnitListItemSchema = rentalUnitSchema
  .pick({
    id: true,
    managementCompanyID: true,
    propertyID: true,
    propertyName: true,
    unitNumber: true,
    building: true,
    type: true,
    squareFeet: true,
    marketRentCents: true,
    status: true,
    isListed: true,
    dateAvailable: true,
    doorWidthFt: true,
    doorHeightFt: true,
    cardImageID: true,
    updatedUtc: true,
    version: true,
  })
  .extend({
    /** The door's fit with the aircraft a list was filtered by (`fitsWingspanFt`, `fitsTailHeightFt`). */
    doorFit: aircraftFitSchema.optional(),
  });
export type RentalUnitListItem = z.infer<typeof rentalUnitListItemSchema>;

export const UNIT_SORTS = ['unitNumber', 'type', 'status', 'rent', 'size', 'available', 'property'] as const;
/** `RentalUnitSearch`: a property's units (`propertyID`) or a whole company's (`managementCompanyID`). */
export const rentalUnitSearchSchema = listQuerySchema(UNIT_SORTS, {
  propertyID: idParamSchema.optional(),
  managementCompanyID: idParamSchema.optional(),
  status: unitStatusSchema.optional(),
  type: unitTypeSchema.optional(),
  listed: queryBoolean.optional(),
  /** With `fitsTailHeightFt`: only units whose door an aircraft this size goes through (fits or tight). */
  fitsWingspanFt: aircraftFeetParamSchema.optional(),
  fitsTailHeightFt: aircraftFeetParamSchema.optional(),
})
  .refine((q) => q.propertyID !== undefined || q.managementCompanyID !== undefined, {
    message: 'Name a property (propertyID) or a company (managementCompanyID)',
    path: ['propertyID'],
  })
  .refine((q) => (q.fitsWingspanFt === undefined) === (q.fitsTailHeightFt === undefined), {
    message: 'Give both the wingspan and the tail height of the aircraft',
    path: ['fitsTailHeightFt'],
  });
export type RentalUnitSearch = z.input<typeof rentalUnitSearchSchema>;
export const rentalUnitListSchema = listAnswerSchema(rentalUnitListItemSchema);

/** `RentalUnitFileAsExist/{property}/{unit}/{unitNumber}`: another unit of the property has that number. */
export const rentalUnitFileAsExistParamsSchema = z.strictObject({
  propertyID: idParamSchema,
  unitID: idOrZeroParamSchema,
  unitNumber: z.string().trim().min(1).max(20),
});

/** `RentalUnitNewForMgmtCo/{id}?propertyID=`: a new unit's starting values (nothing stored). */
export const rentalUnitDraftQuerySchema = z.strictObject({
  propertyID: idParamSchema.optional(),
});
/**
 * A new unit's starting values: the number is still empty, and so is the property when none was named. An
 * answer, so without the create schema's one-way transforms.
 */
export const rentalUnitDraftSchema = rentalUnitCreateSchema.extend({
  propertyID: idSchema.nullable(),
  unitNumber: z.string().trim().max(20),
  amenities: z.array(z.string()).default([]),
  doorWidthFt: z.number().nullable().default(null),
  doorHeightFt: z.number().nullable().default(null),
  depthFt: z.number().nullable().default(null),
});

/** The most units one range may add. */
export const MAX_UNIT_RANGE = 200;

/**
 * The numbers of a range as people write it: `H-1 to H-12` (also `H-1..H-12`, `H-1 - H-12`, `H1-H12`),
 * keeping the prefix, suffix and zero padding of the first (`A01 to A12` → A01 … A12). Null when the text is
 * not a range of one prefix or counts down or beyond `MAX_UNIT_RANGE`.
 *
 * @example expandUnitRange('H-1 to H-3') // ['H-1', 'H-2', 'H-3']
 */
export function expandUnitRange(text: string): string[] | null {
  const m = /^\s*(.*?)(\d+)(\D*?)\s*(?:to|\.\.|–|—|\s-\s|-)\s*(.*?)(\d+)(\D*?)\s*$/i.exec(text) ?? null;
  if (!m) return null;
  const [, prefixA, fromText, suffixA, prefixB, toText, suffixB] = m;
  if ((prefixB && prefixB !== prefixA) || suffixA !== suffixB) return null;
  const from = Number(fromText);
  const to = Number(toText);
  if (!(to >= from) || to - from + 1 > MAX_UNIT_RANGE) return null;
  const width = fromText!.startsWith('0') ? fromText!.length : 0;
  const numbers: string[] = [];
  for (let n = from; n <= to; n++) numbers.push(`${prefixA}${String(n).padStart(width, '0')}${suffixA}`);
  return numbers;
}

/** `RentalUnitSave`: several new units of one property at once, sharing every other field. */
export const rentalUnitBatchSchema = z.strictObject({
  unitNumbers: z
    .array(unitNumberSchema)
    .min(1, 'Name at least one unit')
    .max(MAX_UNIT_RANGE, `At most ${MAX_UNIT_RANGE} units at once`)
    .refine(
      (list) => new Set(list.map((n) => n.toLowerCase())).size === list.length,
      'A unit number repeats',
    ),
  defaults: rentalUnitCreateSchema.omit({ unitNumber: true }),
});
export type RentalUnitBatch = z.input<typeof rentalUnitBatchSchema>;
export const rentalUnitBatchAnswerSchema = z.object({ items: z.array(rentalUnitListItemSchema) });

/** Compares unit numbers the way people read them: `H-2` before `H-10`, letters without case. */
export function compareUnitNumbers(a: string, b: string): number {
  return naturalCollator.compare(a, b);
}
const naturalCollator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export const rentalUnitResource = {
  name: 'rentalUnit',
  label: 'rental unit',
  path: '/api/RentalUnit',
  searchPath: '/api/RentalUnitSearch',
  feature: PropertyFeature.RentalUnits,
  scope: 'property',
} as const satisfies ResourceDefinition;

/**
 * The key the database sorts unit numbers by: lower case, every run of digits padded to ten, so that a plain
 * text sort puts `H-2` before `H-10` (the same order as `compareUnitNumbers`).
 */
export function unitSortKey(unitNumber: string): string {
  return unitNumber.toLowerCase().replace(/\d+/g, (d) => d.replace(/^0+(?=\d)/, '').padStart(10, '0'));
}
