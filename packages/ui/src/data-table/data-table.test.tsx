import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn, type DataTableProps } from './data-table';
import { ariaSortFor, cellText, dataTableState, nextSort, skeletonRowCount } from './data-table-rules';

describe('nextSort', () => {
  it('starts a new column ascending', () => {
    expect(nextSort(null, 'rent')).toEqual({ id: 'rent', desc: false });
    expect(nextSort(undefined, 'rent')).toEqual({ id: 'rent', desc: false });
    expect(nextSort({ id: 'tenant', desc: true }, 'rent')).toEqual({ id: 'rent', desc: false });
  });

  it('flips the sorted column, ascending and descending in turn, never back to unsorted', () => {
    let sort = nextSort(null, 'rent');
    const seen = [sort.desc];
    for (let i = 0; i < 4; i++) {
      sort = nextSort(sort, 'rent');
      seen.push(sort.desc);
    }
    expect(seen).toEqual([false, true, false, true, false]);
  });
});

describe('ariaSortFor', () => {
  it('gives only the sorted column a direction', () => {
    expect(ariaSortFor({ id: 'rent', desc: false }, 'rent')).toBe('ascending');
    expect(ariaSortFor({ id: 'rent', desc: true }, 'rent')).toBe('descending');
    expect(ariaSortFor({ id: 'rent', desc: true }, 'tenant')).toBeUndefined();
    expect(ariaSortFor(null, 'rent')).toBeUndefined();
  });
});

describe('dataTableState', () => {
  it.each([
    [{ rowCount: 3 }, 'ready'],
    [{ rowCount: 0 }, 'empty'],
    [{ rowCount: 0, loading: true }, 'loading'],
    [{ rowCount: 3, loading: true }, 'refreshing'],
    [{ rowCount: 3, loading: true, error: 'Down' }, 'error'],
    [{ rowCount: 0, error: 'Down' }, 'error'],
  ] as const)('%j is %s', (input, expected) => {
    expect(dataTableState(input)).toBe(expected);
  });
});

describe('skeletonRowCount and cellText', () => {
  it('shows a page of skeletons, at most ten', () => {
    expect(skeletonRowCount(undefined)).toBe(5);
    expect(skeletonRowCount(3)).toBe(3);
    expect(skeletonRowCount(100)).toBe(10);
  });

  it('shows nothing for a missing value', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
    expect(cellText(0)).toBe('0');
    expect(cellText('Box')).toBe('Box');
  });
});

type Lease = { id: string; tenant: string; hangar: string; rent: number };

const leases: Lease[] = [
  { id: 'l1', tenant: 'Ada Lovelace', hangar: 'B-12', rent: 450 },
  { id: 'l2', tenant: 'Wiley Post', hangar: 'A-03', rent: 1200 },
];

const columns: DataTableColumn<Lease>[] = [
  { id: 'tenant', header: 'Tenant', sortable: true },
  { id: 'hangar', header: 'Hangar' },
  { id: 'rent', header: 'Rent', sortable: true, align: 'end', cell: (row) => `$${row.rent}` },
];

function renderTable(props: Partial<DataTableProps<Lease>> = {}) {
  return render(
    <DataTable<Lease>
      caption="Leases"
      columns={columns}
      data={leases}
      getRowId={(row) => row.id}
      {...props}
    />,
  );
}

describe('DataTable', () => {
  it('renders a captioned table with row headers and rendered cells', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Leases' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('rowheader', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '$1200' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Leases' })).toContainElement(table);
  });

  it('puts aria-sort on the sorted header only and asks for the next sort', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    renderTable({ sort: { id: 'rent', desc: false }, onSortChange });
    const rent = screen.getByRole('columnheader', { name: 'Rent' });
    expect(rent).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Tenant' })).not.toHaveAttribute('aria-sort');
    await user.click(within(rent).getByRole('button', { name: 'Rent' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'rent', desc: true });
    await user.click(screen.getByRole('button', { name: 'Tenant' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'tenant', desc: false });
    // Not sortable: a plain header.
    expect(screen.queryByRole('button', { name: 'Hangar' })).toBeNull();
  });

  it('keeps headers plain without onSortChange, and never reorders the rows itself', () => {
    renderTable({ sort: { id: 'tenant', desc: true } });
    expect(screen.queryByRole('button')).toBeNull();
    const names = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(names).toEqual(['Ada Lovelace', 'Wiley Post']);
  });

  it('links the primary cell of each row, through renderLink when given', () => {
    const { rerender } = renderTable({ getRowHref: (row) => `/leases/${row.id}` });
    expect(screen.getByRole('link', { name: 'Wiley Post' })).toHaveAttribute('href', '/leases/l2');
    rerender(
      <DataTable<Lease>
        caption="Leases"
        columns={[
          columns[0] as DataTableColumn<Lease>,
          { ...(columns[1] as DataTableColumn<Lease>), primary: true },
        ]}
        data={leases}
        getRowId={(row) => row.id}
        getRowHref={(row) => `/leases/${row.id}`}
        renderLink={({ href, children, ...props }) => (
          <a {...props} href={`#${href}`} data-router="">
            {children}
          </a>
        )}
      />,
    );
    const link = screen.getByRole('link', { name: 'B-12' });
    expect(link).toHaveAttribute('href', '#/leases/l1');
    expect(link).toHaveAttribute('data-router');
    expect(screen.getByRole('rowheader', { name: 'B-12' })).toBeInTheDocument();
  });

  it('shows skeleton rows while the first page loads, and says so', () => {
    const { container } = renderTable({ data: [], loading: true, loadingLabel: 'Loading leases…' });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('[data-slot="data-table-skeleton-row"]')).toHaveLength(5);
    expect(screen.getByRole('status')).toHaveTextContent('Loading leases…');
    expect(container.firstElementChild).toHaveAttribute('data-state', 'loading');
  });

  it('keeps the old rows, with a progress bar, while the next page loads', () => {
    const { container } = renderTable({ loading: true });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('rowheader', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(container.querySelector('tbody')).toHaveAttribute('data-state', 'refreshing');
    expect(container.querySelector('[data-slot="data-table-progress"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });

  it('says there is nothing, with the action it is given', () => {
    renderTable({
      data: [],
      empty: { title: 'No leases yet', action: <button type="button">Add a lease</button> },
    });
    expect(screen.getByText('No leases yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a lease' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says No results when empty and told nothing more', () => {
    renderTable({ data: [] });
    expect(screen.getByText('No results')).toBeInTheDocument();
  });

  it('shows the error instead of the rows, and retries', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderTable({ error: 'The leases could not be loaded.', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('The leases could not be loaded.');
    expect(screen.queryByRole('rowheader')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    // Focus goes to the table, not to the page, as the button disappears.
    expect(screen.getByRole('region', { name: 'Leases' })).toHaveFocus();
  });

  it('shows Pagination when it is given one', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderTable({ pagination: { page: 1, pageSize: 2, total: 7, onPageChange } });
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('1–2 of 7');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('leaves Pagination out while the first page loads and after an error', () => {
    const pagination = { page: 1, pageSize: 2, total: 0, onPageChange: () => {} };
    const { rerender } = renderTable({ data: [], loading: true, pagination });
    expect(screen.queryByRole('navigation')).toBeNull();
    rerender(
      <DataTable<Lease>
        caption="Leases"
        columns={columns}
        data={[]}
        getRowId={(row) => row.id}
        error="Down"
        pagination={pagination}
      />,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('is no extra tab stop while the table fits', () => {
    renderTable();
    expect(screen.getByRole('region', { name: 'Leases' })).toHaveAttribute('tabindex', '-1');
  });
});
