// The portal the sign-in page builds while the user types (portal/start.tsx): signed out, on the sign-in page. 'Log
// in' puts the session in and moves its router (signInToPortal); the page must be the one a portal built after
// sign-in shows (docs/architecture.md#benchmarks).
import { act, render, screen } from '@testing-library/react';
import {
  HttpResponse,
  apiUrl,
  http,
  logRequests,
  sessionHandlers,
  setupTestServer,
  testAccount,
  testRuntimeConfig,
} from '@switchboard/shared/testing';
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
