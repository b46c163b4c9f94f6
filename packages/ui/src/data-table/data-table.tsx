// DataTable: a server-sorted, server-paged TanStack table with row links and loading, empty and error states.
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type TableState,
} from '@tanstack/react-table';
import { cva } from 'class-variance-authority';
import { AlertCircle, ArrowDown, ArrowUp, ArrowUpDown, SearchX } from 'lucide-react';
import * as React from 'react';
import { Button } from '../button';
import { EmptyState } from '../empty-state';
import { cn } from '../lib/cn';
import { Pagination, type PaginationProps } from '../pagination';
import { Skeleton } from '../skeleton';
import {
  ariaSortFor,
  cellText,
  dataTableState,
  nextSort,
  skeletonRowCount,
  type DataTableSort,
} from './data-table-rules';
import { useScrollOverflow } from './use-scroll-overflow';

export type DataTableColumn<Row> = {
  /** Names the column; for a sortable column it is also the sort id the server receives. */
  id: string;
  /** The column header; for a sortable column, the sort button's name. */
  header: React.ReactNode;
  /** The cell's value: a key of the row or a function; defaults to the row's `id` key. */
  accessor?: keyof Row | ((row: Row) => unknown);
  /** Renders the cell; defaults to the value as text. */
  cell?: (row: Row) => React.ReactNode;
  /** The header becomes a button that asks for this sort (with `onSortChange`). */
  sortable?: boolean;
  /** 'end' for amounts and counts, so their digits line up. */
  align?: 'start' | 'center' | 'end';
  /**
   * The column that names the row (the first by default): its cells are row headers, and with
   * `getRowHref` they are the row's link.
   */
  primary?: boolean;
  /** Classes of the column's cells and header (a width, say). */
  className?: string;
};

/** What `renderLink` receives: spread it onto a router link (`to={href}`) or an anchor. */
export type DataTableLinkProps = {
  href: string;
  className: string;
  children: React.ReactNode;
  'data-slot': string;
};

/** What an empty table says; the title defaults to 'No results'. */
export type DataTableEmpty = {
  title?: React.ReactNode;
  description?: React.ReactNode;
  /** A button or link out of the empty state ("Add a lease", "Clear the search"). */
  action?: React.ReactNode;
  icon?: React.ReactNode;
};

export type DataTableProps<Row> = {
  columns: readonly DataTableColumn<Row>[];
  /** This page's rows, already sorted and paged by the server. */
  data: readonly Row[];
  getRowId: (row: Row) => string;
  /** Names the table (and its scroll region) for assistive technology. */
  caption: React.ReactNode;
  /** Keep the caption for screen readers only (the page heading already says what the table is). */
  hideCaption?: boolean;
  /** The server's current sort, or none. */
  sort?: DataTableSort | null;
  /** Asked with the sort a header click wants; the owner fetches and passes the new `sort` back. */
  onSortChange?: (sort: DataTableSort) => void;
  /** Where a row leads: its primary cell becomes a link there. */
  getRowHref?: (row: Row) => string | undefined;
  /** Renders the row links, so an app can use its router's Link; defaults to a plain anchor. */
  renderLink?: (props: DataTableLinkProps) => React.ReactNode;
  /** Rows are on their way: skeleton rows when there are none yet, else the old rows under a progress bar. */
  loading?: boolean;
  /** What a screen reader hears while loading; defaults to 'Loading…'. */
  loadingLabel?: string;
  /** Loading failed: this message replaces the rows. */
  error?: React.ReactNode;
  /** Shows a "Try again" button with the error. */
  onRetry?: () => void;
  retryLabel?: string;
  empty?: DataTableEmpty;
  /** Shows a Pagination under the table (not while the first page loads or after an error). */
  pagination?: PaginationProps;
  /** Caps the table's height so the rows scroll under the sticky header (e.g. 480 or '60vh'). */
  maxHeight?: number | string;
  className?: string;
};

const alignVariants = cva('', {
  variants: { align: { start: 'text-start', center: 'text-center', end: 'text-end tabular-nums' } },
  defaultVariants: { align: 'start' },
});

const cellClasses = 'border-b px-3 py-2.5 align-middle [tr:last-child>&]:border-b-0';

const defaultLink = ({ children, ...props }: DataTableLinkProps) => <a {...props}>{children}</a>;

