import { describe, expect, it } from 'vitest';
import { csvUrl, dayText, money, recentMonths, withTotals } from './report-rules';

describe('report rules', () => {
  it('formats money and days as the other screens do', () => {
    expect(money(-123450)).toBe('-$1,234.50');
    expect(money(0)).toBe('$0.00');
    expect(dayText('2026-06-15')).toBe('Jun 15, 2026');
    expect(dayText(null)).toBe('');
  });

  it('offers the months up to today, newest first, across a year end', () => {
    expect(recentMonths('2026-02-10', 3)).toEqual([
      { value: '2026-02', label: 'February 2026' },
      { value: '2026-01', label: 'January 2026' },
      { value: '2025-12', label: 'December 2025' },
    ]);
  });

  it("addresses a report's CSV with its parameters", () => {
    expect(csvUrl('RentRoll', { mgmtCoId: 1, asOf: '2026-06-15', propertyID: undefined })).toBe(
      '/api/RentRoll/1?asOf=2026-06-15&format=csv',
    );
  });

  it('puts the totals last, and nothing for no rows', () => {
    expect(withTotals([{ id: 1 }], { sum: 2 }, (r) => String(r.id)).map((r) => r.key)).toEqual([
      '1',
      'total',
    ]);
    expect(withTotals([], { sum: 0 }, () => '')).toEqual([]);
  });
});
