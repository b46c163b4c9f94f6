// ResourceTable: a DataTable fed by a useResourceList answer: its rows, loading, error with retry, and paging.
// ResourceListTable adds a list screen's state (sort, page, page size) and its two empty states;
// useListState keeps that state (or follows the caller's) and FilterSelect is one of its toolbar's filters.
import type { ListAnswer, ListCursors } from '@hangar/contracts';
import {
  Button,
  DataTable,
  Field,
  SimpleSelect,
  type DataTableProps,
  type DataTableSort,
  type SelectOption,
} from '@hangar/ui';
import { useState, type ReactNode } from 'react';
import type { ResourceQuery } from '../data';

export type ResourceTableProps<Row extends { id: number }> = Omit<
  DataTableProps<Row>,
  'data' | 'getRowId' | 'loading' | 'error' | 'onRetry' | 'pagination'
> & {
  list: ResourceQuery<ListAnswer<Row>>;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** A new page size; the owner goes back to page 1. */
  onPageSizeChange: (pageSize: number) => void;
};

export function ResourceTable<Row extends { id: number }>({
  list: { data, error, isLoading, mutate },
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  ...props
}: ResourceTableProps<Row>) {
  return (
    <DataTable<Row>
      {...props}
      // After a refusal the rows kept from the last good answer would be stale; the table shows the error.
      data={error ? [] : (data?.items ?? [])}
      getRowId={(row) => String(row.id)}
      loading={isLoading}
      error={error?.message}
      onRetry={() => void mutate()}
      pagination={
        data
          ? {
              page,
              pageSize,
              total: data.total,
              totalCapped: data.totalCapped,
              onPageChange,
              onPageSizeChange,
            }
          : undefined
      }
    />
  );
}

/**
 * What every list screen's state has: its sort and its page (its number, and where it starts as the API's cursor
 * when it was reached by next, previous or last: a range read of an index, however deep in the list).
 */
export type ListScreenState = { sort: DataTableSort; page: number; cursor?: string; pageSize: number };

/**
 * A list screen's state: its own (from `initial`) unless the caller passes `query` and follows
 * `onQueryChange` (to mirror it in the URL). `change` applies filters and goes back to page 1.
 */
export function useListState<S extends ListScreenState>(
  initial: () => S,
  query?: S,
  onQueryChange?: (query: S) => void,
) {
  const [ownState, setOwnState] = useState<S>(initial);
  const state = query ?? ownState;
  const setState = (next: S) => {
    if (!query) setOwnState(next);
    onQueryChange?.(next);
  };
  const change = (next: Partial<S>) => setState({ ...state, page: 1, cursor: undefined, ...next });
  return { state, setState, change };
}

export type ListStateOf<S extends ListScreenState> = ReturnType<typeof useListState<S>>;

/** One filter of a list's toolbar: a labelled select of the state's `name`. */
export type ListFilter<S> = {
  name: keyof S & string;
  label: string;
  className: string;
  options: readonly SelectOption[];
};

/** The toolbar's filter selects; choosing one changes the state (back to page 1). */
export function ListFilters<S extends ListScreenState>({
  filters,
  listState: { state, change },
}: {
  filters: readonly ListFilter<S>[];
  listState: ListStateOf<S>;
}) {
  return filters.map(({ name, label, className, options }) => (
    <Field key={name} label={label} className={className}>
      <SimpleSelect
        options={options}
        value={String(state[name])}
        onValueChange={(value) => change({ [name]: value } as Partial<S>)}
      />
    </Field>
  ));
}

/**
 * The cursor of page `target` from page `at`, by the answer's cursors: the next or the previous page. None for
 * the first page, for a jump (the last page: it exists only for a list counted exactly, at most 10,000 rows, so
 * its number costs little, and it keeps the pages aligned to the page size) or where the answer has none: the
 * page is then asked by its number.
 */
export function cursorTo(
  target: number,
  at: number,
  answer: { cursors?: ListCursors } | undefined,
): string | undefined {
  const cursors = answer?.cursors;
  if (target <= 1 || !cursors) return undefined;
  if (target === at + 1) return cursors.next ?? undefined;
  if (target === at - 1) return cursors.previous ?? undefined;
  return undefined;
}

export type ResourceListTableProps<Row extends { id: number }, S extends ListScreenState> = Omit<
  ResourceTableProps<Row>,
  'page' | 'pageSize' | 'onPageChange' | 'onPageSizeChange' | 'sort' | 'onSortChange' | 'empty'
> & {
  /** useListState's answer: a new sort or page size goes back to page 1. */
  listState: ListStateOf<S>;
  /** Whether a search or filter narrows the list: then `noMatch` shows when it is empty, else `noneYet`. */
  filtered: boolean;
  noMatch: { title: string; description: string; clearLabel: string; onClear: () => void };
  noneYet: { title: string; description: string; action?: ReactNode };
};

/** A ResourceTable wired to a list screen's state, with "no match" (and a Clear button) or "none yet". */
export function ResourceListTable<Row extends { id: number }, S extends ListScreenState>({
  listState: { state, setState, change },
  filtered,
  noMatch,
  noneYet,
  ...props
}: ResourceListTableProps<Row, S>) {
  return (
    <ResourceTable<Row>
      {...props}
      sort={state.sort}
      onSortChange={(sort: DataTableSort) => change({ sort: { id: sort.id, desc: sort.desc } } as Partial<S>)}
      empty={
        filtered
          ? {
              title: noMatch.title,
              description: noMatch.description,
              action: (
                <Button type="button" variant="outline" size="sm" onClick={noMatch.onClear}>
                  {noMatch.clearLabel}
                </Button>
              ),
            }
          : noneYet
      }
      page={state.page}
      pageSize={state.pageSize}
      onPageChange={(page) =>
        setState({ ...state, page, cursor: cursorTo(page, state.page, props.list.data) })
      }
      onPageSizeChange={(pageSize) => change({ pageSize } as Partial<S>)}
    />
  );
}
