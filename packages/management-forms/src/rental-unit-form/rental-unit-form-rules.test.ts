import { rentalUnitCreateSchema, rentalUnitUpdateSchema } from '@hangar/contracts';
import { describe, expect, it } from 'vitest';
import { boxHangar, DUPLEX_ID, rentalUnitFixtures } from '../property-fixtures';
import {
  doorText,
  emptyUnitValues,
  rentText,
  showsDwellingFields,
  showsHangarFields,
  unitEditFormSchema,
  unitFormSchema,
  unitValues,
} from './rental-unit-form-rules';

describe('which fields a unit type shows', () => {
  it('hangar fields for hangars and tie-downs, rooms for dwellings, neither for an office', () => {
    expect(['t-hangar', 'box-hangar', 'shade-hangar', 'tie-down'].every(showsHangarFields)).toBe(true);
    expect(showsHangarFields('office')).toBe(false);
    expect(showsDwellingFields('apartment')).toBe(true);
    expect(showsDwellingFields('house')).toBe(true);
    expect(showsDwellingFields('t-hangar')).toBe(false);
  });
});

describe('unit form schema', () => {
  it('a stored unit round-trips into a body the API accepts', () => {
    const parsed = unitEditFormSchema.parse(unitValues(boxHangar));
    expect(parsed).toMatchObject({
      doorWidthFt: 50,
      doorHeightFt: 14,
      heated: true,
      floor: 'concrete',
      version: 2,
    });
    expect(rentalUnitUpdateSchema.safeParse(parsed).success).toBe(true);
    const apartment = rentalUnitFixtures.find((u) => u.propertyID === DUPLEX_ID)!;
    expect(unitEditFormSchema.parse(unitValues(apartment))).toMatchObject({ bedrooms: 2, bathrooms: 1.5 });
  });

  it('clears the fields of other types when the type changes', () => {
    const parsed = unitEditFormSchema.parse({ ...unitValues(boxHangar), type: 'office', bedrooms: '3' });
    expect(parsed).toMatchObject({ doorWidthFt: null, floor: null, heated: false, bedrooms: null });
  });

  it('explains half-typed numbers and refuses quarter baths', () => {
    const base = { ...emptyUnitValues(DUPLEX_ID, 'apartment'), unitNumber: 'C' };
    const result = unitFormSchema.safeParse({ ...base, bathrooms: '1.25', squareFeet: 'big' });
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['bathrooms', 'squareFeet']);
    const ok = unitFormSchema.parse({ ...base, dateAvailable: '2026-05-01' });
    expect(rentalUnitCreateSchema.safeParse(ok).success).toBe(true);
  });
});

describe('how a unit reads', () => {
  it('shows a door and a rent', () => {
    expect(doorText(41.5, 12)).toBe('41.5 × 12 ft');
    expect(doorText(null, 12)).toBe('');
    expect(rentText(32500)).toBe('$325.00');
    expect(rentText(null)).toBe('');
  });
});
