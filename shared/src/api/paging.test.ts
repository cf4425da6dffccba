import { listQuery, toListPage } from './paging';

describe('paged lists', () => {
  it('reads the server’s page', () => {
    expect(toListPage({ total: 31, page: 2, page_size: 25, data: ['z'] }, 2, 25)).toEqual({
      total: 31,
      data: ['z'],
    });
  });

  it('pages a whole list from a server that ignores paging', () => {
    const rows = Array.from({ length: 30 }, (_, i) => i);
    expect(toListPage(rows, 2, 25)).toEqual({ total: 30, data: [25, 26, 27, 28, 29] });
  });

  it('asks for a page with the filters that are set', () => {
    expect(listQuery(1, 25)).toBe('page=1&page_size=25');
    expect(listQuery(2, 50, { name: 'twi', account_sid: null, filter: '' })).toBe(
      'page=2&page_size=50&name=twi',
    );
  });
});
