// An account's page against the API in memory: adding one, and editing one — loading (secret, keys, TTS cache), the
// form's rules, saving with limits, the webhook secret, leaving with unsaved changes, deleting. API keys, call
// recording and who may do what are in AccountFormPage.keys/recording/access.test.tsx.
import { screen, waitFor, within } from '@testing-library/react';
import { apiUrl, http, HttpResponse, readBack } from '@switchboard/shared/testing';
import type { Account, Limit } from '@switchboard/shared/types';
import {
  ACCOUNT_SID as TEST_ACCOUNT_SID,
  HELLO_WORLD_SID,
  SP_SID as TEST_SP_SID,
  addAccount,
} from '../../testing/seed';
import { renderIdentity } from '../../testing/render';
import { api, editUrl, keysOf, saveButton, secretEnding, sessionAs } from './AccountFormPage.fixtures';

describe('Edit account', () => {
  it('shows the chosen device calling application before the whole list is loaded', async () => {
    await api.current.asAdmin('PUT', `/Accounts/${TEST_ACCOUNT_SID}`, {
      device_calling_application_sid: HELLO_WORLD_SID,
    });
    renderIdentity(editUrl, { preloadedState: sessionAs('admin') });
    const picker = await screen.findByRole('combobox', { name: 'Device calling application' });
    expect(await within(picker).findByRole('option', { name: 'hello world' })).toBeInTheDocument();
    expect(within(picker).getAllByRole('option')).toHaveLength(2);
    expect(
      api.current.requests.some((r) => r.path === `/Accounts/${TEST_ACCOUNT_SID}/Applications` && !r.search),
    ).toBe(false);
  });

  it('loads the account: name, masked webhook secret, API keys and TTS cache', async () => {
    await api.current.platform.ttsCache(TEST_ACCOUNT_SID, 42);
    const secret = await secretEnding();
    const [key] = await keysOf();
    const keyEnding = key.token.slice(-4);
    renderIdentity(editUrl, { preloadedState: sessionAs('admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit account' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('default account');
    expect(screen.getByText(`Webhook signing secret (hidden), ending with ${secret}`)).toBeInTheDocument();
    expect(
      await screen.findByText(`API key ending ${keyEnding} (hidden), ending with ${keyEnding}`),
    ).toBeInTheDocument();
    expect(screen.getByText('Never used')).toBeInTheDocument();
    expect(await screen.findByText('Cached items: 42')).toBeInTheDocument();
  });

  it('requires a name', async () => {
    const { user } = renderIdentity(editUrl, { preloadedState: sessionAs('admin') });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.click(await saveButton());
    expect(await screen.findByText('Account name is required')).toBeInTheDocument();
    expect(api.current.sent('PUT', `/Accounts/${TEST_ACCOUNT_SID}`)).toHaveLength(0);
  });

  it('refuses a name or SIP realm already used by another account of the service provider', async () => {
    await addAccount(api.current, 'Acme', { sip_realm: 'acme.sip.example.com' });
    const { user } = renderIdentity(editUrl, { preloadedState: sessionAs('admin') });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'acme');
    await user.type(screen.getByRole('textbox', { name: 'SIP realm' }), 'ACME.sip.example.com');
    await user.click(await saveButton());
    expect(
      await screen.findByText('The name you have entered is already in use on another one of your accounts.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The SIP Realm you have entered is already in use on another one of your accounts.'),
    ).toBeInTheDocument();
    expect(api.current.sent('PUT', `/Accounts/${TEST_ACCOUNT_SID}`)).toHaveLength(0);
  });

  it('maps the server’s duplicate SIP realm answer to the spec’s message', async () => {
    // jambonz's own answer to a duplicate realm (MySQL's text); the API in memory words it itself
    api.server.use(
      http.put(apiUrl('/Accounts/:sid'), () =>
        HttpResponse.json(
          { msg: "Duplicate entry 'x.example.com' for key 'accounts.sip_realm'" },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderIdentity(editUrl, { preloadedState: sessionAs('admin') });
    await user.type(await screen.findByRole('textbox', { name: 'SIP realm' }), 'x.example.com');
    await user.click(await saveButton());
    expect(
      await screen.findAllByText(
        'The SIP Realm you have entered is already in use on another one of your accounts.',
      ),
    ).not.toHaveLength(0);
  });

  it('saves with PUT: hooks, applications, limits (blank removes a limit), then "Account updated successfully"', async () => {
    await api.current.asAdmin('POST', `/Accounts/${TEST_ACCOUNT_SID}/Limits`, {
      category: 'voice_call_minutes',
      quantity: 100,
    });
    const { user, router } = renderIdentity(editUrl, { preloadedState: sessionAs('admin') });
    const maxMinutes = await screen.findByRole('spinbutton', { name: 'Max minutes' });
    expect(maxMinutes).toHaveValue(100);
    await user.clear(maxMinutes);
    await user.type(screen.getByRole('spinbutton', { name: 'Max calls' }), '0');
    await user.type(
      screen.getByRole('textbox', { name: 'Registration webhook URL' }),
      'https://example.com/reg',
    );
    // The account's applications are asked for when the user reaches for the picker.
    const picker = screen.getByRole('combobox', { name: 'Device calling application' });
    await user.click(picker);
    await within(picker).findByRole('option', { name: 'hello world' });
    await user.selectOptions(picker, 'hello world');
    await user.click(await saveButton());
    expect(await screen.findByText('Account updated successfully')).toBeInTheDocument();
    const [put] = api.current.sent('PUT', `/Accounts/${TEST_ACCOUNT_SID}`);
    expect(put.body).toMatchObject({
      name: 'default account',
      registration_hook: { url: 'https://example.com/reg', method: 'POST', username: null, password: null },
      queue_event_hook: null,
      device_calling_application_sid: HELLO_WORLD_SID,
      enable_debug_log: 0,
    });
    expect(api.current.sent('POST', `/Accounts/${TEST_ACCOUNT_SID}/Limits`).map((r) => r.body)).toEqual([
      { category: 'voice_call_session', quantity: 0 },
    ]);
    expect(api.current.sent('DELETE', `/Accounts/${TEST_ACCOUNT_SID}/Limits`).map((r) => r.search)).toEqual([
      '?category=voice_call_minutes',
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/internal/accounts'));
    // what the API keeps: the hook, the application, one limit
    const saved = await readBack(() => api.current.asAdmin<Account>('GET', `/Accounts/${TEST_ACCOUNT_SID}`));
    expect(saved.device_calling_application_sid).toBe(HELLO_WORLD_SID);
    const limits = await readBack(() =>
      api.current.asAdmin<Limit[]>('GET', `/Accounts/${TEST_ACCOUNT_SID}/Limits`),
    );
    expect(limits.map((l) => [l.category, l.quantity])).toEqual([['voice_call_session', 0]]);
  });

  it('refuses a limit below 0', async () => {
    const { user } = renderIdentity(editUrl, { preloadedState: sessionAs('admin') });
    await user.type(await screen.findByRole('spinbutton', { name: 'Licensed calls' }), '-3');
    await user.click(await saveButton());
    expect(await screen.findByText('Must be a whole number of at least 0')).toBeInTheDocument();
  });

  it('a ws:// webhook forces GET and disables the method', async () => {
    const { user } = renderIdentity(editUrl, { preloadedState: sessionAs('admin') });
    const url = await screen.findByRole('textbox', { name: 'Queue event webhook URL' });
    await user.type(url, 'wss://example.com/events');
    const group = url.closest('fieldset') as HTMLElement;
    const method = within(group).getByRole('combobox', { name: 'Method' });
    await waitFor(() => expect(method).toHaveValue('GET'));
    expect(method).toBeDisabled();
  });

  it('HTTP basic auth needs both username and password', async () => {
    const { user } = renderIdentity(editUrl, { preloadedState: sessionAs('admin') });
    const url = await screen.findByRole('textbox', { name: 'Registration webhook URL' });
    await user.type(url, 'https://example.com/reg');
    const group = url.closest('fieldset') as HTMLElement;
    await user.click(within(group).getByRole('checkbox', { name: 'Use HTTP basic authentication' }));
    await user.type(within(group).getByRole('textbox', { name: 'Username' }), 'bob');
    await user.click(await saveButton());
    expect(
      await within(group).findByText('Both username and password are required for HTTP basic authentication'),
    ).toBeInTheDocument();
    expect(api.current.sent('PUT', `/Accounts/${TEST_ACCOUNT_SID}`)).toHaveLength(0);
  });

  it('HTTP basic auth ticked with both fields blank is refused, not saved as no authentication', async () => {
    const { user } = renderIdentity(editUrl, { preloadedState: sessionAs('admin') });
    const url = await screen.findByRole('textbox', { name: 'Queue event webhook URL' });
    await user.type(url, 'https://example.com/queue');
    const group = url.closest('fieldset') as HTMLElement;
    await user.click(within(group).getByRole('checkbox', { name: 'Use HTTP basic authentication' }));
    await user.click(await saveButton());
    expect(
      await within(group).findAllByText(
        'Both username and password are required for HTTP basic authentication',
      ),
    ).toHaveLength(2);
    expect(within(group).getByRole('textbox', { name: 'Username' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.current.sent('PUT', `/Accounts/${TEST_ACCOUNT_SID}`)).toHaveLength(0);
    // unticked: saved without credentials
    await user.click(within(group).getByRole('checkbox', { name: 'Use HTTP basic authentication' }));
    await user.click(await saveButton());
    expect(await screen.findByText('Account updated successfully')).toBeInTheDocument();
    const [put] = api.current.sent('PUT', `/Accounts/${TEST_ACCOUNT_SID}`);
    expect((put.body as { queue_event_hook: unknown }).queue_event_hook).toMatchObject({
      url: 'https://example.com/queue',
      username: null,
      password: null,
    });
  });

  it('regenerates the webhook signing secret', async () => {
    const before = await secretEnding();
    const { user } = renderIdentity(editUrl, { preloadedState: sessionAs('admin') });
    await user.click(await screen.findByRole('button', { name: 'Generate new secret' }));
    expect(await screen.findByText('Webhook signing secret was successfully generated')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText(`Webhook signing secret (hidden), ending with ${before}`)).toBeNull(),
    );
    // the page shows the API's new secret
    const after = await readBack(secretEnding);
    expect(screen.getByText(`Webhook signing secret (hidden), ending with ${after}`)).toBeInTheDocument();
  });

  it('clears the account’s TTS cache', async () => {
    await api.current.platform.ttsCache(TEST_ACCOUNT_SID, 7);
    const { user } = renderIdentity(editUrl, { preloadedState: sessionAs('admin') });
    await screen.findByText('Cached items: 7');
    await user.click(screen.getByRole('button', { name: 'Clear TTS cache' }));
    expect(await screen.findByText('Tts Cache successfully cleaned')).toBeInTheDocument();
    expect(await screen.findByText('Cached items: 0')).toBeInTheDocument();
  });

  it('offers the debug log toggle to admins only', async () => {
    const first = renderIdentity(editUrl, { preloadedState: sessionAs('admin') });
    expect(await screen.findByRole('switch', { name: 'Enable debug log' })).toBeInTheDocument();
    first.unmount();
    renderIdentity(editUrl, { preloadedState: sessionAs('service_provider') });
    await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.queryByRole('switch', { name: 'Enable debug log' })).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = renderIdentity(editUrl, { preloadedState: sessionAs('admin') });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), ' 2');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe(editUrl);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('default account 2');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave without saving' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/internal/accounts'));
  });

  it('leaves without asking when nothing changed', async () => {
    const { user, router } = renderIdentity(editUrl, { preloadedState: sessionAs('admin') });
    await user.click(await screen.findByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/internal/accounts'));
  });

  it('deletes the account from its page once nothing remains', async () => {
    const acme = await addAccount(api.current, 'Acme');
    const { user, router } = renderIdentity(`/internal/accounts/${acme}/edit`, {
      preloadedState: sessionAs('admin'),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    expect(await screen.findByText('Deleted account Acme')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/internal/accounts'));
    const left = await readBack(() => api.current.asAdmin<Account[]>('GET', '/Accounts'));
    expect(left.map((a) => a.name)).toEqual(['default account']);
  });
});

describe('Add account', () => {
  it('creates the account, then its limits, then goes to the list: "Account created successfully"', async () => {
    const { user, router } = renderIdentity('/internal/accounts/add', {
      preloadedState: sessionAs('service_provider'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add account' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Acme');
    await user.type(screen.getByRole('textbox', { name: 'SIP realm' }), 'acme.sip.example.com');
    await user.type(screen.getByRole('spinbutton', { name: 'Max calls' }), '10');
    await user.click(await saveButton());
    expect(await screen.findByText('Account created successfully')).toBeInTheDocument();
    const [post] = api.current.sent('POST', '/Accounts');
    expect(post.body).toEqual({
      name: 'Acme',
      service_provider_sid: TEST_SP_SID,
      sip_realm: 'acme.sip.example.com',
      registration_hook: null,
      queue_event_hook: null,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/internal/accounts'));
    const created = (await readBack(() => api.current.asAdmin<Account[]>('GET', '/Accounts'))).find(
      (a) => a.name === 'Acme',
    );
    expect(created).toMatchObject({ sip_realm: 'acme.sip.example.com', service_provider_sid: TEST_SP_SID });
    expect(api.current.sent('POST', `/Accounts/${created?.account_sid}/Limits`)[0].body).toEqual({
      category: 'voice_call_session',
      quantity: 10,
    });
    const limits = await readBack(() =>
      api.current.asAdmin<Limit[]>('GET', `/Accounts/${created?.account_sid}/Limits`),
    );
    expect(limits.map((l) => [l.category, l.quantity])).toEqual([['voice_call_session', 10]]);
  });

  it('does not let account users add accounts', async () => {
    const { router } = renderIdentity('/internal/accounts/add', { preloadedState: sessionAs('account') });
    await waitFor(() => expect(router.state.location.pathname).toBe(editUrl));
  });
});
