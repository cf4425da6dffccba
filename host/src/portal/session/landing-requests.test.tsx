// After 'Log in', the landing page's GETs go out with the token at once, and the page takes them over instead of
// asking again (docs/architecture.md#benchmarks).
import { act, render, screen } from '@testing-library/react';
import { rememberServiceProvider } from '@switchboard/shared/store';
import {
  HttpResponse,
  TEST_ACCOUNT_SID,
  TEST_SP_SID,
  apiUrl,
  http,
  testAccount,
  testServiceProviders,
  sessionHandlers,
  setupTestServer,
  testClaims,
  testRuntimeConfig,
  tokenFor,
} from '@switchboard/shared/testing';
import type { LoginResponse } from '@switchboard/shared/types';
import { AppFrame } from '../../AppFrame';
import { REMOTE_URLS, httpRemoteLoader, loginResponseOf, remoteServers } from '../../test-utils';
import { createPortalApp } from '../Portal';
import { landingRequests } from './landing-requests';

const server = setupTestServer(
  ...sessionHandlers({ scope: 'service_provider' }),
  ...remoteServers('identity'),
);

const paths = (response: LoginResponse) => landingRequests(response).map(({ path }) => path);

describe('the landing page’s GETs (docs/product/shell.md#landing-page)', () => {
  afterEach(() => localStorage.clear());

  it('an admin: the service providers, the capabilities, and every account (no service provider chosen yet)', () => {
    expect(landingRequests(loginResponseOf('admin'))).toEqual([
      { path: '/ServiceProviders', withToken: true },
      // The capabilities document is asked for without the token (base-query.ts).
      { path: '/Capabilities', withToken: false },
      { path: '/Accounts', withToken: true },
    ]);
  });

  it("capabilities brought by config.json (the portal's server asked): not asked for", () => {
    testRuntimeConfig({ apiCapabilities: { api: 'switchboard', version: '1', features: ['search'] } });
    expect(paths(loginResponseOf('admin'))).toEqual(['/ServiceProviders', '/Accounts']);
    testRuntimeConfig();
    expect(paths(loginResponseOf('admin'))).toEqual(['/ServiceProviders', '/Capabilities', '/Accounts']);
  });

  it('an admin who last worked in a service provider: its accounts', () => {
    rememberServiceProvider(testClaims('admin').user_sid, 'sp-9');
    expect(paths(loginResponseOf('admin'))).toEqual([
      '/ServiceProviders',
      '/Capabilities',
      '/ServiceProviders/sp-9/Accounts',
    ]);
  });

  it("a service-provider user: their service provider's accounts; an account user: their account and its limits", () => {
    expect(paths(loginResponseOf('service_provider'))).toEqual([
      '/ServiceProviders',
      '/Capabilities',
      `/ServiceProviders/${TEST_SP_SID}/Accounts`,
    ]);
    expect(paths(loginResponseOf('account'))).toEqual([
      '/ServiceProviders',
      '/Capabilities',
      `/Accounts/${TEST_ACCOUNT_SID}`,
      `/Accounts/${TEST_ACCOUNT_SID}/Limits`,
    ]);
  });

  it("the portal's server brings what a browser that remembers no provider asks with the token, for every scope", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { landingPaths } = require('../../../../scripts/lib/login-landing.cjs') as {
      landingPaths: (answer: LoginResponse) => string[];
    };
    const withToken = (response: LoginResponse) =>
      landingRequests(response).flatMap(({ path, withToken }) => (withToken ? [path] : []));
    for (const scope of ['admin', 'service_provider', 'account'] as const)
      expect(landingPaths(loginResponseOf(scope))).toEqual(withToken(loginResponseOf(scope)));
    expect(landingPaths(loginResponseOf('admin', { force_change: true }))).toEqual([]);
    expect(landingPaths(loginResponseOf('admin', { two_factor_setup_required: true }))).toEqual([]);
  });

  it('a forced password change or a two-factor set-up to do: nothing', () => {
    expect(landingRequests(loginResponseOf('admin', { force_change: true }))).toEqual([]);
    expect(landingRequests(loginResponseOf('admin', { two_factor_setup_required: true }))).toEqual([]);
  });
});

/** Who sent each API GET: the early start (a URL) or the page's base query (a Request it built). */
function recordSenders() {
  const sent: string[] = [];
  const fetchSpy = jest.spyOn(globalThis, 'fetch');
  const original = fetchSpy.getMockImplementation() ?? globalThis.fetch.bind(globalThis);
  fetchSpy.mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const isRequest = typeof input === 'object' && 'method' in input;
    const method = (isRequest ? input.method : init?.method) ?? 'GET';
    const headers = new Headers(isRequest ? input.headers : init?.headers);
    if (url.startsWith(apiUrl('/')) && method === 'GET')
      sent.push(
        `${typeof input === 'string' ? 'early' : 'page'} ${url.slice(apiUrl('/').length - 1)} ${headers.get('Authorization') ? 'with' : 'without'} token`,
      );
    return original(input, init);
  });
  return { sent, restore: () => fetchSpy.mockRestore() };
}

