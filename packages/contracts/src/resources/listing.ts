// The public listings: vacant, listed units of companies that publish them (`GET /api/listings`).
import { z } from 'zod';
import { idSchema } from '../input';
import { unitTypeSchema } from './rental-unit';

export const listingSchema = z.object({
  unitID: idSchema,
  unitNumber: z.string(),
  propertyName: z.string(),
  /** The property's city and state, when it has an address. */
  place: z.string().nullable(),
  type: unitTypeSchema,
  squareFeet: z.number().int().nullable(),
  doorWidthFt: z.number().nullable(),
  doorHeightFt: z.number().nullable(),
  monthlyRentCents: z.number().int().nullable(),
  /** `YYYY-MM-DD`; null when available now. */
  dateAvailable: z.string().nullable(),
  listingText: z.string(),
  /** The card image (display size) and its caption, or null. */
  cardImageUrl: z.string().nullable(),
  cardImageAlt: z.string(),
  /** The company's contact line (who to call or write). */
  contactLine: z.string(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  companyName: z.string(),
});
export type Listing = z.infer<typeof listingSchema>;
export const listingsSchema = z.object({ items: z.array(listingSchema), generatedUtc: z.string() });
export type Listings = z.infer<typeof listingsSchema>;
