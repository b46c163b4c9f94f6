// Pagination's pure arithmetic: page count, clamping, the rows a page shows and the "1–25 of 312" text.

// The product speaks US English, so numbers read "1,312" wherever the tests or the browser run.
const numbers = new Intl.NumberFormat('en-US');

/** The page sizes offered when the caller names none. */
export const DEFAULT_PAGE_SIZES: readonly number[] = [10, 25, 50, 100];

/** How many pages `total` rows fill at `pageSize` rows a page; at least 1, so an empty list still has page 1. */
export function pageCount(total: number, pageSize: number): number {
  if (!(total > 0) || !(pageSize > 0)) return 1;
  return Math.ceil(total / pageSize);
}

/**
 * `page` moved into 1..pageCount: a stale page number (rows deleted meanwhile) still means a real page. With
 * `capped` (the server counted up to `total` and stopped: there are more) any page from 1 on is kept.
 */
export function clampPage(page: number, total: number, pageSize: number, capped = false): number {
  const whole = Math.max(1, Number.isFinite(page) ? Math.floor(page) : 1);
  return capped ? whole : Math.min(whole, pageCount(total, pageSize));
}

/** The 1-based first and last row that `page` shows, or null when there are no rows at all. */
export function pageRange(
  page: number,
  pageSize: number,
  total: number,
  capped = false,
): { first: number; last: number } | null {
  if (!(total > 0) || !(pageSize > 0)) return null;
  const current = clampPage(page, total, pageSize, capped);
  const first = (current - 1) * pageSize + 1;
  return { first, last: capped ? current * pageSize : Math.min(total, current * pageSize) };
}

/**
 * "1–25 of 312" (en dash, grouped thousands), or `noResults` when there are no rows. A capped count reads
 * "1–25 of 10,000+", and a page past it "10,001–10,025 of more than 10,000".
 */
export function rangeText(
  page: number,
  pageSize: number,
  total: number,
  noResults = 'No results',
  capped = false,
): string {
  const range = pageRange(page, pageSize, total, capped);
  if (!range) return noResults;
  const of = !capped
    ? numbers.format(total)
    : range.last <= total
      ? `${numbers.format(total)}+`
      : `more than ${numbers.format(total)}`;
  return `${numbers.format(range.first)}–${numbers.format(range.last)} of ${of}`;
}

/** The page-size choices, with the current size added in order when the caller's list lacks it. */
export function pageSizeChoices(options: readonly number[], pageSize: number): number[] {
  const sizes = new Set(options.filter((size) => size > 0));
  if (pageSize > 0) sizes.add(pageSize);
  return [...sizes].sort((a, b) => a - b);
}
