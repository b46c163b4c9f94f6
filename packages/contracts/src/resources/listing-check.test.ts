import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listingsSchema, type Listing } from './listing';
import { isListings } from './listing-check';
import { UNIT_TYPES } from './unit-types';

const listing: Listing = {
  unitID: 12,
  unitNumber: 'T-4',
  propertyName: 'North T-hangars',
  place: 'Fort Worth, TX',
  type: 't-hangar',
  squareFeet: 1200,
  doorWidthFt: 41.5,
  doorHeightFt: 12,
  monthlyRentCents: 45_000,
  dateAvailable: null,
  listingText: 'Electric door, power.',
  cardImageUrl: '/api/listings/images/3',
  cardImageAlt: 'The hangar',
  contactLine: 'Call Pat',
  contactEmail: null,
  contactPhone: '(817) 555-1234',
  companyName: 'Hangar Co',
};

// Values each field may wrongly or rightly hold: the right kinds, the near misses, and anything at all.
const anyValue = fc.oneof(
  fc.constantFrom(
    null,
    undefined,
    0,
    1,
    -1,
    1.5,
    2_147_483_647,
    2_147_483_648,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    2 ** 53,
    '',
    '12',
    't-hangar',
    'hangar',
    true,
    [],
    {},
  ),
  ...UNIT_TYPES.map((t) => fc.constant(t.value)),
  fc.string(),
  fc.double(),
  fc.integer(),
  fc.anything(),
);
const keys = Object.keys(listing) as (keyof Listing)[];
// A listing with some fields changed, left out, or added.
const nearListing = fc
  .tuple(
    fc.dictionary(fc.constantFrom(...keys), anyValue),
    fc.subarray(keys),
    fc.dictionary(fc.string(), anyValue),
  )
  .map(([changed, dropped, extra]) => {
    const row: Record<string, unknown> = { ...extra, ...listing, ...changed };
    for (const key of dropped.slice(0, 1)) delete row[key];
    return row;
  });
const paging = { page: 1, pageCount: 1, total: 2 };
const nearAnswer = fc.oneof(
  fc.record({ items: fc.array(nearListing, { maxLength: 3 }), generatedUtc: fc.string() }).map((a) => ({
    ...a,
    ...paging,
  })),
  fc.record({ items: fc.array(nearListing, { maxLength: 2 }), generatedUtc: anyValue }).map((a) => ({
    ...a,
    ...paging,
  })),
  fc.record({ items: anyValue, generatedUtc: fc.string() }).map((a) => ({ ...a, ...paging })),
  fc.record({
    items: fc.constant([listing]),
    generatedUtc: fc.string(),
    page: anyValue,
    pageCount: anyValue,
    total: anyValue,
  }),
  anyValue,
);

describe('isListings', () => {
  it('accepts a listings answer', () => {
    const answer = {
      items: [listing, { ...listing, unitID: 13, squareFeet: null, type: 'office' }],
      generatedUtc: 'x',
      ...paging,
    };
    expect(isListings(answer)).toBe(true);
    expect(
      isListings({ items: [], generatedUtc: '2026-11-24T03:00:00Z', page: 1, pageCount: 1, total: 0 }),
    ).toBe(true);
  });

  it('refuses what the schema refuses: a wrong type, a missing field, a fractional area, an id out of range', () => {
    const answer = (row: object) => ({ items: [{ ...listing, ...row }], generatedUtc: 'x', ...paging });
    for (const bad of [
      { type: 'castle' },
      { squareFeet: 1.5 },
      { unitID: 0 },
      { contactLine: null },
      { place: undefined },
    ])
      expect(isListings(answer(bad))).toBe(false);
    expect(isListings({ items: [listing], ...paging })).toBe(false);
    expect(isListings({ items: [listing], generatedUtc: 'x', page: 0, pageCount: 1, total: 1 })).toBe(false);
    expect(isListings({ items: [listing], generatedUtc: 'x', page: 1, pageCount: 1, total: 1.5 })).toBe(
      false,
    );
    expect(isListings({ items: [listing], generatedUtc: 'x', page: 1, total: 1 })).toBe(false);
    expect(isListings(null)).toBe(false);
  });

  it('agrees with listingsSchema on any near-valid answer', () => {
    fc.assert(
      fc.property(nearAnswer, (answer) => {
        expect(isListings(answer)).toBe(listingsSchema.safeParse(answer).success);
      }),
      { numRuns: 2000 },
    );
  });
});
