import { useEffect, useMemo } from 'react';
import { bus } from '@switchboard/shared/bus';
import { useRuntimeConfig } from '@switchboard/shared/config';
import {
  byServiceProviderName,
  fallbackServiceProvider,
  useGetServiceProvidersQuery,
} from '@switchboard/shared/api';
import {
  selectServiceProviderSid,
  selectUser,
  serviceProviderSelected,
  useAppDispatch,
  useAppSelector,
} from '@switchboard/shared/store';

/**
 * The service providers the user can see (sorted by name) and the current one. Core §4: the current service
 * provider is kept in the client and falls back to the first by name (or DEFAULT_SERVICE_PROVIDER_SID when set).
 */
export function useServiceProviders() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const currentSid = useAppSelector(selectServiceProviderSid);
  const { defaultServiceProviderSid } = useRuntimeConfig();
  const query = useGetServiceProvidersQuery(undefined, { skip: !user });
  const list = useMemo(() => [...(query.data ?? [])].sort(byServiceProviderName), [query.data]);
  const current = list.find((sp) => sp.service_provider_sid === currentSid) ?? null;

  useEffect(() => {
    // Not while refetching: a provider just added is not in the old list yet.
    const fallback = fallbackServiceProvider(list, defaultServiceProviderSid);
    if (!query.data || query.isFetching || !fallback || current) return;
    dispatch(serviceProviderSelected(fallback.service_provider_sid));
    bus.emit('service-provider:changed', { serviceProviderSid: fallback.service_provider_sid });
  }, [query.data, query.isFetching, list, current, defaultServiceProviderSid, dispatch]);

  return { list, current, isLoading: query.isLoading, error: query.error };
}
