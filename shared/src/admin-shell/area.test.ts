import { DEFAULT_FEATURES } from '@switchboard/shared/config';
import type { SessionUser } from '@switchboard/shared/store';
import { navLinks } from './area';

const declaration = {
  area: 'telephony',
  menu: [
    { id: 't.carriers', label: 'Carriers', path: 'carriers', section: 'byo', order: 10 },
    { id: 't.clients', label: 'Clients', path: 'clients', section: 'main', order: 50 },
    {
      id: 't.lcr',
      label: 'Outbound Call Routing',
      path: 'least-cost-routing',
      section: 'byo',
      order: 50,
      feature: 'lcr',
    },
    {
      id: 't.teams',
      label: 'MS Teams Tenants',
      path: 'ms-teams-tenants',
      section: 'byo',
      order: 40,
      serviceProviderHas: 'ms_teams_fqdn',
    },
    {
      id: 't.own',
      label: 'Own',
      path: 'accounts/{account_sid}/x',
      section: 'main',
      order: 60,
      onlyScopes: ['account'],
    },
  ],
};
const user = (scope: SessionUser['scope']) => ({ scope, account_sid: 'acc-1', user_sid: 'u' }) as SessionUser;

describe('the standalone navigation from a remote’s declaration', () => {
  it('is the declared menu, in the host’s order, with the same conditions', () => {
    expect(
      navLinks({ declaration }, user('admin'), { features: DEFAULT_FEATURES, serviceProvider: null }).map(
        (link) => link.label,
      ),
    ).toEqual(['Clients', 'Carriers', 'Outbound Call Routing']);
    expect(
      navLinks({ declaration }, user('account'), {
        features: { ...DEFAULT_FEATURES, lcr: false },
        serviceProvider: { ms_teams_fqdn: 'teams.example.com' },
      }),
    ).toEqual([
      { to: '/internal/clients', label: 'Clients' },
      { to: '/internal/accounts/acc-1/x', label: 'Own' },
      { to: '/internal/carriers', label: 'Carriers' },
      { to: '/internal/ms-teams-tenants', label: 'MS Teams Tenants' },
    ]);
  });

  it('an explicit nav wins; no declaration, no links', () => {
    expect(
      navLinks({ nav: () => [{ to: '/x', label: 'X' }], declaration }, user('admin'), {
        features: DEFAULT_FEATURES,
      }),
    ).toEqual([{ to: '/x', label: 'X' }]);
    expect(navLinks({}, user('admin'), { features: DEFAULT_FEATURES })).toEqual([]);
  });
});
