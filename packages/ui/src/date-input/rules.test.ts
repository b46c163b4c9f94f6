import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DATE_FORMAT_MESSAGE,
  dateErrorMessage,
  dateToIso,
  displayToIso,
  isIsoDate,
  isIsoWithin,
  isoToDate,
  isoToDisplay,
  parseTypedDate,
  typedDateToIso,
} from './rules';

describe('parseTypedDate', () => {
  it('reads eight digits as MMDDYYYY', () => {
    expect(parseTypedDate('01152026')).toBe('01/15/2026');
    expect(parseTypedDate('12312025')).toBe('12/31/2025');
  });

  it('puts a zero in front of the month when seven digits are typed', () => {
    expect(parseTypedDate('1152026')).toBe('01/15/2026');
    expect(parseTypedDate('9012026')).toBe('09/01/2026');
  });

  it('reads a date typed with separators as month/day/year: slashes, dashes, dots and spaces alike', () => {
    expect(parseTypedDate('01/15/2026')).toBe('01/15/2026');
    expect(parseTypedDate('1/15/2026')).toBe('01/15/2026');
    expect(parseTypedDate(' 01-15-2026 ')).toBe('01/15/2026');
    expect(parseTypedDate('01.15.2026')).toBe('01/15/2026');
    expect(parseTypedDate('Jan 15 2026')).toBeNull();
  });

  it('takes one-digit months and days when separators mark them (these were refused or misread)', () => {
    expect(parseTypedDate('1/5/2027')).toBe('01/05/2027');
    // Read by its digits alone this became 01/21/2026.
    expect(parseTypedDate('12 1 2026')).toBe('12/01/2026');
    expect(parseTypedDate('12-1-2026')).toBe('12/01/2026');
  });

  it('reads a two-digit year as 20yy', () => {
    expect(parseTypedDate('12/1/26')).toBe('12/01/2026');
    expect(parseTypedDate('01/15/26')).toBe('01/15/2026');
    expect(parseTypedDate('2/29/24')).toBe('02/29/2024');
  });

  it('reads a four-digit first group as year-month-day', () => {
    expect(parseTypedDate('2027-01-05')).toBe('01/05/2027');
    expect(parseTypedDate('2027-1-5')).toBe('01/05/2027');
  });

  it('refuses separated text it would have to guess at', () => {
    expect(parseTypedDate('1/5')).toBeNull();
    expect(parseTypedDate('1/5/2026/1')).toBeNull();
    expect(parseTypedDate('1/5/202')).toBeNull(); // three-digit year
    expect(parseTypedDate('123/5/2026')).toBeNull();
    expect(parseTypedDate('1/5/20266')).toBeNull();
    expect(parseTypedDate('1//5')).toBeNull();
  });

  it('needs exactly seven or eight digits when typed without separators', () => {
    expect(parseTypedDate('')).toBeNull();
    expect(parseTypedDate('   ')).toBeNull();
    expect(parseTypedDate('152026')).toBeNull(); // six digits
    expect(parseTypedDate('115202')).toBeNull();
    expect(parseTypedDate('011520261')).toBeNull(); // nine digits
  });

  it('refuses dates that do not exist', () => {
    expect(parseTypedDate('02/30/2026')).toBeNull();
    expect(parseTypedDate('13/01/2026')).toBeNull();
    expect(parseTypedDate('00/10/2026')).toBeNull();
    expect(parseTypedDate('01/00/2026')).toBeNull();
    expect(parseTypedDate('04/31/2026')).toBeNull();
    expect(parseTypedDate('01/32/2026')).toBeNull();
    expect(parseTypedDate('01/01/0000')).toBeNull();
  });

  it('knows leap years, including the century rules', () => {
    expect(parseTypedDate('02/29/2024')).toBe('02/29/2024');
    expect(parseTypedDate('02/29/2026')).toBeNull();
    expect(parseTypedDate('02/29/2000')).toBe('02/29/2000');
    expect(parseTypedDate('02/29/1900')).toBeNull();
  });

  it('with seven digits the zero always goes to the month, never the day', () => {
    // 1012026 is 01/01/2026 read as M DD YYYY, never 10/1/2026.
    expect(parseTypedDate('1012026')).toBe('01/01/2026');
    // 2302026 would be 02/30/2026, which does not exist.
    expect(parseTypedDate('2302026')).toBeNull();
  });
});

