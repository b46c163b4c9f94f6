// Pagination: the range shown ("1–25 of 312"), an optional page-size choice and First/Previous/Next/Last.
import { ChevronFirst, ChevronLast, ChevronLeft, ChevronRight } from 'lucide-react';
import * as React from 'react';
import { IconButton } from '../icon-button';
import { Label } from '../label';
import { cn } from '../lib/cn';
import { SimpleSelect } from '../select';
import { clampPage, DEFAULT_PAGE_SIZES, pageCount, pageSizeChoices, rangeText } from './pagination-rules';

export type PaginationLabels = {
  first: string;
  previous: string;
  next: string;
  last: string;
  pageSize: string;
  noResults: string;
};

const DEFAULT_LABELS: PaginationLabels = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
  pageSize: 'Rows per page',
  noResults: 'No results',
};

export type PaginationProps = Omit<React.ComponentProps<'nav'>, 'children' | 'onChange'> & {
  /** The current page, from 1. */
  page: number;
  pageSize: number;
  /** Every row the server has for the current filter, not just this page's. */
  total: number;
  /**
   * The server stopped counting at `total` (a large list counts up to a cap): the range reads "of 10,000+",
   * Next stays on and Last is off (where the list ends is not known).
   */
  totalCapped?: boolean;
  onPageChange: (page: number) => void;
  /** Shows the page-size choice; callers usually go back to page 1 when it changes. */
  onPageSizeChange?: (pageSize: number) => void;
  /** The page sizes offered; defaults to 10, 25, 50 and 100. */
  pageSizeOptions?: readonly number[];
  /** Overrides of the button names and texts. */
  labels?: Partial<PaginationLabels>;
};

/**
 * The paging bar under a list the server pages: it says which rows show ("1–25 of 312"), moves to the first,
 * previous, next or last page and, with `onPageSizeChange`, offers the page size. It pages nothing itself:
 * `onPageChange` asks for a page and the owner fetches it; `total` counts every row of the current filter.
 */
export function Pagination({
  page,
  pageSize,
  total,
  totalCapped = false,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = DEFAULT_PAGE_SIZES,
  labels,
  className,
  'aria-label': ariaLabel = 'Pagination',
  ...props
}: PaginationProps) {
  const text = { ...DEFAULT_LABELS, ...labels };
  const sizeId = React.useId();
  const count = pageCount(total, pageSize);
  const current = clampPage(page, total, pageSize, totalCapped);
  const atStart = current <= 1;
  const atEnd = !totalCapped && current >= count;

  const buttons = [
    { key: 'first', label: text.first, icon: <ChevronFirst />, target: 1, disabled: atStart },
    { key: 'previous', label: text.previous, icon: <ChevronLeft />, target: current - 1, disabled: atStart },
    { key: 'next', label: text.next, icon: <ChevronRight />, target: current + 1, disabled: atEnd },
    { key: 'last', label: text.last, icon: <ChevronLast />, target: count, disabled: atEnd || totalCapped },
  ];

  return (
    <nav
      data-slot="pagination"
      aria-label={ariaLabel}
      className={cn('flex flex-wrap items-center justify-between gap-x-6 gap-y-3 text-sm', className)}
      {...props}
    >
      {/* Polite and atomic: after a page change a screen reader hears the whole new range once. */}
      <p data-slot="pagination-range" aria-live="polite" aria-atomic="true" className="text-muted-foreground">
        {rangeText(current, pageSize, total, text.noResults, totalCapped)}
      </p>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        {onPageSizeChange && (
          <div data-slot="pagination-page-size" className="flex items-center gap-2">
            <Label htmlFor={sizeId} className="font-normal whitespace-nowrap text-muted-foreground">
              {text.pageSize}
            </Label>
            <SimpleSelect
              id={sizeId}
              size="sm"
              value={String(pageSize)}
              onValueChange={(value) => onPageSizeChange(Number(value))}
              options={pageSizeChoices(pageSizeOptions, pageSize).map((size) => ({
                value: String(size),
                label: String(size),
              }))}
            />
          </div>
        )}
        <div data-slot="pagination-buttons" className="flex items-center gap-1">
          <span data-slot="pagination-page" className="mr-2 whitespace-nowrap">
            Page {current} of {totalCapped ? `${count.toLocaleString('en-US')}+` : count}
          </span>
          {buttons.map((button) => (
            <IconButton
              key={button.key}
              data-slot="pagination-button"
              data-action={button.key}
              label={button.label}
              variant="outline"
              size="sm"
              // aria-disabled, not disabled: a keyboard user who presses Last keeps focus on it instead of
              // losing it to the page when the button turns off under them.
              aria-disabled={button.disabled || undefined}
              className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-background"
              onClick={() => {
                if (!button.disabled) onPageChange(button.target);
              }}
            >
              {button.icon}
            </IconButton>
          ))}
        </div>
      </div>
    </nav>
  );
}
