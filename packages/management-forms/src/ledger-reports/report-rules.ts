// What the report screens share: money and dates as the other screens show them, the CSV download's address,
// the months a collections report may name, and a report's rows with its totals row last.
import { operationRequest, type OperationName } from '@hangar/contracts';
import { formatMoney } from '@hangar/ui';

/** Cents as the screens show money: `-$1,234.50`. */
export const money = (cents: number | null | undefined) => formatMoney(cents, { symbol: '$' });

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `2026-06-15` → `Jun 15, 2026`; '' for none. */
export const dayText = (iso: string | null | undefined) =>
  iso && /^\d{4}-\d{2}-\d{2}$/.test(iso) ? dayFormat.format(new Date(`${iso}T00:00:00Z`)) : '';

/** `2026-06` → `June 2026`. */
export const monthText = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

/** The `count` months up to the one of `today` (`YYYY-MM-DD`), newest first, as select options. */
export function recentMonths(today: string, count = 24): { value: string; label: string }[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const value = new Date(Date.UTC(y, m - 1 - i, 1)).toISOString().slice(0, 7);
    return { value, label: monthText(value) };
  });
}

/**
 * The address of a report as CSV (`format=csv`), relative to the site (`/api/RentRoll/1?asOf=…&format=csv`):
 * opened through the provider's `fetchFile`, with the session's credentials.
 */
export function csvUrl(operation: OperationName, params: Record<string, unknown>): string {
  return operationRequest(operation, { ...params, format: 'csv' }).path;
}

/** A report's rows and, when there are any, its totals as the last row (`total: true`). */
export function withTotals<Row extends object, Totals extends object>(
  rows: readonly Row[],
  totals: Totals,
  key: (row: Row) => string,
): ((Row & { total: false; key: string }) | (Totals & { total: true; key: string }))[] {
  if (rows.length === 0) return [];
  return [
    ...rows.map((row) => ({ ...row, total: false as const, key: key(row) })),
    { ...totals, total: true as const, key: 'total' },
  ];
}
