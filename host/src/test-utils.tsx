// Test helpers of the host: the whole portal (real store, real browser router on jsdom's history, the real
// route table) against MSW, with remotes loaded over HTTP by a fake loader.
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { RouteObject } from 'react-router';
import { useGetServiceProviderAccountsQuery } from '@switchboard/shared/api';
import { selectServiceProviderSid, useAccountContext, useAppSelector } from '@switchboard/shared/store';
import {
  testClaims,
  testRuntimeConfig,
  tokenFor,
  type TestConfigOverrides,
} from '@switchboard/shared/testing';
import type { LoginResponse, Scope } from '@switchboard/shared/types';
import { AppFrame } from './AppFrame';
import { createPortalApp } from './portal/Portal';
import type { AreaDeclaration, AreaMenuItem } from '@switchboard/shared/config';
import { http, HttpResponse } from '@switchboard/shared/testing';
import type { BackgroundModule } from './portal/remotes/background';
import { RemoteLoadError, type RemoteLoader } from './portal/remotes/types';
import { setPendingPasswordChange } from './portal/session/pending-change';

/** What `POST /login` answers for a user of `scope` (a test token; `extra` overrides). */
export function loginResponseOf(scope: Scope, extra: Partial<LoginResponse> = {}): LoginResponse {
  return {
    token: tokenFor(scope),
    user_sid: testClaims(scope).user_sid,
    scope,
    force_change: false,
    permissions: [],
    ...extra,
  };
}

export const REMOTE_URLS: Record<string, string> = {
  identity: 'http://identity.test/mf-manifest.json',
  telephony: 'http://telephony.test/mf-manifest.json',
  speech: 'http://speech.test/mf-manifest.json',
  observability: 'http://observability.test/mf-manifest.json',
  billing: 'http://billing.test/mf-manifest.json',
};

/** Where the test loader asks for a remote's code (what stands for remoteEntry.js and its chunks). */
export const entryUrlOf = (remote: string) => new URL('remoteEntry.js', REMOTE_URLS[remote]).toString();

const item = (
  area: string,
  name: string,
  label: string,
  order: number,
  more: Partial<AreaMenuItem> = {},
): AreaMenuItem => ({ id: `${area}.${name}`, label, path: name, section: 'main', order, ...more });

/**
 * What the five remotes declare (host/REMOTES.md: the menu of docs/product/shell.md#menu comes out of these orders). The real ones are
 * each remote's area.json; these stand in for them, as the host knows no remote.
 */
export const TEST_DECLARATIONS: Record<string, AreaDeclaration> = {
  identity: {
    area: 'identity',
    menu: [
      item('identity', 'users', 'Users', 10, { hiddenWith: 'hosted' }),
      item('identity', 'settings', 'Settings', 20, { minScope: 'service_provider' }),
      item('identity', 'accounts', 'Accounts', 30, { minScope: 'service_provider' }),
      item('identity', 'account', 'Account', 40, {
        path: 'accounts/{account_sid}/edit',
        onlyScopes: ['account'],
      }),
      item('identity', 'applications', 'Applications', 60),
    ],
    paths: ['users/*', 'settings/*', 'accounts/*', 'applications/*'].map((pattern) => ({ pattern })),
    publicPaths: [],
    background: false,
  },
  telephony: {
    area: 'telephony',
    menu: [
      item('telephony', 'clients', 'Clients', 50),
      item('telephony', 'carriers', 'Carriers', 10, { section: 'byo' }),
      item('telephony', 'carrier-health', 'Carrier health', 15, { section: 'byo' }),
      item('telephony', 'phone-numbers', 'Phone Numbers', 30, { section: 'byo' }),
      item('telephony', 'ms-teams-tenants', 'MS Teams Tenants', 40, {
        section: 'byo',
        serviceProviderHas: 'ms_teams_fqdn',
      }),
      item('telephony', 'least-cost-routing', 'Outbound Call Routing', 50, {
        section: 'byo',
        feature: 'lcr',
      }),
    ],
    paths: [
      'carriers/*',
      'carrier-health',
      'phone-numbers/*',
      'ms-teams-tenants/*',
      'least-cost-routing/*',
      'clients/*',
    ].map((pattern) => ({ pattern })),
    publicPaths: [],
    background: false,
  },
  speech: {
    area: 'speech',
    menu: [item('speech', 'speech-services', 'Speech', 20, { section: 'byo' })],
    paths: [{ pattern: 'speech-services/*' }],
    publicPaths: [],
    background: false,
  },
  observability: {
    area: 'observability',
    menu: [
      item('observability', 'recent-calls', 'Recent calls', 70),
      item('observability', 'alerts', 'Alerts', 80),
      item('observability', 'alert-rules', 'Alert rules', 82),
      item('observability', 'call-quality', 'Call quality', 85),
      item('observability', 'usage', 'Usage', 86),
    ],
    paths: [
      { pattern: 'recent-calls/*' },
      { pattern: 'alerts/*' },
      { pattern: 'alert-rules' },
      { pattern: 'alert-rules/*' },
      { pattern: 'call-quality' },
      { pattern: 'usage' },
    ],
    publicPaths: [],
    background: false,
    search: [{ kind: 'calls', label: 'Calls', order: 10, open: 'recent-calls/{sid}' }],
  },
  billing: {
    area: 'billing',
    menu: [],
    paths: ['subscription', 'manage-payment', 'modify-subscription', 'sip-realm/*'].map((page) => ({
      pattern: `accounts/:account_sid/${page}`,
      feature: 'hosted' as const,
    })),
    publicPaths: [{ pattern: 'register/*', feature: 'hosted' }],
    background: false,
  },
};

