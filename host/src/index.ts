// Module Federation needs an async boundary before anything that uses shared modules. The runtime configuration
// is requested right away, in parallel with the first chunks (index.html also preloads it).
import { applyStoredLanguageEarly, applyStoredThemeEarly, hasStoredToken } from './bootstrap-keys';
import { requestManifestsEarly } from './early-requests';

applyStoredThemeEarly();
applyStoredLanguageEarly();

const configResponse = fetch('/config.json', { headers: { Accept: 'application/json' } });
// Failures are handled where the response is read (bootstrap): not an unhandled rejection here.
configResponse.catch(() => undefined);

// Every page but the signed-out sign-in page starts the portal (bootstrap.tsx): fetch its chunk and the remotes'
// manifests alongside the start-up chunks instead of after them. The sign-in page loads neither before its load
// event (it prepares the portal once idle).
if (window.location.pathname !== '/' || hasStoredToken()) {
  void import(/* webpackChunkName: "portal" */ './portal/start').catch(() => undefined);
  requestManifestsEarly(configResponse);
}

void import('./bootstrap').then(({ boot }) => boot(configResponse));
