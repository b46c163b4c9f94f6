import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './pagination';

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: { page: 1, pageSize: 25, total: 312, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(nav).toHaveTextContent('1–25 of 312');
    await expect(nav).toHaveTextContent('Page 1 of 13');
    await expect(canvas.getByRole('button', { name: 'First page' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const MiddlePage: Story = {
  args: { page: 5 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('navigation')).toHaveTextContent('101–125 of 312');
    await userEvent.click(canvas.getByRole('button', { name: 'First page' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(args.onPageChange).toHaveBeenNthCalledWith(1, 1);
    await expect(args.onPageChange).toHaveBeenNthCalledWith(2, 4);
    await expect(args.onPageChange).toHaveBeenNthCalledWith(3, 13);
  },
};

export const LastPage: Story = {
  args: { page: 13 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('navigation')).toHaveTextContent('301–312 of 312');
    for (const name of ['Next page', 'Last page']) {
      const button = canvas.getByRole('button', { name });
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(button);
    }
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const NoResults: Story = {
  args: { total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation')).toHaveTextContent('No results');
    for (const button of canvas.getAllByRole('button'))
      await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A large list the server counted up to its cap (10,000): "10,000+", Next goes on, Last is off. */
export const CappedCount: Story = {
  args: { page: 2, total: 10_000, totalCapped: true },
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(nav).toHaveTextContent('26–50 of 10,000+');
    await expect(nav).toHaveTextContent('Page 2 of 400+');
    await expect(canvas.getByRole('button', { name: 'Last page' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const WithPageSize: Story = {
  args: { onPageSizeChange: fn() },
  play: async ({ args, canvas }) => {
    const size = canvas.getByRole('combobox', { name: 'Rows per page' });
    await expect(size).toHaveTextContent('25');
    await userEvent.click(size);
    await userEvent.click(await screen.findByRole('option', { name: '50' }));
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(50);
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

/** Owns its page like a list page does, so the range moves as the buttons are pressed. */
function PagedList(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  const [pageSize, setPageSize] = useState(props.pageSize);
  return (
    <Pagination
      {...props}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => {
        props.onPageChange(next);
        setPage(next);
      }}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
      }}
    />
  );
}

export const ByKeyboard: Story = {
  render: (args) => <PagedList {...args} />,
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation');
    const range = nav.querySelector('[data-slot="pagination-range"]') as HTMLElement;
    await expect(range).toHaveAttribute('aria-live', 'polite');
    const next = canvas.getByRole('button', { name: 'Next page' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(range).toHaveTextContent('26–50 of 312');
    // Last turns itself off but keeps focus, so the keyboard user is not thrown back to the page.
    await userEvent.tab();
    const last = canvas.getByRole('button', { name: 'Last page' });
    await expect(last).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(range).toHaveTextContent('301–312 of 312');
    await expect(last).toHaveAttribute('aria-disabled', 'true');
    await expect(last).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{Tab}{Tab}{/Shift}');
    await expect(canvas.getByRole('button', { name: 'First page' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(within(nav).getByText('Page 1 of 13')).toBeVisible();
    await expect(range).toHaveTextContent('1–25 of 312');
  },
};

export const ChangingPageSizeGoesBackToPageOne: Story = {
  args: { page: 3, onPageSizeChange: fn() },
  render: (args) => <PagedList {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation')).toHaveTextContent('51–75 of 312');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Rows per page' }));
    await userEvent.click(await screen.findByRole('option', { name: '100' }));
    await waitFor(() => expect(canvas.getByRole('navigation')).toHaveTextContent('1–100 of 312'));
    await expect(canvas.getByRole('navigation')).toHaveTextContent('Page 1 of 4');
  },
};

export const Narrow: Story = {
  args: { page: 2, onPageSizeChange: fn() },
  render: (args) => (
    <div style={{ width: 320 }}>
      <Pagination {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation');
    // Everything wraps inside the narrow column instead of overflowing it.
    await expect(nav.scrollWidth).toBeLessThanOrEqual(320);
    await expect((nav.parentElement as HTMLElement).scrollWidth).toBeLessThanOrEqual(320);
    const range = canvas.getByText('26–50 of 312').getBoundingClientRect();
    const next = canvas.getByRole('button', { name: 'Next page' }).getBoundingClientRect();
    await expect(next.top).toBeGreaterThanOrEqual(range.bottom);
  },
};

export const MiddlePageDark: Story = { ...MiddlePage, globals: { theme: 'dark' } };
export const WithPageSizeDark: Story = { ...WithPageSize, globals: { theme: 'dark' } };
