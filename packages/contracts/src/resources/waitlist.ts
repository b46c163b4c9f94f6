// The public waiting list: an applicant's application (made anonymously, confirmed by e-mail), the office's
// lists by hangar type, moves with a reason, offers of a vacant unit, and the hangar-use record.
import { z } from 'zod';
import { emailSchema } from '../accounts';
import { calendarDateSchema, idParamSchema, idSchema } from '../input';
import { labelledEnum } from '../labelled-enum';
import { reportFormatSchema } from '../ledger';
import {
  aircraftDescriptionReadSchema,
  aircraftDescriptionSchema,
  aircraftFitSchema,
  fitSchema,
} from './aircraft';
import { HANGAR_TYPES, unitTypeSchema } from './rental-unit';
import type { UnitType } from './unit-types';

/** The unit types one may wait for: the hangar kinds. */
export const WAITLIST_TYPES = HANGAR_TYPES as readonly UnitType[];
export const waitlistTypeSchema = unitTypeSchema.refine((t) => WAITLIST_TYPES.includes(t), {
  message: 'Choose a kind of hangar',
});

const applicationStatuses = labelledEnum([
  { value: 'unconfirmed', label: 'Waiting for the e-mail confirmation' },
  { value: 'waiting', label: 'On the waiting list' },
  { value: 'accepted', label: 'Accepted a hangar' },
  { value: 'withdrawn', label: 'Withdrawn' },
]);
export const waitlistStatusSchema = applicationStatuses.schema;
export type WaitlistStatus = z.infer<typeof waitlistStatusSchema>;
export const waitlistStatusLabel = applicationStatuses.label;

const offerStatuses = labelledEnum([
  { value: 'open', label: 'Waiting for an answer' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'declined', label: 'Declined' },
  { value: 'expired', label: 'Expired' },
  { value: 'withdrawn', label: 'Withdrawn' },
]);
export const offerStatusSchema = offerStatuses.schema;
export type OfferStatus = z.infer<typeof offerStatusSchema>;
export const offerStatusLabel = offerStatuses.label;

/** The key of an applicant's e-mailed links (what `newSecret` makes: base64url). */
export const waitlistKeySchema = z
  .string()
  .min(20, 'This link is not complete')
  .max(200, 'This link is not valid')
  .regex(/^[A-Za-z0-9_-]+$/, 'This link is not valid');
export const waitlistKeyParamsSchema = z.strictObject({ key: waitlistKeySchema });

const unique = (list: readonly string[]) => new Set(list).size === list.length;

/**
 * `POST /api/WaitlistApplication`: anonymous; `homepage` is the honeypot a person never fills in. The company
 * is named by its id, or by a unit of its public listings (`unitID`: the listings name no company ids).
 */
export const waitlistApplicationCreateSchema = z
  .strictObject({
    managementCompanyID: idSchema.optional(),
    unitID: idSchema.optional(),
    name: z.string().trim().min(1, 'Enter your name').max(120, 'At most 120 characters'),
    email: emailSchema,
    phone: z.string().trim().max(40, 'At most 40 characters').default(''),
    unitTypes: z
      .array(waitlistTypeSchema)
      .min(1, 'Choose at least one kind of hangar')
      .max(WAITLIST_TYPES.length)
      .refine(unique, 'Choose each kind once'),
    aircraft: aircraftDescriptionSchema,
    notes: z.string().trim().max(2000, 'At most 2,000 characters').default(''),
    homepage: z.string().max(200).optional(),
  })
  .refine((a) => a.managementCompanyID !== undefined || a.unitID !== undefined, {
    message: 'Open the application from a listing',
    path: ['managementCompanyID'],
  });
export type WaitlistApplicationCreate = z.input<typeof waitlistApplicationCreateSchema>;

/** What an application's sending answers: the same whatever happened (it tells nothing of other applicants). */
export const waitlistReceivedSchema = z.object({ received: z.literal(true) });

/** An offer as the applicant sees it. */
export const waitlistApplicantOfferSchema = z.object({
  propertyName: z.string(),
  unitNumber: z.string(),
  unitType: unitTypeSchema,
  doorWidthFt: z.number().nullable(),
  doorHeightFt: z.number().nullable(),
  marketRentCents: z.number().int().nullable(),
  expiresUtc: z.string(),
  status: offerStatusSchema,
});

/** `GET /api/WaitlistApplicationStatus/{key}`: the applicant's own application, nothing of anyone else's. */
export const waitlistApplicationStatusSchema = z.object({
  companyName: z.string(),
  name: z.string(),
  status: waitlistStatusSchema,
  unitTypes: z.array(unitTypeSchema),
  /** The best place over the lists; null before confirmation and off the list. */
  position: z.number().int().min(1).nullable(),
  positions: z.array(
    z.object({ unitType: unitTypeSchema, position: z.number().int().min(1), of: z.number().int() }),
  ),
  confirmedUtc: z.string().nullable(),
  aircraft: aircraftDescriptionReadSchema,
  /** The open offer, or the last one answered; null without one. */
  offer: waitlistApplicantOfferSchema.nullable(),
});
export type WaitlistApplicationStatus = z.infer<typeof waitlistApplicationStatusSchema>;

export const waitlistOfferAnswerSchema = z.strictObject({ accept: z.boolean() });

// ---- The office --------------------------------------------------------------------------------------------

export const waitlistCompanyParamsSchema = z.strictObject({ mgmtCoId: idParamSchema });
export const waitlistQuerySchema = z.strictObject({ unitType: waitlistTypeSchema.optional() });

