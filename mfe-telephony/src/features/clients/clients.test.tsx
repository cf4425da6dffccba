// SIP clients against the API in memory: the list, the form's defaults and rules, the SIP realm rule, updates that
// send a password only when one was typed, the username taken in the account.
import { screen, waitFor, within } from '@testing-library/react';
import { setupContractApi } from '@switchboard/api/testing';
import { currentUrl, findToast, readBack } from '@switchboard/shared/testing';
import { TELEPHONY_MESSAGES as T } from '@switchboard/shared/constants';
import type { Client } from '@switchboard/shared/types';
import { ACCOUNT_SID as TEST_ACCOUNT_SID, addAccount } from '../../testing/seed';
import { renderTelephony } from '../../testing/render';

const api = setupContractApi();
const sessionAs = (...args: Parameters<typeof api.current.sessionAs>) => api.current.sessionAs(...args);
let OTHER_ACCOUNT_SID = '';
beforeEach(async () => {
  // clients register to their account's SIP realm: the default account has one, the other none
  await api.current.asAdmin('PUT', `/Accounts/${TEST_ACCOUNT_SID}`, { sip_realm: 'default.sip.example.com' });
  OTHER_ACCOUNT_SID = await addAccount(api.current, 'other account');
});

/** An admin who was last looking at the other account (the account remembered in the session). */
const lookingAtOther = () => {
  const { session } = sessionAs('admin');
  return { session: { ...session, accountSid: OTHER_ACCOUNT_SID } };
};

/** Client 'alice' of the default account: its sid. */
const alice = async () =>
  (
    await api.current.asAdmin<{ sid: string }>('POST', '/Clients', {
      account_sid: TEST_ACCOUNT_SID,
      username: 'alice',
      password: 'secret-of-alice',
      is_active: true,
      allow_direct_app_calling: true,
      allow_direct_queue_calling: true,
      allow_direct_user_calling: true,
    })
  ).sid;
/** Another client of `account`. */
const addClient = (username: string, account: string) =>
  api.current.asAdmin('POST', '/Clients', { account_sid: account, username, password: 'pw-123456' });
/** What the SBC's registrar reports: `username` of the default account registered now for `expires` seconds. */
const register = (username: string, expires: number, fields: Record<string, string>) =>
  api.current.asAdmin('POST', '/Ingest/SipRegistrations', [
    { sip_realm: 'default.sip.example.com', username, time: Date.now(), expires, ...fields },
  ]);
const clients = () => readBack(() => api.current.asAdmin<Client[]>('GET', '/Clients'));

describe('SIP clients', () => {
  it('lists the clients, says "No sip clients." without any, deletes with "Deleted sip client"', async () => {
    await alice();
    const { user } = renderTelephony('/internal/clients', { preloadedState: sessionAs('admin') });
    const row = await screen.findByRole('row', { name: /alice/ });
    expect(within(row).getByText('default account')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Delete alice' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await findToast(T.deletedSipClient)).toBeInTheDocument();
    expect(await screen.findByText(T.noClients)).toBeInTheDocument();
    expect(await clients()).toEqual([]);
  });

  it('says who is registered now: contact, user agent and expiry; the others are not registered', async () => {
    await alice();
    await addClient('bob', TEST_ACCOUNT_SID);
    await api.current.asAdmin('PUT', `/Accounts/${OTHER_ACCOUNT_SID}`, {
      sip_realm: 'other.sip.example.com',
    });
    await addClient('carol', OTHER_ACCOUNT_SID);
    await register('alice', 42 * 60 + 20, {
      contact: 'sip:alice@203.0.113.7:5062;transport=udp',
      protocol: 'udp',
      user_agent: 'Zoiper rv2.10.20.4',
    });
    renderTelephony('/internal/clients', { preloadedState: sessionAs('admin') });
    const aliceRow = await screen.findByRole('row', { name: /alice/ });
    expect(await within(aliceRow).findByText('registered')).toBeInTheDocument();
    expect(
      within(aliceRow).getByText(
        'sip:alice@203.0.113.7:5062;transport=udp · Zoiper rv2.10.20.4 · expires in 42 min',
      ),
    ).toBeInTheDocument();
    expect(
      await within(screen.getByRole('row', { name: /bob/ })).findByText('not registered'),
    ).toBeInTheDocument();
    // registered in the default account's realm only
    expect(
      await within(screen.getByRole('row', { name: /carol/ })).findByText('not registered'),
    ).toBeInTheDocument();
    // one request per account, naming its clients
    expect(
      api.current.sent('POST', `/Accounts/${TEST_ACCOUNT_SID}/RegisteredSipUsers`).map((r) => r.body),
    ).toEqual([['alice', 'bob']]);
  });

  it('the edit page says whether the client is registered now', async () => {
    const sid = await alice();
    await register('alice', 90 * 60 + 20, { contact: 'sip:alice@198.51.100.9:5060', protocol: 'tcp' });
    renderTelephony(`/internal/clients/${sid}/edit`, { preloadedState: sessionAs('admin') });
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
    const sid = await alice();
    const { user } = renderTelephony(`/internal/clients/${sid}/edit`, {
      preloadedState: sessionAs('admin'),
    });
    // the API's masked password
    const [{ password: masked }] = await clients();
    expect(masked).not.toContain('secret-of-alice');
    expect(await screen.findByText(`Current: ${masked}`)).toBeInTheDocument();
    await user.click(screen.getByLabelText('Active'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast(T.clientUpdated)).toBeInTheDocument();
    expect(api.current.sent('PUT', `/Clients/${sid}`)[0].body).toEqual({
      username: 'alice',
      is_active: false,
      allow_direct_app_calling: true,
      allow_direct_queue_calling: true,
      allow_direct_user_calling: true,
    });
    expect((await clients())[0].is_active).toBe(0);
  });

  it('the edit page’s Delete says "Client deleted successfully"', async () => {
    const sid = await alice();
    const { user } = renderTelephony(`/internal/clients/${sid}/edit`, {
      preloadedState: sessionAs('admin'),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete sip client' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await findToast(T.clientDeleted)).toBeInTheDocument();
  });

  it('a client that cannot be loaded: its error, then the list', async () => {
    const { router } = renderTelephony('/internal/clients/6f0f3c9e-1d2b-4c5a-9e8f-0a1b2c3d4e5f/edit', {
      preloadedState: sessionAs('admin'),
    });
    expect(await findToast('Not Found')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toBe('/internal/clients'));
  });

  it('a username taken in the account is marked on the field', async () => {
    await alice();
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
