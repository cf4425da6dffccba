import { countPages, pageRange, type PageItem } from './pageRange';

/** Compact notation for readable expectations: numbers are pages, '<n' / '>n' are jumps to page n. */
function show(items: PageItem[]): string {
  return items
    .map((item) =>
      item.type === 'page' ? String(item.page) : `${item.direction === 'back' ? '<' : '>'}${item.page}`,
    )
    .join(' ');
}

describe('pageRange — specific cases', () => {
  it.each([
    [0, 1, ''],
    [1, 1, '1'],
    [2, 1, '1 2'],
    [3, 2, '1 2 3'],
    [4, 1, '1 2 3 4'], // up to 4 pages: all of them
    [4, 4, '1 2 3 4'],
    [5, 1, '1 2 >4 5'],
    [5, 2, '1 2 3 4 5'], // the single hidden page is shown instead of an ellipsis
    [5, 3, '1 2 3 4 5'],
    [5, 5, '1 <2 4 5'],
    [6, 1, '1 2 >4 6'],
    [6, 3, '1 2 3 4 5 6'],
    [6, 4, '1 2 3 4 5 6'],
    [7, 4, '1 2 3 4 5 6 7'],
    [8, 4, '1 2 3 4 5 >7 8'],
    [10, 1, '1 2 >4 10'],
    [10, 2, '1 2 3 >5 10'],
    [10, 3, '1 2 3 4 >6 10'],
    [10, 4, '1 2 3 4 5 >7 10'],
    [10, 5, '1 <2 4 5 6 >8 10'],
    [10, 6, '1 <3 5 6 7 >9 10'],
    [10, 7, '1 <4 6 7 8 9 10'],
    [10, 8, '1 <5 7 8 9 10'],
    [10, 9, '1 <6 8 9 10'],
    [10, 10, '1 <7 9 10'],
    [100, 50, '1 <47 49 50 51 >53 100'],
  ])('%i pages, page %i → %s', (count, current, expected) => {
    expect(show(pageRange(count, current))).toBe(expected);
  });

  it('clamps an out-of-range current page', () => {
    expect(show(pageRange(10, 0))).toBe(show(pageRange(10, 1)));
    expect(show(pageRange(10, 99))).toBe(show(pageRange(10, 10)));
    expect(show(pageRange(10, Number.NaN))).toBe(show(pageRange(10, 1)));
  });

  it('accepts other neighbours / jump / show-all settings', () => {
    expect(show(pageRange(20, 10, { neighbours: 2, jump: 5 }))).toBe('1 <5 8 9 10 11 12 >15 20');
    expect(show(pageRange(6, 1, { showAllUpTo: 6 }))).toBe('1 2 3 4 5 6');
  });
});

describe('pageRange — invariants over every (pages, current) up to 60 pages', () => {
  for (let count = 1; count <= 60; count++) {
    it(`${count} pages, every current page`, () => {
      for (let current = 1; current <= count; current++) {
        const items = pageRange(count, current);
        const pages = items.filter((i) => i.type === 'page').map((i) => i.page);
        if (count <= 4) {
          // All pages, nothing else.
          expect(pages).toEqual(Array.from({ length: count }, (_, i) => i + 1));
          expect(items).toHaveLength(count);
          continue;
        }
        // First, last, current and its neighbours are always there, in order, without duplicates.
        expect(pages[0]).toBe(1);
        expect(pages[pages.length - 1]).toBe(count);
        for (const p of [current - 1, current, current + 1])
          if (p >= 1 && p <= count) expect(pages).toContain(p);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        expect(new Set(pages).size).toBe(pages.length);
        // Pages beyond first/last/current±1 appear only to fill a single-page gap.
        for (const p of pages) {
          const near = p === 1 || p === count || Math.abs(p - current) <= 1;
          const fillsGap = (p === 2 && current - 1 === 3) || (p === count - 1 && current + 1 === count - 2);
          expect(near || fillsGap).toBe(true);
        }
        // Every gap of two or more pages is exactly one jump, landing inside the gap, 3 from current when it can.
        let jumps = 0;
        for (let i = 0; i < items.length - 1; i++) {
          const item = items[i];
          if (item.type === 'jump') {
            jumps++;
            const before = items[i - 1];
            const after = items[i + 1];
            expect(before.type).toBe('page');
            expect(after.type).toBe('page');
            expect(after.page - before.page).toBeGreaterThanOrEqual(3);
            expect(item.page).toBeGreaterThan(before.page);
            expect(item.page).toBeLessThan(after.page);
            expect(item.page).toBe(
              item.direction === 'back' ? Math.max(current - 3, 2) : Math.min(current + 3, count - 1),
            );
            expect(item.direction).toBe(item.page < current ? 'back' : 'forward');
          } else {
            const next = items[i + 1];
            if (next.type === 'page') expect(next.page).toBe(item.page + 1); // no silent holes
          }
        }
        expect(jumps).toBeLessThanOrEqual(2);
        // At most 7 items: first, jump, current ± 1, jump, last (a filled gap replaces a jump).
        expect(items.length).toBeLessThanOrEqual(7);
      }
    });
  }
});

describe('countPages', () => {
  it.each([
    [0, 25, 0],
    [1, 25, 1],
    [25, 25, 1],
    [26, 25, 2],
    [10000, 25, 400],
    [10000, 100, 100],
    [-5, 25, 0],
    [10, 0, 0],
  ])('%i records at %i a page → %i pages', (total, size, pages) => {
    expect(countPages(total, size)).toBe(pages);
  });
});
