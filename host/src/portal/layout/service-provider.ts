import { useEffect, useMemo } from 'react';
import { useRuntimeConfig } from '@switchboard/shared/config';
import {
  byServiceProviderName,
  fallbackServiceProvider,
  fillServiceProviderAccounts,
  sessionApi,
  useGetServiceProvidersQuery,
} from '@switchboard/shared/api';
import {
  selectServiceProviderSid,
  selectUser,
  serviceProviderSelected,
  useAppDispatch,
  useAppSelector,
  useAppStore,
  type PortalDispatch,
  type PortalStore,
} from '@switchboard/shared/store';
import type { Account, ServiceProvider } from '@switchboard/shared/types';

/** Makes the fallback of docs/product/shell.md#service-provider-context the current service provider (and tells the other areas). */
export function selectFallbackServiceProvider(
  dispatch: PortalDispatch,
  list: ReadonlyArray<ServiceProvider>,
  defaultServiceProviderSid: string | undefined,
): void {
  const fallback = fallbackServiceProvider(list, defaultServiceProviderSid);
  if (!fallback) return;
  dispatch(serviceProviderSelected(fallback.service_provider_sid));
}

/**
 * Stores whose current service provider `chooseServiceProviderOnArrival` is about to choose: the layout leaves the
 * choice to it. Chosen by the layout as soon as the list is in, the landing page would ask for that provider's
 * accounts itself and show them as loading until its own answer, even once every account had arrived.
 */
const choosing = new WeakSet<PortalStore>();

/**
 * As soon as the list arrives after sign-in — not when the layout's effect gets to it — the current service
 * provider is chosen, so the landing page can show its accounts one render sooner. With `everyAccount` (an admin's
 * sign-in: every account was asked for with the token, portal/session/landing-requests.ts), the chosen provider's
 * accounts are put where the accounts list reads them first: the page then finds them when it learns the provider,
 * instead of asking for them again and showing them as loading until that second answer. Resolves once it has
 * chosen (or found nothing to choose).
 */
export function chooseServiceProviderOnArrival(
  store: PortalStore,
  defaultServiceProviderSid?: string,
  everyAccount?: Promise<Account[] | null>,
): Promise<void> {
  const request = store.dispatch(
    sessionApi.endpoints.getServiceProviders.initiate(undefined, { subscribe: false }),
  );
  choosing.add(store);
  return Promise.all([request.unwrap(), everyAccount])
    .then(
      ([list, accounts]: [ServiceProvider[] | undefined, Account[] | null | undefined]) => {
        // A 401 ends the session, which resets the API state: the request then settles without a list.
        if (!Array.isArray(list) || !store.getState().session.token) return;
        if (store.getState().session.serviceProviderSid) return;
        const fallback = fallbackServiceProvider(list, defaultServiceProviderSid);
        // The page may have been answered meanwhile (its own answer stands); the choice right after the fill: the
        // page renders its rows once, with the provider.
        if (fallback && accounts) fillServiceProviderAccounts(store, fallback.service_provider_sid, accounts);
        selectFallbackServiceProvider(store.dispatch, list, defaultServiceProviderSid);
      },
      () => undefined, // the layout shows the failure
    )
    .finally(() => choosing.delete(store));
}

/** The current service provider as the cached list has it (null until both are known): what the menu and the search need. */
export function useCurrentServiceProvider(): ServiceProvider | null {
  return useAppSelector((state) => {
    const sid = selectServiceProviderSid(state);
    if (!sid) return null;
    const list = sessionApi.endpoints.getServiceProviders.select()(state).data;
    return list?.find((sp) => sp.service_provider_sid === sid) ?? null;
  });
}

/**
 * The service providers the user can see (sorted by name) and the current one. docs/product/shell.md#service-provider-context: the current service
 * provider is kept in the client and falls back to the first by name (or DEFAULT_SERVICE_PROVIDER_SID when set).
 */
export function useServiceProviders() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const user = useAppSelector(selectUser);
  const currentSid = useAppSelector(selectServiceProviderSid);
  const { defaultServiceProviderSid } = useRuntimeConfig();
  const query = useGetServiceProvidersQuery(undefined, { skip: !user });
  const list = useMemo(() => [...(query.data ?? [])].sort(byServiceProviderName), [query.data]);
  const current = list.find((sp) => sp.service_provider_sid === currentSid) ?? null;

  useEffect(() => {
    // Not while refetching: a provider just added is not in the old list yet.
    // Not while the sign-in's own choice is on its way either (chooseServiceProviderOnArrival).
    if (!query.data || query.isFetching || current || choosing.has(store)) return;
    selectFallbackServiceProvider(dispatch, list, defaultServiceProviderSid);
  }, [query.data, query.isFetching, list, current, defaultServiceProviderSid, dispatch, store]);

  return { list, current, isLoading: query.isLoading, error: query.error };
}
