// The portal the sign-in page builds while the user types (portal/start.tsx): signed out, on the sign-in page. 'Log
// in' puts the session in and moves its router (signInToPortal); the page must be the one a portal built after
// sign-in shows (docs/architecture.md#benchmarks).
import { act, render, screen } from '@testing-library/react';
import {
  HttpResponse,
  apiUrl,
  http,
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

/** The API GETs sent from now on (path and whether with a token). */
function recordGets() {
  const sent: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'GET' && request.url.startsWith(apiUrl('/')))
      sent.push(new URL(request.url).pathname.replace(new URL(apiUrl('/')).pathname, '/'));
  };
  server.events.on('request:start', listener);
  return { sent, stop: () => server.events.removeListener('request:start', listener) };
}

describe('a portal prepared before sign-in', () => {
  afterEach(() => localStorage.clear());

  it('asks the API nothing while signed out, then signs in to the accounts list with one request per GET', async () => {
    server.use(http.get(apiUrl('/Accounts'), () => HttpResponse.json([testAccount()])));
    const gets = recordGets();
    const { app, config } = await preparePortal();
    expect(app.store.getState().session.token).toBeNull();
    expect(gets.sent).toEqual([]);

    await act(() =>
      signInToPortal(app, config, { response: loginResponseOf('admin'), password: 'secret-pass' }),
    );
    const view = await act(async () => render(<AppFrame>{app.element}</AppFrame>));
    expect(await screen.findByText('default account')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/internal/accounts');
    expect(app.store.getState().session.user?.scope).toBe('admin');
    expect(gets.sent.sort()).toEqual(['/Accounts', '/Capabilities', '/ServiceProviders']);
    gets.stop();
    view.unmount();
    app.dispose();
  });

  it('a forced password change goes to the password form, and no list is asked for meanwhile', async () => {
    server.use(...sessionHandlers({ scope: 'admin', forceChange: true }));
    const gets = recordGets();
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
    expect(gets.sent.filter((path) => !['/Capabilities', '/PasswordSettings'].includes(path))).toEqual([]);
    gets.stop();
    view.unmount();
    app.dispose();
  });
});