/** The portal the lean shell starts after 'Log in' with `response`, on screen. */
async function signInThroughShell(response: LoginResponse) {
  window.history.replaceState(null, '', '/');
  const config = testRuntimeConfig({ remotes: { identity: REMOTE_URLS.identity } });
  const app = await createPortalApp({
    config,
    loader: httpRemoteLoader,
    signIn: { response, password: 'secret-pass' },
  });
  const view = await act(async () => render(<AppFrame>{app.element}</AppFrame>));
  return () => {
    view.unmount();
    app.dispose();
  };
}

/** An admin's landing GETs, each sent once, early (sorted). */
const ADMIN_EARLY_GETS = [
  'early /Accounts with token',
  'early /Capabilities without token',
  'early /ServiceProviders with token',
];

describe('signing in through the lean shell', () => {
  it('the landing GETs go out before the page asks, each reaches the API once, and the page shows its answer', async () => {
    const { sent, restore } = recordSenders();
    const close = await signInThroughShell(loginResponseOf('service_provider'));
    expect(await screen.findByText('default account')).toBeInTheDocument();
    expect(sent.sort()).toEqual([
      'early /Capabilities without token',
      'early /ServiceProviders with token',
      `early /ServiceProviders/${TEST_SP_SID}/Accounts with token`,
    ]);
    close();
    restore();
  });

  it("an admin: the chosen provider's accounts come from the early list of every account, not from a second request", async () => {
    server.use(
      ...sessionHandlers({ scope: 'admin' }),
      http.get(apiUrl('/Accounts'), () => HttpResponse.json([testAccount()])),
    );
    const { sent, restore } = recordSenders();
    const close = await signInThroughShell(loginResponseOf('admin'));
    expect(await screen.findByText('default account')).toBeInTheDocument();
    expect(sent.sort()).toEqual(ADMIN_EARLY_GETS);
    close();
    restore();
  });

  it('an admin whose every account arrives after the service providers: still no second request, and no wait for one', async () => {
    // Held until the layout has had the service providers (the order a slow link gives).
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      ...sessionHandlers({ scope: 'admin' }),
      http.get(apiUrl('/Accounts'), async () => {
        await held;
        return HttpResponse.json([testAccount()]);
      }),
    );
    const { sent, restore } = recordSenders();
    // A token of its own: the early requests of another test's token were handed over already (each is, once).
    const token = tokenFor('admin', { exp: Math.floor(Date.now() / 1000) + 7200 });
    const close = await signInThroughShell(loginResponseOf('admin', { token }));
    // The picker lists the service providers: the layout has them, and has run its effects.
    expect(await screen.findByRole('option', { name: testServiceProviders[0].name })).toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByText('default account')).toBeInTheDocument();
    expect(sent.sort()).toEqual(ADMIN_EARLY_GETS);
    close();
    restore();
  });
});

describe('the answers the login brought (the portal’s server: scripts/lib/login-landing.cjs)', () => {
  let tokenSerial = 7200;
  /** Signs in through the lean shell with a login answer carrying `landing`; what was asked early is in `sent`. */
  async function signInWithLanding(
    scope: Parameters<typeof loginResponseOf>[0],
    landing: Record<string, unknown>,
  ) {
    const { sent, restore } = recordSenders();
    // A token of its own: each early answer is handed over once, and other tests' tokens were.
    tokenSerial += 100;
    const token = tokenFor(scope, { exp: Math.floor(Date.now() / 1000) + tokenSerial });
    const close = await signInThroughShell(loginResponseOf(scope, { token, switchboard_landing: landing }));
    return {
      sent,
      done: () => {
        close();
        restore();
      },
    };
  }

  it('an admin: the page shows the brought accounts, and only the capabilities are asked for', async () => {
    server.use(...sessionHandlers({ scope: 'admin' }));
    const { sent, done } = await signInWithLanding('admin', {
      '/ServiceProviders': testServiceProviders,
      '/Accounts': [testAccount({ name: 'brought account' })],
    });
    expect(await screen.findByText('brought account')).toBeInTheDocument();
    expect(sent).toEqual(['early /Capabilities without token']);
    done();
  });

  it("an admin who last worked in a provider: its accounts are that provider's share of every account", async () => {
    server.use(...sessionHandlers({ scope: 'admin' }));
    rememberServiceProvider(testClaims('admin').user_sid, TEST_SP_SID);
    const { sent, done } = await signInWithLanding('admin', {
      '/ServiceProviders': testServiceProviders,
      '/Accounts': [
        testAccount({ name: 'in this provider' }),
        testAccount({ name: 'in another', account_sid: 'acc-other', service_provider_sid: 'sp-other' }),
      ],
    });
    expect(await screen.findByText('in this provider')).toBeInTheDocument();
    expect(screen.queryByText('in another')).not.toBeInTheDocument();
    expect(sent).toEqual(['early /Capabilities without token']);
    done();
    localStorage.clear();
  });

  it('what the login did not bring is asked for as before', async () => {
    const { sent, done } = await signInWithLanding('service_provider', {
      '/ServiceProviders': testServiceProviders,
    });
    expect(await screen.findByText('default account')).toBeInTheDocument();
    expect(sent.sort()).toEqual([
      'early /Capabilities without token',
      `early /ServiceProviders/${TEST_SP_SID}/Accounts with token`,
    ]);
    done();
  });
});
