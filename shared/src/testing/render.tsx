// renderWithProviders: a component under test gets what the shell gives it — a fresh store, a router, the runtime
// config (API base URL pointing at MSW) and the toaster — so tests assert what a user sees.
import type { ReactElement, ReactNode } from 'react';
import { act, render, screen, within, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import {
  RuntimeConfigProvider,
  setRuntimeConfig,
  type FeatureName,
  type RuntimeConfig,
} from '@switchboard/shared/config';
import {
  createPortalStore,
  sessionFromToken,
  type PortalState,
  type SessionState,
} from '@switchboard/shared/store';
import type { JwtClaims } from '@switchboard/shared/types';
import { KIT_NAMESPACE, translate } from '@switchboard/shared/i18n';
import { Toaster } from '@switchboard/shared/ui';
import { TEST_API_BASE_URL } from './msw';
import { TEST_SP_SID, tokenFor } from './jwt';

export interface TestConfigOverrides extends Partial<
  Omit<RuntimeConfig, 'features' | 'remotes' | 'apiBaseUrl'>
> {
  features?: Partial<Record<FeatureName, boolean>>;
  remotes?: Record<string, string>;
  apiBaseUrl?: string;
}

/** The runtime config tests run with: API at TEST_API_BASE_URL, no remotes, default features (overridable). */
export function testRuntimeConfig(overrides: TestConfigOverrides = {}): RuntimeConfig {
  return setRuntimeConfig({
    ...overrides,
    apiBaseUrl: overrides.apiBaseUrl ?? TEST_API_BASE_URL,
    remotes: overrides.remotes ?? {},
    features: overrides.features ?? {},
  });
}

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** Initial store state (merged over a fresh store's). */
  preloadedState?: Partial<PortalState>;
  /** Shorthand for a signed-in session: 'admin' | 'service_provider' | 'account'. */
  signedInAs?: 'admin' | 'service_provider' | 'account';
  /** Start URL (default '/'). */
  route?: string;
  /** Route table to render instead of `ui` at every path (for navigation tests). `ui` is then ignored. */
  routes?: RouteObject[];
  /** Path pattern `ui` is mounted at (default '*'), e.g. 'accounts/:account_sid/edit'. */
  path?: string;
  config?: TestConfigOverrides;
  /** Include the Toaster (default true): toasts are part of what users see. */
  withToaster?: boolean;
}

// Stores made here listen to the bus; dispose them after each test so no test's 401 reaches another's store.
const liveStores = new Set<{ dispose: () => void }>();
if (typeof afterEach === 'function') {
  afterEach(() => {
    for (const store of liveStores) store.dispose();
    liveStores.clear();
  });
}

/** Renders `ui` with a fresh store, a memory router and the runtime config; returns the store, router and a user. */
export function renderWithProviders(ui: ReactElement | null, options: RenderWithProvidersOptions = {}) {
  const {
    preloadedState,
    signedInAs,
    route = '/',
    routes,
    path = '*',
    config: configOverrides,
    withToaster = true,
    ...renderOptions
  } = options;
  const config = testRuntimeConfig(configOverrides);
  const session =
    preloadedState?.session ?? (signedInAs ? sessionFromToken(tokenFor(signedInAs)) : undefined);
  const store = createPortalStore({
    preloadedState: { ...preloadedState, ...(session ? { session } : {}) },
    persist: false,
  });
  liveStores.add(store);
  const router = createMemoryRouter(routes ?? [{ path, element: ui }], { initialEntries: [route] });

  function Providers({ children }: { children?: ReactNode }) {
    return (
      <RuntimeConfigProvider config={config}>
        <Provider store={store}>
          {/* Before the routes: its bus subscription must exist when a page's first effect toasts. */}
          {withToaster ? <Toaster /> : null}
          {children}
        </Provider>
      </RuntimeConfigProvider>
    );
  }

  const user = userEvent.setup();
  const result = render(<RouterProvider router={router} />, { wrapper: Providers, ...renderOptions });
  return { ...result, store, router, user, config };
}

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders an area's real route table (lazy pages included) under /internal, as the host mounts it, at `route`;
 * any other path shows where a redirect or link led (`screen.getByTestId('location')`).
 */
export function renderArea(
  routes: RouteObject[],
  route: string,
  options: Omit<RenderWithProvidersOptions, 'route' | 'routes'> = {},
) {
  return renderWithProviders(null, {
    ...options,
    route,
    routes: [
      { path: '/internal', children: routes, hydrateFallbackElement: <p>Loading the page</p> },
      { path: '*', element: <LocationProbe /> },
    ],
  });
}

/** The current URL of a rendered router. */
export function currentUrl(router: { state: { location: { pathname: string; search: string } } }): string {
  return `${router.state.location.pathname}${router.state.location.search}`;
}

/** A signed-in session for a scope, with the current service provider set (admins choose theirs in the host). */
export function sessionAs(
  scope: 'admin' | 'service_provider' | 'account',
  claims: Partial<JwtClaims> = {},
  extra: Partial<SessionState> = {},
): { session: SessionState } {
  const session = sessionFromToken(tokenFor(scope, claims));
  return { session: { ...session, serviceProviderSid: session.serviceProviderSid ?? TEST_SP_SID, ...extra } };
}

/** Waits for a toast with exactly this text (toasts live in the 'Notifications' region, named in the language in use). */
export async function findToast(text: string | RegExp) {
  const region = await screen.findByRole('region', { name: translate(KIT_NAMESPACE, 'notifications') });
  return within(region).findByText(text);
}

/**
 * Reads back what the API holds (`readBack(() => api.current.asAdmin('GET', …))`) while the page may still be
 * updating (a list refetched after a save): inside act, so those updates are flushed as they come, not reported
 * as updates outside act.
 */
export async function readBack<T>(read: () => Promise<T>): Promise<T> {
  // A read that fails is settled inside act and thrown outside it: React 19's act, when its callback rejects, leaves
  // its queue installed, and the next test's first render then waited there and never showed.
  const outcome = await act(() =>
    read().then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    ),
  );
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}
