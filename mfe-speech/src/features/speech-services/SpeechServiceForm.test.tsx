// The speech service form's add page in the area's real routes against the API in memory: every vendor's field set,
// required-field messages, the state rules as a user meets them, the key file rule, custom voices, the toasts, and
// what the API then holds. The edit page is in SpeechServiceForm.edit.test.tsx.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Scope } from '@switchboard/api/testing';
import { setupContractTest } from '@switchboard/shared/testing/contract';
import { SPEECH_VENDORS } from '@switchboard/shared/constants';
import { currentUrl, findToast, readBack } from '@switchboard/shared/testing';
import type { GoogleCustomVoice, SpeechCredential } from '@switchboard/shared/types';
import { renderSpeech } from '../../testing/render';
import { SECRET_KEY_JSON, SP } from '../../testing/seed';

const { api } = setupContractTest();

async function openAdd(scope: Scope = 'admin') {
  const user = userEvent.setup();
  const view = renderSpeech('/internal/speech-services/add', {
    preloadedState: api.current.sessionAs(scope),
  });
  await screen.findByRole('heading', { name: 'Add a speech service', level: 1 });
  return { user, view };
}

/** The labels each vendor shows besides vendor, account, label and the TTS/STT checkboxes. */
const FIELD_SETS: Record<string, string[]> = {
  aws: ['Credential type', 'Region', 'Access key ID', 'Secret access key'],
  google: ['Service key file', 'Model ID', 'Use custom voices'],
  deepgram: ['API key', 'Deepgram STT endpoint', 'Model ID'],
  deepgramflux: ['API key'],
  ibm: ['TTS region', 'TTS API key', 'STT region', 'STT API key', 'Speech instance ID'],
  microsoft: [
    'Region',
    'API key',
    'I want to use a custom voice for TTS',
    'I want to use a custom speech model for STT',
  ],
  nuance: ['Client ID', 'Secret'],
  nvidia: ['Riva server URI'],
  wellsaid: ['API key'],
  soniox: ['API key'],
  speechmatics: ['API key', 'Endpoint'],
  custom: [
    'Name',
    'TTS HTTP URL (non-streaming)',
    'TTS WebSocket URL (streaming)',
    'STT WebSocket URL',
    'Authentication token',
  ],
  cobalt: ['Server URI'],
  elevenlabs: ['Data residency', 'API key', 'Model', 'Use extra options'],
  assemblyai: ['API key', 'Service version'],
  voxist: ['API key'],
  whisper: ['API key', 'Model'],
  playht: ['User ID', 'API key', 'Voice engine', 'Use extra options'],
  rimelabs: ['API key', 'Model', 'Use extra options'],
  inworld: ['API key', 'Model', 'Use extra options'],
  verbio: ['Client ID', 'Client secret', 'Engine version'],
  cartesia: ['API key', 'TTS model ID', 'STT model ID', 'Use extra options'],
  openai: ['API key', 'Model'],
  resemble: ['API key'],
  houndify: ['Client ID', 'Client key', 'User ID', 'Audio endpoint'],
  gladia: ['API key', 'Region'],
};

