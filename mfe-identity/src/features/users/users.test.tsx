// Users against the API in memory. A fresh database here holds the admin and the test users: 'spuser' and
// 'spviewer' of the default service provider, 'acctuser' and 'acctviewer' of its default account.
import { screen, waitFor, within } from '@testing-library/react';
import { Secret, TOTP } from 'otpauth';
import { USER_PASSWORD, setupContractApi } from '@switchboard/api/testing';
import { capabilitiesHandler, findToast, readBack } from '@switchboard/shared/testing';
import type { UserListItem } from '@switchboard/shared/types';
import {
  ACCOUNT_SID as TEST_ACCOUNT_SID,
  SP_SID as TEST_SP_SID,
  addServiceProvider,
  addUser,
} from '../../testing/seed';
import { renderIdentity } from '../../testing/render';

const api = setupContractApi();
const sessionAs = (...args: Parameters<typeof api.current.sessionAs>) => api.current.sessionAs(...args);
const users = () => readBack(() => api.current.asAdmin<UserListItem[]>('GET', '/Users'));
/** The sid of a user of this database, by name. */
const sidOf = async (name: string) =>
  (await api.current.asAdmin<UserListItem[]>('GET', '/Users')).find((u) => u.name === name)!.user_sid;
/** The user a test user's session is (from its token). */
const userOf = (scope: Parameters<typeof sessionAs>[0], options?: Parameters<typeof sessionAs>[1]) =>
  sessionAs(scope, options).session.user!.user_sid!;

/** A user of another service provider, whom no one here should see. */
async function seedUsers() {
  const elsewhere = await addServiceProvider(api.current, 'another provider');
  await addUser(api.current, 'elsewhere', { service_provider_sid: elsewhere });
}

