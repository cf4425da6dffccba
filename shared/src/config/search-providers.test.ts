import { parseAreaDeclaration } from './area-declaration';
import { SEARCH_ITEMS_PER_KIND, matchRank, rankSearchMatches, searchListed } from '../search/search';
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

describe('a provider’s list, for an API without search', () => {
  const provider = { kind: 'carriers', label: 'Carriers', order: 1, open: 'carriers/{sid}/edit' };

  it('reads the list it names, a label field or several', () => {
    const list = {
      path: '/ServiceProviders/{service_provider_sid}/VoipCarriers',
      accountPath: '/VoipCarriers',
      sid: 'voip_carrier_sid',
      label: ['label', 'vendor'],
      detail: 'description',
    };
    const { declaration, problems } = parseAreaDeclaration({ area: 'x', search: [{ ...provider, list }] });
    expect(problems).toEqual([]);
    expect(declaration.search).toEqual([{ ...provider, list }]);
    expect(
      parseAreaDeclaration({ area: 'x', search: [{ ...provider, list: { ...list, label: 'name' } }] })
        .declaration.search?.[0]?.list?.label,
    ).toEqual(['name']);
  });

  it('keeps the provider without a list it cannot use, and says why', () => {
    const bad = [
      'list',
      { path: 'VoipCarriers', sid: 'voip_carrier_sid', label: 'name' },
      { path: '/Accounts/{sid}/VoipCarriers', sid: 'voip_carrier_sid', label: 'name' },
      { path: '/VoipCarriers', accountPath: 'x', sid: 'voip_carrier_sid', label: 'name' },
      { path: '/VoipCarriers', sid: 'Sid!', label: 'name' },
      { path: '/VoipCarriers', sid: 'voip_carrier_sid', label: [] },
      { path: '/VoipCarriers', sid: 'voip_carrier_sid', label: 'name', detail: 3 },
    ];
    const { declaration, problems } = parseAreaDeclaration({
      area: 'x',
      search: bad.map((list, index) => ({ ...provider, kind: `k${'abcdefg'[index]}`, list })),
    });
    expect(declaration.search?.map((entry) => entry.list)).toEqual(bad.map(() => undefined));
    expect(
      problems.map((problem) => problem.replace(/; searched only where the API can search$/, '')),
    ).toEqual([
      'search[0]: list must be an object',
      'search[1]: list.path must be an API path (placeholders {service_provider_sid}, {account_sid})',
      'search[2]: list.path must be an API path (placeholders {service_provider_sid}, {account_sid})',
      'search[3]: list.accountPath must be an API path (placeholders {service_provider_sid}, {account_sid})',
      'search[4]: list.sid must be a field name',
      'search[5]: list.label must be a field name or a list of them',
      'search[6]: list.detail must be a field name',
    ]);
  });
});

describe('searching a listed kind', () => {
  const source = { sid: 'sid', label: ['label', 'vendor'], detail: 'vendor' };

  it('keeps what holds the text, ranked as the API ranks, the first non-empty label shown', () => {
    const rows = [
      { sid: '1', label: 'Big Acme', vendor: 'google' },
      { sid: '2', label: null, vendor: 'acme' },
      { sid: '3', label: 'Acme', vendor: 'deepgram' },
      { sid: '4', label: 'Other', vendor: 'aws' },
      { sid: '', label: 'Acme without sid', vendor: 'aws' },
      'not a row',
    ];
    expect(searchListed('acme', rows, source)).toEqual({
      items: [
        { sid: '2', label: 'acme', detail: 'acme' },
        { sid: '3', label: 'Acme', detail: 'deepgram' },
        { sid: '1', label: 'Big Acme', detail: 'google' },
      ],
      more: false,
    });
  });

  it('finds a number typed with spaces, dashes or brackets by its digits', () => {
    const rows = [
      { sid: 'a', number: '15557200100' },
      { sid: 'b', number: '+49 30 123456' },
    ];
    const numbers = { sid: 'sid', label: ['number'] };
    expect(searchListed('(555) 720-01', rows, numbers).items.map((item) => item.sid)).toEqual(['a']);
    expect(searchListed('4930 12', rows, numbers).items.map((item) => item.sid)).toEqual(['b']);
    // two digits are too few to say anything
    expect(searchListed('5-5', rows, numbers).items).toEqual([]);
  });

  it('answers the best few and says more matched', () => {
    const rows = Array.from({ length: 8 }, (_, i) => ({ sid: `s${i}`, label: `carrier ${i}` }));
    const found = searchListed('carrier', rows, { sid: 'sid', label: ['label'] });
    expect(found.items).toHaveLength(SEARCH_ITEMS_PER_KIND);
    expect(found.more).toBe(true);
  });
});
