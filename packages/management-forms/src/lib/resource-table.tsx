// ResourceTable: a DataTable fed by a useResourceList answer: its rows, loading, error with retry, and paging.
import type { ListAnswer } from '@hangar/contracts';
import { DataTable, type DataTableProps } from '@hangar/ui';
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
      pagination={data ? { page, pageSize, total: data.total, onPageChange, onPageSizeChange } : undefined}
    />
  );
}
