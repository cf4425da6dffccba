import { screen, waitFor, within } from '@testing-library/react';
import { OTHER_ACCOUNT_SID } from '../../testing/fake-api';
import { TEST_ACCOUNT_SID, currentUrl, findToast, sessionAs } from '@switchboard/shared/testing';
import { TELEPHONY_MESSAGES as T } from '@switchboard/shared/constants';
import { renderTelephony } from '../../testing/render';
import { setupFakeApi } from '../../testing/setup';

const api = setupFakeApi();

/** An admin who was last looking at the other account (the account remembered in the session). */
const lookingAtOther = () => {
  const { session } = sessionAs('admin');
  return { session: { ...session, accountSid: OTHER_ACCOUNT_SID } };
};

const client = (overrides: Record<string, unknown> = {}) => ({
  client_sid: 'client-1',
  account_sid: TEST_ACCOUNT_SID,
  username: 'alice',
  password: 'sXXXXXXXX',
  is_active: 1 as const,
  allow_direct_app_calling: 1 as const,
  allow_direct_queue_calling: 1 as const,
  allow_direct_user_calling: 1 as const,
  ...overrides,
});

describe('SIP clients', () => {
  it('lists the clients, says "No sip clients." without any, deletes with "Deleted sip client"', async () => {
    api.current.db.clients.push(client());
    const { user } = renderTelephony('/internal/clients', { preloadedState: sessionAs('admin') });
    const row = await screen.findByRole('row', { name: /alice/ });
    expect(within(row).getByText('default account')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Delete alice' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await findToast(T.deletedSipClient)).toBeInTheDocument();
    expect(await screen.findByText(T.noClients)).toBeInTheDocument();
  });

  it('says who is registered now: contact, user agent and expiry; the others are not registered', async () => {
    api.current.db.clients.push(
      client(),
      client({ client_sid: 'client-2', username: 'bob' }),
      client({ client_sid: 'client-3', username: 'carol', account_sid: OTHER_ACCOUNT_SID }),
    );
    api.current.db.registered.push({
      account_sid: TEST_ACCOUNT_SID,
      name: 'alice',
      contact: 'sip:alice@203.0.113.7:5062;transport=udp',
      protocol: 'udp',
      expiryTime: Date.now() + 42 * 60_000 + 20_000,
      user_agent: 'Zoiper rv2.10.20.4',
    });
    renderTelephony('/internal/clients', { preloadedState: sessionAs('admin') });
    const alice = await screen.findByRole('row', { name: /alice/ });
    expect(await within(alice).findByText('registered')).toBeInTheDocument();
    expect(
      within(alice).getByText(
        'sip:alice@203.0.113.7:5062;transport=udp · Zoiper rv2.10.20.4 · expires in 42 min',
      ),
    ).toBeInTheDocument();
    expect(
      await within(screen.getByRole('row', { name: /bob/ })).findByText('not registered'),
    ).toBeInTheDocument();
    // the other account has no SIP realm: nobody can be registered there
    expect(
      await within(screen.getByRole('row', { name: /carol/ })).findByText('not registered'),
    ).toBeInTheDocument();
    // one request per account, naming its clients
    expect(
      api.current.sent('POST', `/Accounts/${TEST_ACCOUNT_SID}/RegisteredSipUsers`).map((r) => r.body),
    ).toEqual([['alice', 'bob']]);
  });

  it('the edit page says whether the client is registered now', async () => {
    api.current.db.clients.push(client());
    api.current.db.registered.push({
      account_sid: TEST_ACCOUNT_SID,
      name: 'alice',
      contact: 'sip:alice@198.51.100.9:5060',
      protocol: 'tcp',
      expiryTime: Date.now() + 90 * 60_000 + 20_000,
    });
    renderTelephony('/internal/clients/client-1/edit', { preloadedState: sessionAs('admin') });
    expect(
      await screen.findByText('sip:alice@198.51.100.9:5060 · expires in 1 h 30 min'),
    ).toBeInTheDocument();
    expect(screen.getByText('registered')).toBeInTheDocument();
  });

  it('a new client is active with the three flags on; username and password are required', async () => {
    const { user, router } = renderTelephony('/internal/clients/add', { preloadedState: sessionAs('admin') });
    for (const label of [
      'Active',
      'Allow direct calls to applications',
      'Allow direct calls to queues',
      'Allow direct calls to users',
    ])
      expect(await screen.findByLabelText(label)).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(T.clientUsernameRequired)).toBeInTheDocument();
    expect(screen.getByText(T.clientPasswordRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), ' bob ');
    const password = screen.getByLabelText('Password', { selector: 'input' });
    await user.type(password, 'secret123');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByLabelText('Allow direct calls to users'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast(T.clientCreated)).toBeInTheDocument();
    expect(api.current.sent('POST', '/Clients')[0].body).toEqual({
      account_sid: TEST_ACCOUNT_SID,
      username: 'bob',
      password: 'secret123',
      is_active: true,
      allow_direct_app_calling: true,
      allow_direct_queue_calling: true,
      allow_direct_user_calling: false,
    });
    await waitFor(() => expect(currentUrl(router)).toBe('/internal/clients'));
  });

  it('saved for another account than the one remembered: the list opens on its account, showing it', async () => {
    const { user, router } = renderTelephony('/internal/clients/add', { preloadedState: lookingAtOther() });
    await user.selectOptions(await screen.findByLabelText('Account'), 'default account');
    await user.type(screen.getByLabelText('Username'), 'carol');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast(T.clientCreated)).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toBe('/internal/clients'));
    expect(await screen.findByRole('row', { name: /carol/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Account')).toHaveValue(TEST_ACCOUNT_SID);
  });

  it('an account without a SIP realm: the message, the prompt and Save disabled', async () => {
    const { user } = renderTelephony(`/internal/clients/add?account_sid=${OTHER_ACCOUNT_SID}`, {
      preloadedState: sessionAs('admin'),
    });
    expect(await screen.findByText(T.sipRealmNotSet)).toBeInTheDocument();
    expect(screen.getByText(T.sipRealmPrompt)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set the SIP realm' })).toHaveAttribute(
      'href',
      `/internal/accounts/${OTHER_ACCOUNT_SID}/edit`,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Account' }), 'default account');
    expect(screen.queryByText(T.sipRealmNotSet)).toBeNull();
    expect(screen.getByText('@default.sip.example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('an update sends the password only when a new one was typed', async () => {
    api.current.db.clients.push(client());
    const { user } = renderTelephony('/internal/clients/client-1/edit', {
      preloadedState: sessionAs('admin'),
    });
    expect(await screen.findByText('Current: sXXXXXXXX')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Active'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast(T.clientUpdated)).toBeInTheDocument();
    expect(api.current.sent('PUT', '/Clients/client-1')[0].body).toEqual({
      username: 'alice',
      is_active: false,
      allow_direct_app_calling: true,
      allow_direct_queue_calling: true,
      allow_direct_user_calling: true,
    });
  });

  it('the edit page’s Delete says "Client deleted successfully"', async () => {
    api.current.db.clients.push(client());
    const { user } = renderTelephony('/internal/clients/client-1/edit', {
      preloadedState: sessionAs('admin'),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete sip client' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await findToast(T.clientDeleted)).toBeInTheDocument();
  });

  it('a client that cannot be loaded: its error, then the list', async () => {
    const { router } = renderTelephony('/internal/clients/nope/edit', { preloadedState: sessionAs('admin') });
    expect(await findToast('Not Found')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toBe('/internal/clients'));
  });

  it('a username taken in the account is marked on the field', async () => {
    api.current.db.clients.push(client());
    const { user } = renderTelephony('/internal/clients/add', { preloadedState: sessionAs('admin') });
    await user.type(await screen.findByLabelText('Username'), 'alice');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'pw');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // On the field (the toast may say it too)
    await waitFor(() =>
      expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(T.clientUsernameTaken),
    );
  });
});
