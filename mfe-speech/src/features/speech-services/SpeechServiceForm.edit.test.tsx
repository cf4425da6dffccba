// The speech service form's edit page in the area's real routes against the API in memory: locked vendor and
// account, masking, saved custom voices, Listen against the vendors' stand-ins, and permissions.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupContractTest } from '@switchboard/shared/testing/contract';
import { findToast, readBack } from '@switchboard/shared/testing';
import type { GoogleCustomVoice, SpeechCredential } from '@switchboard/shared/types';
import { renderSpeech } from '../../testing/render';
import {
  ACCOUNT,
  SECRET_KEY_JSON,
  SP,
  addAccount,
  addCredential,
  setupSpeechStandins,
} from '../../testing/seed';

const { api } = setupContractTest();
const standins = setupSpeechStandins();

describe('edit', () => {
  it('vendor and account are locked; secrets show masked and go back masked (the stored one is kept)', async () => {
    const sid = await addCredential(api.current, ACCOUNT, {
      vendor: 'microsoft',
      region: 'eastus',
      api_key: 'az1234-the-secret-key',
    });
    const path = `${ACCOUNT}/SpeechCredentials/${sid}`;
    const { api_key: masked } = await api.current.asAdmin<SpeechCredential>('GET', path);
    expect(masked).not.toContain('the-secret-key');
    const user = userEvent.setup();
    renderSpeech(`/internal/speech-services/${sid}/edit`, { preloadedState: api.current.sessionAs('admin') });
    await screen.findByRole('heading', { name: 'Edit speech service', level: 1 });
    expect(screen.getByLabelText(/^Vendor/)).toBeDisabled();
    expect(screen.getByLabelText(/^Account/)).toBeDisabled();
    expect(screen.getByLabelText(/^API key/)).toHaveValue(masked);
    await user.click(screen.getByLabelText('Use for speech-to-text'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('Speech credential updated successfully')).toBeInTheDocument();
    const [put] = api.current.sent('PUT', /SpeechCredentials\/.+/);
    expect(put.body).toMatchObject({ api_key: masked, region: 'eastus', use_for_stt: 0 });
    expect(put.body).not.toHaveProperty('vendor');
    // the stored key is kept: still shown masked the same way, the change saved
    expect(await readBack(() => api.current.asAdmin<SpeechCredential>('GET', path))).toMatchObject({
      api_key: masked,
      use_for_stt: 0,
    });
  });

  it('Google custom voices of a saved credential are shown', async () => {
    const sid = await addCredential(api.current, SP, { vendor: 'google', service_key: SECRET_KEY_JSON });
    await api.current.asAdmin('POST', '/GoogleCustomVoices', {
      speech_credential_sid: sid,
      name: 'brand',
      model: 'm',
      reported_usage: 'OFFLINE',
      use_voice_cloning_key: 0,
    });
    renderSpeech(`/internal/speech-services/${sid}/edit`, {
      preloadedState: api.current.sessionAs('service_provider'),
    });
    const voice = await screen.findByRole('group', { name: 'Custom voice 1' });
    expect(within(voice).getByLabelText(/^Name/)).toHaveValue('brand');
    expect(within(voice).getByLabelText(/^Reported usage/)).toHaveValue('OFFLINE');
  });

  it('Listen plays the test phrase the API synthesized with the vendor', async () => {
    const sid = await addCredential(api.current, SP, {
      vendor: 'deepgram',
      deepgram_tts_uri: standins.current.httpUrl,
      deepgram_stt_uri: standins.current.wsUrl,
    });
    const user = userEvent.setup();
    renderSpeech(`/internal/speech-services/${sid}/edit`, {
      preloadedState: api.current.sessionAs('service_provider'),
    });
    await user.click(await screen.findByRole('button', { name: 'Listen' }));
    const audio = await screen.findByTestId('listen-audio');
    expect(audio).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    // the captions from an object URL too: the page's CSP refuses media from data: URLs
    expect(audio.querySelector('track')).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(standins.current.requests.some((r) => r.path === '/v1/speak')).toBe(true);
  });

  it('custom voices are edited and deleted with the credential; a cloning key never sent again unless replaced', async () => {
    const sid = await addCredential(api.current, SP, { vendor: 'google', service_key: SECRET_KEY_JSON });
    const voice = (body: Record<string, unknown>) =>
      api.current.asAdmin<{ sid: string }>('POST', '/GoogleCustomVoices', {
        speech_credential_sid: sid,
        ...body,
      });
    const { sid: first } = await voice({
      name: 'brand',
      model: 'm1',
      reported_usage: 'REALTIME',
      use_voice_cloning_key: 0,
    });
    const { sid: second } = await voice({
      name: 'clone',
      model: '',
      reported_usage: 'OFFLINE',
      use_voice_cloning_key: 1,
    });
    await api.current.uploadAsAdmin(`/GoogleCustomVoices/${second}/VoiceCloningKey`, {
      file: { filename: 'clone.txt', content: `K${'x'.repeat(200)}` },
    });
    const user = userEvent.setup();
    renderSpeech(`/internal/speech-services/${sid}/edit`, { preloadedState: api.current.sessionAs('admin') });
    const one = await screen.findByRole('group', { name: 'Custom voice 1' });
    const two = screen.getByRole('group', { name: 'Custom voice 2' });
    expect(within(two).getByText(`K${'x'.repeat(99)}...`)).toBeInTheDocument();
    await user.clear(within(one).getByLabelText(/^Name/));
    await user.type(within(one).getByLabelText(/^Name/), 'brand-2');
    await user.selectOptions(within(one).getByLabelText(/^Reported usage/), 'REPORTED_USAGE_UNSPECIFIED');
    await user.click(within(two).getByRole('button', { name: 'Remove custom voice 2' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('Speech credential updated successfully')).toBeInTheDocument();
    expect(
      await readBack(() =>
        api.current.asAdmin<GoogleCustomVoice[]>('GET', `/GoogleCustomVoices?speech_credential_sid=${sid}`),
      ),
    ).toEqual([
      expect.objectContaining({
        google_custom_voice_sid: first,
        name: 'brand-2',
        model: 'm1',
        reported_usage: 'REPORTED_USAGE_UNSPECIFIED',
      }),
    ]);
    expect(api.current.sent('DELETE', `/GoogleCustomVoices/${second}`)).toHaveLength(1);
    expect(api.current.sent('POST', /VoiceCloningKey$/)).toHaveLength(0);
  });

  it('an account user opening a service-provider credential: read-only with the permission message', async () => {
    const sid = await addCredential(api.current, SP, {
      vendor: 'soniox',
      api_key: 'sx-0123456789',
      use_for_tts: false,
    });
    renderSpeech(`/internal/speech-services/${sid}/edit`, {
      preloadedState: api.current.sessionAs('account'),
    });
    expect(
      await screen.findByText('You do not have permissions to make changes to this Speech Credential'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('an account user opening another account’s credential: no access, no form', async () => {
    const other = await addAccount(api.current, 'second account');
    const sid = await addCredential(api.current, `/Accounts/${other}`, {
      vendor: 'wellsaid',
      api_key: 'ws-0123456789',
      use_for_stt: false,
    });
    renderSpeech(`/internal/speech-services/${sid}/edit`, {
      preloadedState: api.current.sessionAs('account'),
    });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this resource', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^API key/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('a view-only user sees the form read-only, without Save', async () => {
    const sid = await addCredential(api.current, ACCOUNT, {
      vendor: 'wellsaid',
      api_key: 'ws-0123456789',
      use_for_stt: false,
    });
    renderSpeech(`/internal/speech-services/${sid}/edit`, {
      preloadedState: api.current.sessionAs('account', { isViewOnly: true }),
    });
    await screen.findByRole('heading', { name: 'Edit speech service', level: 1 });
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
