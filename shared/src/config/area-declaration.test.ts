import { DEFAULT_FEATURES } from './runtime-config';
import { fillMenuPath, isVisibleTo, parseAreaDeclaration } from './area-declaration';

describe('parseAreaDeclaration', () => {
  it('reads a clean declaration, paths given as strings or objects', () => {
    const { declaration, problems } = parseAreaDeclaration(
      {
        area: 'telephony',
        menu: [
          { id: 't.carriers', label: 'Carriers', path: 'carriers', section: 'byo', order: 10 },
          { id: 't.clients', label: 'Clients', path: 'clients', order: 50, minScope: 'account' },
        ],
        paths: ['carriers/*', { pattern: 'least-cost-routing/*', feature: 'lcr' }],
        background: true,
      },
      'telephony',
    );
    expect(problems).toEqual([]);
    expect(declaration).toEqual({
      area: 'telephony',
      menu: [
        { id: 't.carriers', label: 'Carriers', path: 'carriers', section: 'byo', order: 10 },
        {
          id: 't.clients',
          label: 'Clients',
          path: 'clients',
          section: 'main',
          order: 50,
          minScope: 'account',
        },
      ],
      paths: [{ pattern: 'carriers/*' }, { pattern: 'least-cost-routing/*', feature: 'lcr' }],
      publicPaths: [],
      background: true,
    });
  });

  it('drops what it cannot use and says why, keeping the rest', () => {
    const { declaration, problems } = parseAreaDeclaration(
      {
        area: 'speech',
        menu: [
          { id: 'a', label: 'A', path: '/absolute', order: 1 },
          { id: 'b', label: 'B', path: 'b', order: 'first' },
          { id: 'c', label: 'C', path: 'c', order: 1, section: 'sidebar' },
          { id: 'd', label: 'D', path: 'd', order: 1, minScope: 'root' },
          { id: 'e', label: 'E', path: 'e', order: 1, feature: 'teleport' },
          { id: 'f', label: 'F', path: 'f', order: 1 },
          { id: 'f', label: 'F again', path: 'f2', order: 2 },
        ],
        paths: ['/x', 'speech-services/*'],
      },
      'speech',
    );
    expect(declaration.menu.map((item) => item.id)).toEqual(['f']);
    expect(declaration.paths).toEqual([{ pattern: 'speech-services/*' }]);
    expect(problems).toEqual([
      'menu[0]: id, label and a path relative to /internal are required',
      'menu[1]: order must be a number',
      'menu[2]: section "sidebar" is not one of main, byo',
      'menu[3]: minScope "root" is not a scope',
      'menu[4]: feature "teleport" is not a feature switch',
      'menu[6]: id "f" is used twice',
      'paths[0]: a pattern relative to its root is required',
    ]);
  });

  it('a declaration for another remote, or none at all, is reported', () => {
    expect(parseAreaDeclaration({ area: 'billing' }, 'speech').problems).toEqual([
      'area is "billing", expected "speech"',
    ]);
    expect(parseAreaDeclaration(undefined, 'speech').problems[0]).toBe(
      'the declaration is missing or not an object',
    );
  });
});

describe('isVisibleTo', () => {
  const features = { ...DEFAULT_FEATURES };
  it('applies every condition given', () => {
    expect(isVisibleTo({ minScope: 'service_provider' }, { scope: 'account', features })).toBe(false);
    expect(isVisibleTo({ minScope: 'service_provider' }, { scope: 'admin', features })).toBe(true);
    expect(isVisibleTo({ onlyScopes: ['account'] }, { scope: 'admin', features })).toBe(false);
    expect(isVisibleTo({ feature: 'hosted' }, { scope: 'admin', features })).toBe(false);
    expect(
      isVisibleTo({ hiddenWith: 'hosted' }, { scope: 'admin', features: { ...features, hosted: true } }),
    ).toBe(false);
    const rule = { serviceProviderHas: 'ms_teams_fqdn' };
    expect(isVisibleTo(rule, { scope: 'admin', features, serviceProvider: { ms_teams_fqdn: null } })).toBe(
      false,
    );
    expect(
      isVisibleTo(rule, { scope: 'admin', features, serviceProvider: { ms_teams_fqdn: 't.example' } }),
    ).toBe(true);
    expect(isVisibleTo({ minScope: 'account' }, { scope: null, features })).toBe(false);
  });

  it("fills the user's own sids into a path", () => {
    expect(fillMenuPath('accounts/{account_sid}/edit', { account_sid: 'a b' })).toBe('accounts/a%20b/edit');
    expect(fillMenuPath('users/{user_sid}/edit', {})).toBe('users//edit');
  });
});
