// The first page's API calls, started the moment the login answer is in rather than once the store, the router and
// the page's loader have been set up (tens of ms on a phone): the shared base query takes each over when the page
// asks for the same GET with the same token (docs/architecture.md#benchmarks).
import { getApiBaseUrl, getRuntimeConfig } from '@switchboard/shared/config';
import { rememberedServiceProviderOf, userFromToken } from '@switchboard/shared/store';
import type { Account, LoginResponse } from '@switchboard/shared/types';
import { requestEarly } from '../../early-requests';

/** An early answer is handed over only this long after it was asked for: later, the page asks afresh. */
export const LANDING_REQUEST_MAX_AGE_MS = 10_000;

/**
 * The GETs the landing page makes after this sign-in (docs/product/shell.md#landing-page), as the portal asks
 * for them: the service providers and the API's capabilities (Portal.tsx), then the page's loader
 * (mfe-identity's accounts loaders): an admin's accounts — every account when no service provider is remembered
 * for them, the remembered one's otherwise —, a service-provider user's accounts, an account user's account and
 * its limits. A session with a step still to do (forced password change, two-factor set-up) asks for nothing yet.
 * Each is a path and whether it carries the token (the capabilities document does not: base-query.ts).
 */
export function landingRequests(response: LoginResponse): { path: string; withToken: boolean }[] {
  if (response.force_change || response.two_factor_setup_required) return [];
  const requests = [{ path: '/ServiceProviders', withToken: true }];
  // (not when config.json brought them: the portal's server asked)
  if (getRuntimeConfig().apiCapabilities === undefined)
    requests.push({ path: '/Capabilities', withToken: false });
  const user = userFromToken(response.token);
  if (!user) return requests;
  const sid = encodeURIComponent;
  if (user.scope === 'account') {
    if (user.account_sid)
      requests.push(
        { path: `/Accounts/${sid(user.account_sid)}`, withToken: true },
        { path: `/Accounts/${sid(user.account_sid)}/Limits`, withToken: true },
      );
    return requests;
  }
  const serviceProvider =
    user.scope === 'admin' ? rememberedServiceProviderOf(user.user_sid) : user.service_provider_sid;
  if (serviceProvider)
    requests.push({ path: `/ServiceProviders/${sid(serviceProvider)}/Accounts`, withToken: true });
  else if (user.scope === 'admin') requests.push({ path: '/Accounts', withToken: true });
  return requests;
}

/**
 * Starts the landing page's GETs of this sign-in now (see landingRequests). Returns every account when it asked for
 * them (an admin with no service provider chosen yet): read from a copy of the answer, the page's loader reads the
 * answer itself; null when it fails.
 */
export function requestLandingEarly(response: LoginResponse): { everyAccount?: Promise<Account[] | null> } {
  const base = getApiBaseUrl().replace(/\/+$/, '');
  const started: { everyAccount?: Promise<Account[] | null> } = {};
  for (const { path, withToken } of landingRequests(response)) {
    const answer = requestEarly(`${base}${path}`, {
      accept: 'application/json',
      authorization: withToken ? `Bearer ${response.token}` : null,
      maxAgeMs: LANDING_REQUEST_MAX_AGE_MS,
    });
    if (path === '/Accounts' && answer)
      started.everyAccount = answer
        // Copied as it arrives, before the base query reads it.
        .then((arrived) => (arrived.ok ? (arrived.clone().json() as Promise<unknown>) : null))
        .then((body) => (Array.isArray(body) ? (body as Account[]) : null))
        .catch(() => null);
  }
  return started;
}