describe('displayToIso and isoToDisplay', () => {
  it('convert between MM/DD/YYYY and YYYY-MM-DD', () => {
    expect(displayToIso('01/15/2026')).toBe('2026-01-15');
    expect(isoToDisplay('2026-01-15')).toBe('01/15/2026');
  });

  it('refuse other shapes and impossible dates', () => {
    expect(displayToIso('1/15/2026')).toBeNull();
    expect(displayToIso('2026-01-15')).toBeNull();
    expect(displayToIso('02/30/2026')).toBeNull();
    expect(displayToIso('')).toBeNull();
    expect(isoToDisplay('')).toBe('');
    expect(isoToDisplay('2026-02-30')).toBe('');
    expect(isoToDisplay('01/15/2026')).toBe('');
    expect(isoToDisplay('2026-1-15')).toBe('');
  });

  it('round-trip every real date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true }),
        (d) => {
          const iso = dateToIso(d);
          expect(isIsoDate(iso)).toBe(true);
          expect(displayToIso(isoToDisplay(iso))).toBe(iso);
          expect(typedDateToIso(isoToDisplay(iso).replace(/\D/g, ''))).toBe(iso);
        },
      ),
    );
  });
});

describe('typedDateToIso', () => {
  it('reads typed text straight to ISO', () => {
    expect(typedDateToIso('1152026')).toBe('2026-01-15');
    expect(typedDateToIso('02/30/2026')).toBeNull();
    expect(typedDateToIso('hello')).toBeNull();
  });
});

describe('isoToDate and dateToIso', () => {
  it('use the local calendar day, so no time zone shifts the date', () => {
    const date = isoToDate('2026-01-15');
    expect(date?.getFullYear()).toBe(2026);
    expect(date?.getMonth()).toBe(0);
    expect(date?.getDate()).toBe(15);
    expect(dateToIso(new Date(2026, 0, 15, 23, 59))).toBe('2026-01-15');
  });

  it('keep years below 100 as typed', () => {
    expect(dateToIso(isoToDate('0099-03-01')!)).toBe('0099-03-01');
  });

  it('give undefined for anything that is not an ISO date', () => {
    expect(isoToDate('')).toBeUndefined();
    expect(isoToDate('2026-02-30')).toBeUndefined();
  });
});

describe('isIsoWithin and dateErrorMessage', () => {
  it('compare inclusive bounds, each optional', () => {
    expect(isIsoWithin('2026-01-15')).toBe(true);
    expect(isIsoWithin('2026-01-15', '2026-01-15', '2026-01-15')).toBe(true);
    expect(isIsoWithin('2026-01-14', '2026-01-15')).toBe(false);
    expect(isIsoWithin('2026-01-16', undefined, '2026-01-15')).toBe(false);
  });

  it('says what to type, naming the bounds for a date out of range', () => {
    expect(dateErrorMessage('format')).toBe(DATE_FORMAT_MESSAGE);
    expect(DATE_FORMAT_MESSAGE).toBe('Enter a date as MM/DD/YYYY');
    expect(dateErrorMessage('range', '2026-01-01', '2026-12-31')).toBe(
      'Enter a date from 01/01/2026 to 12/31/2026',
    );
    expect(dateErrorMessage('range', '2026-01-01')).toBe('Enter a date on or after 01/01/2026');
    expect(dateErrorMessage('range', undefined, '2026-12-31')).toBe('Enter a date on or before 12/31/2026');
  });
});
