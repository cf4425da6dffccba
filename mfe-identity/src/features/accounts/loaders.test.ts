// The account pages' loaders start the page's API calls with the navigation, before anything renders.
import { waitFor } from '@testing-library/react';
import { RouterContextProvider } from 'react-router';
import { sessionApi } from '@switchboard/shared/api';
import {
  createPortalStore,
  portalStoreContext,
  sessionFromToken,
  type PortalStore,
} from '@switchboard/shared/store';
import {
  apiUrl,
  http,
  HttpResponse,
  setupTestServer,
  testRuntimeConfig,
  testServiceProviders,
  tokenFor,
} from '@switchboard/shared/testing';
import { accountEditLoader, accountsListLoader } from './loaders';

const asked: string[] = [];
setupTestServer(
  http.get(apiUrl('/ServiceProviders'), () => {
    asked.push('/ServiceProviders');
    return HttpResponse.json(testServiceProviders);
  }),
  http.get(apiUrl('/ServiceProviders/:sid/Accounts'), ({ params }) => {
    asked.push(`/ServiceProviders/${String(params.sid)}/Accounts`);
    return HttpResponse.json([]);
  }),
  http.get(apiUrl('/Accounts'), () => {
    asked.push('/Accounts');
    return HttpResponse.json([
      {
        account_sid: 'mine',
        name: 'Mine',
        service_provider_sid: testServiceProviders[0].service_provider_sid,
      },
      { account_sid: 'other', name: 'Other', service_provider_sid: 'another-provider' },
    ]);
  }),
  http.get(apiUrl('/Accounts/:sid'), ({ params }) => {
    asked.push(`/Accounts/${String(params.sid)}`);
    return HttpResponse.json({ account_sid: params.sid, name: 'x' });
  }),
  http.get(apiUrl('/Accounts/:sid/Limits'), ({ params }) => {
    asked.push(`/Accounts/${String(params.sid)}/Limits`);
    return HttpResponse.json([]);
  }),
);

function contextWith(store: PortalStore) {
  const context = new RouterContextProvider();
  context.set(portalStoreContext, store);
  return context;
}
const args = (context: unknown, params: Record<string, string> = {}) =>
  ({ context, params, request: new Request('http://x/') }) as never;

let store: PortalStore;
beforeEach(() => {
  asked.length = 0;
  testRuntimeConfig();
});
afterEach(() => store?.dispose());

it("the Accounts list, an admin just signed in: the providers and every account at once, the current provider's accounts where the page reads them", async () => {
  store = createPortalStore({
    persist: false,
    preloadedState: { session: sessionFromToken(tokenFor('admin')) },
  });
  expect(accountsListLoader(args(contextWith(store)))).toBeNull();
  const sid = testServiceProviders[0].service_provider_sid;
  const cached = () => sessionApi.endpoints.getServiceProviderAccounts.select(sid)(store.getState()).data;
  await waitFor(() => expect(cached()).toEqual([expect.objectContaining({ account_sid: 'mine' })]));
  expect([...asked].sort()).toEqual(['/Accounts', '/ServiceProviders']);
});

it('an admin with a current provider: its accounts only', async () => {
  const session = { ...sessionFromToken(tokenFor('admin')), serviceProviderSid: 'sp-chosen' };
  store = createPortalStore({ persist: false, preloadedState: { session } });
  accountsListLoader(args(contextWith(store)));
  await waitFor(() => expect(asked).toEqual(['/ServiceProviders/sp-chosen/Accounts']));
});

it('a service-provider user: the accounts of their own provider, without asking which', async () => {
  const session = sessionFromToken(tokenFor('service_provider'));
  store = createPortalStore({ persist: false, preloadedState: { session } });
  accountsListLoader(args(contextWith(store)));
  await waitFor(() => expect(asked).toEqual([`/ServiceProviders/${session.serviceProviderSid}/Accounts`]));
});

it("an account's page: the account and its limits", async () => {
  store = createPortalStore({
    persist: false,
    preloadedState: { session: sessionFromToken(tokenFor('account')) },
  });
  expect(accountEditLoader(args(contextWith(store), { account_sid: 'acc-9' }))).toBeNull();
  await waitFor(() => expect([...asked].sort()).toEqual(['/Accounts/acc-9', '/Accounts/acc-9/Limits']));
});

it('under a router without the store: nothing', async () => {
  expect(accountsListLoader(args(undefined))).toBeNull();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(asked).toEqual([]);
});
