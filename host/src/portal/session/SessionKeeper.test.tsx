import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  apiUrl,
  capabilitiesHandler,
  http,
  HttpResponse,
  sessionHandlers,
  setupTestServer,
  tokenFor,
} from '@switchboard/shared/testing';
import { remoteServers, renderPortal } from '../../test-utils';

const server = setupTestServer(
  ...sessionHandlers(),
  ...remoteServers('identity', 'telephony', 'speech', 'observability', 'billing'),
);

const now = () => Math.floor(Date.now() / 1000);
/** An admin's token issued now that lasts `seconds`. */
const shortToken = (seconds: number) => tokenFor('admin', { iat: now(), exp: now() + seconds });

describe('the session while the page is open', () => {
  it('is renewed without a reload while the user is active', async () => {
    const renewed = tokenFor('admin', { iat: now(), exp: now() + 3600 });
    let renewals = 0;
    server.use(
      capabilitiesHandler(),
      http.post(apiUrl('/renew-token'), () => {
        renewals += 1;
        return HttpResponse.json({ token: renewed });
      }),
    );
    // renewed in the second half of its 8 s: the slack a loaded machine needs before the token runs out (a 4 s
    // token expired under a full CI run before the renewal came back)
    const { app } = await renderPortal({ route: '/internal/accounts', token: shortToken(8) });
    fireEvent.keyDown(window, { key: 'a' });
    await waitFor(() => expect(app.store.getState().session.token).toBe(renewed), { timeout: 8000 });
    expect(renewals).toBe(1);
    expect(localStorage.getItem('token')).toBe(renewed);
    expect(
      screen.queryByText('Your session has expired. Please log in and try again.'),
    ).not.toBeInTheDocument();
  });

  it('ends when idle, with the spec’s text', async () => {
    let renewals = 0;
    server.use(
      capabilitiesHandler(),
      http.post(apiUrl('/renew-token'), () => {
        renewals += 1;
        return HttpResponse.json({ token: tokenFor('admin') });
      }),
    );
    await renderPortal({ route: '/internal/accounts', token: shortToken(2) });
    expect(
      await screen.findByText(
        'Your session has expired. Please log in and try again.',
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(renewals).toBe(0);
  });

  it('is not renewed on a jambonz API (no capabilities): it ends when its token does', async () => {
    let renewals = 0;
    server.use(
      capabilitiesHandler(null),
      http.post(apiUrl('/renew-token'), () => {
        renewals += 1;
        return HttpResponse.json({ token: tokenFor('admin') });
      }),
    );
    await renderPortal({ route: '/internal/accounts', token: shortToken(2) });
    fireEvent.keyDown(window, { key: 'a' });
    expect(
      await screen.findByText(
        'Your session has expired. Please log in and try again.',
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    expect(renewals).toBe(0);
  });
});
