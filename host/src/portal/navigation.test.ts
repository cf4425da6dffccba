import { DEFAULT_FEATURES } from '@switchboard/shared/config';
import type { ServiceProvider } from '@switchboard/shared/types';
import { testRuntimeConfig } from '@switchboard/shared/testing';
import { TEST_DECLARATIONS } from '../test-utils';
import { CORE_MENU_CASES, coreMenu } from './core-menu';
import { homePath, internalRelative, visibleMenu } from './navigation';

const sp: ServiceProvider = {
  service_provider_sid: 'sp-1',
  name: 'SP',
  ms_teams_fqdn: null,
} as ServiceProvider;

describe('the menu built from the remotes’ declarations', () => {
  it.each(CORE_MENU_CASES)(
    'the order of docs/product/shell.md#menu for $scope (hosted $hosted, lcr $lcr, teams FQDN $teams)',
    ({ scope, hosted, lcr, teams }) => {
      const menu = visibleMenu(Object.values(TEST_DECLARATIONS), {
        user: { scope, account_sid: 'acc-1', user_sid: 'u-1', name: 'x', is_view_only: false } as never,
        config: testRuntimeConfig({ features: { ...DEFAULT_FEATURES, hosted, lcr } }),
        serviceProvider: { ...sp, ms_teams_fqdn: teams ? 'teams.example.com' : null },
      });
      expect(menu.map((item) => item.label)).toEqual(coreMenu({ scope, hosted, lcr, teams }).map(([l]) => l));
      const byo = menu.filter((item) => item.section === 'byo').map((item) => item.label);
      expect(byo[0]).toBe('Carriers');
    },
  );

  it("fills in the user's own account in 'Account'", () => {
    const menu = visibleMenu([TEST_DECLARATIONS.identity], {
      user: { scope: 'account', account_sid: 'acc 1', user_sid: 'u' } as never,
      config: testRuntimeConfig(),
      serviceProvider: null,
    });
    expect(menu.find((item) => item.label === 'Account')?.to).toBe('accounts/acc%201/edit');
  });

  it('relative paths and landing pages', () => {
    expect(internalRelative('/internal/accounts/x/edit')).toBe('accounts/x/edit');
    expect(internalRelative('/internal')).toBe('');
    expect(internalRelative('/register')).toBeNull();
    expect(homePath({ scope: 'admin', account_sid: null })).toBe('/internal/accounts');
    expect(homePath({ scope: 'account', account_sid: 'a' })).toBe('/internal/accounts/a/edit');
  });
});
