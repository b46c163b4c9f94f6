// The public listings: vacant, listed units of companies that publish them (`GET /api/listings`).
import { z } from 'zod';
import { idSchema, wholeParamSchema } from '../input';
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
/** How many listings one page of `GET /api/listings` holds (fixed: a page's URL names one cacheable answer). */
export const LISTINGS_PAGE_SIZE = 24;
/** The highest page a visitor may ask for (a million listings); beyond the last page the answer is empty. */
export const LISTINGS_MAX_PAGE = 50_000;

/** `?page=` of `GET /api/listings`: 1 (the first) when absent. */
export const listingsQuerySchema = z.strictObject({
  page: wholeParamSchema(1, LISTINGS_MAX_PAGE).default(1),
});
export type ListingsQuery = z.infer<typeof listingsQuerySchema>;

/**
 * One page of the listings (`LISTINGS_PAGE_SIZE` of them, by property then unit), with where it stands:
 * `page` of `pageCount` (at least 1, even when nothing is listed), `total` listings in all.
 */
export const listingsSchema = z.object({
  items: z.array(listingSchema),
  generatedUtc: z.string(),
  page: z.number().int().min(1),
  pageCount: z.number().int().min(1),
  total: z.number().int().min(0),
});
export type Listings = z.infer<typeof listingsSchema>;