describe('vendors and their fields', () => {
  it('offers every vendor of the contract, each with exactly its fields', async () => {
    const { user } = await openAdd();
    const vendor = screen.getByLabelText(/^Vendor/);
    const offered = within(vendor)
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value)
      .filter(Boolean);
    expect(offered.sort()).toEqual(SPEECH_VENDORS.map((v) => v.value).sort());
    expect(Object.keys(FIELD_SETS).sort()).toEqual(offered.sort());
    const all = new Set(Object.values(FIELD_SETS).flat());
    for (const [value, labels] of Object.entries(FIELD_SETS)) {
      await user.selectOptions(vendor, value);
      for (const label of labels)
        expect([
          value,
          screen.queryAllByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`)).length > 0,
        ]).toEqual([value, true]);
      for (const other of all)
        if (!labels.includes(other) && !labels.some((l) => l.startsWith(other) || other.startsWith(l)))
          expect([
            value,
            other,
            screen.queryAllByLabelText(new RegExp(`^${other.replace(/[()]/g, '\\$&')}$`)).length,
          ]).toEqual([value, other, 0]);
    }
  });

  it('TTS/STT checkboxes follow what the vendor can do', async () => {
    const { user } = await openAdd();
    await user.selectOptions(screen.getByLabelText(/^Vendor/), 'wellsaid');
    expect(screen.getByLabelText('Use for text-to-speech')).toBeChecked();
    expect(screen.queryByLabelText('Use for speech-to-text')).toBeNull();
    await user.selectOptions(screen.getByLabelText(/^Vendor/), 'soniox');
    expect(screen.queryByLabelText('Use for text-to-speech')).toBeNull();
    expect(screen.getByLabelText('Use for speech-to-text')).toBeChecked();
  });

  it('the custom vendor and the additional vendors follow the feature switches', async () => {
    renderSpeech('/internal/speech-services/add', {
      preloadedState: api.current.sessionAs('admin'),
      config: { features: { customSpeech: false, additionalSpeechVendors: false } },
    });
    const vendor = await screen.findByLabelText(/^Vendor/);
    const values = within(vendor)
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value);
    expect(values).not.toContain('custom');
    expect(values).not.toContain('speechmatics');
    expect(values).toContain('google');
  });
});

describe('required fields and messages', () => {
  it('vendor required; then the vendor’s own required fields, inline', async () => {
    const { user } = await openAdd();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Vendor is required')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Vendor/), 'playht');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('API key is required')).toBeInTheDocument();
    expect(screen.getByText('User ID is required')).toBeInTheDocument();
    expect(api.current.sent('POST', /SpeechCredentials$/)).toHaveLength(0);
  });

  it('Nuance on-prem URIs must be ip:port', async () => {
    const { user } = await openAdd();
    await user.selectOptions(screen.getByLabelText(/^Vendor/), 'nuance');
    await user.click(screen.getByLabelText('Use on-prem Nuance servers'));
    await user.type(screen.getByLabelText(/^TTS URI/), 'nuance.local');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use ip:port (a port of at most 6 digits)')).toBeInTheDocument();
  });
});

describe('the state rules of docs/product/speech.md#form-rules on the page', () => {
  it('changing vendor clears the region and the API key', async () => {
    const { user } = await openAdd();
    await user.selectOptions(screen.getByLabelText(/^Vendor/), 'microsoft');
    await user.selectOptions(screen.getByLabelText(/^Region/), 'eastus');
    await user.type(screen.getByLabelText(/^API key/), 'azure-key-123');
    await user.selectOptions(screen.getByLabelText(/^Vendor/), 'gladia');
    expect(screen.getByLabelText(/^API key/)).toHaveValue('');
    expect(screen.getByLabelText(/^Region/)).toHaveValue('');
  });

  it('AWS: switching access key ↔ role ARN clears the other’s fields', async () => {
    const { user } = await openAdd();
    await user.selectOptions(screen.getByLabelText(/^Vendor/), 'aws');
    await user.type(screen.getByLabelText(/^Access key ID/), 'AKIAEXAMPLE');
    await user.selectOptions(screen.getByLabelText(/^Credential type/), 'assume_role');
    await user.type(screen.getByLabelText(/^Role ARN/), 'arn:aws:iam::1:role/r');
    await user.selectOptions(screen.getByLabelText(/^Credential type/), 'access_key');
    expect(screen.getByLabelText(/^Access key ID/)).toHaveValue('');
    await user.selectOptions(screen.getByLabelText(/^Credential type/), 'assume_role');
    expect(screen.getByLabelText(/^Role ARN/)).toHaveValue('');
  });

  it('hosted ↔ on-prem clears the other mode and restores it when toggled back', async () => {
    const { user } = await openAdd();
    await user.selectOptions(screen.getByLabelText(/^Vendor/), 'deepgram');
    await user.selectOptions(screen.getByLabelText(/^Deepgram STT endpoint/), 'api.eu.deepgram.com');
    await user.click(screen.getByLabelText('Use on-prem Deepgram containers'));
    await user.type(screen.getByLabelText(/^STT container URI/), 'dg.local:8080');
    await user.click(screen.getByLabelText('Use hosted Deepgram service'));
    expect(screen.getByLabelText(/^Deepgram STT endpoint/)).toHaveValue('api.eu.deepgram.com');
    await user.click(screen.getByLabelText('Use on-prem Deepgram containers'));
    expect(screen.getByLabelText(/^STT container URI/)).toHaveValue('dg.local:8080');
  });
});

describe('saving', () => {
  it('creates a credential with the vendor’s fields and says so', async () => {
    const { user, view } = await openAdd();
    await user.selectOptions(screen.getByLabelText(/^Vendor/), 'elevenlabs');
    await user.type(screen.getByLabelText(/^API key/), 'eleven-key-123');
    await waitFor(() => expect(screen.getByLabelText(/^Model/)).toHaveValue('eleven_multilingual_v2'));
    await user.click(screen.getByLabelText('Use extra options'));
    expect(screen.getByLabelText(/^Extra options/)).toHaveAttribute('rows', '6');
    expect(screen.getByLabelText(/^Extra options/)).toHaveAttribute('cols', '55');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('Speech credential created successfully')).toBeInTheDocument();
    const [post] = api.current.sent('POST', /ServiceProviders\/.+\/SpeechCredentials$/);
    expect(post.body).toMatchObject({
      vendor: 'elevenlabs',
      api_key: 'eleven-key-123',
      model_id: 'eleven_multilingual_v2',
      api_uri: 'api.elevenlabs.io',
      use_for_tts: 1,
      use_for_stt: 0,
    });
    expect(JSON.parse((post.body as { options: string }).options)).toMatchObject({
      optimize_streaming_latency: 3,
    });
    await waitFor(() => expect(currentUrl(view.router)).toBe('/internal/speech-services'));
    const [saved] = await readBack(() =>
      api.current.asAdmin<SpeechCredential[]>('GET', `${SP}/SpeechCredentials`),
    );
    expect(saved).toMatchObject({ vendor: 'elevenlabs', model_id: 'eleven_multilingual_v2', use_for_tts: 1 });
  });

  it('Google: an invalid key file gets the message; a valid one is shown with the private key masked; two custom voices are created', async () => {
    const { user } = await openAdd();
    await user.selectOptions(screen.getByLabelText(/^Vendor/), 'google');
    const file = screen.getByLabelText(/^Service key file/);
    await user.upload(file, new File(['{"nope": true}'], 'key.json', { type: 'application/json' }));
    expect(await screen.findByText('Invalid service key file, could not parse as JSON.')).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText(/^Service key file/),
      new File([SECRET_KEY_JSON], 'key.json', { type: 'application/json' }),
    );
    const preview = await screen.findByLabelText('Service key (private key masked)');
    expect(preview).toHaveTextContent('tts@demo.iam.gserviceaccount.com');
    expect(preview).not.toHaveTextContent('MIIEvQIBADANBgkqhkiG9w0BAQEFAASC');
    expect(preview).toHaveTextContent('MIIEvQ••••');
    await user.click(screen.getByLabelText('Use custom voices'));
    const first = screen.getByRole('group', { name: 'Custom voice 1' });
    await user.click(within(first).getByRole('button', { name: 'Remove custom voice 1' }));
    expect(await screen.findByText('You must provide at least one custom voice.')).toBeInTheDocument();
    await user.type(within(first).getByLabelText(/^Name/), 'brand');
    await user.type(within(first).getByLabelText(/^Model/), 'projects/p/models/m');
    await user.click(screen.getByRole('button', { name: 'Add voice' }));
    const second = screen.getByRole('group', { name: 'Custom voice 2' });
    await user.type(within(second).getByLabelText(/^Name/), 'clone');
    await user.click(within(second).getByLabelText('Use voice cloning key'));
    const key = `k${'e'.repeat(140)}`;
    await user.upload(within(second).getByLabelText(/^Voice cloning key file/), new File([key], 'clone.txt'));
    expect(await within(second).findByText(`${key.slice(0, 100)}...`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('Speech credential created successfully')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Speech services', level: 1 });
    const voices = await readBack(async () => {
      const [saved] = await api.current.asAdmin<SpeechCredential[]>('GET', `${SP}/SpeechCredentials`);
      return api.current.asAdmin<(GoogleCustomVoice & { voice_cloning_key?: string })[]>(
        'GET',
        `/GoogleCustomVoices?speech_credential_sid=${saved.speech_credential_sid}`,
      );
    });
    expect(voices.map((v) => [v.name, v.model, v.use_voice_cloning_key])).toEqual([
      ['brand', 'projects/p/models/m', 0],
      ['clone', '', 1],
    ]);
    // the whole key was uploaded; the API shows its first 100 characters
    const [upload] = api.current.sent('POST', /\/GoogleCustomVoices\/.+\/VoiceCloningKey$/);
    expect(upload.body).toContain(key);
    expect(voices[1].voice_cloning_key).toBe(`${key.slice(0, 100)}...`);
  });
});
