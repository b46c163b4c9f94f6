import { describe, expect, it } from 'vitest';
import { formatAge, resolveDayTime } from './time';

describe('formatAge', () => {
  const at = (h: number, m: number, s = 0) => new Date(Date.UTC(2026, 10, 22, h, m, s));
  it("reads 'Nm' under an hour and 'Nh Nm' from an hour, whole minutes rounded down", () => {
    expect(formatAge(at(10, 0), at(10, 59, 59))).toBe('59m');
    expect(formatAge(at(10, 0), at(11, 0))).toBe('1h 0m');
    expect(formatAge(at(8, 53), at(11, 5, 30))).toBe('2h 12m');
    expect(formatAge(at(10, 0), at(10, 0, 30))).toBe('0m');
  });
  it('depends on the instants only: the same instants written with different offsets give the same age', () => {
    const from = new Date('2026-11-22T03:00:00-06:00'); // 09:00Z
    const now = new Date('2026-11-22T10:45:00+00:00');
    expect(from.getTime()).toBe(Date.UTC(2026, 10, 22, 9, 0));
    expect(formatAge(from, now)).toBe('1h 45m');
  });
  it('spans midnight and days in UTC', () => {
    expect(formatAge(new Date(Date.UTC(2026, 10, 21, 23, 50)), new Date(Date.UTC(2026, 10, 22, 0, 5)))).toBe(
      '15m',
    );
    expect(formatAge(new Date(Date.UTC(2026, 10, 20, 23, 50)), new Date(Date.UTC(2026, 10, 22, 0, 5)))).toBe(
      '24h 15m',
    );
  });
  it("reads a time in the future as '0m' and an invalid date as 'unknown'", () => {
    expect(formatAge(at(11, 0), at(10, 0))).toBe('0m');
    expect(formatAge(new Date(Number.NaN), at(10, 0))).toBe('unknown');
  });
});

describe('resolveDayTime', () => {
  it('puts a report from the 31st read on the 1st into the previous month (and year)', () => {
    expect(resolveDayTime(31, 23, 54, new Date(Date.UTC(2027, 0, 1, 0, 10)))?.toISOString()).toBe(
      '2026-12-31T23:54:00.000Z',
    );
  });
  it('keeps a report from the same day in this month', () => {
    expect(resolveDayTime(22, 1, 53, new Date(Date.UTC(2026, 10, 22, 2, 0)))?.toISOString()).toBe(
      '2026-11-22T01:53:00.000Z',
    );
  });
  it('allows a little clock skew instead of jumping a month back', () => {
    expect(resolveDayTime(22, 2, 5, new Date(Date.UTC(2026, 10, 22, 2, 0)))?.toISOString()).toBe(
      '2026-11-22T02:05:00.000Z',
    );
  });
  it('skips a day the month does not have', () => {
    // Read on 1 March: the 30th must be January's.
    expect(resolveDayTime(30, 12, 0, new Date(Date.UTC(2026, 2, 1, 6)))?.toISOString()).toBe(
      '2026-01-30T12:00:00.000Z',
    );
  });
  it('nearest mode lets forecast times run into the next month; hour 24 is midnight', () => {
    expect(resolveDayTime(1, 18, 0, new Date(Date.UTC(2026, 9, 31, 17, 21)), 'nearest')?.toISOString()).toBe(
      '2026-11-01T18:00:00.000Z',
    );
    expect(resolveDayTime(22, 24, 0, new Date(Date.UTC(2026, 9, 22, 20)), 'nearest')?.toISOString()).toBe(
      '2026-10-23T00:00:00.000Z',
    );
  });
  it('refuses impossible values', () => {
    const ref = new Date(Date.UTC(2026, 10, 22));
    expect([
      resolveDayTime(0, 1, 0, ref),
      resolveDayTime(32, 1, 0, ref),
      resolveDayTime(5, 25, 0, ref),
      resolveDayTime(5, 63, 0, ref),
      resolveDayTime(5, 1, 60, ref),
    ]).toEqual([null, null, null, null, null]);
  });
});
