// The speech services list over the fake API: status per credential (OK, not tested, failed with its reason),
// usage, applications using a credential, Test all with its progress, delete listing the applications, the
// empty state and the account filter's rows.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findToast, http, HttpResponse, apiUrl, sessionAs } from '@switchboard/shared/testing';
import { TEST_ACCOUNT_SID, makeCredential } from '../../testing/fake-api';
import { renderSpeech } from '../../testing/render';
import { setupFakeApi } from '../../testing/setup';

const api = setupFakeApi();

const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('speech services list', () => {
  it('empty state with its total', async () => {
    renderSpeech('/internal/speech-services', { preloadedState: sessionAs('admin') });
    expect(await screen.findByText('No speech services.')).toBeInTheDocument();
    expect(screen.getByText('Total: 0 record(s)')).toBeInTheDocument();
  });

  it('each credential with its use, status and the applications using it', async () => {
    const ok = makeCredential({ vendor: 'deepgram', label: 'main' });
    const failed = makeCredential({ vendor: 'microsoft' });
    const unused = makeCredential({ vendor: 'custom:acme', use_for_tts: 0, use_for_stt: 0 });
    api.current.db.credentials.push(ok, failed, unused);
    api.current.db.summaries[ok.speech_credential_sid] = {
      last_test: { tts: { status: 'ok' }, stt: { status: 'ok' } },
      application_count: 2,
      applications: [
        { application_sid: 'a1', name: 'ivr', account_sid: TEST_ACCOUNT_SID, uses: ['synthesis'] },
        { application_sid: 'a2', name: 'voicebot', account_sid: TEST_ACCOUNT_SID, uses: ['recognizer'] },
      ],
    };
    api.current.db.summaries[failed.speech_credential_sid] = {
      last_test: {
        tts: { status: 'fail', reason: 'getaddrinfo ENOTFOUND eastus.tts.speech.microsoft.com' },
        stt: { status: 'ok' },
      },
    };
    renderSpeech('/internal/speech-services', { preloadedState: sessionAs('admin') });
    await screen.findByRole('rowheader', { name: 'Deepgram (main)' });
    expect(await within(row('Deepgram (main)')).findByText('OK')).toBeInTheDocument();
    expect(within(row('Deepgram (main)')).getByText('TTS/STT')).toBeInTheDocument();
    expect(within(row('Deepgram (main)')).getByText('2 applications: ivr, voicebot')).toBeInTheDocument();
    expect(within(row('Microsoft')).getByText('Failed')).toBeInTheDocument();
    expect(
      within(row('Microsoft')).getByText('TTS: getaddrinfo ENOTFOUND eastus.tts.speech.microsoft.com'),
    ).toBeInTheDocument();
    expect(within(row('acme')).getByText('Not tested')).toBeInTheDocument();
    expect(
      within(row('acme')).getByText('In order to test your credentials you need to enable TTS/STT.'),
    ).toBeInTheDocument();
    expect(within(row('acme')).getByText('Not in use')).toBeInTheDocument();
    expect(screen.getByText('Total: 3 record(s)')).toBeInTheDocument();
  });

  it('Test all: a progress indicator, and each chip changes as its answer arrives', async () => {
    const a = makeCredential({ vendor: 'deepgram' });
    const b = makeCredential({ vendor: 'soniox', use_for_tts: 0 });
    api.current.db.credentials.push(a, b);
    api.current.db.tests[a.speech_credential_sid] = { tts: { status: 'ok' }, stt: { status: 'ok' } };
    api.current.db.tests[b.speech_credential_sid] = {
      tts: { status: 'not tested' },
      stt: { status: 'fail', reason: 'HTTP 401: bad key' },
    };
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    api.server.use(
      http.get(apiUrl('/ServiceProviders/:sid/SpeechCredentials/:cred/test'), async ({ params }) => {
        if (params.cred === b.speech_credential_sid) await gate;
        return HttpResponse.json(api.current.db.tests[params.cred as string]);
      }),
    );
    const user = userEvent.setup();
    renderSpeech('/internal/speech-services', { preloadedState: sessionAs('service_provider') });
    await screen.findByRole('rowheader', { name: 'Deepgram' });
    await user.click(screen.getByRole('button', { name: 'Test all' }));
    expect(await screen.findByRole('progressbar', { name: 'Testing speech services' })).toBeInTheDocument();
    await waitFor(() => expect(within(row('Deepgram')).getByText('OK')).toBeInTheDocument());
    expect(within(row('Soniox')).getByText('Testing…')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Testing 1 of 2…');
    await act(async () => release());
    await waitFor(() =>
      expect(within(row('Soniox')).getByText('STT: HTTP 401: bad key')).toBeInTheDocument(),
    );
    expect(screen.getByRole('status')).toHaveTextContent('All speech services were tested.');
    expect(api.current.sent('GET', /\/test$/)).toHaveLength(2);
  });

  it('delete asks with the applications that use the credential listed', async () => {
    const cred = makeCredential({ vendor: 'wellsaid', use_for_stt: 0 });
    api.current.db.credentials.push(cred);
    api.current.db.summaries[cred.speech_credential_sid] = {
      application_count: 1,
      applications: [
        { application_sid: 'a1', name: 'greeter', account_sid: TEST_ACCOUNT_SID, uses: ['synthesis'] },
      ],
    };
    const user = userEvent.setup();
    renderSpeech('/internal/speech-services', { preloadedState: sessionAs('admin') });
    await screen.findByRole('rowheader', { name: 'WellSaid' });
    await user.click(screen.getByRole('button', { name: 'Delete WellSaid' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete speech service' });
    expect(await within(dialog).findByText('1 application: greeter')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Deleted speech service WellSaid')).toBeInTheDocument();
    expect(api.current.sent('DELETE', /ServiceProviders\/.+\/SpeechCredentials\/.+/)).toHaveLength(1);
  });

  it('an account user sees their account’s credentials and the SP’s; deleting the SP’s is refused with the message', async () => {
    api.current.db.credentials.push(
      makeCredential({ vendor: 'deepgram', label: 'sp', api_key: undefined }),
      makeCredential({ vendor: 'soniox', account_sid: TEST_ACCOUNT_SID }),
    );
    const user = userEvent.setup();
    renderSpeech('/internal/speech-services', { preloadedState: sessionAs('account') });
    await screen.findByRole('rowheader', { name: 'Deepgram (sp)' });
    await user.click(screen.getByRole('button', { name: 'Delete Deepgram (sp)' }));
    const refusal = await screen.findByRole('alertdialog', { name: 'Delete speech service' });
    expect(
      within(refusal).getByText('You do not have permissions to delete this Speech Credential'),
    ).toBeInTheDocument();
    expect(within(refusal).queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.click(within(refusal).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.current.sent('DELETE', /SpeechCredentials/)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Delete Soniox' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Used by')).toBeNull();
    expect(
      api.current.sent('GET', new RegExp(`/Accounts/${TEST_ACCOUNT_SID}/SpeechCredentials$`)),
    ).not.toHaveLength(0);
  });
});
