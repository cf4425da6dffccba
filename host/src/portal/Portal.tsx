// The portal: store, router, remote registry and providers, built once per page. Started by bootstrap for any
// page but a signed-out sign-in (which the lean shell renders first), and by the lean shell after sign-in.
import { StrictMode, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { RuntimeConfigProvider, type RuntimeConfig } from '@switchboard/shared/config';
import { capabilitiesApi } from '@switchboard/shared/api';
import {
  clearPortalStorage,
  createPortalStore,
  readStoredSession,
  routerOptionsWithStore,
  selectHasFullSession,
} from '@switchboard/shared/store';
import type { Account, LoginResponse } from '@switchboard/shared/types';
import { BadgeStoreContext } from './layout/Menu';
import { createBadgeStore } from './layout/badges';
import { chooseServiceProviderOnArrival } from './layout/service-provider';
import { internalRelative, visibilityOf } from './navigation';
import { runBackgroundModules } from './remotes/background';
import { RemoteRegistryContext } from './remotes/context';
import { createRemoteRegistry, recordedDeclarations } from './remotes/registry';
import type { RemoteId, RemoteLoader, RemoteRegistry, RoutesModule } from './remotes/types';
import { wrapRemoteRoutes } from './remotes/wrap-routes';
import { buildRoutes, INTERNAL_ROUTE_ID, ROOT_ROUTE_ID } from './routes';
import { requestLandingEarly } from './session/landing-requests';
import { completeSignIn } from './session/sign-in-flow';
import { markTimeline } from '../timeline';

/**
 * How long the first render waits for declarations a remote's manifest must give (a remote without a record in the
 * release registry), to know who owns a deep link.
 */
const DECLARATIONS_WAIT_MS = 1500;

export interface PortalOptions {
  config: RuntimeConfig;
  loader: RemoteLoader;
  /** The lean sign-in shell hands over a fresh sign-in. */
  signIn?: { response: LoginResponse; password: string };
  /** A registry made earlier (the sign-in page prepares one while the user types); default: a new one. */
  registry?: RemoteRegistry;
  /** Router factory (tests use a memory router). */
  createRouter?: (
    routes: RouteObject[],
    options: ReturnType<typeof routerOptionsWithStore>,
  ) => ReturnType<typeof createBrowserRouter>;
}

export interface PortalApp {
  element: ReactElement;
  store: ReturnType<typeof createPortalStore>;
  router: ReturnType<typeof createBrowserRouter>;
  registry: RemoteRegistry;
  /** Stops what the portal runs (background modules, the router, the store's bus listeners): for tests. */
  dispose: () => void;
}

/**
 * The shell's own data (the service providers behind the picker and the current one), asked for as soon as the
 * session is in rather than when the layout renders: a landing page's loader waits for the current service
 * provider. What the API can do beyond jambonz, which screens adapt to, is asked alongside. A session with a step
 * still to do (forced password change, two-factor set-up) may read nothing yet: the layout asks once it is done.
 */
function askForSessionData(
  store: PortalApp['store'],
  config: RuntimeConfig,
  everyAccount?: Promise<Account[] | null>,
): Promise<void> {
  const chosen = selectHasFullSession(store.getState())
    ? chooseServiceProviderOnArrival(store, config.defaultServiceProviderSid, everyAccount)
    : Promise.resolve();
  if (store.getState().session.token) {
    void store.dispatch(
      capabilitiesApi.endpoints.getApiCapabilities.initiate(undefined, { subscribe: false }),
    );
  }
  return chosen;
}

/**
 * Signs a portal built while nobody was signed in (the sign-in page builds one while the user types: start.tsx)
 * in with a fresh sign-in, as `createPortalApp` does with `signIn`: the landing page's GETs go out, the session
 * goes in, and the router goes where the sign-in leads. Resolves once the router is there (the landing page's route
 * and chunk were made ready with the portal), so that the first render is that page's.
 */
export async function signInToPortal(
  app: PortalApp,
  config: RuntimeConfig,
  signIn: { response: LoginResponse; password: string },
): Promise<void> {
  markTimeline('sb:portal-start');
  const landing = requestLandingEarly(signIn.response);
  const next = completeSignIn(app.store.dispatch, signIn.response, signIn.password);
  const chosen = askForSessionData(app.store, config, landing.everyAccount);
  // The login brought the first page's data (no round trip to wait for): in the store before the first render, so
  // that render is the page with its rows, not a shell the data then land in the middle of (and React, seeing the
  // store change under it, renders again from the top).
  if (landing.brought) await chosen;
  await app.router.navigate(next, { replace: true });
  markTimeline('sb:portal-router-ready');
}

/** Builds the portal. Waits (briefly) for the remote a deep link needs before the first render. */
export async function createPortalApp({
  config,
  loader,
  signIn,
  registry = createRemoteRegistry({
    remotes: config.remotes,
    declarations: recordedDeclarations(config),
    loader,
  }),
  createRouter = (routes, options) => createBrowserRouter(routes, options),
}: PortalOptions): Promise<PortalApp> {
  // The portal has its configuration and its code: what follows is its own work (and what it waits for).
  markTimeline('sb:portal-start');
  // The landing page's GETs go out with the token now; the base query takes them over when the page asks.
  const landing = signIn ? requestLandingEarly(signIn.response) : { brought: false };
  const stored = readStoredSession();
  if (stored.expired) clearPortalStorage();
  const store = createPortalStore({ preloadedState: { session: stored.session } });
  // Who owns which path and which menu items exist: recorded in the release registry (config.json), else read
  // from the remote's manifest — those in parallel, at once.
  const declared = registry.loadDeclarations();

  if (signIn) {
    const next = completeSignIn(store.dispatch, signIn.response, signIn.password);
    window.history.replaceState(null, '', next);
  }
  void askForSessionData(store, config, landing.everyAccount);

  /** The remote (and its routes module) that owns a pathname for the user signed in now, if any. */
  const ownerOf = (pathname: string): { remote: RemoteId; module: RoutesModule } | null => {
    const visibility = visibilityOf({ user: store.getState().session.user, config });
    const relative = internalRelative(pathname);
    if (relative !== null) {
      if (!store.getState().session.token) return null;
      const remote = registry.ownerOf(relative, visibility);
      return remote ? { remote, module: 'routes' } : null;
    }
    const remote = registry.ownerOf(pathname, visibility, 'public');
    return remote ? { remote, module: 'public-routes' } : null;
  };

  // Start loading the remote of a deep link before the first render (declarations first: they say who owns it),
  // but do not wait for it: the shell and its menu (drawn from the release registry) never wait for a remote; its
  // page takes the skeleton's place when it arrives.
  const settled = await Promise.race([
    declared.then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), DECLARATIONS_WAIT_MS)),
  ]);
  const target = settled || registry.declarationsSettled() ? ownerOf(window.location.pathname) : null;
  if (target) void registry.ensure(target.remote, target.module);

  const patched = new Set<string>();
  const loadedNow = registry.remotes().flatMap((remote) => {
    const state = registry.get(remote);
    if (state.status !== 'loaded') return [];
    patched.add(`routes:${remote}`);
    return [state.routes];
  });
  const publicNow = registry.remotes().flatMap((remote) => {
    const state = registry.get(remote, 'public-routes');
    if (state.status !== 'loaded') return [];
    patched.add(`public-routes:${remote}`);
    return [state.routes];
  });
  // Route loaders get the store (a remote's loader starts its page's API calls with the navigation).
  const router = createRouter(buildRoutes(config, loadedNow, publicNow), routerOptionsWithStore(store));
  markTimeline('sb:portal-router-ready');

  // Routes arriving later are patched in; if the current page belongs to that remote, match it again.
  registry.onLoaded((remote, routes, module) => {
    const key = `${module}:${remote}`;
    if (patched.has(key)) return;
    patched.add(key);
    router.patchRoutes(module === 'routes' ? INTERNAL_ROUTE_ID : ROOT_ROUTE_ID, wrapRemoteRoutes(routes));
    const { location } = router.state;
    const owner = ownerOf(location.pathname);
    if (owner?.remote === remote && owner.module === module) {
      void router.navigate(
        { pathname: location.pathname, search: location.search, hash: location.hash },
        { replace: true, state: location.state },
      );
    }
  });

  const badges = createBadgeStore();
  const stopBackground = runBackgroundModules(registry, store, config);

  const element = (
    <StrictMode>
      <RuntimeConfigProvider config={config}>
        <Provider store={store}>
          <RemoteRegistryContext.Provider value={registry}>
            <BadgeStoreContext.Provider value={badges}>
              <RouterProvider router={router} />
            </BadgeStoreContext.Provider>
          </RemoteRegistryContext.Provider>
        </Provider>
      </RuntimeConfigProvider>
    </StrictMode>
  );
  const dispose = () => {
    stopBackground();
    badges.dispose();
    router.dispose();
    store.dispose();
  };
  return { element, store, router, registry, dispose };
}
