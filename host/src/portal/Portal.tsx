// The portal: store, router, remote registry and providers, built once per page. Started by bootstrap for any
// page but a signed-out sign-in (which the lean shell renders first), and by the lean shell after sign-in.
import { StrictMode, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { RuntimeConfigProvider, type RuntimeConfig } from '@switchboard/shared/config';
import { clearPortalStorage, createPortalStore, readStoredSession } from '@switchboard/shared/store';
import type { LoginResponse } from '@switchboard/shared/types';
import { remoteForPath, type RemoteId } from './navigation';
import { RemoteRegistryContext } from './remotes/context';
import { createRemoteRegistry, type RemoteLoader, type RemoteRegistry } from './remotes/registry';
import { wrapRemoteRoutes } from './remotes/wrap-routes';
import { buildRoutes, INTERNAL_ROUTE_ID } from './routes';
import { completeSignIn } from './session/sign-in-flow';

/** How long the first render waits for the remote of a deep link, so the page appears without a skeleton flash. */
const DEEP_LINK_WAIT_MS = 1500;

export interface PortalOptions {
  config: RuntimeConfig;
  loader: RemoteLoader;
  /** The lean sign-in shell hands over a fresh sign-in. */
  signIn?: { response: LoginResponse; password: string };
  /** Router factory (tests use a memory router). */
  createRouter?: (routes: RouteObject[]) => ReturnType<typeof createBrowserRouter>;
}

export interface PortalApp {
  element: ReactElement;
  store: ReturnType<typeof createPortalStore>;
  router: ReturnType<typeof createBrowserRouter>;
  registry: RemoteRegistry;
}

/** Builds the portal. Waits (briefly) for the remote a deep link needs before the first render. */
export async function createPortalApp({
  config,
  loader,
  signIn,
  createRouter = (routes) => createBrowserRouter(routes),
}: PortalOptions): Promise<PortalApp> {
  const stored = readStoredSession();
  if (stored.expired) clearPortalStorage();
  const store = createPortalStore({ preloadedState: { session: stored.session } });
  const registry = createRemoteRegistry({ remotes: config.remotes, loader });

  if (signIn) {
    const next = completeSignIn(store.dispatch, signIn.response, signIn.password);
    window.history.replaceState(null, '', next);
  }

  // Preload the remote of a deep link before the first render.
  const target = remoteForPath(window.location.pathname);
  if (target && store.getState().session.token && registry.isConfigured(target)) {
    await Promise.race([
      registry.ensure(target),
      new Promise((resolve) => setTimeout(resolve, DEEP_LINK_WAIT_MS)),
    ]);
  }

  const patched = new Set<RemoteId>();
  const loadedNow = (['identity', 'telephony', 'speech', 'observability', 'billing'] as const).flatMap(
    (remote) => {
      const state = registry.get(remote);
      if (state.status !== 'loaded') return [];
      patched.add(remote);
      return [state.routes];
    },
  );
  const router = createRouter(buildRoutes(config, loadedNow));

  // Routes arriving later are patched in; if the current page belongs to that remote, match it again.
  registry.onLoaded((remote, routes) => {
    if (patched.has(remote)) return;
    patched.add(remote);
    router.patchRoutes(INTERNAL_ROUTE_ID, wrapRemoteRoutes(routes));
    const { location } = router.state;
    if (remoteForPath(location.pathname) === remote) {
      void router.navigate(
        { pathname: location.pathname, search: location.search, hash: location.hash },
        { replace: true, state: location.state },
      );
    }
  });

  const element = (
    <StrictMode>
      <RuntimeConfigProvider config={config}>
        <Provider store={store}>
          <RemoteRegistryContext.Provider value={registry}>
            <RouterProvider router={router} />
          </RemoteRegistryContext.Provider>
        </Provider>
      </RuntimeConfigProvider>
    </StrictMode>
  );
  return { element, store, router, registry };
}
