// Aircraft: a contact's aircraft (registration mark, type, dimensions), the reference table of common
// general-aviation types, and the rule of whether an aircraft fits a hangar's door.
import { z } from 'zod';
import { MgmtCoFeature } from '../features';
import { idParamSchema, idSchema } from '../input';
import {
  listAnswerSchema,
  listQuerySchema,
  queryBoolean,
  versionSchema,
  type ResourceDefinition,
} from './resource';

/** A registration mark as people type it: spaces dropped, upper case (`n 172sp` → `N172SP`). */
export const normaliseRegistration = (mark: string): string => mark.replace(/\s+/g, '').toUpperCase();

/**
 * Why a US mark (`N` then 1–5 characters) is not one the FAA assigns, or null when it is: after the N a
 * digit 1–9 first, then digits, and at most two letters, only at the end; never I or O (read as 1 and 0);
 * at most five characters after the N in all.
 */
export function usRegistrationProblem(mark: string): string | null {
  const rest = mark.slice(1);
  if (rest.length === 0) return 'Enter the characters after the N';
  if (rest.length > 5) return 'A US mark has at most 5 characters after the N';
  if (!/^[0-9A-Z]+$/.test(rest)) return 'Use only digits and letters after the N';
  if (/[IO]/.test(rest)) return 'US marks never use the letters I or O';
  if (rest[0] === '0') return 'The first character after the N is a digit from 1 to 9';
  if (!/^[1-9]/.test(rest)) return 'The first character after the N is a digit from 1 to 9';
  const letters = /[A-Z]+$/.exec(rest)?.[0] ?? '';
  if (/[A-Z]/.test(rest.slice(0, rest.length - letters.length)))
    return 'Letters come only at the end of a US mark';
  if (letters.length > 2) return 'A US mark ends in at most two letters';
  return null;
}

/**
 * Another country's mark: its nationality prefix (one or two letters or a digit and a letter), a hyphen, then
 * 1–5 letters or digits (`C-FABC`, `G-ABCD`, `VH-ABC`, `4X-ABC`); some countries write it without the hyphen
 * (`JA8000`, `HL7500`). Null when it reads as one.
 */
export function foreignRegistrationProblem(mark: string): string | null {
  if (/^(?:[A-Z]{1,2}|[0-9][A-Z]|[A-Z][0-9])-[0-9A-Z]{1,5}$/.test(mark)) return null;
  if (/^[A-Z]{1,2}[0-9]{3,5}$/.test(mark)) return null;
  return 'Enter a mark like N172SP, C-FABC or G-ABCD';
}

/** Why a mark (normalised) is not a registration mark, or null when it is one. */
export function registrationProblem(raw: string): string | null {
  const mark = normaliseRegistration(raw);
  if (mark === '') return 'Enter the registration mark';
  if (mark.length > 10) return 'At most 10 characters';
  return mark.startsWith('N') ? usRegistrationProblem(mark) : foreignRegistrationProblem(mark);
}

