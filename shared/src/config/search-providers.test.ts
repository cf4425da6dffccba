import { parseAreaDeclaration } from './area-declaration';
import { matchRank, rankSearchMatches } from '../search/search';
import { searchItemPath } from './search-providers';

describe('search providers in an area declaration', () => {
  it('reads clean providers with their visibility rules', () => {
    const { declaration, problems } = parseAreaDeclaration({
      area: 'telephony',
      menu: [],
      search: [
        { kind: 'carriers', label: 'Carriers', order: 30, open: 'carriers/{sid}/edit' },
        {
          kind: 'phone-numbers',
          label: 'Phone numbers',
          order: 40,
          open: 'phone-numbers/{sid}/edit',
          minScope: 'account',
        },
      ],
    });
    expect(problems).toEqual([]);
    expect(declaration.search).toEqual([
      { kind: 'carriers', label: 'Carriers', order: 30, open: 'carriers/{sid}/edit' },
      {
        kind: 'phone-numbers',
        label: 'Phone numbers',
        order: 40,
        open: 'phone-numbers/{sid}/edit',
        minScope: 'account',
      },
    ]);
  });

  it('drops what it cannot use and says why', () => {
    const { declaration, problems } = parseAreaDeclaration({
      area: 'x',
      search: [
        { kind: 'Calls', label: 'Calls', order: 1, open: 'c/{sid}' },
        { kind: 'calls', label: '', order: 1, open: 'c/{sid}' },
        { kind: 'calls', label: 'Calls', order: 1, open: '/internal/c/{sid}' },
        { kind: 'calls', label: 'Calls', order: 1, open: 'c/list' },
        { kind: 'calls', label: 'Calls', order: '1', open: 'c/{sid}' },
        { kind: 'calls', label: 'Calls', order: 1, open: 'c/{sid}', minScope: 'root' },
        { kind: 'calls', label: 'Calls', order: 1, open: 'c/{sid}' },
        { kind: 'calls', label: 'Calls again', order: 2, open: 'c/{sid}' },
        'calls',
      ],
    });
    expect(declaration.search?.map((provider) => provider.label)).toEqual(['Calls']);
    expect(problems).toEqual([
      'search[0]: kind must be lower-case letters and dashes',
      'search[1]: a label is required',
      'search[2]: open must be a path relative to /internal with {sid}',
      'search[3]: open must be a path relative to /internal with {sid}',
      'search[4]: order must be a number',
      'search[5]: minScope "root" is not a scope',
      'search[7]: kind "calls" is declared twice',
      'search[8]: not an object',
    ]);
    expect(parseAreaDeclaration({ area: 'x', search: {} }).problems).toEqual(['search must be a list']);
  });

  it('leaves a declaration without search as it was (older releases)', () => {
    expect(parseAreaDeclaration({ area: 'x' }).declaration).not.toHaveProperty('search');
  });

  it('opens an item at its path with the sid encoded', () => {
    expect(searchItemPath({ open: 'recent-calls/{sid}' }, 'a b/c')).toBe('recent-calls/a%20b%2Fc');
  });
});

describe('ranking matches', () => {
  it('ranks the whole text, then its start, then a word start, then anywhere', () => {
    expect(matchRank('acme', 'ACME')).toBe(0);
    expect(matchRank('acme', 'Acme Telecom')).toBe(1);
    expect(matchRank('tel', 'Acme Telecom')).toBe(2);
    expect(matchRank('lec', 'Acme Telecom')).toBe(3);
    expect(matchRank('xyz', 'Acme Telecom')).toBeNull();
    expect(matchRank('  ', 'Acme')).toBeNull();
    expect(matchRank('a', null)).toBeNull();
  });

  it('orders by rank, then the shorter label, then alphabetically; any text of an item counts', () => {
    const items = [
      { name: 'Big Acme', email: '' },
      { name: 'Zeta', email: 'acme@zeta.test' },
      { name: 'Acme Telecom', email: '' },
      { name: 'Acme', email: '' },
      { name: 'Acmeland', email: '' },
      { name: 'Other', email: '' },
      { name: 'Acme B', email: '' },
      { name: 'Acme A', email: '' },
    ];
    const ranked = rankSearchMatches(
      'acme',
      items,
      (item) => [item.name, item.email],
      (item) => item.name,
    );
    expect(ranked.map((item) => item.name)).toEqual([
      'Acme',
      'Zeta',
      'Acme A',
      'Acme B',
      'Acmeland',
      'Acme Telecom',
      'Big Acme',
      'Other',
    ]);
  });
});
