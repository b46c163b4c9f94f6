// The home's money: this month's figures and the rows the two charts (and their tables) show.
import type { LedgerSummary } from '@hangar/contracts';

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const longMonthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** "Nov 2026" of `2026-11`. */
export const monthText = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));
/** "November 2026" of `2026-11`. */
export const longMonthText = (month: string) => longMonthFormat.format(new Date(`${month}-01T00:00:00Z`));

/** Occupied ÷ units as a whole percentage (0 without units). */
export const occupancyPercent = (occupied: number, units: number) =>
  units > 0 ? Math.round((occupied / units) * 100) : 0;

export type SummaryRow = {
  month: string;
  label: string;
  units: number;
  occupied: number;
  occupancy: number;
  chargedCents: number;
  collectedCents: number;
};

/** One row a month, oldest first, as the charts and their tables show them. */
export function summaryRows(summary: LedgerSummary): SummaryRow[] {
  return [...summary.history]
    .sort((a, b) => a.month.localeCompare(b.month))
    .map((m) => ({
      month: m.month,
      label: monthText(m.month),
      units: m.units,
      occupied: m.occupied,
      occupancy: occupancyPercent(m.occupied, m.units),
      chargedCents: m.chargedCents,
      collectedCents: m.collectedCents,
    }));
}

const compact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});
/** An axis tick of cents: "$12K". */
export const compactDollars = (cents: number) => compact.format(cents / 100);
