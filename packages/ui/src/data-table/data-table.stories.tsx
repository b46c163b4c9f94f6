import type { Meta, StoryObj } from '@storybook/react-vite';
import { FilePlus2 } from 'lucide-react';
import { useState } from 'react';
import type * as React from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../badge';
import { Button } from '../button';
import { DataTable, type DataTableColumn, type DataTableLinkProps, type DataTableProps } from './data-table';
import type { DataTableSort } from './data-table-rules';

type Lease = {
  id: string;
  tenant: string;
  hangar: string;
  aircraft: string;
  rent: number;
  starts: string;
  status: 'Active' | 'Ending' | 'Draft';
};

const surnames = ['Lovelace', 'Post', 'Earhart', 'Cochran', 'Yeager', 'Lindbergh', 'Coleman', 'Doolittle'];
const givens = ['Ada', 'Wiley', 'Amelia', 'Jacqueline', 'Chuck', 'Charles', 'Bessie', 'Jimmy'];
const statuses: Lease['status'][] = ['Active', 'Active', 'Ending', 'Draft'];

// 60 leases, the same every run, as a server would hold them.
const allLeases: Lease[] = Array.from({ length: 60 }, (_, index) => ({
  id: `lease-${index + 1}`,
  tenant: `${givens[index % 8]} ${surnames[(index + Math.floor(index / 8)) % 8]}`,
  hangar: `${'ABCD'[index % 4]}-${String((index % 15) + 1).padStart(2, '0')}`,
  aircraft: `N${(734 + index * 37) % 1000}GW`,
  rent: 300 + ((index * 97) % 13) * 75,
  starts: `2026-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 27) + 1).padStart(2, '0')}`,
  status: statuses[index % 4] as Lease['status'],
}));

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const columns: DataTableColumn<Lease>[] = [
  { id: 'tenant', header: 'Tenant', sortable: true },
  { id: 'hangar', header: 'Hangar', sortable: true },
  { id: 'aircraft', header: 'Aircraft' },
  { id: 'rent', header: 'Monthly rent', sortable: true, align: 'end', cell: (row) => money.format(row.rent) },
  { id: 'starts', header: 'Starts', sortable: true, className: 'whitespace-nowrap' },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => (
      <Badge variant={row.status === 'Active' ? 'success' : row.status === 'Ending' ? 'warning' : 'outline'}>
        {row.status}
      </Badge>
    ),
  },
];

/** What the server answers for a sort and a page. */
function serverPage(sort: DataTableSort | null, page: number, pageSize: number) {
  const rows = [...allLeases];
  if (sort) {
    const key = sort.id as keyof Lease;
    rows.sort((a, b) => {
      const order = a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0;
      return sort.desc ? -order : order;
    });
  }
  return rows.slice((page - 1) * pageSize, page * pageSize);
}

// DataTable with its row type fixed, so the stories' args are typed; the same function, so the Docs page
// shows DataTable's props and usage note.
const LeaseTable = DataTable<Lease>;

const meta = {
  title: 'UI/DataTable',
  component: LeaseTable,
  args: {
    caption: 'Leases of North Hangars',
    hideCaption: true,
    columns,
    data: allLeases.slice(0, 10),
    getRowId: (row) => row.id,
    getRowHref: (row) => `#/manage/leases/${row.id}`,
    onSortChange: fn(),
  },
  argTypes: {
    columns: { control: false },
    data: { control: false },
    getRowId: { table: { disable: true } },
    getRowHref: { table: { disable: true } },
  },
} satisfies Meta<typeof LeaseTable>;
export default meta;
type Story = StoryObj<typeof meta>;

// The first and last tenant by name, as the server sorts them.
const byName = allLeases.map((lease) => lease.tenant).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

const tenants = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

export const WithData: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Leases of North Hangars' });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByRole('region', { name: 'Leases of North Hangars' })).toContainElement(table);
    // Keyboard: the sort buttons first, then the row links.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Tenant' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const first = canvas.getByRole('link', { name: 'Ada Lovelace' });
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('href', '#/manage/leases/lease-1');
  },
};

export const Sorted: Story = {
  args: { sort: { id: 'rent', desc: true } },
  play: async ({ args, canvas }) => {
    const rent = canvas.getByRole('columnheader', { name: 'Monthly rent' });
    await expect(rent).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getByRole('columnheader', { name: 'Tenant' })).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(rent).getByRole('button'));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ id: 'rent', desc: false });
    await userEvent.click(canvas.getByRole('button', { name: 'Hangar' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ id: 'hangar', desc: false });
    // Aircraft is not sortable: no button.
    await expect(canvas.queryByRole('button', { name: 'Aircraft' })).toBeNull();
  },
};

