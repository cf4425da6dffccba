// The portal the sign-in page builds while the user types (portal/start.tsx): signed out, on the sign-in page. 'Log
// in' puts the session in and moves its router (signInToPortal); the page must be the one a portal built after
// sign-in shows (docs/architecture.md#benchmarks).
import { act, render, screen } from '@testing-library/react';
import {
  HttpResponse,
  TEST_SP_SID,
  apiUrl,
  http,
  logRequests,
  sessionHandlers,
  setupTestServer,
  testAccount,
  testRuntimeConfig,
  testServiceProviders,
  tokenFor,
} from '@switchboard/shared/testing';
import { sessionApi } from '@switchboard/shared/api';
import { AppFrame } from '../../AppFrame';
import { REMOTE_URLS, httpRemoteLoader, loginResponseOf, remoteServers } from '../../test-utils';
import { createPortalApp, signInToPortal } from '../Portal';

const server = setupTestServer(...sessionHandlers({ scope: 'admin' }), ...remoteServers('identity'));

/** Builds the portal on the signed-out sign-in page, as the sign-in page does while the user types. */
async function preparePortal() {
  window.history.replaceState(null, '', '/');
  const config = testRuntimeConfig({ remotes: { identity: REMOTE_URLS.identity } });
  const app = await createPortalApp({ config, loader: httpRemoteLoader });
  return { app, config };
}

/** What the portal asked the API for, per test. */
const log = logRequests(server);

describe('a portal prepared before sign-in', () => {
  afterEach(() => localStorage.clear());

  it('asks the API nothing while signed out, then signs in to the accounts list with one request per GET', async () => {
    server.use(http.get(apiUrl('/Accounts'), () => HttpResponse.json([testAccount()])));
    const { app, config } = await preparePortal();
    expect(app.store.getState().session.token).toBeNull();
    expect(log.apiGets()).toEqual([]);

    await act(() =>
      signInToPortal(app, config, { response: loginResponseOf('admin'), password: 'secret-pass' }),
    );
    const view = await act(async () => render(<AppFrame>{app.element}</AppFrame>));
    expect(await screen.findByText('default account')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/internal/accounts');
    expect(app.store.getState().session.user?.scope).toBe('admin');
    expect(log.apiGets().sort()).toEqual(['/Accounts', '/Capabilities', '/ServiceProviders']);
    view.unmount();
    app.dispose();
  });

  it('with the landing answers the login brought, the store holds the provider and its accounts before the first render', async () => {
    const { app, config } = await preparePortal();
    const response = loginResponseOf('admin', {
      // a token of its own: each early answer is handed over once, and the first test's were
      token: tokenFor('admin', { exp: Math.floor(Date.now() / 1000) + 7600 }),
      switchboard_landing: {
        '/ServiceProviders': testServiceProviders,
        '/Accounts': [testAccount({ name: 'brought account' })],
      },
    });
    // (not inside act, which would let whatever is still on its way settle first)
    await signInToPortal(app, config, { response, password: 'secret-pass' });
    // Nothing rendered yet: what the first render will read, as signInToPortal hands the portal over.
    const state = app.store.getState();
    expect(state.session.serviceProviderSid).toBe(TEST_SP_SID);
    const accounts = sessionApi.endpoints.getServiceProviderAccounts.select(TEST_SP_SID)(state);
    expect(accounts.data?.map((account) => account.name)).toEqual(['brought account']);
    const view = await act(async () => render(<AppFrame>{app.element}</AppFrame>));
    expect(await screen.findByText('brought account')).toBeInTheDocument();
    // only the capabilities, which go without the token
    expect(log.apiGets()).toEqual(['/Capabilities']);
    view.unmount();
    app.dispose();
  });

  it('a forced password change goes to the password form, and no list is asked for meanwhile', async () => {
    server.use(...sessionHandlers({ scope: 'admin', forceChange: true }));
    const { app, config } = await preparePortal();
    await act(() =>
      signInToPortal(app, config, {
        response: loginResponseOf('admin', { force_change: true }),
        password: 'secret-pass',
      }),
    );
    const view = await act(async () => render(<AppFrame>{app.element}</AppFrame>));
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/create-password');
    // (the capabilities document needs no session; the password settings are the form's)
    expect(log.apiGets().filter((path) => !['/Capabilities', '/PasswordSettings'].includes(path))).toEqual(
      [],
    );
    view.unmount();
    app.dispose();
  });
});