/** A remote's mf-manifest.json as its build publishes it (the declaration in metaData.switchboard). */
export const manifestOf = (remote: string, declaration: unknown = TEST_DECLARATIONS[remote]) => ({
  id: `mfe_${remote}`,
  name: `mfe_${remote}`,
  metaData: { name: `mfe_${remote}`, switchboard: declaration },
  shared: [],
  remotes: [],
  exposes: [{ id: `mfe_${remote}:routes`, name: 'routes', path: './routes' }],
});

/** MSW handlers answering like up remotes: the manifest and the code, for each id given. */
export function remoteServers(...remotes: string[]) {
  return remotes.flatMap((remote) => [
    http.get(REMOTE_URLS[remote], () => HttpResponse.json(manifestOf(remote))),
    http.get(entryUrlOf(remote), () => HttpResponse.text('/* remote code */')),
  ]);
}

/** `./public-routes` of test remotes (set by a test). */
export const testPublicRoutes: Record<string, RouteObject[]> = {
  billing: [{ path: 'register', element: <h1>Register page</h1> }],
};

/** `./background` modules of test remotes (set by a test). */
export const testBackgroundModules: Record<string, BackgroundModule> = {};

/** A stand-in accounts page of the identity remote: calls the API like a real page does. */
function TestAccountsPage() {
  const serviceProviderSid = useAppSelector(selectServiceProviderSid);
  const { accountSid, setAccountSid } = useAccountContext();
  const { data, error } = useGetServiceProviderAccountsQuery(serviceProviderSid ?? '', {
    skip: !serviceProviderSid,
  });
  const [crash, setCrash] = useState(false);
  if (crash) throw new Error('the accounts page crashed');
  return (
    <section>
      <h1>Accounts page</h1>
      <p>Selected account: {accountSid ?? 'none'}</p>
      {error ? <p>failed</p> : null}
      <ul>
        {data?.map((account) => (
          <li key={account.account_sid}>{account.name}</li>
        ))}
      </ul>
      <button type="button" onClick={() => setAccountSid('acc-2')}>
        Select account 2
      </button>
      <button type="button" onClick={() => setAccountSid(null)}>
        All accounts
      </button>
      <button type="button" onClick={() => setCrash(true)}>
        Crash
      </button>
    </section>
  );
}

export const testRemoteRoutes: Record<string, RouteObject[]> = {
  identity: [
    { path: 'accounts', element: <TestAccountsPage /> },
    { path: 'accounts/:account_sid/edit', element: <h1>Account edit page</h1> },
    { path: 'users', element: <h1>Users page</h1> },
  ],
  telephony: [{ path: 'carriers', element: <h1>Carriers page</h1> }],
};

async function fetchOrFail(url: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new RemoteLoadError('unreachable', `${url} cannot be reached`, error);
  }
  if (!response.ok) throw new RemoteLoadError('unreachable', `HTTP ${response.status}`);
  return response;
}

/**
 * Loads a remote the way the browser does, over HTTP (MSW decides whether the remote's server answers): the
 * manifest for its declaration, then its code (the entry URL) for its routes.
 */
export const httpRemoteLoader: RemoteLoader = {
  async loadManifest(_remote, manifestUrl) {
    const response = await fetchOrFail(manifestUrl);
    try {
      return await response.json();
    } catch (error) {
      throw new RemoteLoadError('invalid', 'bad manifest', error);
    }
  },
  async loadModule(remote, manifestUrl, module) {
    await fetchOrFail(new URL('remoteEntry.js', manifestUrl).toString());
    if (module === 'background' && testBackgroundModules[remote]) return testBackgroundModules[remote];
    if (module === 'public-routes' && testPublicRoutes[remote]) return { default: testPublicRoutes[remote] };
    if (module !== 'routes') throw new RemoteLoadError('invalid', `no ./${module} in the test remotes`);
    return { default: testRemoteRoutes[remote] };
  },
};

// Each portal's store listens to the bus: dispose it after the test, and start the next test from a blank browser.
const live = new Set<{ dispose: () => void }>();
afterEach(() => {
  for (const disposable of live) disposable.dispose();
  live.clear();
  setPendingPasswordChange(null);
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

export interface RenderPortalOptions {
  route?: string;
  signedInAs?: 'admin' | 'service_provider' | 'account';
  token?: string;
  config?: TestConfigOverrides;
  loader?: RemoteLoader;
}

/** Renders the portal at `route`, like a page load (a stored token = a signed-in user reloading). */
export async function renderPortal({
  route = '/',
  signedInAs,
  token,
  config: overrides = {},
  loader = httpRemoteLoader,
}: RenderPortalOptions = {}) {
  const stored = token ?? (signedInAs ? tokenFor(signedInAs) : null);
  if (stored) localStorage.setItem('token', stored);
  window.history.replaceState(null, '', route);
  const config = testRuntimeConfig({ remotes: { identity: REMOTE_URLS.identity }, ...overrides });
  const app = await createPortalApp({ config, loader });
  live.add(app);
  const user = userEvent.setup();
  // The first render starts the router's first navigation (a redirect, a lazy page), which settles a few
  // microtasks later: inside act, as a browser would show its outcome, not as an update outside it.
  const result = await act(async () => render(<AppFrame>{app.element}</AppFrame>));
  // Like closing the tab: the page goes, and its router stops listening to the history.
  const unmount = () => {
    result.unmount();
    app.router.dispose();
  };
  return { ...result, unmount, app, user, config };
}
