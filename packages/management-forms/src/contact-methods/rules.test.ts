import { describe, expect, it } from 'vitest';
import { blankPhone, listErrorMessage, primaryFlags, typeLabel } from './rules';

describe('primaryFlags', () => {
  const list = [{ isPrimary: true }, { isPrimary: false }, { isPrimary: false }];

  it('makes the chosen entry the only primary one', () => {
    expect(primaryFlags(list, 2)).toEqual([false, false, true]);
  });

  it('after a removal makes the first entry primary when none is', () => {
    expect(primaryFlags([{ isPrimary: false }, {}], null)).toEqual([true, false]);
    expect(primaryFlags([{ isPrimary: false }, { isPrimary: true }], null)).toEqual([false, true]);
    expect(primaryFlags([], null)).toEqual([]);
  });
});

describe('list helpers', () => {
  it('makes blank entries and labels types', () => {
    expect(blankPhone(true)).toEqual({ type: 'mobile', number: '', extension: '', isPrimary: true });
    expect(typeLabel('mailing')).toBe('Mailing');
  });

  it('finds a list error wherever react-hook-form put it', () => {
    expect(listErrorMessage({ message: 'Only one can be primary' })).toBe('Only one can be primary');
    expect(listErrorMessage({ root: { message: 'Too many' } })).toBe('Too many');
    expect(listErrorMessage([{ number: { message: 'Number is required' } }])).toBeUndefined();
    expect(listErrorMessage(undefined)).toBeUndefined();
  });
});
