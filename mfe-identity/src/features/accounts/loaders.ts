// Route loaders of the account pages: they start the page's API calls as a navigation begins — after sign-in, as
// soon as the token exists — in parallel with the page's code, instead of after the page first renders. They
// return at once (the page reads the same RTK Query cache entries); under a router without the store they do
// nothing.
import type { LoaderFunctionArgs } from 'react-router';
import { fillServiceProviderAccounts, resolveServiceProviderSid, sessionApi } from '@switchboard/shared/api';
import { storeOfLoader, type PortalStore } from '@switchboard/shared/store';
import { limitsApi } from '../limits/api';
import { accountsApi } from './api';

/**
 * The current service provider's accounts. Known provider: its accounts. An admin whose provider is not chosen yet
 * (just signed in): which one is current is known only once `GET /ServiceProviders` answers, so every account the
 * admin can see (`GET /Accounts`) is asked for at the same time and the current provider's are put where the page
 * reads them — one round trip instead of two in a row.
 */
async function prefetchServiceProviderAccounts(store: PortalStore) {
  const { session } = store.getState();
  if (session.serviceProviderSid || session.user?.scope !== 'admin') {
    const serviceProviderSid = await resolveServiceProviderSid(store);
    if (serviceProviderSid)
      store.dispatch(sessionApi.util.prefetch('getServiceProviderAccounts', serviceProviderSid, {}));
    return;
  }
  const everyAccount = store.dispatch(
    accountsApi.endpoints.getVisibleAccounts.initiate(undefined, { subscribe: false }),
  );
  const serviceProviderSid = await resolveServiceProviderSid(store);
  const accounts = await everyAccount.unwrap().catch(() => null);
  if (!serviceProviderSid) return;
  if (!accounts) {
    store.dispatch(sessionApi.util.prefetch('getServiceProviderAccounts', serviceProviderSid, {}));
    return;
  }
  fillServiceProviderAccounts(store, serviceProviderSid, accounts);
}

/** The Accounts list (the landing page of admins and service-provider users). */
export function accountsListLoader({ context }: LoaderFunctionArgs) {
  const store = storeOfLoader(context);
  if (store) void prefetchServiceProviderAccounts(store);
  return null;
}

/** An account's page (the landing page of account users): the account and its limits. */
export function accountEditLoader({ context, params }: LoaderFunctionArgs) {
  const store = storeOfLoader(context);
  const accountSid = params.account_sid;
  if (store && accountSid) {
    store.dispatch(accountsApi.util.prefetch('getAccount', accountSid, {}));
    store.dispatch(limitsApi.util.prefetch('getLimits', { kind: 'account', sid: accountSid }, {}));
  }
  return null;
}
