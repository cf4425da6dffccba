import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, PageSizeSelector } from './Pagination';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './pageRange';

function Pager({ pageCount, initial = 1 }: { pageCount: number; initial?: number }) {
  const [page, setPage] = useState(initial);
  return (
    <>
      <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />
      <output>page {page}</output>
    </>
  );
}

const visibleItems = () =>
  within(screen.getByRole('navigation', { name: 'Pagination' }))
    .getAllByRole('button')
    .map((b) => b.textContent || b.getAttribute('aria-label'));

describe('Pagination', () => {
  it('is a labelled nav with the current page marked', () => {
    render(<Pager pageCount={3} initial={2} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
  });

  it('renders nothing for a single page', () => {
    render(<Pager pageCount={1} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('moves with Previous/Next and page numbers; Previous is inert on the first page', async () => {
    render(<Pager pageCount={10} />);
    const prev = screen.getByRole('button', { name: 'Previous page' });
    expect(prev).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(prev);
    expect(screen.getByRole('status')).toHaveTextContent('page 1');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('status')).toHaveTextContent('page 2');
    await userEvent.click(screen.getByRole('button', { name: 'Page 10' }));
    expect(screen.getByRole('status')).toHaveTextContent('page 10');
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
    expect(visibleItems()).toEqual(['Previous page', '1', '…', '9', '10', 'Next page']);
  });

  it('jumps 3 pages with the ellipses', async () => {
    render(<Pager pageCount={20} initial={10} />);
    expect(visibleItems()).toEqual(['Previous page', '1', '…', '9', '10', '11', '…', '20', 'Next page']);
    await userEvent.click(screen.getByRole('button', { name: 'Jump forward to page 13' }));
    expect(screen.getByRole('status')).toHaveTextContent('page 13');
    await userEvent.click(screen.getByRole('button', { name: 'Jump back to page 10' }));
    expect(screen.getByRole('status')).toHaveTextContent('page 10');
  });

  it('shows all pages when there are up to 4', () => {
    render(<Pager pageCount={4} />);
    expect(visibleItems()).toEqual(['Previous page', '1', '2', '3', '4', 'Next page']);
  });
});

describe('PageSizeSelector', () => {
  it('offers 25, 50 and 100, 25 by default, and reports a number', async () => {
    expect(PAGE_SIZES).toEqual([25, 50, 100]);
    expect(DEFAULT_PAGE_SIZE).toBe(25);
    const onChange = jest.fn();
    render(<PageSizeSelector onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Page size' });
    expect(select).toHaveValue('25');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['25', '50', '100']);
    await userEvent.selectOptions(select, '100');
    expect(onChange).toHaveBeenCalledWith(100);
  });
});
