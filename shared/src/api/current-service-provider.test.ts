import { createPortalStore, sessionFromToken } from '@switchboard/shared/store';
import type { ServiceProvider } from '@switchboard/shared/types';
import {
  apiUrl,
  http,
  HttpResponse,
  setupTestServer,
  testRuntimeConfig,
  testAccount,
  testServiceProviders,
  tokenFor,
} from '@switchboard/shared/testing';
import {
  fallbackServiceProvider,
  fillServiceProviderAccounts,
  resolveServiceProviderSid,
} from './current-service-provider';
import { sessionApi } from './endpoints';

const sp = (sid: string, name: string): ServiceProvider => ({
  ...testServiceProviders[0],
  service_provider_sid: sid,
  name,
});
const list = [sp('z', 'Zebra'), sp('a', 'Alpha'), sp('m', 'Mango')];

describe('the current service provider (docs/product/shell.md#service-provider-context)', () => {
  it('falls back to DEFAULT_SERVICE_PROVIDER_SID when listed, else the first by name', () => {
    expect(fallbackServiceProvider(list)?.name).toBe('Alpha');
    expect(fallbackServiceProvider(list, 'm')?.name).toBe('Mango');
    expect(fallbackServiceProvider(list, 'gone')?.name).toBe('Alpha');
    expect(fallbackServiceProvider([])).toBeNull();
  });

  describe('for a route loader', () => {
    let asked = 0;
    setupTestServer(
      http.get(apiUrl('/ServiceProviders'), () => {
        asked += 1;
        return HttpResponse.json(list);
      }),
    );
    beforeEach(() => {
      asked = 0;
      testRuntimeConfig();
    });

    it("an admin without one: the list's fallback, asked once", async () => {
      const store = createPortalStore({
        persist: false,
        preloadedState: { session: sessionFromToken(tokenFor('admin')) },
      });
      expect(await resolveServiceProviderSid(store)).toBe('a');
      expect(await resolveServiceProviderSid(store)).toBe('a');
      expect(asked).toBe(1);
      store.dispose();
    });

    it('a service-provider user: their own, from the token, without asking', async () => {
      const session = sessionFromToken(tokenFor('service_provider'));
      const store = createPortalStore({ persist: false, preloadedState: { session } });
      expect(await resolveServiceProviderSid(store)).toBe(session.serviceProviderSid);
      expect(asked).toBe(0);
      store.dispose();
    });
  });

  describe("filling a provider's accounts from every account", () => {
    const every = [
      testAccount({ account_sid: 'a1', service_provider_sid: 'a' }),
      testAccount({ account_sid: 'm1', service_provider_sid: 'm' }),
      testAccount({ account_sid: 'a2', service_provider_sid: 'a' }),
    ];
    const accountsOf = (store: ReturnType<typeof createPortalStore>, sid: string) =>
      sessionApi.endpoints.getServiceProviderAccounts.select(sid)(store.getState());

    it("puts only that provider's accounts where the list reads them", () => {
      const store = createPortalStore({ persist: false });
      fillServiceProviderAccounts(store, 'a', every);
      const entry = accountsOf(store, 'a');
      expect(entry.status).toBe('fulfilled');
      expect(entry.data?.map((account) => account.account_sid)).toEqual(['a1', 'a2']);
      expect(accountsOf(store, 'm').status).toBe('uninitialized');
      store.dispose();
    });

    it("leaves the page's own answer standing", () => {
      const store = createPortalStore({ persist: false });
      store.dispatch(
        sessionApi.util.upsertQueryEntries([
          { endpointName: 'getServiceProviderAccounts', arg: 'a', value: [every[0]] },
        ]),
      );
      fillServiceProviderAccounts(store, 'a', every);
      expect(accountsOf(store, 'a').data?.map((account) => account.account_sid)).toEqual(['a1']);
      store.dispose();
    });
  });
});
