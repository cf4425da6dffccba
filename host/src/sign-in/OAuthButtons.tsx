// Hosted mode: sign in with Google or GitHub. The provider sends the browser back to /oauth-callback/<provider>
// (a page of the billing remote) with `code` and `state`; the state is kept in local storage to be checked there.
import { useRuntimeConfig } from '@switchboard/shared/config';
import styles from './SignInPage.module.css';

export const OAUTH_STATE_KEY = 'sb.oauthState';

function authorizeUrl(provider: 'google' | 'github', clientId: string, state: string): string {
  const redirectUri = `${window.location.origin}/oauth-callback/${provider}`;
  const params: Record<string, string> =
    provider === 'google'
      ? {
          client_id: clientId,
          redirect_uri: redirectUri,
          response_type: 'code',
          scope: 'openid email profile',
          state,
        }
      : { client_id: clientId, redirect_uri: redirectUri, scope: 'user:email', state };
  const base =
    provider === 'google'
      ? 'https://accounts.google.com/o/oauth2/v2/auth'
      : 'https://github.com/login/oauth/authorize';
  return `${base}?${new URLSearchParams(params).toString()}`;
}

export function OAuthButtons() {
  const { googleClientId, githubClientId } = useRuntimeConfig();
  if (!googleClientId && !githubClientId) return null;
  const go = (provider: 'google' | 'github', clientId: string) => {
    const state = crypto.randomUUID();
    localStorage.setItem(OAUTH_STATE_KEY, state);
    window.location.assign(authorizeUrl(provider, clientId, state));
  };
  return (
    <div className={styles.oauth}>
      {googleClientId ? (
        <button type="button" className={styles.oauthButton} onClick={() => go('google', googleClientId)}>
          Sign in with Google
        </button>
      ) : null}
      {githubClientId ? (
        <button type="button" className={styles.oauthButton} onClick={() => go('github', githubClientId)}>
          Sign in with Github
        </button>
      ) : null}
    </div>
  );
}
