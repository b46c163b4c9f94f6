import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_OPTIONS, findCountry, findUsState, US_STATE_OPTIONS, US_STATES } from './lookups';
import { EMPTY_ADDRESS, formatUsZip, isValidUsZip } from './rules';

describe('isValidUsZip', () => {
  it('accepts 5 digits and 9 digits, with or without the dash', () => {
    expect(isValidUsZip('76101')).toBe(true);
    expect(isValidUsZip('76101-1234')).toBe(true);
    expect(isValidUsZip('761011234')).toBe(true);
    expect(isValidUsZip(' 76101 ')).toBe(true);
  });

  it('refuses every other shape', () => {
    expect(isValidUsZip('')).toBe(false);
    expect(isValidUsZip('7610')).toBe(false);
    expect(isValidUsZip('761011')).toBe(false);
    expect(isValidUsZip('76101-123')).toBe(false);
    expect(isValidUsZip('76101 1234')).toBe(false);
    expect(isValidUsZip('7610112345')).toBe(false);
    expect(isValidUsZip('76101-')).toBe(false);
    expect(isValidUsZip('K1A 0B1')).toBe(false);
    expect(isValidUsZip('７６１０１')).toBe(false); // full-width digits are not ZIP digits
  });
});

describe('formatUsZip', () => {
  it('writes ZIP+4 with its dash and trims', () => {
    expect(formatUsZip('761011234')).toBe('76101-1234');
    expect(formatUsZip(' 76101-1234 ')).toBe('76101-1234');
    expect(formatUsZip(' 76101 ')).toBe('76101');
  });

  it('leaves text that is no ZIP code as typed, trimmed', () => {
    expect(formatUsZip(' 7610 ')).toBe('7610');
    expect(formatUsZip('K1A 0B1')).toBe('K1A 0B1');
  });
});

describe('lookups', () => {
  it('lists the 50 states and DC with unique two-letter codes', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((state) => state.code)).size).toBe(51);
    expect(US_STATES.every((state) => /^[A-Z]{2}$/.test(state.code))).toBe(true);
    expect(findUsState('tx')?.name).toBe('Texas');
    expect(findUsState('DC')?.name).toBe('District of Columbia');
    expect(findUsState('PR')).toBeUndefined();
  });

  it('lists the ISO 3166-1 countries with unique alpha-2 codes, in order of name', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRIES.map((country) => country.code)).size).toBe(249);
    expect(COUNTRIES.every((country) => /^[A-Z]{2}$/.test(country.code))).toBe(true);
    const names = COUNTRIES.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(findCountry('us')?.name).toBe('United States');
    expect(findCountry('GB')?.name).toBe('United Kingdom');
    expect(findCountry('XX')).toBeUndefined();
  });

  it('names every country code the browser knows', () => {
    const regions = new Intl.DisplayNames(['en'], { type: 'region' });
    for (const { code } of COUNTRIES) expect(regions.of(code)).not.toBe(code);
  });

  it('offers both lists as Combobox options', () => {
    expect(US_STATE_OPTIONS).toContainEqual({ value: 'TX', label: 'Texas' });
    expect(COUNTRY_OPTIONS).toContainEqual({ value: 'US', label: 'United States' });
    expect(EMPTY_ADDRESS.country).toBe('US');
  });
});