const rowNames = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('Users list', () => {
  it('shows User Name and Scope of the admins and the current provider’s users', async () => {
    await seedUsers();
    renderIdentity('/internal/users', { preloadedState: sessionAs('admin') });
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['User Name', 'Scope', 'Actions']);
    expect(rowNames()).toEqual(['acctuser', 'acctviewer', 'admin', 'spuser', 'spviewer']);
    expect(within(table).getAllByText('Account (default account)')).toHaveLength(2);
    expect(within(table).getAllByText('Service provider')).toHaveLength(2);
    // Nobody deletes themselves from the list.
    expect(within(table).queryByRole('button', { name: 'Delete admin' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add user' })).toHaveAttribute('href', '/internal/users/add');
  });

  it('filters by text, scope and account', async () => {
    await seedUsers();
    const { user } = renderIdentity('/internal/users', { preloadedState: sessionAs('admin') });
    await screen.findByRole('rowheader', { name: 'spuser' });
    const scope = screen.getByRole('combobox', { name: 'Scope' });
    expect(
      within(scope)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All scopes', 'Admin', 'Service provider', 'Account']);
    await user.selectOptions(scope, 'Service provider');
    expect(rowNames()).toEqual(['spuser', 'spviewer']);
    await user.selectOptions(scope, 'All scopes');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Account' }), 'default account');
    expect(rowNames()).toEqual(['acctuser', 'acctviewer']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Account' }), 'All accounts');
    await user.type(screen.getByRole('searchbox', { name: 'Filter users' }), 'spuser@{Enter}');
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
    const { user } = renderIdentity('/internal/users', { preloadedState: sessionAs('admin') });
    await user.click(await screen.findByRole('button', { name: 'Delete spuser' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete user' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Deleted user spuser')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'spuser' })).not.toBeInTheDocument());
    expect((await users()).map((u) => u.name)).not.toContain('spuser');
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
    expect((await users()).find((u) => u.name === 'alice')).toMatchObject({
      scope: 'account',
      account_sid: TEST_ACCOUNT_SID,
    });
  });

  it('requires name, email and a temporary password that meets the policy', async () => {
    await api.current.asAdmin('POST', '/PasswordSettings', {
      min_password_length: 10,
      require_digit: 1,
      require_special_character: 1,
    });
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
    // an admin working in a service provider that has no account yet
    const empty = await addServiceProvider(api.current, 'new provider');
    const { user } = renderIdentity('/internal/users/add', {
      preloadedState: sessionAs('admin', { serviceProviderSid: empty }),
    });
    await user.click(await screen.findByRole('radio', { name: 'Account' }));
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
    const target = { user_sid: await sidOf('acctuser') };
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
    expect((await users()).find((u) => u.name === 'acctuser')).toMatchObject({ is_active: 0 });
  });

  it('an admin or service-provider user can be edited (no null sids are sent)', async () => {
    const target = { user_sid: await sidOf('spuser') };
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
    const target = { user_sid: await sidOf('spuser') };
    const { user, router } = renderIdentity(`/internal/users/${target.user_sid}/edit`, {
      preloadedState: sessionAs('admin'),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete user' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Deleted user spuser')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/internal/users'));
  });

  it('says "You do not have access." when the server refuses', async () => {
    // an account user opening the admin: the API refuses
    renderIdentity(`/internal/users/${userOf('admin')}/edit`, { preloadedState: sessionAs('account') });
    expect(await screen.findByRole('heading', { name: 'You do not have access.' })).toBeInTheDocument();
  });

  it('view-only users see the form read-only', async () => {
    const target = { user_sid: await sidOf('spuser') };
    renderIdentity(`/internal/users/${target.user_sid}/edit`, {
      preloadedState: sessionAs('service_provider', { isViewOnly: true }),
    });
    expect(await screen.findByRole('textbox', { name: 'User name' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete user' })).not.toBeInTheDocument();
  });
});

describe('Editing oneself (from the badge)', () => {
  it('changes name and e-mail, and the password separately, keeping view-only', async () => {
    // the account's view-only user
    const me = { user_sid: userOf('account', { isViewOnly: true }) };
    const { user } = renderIdentity(`/internal/users/${me.user_sid}/edit`, {
      preloadedState: sessionAs('account', { isViewOnly: true }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your user' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Active' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Current password'), USER_PASSWORD);
    await user.type(screen.getByLabelText('New password'), 'NewPass12');
    await user.type(screen.getByLabelText('Confirm new password'), 'NewPass13');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'NewPass12');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await findToast('Password changed successfully')).toBeInTheDocument();
    expect(api.current.sent('PUT', `/Users/${me.user_sid}`)[0].body).toEqual({
      old_password: USER_PASSWORD,
      new_password: 'NewPass12',
      is_view_only: true,
    });
    // the new password signs in
    await readBack(() => api.current.signIn('acctviewer', 'NewPass12'));
  });

  it('is allowed in the hosted variant', async () => {
    renderIdentity(`/internal/users/${userOf('account')}/edit`, {
      preloadedState: sessionAs('account'),
      config: { features: { hosted: true } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your user' })).toBeInTheDocument();
  });
});

describe('Sign out everywhere (own page)', () => {
  it('ends every session of the user where the API announces it', async () => {
    const me = { user_sid: userOf('service_provider') };
    const { user, store } = renderIdentity(`/internal/users/${me.user_sid}/edit`, {
      preloadedState: sessionAs('service_provider'),
    });
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(api.current.sent('POST', '/logout/everywhere')).toHaveLength(1);
    // the token the user had no longer works, once the API has handled the logout (the page signs out at once,
    // without waiting for the answer, so the API is polled). Not inside readBack: a waitFor inside act turns the
    // act environment off while the signed-out page still renders, and React reports that.
    await waitFor(() =>
      expect(api.current.call('GET', '/Users/me', api.current.tokenOf('spuser'))).rejects.toThrow(/401/),
    );
  });

  it('is not offered on a jambonz API', async () => {
    const me = { user_sid: userOf('service_provider') };
    // a jambonz API: no capabilities document
    api.server.use(capabilitiesHandler(null));
    renderIdentity(`/internal/users/${me.user_sid}/edit`, {
      preloadedState: sessionAs('service_provider'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your user' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Change password' });
    expect(screen.queryByRole('button', { name: 'Sign out everywhere' })).not.toBeInTheDocument();
  });
});

describe('Two-factor sign-in (own page)', () => {
  it('sets it up: QR code and key, a code to confirm, ten recovery codes shown once', async () => {
    const me = { user_sid: userOf('service_provider') };
    const { user } = renderIdentity(`/internal/users/${me.user_sid}/edit`, {
      preloadedState: sessionAs('service_provider'),
    });
    expect(await screen.findByText(/Two-factor sign-in is off/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
    // the authenticator app: the API's secret, the code of this moment
    const secret = screen.getByLabelText('Secret key').textContent!.replace(/\s/g, '');
    const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
    await user.type(screen.getByLabelText(/^Code from the app/), code === '000000' ? '111111' : '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('The code is not correct')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Code from the app/));
    await user.type(screen.getByLabelText(/^Code from the app/), code);
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText(/Two-factor sign-in is on. 10 recovery codes left./)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('an admin resets another user’s second factor', async () => {
    const other = { user_sid: userOf('account') };
    const { user } = renderIdentity(`/internal/users/${other.user_sid}/edit`, {
      preloadedState: sessionAs('admin'),
    });
    await user.click(await screen.findByRole('button', { name: 'Reset two-factor sign-in' }));
    expect(await findToast('Two-factor sign-in of acctuser was reset')).toBeInTheDocument();
    expect(api.current.sent('DELETE', `/Users/${other.user_sid}/TwoFactor`)).toHaveLength(1);
  });
});
