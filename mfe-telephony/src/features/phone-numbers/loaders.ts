// The phone numbers list's loader: the first page (and the carrier names its rows show) are asked for as the
// navigation begins, in parallel with the page's code; the page reads the same cache entries. Returns at once;
// under a router without the store it does nothing.
import type { LoaderFunctionArgs } from 'react-router';
import { resolveServiceProviderSid } from '@switchboard/shared/api';
import { ACCOUNT_PARAM, selectAccountSid, storeOfLoader, type PortalStore } from '@switchboard/shared/store';
import { DEFAULT_PAGE_SIZE } from '@switchboard/shared/constants';
import { carriersApi } from '../carriers/api';
import { phoneNumbersApi } from './api';

async function prefetchFirstPage(store: PortalStore, url: string) {
  const serviceProviderSid = await resolveServiceProviderSid(store);
  if (!serviceProviderSid) return;
  const state = store.getState();
  const user = state.session.user;
  // the account the list starts with: an account user's own, else the URL's, else the remembered one
  const accountSid =
    user?.scope === 'account'
      ? (user.account_sid ?? null)
      : (new URL(url).searchParams.get(ACCOUNT_PARAM) ?? selectAccountSid(state));
  store.dispatch(
    phoneNumbersApi.util.prefetch(
      'getPhoneNumbersPage',
      { serviceProviderSid, page: 1, pageSize: DEFAULT_PAGE_SIZE, filter: '', accountSid },
      {},
    ),
  );
  store.dispatch(carriersApi.util.prefetch('getCarrierChoices', { serviceProviderSid }, {}));
}

export function phoneNumbersListLoader({ context, request }: LoaderFunctionArgs) {
  const store = storeOfLoader(context);
  if (store) void prefetchFirstPage(store, request.url);
  return null;
}
