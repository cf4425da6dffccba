// Adding an application against the API in memory: required fields, the default speech choices, the name clash,
// webhook rules (websocket URL, basic auth) and the environment lookup at the call webhook.
import { screen, waitFor, within } from '@testing-library/react';
import { capabilitiesHandler, findToast } from '@switchboard/shared/testing';
import { ACCOUNT_SID as TEST_ACCOUNT_SID } from '../../testing/seed';
import { renderIdentity } from '../../testing/render';
import { api, applications, fillBasics, google, sessionAs } from './applications.fixtures';

describe('Add an application', () => {
  const addUrl = `/internal/applications/add?account_sid=${TEST_ACCOUNT_SID}`;
  // the service provider's Google credential, which the form offers by default
  beforeEach(async () => {
    await google();
  });

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
});
