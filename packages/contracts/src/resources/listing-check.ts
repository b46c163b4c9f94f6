// The listings answer checked by hand, without zod: the public listings page (the airport face's side frame)
// checks what it got with this and so downloads no zod. It accepts what listingsSchema accepts
// (listing-check.test.ts compares the two); unlike a zod parse it keeps keys the schema does not name.
import { MAX_ID } from '../max-id';
import type { Listing, Listings } from './listing';
import { UNIT_TYPES } from './unit-types';

type Row = Record<string, unknown>;

const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown) => typeof value === 'string';
const isTextOrNull = (value: unknown) => value === null || typeof value === 'string';
const isNumberOrNull = (value: unknown) =>
  value === null || (typeof value === 'number' && Number.isFinite(value));
const isWholeOrNull = (value: unknown) => value === null || Number.isSafeInteger(value);
const isId = (value: unknown) =>
  Number.isSafeInteger(value) && (value as number) >= 1 && (value as number) <= MAX_ID;
const unitTypes: ReadonlySet<unknown> = new Set(UNIT_TYPES.map((t) => t.value));

const TEXT = [
  'unitNumber',
  'propertyName',
  'listingText',
  'cardImageAlt',
  'contactLine',
  'companyName',
] as const;
const TEXT_OR_NULL = ['place', 'dateAvailable', 'cardImageUrl', 'contactEmail', 'contactPhone'] as const;

export function isListing(value: unknown): value is Listing {
  return (
    isRow(value) &&
    isId(value.unitID) &&
    unitTypes.has(value.type) &&
    isWholeOrNull(value.squareFeet) &&
    isWholeOrNull(value.monthlyRentCents) &&
    isNumberOrNull(value.doorWidthFt) &&
    isNumberOrNull(value.doorHeightFt) &&
    TEXT.every((key) => isText(value[key])) &&
    TEXT_OR_NULL.every((key) => isTextOrNull(value[key]))
  );
}

const isWholeFrom = (value: unknown, least: number) =>
  Number.isSafeInteger(value) && (value as number) >= least;

/** True when `value` is a `GET /api/listings` answer's data (listingsSchema's shape). */
export function isListings(value: unknown): value is Listings {
  return (
    isRow(value) &&
    isText(value.generatedUtc) &&
    isWholeFrom(value.page, 1) &&
    isWholeFrom(value.pageCount, 1) &&
    isWholeFrom(value.total, 0) &&
    Array.isArray(value.items) &&
    value.items.every(isListing)
  );
}
