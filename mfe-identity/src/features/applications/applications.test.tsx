// Applications against the API in memory (a fresh install's default account has 'hello world' and 'dial time'):
// the list paged and filtered by the API, what blocks a delete, the form with its webhooks, environment variables
// looked up by the API at the webhook, and the speech vendors, languages and voices the API lists.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupContractApi } from '@switchboard/api/testing';
import {
  apiUrl,
  capabilitiesHandler,
  http as mock,
  HttpResponse,
  findToast,
  readBack,
} from '@switchboard/shared/testing';
import type { Application, SupportedLanguagesAndVoices } from '@switchboard/shared/types';
import {
  ACCOUNT_SID as TEST_ACCOUNT_SID,
  DIAL_TIME_SID,
  HELLO_WORLD_SID,
  SP_SID as TEST_SP_SID,
  addAccount,
  addApplication,
  addCarrier,
  addNumber,
  addServiceProvider,
  addSpeechCredential,
  addTenant,
} from '../../testing/seed';
import { renderIdentity } from '../../testing/render';
import { VOICES_WAIT_MS } from './api';

const api = setupContractApi();
const sessionAs = (...args: Parameters<typeof api.current.sessionAs>) => api.current.sessionAs(...args);
const SP = `/ServiceProviders/${TEST_SP_SID}`;
/** A service key file as Google issues one. */
const SERVICE_KEY = JSON.stringify({
  type: 'service_account',
  private_key: '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----\n',
  client_email: 'tts@demo.iam.gserviceaccount.com',
});
/** The service provider's Google credential (TTS and STT): its sid. */
const google = (fields: Record<string, unknown> = {}) =>
  addSpeechCredential(api.current, { vendor: 'google', service_key: SERVICE_KEY, ...fields });
/** The languages and voices the API lists for a vendor. */
const catalogue = (vendor: string) =>
  api.current.asAdmin<SupportedLanguagesAndVoices>(
    'GET',
    `${SP}/SpeechCredentials/speech/supportedLanguagesAndVoices?vendor=${vendor}`,
  );
const applications = () =>
  readBack(() => api.current.asAdmin<Application[]>('GET', `/Accounts/${TEST_ACCOUNT_SID}/Applications`));

const listRequests = (accountSid = TEST_ACCOUNT_SID) =>
  api.current.requests.filter(
    (r) => r.method === 'GET' && r.path === `/Accounts/${accountSid}/Applications` && r.search,
  );

