// Module Federation needs an async boundary before anything that uses shared modules. The runtime configuration
// is requested right away, in parallel with the first chunks (index.html also preloads it). On the sign-in page
// the boundary waits for the load event (below).
import { applyStoredLanguageEarly, applyStoredThemeEarly, hasStoredToken } from './bootstrap-keys';
import { requestManifestsEarly } from './early-requests';
import { armStaticForm } from './sign-in/static-form';

applyStoredThemeEarly();
const language = applyStoredLanguageEarly();

const configResponse = fetch('/config.json', { headers: { Accept: 'application/json' } });
// Failures are handled where the response is read (bootstrap): not an unhandled rejection here.
configResponse.catch(() => undefined);

let booted = false;
function boot() {
  if (booted) return;
  booted = true;
  void import('./bootstrap').then(({ boot: start }) => start(configResponse));
}

if (window.location.pathname !== '/' || hasStoredToken()) {
  // Every page but the signed-out sign-in page starts the portal (bootstrap.tsx): fetch its chunk and the
  // remotes' manifests alongside the start-up chunks instead of after them.
  void import(/* webpackChunkName: "portal" */ './portal/start').catch(() => undefined);
  requestManifestsEarly(configResponse);
  boot();
} else if (armStaticForm(configResponse, boot) && language === 'en') {
  // The sign-in page works with its prerendered form and this entry alone (sign-in/static-form.ts): the lean
  // shell (React, the UI kit) is fetched once the page has loaded (in a task after the load event, which would
  // otherwise wait for it), or at once when 'Log in' comes first. In another language the shell comes at once
  // (the form's texts are English until it renders).
  // The portal's chunk is asked for alongside (not after the shell has rendered): on a slow link each level of
  // chunks costs a round trip, and the page after 'Log in' needs it.
  const afterLoad = () =>
    setTimeout(() => {
      boot();
      void import(/* webpackChunkName: "portal" */ './portal/start').catch(() => undefined);
    }, 0);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
} else boot();
