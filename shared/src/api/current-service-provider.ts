// Which service provider is current (docs/product/shell.md#service-provider-context): the one kept in the session (an admin's choice, or a user's own from
// the token), else DEFAULT_SERVICE_PROVIDER_SID when it is in the list, else the first by name. One rule for the
// host's picker and for route loaders that fetch a page's data before it renders.
import { getRuntimeConfig } from '@switchboard/shared/config';
import type { Account, ServiceProvider } from '@switchboard/shared/types';
import { sessionApi } from './endpoints';

export const byServiceProviderName = (a: ServiceProvider, b: ServiceProvider) => a.name.localeCompare(b.name);

/** The service provider to fall back to when none is current; null for an empty list. */
export function fallbackServiceProvider(
  list: ReadonlyArray<ServiceProvider>,
  defaultSid?: string | null,
): ServiceProvider | null {
  // (undefined when a request settled without a list: the session ended while it ran)
  if (!Array.isArray(list) || list.length === 0) return null;
  return (
    list.find((sp) => sp.service_provider_sid === defaultSid) ?? [...list].sort(byServiceProviderName)[0]
  );
}

/** What resolving needs of a store (the portal store, or a remote's own). */
interface StoreLike {
  getState(): unknown;
  dispatch: (action: never) => unknown;
}

/**
 * The current service provider's sid for a route loader: the session's when it has one, else the fallback from
 * `GET /ServiceProviders` (the same request, and cache entry, as the host's picker). Null when there is none.
 */
export async function resolveServiceProviderSid(store: StoreLike): Promise<string | null> {
  const { session } = store.getState() as { session: { serviceProviderSid: string | null } };
  if (session.serviceProviderSid) return session.serviceProviderSid;
  const request = store.dispatch(
    sessionApi.endpoints.getServiceProviders.initiate(undefined, { subscribe: false }) as never,
  ) as unknown as { unwrap: () => Promise<ServiceProvider[]> };
  const list = (await request.unwrap().catch(() => undefined)) ?? [];
  return (
    fallbackServiceProvider(list, getRuntimeConfig().defaultServiceProviderSid)?.service_provider_sid ?? null
  );
}

/**
 * Puts a service provider's accounts, taken from every account the user can see (`GET /Accounts`), where the
 * accounts list reads them first — unless the page asked for them itself and was answered: its answer stands.
 * One synchronous action (not the upsertQueryData thunk's two, a promise apart): the page renders its rows once.
 */
export function fillServiceProviderAccounts(
  store: StoreLike,
  serviceProviderSid: string,
  everyAccount: ReadonlyArray<Account>,
): void {
  const current = sessionApi.endpoints.getServiceProviderAccounts.select(serviceProviderSid)(
    store.getState() as never,
  );
  if (current.status === 'fulfilled') return;
  store.dispatch(
    sessionApi.util.upsertQueryEntries([
      {
        endpointName: 'getServiceProviderAccounts',
        arg: serviceProviderSid,
        value: everyAccount.filter((account) => account.service_provider_sid === serviceProviderSid),
      },
    ]) as never,
  );
}
