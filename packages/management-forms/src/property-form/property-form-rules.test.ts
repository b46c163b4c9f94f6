import { propertyCreateSchema, operationRequest } from '@hangar/contracts';
import { describe, expect, it } from 'vitest';
import { hicksAirfield } from '../property-fixtures';
import {
  emptyPropertyValues,
  propertyEditFormSchema,
  propertyFileAsExistParams,
  propertyFormSchema,
  propertyValues,
} from './property-form-rules';

describe('property form rules', () => {
  it('a stored property round-trips through the form into a body the API accepts', () => {
    const parsed = propertyEditFormSchema.parse(propertyValues(hicksAirfield));
    expect(parsed).toMatchObject({ yearBuilt: 1978, squareFeet: 84000, managerUserID: 11, version: 3 });
    expect(parsed.address).toMatchObject({ line1: '12 Hangar Row', city: 'Fort Worth', isPrimary: true });
    const { version: _v, ...create } = parsed;
    expect(propertyCreateSchema.safeParse(create).success).toBe(true);
  });

  it('a blank address and blank numbers are none', () => {
    const parsed = propertyFormSchema.parse({ ...emptyPropertyValues(1), name: 'Lot 9' });
    expect(parsed).toMatchObject({ address: null, yearBuilt: null, squareFeet: null, managerUserID: null });
  });

  it('refuses a year that is not four digits or lies in the future, and a half-typed address', () => {
    const base = { ...emptyPropertyValues(1), name: 'Lot 9' };
    const nextYear = String(new Date().getUTCFullYear() + 1);
    for (const yearBuilt of ['78', 'abcd', nextYear]) {
      const result = propertyFormSchema.safeParse({ ...base, yearBuilt });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['yearBuilt']);
    }
    const half = propertyFormSchema.safeParse({
      ...base,
      address: { ...base.address, line1: '12 Hangar Row' },
    });
    expect(half.error?.issues.map((i) => i.path.join('.'))).toEqual(['address.city']);
  });

  it('checks a file as only when there is one', () => {
    expect(propertyFileAsExistParams(1, undefined, '  ')).toBeNull();
    expect(propertyFileAsExistParams(1, undefined, 'x'.repeat(3000))).toBeNull();
    expect(
      operationRequest('PropertyFileAsExist', propertyFileAsExistParams(1, 301, 'Row H/East')!).path,
    ).toBe('/api/PropertyFileAsExist/1/301/Row%20H%2FEast');
  });
});
