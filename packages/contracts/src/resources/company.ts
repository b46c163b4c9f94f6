// Management companies: the profile a company administrator keeps, and the paged list system users search.
import { z } from 'zod';
import { websiteSchema } from '../website';
import { idParamSchema, idSchema, wholeParamSchema } from '../input';
import {
  contactAddressSchema,
  contactEmailSchema,
  contactPhoneSchema,
  contactPhoneWriteSchema,
  taxIdSchema,
} from './contact';
import { listAnswerSchema, listQuerySchema, versionSchema } from './resource';

const onePrimary = (list: { isPrimary: boolean }[]) => list.filter((x) => x.isPrimary).length <= 1;

/** An IANA time zone name (`America/Chicago`); the company's dates and reminders follow it. */
export const timeZoneSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'Choose a time zone from the list');

export const mgmtCoSchema = z.object({
  id: idSchema,
  name: z.string(),
  legalName: z.string(),
  fileAs: z.string(),
  /** The stored tax id, masked (`••-•••6789`); never in clear. */
  taxIdMasked: z.string().nullable(),
  addresses: z.array(contactAddressSchema),
  phones: z.array(contactPhoneSchema.extend({ e164: z.string().nullable().default(null) })),
  emails: z.array(contactEmailSchema),
  website: z.string(),
  timeZone: z.string(),
  /** Whether the company's vacant, listed units appear in the public listings. */
  publishesListings: z.boolean(),
  /** Who to call or write about a listing ("Call Hicks Hangars, (817) 555-0100"); empty uses the name. */
  listingContactLine: z.string(),
  isActive: z.boolean(),
  version: versionSchema,
});
export type MgmtCo = z.infer<typeof mgmtCoSchema>;

const mgmtCoFields = {
  name: z.string().trim().min(1, 'Name is required').max(200),
  legalName: z.string().trim().max(200).default(''),
  fileAs: z.string().trim().max(200).default(''),
  /** Absent keeps the stored one; empty clears it. */
  taxId: taxIdSchema.optional(),
  addresses: z.array(contactAddressSchema).max(20).default([]).refine(onePrimary, 'Only one can be primary'),
  phones: z.array(contactPhoneWriteSchema).max(20).default([]).refine(onePrimary, 'Only one can be primary'),
  emails: z.array(contactEmailSchema).max(20).default([]).refine(onePrimary, 'Only one can be primary'),
  website: websiteSchema.default(''),
  timeZone: timeZoneSchema.default('America/Chicago'),
  publishesListings: z.boolean().default(false),
  listingContactLine: z.string().trim().max(200).default(''),
  isActive: z.boolean().default(true),
};
export const mgmtCoCreateSchema = z.strictObject(mgmtCoFields);
export const mgmtCoUpdateSchema = z.strictObject({ ...mgmtCoFields, version: versionSchema });
export type MgmtCoCreate = z.input<typeof mgmtCoCreateSchema>;
export type MgmtCoUpdate = z.input<typeof mgmtCoUpdateSchema>;

export const mgmtCoListItemSchema = mgmtCoSchema.pick({
  id: true,
  name: true,
  fileAs: true,
  isActive: true,
  version: true,
});
export type MgmtCoListItem = z.infer<typeof mgmtCoListItemSchema>;
export const mgmtCoSearchSchema = listQuerySchema(['fileAs', 'name'] as const, {
  active: z.enum(['true', 'false', 'all']).default('all'),
});
export const mgmtCoListSchema = listAnswerSchema(mgmtCoListItemSchema);

/** A count of what the caller may see; null when its feature shows them none (the figure is not theirs). */
const figure = z.number().int().min(0).nullable();

/**
 * `/api/MgmtCoSummary/{id}`: the counts on the management home page, each over what the caller may see for
 * its own feature (users, contacts, property details, rental units).
 */
export const mgmtCoSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  users: figure,
  contacts: figure,
  properties: figure,
  units: figure,
  vacantUnits: figure,
  /** Applicants on the waiting list (each once, whatever the lists they are on), for Waiting list View. */
  waiting: figure.default(null),
  /**
   * The figures counted only up to a cap (10,000 contacts): such a figure is the cap and means "that many or
   * more", so a company of a million contacts costs its home page nothing.
   */
  capped: z.array(z.enum(['contacts'])).default([]),
});
export type MgmtCoSummary = z.infer<typeof mgmtCoSummarySchema>;

/** `/api/RecentChanges?managementCompanyID=`: the company's latest audited changes, for the home page. */
export const recentChangeSchema = z.object({
  id: idSchema,
  timeUtc: z.string(),
  /** `contact.updated`, `user.created`, … */
  kind: z.string(),
  actorUserName: z.string().nullable(),
  effectiveUserName: z.string().nullable(),
  /** The record's label at the time (a contact's file-as, a user's name). */
  label: z.string(),
  entity: z.string(),
  entityID: idSchema.nullable(),
});
export type RecentChange = z.infer<typeof recentChangeSchema>;
export const recentChangesQuerySchema = z.strictObject({
  managementCompanyID: idParamSchema,
  limit: wholeParamSchema(1, 50).default(10),
});
