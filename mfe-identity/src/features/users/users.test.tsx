import { screen, waitFor, within } from '@testing-library/react';
import {
  apiUrl,
  capabilitiesHandler,
  http,
  HttpResponse,
  TEST_ACCOUNT_SID,
  TEST_SP_SID,
  findToast,
  newSid,
  sessionAs,
} from '@switchboard/shared/testing';
import { setupFakeApi } from '../../testing/setup';
import { ADMIN_USER_SID, makeUser } from '../../testing/fake-api';
import { renderIdentity } from '../../testing/render';

const api = setupFakeApi();

function seedUsers() {
  const db = api.current.db;
  db.users.push(
    makeUser({ name: 'spuser', email: 'sp@example.com', service_provider_sid: TEST_SP_SID }),
    makeUser({
      name: 'acctuser',
      email: 'acct@example.com',
      service_provider_sid: TEST_SP_SID,
      account_sid: TEST_ACCOUNT_SID,
    }),
    makeUser({ name: 'elsewhere', email: 'else@example.com', service_provider_sid: newSid() }),
  );
}

const rowNames = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('Users list', () => {
  it('shows User Name and Scope of the admins and the current provider’s users', async () => {
    seedUsers();
    renderIdentity('/internal/users', { preloadedState: sessionAs('admin', { user_sid: ADMIN_USER_SID }) });
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['User Name', 'Scope', 'Actions']);
    expect(rowNames()).toEqual(['acctuser', 'admin', 'spuser']);
    expect(within(table).getByText('Account (default account)')).toBeInTheDocument();
    expect(within(table).getByText('Service provider')).toBeInTheDocument();
    // Nobody deletes themselves from the list.
    expect(within(table).queryByRole('button', { name: 'Delete admin' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add user' })).toHaveAttribute('href', '/internal/users/add');
  });

  it('filters by text, scope and account', async () => {
    seedUsers();
    const { user } = renderIdentity('/internal/users', { preloadedState: sessionAs('admin') });
    await screen.findByRole('rowheader', { name: 'spuser' });
    const scope = screen.getByRole('combobox', { name: 'Scope' });
    expect(
      within(scope)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All scopes', 'Admin', 'Service provider', 'Account']);
    await user.selectOptions(scope, 'Service provider');
    expect(rowNames()).toEqual(['spuser']);
    await user.selectOptions(scope, 'All scopes');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Account' }), 'default account');
    expect(rowNames()).toEqual(['acctuser']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Account' }), 'All accounts');
    await user.type(screen.getByRole('searchbox', { name: 'Filter users' }), 'sp@{Enter}');
    await waitFor(() => expect(rowNames()).toEqual(['spuser']));
    await user.type(screen.getByRole('searchbox', { name: 'Filter users' }), 'nobody{Enter}');
    expect(await screen.findByText('No users.')).toBeInTheDocument();
  });

  it('has no account filter for account users', async () => {
    renderIdentity('/internal/users', { preloadedState: sessionAs('account') });
    await screen.findByRole('table', { name: 'Users' });
    expect(screen.queryByRole('combobox', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('deletes a user after confirmation: "Deleted user X"', async () => {
    seedUsers();
    const { user } = renderIdentity('/internal/users', { preloadedState: sessionAs('admin') });
    await user.click(await screen.findByRole('button', { name: 'Delete spuser' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete user' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Deleted user spuser')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'spuser' })).not.toBeInTheDocument());
  });

  it('is not available in the hosted variant', async () => {
    renderIdentity('/internal/users', {
      preloadedState: sessionAs('admin'),
      config: { features: { hosted: true } },
    });
    expect(await screen.findByRole('heading', { name: 'You do not have access.' })).toBeInTheDocument();
  });
});

describe('Add user', () => {
  it('creates an account user with a temporary password: "User created successfully"', async () => {
    const { user, router } = renderIdentity('/internal/users/add', { preloadedState: sessionAs('admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add user' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'User name' }), 'alice');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'alice@example.com');
    await user.type(screen.getByLabelText('Temporary password'), 'Secret12');
    expect(screen.getByRole('radio', { name: 'Account' })).toBeChecked();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Account' }), 'default account');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('User created successfully')).toBeInTheDocument();
    expect(api.current.sent('POST', '/Users')[0].body).toEqual({
      name: 'alice',
      email: 'alice@example.com',
      initial_password: 'Secret12',
      force_change: true,
      is_active: true,
      is_view_only: false,
      service_provider_sid: TEST_SP_SID,
      account_sid: TEST_ACCOUNT_SID,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/internal/users'));
  });

  it('requires name, email and a temporary password that meets the policy', async () => {
    api.current.db.passwordSettings = {
      min_password_length: 10,
      require_digit: 1,
      require_special_character: 1,
    };
    const { user } = renderIdentity('/internal/users/add', { preloadedState: sessionAs('admin') });
    await screen.findByRole('heading', { level: 1, name: 'Add user' });
    expect(
      screen.getByText(
        'Password must: Be at least 10 characters long; Contain at least one number; Contain at least one special character',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Temporary password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Temporary password'), 'short1!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid password.')).toBeInTheDocument();
    expect(api.current.sent('POST', '/Users')).toHaveLength(0);
  });

  it('limits the scopes to the creator’s own: service-provider users cannot create admins', async () => {
    const first = renderIdentity('/internal/users/add', { preloadedState: sessionAs('admin') });
    expect((await screen.findAllByRole('radio')).map((r) => r.getAttribute('value'))).toEqual([
      'admin',
      'service_provider',
      'account',
    ]);
    first.unmount();
    const second = renderIdentity('/internal/users/add', { preloadedState: sessionAs('service_provider') });
    expect((await screen.findAllByRole('radio')).map((r) => r.getAttribute('value'))).toEqual([
      'service_provider',
      'account',
    ]);
    second.unmount();
    renderIdentity('/internal/users/add', { preloadedState: sessionAs('account') });
    expect((await screen.findAllByRole('radio')).map((r) => r.getAttribute('value'))).toEqual(['account']);
  });

  it('an admin creating an admin sends neither sid', async () => {
    const { user } = renderIdentity('/internal/users/add', { preloadedState: sessionAs('admin') });
    await user.type(await screen.findByRole('textbox', { name: 'User name' }), 'root2');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'root2@example.com');
    await user.type(screen.getByLabelText('Temporary password'), 'Secret12');
    await user.click(screen.getByRole('radio', { name: 'Admin' }));
    expect(screen.queryByRole('combobox', { name: 'Service provider' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('User created successfully')).toBeInTheDocument();
    expect(api.current.sent('POST', '/Users')[0].body).toMatchObject({
      service_provider_sid: null,
      account_sid: null,
    });
  });

  it('account scope needs an account: "Cannot create an account. Service Provider has no accounts."', async () => {
    api.current.db.accounts = [];
    const { user } = renderIdentity('/internal/users/add', { preloadedState: sessionAs('service_provider') });
    expect(
      await screen.findByText('Cannot create an account. Service Provider has no accounts.'),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'User name' }), 'bob');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'bob@example.com');
    await user.type(screen.getByLabelText('Temporary password'), 'Secret12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-busy'),
    );
    expect(api.current.sent('POST', '/Users')).toHaveLength(0);
  });

  it('shows the server’s refusal (duplicate name or email)', async () => {
    const { user } = renderIdentity('/internal/users/add', { preloadedState: sessionAs('admin') });
    await user.type(await screen.findByRole('textbox', { name: 'User name' }), 'admin');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'x@example.com');
    await user.type(screen.getByLabelText('Temporary password'), 'Secret12');
    await user.click(screen.getByRole('radio', { name: 'Admin' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('invalid username or email')).toBeInTheDocument();
  });
});

describe('Edit user', () => {
  it('updates flags without touching the scope: "User updated successfully"', async () => {
    seedUsers();
    const target = api.current.db.users.find((u) => u.name === 'acctuser')!;
    const { user, router } = renderIdentity(`/internal/users/${target.user_sid}/edit`, {
      preloadedState: sessionAs('admin'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit user' })).toBeInTheDocument();
    expect(screen.getByText('Account')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'View only' }));
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('User updated successfully')).toBeInTheDocument();
    expect(api.current.sent('PUT', `/Users/${target.user_sid}`)[0].body).toEqual({
      force_change: false,
      is_active: false,
      is_view_only: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/internal/users'));
  });

  it('an admin or service-provider user can be edited (no null sids are sent)', async () => {
    seedUsers();
    const target = api.current.db.users.find((u) => u.name === 'spuser')!;
    const { user } = renderIdentity(`/internal/users/${target.user_sid}/edit`, {
      preloadedState: sessionAs('admin'),
    });
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('User updated successfully')).toBeInTheDocument();
    const [put] = api.current.sent('PUT', `/Users/${target.user_sid}`);
    expect(put.body).toMatchObject({ email: 'new@example.com' });
    expect(put.body).not.toHaveProperty('service_provider_sid');
    expect(put.body).not.toHaveProperty('account_sid');
  });

  it('deletes the user from its page', async () => {
    seedUsers();
    const target = api.current.db.users.find((u) => u.name === 'spuser')!;
    const { user, router } = renderIdentity(`/internal/users/${target.user_sid}/edit`, {
      preloadedState: sessionAs('admin'),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete user' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Deleted user spuser')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/internal/users'));
  });

  it('says "You do not have access." when the server refuses', async () => {
    api.server.use(
      http.get(apiUrl('/Users/:sid'), () =>
        HttpResponse.json({ msg: 'insufficient permissions' }, { status: 403 }),
      ),
    );
    renderIdentity(`/internal/users/${newSid()}/edit`, { preloadedState: sessionAs('account') });
    expect(await screen.findByRole('heading', { name: 'You do not have access.' })).toBeInTheDocument();
  });

  it('view-only users see the form read-only', async () => {
    seedUsers();
    const target = api.current.db.users.find((u) => u.name === 'spuser')!;
    renderIdentity(`/internal/users/${target.user_sid}/edit`, {
      preloadedState: sessionAs('admin', { is_view_only: true }),
    });
    expect(await screen.findByRole('textbox', { name: 'User name' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete user' })).not.toBeInTheDocument();
  });
});

describe('Editing oneself (from the badge)', () => {
  it('changes name and e-mail, and the password separately, keeping view-only', async () => {
    const me = makeUser({
      name: 'viewer',
      email: 'v@example.com',
      service_provider_sid: TEST_SP_SID,
      account_sid: TEST_ACCOUNT_SID,
      is_view_only: true,
    });
    api.current.db.users.push(me);
    const { user } = renderIdentity(`/internal/users/${me.user_sid}/edit`, {
      preloadedState: sessionAs('account', { user_sid: me.user_sid, is_view_only: false }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your user' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Active' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Current password'), 'OldPass12');
    await user.type(screen.getByLabelText('New password'), 'NewPass12');
    await user.type(screen.getByLabelText('Confirm new password'), 'NewPass13');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'NewPass12');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await findToast('Password changed successfully')).toBeInTheDocument();
    expect(api.current.sent('PUT', `/Users/${me.user_sid}`)[0].body).toEqual({
      old_password: 'OldPass12',
      new_password: 'NewPass12',
      is_view_only: true,
    });
  });

  it('is allowed in the hosted variant', async () => {
    api.current.db.users.push(
      makeUser({ user_sid: '00000000-0000-4000-8000-000000000003', name: 'acctuser' }),
    );
    renderIdentity('/internal/users/00000000-0000-4000-8000-000000000003/edit', {
      preloadedState: sessionAs('account'),
      config: { features: { hosted: true } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your user' })).toBeInTheDocument();
  });
});

describe('Sign out everywhere (own page)', () => {
  it('ends every session of the user where the API announces it', async () => {
    const me = makeUser({ name: 'spuser', email: 'sp@example.com', service_provider_sid: TEST_SP_SID });
    api.current.db.users.push(me);
    api.server.use(http.post(apiUrl('/logout/everywhere'), () => new HttpResponse(null, { status: 204 })));
    const { user, store } = renderIdentity(`/internal/users/${me.user_sid}/edit`, {
      preloadedState: sessionAs('service_provider', { user_sid: me.user_sid }),
    });
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(api.current.sent('POST', '/logout/everywhere')).toHaveLength(1);
  });

  it('is not offered on a jambonz API', async () => {
    const me = makeUser({ name: 'spuser', email: 'sp@example.com', service_provider_sid: TEST_SP_SID });
    api.current.db.users.push(me);
    api.server.use(capabilitiesHandler(null));
    renderIdentity(`/internal/users/${me.user_sid}/edit`, {
      preloadedState: sessionAs('service_provider', { user_sid: me.user_sid }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your user' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Change password' });
    expect(screen.queryByRole('button', { name: 'Sign out everywhere' })).not.toBeInTheDocument();
  });
});

describe('Two-factor sign-in (own page)', () => {
  it('sets it up: QR code and key, a code to confirm, ten recovery codes shown once', async () => {
    const me = makeUser({ name: 'spuser', email: 'sp@example.com', service_provider_sid: TEST_SP_SID });
    api.current.db.users.push(me);
    let enabled = false;
    api.server.use(
      http.get(apiUrl('/Users/me/TwoFactor'), () =>
        HttpResponse.json({ enabled, required: false, recovery_codes_left: enabled ? 10 : 0 }),
      ),
      http.post(apiUrl('/Users/me/TwoFactor'), () =>
        HttpResponse.json({
          secret: 'JBSWY3DPEHPK3PXP',
          otpauth_url: 'otpauth://totp/Switchboard:spuser?secret=JBSWY3DPEHPK3PXP',
          qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
        }),
      ),
      http.post(apiUrl('/Users/me/TwoFactor/confirm'), async ({ request }) => {
        const { code } = (await request.json()) as { code: string };
        if (code !== '123456') return HttpResponse.json({ msg: 'The code is not correct' }, { status: 400 });
        enabled = true;
        return HttpResponse.json({
          recovery_codes: Array.from({ length: 10 }, (_, i) => `aaaa${i}-bbbbb`),
        });
      }),
    );
    const { user } = renderIdentity(`/internal/users/${me.user_sid}/edit`, {
      preloadedState: sessionAs('service_provider', { user_sid: me.user_sid }),
    });
    expect(await screen.findByText(/Two-factor sign-in is off/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Secret key')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    await user.type(screen.getByLabelText(/^Code from the app/), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('The code is not correct')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Code from the app/));
    await user.type(screen.getByLabelText(/^Code from the app/), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText(/Two-factor sign-in is on. 10 recovery codes left./)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('an admin resets another user’s second factor', async () => {
    const other = makeUser({ name: 'acctuser', email: 'a@example.com', service_provider_sid: TEST_SP_SID });
    api.current.db.users.push(other);
    let reset = 0;
    api.server.use(
      http.delete(apiUrl(`/Users/${other.user_sid}/TwoFactor`), () => {
        reset += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderIdentity(`/internal/users/${other.user_sid}/edit`, {
      preloadedState: sessionAs('admin', { user_sid: ADMIN_USER_SID }),
    });
    await user.click(await screen.findByRole('button', { name: 'Reset two-factor sign-in' }));
    expect(await findToast('Two-factor sign-in of acctuser was reset')).toBeInTheDocument();
    expect(reset).toBe(1);
  });
});
