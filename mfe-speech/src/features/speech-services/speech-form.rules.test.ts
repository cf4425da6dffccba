// The form's rules without the page: what each vendor sends, the state rules of docs/product/speech.md#form-rules and the messages of docs/product/speech.md#vendors.
import { SPEECH_VENDORS } from '@switchboard/shared/constants';
import { credentialToForm, formToPayload } from './speech-form.payload';
import { speechFormSchema } from './speech-form.rules';
import { AWS_SWITCH_CLEARS, VENDOR_CHANGE_CLEARS, toggleMode, vendorDefaults } from './speech-form.state';
import { emptySpeechForm, type SpeechFormValues } from './speech-form.values';
import { SECRET_KEY_JSON, savedCredential } from '../../testing/fixtures';

const form = (overrides: Partial<SpeechFormValues>): SpeechFormValues => ({
  ...emptySpeechForm(),
  ...overrides,
});
const errors = (values: SpeechFormValues) => {
  const result = speechFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the state rules of docs/product/speech.md#form-rules', () => {
  it('changing vendor clears region, API key and service key; the AWS switch clears both kinds of keys', () => {
    expect(VENDOR_CHANGE_CLEARS).toEqual(['region', 'api_key', 'service_key']);
    expect(AWS_SWITCH_CLEARS).toEqual(['access_key_id', 'secret_access_key', 'role_arn']);
  });

  it('hosted ↔ on-prem clears the mode being left and restores the mode coming back', () => {
    const hosted = form({ vendor: 'microsoft', region: 'eastus', api_key: 'k', on_prem: false });
    const toOnPrem = toggleMode(hosted, true, {});
    expect(toOnPrem.changes).toMatchObject({ on_prem: true, region: '' });
    const onPrem = {
      ...hosted,
      ...toOnPrem.changes,
      custom_tts_endpoint_url: 'http://c:5000',
    } as SpeechFormValues;
    const back = toggleMode(onPrem, false, toOnPrem.stash);
    expect(back.changes).toMatchObject({ on_prem: false, region: 'eastus', custom_tts_endpoint_url: '' });
    const again = toggleMode({ ...onPrem, ...back.changes } as SpeechFormValues, true, back.stash);
    expect(again.changes).toMatchObject({ custom_tts_endpoint_url: 'http://c:5000', region: '' });
  });

  it('Deepgram and Nuance toggle their own fields', () => {
    const dg = toggleMode(form({ vendor: 'deepgram', deepgram_endpoint: 'api.eu.deepgram.com' }), true, {});
    expect(dg.changes).toMatchObject({ deepgram_endpoint: '' });
    expect(dg.stash.hosted).toEqual({ deepgram_endpoint: 'api.eu.deepgram.com' });
    const nuance = toggleMode(form({ vendor: 'nuance', client_id: 'id', secret: 's' }), true, {});
    expect(nuance.changes).toMatchObject({ client_id: '', secret: '' });
  });
});

