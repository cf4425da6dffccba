import { createPortalStore, sessionFromToken } from '@switchboard/shared/store';
import type { ServiceProvider } from '@switchboard/shared/types';
import {
  apiUrl,
  http,
  HttpResponse,
  setupTestServer,
  testRuntimeConfig,
  testServiceProviders,
  tokenFor,
} from '@switchboard/shared/testing';
import { fallbackServiceProvider, resolveServiceProviderSid } from './current-service-provider';

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
});
