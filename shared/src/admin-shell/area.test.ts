import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_FEATURES } from '@switchboard/shared/config';
import { kitEnglish } from '@switchboard/shared/i18n';
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

describe('the standalone navigation’s words', () => {
  it('the kit has a translation key for every menu item an area declares', () => {
    const root = join(__dirname, '../../..');
    const labels = readdirSync(root)
      .map((dir) => join(root, dir, 'area.json'))
      .filter((file) => existsSync(file))
      .flatMap((file) => {
        const area = JSON.parse(readFileSync(file, 'utf8')) as { menu?: { label: string }[] };
        return (area.menu ?? []).map((item) => item.label);
      });
    expect(labels.length).toBeGreaterThan(15);
    const translated: string[] = Object.values(kitEnglish.menu);
    expect(labels.filter((label) => !translated.includes(label))).toEqual([]);
  });
});
