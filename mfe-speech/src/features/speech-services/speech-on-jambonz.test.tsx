// The speech services on a jambonz API (v0.9.6): no capabilities document, no summary (`…/SpeechCredentials/summary`
// is read as a credential sid there: 400 'Bad request'), no synthesize; each credential carries its own
// tts_tested_ok / stt_tested_ok / last_tested, and a test of an unreachable vendor keeps the request open.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  TEST_ACCOUNT_SID,
  apiUrl,
  capabilitiesHandler,
  findToast,
  http,
  HttpResponse,
  sessionAs,
} from '@switchboard/shared/testing';
import type { Application } from '@switchboard/shared/types';
import { SPEECH_TEST_WAIT_MS } from '@switchboard/shared/validation';
import { OTHER_ACCOUNT_SID, makeCredential } from '../../testing/fake-api';
import { renderSpeech } from '../../testing/render';
import { setupFakeApi } from '../../testing/setup';

const api = setupFakeApi();
const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

const app = (name: string, account: string, overrides: Partial<Application> = {}) =>
  ({
    application_sid: `app-${name}`,
    name,
    account_sid: account,
    speech_synthesis_vendor: 'google',
    speech_synthesis_label: null,
    speech_recognizer_vendor: 'google',
    speech_recognizer_label: null,
    use_for_fallback_speech: 0,
    fallback_speech_synthesis_vendor: null,
    fallback_speech_synthesis_label: null,
    fallback_speech_recognizer_vendor: null,
    fallback_speech_recognizer_label: null,
    ...overrides,
  }) as Application;

/** What differs on jambonz; `applications` answer GET /Applications and each account's list. */
function onJambonz(applications: Application[]) {
  api.server.use(
    capabilitiesHandler(null),
    http.get(apiUrl('/ServiceProviders/:sid/SpeechCredentials/summary'), () =>
      HttpResponse.json({ msg: 'Bad request' }, { status: 400 }),
    ),
    http.get(apiUrl('/Accounts/:sid/SpeechCredentials/summary'), () =>
      HttpResponse.json({ msg: 'Bad request' }, { status: 400 }),
    ),
    http.get(apiUrl('/Applications'), () => HttpResponse.json(applications)),
    http.get(apiUrl('/Accounts/:sid/Applications'), ({ params }) =>
      HttpResponse.json(applications.filter((a) => a.account_sid === params.sid)),
    ),
  );
}

describe('speech services on a jambonz API', () => {
  it('status from each credential’s own test columns; Used by from the applications, as the API’s rule', async () => {
    const google = makeCredential({
      vendor: 'google',
      last_tested: '2026-11-20T10:00:00.000Z',
      tts_tested_ok: 1,
      stt_tested_ok: 1,
    });
    const deepgram = makeCredential({
      vendor: 'deepgram',
      last_tested: '2026-11-20T10:00:00.000Z',
      tts_tested_ok: 1,
      stt_tested_ok: 0,
    });
    // the second account has its own Google credential: its applications use that one, not the provider's
    const ownGoogle = makeCredential({ vendor: 'google', account_sid: OTHER_ACCOUNT_SID });
    api.current.db.credentials.push(google, deepgram, ownGoogle);
    onJambonz([
      app('ivr', TEST_ACCOUNT_SID),
      app('bot', TEST_ACCOUNT_SID, { speech_recognizer_vendor: 'deepgram' }),
      app('elsewhere', OTHER_ACCOUNT_SID),
    ]);
    renderSpeech('/internal/speech-services', { preloadedState: sessionAs('admin') });
    await screen.findByRole('rowheader', { name: 'Google' });
    expect(within(row('Google')).getByText('OK')).toBeInTheDocument();
    expect(within(row('Deepgram')).getByText('Failed')).toBeInTheDocument();
    expect(within(row('Deepgram')).getByText('STT: failed')).toBeInTheDocument();
    expect(await within(row('Google')).findByText('2 applications: bot, ivr')).toBeInTheDocument();
    expect(within(row('Deepgram')).getByText('1 application: bot')).toBeInTheDocument();
    expect(api.current.sent('GET', /\/summary$/)).toEqual([]);
    // the one account whose applications name Google was asked for its own credentials
    expect(api.current.sent('GET', `/Accounts/${OTHER_ACCOUNT_SID}/SpeechCredentials`)).toHaveLength(1);
  });

  it('the delete dialog lists the applications using the credential', async () => {
    const cred = makeCredential({ vendor: 'deepgram' });
    api.current.db.credentials.push(cred);
    onJambonz([app('greeter', TEST_ACCOUNT_SID, { speech_synthesis_vendor: 'deepgram' })]);
    const user = userEvent.setup();
    renderSpeech('/internal/speech-services', { preloadedState: sessionAs('admin') });
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
      const cred = makeCredential({ vendor: 'google', label: 'main' });
      api.current.db.credentials.push(cred);
      onJambonz([]);
      // the real server waits on Google, which it cannot reach, for 30–45 s
      api.server.use(
        http.get(apiUrl('/ServiceProviders/:sid/SpeechCredentials/:cred/test'), () => new Promise(() => {})),
      );
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderSpeech('/internal/speech-services', { preloadedState: sessionAs('admin') });
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
    const cred = makeCredential({ vendor: 'deepgram' });
    api.current.db.credentials.push(cred);
    onJambonz([]);
    renderSpeech(`/internal/speech-services/${cred.speech_credential_sid}/edit`, {
      preloadedState: sessionAs('admin'),
    });
    expect(await screen.findByRole('button', { name: 'Test' })).toBeInTheDocument();
    await waitFor(() => expect(api.current.sent('GET', '/Capabilities').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Listen' })).not.toBeInTheDocument();
  });
});