describe('Applications list', () => {
  it('asks the server for one page at a time and shows "Total: N record(s)"', async () => {
    for (let i = 0; i < 28; i += 1) await addApplication(api.current, `app ${String(i).padStart(2, '0')}`);
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
    const acme = await addAccount(api.current, 'Acme');
    await addApplication(api.current, 'acme app', { account_sid: acme });
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
    await addAccount(api.current, 'Acme');
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
    const empty = await addServiceProvider(api.current, 'new provider');
    renderIdentity('/internal/applications', {
      preloadedState: sessionAs('admin', { serviceProviderSid: empty }),
    });
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
    expect((await applications()).map((a) => a.name)).toEqual(['hello world']);
  });

  it('deleting the only application of the last page goes back a page instead of showing an empty list', async () => {
    for (let i = 0; i < 24; i += 1) await addApplication(api.current, `app ${String(i).padStart(2, '0')}`);
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
    await api.current.asAdmin('PUT', `/Accounts/${TEST_ACCOUNT_SID}`, {
      device_calling_application_sid: HELLO_WORLD_SID,
    });
    await addTenant(api.current, 'tenant.example.com', { application_sid: HELLO_WORLD_SID });
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
    await addNumber(api.current, '15083084809', await addCarrier(api.current, 'a trunk'), {
      application_sid: DIAL_TIME_SID,
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
      preloadedState: sessionAs('account', { isViewOnly: true }),
    });
    await screen.findByRole('rowheader', { name: 'hello world' });
    expect(screen.queryByRole('link', { name: 'Add application' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });
});

describe('Add an application', () => {
  const addUrl = `/internal/applications/add?account_sid=${TEST_ACCOUNT_SID}`;
  /** the service provider's Google credential, which the form offers by default */
  let googleSid = '';
  beforeEach(async () => {
    googleSid = await google();
  });

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
    expect((await applications()).find((a) => a.name === 'my app')).toMatchObject({
      speech_synthesis_voice: 'en-US-Standard-C',
      call_hook: expect.objectContaining({ url: 'https://example.com/call' }),
    });
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
    // a host that does not resolve: the API tries it for real
    const url = 'https://down.example.invalid/call';
    const { user } = renderIdentity(addUrl, { preloadedState: sessionAs('admin') });
    await user.type(await screen.findByRole('textbox', { name: 'Calling webhook URL' }), url);
    expect(
      await screen.findByText(/^The environment variables could not be looked up: .*down\.example\.invalid/),
    ).toBeInTheDocument();
    expect(api.current.requests.filter((r) => r.path.startsWith('/AppEnv')).map((r) => r.path)).toEqual([
      '/AppEnv/lookup',
    ]);
  });

  it('on a jambonz API the lookup is the contract’s GET /AppEnv, its 400 the reason', async () => {
    const url = 'https://down.example.invalid/call';
    // a jambonz API: no capabilities document (the API's own GET /AppEnv answers)
    api.server.use(capabilitiesHandler(null));
    const { user } = renderIdentity(addUrl, { preloadedState: sessionAs('admin') });
    await user.type(await screen.findByRole('textbox', { name: 'Calling webhook URL' }), url);
    expect(
      await screen.findByText(/^The environment variables could not be looked up: .*down\.example\.invalid/),
    ).toBeInTheDocument();
    expect(api.current.requests.filter((r) => r.path.startsWith('/AppEnv')).map((r) => r.path)).toEqual([
      '/AppEnv',
    ]);
  });

  it('builds environment variables from the schema the call webhook returns', async () => {
    await addCarrier(api.current, 'Twilio');
    // the application's server, which publishes its variables' schema in answer to OPTIONS on its call hook
    const schema = {
      API_KEY: { type: 'string', description: 'Your API key', required: true, obscure: true },
      MAX_TURNS: { type: 'number', description: 'Turns before hanging up', default: 3 },
      GREETING: { type: 'boolean', description: 'Say hello first', default: true },
      CARRIER: { type: 'string', description: 'Outbound carrier', jambonzResource: 'carriers' },
      MODE: { type: 'string', description: 'Mode', enum: ['fast', 'careful'], default: 'fast' },
    };
    const asked: string[] = [];
    const appServer = http.createServer((req, res) => {
      asked.push(`${req.method} ${req.url}`);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(schema));
    });
    await new Promise<void>((resolve) => appServer.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}/call?x=1&y=2`;
    try {
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
      // the fields come once the lookup of the whole URL answered
      expect(await screen.findByRole('spinbutton', { name: 'MAX_TURNS' })).toHaveValue(3);
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
      // the whole URL reached the application's server
      expect(asked).toContain('OPTIONS /call?x=1&y=2');
    } finally {
      appServer.closeAllConnections();
      await new Promise<void>((resolve) => appServer.close(() => resolve()));
    }
  });

  it('offers the vendors the account has credentials for, with their languages and voices', async () => {
    await addSpeechCredential(
      api.current,
      {
        vendor: 'aws',
        aws_region: 'us-east-1',
        access_key_id: 'AKIA0123',
        secret_access_key: 'secret',
        use_for_stt: false,
      },
      `/Accounts/${TEST_ACCOUNT_SID}`,
    );
    const aws = (await catalogue('aws')).tts?.find((l) => l.value === 'en-US');
    if (!aws) throw new Error('the AWS catalogue has no en-US');
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
    // en-US and its first voice, from the languages and voices the API lists for AWS
    await waitFor(() =>
      expect(within(synthesis).getByRole('combobox', { name: 'Language' })).toHaveValue('en-US'),
    );
    await waitFor(() =>
      expect(within(synthesis).getByRole('combobox', { name: 'Voice' })).toHaveValue(aws.voices![0].value),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('Application created successfully')).toBeInTheDocument();
    expect(api.current.sent('POST', '/Applications')[0].body).toMatchObject({
      speech_synthesis_vendor: 'aws',
      speech_synthesis_language: 'en-US',
      speech_synthesis_voice: aws.voices![0].value,
    });
  });

  it('a vendor whose voices cannot be listed (jambonz asks Deepgram itself): says so, no Google voice kept', async () => {
    await addSpeechCredential(
      api.current,
      { vendor: 'deepgram', api_key: 'dg-0123456789' },
      `/Accounts/${TEST_ACCOUNT_SID}`,
    );
    // jambonz asks Deepgram itself for its voices, which it cannot reach; the rest is the API's answer
    api.server.use(
      mock.get(
        apiUrl('/ServiceProviders/:sid/SpeechCredentials/speech/supportedLanguagesAndVoices'),
        ({ request }) =>
          new URL(request.url).searchParams.get('vendor') === 'deepgram'
            ? HttpResponse.json({ msg: 'getaddrinfo EAI_AGAIN api.deepgram.com' }, { status: 422 })
            : undefined,
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
      await addSpeechCredential(
        api.current,
        { vendor: 'microsoft', region: 'eastus', api_key: 'az-0123456789' },
        `/Accounts/${TEST_ACCOUNT_SID}`,
      );
      // an API that keeps waiting on Microsoft for its voices; the rest is the API's answer
      api.server.use(
        mock.get(
          apiUrl('/ServiceProviders/:sid/SpeechCredentials/speech/supportedLanguagesAndVoices'),
          ({ request }) =>
            new URL(request.url).searchParams.get('vendor') === 'microsoft'
              ? new Promise<Response>(() => {})
              : undefined,
        ),
      );
      renderIdentity(addUrl, { preloadedState: sessionAs('admin') });
      await fillBasics(userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const synthesis = screen.getByRole('group', { name: 'Speech synthesis' });
      await within(synthesis).findByRole('option', { name: 'Microsoft' });
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
    // the only Google credential carries a label (a label is set when a credential is made)
    await api.current.asAdmin('DELETE', `${SP}/SpeechCredentials/${googleSid}`);
    await google({ label: 'primary' });
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
  // A fresh install's applications call jambonz.cloud, which the page would look up (AppEnv) and a test never
  // reaches: here they call example.com.
  beforeEach(async () => {
    for (const sid of [HELLO_WORLD_SID, DIAL_TIME_SID])
      await api.current.asAdmin('PUT', `/Applications/${sid}`, {
        call_hook: { url: 'https://example.com/call', method: 'POST' },
        call_status_hook: { url: 'https://example.com/status', method: 'POST' },
      });
  });

  it('updates the same webhook rows: "Application updated successfully"', async () => {
    const saved = await api.current.asAdmin<Application>('GET', `/Applications/${HELLO_WORLD_SID}`);
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
      call_hook: { webhook_sid: saved.call_hook?.webhook_sid, url: saved.call_hook?.url },
      call_status_hook: { webhook_sid: saved.call_status_hook?.webhook_sid },
    });
    expect(put.body).not.toHaveProperty('env_vars');
    const after = await readBack(() =>
      api.current.asAdmin<Application>('GET', `/Applications/${HELLO_WORLD_SID}`),
    );
    expect(after).toMatchObject({
      name: 'hello again',
      record_all_calls: 1,
      call_hook: expect.objectContaining({ webhook_sid: saved.call_hook?.webhook_sid }),
    });
  });

  it('keeps a saved label whose credential is gone, and leaves without asking when nothing changed', async () => {
    await api.current.asAdmin('PUT', `/Applications/${HELLO_WORLD_SID}`, {
      speech_synthesis_label: 'retired',
    });
    await google({ label: 'primary' });
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
    const other = await addAccount(api.current, 'Acme');
    const theirs = await addApplication(api.current, 'theirs', { account_sid: other });
    renderIdentity(`/internal/applications/${theirs}/edit`, { preloadedState: sessionAs('account') });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this resource' }),
    ).toBeInTheDocument();
  });

  it('also when the server refuses', async () => {
    // another service provider's application: the API refuses a service-provider user
    const elsewhere = await addServiceProvider(api.current, 'another provider');
    const account = await addAccount(api.current, 'Theirs', { service_provider_sid: elsewhere });
    const theirs = await addApplication(api.current, 'theirs', { account_sid: account });
    renderIdentity(`/internal/applications/${theirs}/edit`, {
      preloadedState: sessionAs('service_provider'),
    });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this resource' }),
    ).toBeInTheDocument();
  });

  it('view-only users see it read-only', async () => {
    renderIdentity(editUrl, { preloadedState: sessionAs('account', { isViewOnly: true }) });
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
    expect((await applications()).map((a) => a.name)).toEqual(['hello world']);
  });
});
