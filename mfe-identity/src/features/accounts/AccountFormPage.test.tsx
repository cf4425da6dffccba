import { screen, waitFor, within } from '@testing-library/react';
import {
  apiUrl,
  http,
  HttpResponse,
  TEST_ACCOUNT_SID,
  TEST_SP_SID,
  testAccount,
  findToast,
  newSid,
  sessionAs,
} from '@switchboard/shared/testing';
import { setupFakeApi } from '../../testing/setup';
import { OTHER_ACCOUNT_SID } from '../../testing/fake-api';
import { renderIdentity } from '../../testing/render';

const api = setupFakeApi();
const editUrl = `/internal/accounts/${TEST_ACCOUNT_SID}/edit`;

async function saveButton() {
  return screen.findByRole('button', { name: 'Save' });
}

describe('Edit account', () => {
  it('shows the chosen device calling application before the whole list is loaded', async () => {
    api.current.db.accounts[0].device_calling_application_sid = '7087fe50-8acb-4f3b-b820-97b573723aab';
    renderIdentity(editUrl, { preloadedState: sessionAs('admin') });
    const picker = await screen.findByRole('combobox', { name: 'Device calling application' });
    expect(await within(picker).findByRole('option', { name: 'hello world' })).toBeInTheDocument();
    expect(within(picker).getAllByRole('option')).toHaveLength(2);
    expect(
      api.current.requests.some((r) => r.path === `/Accounts/${TEST_ACCOUNT_SID}/Applications` && !r.search),
    ).toBe(false);
  });

  it('loads the account: name, masked webhook secret, API keys and TTS cache', async () => {
    api.current.db.accountTtsCacheSize[TEST_ACCOUNT_SID] = 42;
    renderIdentity(editUrl, { preloadedState: sessionAs('admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit account' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('default account');
    expect(screen.getByText('Webhook signing secret (hidden), ending with 6Mtk')).toBeInTheDocument();
    expect(await screen.findByText('API key ending 7c2a (hidden), ending with 7c2a')).toBeInTheDocument();
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
    api.current.db.accounts.push(
      testAccount({ account_sid: OTHER_ACCOUNT_SID, name: 'Acme', sip_realm: 'acme.sip.example.com' }),
    );
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
    api.current.db.accountLimits.push({
      account_limits_sid: newSid(),
      account_sid: TEST_ACCOUNT_SID,
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
      device_calling_application_sid: '7087fe50-8acb-4f3b-b820-97b573723aab',
      enable_debug_log: 0,
    });
    expect(api.current.sent('POST', `/Accounts/${TEST_ACCOUNT_SID}/Limits`).map((r) => r.body)).toEqual([
      { category: 'voice_call_session', quantity: 0 },
    ]);
    expect(api.current.sent('DELETE', `/Accounts/${TEST_ACCOUNT_SID}/Limits`).map((r) => r.search)).toEqual([
      '?category=voice_call_minutes',
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/internal/accounts'));
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
    const { user } = renderIdentity(editUrl, { preloadedState: sessionAs('admin') });
    await user.click(await screen.findByRole('button', { name: 'Generate new secret' }));
    expect(await screen.findByText('Webhook signing secret was successfully generated')).toBeInTheDocument();
    expect(
      await screen.findByText(/Webhook signing secret \(hidden\), ending with egen/),
    ).toBeInTheDocument();
  });

  it('clears the account’s TTS cache', async () => {
    api.current.db.accountTtsCacheSize[TEST_ACCOUNT_SID] = 7;
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
    api.current.db.applications = [];
    api.current.db.apiKeys = [];
    const { user, router } = renderIdentity(editUrl, { preloadedState: sessionAs('admin') });
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    expect(await screen.findByText('Deleted account default account')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/internal/accounts'));
  });
});

describe('Account API keys', () => {
  it('creates a key (shown once) and deletes one after confirmation', async () => {
    const { user } = renderIdentity(editUrl, { preloadedState: sessionAs('admin') });
    await user.click(await screen.findByRole('button', { name: 'Add API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'API key created' });
    const token = within(dialog).getByTestId('new-api-key').textContent ?? '';
    expect(token).toMatch(/tok1$/);
    expect(await findToast('API key created')).toBeInTheDocument();
    expect(api.current.sent('POST', '/ApiKeys')[0].body).toEqual({ account_sid: TEST_ACCOUNT_SID });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('API key ending tok1 (hidden), ending with tok1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete API key ending 7c2a' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete API key' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('API key deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/ending with 7c2a/)).not.toBeInTheDocument());
  });

  it('shows last use as Today, Yesterday or N days ago and reveals a token on demand', async () => {
    const day = 86_400_000;
    const keys = api.current.db.apiKeys;
    keys[0].last_used = new Date().toISOString();
    keys.push(
      {
        ...keys[0],
        api_key_sid: newSid(),
        token: 'aaaa-yesterday-1111',
        last_used: new Date(Date.now() - day).toISOString(),
      },
      {
        ...keys[0],
        api_key_sid: newSid(),
        token: 'bbbb-older-2222',
        last_used: new Date(Date.now() - 5 * day).toISOString(),
      },
    );
    const { user } = renderIdentity(editUrl, { preloadedState: sessionAs('admin') });
    expect(await screen.findByText('Today')).toBeInTheDocument();
    expect(screen.getByText('Yesterday')).toBeInTheDocument();
    expect(screen.getByText('5 days ago')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reveal API key ending 2222' }));
    expect(screen.getByText('bbbb-older-2222')).toBeInTheDocument();
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
    const created = api.current.db.accounts.find((a) => a.name === 'Acme');
    expect(api.current.sent('POST', `/Accounts/${created?.account_sid}/Limits`)[0].body).toEqual({
      category: 'voice_call_session',
      quantity: 10,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/internal/accounts'));
  });

  it('does not let account users add accounts', async () => {
    const { router } = renderIdentity('/internal/accounts/add', { preloadedState: sessionAs('account') });
    await waitFor(() => expect(router.state.location.pathname).toBe(editUrl));
  });
});

describe('Call recording', () => {
  async function enableRecording(user: ReturnType<typeof renderIdentity>['user']) {
    await user.click(await screen.findByRole('switch', { name: 'Enable call recording' }));
  }

  it('validates the bucket: name, AWS keys, and tag keys and values', async () => {
    const { user } = renderIdentity(editUrl, { preloadedState: sessionAs('admin') });
    await enableRecording(user);
    expect(screen.getByRole('textbox', { name: 'Region' })).toHaveValue('us-east-1');
    expect(screen.getByRole('radio', { name: 'mp3' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    await user.click(await saveButton());
    expect(await screen.findByText('Bucket name is required')).toBeInTheDocument();
    expect(screen.getByText('Access key ID is required')).toBeInTheDocument();
    expect(screen.getByText('Secret access key is required')).toBeInTheDocument();
    expect(screen.getByText('Tag key is required')).toBeInTheDocument();
    expect(screen.getByText('Tag value is required')).toBeInTheDocument();
    expect(api.current.sent('PUT', `/Accounts/${TEST_ACCOUNT_SID}`)).toHaveLength(0);
  });

  it('a Google key must be JSON with private_key and client_email', async () => {
    const { user } = renderIdentity(editUrl, { preloadedState: sessionAs('admin') });
    await enableRecording(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bucket vendor' }), 'Google');
    await user.type(screen.getByRole('textbox', { name: 'Bucket name' }), 'recordings');
    const file = new File(['{"client_email": "x@y.z"}'], 'key.json', { type: 'application/json' });
    await user.upload(screen.getByLabelText('Service key file'), file);
    expect(await screen.findByText('Invalid service key file, could not parse as JSON.')).toBeInTheDocument();
    const good = new File(
      [
        JSON.stringify({
          client_email: 'rec@proj.iam.gserviceaccount.com',
          private_key: '-----BEGIN PRIVATE KEY-----',
        }),
      ],
      'good.json',
      { type: 'application/json' },
    );
    await user.upload(screen.getByLabelText('Service key file'), good);
    expect(await screen.findByText('Service account: rec@proj.iam.gserviceaccount.com')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByText('Invalid service key file, could not parse as JSON.'),
      ).not.toBeInTheDocument(),
    );
  });

  it('tests the bucket: the server’s reason on failure, "Bucket Credential is valid." on success', async () => {
    const { user } = renderIdentity(editUrl, { preloadedState: sessionAs('admin') });
    await enableRecording(user);
    await user.type(screen.getByRole('textbox', { name: 'Bucket name' }), 'recordings');
    await user.type(screen.getByRole('textbox', { name: 'Access key ID' }), 'AKIAEXAMPLE');
    await user.type(screen.getByLabelText('Secret access key'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Test' }));
    expect(await screen.findByText('getaddrinfo ENOTFOUND s3.us-east-1.amazonaws.com')).toBeInTheDocument();
    expect(api.current.sent('POST', `/Accounts/${TEST_ACCOUNT_SID}/BucketCredentialTest`)[0].body).toEqual({
      vendor: 'aws_s3',
      name: 'recordings',
      region: 'us-east-1',
      access_key_id: 'AKIAEXAMPLE',
      secret_access_key: 'secret',
    });
    api.server.use(
      http.post(apiUrl('/Accounts/:sid/BucketCredentialTest'), () => HttpResponse.json({ status: 'ok' })),
    );
    await user.click(screen.getByRole('button', { name: 'Test' }));
    expect(await screen.findByText('Bucket Credential is valid.')).toBeInTheDocument();
  });

  it('saves the bucket with the account, and turning recording off saves record_all_calls 0 and vendor none', async () => {
    const { user } = renderIdentity(editUrl, { preloadedState: sessionAs('service_provider') });
    await enableRecording(user);
    await user.click(screen.getByRole('checkbox', { name: 'Record all calls' }));
    await user.click(screen.getByRole('radio', { name: 'wav' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bucket vendor' }), 'Azure');
    await user.type(screen.getByRole('textbox', { name: 'Bucket name' }), 'recordings');
    await user.type(
      screen.getByLabelText('Connection string'),
      'DefaultEndpointsProtocol=https;AccountName=x',
    );
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    await user.type(screen.getByRole('textbox', { name: 'Tag 1 key' }), 'team');
    await user.type(screen.getByRole('textbox', { name: 'Tag 1 value' }), 'voice');
    await user.click(await saveButton());
    expect(await screen.findByText('Account updated successfully')).toBeInTheDocument();
    expect(api.current.sent('PUT', `/Accounts/${TEST_ACCOUNT_SID}`)[0].body).toMatchObject({
      record_all_calls: 1,
      record_format: 'wav',
      bucket_credential: {
        vendor: 'azure',
        name: 'recordings',
        connection_string: 'DefaultEndpointsProtocol=https;AccountName=x',
        tags: [{ Key: 'team', Value: 'voice' }],
      },
    });
  });

  it('turning recording off saves record_all_calls 0 and vendor none', async () => {
    Object.assign(api.current.db.accounts[0], {
      record_all_calls: 1,
      bucket_credential: {
        vendor: 'aws_s3',
        name: 'rec',
        region: 'eu-west-1',
        access_key_id: 'AKIA',
        secret_access_key: 'secretXXXX',
      },
    });
    const { user } = renderIdentity(editUrl, { preloadedState: sessionAs('admin') });
    const toggle = await screen.findByRole('switch', { name: 'Enable call recording' });
    expect(toggle).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Region' })).toHaveValue('eu-west-1');
    await user.click(toggle);
    await user.click(await saveButton());
    expect(await screen.findByText('Account updated successfully')).toBeInTheDocument();
    expect(api.current.sent('PUT', `/Accounts/${TEST_ACCOUNT_SID}`)[0].body).toMatchObject({
      record_all_calls: 0,
      bucket_credential: { vendor: 'none' },
    });
  });

  it('is hidden when the recording feature is off', async () => {
    renderIdentity(editUrl, {
      preloadedState: sessionAs('admin'),
      config: { features: { recording: false } },
    });
    await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.queryByRole('switch', { name: 'Enable call recording' })).not.toBeInTheDocument();
  });
});

describe('Account access', () => {
  it('an account user edits their own account (no SIP realm change, limits read-only, no delete)', async () => {
    const { user } = renderIdentity(editUrl, { preloadedState: sessionAs('account') });
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('default account');
    expect(screen.queryByRole('textbox', { name: 'SIP realm' })).not.toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Max calls' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Delete account' })).not.toBeInTheDocument();
    await user.click(await saveButton());
    expect(await screen.findByText('Account updated successfully')).toBeInTheDocument();
    const [put] = api.current.sent('PUT', `/Accounts/${TEST_ACCOUNT_SID}`);
    expect(put.body).not.toHaveProperty('sip_realm');
    expect(api.current.sent('POST', `/Accounts/${TEST_ACCOUNT_SID}/Limits`)).toHaveLength(0);
  });

  it('an account user cannot open another account', async () => {
    renderIdentity(`/internal/accounts/${OTHER_ACCOUNT_SID}/edit`, { preloadedState: sessionAs('account') });
    expect(
      await screen.findByRole('heading', {
        name: 'You do not have permissions to make changes to this Account',
      }),
    ).toBeInTheDocument();
  });

  it('a service-provider user refused by the server sees the same message', async () => {
    api.server.use(
      http.get(apiUrl('/Accounts/:sid'), () =>
        HttpResponse.json({ msg: 'insufficient permissions' }, { status: 403 }),
      ),
    );
    renderIdentity(`/internal/accounts/${OTHER_ACCOUNT_SID}/edit`, {
      preloadedState: sessionAs('service_provider'),
    });
    expect(
      await screen.findByRole('heading', {
        name: 'You do not have permissions to make changes to this Account',
      }),
    ).toBeInTheDocument();
  });

  it('a view-only user sees the form read-only with no save, delete or key actions', async () => {
    renderIdentity(editUrl, { preloadedState: sessionAs('service_provider', { is_view_only: true }) });
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add API key' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate new secret' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Registration webhook URL' })).toHaveAttribute('readonly');
  });
});
