// The first page's API calls, started the moment the login answer is in rather than once the store, the router and
// the page's loader have been set up (tens of ms on a phone): the shared base query takes each over when the page
// asks for the same GET with the same token (docs/architecture.md#benchmarks). Behind the portal's own server the
// login answer brings most of them already (scripts/lib/login-landing.cjs): those are handed over, not asked for.
import { getApiBaseUrl, getRuntimeConfig } from '@switchboard/shared/config';
import { rememberedServiceProviderOf, userFromToken } from '@switchboard/shared/store';
import type { Account, LoginResponse } from '@switchboard/shared/types';
import { provideEarly, requestEarly } from '../../early-requests';

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
 * What the login brought for `path` (the portal's server adds the landing page's answers to it:
 * scripts/lib/login-landing.cjs): its own answer, or, for a service provider's accounts, that provider's share of
 * every account (an admin who last worked in it: the server asks for every account, not knowing which). Undefined
 * when it brought nothing for it.
 */
function broughtByLogin(response: LoginResponse, path: string): unknown {
  const brought = response.switchboard_landing;
  if (!brought) return undefined;
  if (Object.hasOwn(brought, path)) return brought[path];
  const provider = /^\/ServiceProviders\/([^/]+)\/Accounts$/.exec(path)?.[1];
  const every = brought['/Accounts'];
  if (!provider || !Array.isArray(every)) return undefined;
  const sid = decodeURIComponent(provider);
  return (every as Account[]).filter((account) => account.service_provider_sid === sid);
}

/**
 * Starts the landing page's GETs of this sign-in now (see landingRequests), or hands over the answers the login
 * brought for them. Returns every account when it asked for them (an admin with no service provider chosen yet):
 * read from a copy of the answer, the page's loader reads the answer itself; null when it fails. And whether the
 * login brought them all: the portal then has its first page's data before it renders (Portal.tsx).
 */
export function requestLandingEarly(response: LoginResponse): {
  everyAccount?: Promise<Account[] | null>;
  /** Whether the login brought the answer of every GET with the token (none is on its way over the network). */
  brought: boolean;
} {
  const base = getApiBaseUrl().replace(/\/+$/, '');
  const requests = landingRequests(response).map((request) => ({
    ...request,
    brought: request.withToken ? broughtByLogin(response, request.path) : undefined,
  }));
  const withToken = requests.filter((request) => request.withToken);
  const started: { everyAccount?: Promise<Account[] | null>; brought: boolean } = {
    brought: withToken.length > 0 && withToken.every((request) => request.brought !== undefined),
  };
  for (const { path, withToken, brought } of requests) {
    const url = `${base}${path}`;
    const options = {
      accept: 'application/json',
      authorization: withToken ? `Bearer ${response.token}` : null,
      maxAgeMs: LANDING_REQUEST_MAX_AGE_MS,
    };
    if (brought !== undefined) {
      const json = new Response(JSON.stringify(brought), {
        status: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      });
      // already in hand: not read back from the copy handed over
      if (provideEarly(url, json, options) && path === '/Accounts')
        started.everyAccount = Promise.resolve(Array.isArray(brought) ? (brought as Account[]) : null);
      continue;
    }
    const answer = requestEarly(url, options);
    if (path === '/Accounts' && answer)
      started.everyAccount = answer
        // Copied as it arrives, before the base query reads it.
        .then((arrived) => (arrived.ok ? (arrived.clone().json() as Promise<unknown>) : null))
        .then((body) => (Array.isArray(body) ? (body as Account[]) : null))
        .catch(() => null);
  }
  return started;
}