export const waitlistOfferSchema = z.object({
  id: idSchema,
  applicationID: idSchema,
  applicantName: z.string(),
  unitID: idSchema,
  unitNumber: z.string(),
  propertyName: z.string(),
  unitType: unitTypeSchema,
  status: offerStatusSchema,
  offeredUtc: z.string(),
  expiresUtc: z.string(),
  answeredUtc: z.string().nullable(),
  offeredBy: z.string().nullable(),
  leaseID: idSchema.nullable(),
});
export type WaitlistOffer = z.infer<typeof waitlistOfferSchema>;

export const waitlistEntrySchema = z.object({
  applicationID: idSchema,
  unitType: unitTypeSchema,
  /** 1..n on this type's list. */
  position: z.number().int().min(1),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  unitTypes: z.array(unitTypeSchema),
  aircraft: aircraftDescriptionReadSchema,
  notes: z.string(),
  confirmedUtc: z.string(),
  movedReason: z.string().nullable(),
  movedUtc: z.string().nullable(),
  movedBy: z.string().nullable(),
  /** The open offer to this applicant, if any. */
  offer: waitlistOfferSchema.nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const waitlistSchema = z.object({
  managementCompanyID: idSchema,
  /** The list shown (the first type with anyone waiting when none was asked for). */
  unitType: unitTypeSchema,
  /** How many wait on each type's list. */
  counts: z.array(z.object({ unitType: unitTypeSchema, waiting: z.number().int() })),
  entries: z.array(waitlistEntrySchema),
  /** Confirmed applications still waiting for their e-mail confirmation are not on a list; this counts them. */
  unconfirmed: z.number().int(),
});
export type Waitlist = z.infer<typeof waitlistSchema>;

export const WAITLIST_REASON_MIN = 5;
export const waitlistMoveSchema = z.strictObject({
  applicationID: idSchema,
  /** Needed when the application is on more than one list. */
  unitType: waitlistTypeSchema.optional(),
  position: z.number().int().min(1, 'Positions start at 1').max(100_000),
  reason: z
    .string({ error: 'Give the reason for the move' })
    .trim()
    .min(WAITLIST_REASON_MIN, 'Give the reason for the move (at least 5 characters)')
    .max(500, 'At most 500 characters'),
});
export type WaitlistMove = z.input<typeof waitlistMoveSchema>;

export const waitlistOfferCreateSchema = z.strictObject({ applicationID: idSchema, unitID: idSchema });

/** `GET /api/WaitlistCandidates/{unitId}`: a vacant unit's list, in order, each with the door's fit. */
export const waitlistCandidatesSchema = z.object({
  unitID: idSchema,
  unitNumber: z.string(),
  unitType: unitTypeSchema,
  doorWidthFt: z.number().nullable(),
  doorHeightFt: z.number().nullable(),
  /** An open offer of this unit, if any. */
  openOffer: waitlistOfferSchema.nullable(),
  candidates: z.array(
    z.object({
      applicationID: idSchema,
      position: z.number().int().min(1),
      name: z.string(),
      aircraft: aircraftDescriptionReadSchema,
      fit: aircraftFitSchema,
      /** Why this one is passed over (the door, an open offer elsewhere); null for the one to offer. */
      skipped: z.string().nullable(),
    }),
  ),
  /** The first applicant whose aircraft fits (yes or tight) and who holds no other open offer. */
  firstID: idSchema.nullable(),
});
export type WaitlistCandidates = z.infer<typeof waitlistCandidatesSchema>;
export const waitlistUnitParamsSchema = z.strictObject({ unitId: idParamSchema });

export const waitlistSettingsSchema = z.strictObject({
  clearanceWidthFt: z.number().min(0, 'Cannot be negative').max(20, 'At most 20 ft'),
  clearanceHeightFt: z.number().min(0, 'Cannot be negative').max(20, 'At most 20 ft'),
  offerDays: z.number().int().min(1, 'At least 1 day').max(60, 'At most 60 days'),
});
export type WaitlistSettings = z.infer<typeof waitlistSettingsSchema>;
export const DEFAULT_OFFER_DAYS = 5;

export const waitlistHistorySchema = z.object({ offers: z.array(waitlistOfferSchema) });

// ---- The hangar-use record ---------------------------------------------------------------------------------

export const hangarUseParamsSchema = z.strictObject({ propertyId: idParamSchema });
export const hangarUseQuerySchema = z.strictObject({
  /** Default: today in the company's time zone. */
  asOf: calendarDateSchema.optional(),
  format: reportFormatSchema,
});
export const hangarUseRowSchema = z.object({
  unitID: idSchema,
  unitNumber: z.string(),
  unitType: unitTypeSchema,
  leaseID: idSchema.nullable(),
  tenants: z.string(),
  /** The aircraft the lease records; null when none is (or the hangar is vacant). */
  registration: z.string().nullable(),
  aircraft: z.string().nullable(),
  basedHere: z.boolean().nullable(),
  fit: fitSchema.nullable(),
});
export const hangarUseSchema = z.object({
  propertyID: idSchema,
  propertyName: z.string(),
  asOf: calendarDateSchema,
  rows: z.array(hangarUseRowSchema),
  totals: z.object({
    hangars: z.number().int(),
    leased: z.number().int(),
    withAircraft: z.number().int(),
    leasedWithoutAircraft: z.number().int(),
  }),
});
export type HangarUse = z.infer<typeof hangarUseSchema>;
export const HANGAR_USE_CSV_HEADER = [
  'Unit',
  'Type',
  'Lease',
  'Tenants',
  'Registration',
  'Aircraft',
  'Based here',
  'Door fit',
] as const;
