// Entry of the portal chunk: the real remote loader (Module Federation) and the browser router. The sign-in page
// loads this chunk while the user types (bootstrap.tsx) and calls `preparePortal`, so that 'Log in' finds the
// landing page's remote and page chunk loaded (the menu's declarations come with config.json) and the portal
// itself built: its store, its router and its remotes' route tables (docs/architecture.md#benchmarks).
import type { RuntimeConfig } from '@switchboard/shared/config';
import type { LoginResponse } from '@switchboard/shared/types';
import { warmListFonts } from '@switchboard/shared/ui';
import { homePath } from './navigation';
import { createPortalApp, signInToPortal, type PortalApp } from './Portal';
import { federationLoader } from './remotes/federation';
import { prefetchPage } from './remotes/prefetch';
// Referenced so the host provides the kit's entries to the remotes (never called here).
export { kitEntries } from './remotes/provide-shared';
import { createRemoteRegistry, recordedDeclarations } from './remotes/registry';
import type { RemoteRegistry } from './remotes/types';
import { portalTranslations } from './i18n/resources';

interface Prepared {
  config: RuntimeConfig;
  registry: RemoteRegistry;
  /** The portal built while nobody is signed in, for the first sign-in of this page to go into (once). */
  app?: Promise<PortalApp | null>;
}

let prepared: Prepared | null = null;
/** Whether the portal has been started on this page (a prepared portal serves the first start only). */
let startedOnce = false;

function preparedFor(config: RuntimeConfig): Prepared {
  if (prepared?.config !== config) {
    prepared = {
      config,
      registry: createRemoteRegistry({
        remotes: config.remotes,
        declarations: recordedDeclarations(config),
        loader: federationLoader,
      }),
    };
  }
  return prepared;
}

/**
 * Gets ready for the page after sign-in while the sign-in page is idle: the declarations config.json did not
 * bring, then the remote and the page chunk of the landing page of admins and service-provider users (the accounts
 * list) — that page only: an account user's own account page (a form, with its validation library) loads after
 * sign-in, so a visitor who never signs in is not sent more than the first page needs —, and the fonts of the
 * lists' type (matched now, not in the first list's layout: shared/src/ui/warm-fonts.ts). Then the portal itself,
 * signed out (its store holds no session and no API data; its router is on the sign-in page): 'Log in' then only
 * puts the session in and moves the router (startPortal), instead of building them on a phone's slow CPU while
 * the user waits. Never rejects: whatever fails is simply done again after sign-in.
 */
export async function preparePortal(config: RuntimeConfig): Promise<void> {
  const ready = preparedFor(config);
  await ready.registry.loadDeclarations();
  await prefetchPage(ready.registry, homePath({ scope: 'admin', account_sid: null }), config.features);
  warmListFonts();
  await portalTranslations;
  // Not when 'Log in' came first (startPortal built its own), nor twice.
  if (prepared !== ready || ready.app || startedOnce) return;
  ready.app = createPortalApp({ config, loader: federationLoader, registry: ready.registry }).catch(
    () => null,
  );
}

/** The portal prepared for this sign-in, if it is there and still signed out; taken once. */
async function takePreparedApp(config: RuntimeConfig): Promise<PortalApp | null> {
  const ready = prepared?.config === config ? prepared : null;
  const app = await ready?.app;
  if (ready) ready.app = undefined;
  if (!app) return null;
  // Anything of a session in it (never expected: it was built on the signed-out sign-in page) and it is not used.
  const { session } = app.store.getState();
  if (session.token || window.location.pathname !== '/') {
    app.dispose();
    return null;
  }
  return app;
}

export async function startPortal(
  config: RuntimeConfig,
  signIn?: { response: LoginResponse; password: string },
) {
  const first = !startedOnce;
  startedOnce = true;
  const preparedApp = signIn && first ? await takePreparedApp(config) : null;
  if (preparedApp && signIn) {
    await signInToPortal(preparedApp, config, signIn);
    return preparedApp.element;
  }
  // the portal's own texts in the user's language (German is a chunk of its own)
  await portalTranslations;
  const app = await createPortalApp({
    config,
    loader: federationLoader,
    signIn,
    registry: preparedFor(config).registry,
  });
  return app.element;
}
