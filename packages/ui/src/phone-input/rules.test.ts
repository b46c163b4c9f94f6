import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhone, toE164 } from './rules';

describe('formatPhone', () => {
  it('formats 7, 10 and 11 digits the North American way', () => {
    expect(formatPhone('5551234')).toBe('555-1234');
    expect(formatPhone('8175551234')).toBe('(817) 555-1234');
    expect(formatPhone('18175551234')).toBe('1 (817) 555-1234');
  });

  it('ignores the punctuation that was typed', () => {
    expect(formatPhone('817.555.1234')).toBe('(817) 555-1234');
    expect(formatPhone(' 817-555-1234 ')).toBe('(817) 555-1234');
    expect(formatPhone('(817)5551234')).toBe('(817) 555-1234');
    expect(formatPhone('1-817-555-1234')).toBe('1 (817) 555-1234');
    expect(formatPhone('555 1234')).toBe('555-1234');
  });

  it('keeps other digit counts as typed, trimmed', () => {
    expect(formatPhone('  12345 ')).toBe('12345');
    expect(formatPhone('81755512345')).toBe('8 (175) 551-2345'); // 11 digits: the rule, whatever they are
    expect(formatPhone('817555123456')).toBe('817555123456');
    expect(formatPhone('')).toBe('');
    expect(formatPhone('   ')).toBe('');
  });

  it('keeps text with letters as typed, trimmed', () => {
    expect(formatPhone(' 817-555-1234 ext 5 ')).toBe('817-555-1234 ext 5');
    expect(formatPhone('1-800-FLOWERS')).toBe('1-800-FLOWERS');
    expect(formatPhone('ask at the front desk')).toBe('ask at the front desk');
  });

  it('formats international numbers with libphonenumber-js', () => {
    expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958');
    expect(formatPhone('+33 1 23 45 67 89')).toBe('+33 1 23 45 67 89');
    expect(formatPhone('+1 817 555 1234')).toBe('+1 817 555 1234');
    expect(formatPhone('+18175551234')).toBe('+1 817 555 1234');
  });

  it('keeps an international number it cannot read as typed, trimmed', () => {
    expect(formatPhone(' +1234 ')).toBe('+1234');
    expect(formatPhone('+')).toBe('+');
    expect(formatPhone('+999 123')).toBe('+999 123');
  });

  it('is stable: formatting a formatted number changes nothing', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+?[0-9 ().-]{0,20}$/), (text) => {
        const once = formatPhone(text);
        expect(formatPhone(once)).toBe(once);
      }),
    );
  });
});

describe('toE164', () => {
  it('reads US numbers without a country code', () => {
    expect(toE164('(817) 555-1234')).toBe('+18175551234');
    expect(toE164('817.555.1234')).toBe('+18175551234');
    expect(toE164('1 (817) 555-1234')).toBe('+18175551234');
  });

  it('reads international numbers and honours another default country', () => {
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(toE164('020 7946 0958', 'GB')).toBe('+442079460958');
  });

  it('gives null for what is not a possible number', () => {
    expect(toE164('')).toBeNull();
    expect(toE164('555-1234')).toBeNull();
    expect(toE164('+1234')).toBeNull();
    expect(toE164('call the office')).toBeNull();
  });
});
