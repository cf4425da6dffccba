// Hosted mode: sign in with Google or GitHub. The provider sends the browser back to /oauth-callback/<provider>
// (a page of the billing remote) with `code` and `state`; the state is kept in local storage to be checked there.
// The authorization endpoints come from the configuration (shared `startOAuth`), so a local mock can stand in.
import { OAUTH_STATE_KEY, startOAuth, useRuntimeConfig } from '@switchboard/shared/config';
import styles from './SignInPage.module.css';

export { OAUTH_STATE_KEY };

export function OAuthButtons() {
  const config = useRuntimeConfig();
  if (!config.googleClientId && !config.githubClientId) return null;
  return (
    <div className={styles.oauth}>
      {config.googleClientId ? (
        <button
          type="button"
          className={styles.oauthButton}
          onClick={() => startOAuth(config, 'google', '/')}
        >
          Sign in with Google
        </button>
      ) : null}
      {config.githubClientId ? (
        <button
          type="button"
          className={styles.oauthButton}
          onClick={() => startOAuth(config, 'github', '/')}
        >
          Sign in with Github
        </button>
      ) : null}
    </div>
  );
}
