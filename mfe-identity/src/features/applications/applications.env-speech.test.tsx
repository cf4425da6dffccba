// The application form's environment variables (built from the schema the call webhook returns) and its speech
// vendors, languages and voices as the API lists them, against the API in memory.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiUrl, http as mock, HttpResponse, findToast } from '@switchboard/shared/testing';
import { ACCOUNT_SID as TEST_ACCOUNT_SID, addCarrier, addSpeechCredential } from '../../testing/seed';
import { api as sharedApi } from '@switchboard/shared/api';
import { renderIdentity } from '../../testing/render';
import { VOICES_WAIT_MS } from './api';
import { SP, api, catalogue, fillBasics, google, sessionAs } from './applications.fixtures';

describe('Add an application: environment variables and speech', () => {
  const addUrl = `/internal/applications/add?account_sid=${TEST_ACCOUNT_SID}`;
  /** the service provider's Google credential, which the form offers by default */
  let googleSid = '';
  beforeEach(async () => {
    googleSid = await google();
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

  it('a credential the speech area adds shows in the open form (its changes invalidate the list)', async () => {
    const { store } = renderIdentity(addUrl, { preloadedState: sessionAs('admin') });
    const synthesis = await screen.findByRole('group', { name: 'Speech synthesis' });
    await within(synthesis).findByRole('option', { name: 'Google' });
    expect(within(synthesis).queryByRole('option', { name: 'Microsoft' })).not.toBeInTheDocument();
    // the speech area adds one (its own page, elsewhere in the portal) and invalidates what it changed
    await act(async () => {
      await addSpeechCredential(api.current, { vendor: 'microsoft', api_key: 'a-key', region: 'eastus' });
      store.dispatch(sharedApi.util.invalidateTags([{ type: 'SpeechCredentials', id: 'LIST' }]));
    });
    expect(await within(synthesis).findByRole('option', { name: 'Microsoft' })).toBeInTheDocument();
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
