// Test helpers of the host: the whole portal (real store, real browser router on jsdom's history, the real
// route table) against MSW, with remotes loaded over HTTP by a fake loader.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { RouteObject } from 'react-router';
import { useGetServiceProviderAccountsQuery } from '@switchboard/shared/api';
import { selectServiceProviderSid, useAccountContext, useAppSelector } from '@switchboard/shared/store';
import { testRuntimeConfig, tokenFor, type TestConfigOverrides } from '@switchboard/shared/testing';
import { AppFrame } from './AppFrame';
import { createPortalApp } from './portal/Portal';
import type { RemoteId } from './portal/navigation';
import { RemoteLoadError, type RemoteLoader } from './portal/remotes/registry';
import { setPendingPasswordChange } from './portal/session/pending-change';

export const REMOTE_URLS: Record<RemoteId, string> = {
  identity: 'http://identity.test/mf-manifest.json',
  telephony: 'http://telephony.test/mf-manifest.json',
  speech: 'http://speech.test/mf-manifest.json',
  observability: 'http://observability.test/mf-manifest.json',
  billing: 'http://billing.test/mf-manifest.json',
};

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

export const testRemoteRoutes: Partial<Record<RemoteId, RouteObject[]>> = {
  identity: [
    { path: 'accounts', element: <TestAccountsPage /> },
    { path: 'accounts/:account_sid/edit', element: <h1>Account edit page</h1> },
    { path: 'users', element: <h1>Users page</h1> },
  ],
  telephony: [{ path: 'carriers', element: <h1>Carriers page</h1> }],
};

/**
 * Loads a remote the way the browser would start: by fetching its manifest (MSW decides whether the remote's
 * server answers), then handing back its routes.
 */
export const httpRemoteLoader: RemoteLoader = {
  async loadRoutes(remote, manifestUrl) {
    let response: Response;
    try {
      response = await fetch(manifestUrl);
    } catch (error) {
      throw new RemoteLoadError('unreachable', 'manifest fetch failed', error);
    }
    if (!response.ok) throw new RemoteLoadError('unreachable', `HTTP ${response.status}`);
    try {
      await response.json();
    } catch (error) {
      throw new RemoteLoadError('invalid', 'bad manifest', error);
    }
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
  live.add(app.store);
  live.add(app.router);
  const user = userEvent.setup();
  const result = render(<AppFrame>{app.element}</AppFrame>);
  // Like closing the tab: the page goes, and its router stops listening to the history.
  const unmount = () => {
    result.unmount();
    app.router.dispose();
  };
  return { ...result, unmount, app, user, config };
}