describe('validation of docs/product/speech.md#vendors', () => {
  it('vendor required; per-vendor required fields with their messages', () => {
    expect(errors(form({}))).toEqual({ vendor: 'Vendor is required' });
    expect(errors(form({ vendor: 'elevenlabs' }))).toEqual({
      api_key: 'API key is required',
      model_id: 'Model is required',
    });
    expect(errors(form({ vendor: 'aws', aws_credential_type: 'instance_profile' }))).toEqual({
      region: 'Region is required',
    });
    expect(errors(form({ vendor: 'aws', region: 'us-east-1', access_key_id: 'AKIA' }))).toEqual({
      secret_access_key: 'Both the access key ID and the secret access key are required',
    });
    expect(errors(form({ vendor: 'google' }))).toEqual({ service_key: 'Service key file is required' });
    expect(errors(form({ vendor: 'ibm', use_for_stt: false }))).toEqual({
      tts_api_key: 'TTS API key is required',
      tts_region: 'TTS region is required',
    });
  });

  it('every vendor, chosen on a fresh form: exactly its required fields (docs/api/contract.md#speech-credentials, docs/product/speech.md#vendors)', () => {
    // Model IDs come from the model listing call, so the form still asks for them until it answers.
    const REQUIRED: Record<string, string[]> = {
      aws: ['Region', 'Access key ID', 'Secret access key'],
      google: ['Service key file'],
      deepgram: ['API key'],
      deepgramflux: ['API key'],
      ibm: ['TTS API key', 'TTS region', 'STT API key', 'STT region', 'Speech instance ID'],
      microsoft: ['Region', 'API key'],
      nuance: ['Client ID', 'Secret'],
      nvidia: ['Riva server URI'],
      wellsaid: ['API key'],
      soniox: ['API key'],
      speechmatics: ['API key', 'Endpoint'],
      custom: ['Name'],
      cobalt: ['Server URI'],
      elevenlabs: ['API key', 'Model'],
      assemblyai: ['API key'],
      voxist: ['API key'],
      whisper: ['API key', 'Model'],
      playht: ['API key', 'User ID', 'Voice engine'],
      rimelabs: ['API key', 'Model'],
      inworld: ['API key', 'Model'],
      verbio: ['Client ID', 'Client secret'],
      cartesia: ['API key', 'TTS model ID', 'STT model ID'],
      openai: ['API key', 'Model'],
      resemble: ['API key'],
      houndify: ['Client ID', 'Client key', 'User ID'],
      gladia: ['API key', 'Region'],
    };
    expect(Object.keys(REQUIRED).sort()).toEqual(SPEECH_VENDORS.map((v) => v.value).sort());
    for (const { value } of SPEECH_VENDORS) {
      const messages = Object.values(errors(form({ vendor: value, ...vendorDefaults(value) })));
      expect([value, messages.sort()]).toEqual([
        value,
        REQUIRED[value].map((l) => `${l} is required`).sort(),
      ]);
    }
  });

  it('AWS: the access key pair or the role ARN, as the credential type says; an instance profile needs neither', () => {
    const aws = form({ vendor: 'aws', region: 'us-east-1' });
    expect(errors(aws)).toEqual({
      access_key_id: 'Access key ID is required',
      secret_access_key: 'Secret access key is required',
    });
    expect(errors({ ...aws, access_key_id: 'AKIA', secret_access_key: 'secretXXXXXX' })).toEqual({});
    expect(errors({ ...aws, aws_credential_type: 'assume_role' })).toEqual({
      role_arn: 'Role ARN is required',
    });
    expect(errors({ ...aws, aws_credential_type: 'assume_role', role_arn: 'arn:aws:iam::1:role/r' })).toEqual(
      {},
    );
    expect(errors({ ...aws, aws_credential_type: 'instance_profile' })).toEqual({});
  });

  it('Nuance on-prem URIs must be ip:port with a port of at most 6 digits', () => {
    expect(errors(form({ vendor: 'nuance', on_prem: true, nuance_tts_uri: '10.0.0.1' }))).toEqual({
      nuance_tts_uri: 'Use ip:port (a port of at most 6 digits)',
    });
    expect(
      errors(form({ vendor: 'nuance', on_prem: true, nuance_tts_uri: '10.0.0.1:1234567' })),
    ).toHaveProperty('nuance_tts_uri');
    expect(errors(form({ vendor: 'nuance', on_prem: true, nuance_tts_uri: '10.0.0.1:123456' }))).toEqual({});
    expect(errors(form({ vendor: 'nuance', on_prem: false }))).toEqual({
      client_id: 'Client ID is required',
      secret: 'Secret is required',
    });
  });

  it('custom vendor: a name, an http(s)/ws(s) TTS URL, a ws(s) STT URL when STT is used', () => {
    expect(errors(form({ vendor: 'custom' }))).toMatchObject({ custom_name: 'Name is required' });
    expect(errors(form({ vendor: 'custom', custom_name: 'a b' }))).toMatchObject({
      custom_name: 'Use letters, digits, - or _ in the name',
    });
    expect(errors(form({ vendor: 'custom', custom_name: 'acme' }))).toEqual({
      custom_tts_url: 'An HTTP or WebSocket URL is required for TTS',
      custom_stt_url: 'A WebSocket URL is required for STT',
    });
    expect(
      errors(
        form({
          vendor: 'custom',
          custom_name: 'acme',
          custom_tts_url: 'ftp://x',
          custom_stt_url: 'http://x',
        }),
      ),
    ).toEqual({
      custom_tts_url: 'The TTS URL must start with http:// or https://',
      custom_stt_url: 'The STT URL must start with ws:// or wss://',
    });
    expect(
      errors(
        form({
          vendor: 'custom',
          custom_name: 'acme',
          use_for_stt: false,
          custom_tts_streaming_url: 'wss://t',
        }),
      ),
    ).toEqual({});
  });

  it('Google: the key must be JSON with private_key and client_email; custom voices need one, a name and a model or key', () => {
    expect(errors(form({ vendor: 'google', service_key: '{"client_email":"x"}' }))).toEqual({
      service_key: 'Invalid service key file, could not parse as JSON.',
    });
    const google = form({ vendor: 'google', service_key: SECRET_KEY_JSON, use_custom_voices: true });
    expect(errors(google)).toEqual({ custom_voices: 'You must provide at least one custom voice.' });
    const voice = {
      name: '',
      reported_usage: 'REALTIME' as const,
      model: '',
      use_voice_cloning_key: false,
      key_text: '',
      key_file_name: '',
      key_preview: '',
    };
    expect(errors({ ...google, custom_voices: [voice] })).toEqual({
      'custom_voices.0.name': 'Voice name is required',
      'custom_voices.0.model': 'A model or a voice cloning key is required',
    });
    expect(
      errors({
        ...google,
        custom_voices: [{ ...voice, name: 'v', use_voice_cloning_key: true, key_text: 'k' }],
      }),
    ).toEqual({});
  });

  it('extra options must be JSON', () => {
    expect(
      errors(form({ vendor: 'rimelabs', api_key: 'k', model_id: 'mist', use_options: true, options: '{x' })),
    ).toEqual({
      options: 'Must be valid JSON',
    });
  });
});

