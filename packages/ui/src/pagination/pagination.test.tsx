import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';
import { clampPage, pageCount, pageRange, pageSizeChoices, rangeText } from './pagination-rules';

describe('pageCount', () => {
  it.each([
    [312, 25, 13],
    [300, 25, 12],
    [1, 25, 1],
    [25, 25, 1],
    [26, 25, 2],
    [0, 25, 1],
    [10, 0, 1],
    [-5, 25, 1],
  ])('%i rows at %i a page fill %i page(s)', (total, pageSize, expected) => {
    expect(pageCount(total, pageSize)).toBe(expected);
  });
});

describe('clampPage', () => {
  it('keeps the page between 1 and the last page', () => {
    expect(clampPage(5, 312, 25)).toBe(5);
    expect(clampPage(0, 312, 25)).toBe(1);
    expect(clampPage(-3, 312, 25)).toBe(1);
    expect(clampPage(99, 312, 25)).toBe(13);
    expect(clampPage(3, 0, 25)).toBe(1);
    expect(clampPage(Number.NaN, 312, 25)).toBe(1);
    expect(clampPage(2.7, 312, 25)).toBe(2);
  });
});

describe('pageRange', () => {
  it('gives the first and last row of the page, the last page cut short', () => {
    expect(pageRange(1, 25, 312)).toEqual({ first: 1, last: 25 });
    expect(pageRange(2, 25, 312)).toEqual({ first: 26, last: 50 });
    expect(pageRange(13, 25, 312)).toEqual({ first: 301, last: 312 });
    expect(pageRange(20, 25, 312)).toEqual({ first: 301, last: 312 });
    expect(pageRange(1, 25, 0)).toBeNull();
  });
});

describe('rangeText', () => {
  it('says which rows are shown, with an en dash', () => {
    expect(rangeText(1, 25, 312)).toBe('1–25 of 312');
    expect(rangeText(13, 25, 312)).toBe('301–312 of 312');
    expect(rangeText(1, 10, 1)).toBe('1–1 of 1');
  });

  it('groups thousands', () => {
    expect(rangeText(50, 25, 1312)).toBe('1,226–1,250 of 1,312');
  });

  it('says there is nothing when there are no rows', () => {
    expect(rangeText(1, 25, 0)).toBe('No results');
    expect(rangeText(1, 25, 0, 'No leases')).toBe('No leases');
  });
});

describe('pageSizeChoices', () => {
  it('adds the current size in order and drops nonsense', () => {
    expect(pageSizeChoices([10, 25, 50], 25)).toEqual([10, 25, 50]);
    expect(pageSizeChoices([10, 25, 50], 20)).toEqual([10, 20, 25, 50]);
    expect(pageSizeChoices([50, 10, 0, 10], 10)).toEqual([10, 50]);
  });
});

describe('Pagination', () => {
  it('is a labelled navigation landmark with the range and page', () => {
    render(<Pagination page={2} pageSize={25} total={312} onPageChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toHaveTextContent('26–50 of 312');
    expect(nav).toHaveTextContent('Page 2 of 13');
  });

  it('moves to the first, previous, next and last page', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={5} pageSize={25} total={312} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'First page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onPageChange.mock.calls).toEqual([[1], [4], [6], [13]]);
  });

  it('turns off the buttons that lead nowhere and ignores them', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={1} pageSize={25} total={20} onPageChange={onPageChange} />);
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page']) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      await user.click(button);
    }
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('reads a capped count as 10,000+, goes on past it, and offers no Last page', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const { rerender } = render(
      <Pagination page={400} pageSize={25} total={10_000} totalCapped onPageChange={onPageChange} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toHaveTextContent('9,976–10,000 of 10,000+');
    expect(nav).toHaveTextContent('Page 400 of 400+');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('button', { name: 'Last page' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onPageChange.mock.calls).toEqual([[401]]);
    // Past the count, the page is kept (not pulled back to 400) and the range says so.
    rerender(<Pagination page={401} pageSize={25} total={10_000} totalCapped onPageChange={onPageChange} />);
    expect(nav).toHaveTextContent('10,001–10,025 of more than 10,000');
  });

  it('says No results for an empty list', () => {
    render(<Pagination page={1} pageSize={25} total={0} onPageChange={() => {}} />);
    expect(screen.getByText('No results')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('offers the page size only when it can be changed, labelled', () => {
    const { rerender } = render(<Pagination page={1} pageSize={25} total={312} onPageChange={() => {}} />);
    expect(screen.queryByRole('combobox')).toBeNull();
    rerender(
      <Pagination page={1} pageSize={25} total={312} onPageChange={() => {}} onPageSizeChange={() => {}} />,
    );
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveTextContent('25');
  });

  it('takes other names for its buttons', () => {
    render(
      <Pagination
        page={1}
        pageSize={25}
        total={312}
        onPageChange={() => {}}
        aria-label="Leases pages"
        labels={{ next: 'Later leases' }}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Leases pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Later leases' })).toBeInTheDocument();
  });
});
