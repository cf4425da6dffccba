import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiUrl,
  capabilitiesHandler,
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
import {
  DIAL_TIME_SID,
  HELLO_WORLD_SID,
  OTHER_ACCOUNT_SID,
  makeApplication,
  makeSpeechCredential,
} from '../../testing/fake-api';
import { renderIdentity } from '../../testing/render';
import { VOICES_WAIT_MS } from './api';

const api = setupFakeApi();

const listRequests = (accountSid = TEST_ACCOUNT_SID) =>
  api.current.requests.filter(
    (r) => r.method === 'GET' && r.path === `/Accounts/${accountSid}/Applications` && r.search,
  );

describe('Applications list', () => {
  it('asks the server for one page at a time and shows "Total: N record(s)"', async () => {
    for (let i = 0; i < 28; i += 1)
      api.current.db.applications.push(makeApplication({ name: `app ${String(i).padStart(2, '0')}` }));
    const { user } = renderIdentity('/internal/applications', { preloadedState: sessionAs('admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Applications' })).toBeInTheDocument();
    await screen.findByRole('rowheader', { name: 'app 00' });
    expect(screen.getAllByRole('rowheader')).toHaveLength(25);
    expect(screen.getByText('Total: 30 record(s)')).toBeInTheDocument();
    expect(listRequests()[0].search).toBe('?page=1&page_size=25');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('rowheader', { name: 'hello world' });
    expect(screen.getAllByRole('rowheader')).toHaveLength(5);
    expect(listRequests().at(-1)?.search).toBe('?page=2&page_size=25');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Page size' }), '50');
    await waitFor(() => expect(screen.getAllByRole('rowheader')).toHaveLength(30));
    expect(listRequests().at(-1)?.search).toBe('?page=1&page_size=50');
  });

  it('filters on the server after a 1 s pause', async () => {
    const { user } = renderIdentity('/internal/applications', { preloadedState: sessionAs('admin') });
    await screen.findByRole('rowheader', { name: 'hello world' });
    await user.type(screen.getByRole('searchbox', { name: 'Filter applications' }), 'hello');
    expect(listRequests().some((r) => r.search.includes('name='))).toBe(false);
    await waitFor(
      () => expect(screen.queryByRole('rowheader', { name: 'dial time' })).not.toBeInTheDocument(),
      {
        timeout: 3000,
      },
    );
    expect(listRequests().at(-1)?.search).toBe('?page=1&page_size=25&name=hello');
    await user.clear(screen.getByRole('searchbox', { name: 'Filter applications' }));
    await user.type(screen.getByRole('searchbox', { name: 'Filter applications' }), 'zzz{Enter}');
    expect(await screen.findByText('No applications.')).toBeInTheDocument();
  });

  it('lists the selected account’s applications; the account travels in the URL', async () => {
    api.current.db.accounts.push(testAccount({ account_sid: OTHER_ACCOUNT_SID, name: 'Acme' }));
    api.current.db.applications.push(makeApplication({ name: 'acme app', account_sid: OTHER_ACCOUNT_SID }));
    const { user, router } = renderIdentity('/internal/applications', {
      preloadedState: sessionAs('service_provider'),
    });
    // Without a selection: the first account by name.
    expect(await screen.findByRole('rowheader', { name: 'acme app' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Account' }), 'default account');
    expect(await screen.findByRole('rowheader', { name: 'hello world' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?account_sid=${TEST_ACCOUNT_SID}`);
    expect(screen.getByRole('link', { name: 'Add application' })).toHaveAttribute(
      'href',
      `/internal/applications/add?account_sid=${TEST_ACCOUNT_SID}`,
    );
  });

  it('opens on the account of a deep link', async () => {
    api.current.db.accounts.push(testAccount({ account_sid: OTHER_ACCOUNT_SID, name: 'Acme' }));
    renderIdentity(`/internal/applications?account_sid=${TEST_ACCOUNT_SID}`, {
      preloadedState: sessionAs('admin'),
    });
    expect(await screen.findByRole('rowheader', { name: 'hello world' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Account' })).toHaveValue(TEST_ACCOUNT_SID);
  });

  it('account users see their account without an account filter', async () => {
    renderIdentity('/internal/applications', { preloadedState: sessionAs('account') });
    expect(await screen.findByRole('rowheader', { name: 'hello world' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('prompts to create an account first when there is none', async () => {
    api.current.db.accounts = [];
    renderIdentity('/internal/applications', { preloadedState: sessionAs('admin') });
    expect(
      await screen.findByText('You must create an account before you can create an application.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add account' })).toHaveAttribute(
      'href',
      '/internal/accounts/add',
    );
  });

  it('deletes an unused application: "Deleted application X"', async () => {
    const { user } = renderIdentity('/internal/applications', { preloadedState: sessionAs('admin') });
    await user.click(await screen.findByRole('button', { name: 'Delete dial time' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete application' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    expect(await findToast('Deleted application dial time')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'dial time' })).not.toBeInTheDocument(),
    );
  });

  it('deleting the only application of the last page goes back a page instead of showing an empty list', async () => {
    for (let i = 0; i < 24; i += 1)
      api.current.db.applications.push(makeApplication({ name: `app ${String(i).padStart(2, '0')}` }));
    const { user } = renderIdentity('/internal/applications', { preloadedState: sessionAs('admin') });
    await screen.findByRole('rowheader', { name: 'app 00' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.click(await screen.findByRole('button', { name: 'Delete hello world' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete application' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    expect(await findToast('Deleted application hello world')).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'app 00' })).toBeInTheDocument();
    expect(screen.getByText('Total: 25 record(s)')).toBeInTheDocument();
    expect(screen.queryByText('No applications.')).not.toBeInTheDocument();
    expect(listRequests().at(-1)?.search).toBe('?page=1&page_size=25');
  });

  it('refuses while accounts or Teams tenants use the application, and says which', async () => {
    api.current.db.accounts[0].device_calling_application_sid = HELLO_WORLD_SID;
    api.current.db.teamsTenants.push({
      ms_teams_tenant_sid: newSid(),
      service_provider_sid: TEST_SP_SID,
      account_sid: TEST_ACCOUNT_SID,
      application_sid: HELLO_WORLD_SID,
      tenant_fqdn: 'tenant.example.com',
    });
    const { user } = renderIdentity('/internal/applications', { preloadedState: sessionAs('admin') });
    await user.click(await screen.findByRole('button', { name: 'Delete hello world' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      await within(dialog).findByText('Account default account uses it for device calling'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('MS Teams tenant tenant.example.com routes calls to it'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  it('shows the server’s reason when phone numbers still point at it', async () => {
    api.current.db.phoneNumbers.push({
      phone_number_sid: newSid(),
      number: '15083084809',
      voip_carrier_sid: null,
      account_sid: TEST_ACCOUNT_SID,
      application_sid: DIAL_TIME_SID,
      service_provider_sid: TEST_SP_SID,
    });
    const { user } = renderIdentity('/internal/applications', { preloadedState: sessionAs('admin') });
    await user.click(await screen.findByRole('button', { name: 'Delete dial time' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    expect(
      await within(dialog).findByText('cannot delete application with phone numbers'),
    ).toBeInTheDocument();
  });

  it('view-only users get no add or delete actions', async () => {
    renderIdentity('/internal/applications', {
      preloadedState: sessionAs('account', { is_view_only: true }),
    });
    await screen.findByRole('rowheader', { name: 'hello world' });
    expect(screen.queryByRole('link', { name: 'Add application' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });
});

describe('Add an application', () => {
  const addUrl = `/internal/applications/add?account_sid=${TEST_ACCOUNT_SID}`;

  async function fillBasics(user: ReturnType<typeof renderIdentity>['user'], name = 'my app') {
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), name);
    await user.type(screen.getByRole('textbox', { name: 'Calling webhook URL' }), 'https://example.com/call');
    await user.type(
      screen.getByRole('textbox', { name: 'Call status webhook URL' }),
      'https://example.com/status',
    );
  }

  it('requires a name and both webhook URLs', async () => {
    const { user } = renderIdentity(addUrl, { preloadedState: sessionAs('admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add an application' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Application name is required')).toBeInTheDocument();
    expect(screen.getAllByText('URL is required')).toHaveLength(2);
    expect(api.current.sent('POST', '/Applications')).toHaveLength(0);
  });

  it('creates it with the default speech choices: "Application created successfully"', async () => {
    const { user, router } = renderIdentity(addUrl, { preloadedState: sessionAs('admin') });
    await fillBasics(user);
    expect(await screen.findByRole('option', { name: 'Standard-C (Female)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('Application created successfully')).toBeInTheDocument();
    expect(api.current.sent('POST', '/Applications')[0].body).toMatchObject({
      name: 'my app',
      account_sid: TEST_ACCOUNT_SID,
      call_hook: { url: 'https://example.com/call', method: 'POST', username: null, password: null },
      call_status_hook: { url: 'https://example.com/status', method: 'POST', username: null, password: null },
      speech_synthesis_vendor: 'google',
      speech_synthesis_language: 'en-US',
      speech_synthesis_voice: 'en-US-Standard-C',
      speech_recognizer_vendor: 'google',
      speech_recognizer_language: 'en-US',
      use_for_fallback_speech: 0,
      record_all_calls: 0,
      env_vars: null,
    });
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        `/internal/applications?account_sid=${TEST_ACCOUNT_SID}`,
      ),
    );
  });

  it('refuses a name already used in the account (any case)', async () => {
    const { user } = renderIdentity(addUrl, { preloadedState: sessionAs('admin') });
    await fillBasics(user, 'Hello World');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'The name you have entered is already in use on another one of your applications.',
      ),
    ).toBeInTheDocument();
    expect(api.current.sent('POST', '/Applications')).toHaveLength(0);
  });

  it('a websocket call URL forces GET and copies itself to an empty status URL', async () => {
    const { user } = renderIdentity(addUrl, { preloadedState: sessionAs('admin') });
    const call = await screen.findByRole('textbox', { name: 'Calling webhook URL' });
    await user.type(call, 'wss://example.com/ws');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Call status webhook URL' })).toHaveValue(
        'wss://example.com/ws',
      ),
    );
    const methods = screen.getAllByRole('combobox', { name: 'Method' });
    expect(methods[0]).toHaveValue('GET');
    expect(methods[0]).toBeDisabled();
    expect(methods[1]).toBeDisabled();
  });

  it('does not overwrite an http status URL', async () => {
    const { user } = renderIdentity(addUrl, { preloadedState: sessionAs('admin') });
    await user.type(
      await screen.findByRole('textbox', { name: 'Call status webhook URL' }),
      'https://example.com/status',
    );
    await user.type(screen.getByRole('textbox', { name: 'Calling webhook URL' }), 'ws://example.com/ws');
    expect(screen.getByRole('textbox', { name: 'Call status webhook URL' })).toHaveValue(
      'https://example.com/status',
    );
  });

  it('HTTP basic auth on a webhook needs both username and password', async () => {
    const { user } = renderIdentity(addUrl, { preloadedState: sessionAs('admin') });
    await fillBasics(user);
    const group = screen
      .getByRole('textbox', { name: 'Calling webhook URL' })
      .closest('fieldset') as HTMLElement;
    await user.click(within(group).getByRole('checkbox', { name: 'Use HTTP basic authentication' }));
    await user.type(within(group).getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await within(group).findByText('Both username and password are required for HTTP basic authentication'),
    ).toBeInTheDocument();
  });

  it('an unreachable call webhook is an answer: its reason shown, no failed request (app-env-lookup)', async () => {
    const url = 'https://down.example.com/call';
    api.current.db.appEnvProblems[url] = 'could not reach down.example.com:443';
    const { user } = renderIdentity(addUrl, { preloadedState: sessionAs('admin') });
    await user.type(await screen.findByRole('textbox', { name: 'Calling webhook URL' }), url);
    expect(
      await screen.findByText(
        'The environment variables could not be looked up: could not reach down.example.com:443',
      ),
    ).toBeInTheDocument();
    expect(api.current.requests.filter((r) => r.path.startsWith('/AppEnv')).map((r) => r.path)).toEqual([
      '/AppEnv/lookup',
    ]);
  });

  it('on a jambonz API the lookup is the contract’s GET /AppEnv, its 400 the reason', async () => {
    const url = 'https://down.example.com/call';
    api.current.db.appEnvProblems[url] = 'could not reach down.example.com:443';
    api.server.use(capabilitiesHandler(null));
    const { user } = renderIdentity(addUrl, { preloadedState: sessionAs('admin') });
    await user.type(await screen.findByRole('textbox', { name: 'Calling webhook URL' }), url);
    expect(
      await screen.findByText(
        'The environment variables could not be looked up: could not reach down.example.com:443',
      ),
    ).toBeInTheDocument();
    expect(api.current.requests.filter((r) => r.path.startsWith('/AppEnv')).map((r) => r.path)).toEqual([
      '/AppEnv',
    ]);
  });

  it('builds environment variables from the schema the call webhook returns', async () => {
    api.current.db.carriers.push({
      voip_carrier_sid: newSid(),
      name: 'Twilio',
      service_provider_sid: TEST_SP_SID,
    } as never);
    const url = 'https://example.com/call?x=1&y=2';
    api.current.db.appEnv[url] = {
      API_KEY: { type: 'string', description: 'Your API key', required: true, obscure: true },
      MAX_TURNS: { type: 'number', description: 'Turns before hanging up', default: 3 },
      GREETING: { type: 'boolean', description: 'Say hello first', default: true },
      CARRIER: { type: 'string', description: 'Outbound carrier', jambonzResource: 'carriers' },
      MODE: { type: 'string', description: 'Mode', enum: ['fast', 'careful'], default: 'fast' },
    };
    const { user } = renderIdentity(addUrl, { preloadedState: sessionAs('admin') });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'agent');
    await user.type(screen.getByRole('textbox', { name: 'Calling webhook URL' }), url);
    await user.type(
      screen.getByRole('textbox', { name: 'Call status webhook URL' }),
      'https://example.com/status',
    );
    expect(await screen.findByRole('group', { name: 'Environment variables' })).toBeInTheDocument();
    // Looked up with the URL encoded (the old portal cut it at '&').
    expect(
      api.current.requests.find((r) => r.path === '/AppEnv/lookup' && r.search.includes('y%3D2')),
    ).toBeDefined();
    expect(screen.getByRole('spinbutton', { name: 'MAX_TURNS' })).toHaveValue(3);
    expect(screen.getByRole('checkbox', { name: 'GREETING' })).toBeChecked();
    expect(screen.getByText('Your API key')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('API_KEY is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('API_KEY'), 'k-123');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'CARRIER' }), 'Twilio');
    await user.click(screen.getByRole('checkbox', { name: 'GREETING' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('Application created successfully')).toBeInTheDocument();
    expect(api.current.sent('POST', '/Applications')[0].body).toMatchObject({
      env_vars: { API_KEY: 'k-123', MAX_TURNS: 3, GREETING: false, CARRIER: 'Twilio', MODE: 'fast' },
    });
  });

  it('offers the vendors the account has credentials for, with their languages and voices', async () => {
    api.current.db.speechCredentials.push(
      makeSpeechCredential({ vendor: 'aws', account_sid: TEST_ACCOUNT_SID, use_for_stt: 0 }),
    );
    const { user } = renderIdentity(addUrl, { preloadedState: sessionAs('admin') });
    await fillBasics(user);
    const synthesis = screen.getByRole('group', { name: 'Speech synthesis' });
    const vendor = within(synthesis).getByRole('combobox', { name: 'Vendor' });
    await waitFor(() =>
      expect(
        within(vendor)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['AWS', 'Google']),
    );
    const recognition = screen.getByRole('group', { name: 'Speech recognition' });
    expect(
      within(within(recognition).getByRole('combobox', { name: 'Vendor' })).getAllByRole('option'),
    ).toHaveLength(1);
    await user.selectOptions(vendor, 'AWS');
    await waitFor(() =>
      expect(within(synthesis).getByRole('combobox', { name: 'Language' })).toHaveValue('en-GB'),
    );
    await waitFor(() =>
      expect(within(synthesis).getByRole('combobox', { name: 'Voice' })).toHaveValue('Amy'),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('Application created successfully')).toBeInTheDocument();
    expect(api.current.sent('POST', '/Applications')[0].body).toMatchObject({
      speech_synthesis_vendor: 'aws',
      speech_synthesis_language: 'en-GB',
      speech_synthesis_voice: 'Amy',
    });
  });

  it('a vendor whose voices cannot be listed (jambonz asks Deepgram itself): says so, no Google voice kept', async () => {
    api.current.db.speechCredentials.push(
      makeSpeechCredential({ vendor: 'deepgram', account_sid: TEST_ACCOUNT_SID }),
    );
    api.server.use(
      http.get(
        apiUrl('/ServiceProviders/:sid/SpeechCredentials/speech/supportedLanguagesAndVoices'),
        ({ request }) =>
          new URL(request.url).searchParams.get('vendor') === 'deepgram'
            ? HttpResponse.json({ msg: 'getaddrinfo EAI_AGAIN api.deepgram.com' }, { status: 422 })
            : HttpResponse.json(api.current.db.languages.google),
      ),
    );
    const { user } = renderIdentity(addUrl, { preloadedState: sessionAs('admin') });
    await fillBasics(user);
    const synthesis = screen.getByRole('group', { name: 'Speech synthesis' });
    await waitFor(() =>
      expect(within(synthesis).getByRole('combobox', { name: 'Voice' })).toHaveValue('en-US-Standard-C'),
    );
    await user.selectOptions(within(synthesis).getByRole('combobox', { name: 'Vendor' }), 'Deepgram');
    const language = await within(synthesis).findByRole('textbox', { name: /Language/ });
    expect(language).toHaveValue('');
    expect(language).toHaveAccessibleDescription(
      'The languages and voices of Deepgram could not be loaded (The server refused the request): type the language as Deepgram names it, e.g. en-US.',
    );
    const voice = within(synthesis).getByRole('textbox', { name: 'Voice' });
    expect(voice).toHaveValue('');
    expect(within(synthesis).queryByRole('option', { name: /Standard-C/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(synthesis).findByText('Language is required')).toBeInTheDocument();
    expect(api.current.sent('POST', '/Applications')).toEqual([]);
    await user.type(language, 'en-US');
    await user.type(voice, 'aura-asteria-en');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('Application created successfully')).toBeInTheDocument();
    expect(api.current.sent('POST', '/Applications')[0].body).toMatchObject({
      speech_synthesis_vendor: 'deepgram',
      speech_synthesis_language: 'en-US',
      speech_synthesis_voice: 'aura-asteria-en',
    });
  });

  it('a vendor list the API keeps waiting for (it is asking the vendor): after 15 s, said and typed instead', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      api.current.db.speechCredentials.push(
        makeSpeechCredential({ vendor: 'microsoft', account_sid: TEST_ACCOUNT_SID }),
      );
      api.server.use(
        http.get(
          apiUrl('/ServiceProviders/:sid/SpeechCredentials/speech/supportedLanguagesAndVoices'),
          ({ request }) =>
            new URL(request.url).searchParams.get('vendor') === 'microsoft'
              ? new Promise<Response>(() => {})
              : HttpResponse.json(api.current.db.languages.google),
        ),
      );
      renderIdentity(addUrl, { preloadedState: sessionAs('admin') });
      await fillBasics(userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const synthesis = screen.getByRole('group', { name: 'Speech synthesis' });
      await user.selectOptions(within(synthesis).getByRole('combobox', { name: 'Vendor' }), 'Microsoft');
      act(() => jest.advanceTimersByTime(VOICES_WAIT_MS));
      const language = await within(synthesis).findByRole('textbox', { name: /Language/ });
      expect(language).toHaveAccessibleDescription(
        'The languages and voices of Microsoft could not be loaded (no answer within 15 seconds): type the language as Microsoft names it, e.g. en-US.',
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('takes the first label when every credential of the vendor carries one', async () => {
    api.current.db.speechCredentials = [makeSpeechCredential({ label: 'primary' })];
    const { user } = renderIdentity(addUrl, { preloadedState: sessionAs('admin') });
    await fillBasics(user);
    const synthesis = screen.getByRole('group', { name: 'Speech synthesis' });
    const recognition = screen.getByRole('group', { name: 'Speech recognition' });
    await waitFor(() =>
      expect(within(synthesis).getByRole('combobox', { name: 'Label' })).toHaveValue('primary'),
    );
    expect(within(recognition).getByRole('combobox', { name: 'Label' })).toHaveValue('primary');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('Application created successfully')).toBeInTheDocument();
    expect(api.current.sent('POST', '/Applications')[0].body).toMatchObject({
      speech_synthesis_label: 'primary',
      speech_recognizer_label: 'primary',
    });
  });

  it('the fallback speech needs its vendors when switched on', async () => {
    const { user } = renderIdentity(addUrl, { preloadedState: sessionAs('admin') });
    await fillBasics(user);
    await user.click(screen.getByRole('switch', { name: 'Use for fallback speech' }));
    expect(screen.getByRole('group', { name: 'Fallback speech synthesis' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fallback speech synthesis vendor is required')).toBeInTheDocument();
    expect(screen.getByText('Fallback speech recognizer vendor is required')).toBeInTheDocument();
    const fallback = screen.getByRole('group', { name: 'Fallback speech synthesis' });
    await user.selectOptions(within(fallback).getByRole('combobox', { name: 'Vendor' }), 'Google');
    const fallbackStt = screen.getByRole('group', { name: 'Fallback speech recognition' });
    await user.selectOptions(within(fallbackStt).getByRole('combobox', { name: 'Vendor' }), 'Google');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('Application created successfully')).toBeInTheDocument();
    expect(api.current.sent('POST', '/Applications')[0].body).toMatchObject({
      use_for_fallback_speech: 1,
      fallback_speech_synthesis_vendor: 'google',
      fallback_speech_synthesis_language: 'en-US',
      fallback_speech_synthesis_voice: 'en-US-Standard-C',
      fallback_speech_recognizer_vendor: 'google',
    });
  });
});

describe('Edit application', () => {
  const editUrl = `/internal/applications/${HELLO_WORLD_SID}/edit`;

  it('updates the same webhook rows: "Application updated successfully"', async () => {
    const saved = api.current.db.applications.find((a) => a.application_sid === HELLO_WORLD_SID)!;
    const { user } = renderIdentity(editUrl, { preloadedState: sessionAs('account') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit application' })).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('hello world');
    await user.clear(name);
    await user.type(name, 'hello again');
    await user.click(screen.getByRole('checkbox', { name: 'Record all calls' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('Application updated successfully')).toBeInTheDocument();
    const [put] = api.current.sent('PUT', `/Applications/${HELLO_WORLD_SID}`);
    expect(put.body).toMatchObject({
      name: 'hello again',
      record_all_calls: 1,
      call_hook: { webhook_sid: saved.call_hook?.webhook_sid, url: 'https://example.com/call' },
      call_status_hook: { webhook_sid: saved.call_status_hook?.webhook_sid },
    });
    expect(put.body).not.toHaveProperty('env_vars');
  });

  it('keeps a saved label whose credential is gone, and leaves without asking when nothing changed', async () => {
    const saved = api.current.db.applications.find((a) => a.application_sid === HELLO_WORLD_SID)!;
    saved.speech_synthesis_label = 'retired';
    api.current.db.speechCredentials = [makeSpeechCredential({ label: 'primary' })];
    const { user, router } = renderIdentity(editUrl, { preloadedState: sessionAs('admin') });
    const synthesis = await screen.findByRole('group', { name: 'Speech synthesis' });
    const label = await within(synthesis).findByRole('combobox', { name: 'Label' });
    expect(label).toHaveValue('retired');
    const recognition = screen.getByRole('group', { name: 'Speech recognition' });
    await waitFor(() =>
      expect(within(recognition).getByRole('combobox', { name: 'Label' })).toHaveValue('primary'),
    );
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/internal/applications'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeping its own name is not a clash', async () => {
    const { user } = renderIdentity(editUrl, { preloadedState: sessionAs('admin') });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await findToast('Application updated successfully')).toBeInTheDocument();
  });

  it('blocks with "You do not have access to this resource" when the application is not the user’s', async () => {
    renderIdentity(`/internal/applications/${newSid()}/edit`, { preloadedState: sessionAs('account') });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this resource' }),
    ).toBeInTheDocument();
  });

  it('also when the server refuses', async () => {
    api.server.use(
      http.get(apiUrl('/Applications/:sid'), () =>
        HttpResponse.json({ msg: 'insufficient permissions' }, { status: 403 }),
      ),
    );
    renderIdentity(editUrl, { preloadedState: sessionAs('service_provider') });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this resource' }),
    ).toBeInTheDocument();
  });

  it('view-only users see it read-only', async () => {
    renderIdentity(editUrl, { preloadedState: sessionAs('account', { is_view_only: true }) });
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete application' })).not.toBeInTheDocument();
  });

  it('deletes it from its page', async () => {
    const { user, router } = renderIdentity(`/internal/applications/${DIAL_TIME_SID}/edit`, {
      preloadedState: sessionAs('admin'),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete application' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    expect(await findToast('Deleted application dial time')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/internal/applications'));
  });
});
