// Where the browser goes to sign in with Google or GitHub (the authorization-code flow): the provider's
// authorization endpoint (configurable, so tests and `npm start -- --demo` use a local mock), the client id, a
// redirect back to `<origin>/oauth-callback/<provider>` and a random `state` the callback page checks.
import type { OAuthProvider } from '@switchboard/shared/types';
import type { RuntimeConfig } from './runtime-config';

/** Local-storage keys: the state sent to the provider, and the page the visitor started from. */
export const OAUTH_STATE_KEY = 'sb.oauthState';
export const OAUTH_FROM_KEY = 'sb.oauthFrom';

export const OAUTH_AUTHORIZE_URLS: Readonly<Record<OAuthProvider, string>> = {
  google: 'https://accounts.google.com/o/oauth2/v2/auth',
  github: 'https://github.com/login/oauth/authorize',
};

/** The client id the configuration holds for a provider (undefined: that provider is not offered). */
export function oauthClientId(
  config: Pick<RuntimeConfig, 'googleClientId' | 'githubClientId'>,
  provider: OAuthProvider,
): string | undefined {
  return provider === 'google' ? config.googleClientId : config.githubClientId;
}

/** The redirect URI registered with the provider for this portal. */
export function oauthRedirectUri(
  provider: OAuthProvider,
  origin = globalThis.location?.origin ?? '',
): string {
  return `${origin}/oauth-callback/${provider}`;
}

/** The provider's authorization URL for this portal, with `state`. */
export function oauthAuthorizeUrl(
  config: Pick<
    RuntimeConfig,
    'googleClientId' | 'githubClientId' | 'googleAuthorizeUrl' | 'githubAuthorizeUrl'
  >,
  provider: OAuthProvider,
  state: string,
  origin?: string,
): string {
  const base =
    (provider === 'google' ? config.googleAuthorizeUrl : config.githubAuthorizeUrl) ??
    OAUTH_AUTHORIZE_URLS[provider];
  const params: Record<string, string> = {
    client_id: oauthClientId(config, provider) ?? '',
    redirect_uri: oauthRedirectUri(provider, origin),
    state,
    ...(provider === 'google'
      ? { response_type: 'code', scope: 'openid email profile' }
      : { response_type: 'code', scope: 'user:email' }),
  };
  return `${base}${base.includes('?') ? '&' : '?'}${new URLSearchParams(params).toString()}`;
}

/**
 * Starts the round trip: keeps a new random state (and where the visitor started: '/register' may create an
 * account, the sign-in page may not) and sends the browser to the provider.
 */
export function startOAuth(
  config: Parameters<typeof oauthAuthorizeUrl>[0],
  provider: OAuthProvider,
  from: string,
): void {
  const state = globalThis.crypto.randomUUID();
  localStorage.setItem(OAUTH_STATE_KEY, state);
  localStorage.setItem(OAUTH_FROM_KEY, from);
  window.location.assign(oauthAuthorizeUrl(config, provider, state));
}
