// The speech services on a jambonz API (v0.9.6): no capabilities document, no summary (`…/SpeechCredentials/summary`
// is read as a credential sid there: 400 'Bad request'), no synthesize; each credential carries its own
// tts_tested_ok / stt_tested_ok / last_tested, and a test of an unreachable vendor keeps the request open. The rest
// is the API in memory, whose credentials and applications answer as jambonz's do.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupContractApi } from '@switchboard/api/testing';
import { apiUrl, capabilitiesHandler, findToast, http, HttpResponse } from '@switchboard/shared/testing';
import { SPEECH_TEST_WAIT_MS } from '@switchboard/shared/validation';
import { renderSpeech } from '../../testing/render';
import {
  SECRET_KEY_JSON,
  SP,
  addAccount,
  addApplication,
  addCredential,
  testCredential,
  setupSpeechStandins,
} from '../../testing/seed';

const api = setupContractApi();
const standins = setupSpeechStandins();
const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

/** What a jambonz API answers differently: no capabilities document, no summary route. */
function onJambonz() {
  api.server.use(
    capabilitiesHandler(null),
    http.get(apiUrl('/ServiceProviders/:sid/SpeechCredentials/summary'), () =>
      HttpResponse.json({ msg: 'Bad request' }, { status: 400 }),
    ),
    http.get(apiUrl('/Accounts/:sid/SpeechCredentials/summary'), () =>
      HttpResponse.json({ msg: 'Bad request' }, { status: 400 }),
    ),
  );
}

describe('speech services on a jambonz API', () => {
  it('status from each credential’s own test columns; Used by from the applications, as the API’s rule', async () => {
    const deepgram = await addCredential(api.current, SP, {
      vendor: 'deepgram',
      deepgram_tts_uri: standins.current.httpUrl,
      deepgram_stt_uri: standins.current.wsUrl,
    });
    // a container whose TTS answers and whose STT host does not resolve
    const microsoft = await addCredential(api.current, SP, {
      vendor: 'microsoft',
      region: 'eastus',
      custom_tts_endpoint_url: standins.current.httpUrl,
      custom_stt_endpoint_url: 'http://stt.eastus.invalid',
    });
    await testCredential(api.current, SP, deepgram);
    await testCredential(api.current, SP, microsoft);
    // the second account has its own Deepgram credential: its applications use that one, not the provider's
    const other = await addAccount(api.current, 'second account');
    await addCredential(api.current, `/Accounts/${other}`, {
      vendor: 'deepgram',
      api_key: 'dg-own-0123456789',
    });
    const dg = { speech_synthesis_vendor: 'deepgram', speech_recognizer_vendor: 'deepgram' };
    await addApplication(api.current, 'ivr', dg);
    await addApplication(api.current, 'bot', { ...dg, speech_recognizer_vendor: 'microsoft' });
    await addApplication(api.current, 'elsewhere', { ...dg, account_sid: other });
    onJambonz();
    renderSpeech('/internal/speech-services', { preloadedState: api.current.sessionAs('admin') });
    await screen.findByRole('rowheader', { name: 'Deepgram' });
    expect(within(row('Deepgram')).getByText('OK')).toBeInTheDocument();
    expect(within(row('Microsoft')).getByText('Failed')).toBeInTheDocument();
    expect(within(row('Microsoft')).getByText('STT: failed')).toBeInTheDocument();
    expect(await within(row('Deepgram')).findByText('2 applications: bot, ivr')).toBeInTheDocument();
    expect(within(row('Microsoft')).getByText('1 application: bot')).toBeInTheDocument();
    expect(api.current.sent('GET', /\/summary$/)).toHaveLength(0);
    // the one account whose applications name Deepgram was asked for its own credentials
    expect(api.current.sent('GET', `/Accounts/${other}/SpeechCredentials`)).toHaveLength(1);
  });

  it('the delete dialog lists the applications using the credential', async () => {
    await addCredential(api.current, SP, { vendor: 'deepgram', api_key: 'dg-0123456789' });
    await addApplication(api.current, 'greeter', { speech_synthesis_vendor: 'deepgram' });
    onJambonz();
    const user = userEvent.setup();
    renderSpeech('/internal/speech-services', { preloadedState: api.current.sessionAs('admin') });
    await user.click(await screen.findByRole('button', { name: 'Delete Deepgram' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete speech service' });
    expect(await within(dialog).findByText('1 application: greeter')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Could not check/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Deleted speech service Deepgram')).toBeInTheDocument();
  });

  it('a test the vendor leaves unanswered names the vendor, not the server', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      await addCredential(api.current, SP, { vendor: 'google', label: 'main', service_key: SECRET_KEY_JSON });
      onJambonz();
      // jambonz waits on Google, which it cannot reach, for 30–45 s: this request is never answered
      api.server.use(
        http.get(apiUrl('/ServiceProviders/:sid/SpeechCredentials/:cred/test'), () => new Promise(() => {})),
      );
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderSpeech('/internal/speech-services', { preloadedState: api.current.sessionAs('admin') });
      await user.click(await screen.findByRole('button', { name: 'Test Google (main)' }));
      expect(await within(row('Google (main)')).findByText('Testing…')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(SPEECH_TEST_WAIT_MS));
      expect(
        await within(row('Google (main)')).findByText('Google did not answer the test within 25 seconds'),
      ).toBeInTheDocument();
      expect(screen.queryByText('The server cannot be reached')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('the edit page has no Listen (a jambonz API cannot synthesize the phrase); Test stays', async () => {
    const sid = await addCredential(api.current, SP, { vendor: 'deepgram', api_key: 'dg-0123456789' });
    onJambonz();
    renderSpeech(`/internal/speech-services/${sid}/edit`, {
      preloadedState: api.current.sessionAs('admin'),
    });
    expect(await screen.findByRole('button', { name: 'Test' })).toBeInTheDocument();
    await waitFor(() => expect(api.current.sent('GET', '/Capabilities').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Listen' })).not.toBeInTheDocument();
  });
});
