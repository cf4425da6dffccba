import type { AreaDeclaration } from '@switchboard/shared/config';
import { DEFAULT_FEATURES } from '@switchboard/shared/config';
import { testRuntimeConfig } from '@switchboard/shared/testing';
import { groupSearchResults, visibleSearchProviders } from './search';

const declarations: AreaDeclaration[] = [
  {
    area: 'identity',
    menu: [],
    paths: [],
    publicPaths: [],
    background: false,
    search: [
      {
        kind: 'accounts',
        label: 'Accounts',
        order: 30,
        open: 'accounts/{sid}/edit',
        minScope: 'service_provider',
      },
      { kind: 'users', label: 'Users', order: 60, open: 'users/{sid}/edit', hiddenWith: 'hosted' },
    ],
  },
  { area: 'billing', menu: [], paths: [], publicPaths: [], background: false },
  {
    area: 'observability',
    menu: [],
    paths: [],
    publicPaths: [],
    background: false,
    search: [{ kind: 'calls', label: 'Calls', order: 10, open: 'recent-calls/{sid}' }],
  },
];

const ctx = (scope: 'admin' | 'account', hosted = false) => ({
  user: { scope, account_sid: 'acc-1', user_sid: 'u-1' } as never,
  config: testRuntimeConfig({ features: { ...DEFAULT_FEATURES, hosted } }),
  serviceProvider: null,
});

describe('the search providers a user sees', () => {
  it("are every remote's, by declared order, each with its remote", () => {
    expect(visibleSearchProviders(declarations, ctx('admin')).map((p) => [p.kind, p.remote])).toEqual([
      ['calls', 'observability'],
      ['accounts', 'identity'],
      ['users', 'identity'],
    ]);
  });

  it('follow their visibility rules like menu items', () => {
    expect(visibleSearchProviders(declarations, ctx('account')).map((p) => p.kind)).toEqual([
      'calls',
      'users',
    ]);
    expect(visibleSearchProviders(declarations, ctx('admin', true)).map((p) => p.kind)).toEqual([
      'calls',
      'accounts',
    ]);
  });
});

describe('grouping the answer', () => {
  it("puts items under their provider's heading in the providers' order, with where each opens", () => {
    const providers = visibleSearchProviders(declarations, ctx('admin'));
    const groups = groupSearchResults(providers, {
      q: 'ab',
      groups: [
        { kind: 'users', items: [{ sid: 'u/1', label: 'Abby', detail: 'abby@example.com' }], more: true },
        { kind: 'accounts', items: [], more: false },
        { kind: 'calls', items: [{ sid: 'c1', label: 'c1', detail: null }], more: false },
        { kind: 'elsewhere', items: [{ sid: 'x', label: 'x', detail: null }], more: false },
      ],
      unsupported: [],
    });
    expect(groups).toEqual([
      {
        kind: 'calls',
        label: 'Calls',
        more: false,
        options: [
          {
            key: 'calls-c1',
            label: 'c1',
            detail: null,
            to: '/internal/recent-calls/c1',
            remote: 'observability',
          },
        ],
      },
      {
        kind: 'users',
        label: 'Users',
        more: true,
        options: [
          {
            key: 'users-u/1',
            label: 'Abby',
            detail: 'abby@example.com',
            to: '/internal/users/u%2F1/edit',
            remote: 'identity',
          },
        ],
      },
    ]);
  });
});
