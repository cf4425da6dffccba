import { screen, waitFor } from '@testing-library/react';
import {
  apiUrl,
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

describe('session', () => {
  it('a protected page while signed out → sign-in with "You must log in to view that page"', async () => {
    await renderPortal({ route: '/internal/accounts' });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByText('You must log in to view that page')).toBeInTheDocument();
  });

  it('any 401 → storage cleared, sign-in with the expiry message', async () => {
    server.use(
      http.get(apiUrl('/ServiceProviders/:sid/Accounts'), () =>
        HttpResponse.text('Unauthorized', { status: 401 }),
      ),
    );
    localStorage.setItem('sb.serviceProviderSid', '2708b1b3-2736-40ea-b502-c53d8396247f');
    await renderPortal({ route: '/internal/accounts', signedInAs: 'admin' });
    expect(
      await screen.findByText('Your session has expired. Please log in and try again.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('sb.serviceProviderSid')).toBeNull();
    // Not the signed-out visitor's message.
    expect(screen.queryByText('You must log in to view that page')).not.toBeInTheDocument();
  });

  it('a 401 on GET /ServiceProviders ends the session without an uncaught error', async () => {
    const uncaught: unknown[] = [];
    const onRejection = (reason: unknown) => uncaught.push(reason);
    process.on('unhandledRejection', onRejection);
    const consoleError = jest.spyOn(console, 'error');
    try {
      server.use(
        http.get(apiUrl('/ServiceProviders'), () => HttpResponse.text('Unauthorized', { status: 401 })),
      );
      await renderPortal({ route: '/internal/accounts', signedInAs: 'admin' });
      expect(
        await screen.findByText('Your session has expired. Please log in and try again.'),
      ).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(uncaught).toEqual([]);
      const errors = consoleError.mock.calls.map((call) => String(call[0]));
      expect(errors.filter((text) => !text.includes('not wrapped in act('))).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
      consoleError.mockRestore();
    }
  });

  it('a token that expired while the tab was closed → sign-in with the expiry message', async () => {
    await renderPortal({ route: '/internal/accounts', token: tokenFor('admin', { exp: 1000 }) });
    expect(
      await screen.findByText('Your session has expired. Please log in and try again.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('Sign out → the server is told, storage cleared, "You\'ve successfully logged out."', async () => {
    let loggedOut = false;
    server.use(
      http.post(apiUrl('/logout'), () => {
        loggedOut = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = await renderPortal({ route: '/internal/accounts', signedInAs: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText("You've successfully logged out.")).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(loggedOut).toBe(true);
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.queryByText('You must log in to view that page')).not.toBeInTheDocument();
  });

  it('signs out even when the server cannot be reached', async () => {
    server.use(http.post(apiUrl('/logout'), () => HttpResponse.error()));
    const { user } = await renderPortal({ route: '/internal/accounts', signedInAs: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText("You've successfully logged out.")).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
  });

  it('after a 401 a new sign-in goes back to where the user was going', async () => {
    const { user } = await renderPortal({ route: '/internal/users' });
    await user.type(await screen.findByLabelText(/Username/), 'admin');
    await user.type(screen.getByLabelText(/^Password/), 'pw');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Users page' })).toBeInTheDocument();
  });
});

describe('pages', () => {
  it('an unknown page: "That page doesn\'t exist." with a Log in button when signed out', async () => {
    const { user } = await renderPortal({ route: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: "That page doesn't exist." })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('an unknown internal page of no remote: not found inside the shell', async () => {
    await renderPortal({ route: '/internal/nothing-here', signedInAs: 'admin' });
    expect(await screen.findByRole('heading', { name: "That page doesn't exist." })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('forgot-password and reset-password exist only with the feature', async () => {
    await renderPortal({ route: '/forgot-password' });
    expect(await screen.findByRole('heading', { name: "That page doesn't exist." })).toBeInTheDocument();
  });

  it('forgot-password shows the success text for every address, also where a jambonz API refuses it', async () => {
    server.use(
      http.post(apiUrl('/forgot-password'), () =>
        HttpResponse.json(
          { error: 'failed to reset your password', msg: 'failed to reset your password' },
          { status: 400 },
        ),
      ),
    );
    const { user } = await renderPortal({
      route: '/forgot-password',
      config: { features: { forgotPassword: true } },
    });
    await user.type(await screen.findByLabelText(/^Email/), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a reset password link' }));
    expect(await screen.findByText(/A password reset email has been sent to your email/)).toBeInTheDocument();
    expect(screen.queryByText('failed to reset your password')).not.toBeInTheDocument();
  });

  it('forgot-password says so when the server fails', async () => {
    server.use(
      http.post(apiUrl('/forgot-password'), () => HttpResponse.json({ msg: 'boom' }, { status: 500 })),
    );
    const { user } = await renderPortal({
      route: '/forgot-password',
      config: { features: { forgotPassword: true } },
    });
    await user.type(await screen.findByLabelText(/^Email/), 'joe@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a reset password link' }));
    expect(await screen.findByText('boom')).toBeInTheDocument();
  });

  it('reset-password: the link is exchanged, then the new password is set', async () => {
    let changed: unknown;
    server.use(
      http.post(apiUrl('/signin'), () => HttpResponse.json({ jwt: 'one-off-jwt', user_sid: 'u' })),
      http.post(apiUrl('/change-password'), async ({ request }) => {
        changed = { body: await request.json(), auth: request.headers.get('authorization') };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = await renderPortal({
      route: '/reset-password/link-123',
      config: { features: { forgotPassword: true } },
    });
    expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    const password = await screen.findByLabelText(/^New password/);
    const confirmation = screen.getByLabelText(/^Confirm new password/);
    const save = screen.getByRole('button', { name: 'Save' });
    // docs/product/shell.md#reset-password, in order: the confirmation, then under 6 characters (with the "7" the product writes), then a letter.
    await user.type(password, 'abc');
    await user.type(confirmation, 'abd');
    await user.click(save);
    expect(
      await screen.findByText(
        'The confirmation password does not match the new password. Please ensure both passwords are identical.',
      ),
    ).toBeInTheDocument();
    await user.clear(confirmation);
    await user.type(confirmation, 'abc');
    await user.click(save);
    expect(await screen.findByText('The password must be at least 7 characters long.')).toBeInTheDocument();
    await user.clear(password);
    await user.clear(confirmation);
    await user.type(password, '123456');
    await user.type(confirmation, '123456');
    await user.click(save);
    expect(await screen.findByText('Password must contain a letter.')).toBeInTheDocument();
    expect(changed).toBeUndefined();
    await user.clear(password);
    await user.clear(confirmation);
    await user.type(password, 'Brand-new-1');
    await user.type(confirmation, 'Brand-new-1');
    await user.click(save);
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(await screen.findByText('New password was successfully set.')).toBeInTheDocument();
    expect(changed).toEqual({
      body: { old_password: 'link-123', new_password: 'Brand-new-1' },
      auth: 'Bearer one-off-jwt',
    });
  });

  it('reset-password with a dead link says so', async () => {
    server.use(http.post(apiUrl('/signin'), () => HttpResponse.text('Forbidden', { status: 403 })));
    await renderPortal({ route: '/reset-password/old', config: { features: { forgotPassword: true } } });
    expect(
      await screen.findByText('This password reset link is invalid or has expired.'),
    ).toBeInTheDocument();
  });
});
