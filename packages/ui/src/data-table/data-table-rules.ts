// DataTable's pure rules: the sort a header click asks for, aria-sort, which state the table shows.

/** The server-side sort: the column id the server sorts by, and the direction. */
export type DataTableSort = { id: string; desc: boolean };

/**
 * The sort a click on column `columnId`'s header asks for: a new column starts ascending, the sorted
 * column flips. There is no way back to unsorted: a server list always has some order, and a third
 * state that silently drops the sort confuses more than it helps.
 */
export function nextSort(current: DataTableSort | null | undefined, columnId: string): DataTableSort {
  if (current?.id !== columnId) return { id: columnId, desc: false };
  return { id: columnId, desc: !current.desc };
}

/** aria-sort for column `columnId`: only the sorted column has one, as the ARIA practices advise. */
export function ariaSortFor(
  sort: DataTableSort | null | undefined,
  columnId: string,
): 'ascending' | 'descending' | undefined {
  if (sort?.id !== columnId) return undefined;
  return sort.desc ? 'descending' : 'ascending';
}

/**
 * What the table body shows. 'loading' replaces the rows with skeletons only when there are none yet;
 * with rows on screen (a new sort or page on its way) it is 'refreshing' and the old rows stay,
 * so the table does not flash on every click.
 */
export type DataTableState = 'ready' | 'loading' | 'refreshing' | 'empty' | 'error';

export function dataTableState({
  loading = false,
  error,
  rowCount,
}: {
  loading?: boolean;
  error?: unknown;
  rowCount: number;
}): DataTableState {
  if (error) return 'error';
  if (loading) return rowCount > 0 ? 'refreshing' : 'loading';
  return rowCount > 0 ? 'ready' : 'empty';
}

/** How many skeleton rows stand in for a page that is loading: the page size, but never a wall of them. */
export function skeletonRowCount(pageSize: number | undefined): number {
  if (!pageSize || pageSize < 1) return 5;
  return Math.min(pageSize, 10);
}

/** The text of a cell that has no render function: nothing for null and undefined. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value);
}
