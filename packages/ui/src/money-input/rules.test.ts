import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToDecimalString,
  formatMoney,
  moneyErrorMessage,
  moneyProblem,
  parseMoneyToCents,
} from './rules';

describe('formatMoney', () => {
  it('writes two decimals with thousands separators', () => {
    expect(formatMoney(123450)).toBe('1,234.50');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(5)).toBe('0.05');
    expect(formatMoney(99)).toBe('0.99');
    expect(formatMoney(100)).toBe('1.00');
    expect(formatMoney(100000)).toBe('1,000.00');
    expect(formatMoney(123456789)).toBe('1,234,567.89');
    expect(formatMoney(Number.MAX_SAFE_INTEGER)).toBe('90,071,992,547,409.91');
  });

  it('puts an optional currency sign after the minus', () => {
    expect(formatMoney(123450, { symbol: '$' })).toBe('$1,234.50');
    expect(formatMoney(-199)).toBe('-1.99');
    expect(formatMoney(-199, { symbol: '$' })).toBe('-$1.99');
  });

  it('gives empty text for no amount', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
  });

  it('refuses anything but integer cents', () => {
    expect(() => formatMoney(12.5)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('centsToDecimalString', () => {
  it('writes plain decimals for the input to edit', () => {
    expect(centsToDecimalString(123450)).toBe('1234.50');
    expect(centsToDecimalString(7)).toBe('0.07');
    expect(centsToDecimalString(-7)).toBe('-0.07');
  });
});

describe('parseMoneyToCents', () => {
  it('reads amounts into exact integer cents', () => {
    expect(parseMoneyToCents('19.99')).toBe(1999);
    expect(parseMoneyToCents('0.29')).toBe(29); // 0.29 * 100 is 28.999999999999996 in floating point
    expect(parseMoneyToCents('1.15')).toBe(115);
    expect(parseMoneyToCents('4.35')).toBe(435);
    expect(parseMoneyToCents('1,000')).toBe(100000);
    expect(parseMoneyToCents('1,234,567.89')).toBe(123456789);
    expect(parseMoneyToCents('5')).toBe(500);
    expect(parseMoneyToCents('5.')).toBe(500);
    expect(parseMoneyToCents('.5')).toBe(50);
    expect(parseMoneyToCents('0')).toBe(0);
    expect(parseMoneyToCents('007.10')).toBe(710);
  });

  it('accepts a dollar sign and spaces', () => {
    expect(parseMoneyToCents('$1,234.50')).toBe(123450);
    expect(parseMoneyToCents('  $ 12 ')).toBe(1200);
  });

  it('reads a minus only when negatives are allowed', () => {
    expect(parseMoneyToCents('-5')).toBeNull();
    expect(parseMoneyToCents('-5', { allowNegative: true })).toBe(-500);
    expect(parseMoneyToCents('-$5.25', { allowNegative: true })).toBe(-525);
    expect(parseMoneyToCents('$-5.25', { allowNegative: true })).toBe(-525);
    expect(Object.is(parseMoneyToCents('-0', { allowNegative: true }), 0)).toBe(true);
  });

  it('refuses what it would have to guess', () => {
    expect(parseMoneyToCents('')).toBeNull();
    expect(parseMoneyToCents('   ')).toBeNull();
    expect(parseMoneyToCents('.')).toBeNull();
    expect(parseMoneyToCents('$')).toBeNull();
    expect(parseMoneyToCents('19.999')).toBeNull();
    expect(parseMoneyToCents('1,00')).toBeNull();
    expect(parseMoneyToCents('1000,000')).toBeNull();
    expect(parseMoneyToCents(',100')).toBeNull();
    expect(parseMoneyToCents('1.2.3')).toBeNull();
    expect(parseMoneyToCents('12abc')).toBeNull();
    expect(parseMoneyToCents('1e3')).toBeNull();
    expect(parseMoneyToCents('--5', { allowNegative: true })).toBeNull();
    expect(parseMoneyToCents('5-')).toBeNull();
    expect(parseMoneyToCents('99999999999999999')).toBeNull(); // beyond exact integers
  });

  it('reads back exactly what formatMoney wrote', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.constantFrom('', '$'), (cents, symbol) => {
        expect(parseMoneyToCents(formatMoney(cents, { symbol }), { allowNegative: true })).toBe(cents);
      }),
    );
  });

  it('matches the decimal it was given, digit for digit', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 13n }),
        fc.integer({ min: 0, max: 99 }),
        (whole, fraction) => {
          const text = `${whole}.${String(fraction).padStart(2, '0')}`;
          expect(parseMoneyToCents(text)).toBe(Number(whole * 100n + BigInt(fraction)));
        },
      ),
    );
  });
});

describe('moneyProblem', () => {
  it('names why typed text is not an amount, and refuses what used to be corrected silently', () => {
    expect(moneyProblem('1e3')).toBe('format');
    expect(moneyProblem('12.345')).toBe('decimals');
    expect(moneyProblem('-5')).toBe('negative');
    expect(moneyProblem('-5', { allowNegative: true })).toBeNull();
    expect(moneyProblem('-12.345', { allowNegative: true })).toBe('decimals');
    expect(moneyProblem('1,00')).toBe('format');
    expect(moneyProblem('abc')).toBe('format');
  });

  it('has nothing against an amount or an empty field', () => {
    for (const ok of ['', '  ', '0', '19.99', '$1,250.00', '.5', '12.']) expect(moneyProblem(ok)).toBeNull();
  });

  it('gives each reason its sentence', () => {
    expect(moneyErrorMessage('format')).toBe('Enter an amount such as 1,250.00');
    expect(moneyErrorMessage('negative')).toBe('Enter an amount of zero or more');
    expect(moneyErrorMessage('decimals')).toBe('Enter at most two decimal places (cents)');
  });
});