function valueOf<Row>(column: DataTableColumn<Row>, row: Row): unknown {
  if (typeof column.accessor === 'function') return column.accessor(row);
  const key = column.accessor ?? column.id;
  return (row as Record<PropertyKey, unknown>)[key as PropertyKey];
}

function SortIcon({ direction }: { direction: 'ascending' | 'descending' | undefined }) {
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <Icon
      data-slot="data-table-sort-icon"
      aria-hidden="true"
      className={cn('size-3.5 shrink-0', !direction && 'opacity-50')}
    />
  );
}

/**
 * The table of a management list: one page of rows from the server, with sortable headers, a link on each row
 * (`getRowHref`, drawn through `renderLink` for router links), a Pagination and its loading, error and empty
 * states; `caption` names it. `columns` describe the cells (header, `cell`, `sortable`, `align`).
 *
 * Server-side sort and paging: the table never reorders or slices `data`; a header click calls `onSortChange`
 * and Pagination calls `pagination.onPageChange`, and the owner fetches the new page.
 */
export function DataTable<Row>({
  columns,
  data,
  getRowId,
  caption,
  hideCaption = false,
  sort = null,
  onSortChange,
  getRowHref,
  renderLink = defaultLink,
  loading = false,
  loadingLabel = 'Loading…',
  error,
  onRetry,
  retryLabel = 'Try again',
  empty,
  pagination,
  maxHeight,
  className,
}: DataTableProps<Row>) {
  const captionId = React.useId();
  const scroll = useScrollOverflow<HTMLDivElement>();
  const state = dataTableState({ loading, error, rowCount: data.length });
  const busy = state === 'loading' || state === 'refreshing';
  const byId = new Map(columns.map((column) => [column.id, column]));
  const primaryId = (columns.find((column) => column.primary) ?? columns[0])?.id;

  const columnDefs = React.useMemo<ColumnDef<Row>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        accessorFn: (row: Row) => valueOf(column, row),
        header: () => column.header,
        cell: ({ row, getValue }) => (column.cell ? column.cell(row.original) : cellText(getValue())),
        enableSorting: Boolean(column.sortable),
      })),
    [columns],
  );

  const tableState: Partial<TableState> = { sorting: sort ? [sort] : [] };
  if (pagination) tableState.pagination = { pageIndex: pagination.page - 1, pageSize: pagination.pageSize };

  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table's API is not memoisable; this component is not compiled
  const table = useReactTable<Row>({
    data: data as Row[],
    columns: columnDefs,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    rowCount: pagination?.total,
    state: tableState,
  });

  const colSpan = Math.max(1, columns.length);

  function retry() {
    // The button goes away with the error; move focus to the table instead of losing it to the page.
    scroll.elementRef.current?.focus();
    onRetry?.();
  }

  return (
    <div data-slot="data-table" data-state={state} className={cn('grid min-w-0 gap-3', className)}>
      <div data-slot="data-table-frame" className="relative min-w-0">
        <div
          ref={scroll.ref}
          data-slot="data-table-scroll"
          data-overflow={scroll.overflowing || undefined}
          role="region"
          aria-labelledby={captionId}
          // A keyboard user scrolls an overflowing table with the arrow keys once it has focus; a table
          // that fits needs no extra tab stop, but can still take focus from a script (after Try again).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1)
          tabIndex={scroll.overflowing ? 0 : -1}
          style={maxHeight === undefined ? undefined : { maxHeight }}
          className="relative overflow-auto rounded-md border outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <table
            data-slot="data-table-table"
            aria-busy={busy || undefined}
            className="w-full border-separate border-spacing-0 text-sm"
          >
            <caption
              id={captionId}
              data-slot="data-table-caption"
              className={cn(hideCaption ? 'sr-only' : 'caption-top px-3 py-2.5 text-start font-medium')}
            >
              {caption}
            </caption>
            <thead data-slot="data-table-header">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id} data-slot="data-table-header-row">
                  {group.headers.map((header) => {
                    const column = byId.get(header.column.id);
                    const direction = ariaSortFor(sort, header.column.id);
                    const sortable = Boolean(column?.sortable && onSortChange);
                    const label = flexRender(header.column.columnDef.header, header.getContext());
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        data-slot="data-table-head"
                        data-state={direction ?? (sortable ? 'unsorted' : undefined)}
                        aria-sort={direction}
                        className={cn(
                          // Sticks to the top of the scroll region; opaque so rows scroll under it.
                          'sticky top-0 z-10 h-10 border-b bg-background px-3 font-medium whitespace-nowrap text-muted-foreground',
                          alignVariants({ align: column?.align }),
                          column?.className,
                        )}
                      >
                        {sortable ? (
                          <button
                            type="button"
                            data-slot="data-table-sort-button"
                            onClick={() => onSortChange?.(nextSort(sort, header.column.id))}
                            className={cn(
                              '-mx-1 inline-flex items-center gap-1 rounded-sm px-1 py-0.5 outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
                              direction && 'text-foreground',
                              // Amounts keep their header flush with their digits; the icon goes before.
                              column?.align === 'end' && 'flex-row-reverse',
                            )}
                          >
                            {label}
                            <SortIcon direction={direction} />
                          </button>
                        ) : (
                          label
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody
              data-slot="data-table-body"
              data-state={state}
              className={cn(state === 'refreshing' && 'cursor-wait')}
            >
              {state === 'error' && (
                <tr data-slot="data-table-error-row">
                  <td colSpan={colSpan} className={cellClasses}>
                    <div
                      data-slot="data-table-error"
                      className="flex flex-col items-center gap-3 px-4 py-8 text-center"
                    >
                      <p
                        role="alert"
                        data-slot="data-table-error-message"
                        className="flex items-center gap-2 font-medium text-destructive"
                      >
                        <AlertCircle aria-hidden="true" className="size-4 shrink-0" />
                        {error}
                      </p>
                      {onRetry && (
                        <Button data-slot="data-table-retry" variant="outline" size="sm" onClick={retry}>
                          {retryLabel}
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              )}
              {state === 'loading' &&
                Array.from({ length: skeletonRowCount(pagination?.pageSize) }, (_, index) => (
                  // Hidden from assistive technology, which hears the status text and aria-busy instead.
                  <tr key={index} data-slot="data-table-skeleton-row" aria-hidden="true">
                    {columns.map((column) => (
                      <td key={column.id} className={cellClasses}>
                        <Skeleton
                          className={cn('h-4 w-full max-w-40', column.align === 'end' && 'ml-auto max-w-16')}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              {state === 'empty' && (
                <tr data-slot="data-table-empty-row">
                  <td colSpan={colSpan} className={cellClasses}>
                    <EmptyState
                      size="sm"
                      titleAs="p"
                      icon={empty?.icon ?? <SearchX />}
                      title={empty?.title ?? 'No results'}
                      description={empty?.description}
                      action={empty?.action}
                    />
                  </td>
                </tr>
              )}
              {(state === 'ready' || state === 'refreshing') &&
                table.getRowModel().rows.map((row) => (
                  <tr key={row.id} data-slot="data-table-row" className="transition-colors hover:bg-muted/50">
                    {row.getVisibleCells().map((cell) => {
                      const column = byId.get(cell.column.id);
                      const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                      const classes = cn(
                        cellClasses,
                        alignVariants({ align: column?.align }),
                        column?.className,
                      );
                      if (cell.column.id !== primaryId) {
                        return (
                          <td key={cell.id} data-slot="data-table-cell" className={classes}>
                            {content}
                          </td>
                        );
                      }
                      const href = getRowHref?.(row.original);
                      return (
                        <th
                          key={cell.id}
                          scope="row"
                          data-slot="data-table-cell"
                          data-primary=""
                          className={cn(classes, 'font-medium')}
                        >
                          {href
                            ? renderLink({
                                href,
                                children: content,
                                'data-slot': 'data-table-link',
                                className:
                                  'rounded-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring',
                              })
                            : content}
                        </th>
                      );
                    })}
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
        {state === 'refreshing' && (
          // The old rows keep full contrast (dimming them would make them unreadable); a bar over the
          // header and the wait cursor say that new ones are coming.
          <div
            data-slot="data-table-progress"
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-px top-px z-20 h-0.5 animate-pulse overflow-hidden rounded-t-md bg-primary motion-reduce:animate-none"
          />
        )}
      </div>
      <p data-slot="data-table-status" role="status" className="sr-only">
        {busy ? loadingLabel : ''}
      </p>
      {/* Before the first page arrives, or after it failed, there is no range to tell. */}
      {pagination && state !== 'loading' && state !== 'error' && <Pagination {...pagination} />}
    </div>
  );
}
