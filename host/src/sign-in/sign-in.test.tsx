import { screen, waitFor } from '@testing-library/react';
import {
  apiUrl,
  http,
  HttpResponse,
  sessionHandlers,
  setupTestServer,
  tokenFor,
} from '@switchboard/shared/testing';
import { userFromToken } from '@switchboard/shared/store';
import { remoteServers, renderPortal } from '../test-utils';
import { loginErrorMessage } from './login';

const server = setupTestServer(
  ...sessionHandlers(),
  ...remoteServers('identity', 'telephony', 'speech', 'observability', 'billing'),
);

async function signIn(user: Awaited<ReturnType<typeof renderPortal>>['user'], password = 'secret-pass') {
  await user.type(await screen.findByLabelText(/Username/), 'admin');
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('sign-in errors (docs/product/shell.md#sign-in)', () => {
  it.each([
    [
      'a plain-text 403 Forbidden (the real server, wrong password)',
      () => HttpResponse.text('Forbidden', { status: 403 }),
      'Login credentials are incorrect',
    ],
    ['401', () => HttpResponse.text('Unauthorized', { status: 401 }), 'Login credentials are incorrect'],
    ['404', () => new HttpResponse(null, { status: 404 }), 'Login credentials are incorrect'],
    [
      '422 {msg}',
      () => HttpResponse.json({ msg: 'nope' }, { status: 422 }),
      'Login credentials are incorrect',
    ],
    [
      '500',
      () => HttpResponse.json({ msg: 'ER_SOMETHING' }, { status: 500 }),
      'The server encountered an error, please try again later',
    ],
    [
      '400 (missing fields)',
      () => HttpResponse.text('Bad Request', { status: 400 }),
      'Something went wrong, please try again',
    ],
    [
      'the lock-out {error}',
      () =>
        HttpResponse.json(
          { error: 'Maximum login attempts reached. Please try again in 1800 seconds.' },
          { status: 403 },
        ),
      'Maximum login attempts reached. Please try again in 1800 seconds.',
    ],
    ['no server at all', () => HttpResponse.error(), 'The server cannot be reached'],
  ])('%s', async (_label, respond, message) => {
    server.use(http.post(apiUrl('/login'), respond));
    const { user } = await renderPortal();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    // Nothing was stored and the user is still on sign-in.
    expect(localStorage.getItem('token')).toBeNull();
    expect(window.location.pathname).toBe('/');
  });

  it('maps every status as the spec says', () => {
    expect(loginErrorMessage(403, 'Forbidden')).toBe('Login credentials are incorrect');
    expect(loginErrorMessage(429, 'Too many requests')).toBe('Login credentials are incorrect');
    expect(loginErrorMessage(500, '')).toBe('The server encountered an error, please try again later');
    expect(loginErrorMessage(502, { msg: 'The server cannot be reached' })).toBe(
      'The server cannot be reached',
    );
    expect(loginErrorMessage(400, 'Bad Request')).toBe('Something went wrong, please try again');
  });

  it('asks for both fields before calling the server', async () => {
    const { user } = await renderPortal();
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });
});

describe('sign-in page', () => {
  it('warns while typing with Caps Lock on', async () => {
    const { user } = await renderPortal();
    const password = await screen.findByLabelText(/^Password/);
    await user.click(password);
    expect(screen.queryByText('Caps Lock is on')).not.toBeInTheDocument();
    await user.keyboard('{CapsLock}A');
    expect(screen.getByText('Caps Lock is on')).toBeInTheDocument();
    await user.keyboard('{CapsLock}a');
    expect(screen.queryByText('Caps Lock is on')).not.toBeInTheDocument();
  });

  it('shows Forgot Password only when the feature is on', async () => {
    await renderPortal();
    await screen.findByRole('button', { name: 'Log in' });
    expect(screen.queryByRole('link', { name: 'Forgot Password' })).not.toBeInTheDocument();
  });

  it('Forgot Password leads to its page when enabled', async () => {
    server.use(http.post(apiUrl('/forgot-password'), () => new HttpResponse(null, { status: 204 })));
    const { user } = await renderPortal({ config: { features: { forgotPassword: true } } });
    await user.click(await screen.findByRole('link', { name: 'Forgot Password' }));
    await user.type(await screen.findByLabelText(/Email/), 'joe@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a reset password link' }));
    expect(
      await screen.findByText(
        'A password reset email has been sent to your email. Please check your inbox (and, possibly, spam folder) and follow the instructions to reset your password.',
      ),
    ).toBeInTheDocument();
  });

  it('an admin lands on the accounts list, with the token stored', async () => {
    const { user } = await renderPortal();
    await signIn(user);
    expect(await screen.findByRole('heading', { name: 'Accounts page' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/internal/accounts');
    expect(userFromToken(localStorage.getItem('token') ?? '')?.scope).toBe('admin');
  });

  it('an account user lands on their own account', async () => {
    server.use(...sessionHandlers({ scope: 'account' }));
    const { user } = await renderPortal();
    await signIn(user);
    expect(await screen.findByRole('heading', { name: 'Account edit page' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/internal/accounts/9351f46a-678c-43f5-b8a6-d4eb58d131af/edit');
  });

  it('a signed-in user opening / goes home', async () => {
    await renderPortal({ signedInAs: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Accounts page' })).toBeInTheDocument();
  });
});

describe('forced password change', () => {
  it('goes through create-password with the Password must list, then on', async () => {
    let changed: unknown;
    server.use(
      ...sessionHandlers({
        forceChange: true,
        passwordSettings: { min_password_length: 10, require_digit: 1, require_special_character: 1 },
      }),
      http.put(apiUrl('/Users/:sid'), async ({ request, params }) => {
        changed = { sid: params.sid, body: await request.json(), auth: request.headers.get('authorization') };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = await renderPortal();
    await signIn(user, 'admin');
    expect(await screen.findByRole('heading', { name: 'Create password' })).toBeInTheDocument();

    const password = await screen.findByLabelText(/^New password/);
    const confirm = screen.getByLabelText(/^Confirm new password/);
    await user.type(password, 'short');
    await user.type(confirm, 'other');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Password must:')).toBeInTheDocument();
    expect(screen.getByText('Be at least 10 characters long')).toBeInTheDocument();
    expect(screen.getByText('Contain at least one number')).toBeInTheDocument();
    expect(screen.getByText('Contain at least one special character')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(changed).toBeUndefined();

    await user.clear(password);
    await user.type(password, 'Much-better-1');
    // The list follows what is still missing.
    expect(screen.queryByText('Password must:')).not.toBeInTheDocument();
    await user.clear(confirm);
    await user.type(confirm, 'Much-better-1');
    await user.click(screen.getByRole('button', { name: 'Save password' }));

    expect(await screen.findByRole('heading', { name: 'Accounts page' })).toBeInTheDocument();
    expect(changed).toEqual({
      sid: '00000000-0000-4000-8000-000000000001',
      body: { old_password: 'admin', new_password: 'Much-better-1' },
      auth: `Bearer ${localStorage.getItem('token')}`,
    });
  });

  it("shows the server's refusal", async () => {
    server.use(
      ...sessionHandlers({ forceChange: true }),
      http.put(apiUrl('/Users/:sid'), () =>
        HttpResponse.json({ msg: 'new password cannot be your old password' }, { status: 500 }),
      ),
    );
    const { user } = await renderPortal();
    await signIn(user, 'admin');
    await user.type(await screen.findByLabelText(/^New password/), 'Good-pass-123');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Good-pass-123');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('new password cannot be your old password')).toBeInTheDocument();
  });

  it('opened without a sign-in, it goes back to sign-in', async () => {
    await renderPortal({ route: '/create-password', signedInAs: 'admin' });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
  });
});

describe('two-factor sign-in (Switchboard’s API)', () => {
  it('asks for the code after the password; a wrong one is refused, the right one signs in', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(apiUrl('/login'), () =>
        HttpResponse.json({ two_factor_required: true, two_factor_token: 'challenge-1', user_sid: 'u1' }),
      ),
      http.post(apiUrl('/login/two-factor'), async ({ request }) => {
        const body = (await request.json()) as { two_factor_token: string; code: string };
        sent.push(body);
        if (body.code !== '123456')
          return HttpResponse.json({ msg: 'The code is not correct' }, { status: 403 });
        return HttpResponse.json({
          token: tokenFor('admin'),
          user_sid: 'u1',
          scope: 'admin',
          force_change: false,
          permissions: [],
        });
      }),
    );
    const { user } = await renderPortal();
    await signIn(user);
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    await user.type(screen.getByLabelText(/^Authentication code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not correct');
    await user.clear(screen.getByLabelText(/^Authentication code/));
    await user.type(screen.getByLabelText(/^Authentication code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(window.location.pathname).toBe('/internal/accounts'));
    expect(localStorage.getItem('token')).not.toBeNull();
    expect(sent).toEqual([
      { two_factor_token: 'challenge-1', code: '000000' },
      { two_factor_token: 'challenge-1', code: '123456' },
    ]);
  });

  it('a sign-in that took too long goes back to the password', async () => {
    server.use(
      http.post(apiUrl('/login'), () =>
        HttpResponse.json({ two_factor_required: true, two_factor_token: 'old', user_sid: 'u1' }),
      ),
      http.post(apiUrl('/login/two-factor'), () =>
        HttpResponse.json({ msg: 'The sign-in took too long: log in again' }, { status: 401 }),
      ),
    );
    const { user } = await renderPortal();
    await signIn(user);
    await user.type(await screen.findByLabelText(/^Authentication code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The sign-in took too long: log in again');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});