/** Owns sort and page like a list page and answers them as the server would. */
function ServerLeases(args: DataTableProps<Lease>) {
  const [sort, setSort] = useState<DataTableSort | null>(args.sort ?? null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  return (
    <LeaseTable
      {...args}
      sort={sort}
      data={serverPage(sort, page, pageSize)}
      onSortChange={(next) => {
        args.onSortChange?.(next);
        setSort(next);
        setPage(1);
      }}
      pagination={{
        page,
        pageSize,
        total: allLeases.length,
        onPageChange: setPage,
        onPageSizeChange: (size) => {
          setPageSize(size);
          setPage(1);
        },
        pageSizeOptions: [10, 25, 50],
      }}
    />
  );
}

export const SortByKeyboard: Story = {
  render: (args) => <ServerLeases {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const header = canvas.getByRole('columnheader', { name: 'Tenant' });
    const button = within(header).getByRole('button');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(tenants(canvasElement)[0]).toBe(byName[0]);
    await userEvent.keyboard(' ');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(tenants(canvasElement)[0]).toBe(byName.at(-1));
    await expect(button).toHaveFocus();
    // A third press goes back to ascending, never to unsorted.
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
  },
};

export const Paged: Story = {
  render: (args) => <ServerLeases {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(nav).toHaveTextContent('1–10 of 60');
    await userEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    await expect(nav).toHaveTextContent('11–20 of 60');
    await expect(tenants(canvasElement)[0]).toBe(allLeases[10]?.tenant);
    await userEvent.click(within(nav).getByRole('button', { name: 'Last page' }));
    await expect(nav).toHaveTextContent('51–60 of 60');
    // Sorting goes back to page 1 of the new order.
    await userEvent.click(canvas.getByRole('button', { name: 'Monthly rent' }));
    await waitFor(() => expect(nav).toHaveTextContent('1–10 of 60'));
  },
};

export const PagedCallsOnPageChange: Story = {
  args: { pagination: { page: 1, pageSize: 10, total: 60, onPageChange: fn() } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.pagination?.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Loading: Story = {
  args: {
    data: [],
    loading: true,
    loadingLabel: 'Loading leases…',
    pagination: { page: 1, pageSize: 10, total: 0, onPageChange: fn() },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-slot="data-table-skeleton-row"]')).toHaveLength(10);
    await expect(canvas.getByText('Loading leases…')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('rowheader')).toBeNull();
    // No "No results" under rows that are still coming.
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

export const Refreshing: Story = {
  args: { loading: true, sort: { id: 'tenant', desc: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    // The rows stay while the next sort is on its way.
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(10);
    await expect(canvasElement.querySelector('[data-slot="data-table"]')).toHaveAttribute(
      'data-state',
      'refreshing',
    );
    await expect(canvasElement.querySelector('[data-slot="data-table-progress"]')).toBeVisible();
  },
};

const onAddLease = fn();

export const Empty: Story = {
  args: {
    data: [],
    empty: {
      icon: <FilePlus2 />,
      title: 'No leases yet',
      description: 'Leases of this property appear here once you add them.',
      action: (
        <Button size="sm" onClick={onAddLease}>
          Add a lease
        </Button>
      ),
    },
  },
  play: async ({ canvas }) => {
    onAddLease.mockClear();
    await expect(canvas.getByText('No leases yet')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a lease' }));
    await expect(onAddLease).toHaveBeenCalledTimes(1);
  },
};

export const Error: Story = {
  args: { data: [], error: 'The leases could not be loaded. Check your connection.', onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The leases could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('region', { name: 'Leases of North Hangars' })).toHaveFocus();
  },
};

export const VisibleCaption: Story = {
  args: { hideCaption: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Leases of North Hangars')).toBeVisible();
  },
};

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 400 }}>
        <Story />
      </div>
    ),
  ],
  args: { pagination: { page: 1, pageSize: 10, total: 60, onPageChange: fn() } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Leases of North Hangars' });
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(400);
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    // Scrollable, so it becomes a tab stop for keyboard scrolling, after the header buttons.
    await waitFor(() => expect(region).toHaveAttribute('tabindex', '0'));
    region.focus();
    await userEvent.tab({ shift: true });
    await expect(region).not.toHaveFocus();
    await userEvent.tab();
    await expect(region).toHaveFocus();
    region.scrollLeft = 200;
    await expect(region.scrollLeft).toBeGreaterThan(0);
  },
};

export const StickyHeader: Story = {
  args: { maxHeight: 240, data: allLeases.slice(0, 25) },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Leases of North Hangars' });
    const header = canvas.getByRole('columnheader', { name: 'Tenant' });
    region.scrollTop = 300;
    await waitFor(() => expect(region.scrollTop).toBeGreaterThan(0));
    const top = region.getBoundingClientRect().top;
    await expect(Math.abs(header.getBoundingClientRect().top - top)).toBeLessThanOrEqual(2);
  },
};

/** Stands in for the site's router Link, which takes `to` where an anchor takes `href`. */
function RouterLink({ to, children, ...props }: Omit<React.ComponentProps<'a'>, 'href'> & { to: string }) {
  return (
    <a {...props} href={to} data-router-link="">
      {children}
    </a>
  );
}

export const WithRouterLinks: Story = {
  args: { renderLink: ({ href, ...props }: DataTableLinkProps) => <RouterLink to={href} {...props} /> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Wiley Post' });
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('href', '#/manage/leases/lease-2');
  },
};

export const WithDataDark: Story = { ...WithData, globals: { theme: 'dark' } };
export const SortedDark: Story = { ...Sorted, globals: { theme: 'dark' } };
export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } };
export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } };
export const ErrorDark: Story = { ...Error, globals: { theme: 'dark' } };
export const NarrowDark: Story = { ...Narrow, globals: { theme: 'dark' } };