describe('what the form sends and what it shows of a saved credential', () => {
  it('every vendor sends only its own fields', () => {
    for (const { value } of SPEECH_VENDORS) {
      const payload = formToPayload(
        form({ vendor: value, api_key: 'k', region: 'r', client_id: 'c', riva_server_uri: 'h:1' }),
      );
      expect(payload.vendor).toBe(value === 'custom' ? 'custom:' : value);
      if (value === 'aws') expect(payload).toMatchObject({ aws_region: 'r' });
      if (
        ['nvidia', 'cobalt', 'google', 'aws', 'ibm', 'custom', 'houndify', 'verbio', 'nuance'].includes(value)
      )
        expect(payload).not.toHaveProperty('api_key');
      if (value !== 'nvidia') expect(payload).not.toHaveProperty('riva_server_uri');
    }
  });

  it('AWS sends the pair or the role ARN, whichever its type says', () => {
    const keys = formToPayload(
      form({ vendor: 'aws', region: 'us-east-1', access_key_id: 'A', secret_access_key: 'S', role_arn: 'R' }),
    );
    expect(keys).toMatchObject({ access_key_id: 'A', secret_access_key: 'S' });
    expect(keys).not.toHaveProperty('role_arn');
    const role = formToPayload(
      form({ vendor: 'aws', aws_credential_type: 'assume_role', region: 'us-east-1', role_arn: 'R' }),
    );
    expect(role).toMatchObject({ role_arn: 'R' });
    expect(role).not.toHaveProperty('access_key_id');
  });

  it('a saved credential keeps its masked secrets and mode; sent back masked', () => {
    const saved = savedCredential({
      vendor: 'deepgram',
      api_key: 'fake-dXXXXXX',
      deepgram_stt_uri: 'dg:8080',
      deepgram_tts_uri: 'http://dg:8081',
    });
    const values = credentialToForm(saved);
    expect(values).toMatchObject({
      vendor: 'deepgram',
      on_prem: true,
      api_key: 'fake-dXXXXXX',
      deepgram_stt_uri: 'dg:8080',
    });
    expect(formToPayload(values)).toMatchObject({
      api_key: 'fake-dXXXXXX',
      deepgram_tts_uri: 'http://dg:8081',
    });
    const hosted = credentialToForm(
      savedCredential({ vendor: 'deepgram', deepgram_stt_uri: 'api.eu.deepgram.com' }),
    );
    expect(hosted).toMatchObject({ on_prem: false, deepgram_endpoint: 'api.eu.deepgram.com' });
    const custom = credentialToForm(savedCredential({ vendor: 'custom:acme', custom_stt_url: 'wss://s' }));
    expect(custom).toMatchObject({ vendor: 'custom', custom_name: 'acme', custom_stt_url: 'wss://s' });
  });
});
