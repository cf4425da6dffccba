// Entry of the portal chunk: the real remote loader (Module Federation) and the browser router. The sign-in page
// loads this chunk while the user types (bootstrap.tsx) and calls `preparePortal`, so that 'Log in' finds the
// landing page's remote and page chunk loaded (the menu's declarations come with config.json).
import type { RuntimeConfig } from '@switchboard/shared/config';
import type { LoginResponse } from '@switchboard/shared/types';
import { homePath } from './navigation';
import { createPortalApp } from './Portal';
import { federationLoader } from './remotes/federation';
import { prefetchPage } from './remotes/prefetch';
// Referenced so the host provides the kit's entries to the remotes (never called here).
export { kitEntries } from './remotes/provide-shared';
import { createRemoteRegistry, recordedDeclarations } from './remotes/registry';
import type { RemoteRegistry } from './remotes/types';
import { portalTranslations } from './i18n/resources';

let prepared: { config: RuntimeConfig; registry: RemoteRegistry } | null = null;

function registryFor(config: RuntimeConfig): RemoteRegistry {
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
  return prepared.registry;
}

/**
 * Gets ready for the page after sign-in while the sign-in page is idle: the declarations config.json did not
 * bring, then the remote and the page chunk of the landing page of admins and service-provider users (the accounts
 * list) — that page only: an account user's own account page (a form, with its validation library) loads after
 * sign-in, so a visitor who never signs in is not sent more than the first page needs. Never rejects: whatever
 * fails is simply done again after sign-in.
 */
export async function preparePortal(config: RuntimeConfig): Promise<void> {
  const registry = registryFor(config);
  await registry.loadDeclarations();
  await prefetchPage(registry, homePath({ scope: 'admin', account_sid: null }), config.features);
}

export async function startPortal(
  config: RuntimeConfig,
  signIn?: { response: LoginResponse; password: string },
) {
  // the portal's own texts in the user's language (German is a chunk of its own)
  await portalTranslations;
  const app = await createPortalApp({
    config,
    loader: federationLoader,
    signIn,
    registry: registryFor(config),
  });
  return app.element;
}
