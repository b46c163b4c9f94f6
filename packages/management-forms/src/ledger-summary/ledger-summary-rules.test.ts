import { describe, expect, it } from 'vitest';
import { homeLedgerSummary } from '../ledger-fixtures';
import { compactDollars, longMonthText, occupancyPercent, summaryRows } from './ledger-summary-rules';

describe('the home’s money', () => {
  it('gives one row a month, oldest first, with occupancy as occupied ÷ units', () => {
    const shuffled = { ...homeLedgerSummary, history: [...homeLedgerSummary.history].reverse() };
    const rows = summaryRows(shuffled);
    expect(rows.map((r) => r.month)).toEqual(homeLedgerSummary.history.map((m) => m.month));
    expect(rows.at(-1)).toMatchObject({ label: 'Nov 2026', occupied: 20, units: 24, occupancy: 83 });
  });

  it('reads no units as no occupancy, and names months and amounts in words', () => {
    expect(occupancyPercent(0, 0)).toBe(0);
    expect(occupancyPercent(3, 4)).toBe(75);
    expect(longMonthText('2026-01')).toBe('January 2026');
    expect(compactDollars(1_184_000)).toBe('$11.8K');
  });
});
