// The speech services list against the API in memory: which credentials a scope sees, their status from tests the
// API ran for real (against the vendors' stand-ins), the applications using each, Test all with its progress, and
// deletes — the API's own answers, so a contract or scope change fails here.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupContractApi } from '@switchboard/api/testing';
import { apiUrl, findToast, http, readBack } from '@switchboard/shared/testing';
import type { SpeechCredential } from '@switchboard/shared/types';
import { renderSpeech } from '../../testing/render';
import {
  ACCOUNT,
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

/** A Deepgram credential on the stand-ins: its test passes. */
const deepgram = (label?: string) => ({
  vendor: 'deepgram',
  ...(label ? { label } : {}),
  deepgram_tts_uri: standins.current.httpUrl,
  deepgram_stt_uri: standins.current.wsUrl,
});

describe('speech services list', () => {
  it('empty state with its total', async () => {
    renderSpeech('/internal/speech-services', { preloadedState: api.current.sessionAs('admin') });
    expect(await screen.findByText('No speech services.')).toBeInTheDocument();
    expect(screen.getByText('Total: 0 record(s)')).toBeInTheDocument();
  });

  it('each credential with its use, status and the applications using it', async () => {
    const ok = await addCredential(api.current, SP, deepgram('main'));
    // a container whose TTS host does not resolve, whose STT answers
    const failed = await addCredential(api.current, SP, {
      vendor: 'microsoft',
      region: 'eastus',
      custom_tts_endpoint_url: 'http://tts.eastus.invalid',
      custom_stt_endpoint_url: standins.current.httpUrl,
    });
    await addCredential(api.current, SP, {
      vendor: 'custom:acme',
      custom_tts_url: `${standins.current.httpUrl}/tts`,
      use_for_tts: false,
      use_for_stt: false,
    });
    await testCredential(api.current, SP, ok);
    await testCredential(api.current, SP, failed);
    await addApplication(api.current, 'ivr', {
      speech_synthesis_vendor: 'deepgram',
      speech_synthesis_label: 'main',
      speech_recognizer_vendor: 'microsoft',
    });
    await addApplication(api.current, 'voicebot', {
      speech_synthesis_vendor: 'microsoft',
      speech_recognizer_vendor: 'deepgram',
      speech_recognizer_label: 'main',
    });
    renderSpeech('/internal/speech-services', { preloadedState: api.current.sessionAs('admin') });
    await screen.findByRole('rowheader', { name: 'Deepgram (main)' });
    expect(await within(row('Deepgram (main)')).findByText('OK')).toBeInTheDocument();
    expect(within(row('Deepgram (main)')).getByText('TTS/STT')).toBeInTheDocument();
    expect(
      await within(row('Deepgram (main)')).findByText('2 applications: ivr, voicebot'),
    ).toBeInTheDocument();
    expect(within(row('Microsoft')).getByText('Failed')).toBeInTheDocument();
    expect(
      within(row('Microsoft')).getByText('TTS: getaddrinfo ENOTFOUND tts.eastus.invalid'),
    ).toBeInTheDocument();
    expect(within(row('acme')).getByText('Not tested')).toBeInTheDocument();
    expect(
      within(row('acme')).getByText('In order to test your credentials you need to enable TTS/STT.'),
    ).toBeInTheDocument();
    expect(within(row('acme')).getByText('Not in use')).toBeInTheDocument();
    expect(screen.getByText('Total: 3 record(s)')).toBeInTheDocument();
  });

  it('Test all: a progress indicator, and each chip changes as its answer arrives', async () => {
    await addCredential(api.current, SP, deepgram());
    // the stand-in refuses this token
    const refused = await addCredential(api.current, SP, {
      vendor: 'custom:acme',
      custom_tts_url: `${standins.current.httpUrl}/tts`,
      auth_token: 'refuse-me',
      use_for_stt: false,
    });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // holds the second test's answer back, to see the first land alone (then the API answers it)
    api.server.use(
      http.get(apiUrl('/ServiceProviders/:sid/SpeechCredentials/:cred/test'), async ({ params }) => {
        if (params.cred === refused) await gate;
      }),
    );
    const user = userEvent.setup();
    renderSpeech('/internal/speech-services', {
      preloadedState: api.current.sessionAs('service_provider'),
    });
    await screen.findByRole('rowheader', { name: 'Deepgram' });
    await user.click(screen.getByRole('button', { name: 'Test all' }));
    expect(await screen.findByRole('progressbar', { name: 'Testing speech services' })).toBeInTheDocument();
    await waitFor(() => expect(within(row('Deepgram')).getByText('OK')).toBeInTheDocument());
    expect(within(row('acme')).getByText('Testing…')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Testing 1 of 2…');
    await act(async () => release());
    await waitFor(() =>
      expect(within(row('acme')).getByText('TTS: HTTP 401: invalid token')).toBeInTheDocument(),
    );
    expect(screen.getByRole('status')).toHaveTextContent('All speech services were tested.');
    expect(api.current.sent('GET', /\/test$/)).toHaveLength(2);
  });

  it('delete asks with the applications that use the credential listed', async () => {
    await addCredential(api.current, SP, {
      vendor: 'wellsaid',
      api_key: 'ws-key-0123456789',
      use_for_stt: false,
    });
    await addApplication(api.current, 'greeter', { speech_synthesis_vendor: 'wellsaid' });
    const user = userEvent.setup();
    renderSpeech('/internal/speech-services', { preloadedState: api.current.sessionAs('admin') });
    await screen.findByRole('rowheader', { name: 'WellSaid' });
    await user.click(screen.getByRole('button', { name: 'Delete WellSaid' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete speech service' });
    expect(await within(dialog).findByText('1 application: greeter')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Deleted speech service WellSaid')).toBeInTheDocument();
    expect(api.current.sent('DELETE', /ServiceProviders\/.+\/SpeechCredentials\/.+/)).toHaveLength(1);
    expect(await screen.findByText('No speech services.')).toBeInTheDocument();
    expect(
      await readBack(() => api.current.asAdmin<SpeechCredential[]>('GET', `${SP}/SpeechCredentials`)),
    ).toEqual([]);
  });

  it('an account user sees the SP’s and their account’s credentials, not another account’s', async () => {
    const other = await addAccount(api.current, 'second account');
    await addCredential(api.current, SP, { vendor: 'deepgram', label: 'sp', api_key: 'dg-sp-0123456789' });
    await addCredential(api.current, ACCOUNT, {
      vendor: 'soniox',
      api_key: 'sx-own-0123456789',
      use_for_tts: false,
    });
    await addCredential(api.current, `/Accounts/${other}`, {
      vendor: 'deepgram',
      label: 'other',
      api_key: 'dg-other-0123456789',
    });
    renderSpeech('/internal/speech-services', { preloadedState: api.current.sessionAs('account') });
    expect(await screen.findByRole('rowheader', { name: 'Deepgram (sp)' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Soniox' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Deepgram (other)' })).toBeNull();
    expect(within(row('Soniox')).getByText('STT')).toBeInTheDocument();
    expect(await within(row('Soniox')).findByText('Not tested yet')).toBeInTheDocument();
    expect(await within(row('Soniox')).findByText('No applications')).toBeInTheDocument();
    expect(screen.queryByLabelText('Used by')).toBeNull();
    expect(api.current.sent('GET', `${ACCOUNT}/SpeechCredentials`)).not.toHaveLength(0);
  });

  it('an account user may not delete the SP’s credential (the message, nothing sent), and deletes their own', async () => {
    await addCredential(api.current, SP, { vendor: 'deepgram', label: 'sp', api_key: 'dg-sp-0123456789' });
    const own = await addCredential(api.current, ACCOUNT, { vendor: 'soniox', api_key: 'sx-own-0123456789' });
    const user = userEvent.setup();
    renderSpeech('/internal/speech-services', { preloadedState: api.current.sessionAs('account') });

    await user.click(await screen.findByRole('button', { name: 'Delete Deepgram (sp)' }));
    const refusal = await screen.findByRole('alertdialog', { name: 'Delete speech service' });
    expect(
      within(refusal).getByText('You do not have permissions to delete this Speech Credential'),
    ).toBeInTheDocument();
    expect(within(refusal).queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.click(within(refusal).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.current.sent('DELETE', /SpeechCredentials/)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Soniox' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete speech service' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Deleted speech service Soniox')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Soniox' })).toBeNull());
    const left = await readBack(() =>
      api.current.asAdmin<SpeechCredential[]>('GET', `${ACCOUNT}/SpeechCredentials`),
    );
    expect(left.map((c) => c.speech_credential_sid)).not.toContain(own);
  });
});