/** A registration mark: normalised, then checked by the rules above. */
export const registrationSchema = z
  .string({ error: 'Enter the registration mark' })
  .max(40, 'At most 10 characters')
  .transform(normaliseRegistration)
  .superRefine((mark, ctx) => {
    const problem = registrationProblem(mark);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** An aircraft dimension in feet, to a tenth (wingspan 36.1 ft). */
export const aircraftFeetSchema = z
  .number({ error: 'Enter feet as a number' })
  .positive('Enter a size above 0')
  .max(300, 'At most 300 ft')
  .transform((v) => Math.round(v * 10) / 10);

/** An aircraft dimension in a query string (`?fitsWingspanFt=38.3`): digits, at most one decimal point. */
export const aircraftFeetParamSchema = z
  .string({ error: 'Enter feet as a number, such as 38.3' })
  .regex(/^\d{1,3}(?:\.\d{1,2})?$/, 'Enter feet as a number, such as 38.3')
  .transform(Number)
  .pipe(aircraftFeetSchema)
  .meta({ description: 'Feet, such as 38.3 (above 0, at most 300)' });

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

/** The aircraft an applicant or a tenant names: mark, type and the three sizes that decide a door's fit. */
export const aircraftDescriptionSchema = z.strictObject({
  registration: registrationSchema,
  make: text(60).min(1, 'Enter the make'),
  model: text(60).min(1, 'Enter the model'),
  wingspanFt: aircraftFeetSchema,
  lengthFt: aircraftFeetSchema,
  tailHeightFt: aircraftFeetSchema,
});
export type AircraftDescription = z.output<typeof aircraftDescriptionSchema>;
/** The same as answered (no one-way transforms: an answer is written through it). */
export const aircraftDescriptionReadSchema = z.object({
  registration: z.string(),
  make: z.string(),
  model: z.string(),
  wingspanFt: z.number(),
  lengthFt: z.number(),
  tailHeightFt: z.number(),
});

const aircraftFields = {
  contactID: idSchema,
  ...aircraftDescriptionSchema.shape,
  year: z
    .number({ error: 'Enter the year as a number' })
    .int('Enter a whole year')
    .min(1903, 'From 1903')
    .max(2100, 'Up to 2100')
    .nullable()
    .default(null),
  basedHere: z.boolean().default(true),
  notes: text(4000).default(''),
};
export const aircraftCreateSchema = z.strictObject(aircraftFields);
export const aircraftUpdateSchema = z.strictObject({ ...aircraftFields, version: versionSchema });
export type AircraftCreate = z.input<typeof aircraftCreateSchema>;
export type AircraftUpdate = z.input<typeof aircraftUpdateSchema>;
export type AircraftWrite = z.output<typeof aircraftCreateSchema>;

export const aircraftSchema = z.object({
  id: idSchema,
  managementCompanyID: idSchema,
  contactID: idSchema,
  /** The owner's file-as name. */
  contactName: z.string(),
  registration: z.string(),
  make: z.string(),
  model: z.string(),
  year: z.number().int().nullable(),
  wingspanFt: z.number(),
  lengthFt: z.number(),
  tailHeightFt: z.number(),
  basedHere: z.boolean(),
  notes: z.string(),
  updatedUtc: z.string(),
  version: versionSchema,
});
export type Aircraft = z.infer<typeof aircraftSchema>;
export const aircraftListItemSchema = aircraftSchema;
export type AircraftListItem = Aircraft;

export const AIRCRAFT_SORTS = ['registration', 'model', 'wingspan', 'updated'] as const;
/** `AircraftSearch`: a company's aircraft, optionally one contact's. */
export const aircraftSearchSchema = listQuerySchema(AIRCRAFT_SORTS, {
  managementCompanyID: idParamSchema,
  contactID: idParamSchema.optional(),
  basedHere: queryBoolean.optional(),
});
export type AircraftSearch = z.input<typeof aircraftSearchSchema>;
export const aircraftListSchema = listAnswerSchema(aircraftListItemSchema);

export const aircraftResource = {
  name: 'aircraft',
  label: 'aircraft',
  path: '/api/Aircraft',
  searchPath: '/api/AircraftSearch',
  feature: MgmtCoFeature.Contacts,
  scope: 'company',
} as const satisfies ResourceDefinition;

/** One common type of the reference table, with its published dimensions (feet, to a tenth). */
export const aircraftTypeSchema = z.object({
  id: z.string(),
  make: z.string(),
  model: z.string(),
  wingspanFt: z.number(),
  lengthFt: z.number(),
  tailHeightFt: z.number(),
});
export type AircraftType = z.infer<typeof aircraftTypeSchema>;

/**
 * Common general-aviation types with the span, length and height their makers publish (rounded to a tenth
 * of a foot: 36 ft 1 in is 36.1).
 */
export const AIRCRAFT_TYPES: readonly AircraftType[] = [
  { id: 'c152', make: 'Cessna', model: '152', wingspanFt: 33.3, lengthFt: 24.1, tailHeightFt: 8.5 },
  { id: 'c172', make: 'Cessna', model: '172S Skyhawk', wingspanFt: 36.1, lengthFt: 27.2, tailHeightFt: 8.9 },
  { id: 'c182', make: 'Cessna', model: '182T Skylane', wingspanFt: 36.0, lengthFt: 29.0, tailHeightFt: 9.3 },
  {
    id: 'pa28',
    make: 'Piper',
    model: 'PA-28-181 Archer',
    wingspanFt: 35.5,
    lengthFt: 24.0,
    tailHeightFt: 7.3,
  },
  {
    id: 'pa32',
    make: 'Piper',
    model: 'PA-32R Saratoga',
    wingspanFt: 36.2,
    lengthFt: 27.7,
    tailHeightFt: 8.2,
  },
  { id: 'pa46', make: 'Piper', model: 'PA-46 Malibu', wingspanFt: 43.0, lengthFt: 28.9, tailHeightFt: 11.3 },
  { id: 'sr22', make: 'Cirrus', model: 'SR22', wingspanFt: 38.3, lengthFt: 26.0, tailHeightFt: 8.9 },
  {
    id: 'be36',
    make: 'Beechcraft',
    model: 'Bonanza G36',
    wingspanFt: 33.5,
    lengthFt: 27.5,
    tailHeightFt: 8.6,
  },
  { id: 'be58', make: 'Beechcraft', model: 'Baron G58', wingspanFt: 37.8, lengthFt: 29.8, tailHeightFt: 9.8 },
  { id: 'm20j', make: 'Mooney', model: 'M20J', wingspanFt: 36.1, lengthFt: 24.7, tailHeightFt: 8.3 },
  { id: 'da40', make: 'Diamond', model: 'DA40', wingspanFt: 39.2, lengthFt: 26.4, tailHeightFt: 6.5 },
  { id: 'c25b', make: 'Cessna', model: 'Citation CJ3', wingspanFt: 53.3, lengthFt: 51.2, tailHeightFt: 15.2 },
];

/** A company's clearance: how much room beyond the aircraft a door needs to be more than "tight". */
export type Clearance = { widthFt: number; heightFt: number };
export const DEFAULT_CLEARANCE: Clearance = { widthFt: 2, heightFt: 1 };

export const fitSchema = z.enum(['yes', 'tight', 'no']);
export type Fit = z.infer<typeof fitSchema>;
/** `GET /api/AircraftFit/{unitId}/{aircraftId}`; the margins are null for a door whose size is not recorded. */
export const aircraftFitSchema = z.object({
  fits: fitSchema,
  widthMarginFt: z.number().nullable(),
  heightMarginFt: z.number().nullable(),
  /** The numbers in words: "41 ft door, 38.3 ft span: 2.7 ft to spare". */
  reason: z.string(),
});
export type AircraftFit = z.infer<typeof aircraftFitSchema>;
export const aircraftFitParamsSchema = z.strictObject({ unitId: idParamSchema, aircraftId: idParamSchema });

const tenth = (v: number) => Math.round(v * 10) / 10;
const ft = (v: number) => `${tenth(v)} ft`;

/**
 * The narrowest and lowest door `doorFit` answers yes or tight for (not "no"): its margins, to a tenth, are not
 * below zero. Sizes are kept to a tenth, so a door the aircraft's size passes and one 0.1 ft short does not; the
 * half tenth between keeps a comparison of stored doubles clear of rounding. What a list filtered by fit asks of
 * each door.
 */
export function smallestDoorFor(aircraft: { wingspanFt: number; tailHeightFt: number }) {
  return { widthFt: aircraft.wingspanFt - 0.05, heightFt: aircraft.tailHeightFt - 0.05 };
}

/**
 * Whether an aircraft goes through a door. The margins are the door minus the aircraft (width against the
 * wingspan, height against the tail height). Below zero on either it does not fit; below the company's
 * clearance on either it is tight; otherwise it fits. A unit without a recorded door size (an open shade or
 * tie-down) cannot be judged by the numbers: tight, without margins, to be checked by hand.
 */
export function doorFit(
  door: { widthFt: number | null; heightFt: number | null },
  aircraft: { wingspanFt: number; tailHeightFt: number },
  clearance: Clearance = DEFAULT_CLEARANCE,
): AircraftFit {
  if (door.widthFt === null || door.heightFt === null)
    return {
      fits: 'tight',
      widthMarginFt: null,
      heightMarginFt: null,
      reason: 'No door size is recorded (an open shade or tie-down?): check the room by hand',
    };
  const widthMarginFt = tenth(door.widthFt - aircraft.wingspanFt);
  const heightMarginFt = tenth(door.heightFt - aircraft.tailHeightFt);
  const width = `door ${ft(door.widthFt)} wide, wingspan ${ft(aircraft.wingspanFt)}`;
  const height = `door ${ft(door.heightFt)} high, tail ${ft(aircraft.tailHeightFt)}`;
  if (widthMarginFt < 0 || heightMarginFt < 0) {
    const parts = [
      widthMarginFt < 0 ? `too wide by ${ft(-widthMarginFt)} (${width})` : null,
      heightMarginFt < 0 ? `too tall by ${ft(-heightMarginFt)} (${height})` : null,
    ].filter(Boolean);
    return { fits: 'no', widthMarginFt, heightMarginFt, reason: `Does not fit: ${parts.join('; ')}` };
  }
  if (widthMarginFt < clearance.widthFt || heightMarginFt < clearance.heightFt)
    return {
      fits: 'tight',
      widthMarginFt,
      heightMarginFt,
      reason: `Tight: ${ft(widthMarginFt)} to spare in width, ${ft(heightMarginFt)} in height (clearance ${ft(clearance.widthFt)} × ${ft(clearance.heightFt)})`,
    };
  return {
    fits: 'yes',
    widthMarginFt,
    heightMarginFt,
    reason: `Fits: ${ft(widthMarginFt)} to spare in width, ${ft(heightMarginFt)} in height`,
  };
}
