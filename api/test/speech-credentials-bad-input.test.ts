// Speech credentials with bad input: the rules of every vendor, a 4xx with {msg} where the real server answers 500,
// and nothing written.
import type { SpeechCredentialPayload } from '@switchboard/shared/types';
import { speechCredentialProblems } from '@switchboard/shared/validation';
import { tableCounts } from './helpers';
import { GOOGLE_KEY, acctPath, create, spPath, w } from './speech-credentials.fixtures';

describe('bad input: a 4xx with {msg}, nothing written', () => {
  const cases: [string, Record<string, unknown>, number, string][] = [
    ['no vendor', { api_key: 'x' }, 400, 'Vendor is required'],
    ['an unknown vendor', { vendor: 'acme' }, 400, 'invalid or missing vendor: acme'],
    ['google without a key file', { vendor: 'google' }, 400, 'Service key file is required'],
    [
      'google with a key that is not JSON',
      { vendor: 'google', service_key: 'not json' },
      400,
      'Invalid service key file, could not parse as JSON.',
    ],
    [
      'google with JSON lacking private_key',
      { vendor: 'google', service_key: '{"client_email":"a@b"}' },
      400,
      'Invalid service key file, could not parse as JSON.',
    ],
    [
      'aws without a region',
      { vendor: 'aws', access_key_id: 'AKIA', secret_access_key: 's' },
      400,
      'Region is required',
    ],
    [
      'aws with half a key pair',
      { vendor: 'aws', aws_region: 'us-east-1', access_key_id: 'AKIA' },
      400,
      'Both the access key ID and the secret access key are required',
    ],
    ['microsoft without region', { vendor: 'microsoft', api_key: 'k' }, 400, 'Region is required'],
    ['elevenlabs without a model', { vendor: 'elevenlabs', api_key: 'k' }, 400, 'Model is required'],
    [
      'playht without a user id',
      { vendor: 'playht', api_key: 'k', voice_engine: 'Play3.0-mini' },
      400,
      'User ID is required',
    ],
    ['nuance with neither keys nor URIs', { vendor: 'nuance' }, 400, 'Client ID is required'],
    [
      'nuance with a URI that is not ip:port',
      { vendor: 'nuance', nuance_tts_uri: '10.0.0.1:1234567' },
      400,
      'Use ip:port (a port of at most 6 digits)',
    ],
    ['nvidia without its server', { vendor: 'nvidia' }, 400, 'Riva server URI is required'],
    ['a custom vendor without a name', { vendor: 'custom:' }, 400, 'Name is required'],
    [
      'a custom vendor with an http STT URL',
      { vendor: 'custom:acme', use_for_tts: 0, custom_stt_url: 'http://x' },
      400,
      'The STT URL must start with ws:// or wss://',
    ],
    [
      'a custom TTS without a URL',
      { vendor: 'custom:acme', use_for_stt: 0 },
      400,
      'An HTTP or WebSocket URL is required for TTS',
    ],
    [
      'options that are not JSON',
      { vendor: 'rimelabs', api_key: 'k', model_id: 'mist', options: '{nope' },
      400,
      'Must be valid JSON',
    ],
    [
      'a label over 64 characters',
      { vendor: 'soniox', api_key: 'k', label: 'x'.repeat(65) },
      400,
      'Label must be at most 64 characters',
    ],
    [
      'a flag of the wrong type',
      { vendor: 'soniox', api_key: 'k', use_for_tts: 'maybe' },
      400,
      'use_for_tts',
    ],
  ];
  it.each(cases)('%s', async (_what, body, status, msg) => {
    const before = tableCounts(w.app);
    const res = await w.api('POST', spPath(), w.tokens.admin, body);
    expect(res.statusCode).toBe(status);
    expect(res.json().msg).toContain(msg);
    expect(tableCounts(w.app)).toEqual(before);
  });

  it('a label already used by the account or the SP for the vendor: 422 with the contract’s text', async () => {
    await create({
      vendor: 'cartesia',
      api_key: 'cartesia-key-1',
      model_id: 'sonic-2',
      stt_model_id: 'ink-whisper',
      label: 'main',
    });
    const again = await w.api('POST', spPath(), w.tokens.admin, {
      vendor: 'cartesia',
      api_key: 'k2',
      model_id: 'sonic-2',
      stt_model_id: 'ink',
      label: 'main',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ msg: 'Label main is already in use for another speech credential' });
    const accountOne = await w.api('POST', acctPath(), w.tokens.acct, {
      vendor: 'cartesia',
      api_key: 'k3',
      model_id: 'sonic-2',
      stt_model_id: 'ink',
      label: 'main',
    });
    expect(accountOne.statusCode).toBe(422);
    // another vendor may use the same label
    expect(
      (
        await w.api('POST', spPath(), w.tokens.admin, {
          vendor: 'soniox',
          api_key: 'k4-123456',
          label: 'main',
        })
      ).statusCode,
    ).toBe(201);
  });

  it('every vendor of the contract is accepted with its required fields (the same rules the form runs)', () => {
    const valid: SpeechCredentialPayload[] = [
      { vendor: 'google', service_key: GOOGLE_KEY },
      { vendor: 'aws', aws_region: 'us-east-1', role_arn: 'arn:aws:iam::1:role/x' },
      { vendor: 'microsoft', region: 'eastus', api_key: 'k' },
      {
        vendor: 'microsoft',
        custom_tts_endpoint_url: 'http://c:5000',
        custom_stt_endpoint_url: 'ws://c:5001',
      },
      { vendor: 'nuance', nuance_tts_uri: '10.0.0.1:8080', nuance_stt_uri: '10.0.0.1:8081' },
      { vendor: 'deepgram', deepgram_stt_uri: 'dg:8080', deepgram_tts_uri: 'http://dg:8081' },
      { vendor: 'gladia', api_key: 'k', region: 'eu-west' },
      { vendor: 'ibm', use_for_tts: 1, use_for_stt: 0, tts_api_key: 'k', tts_region: 'us-south' },
      { vendor: 'cobalt', cobalt_server_uri: 'cobalt:2727' },
      { vendor: 'speechmatics', api_key: 'k', speechmatics_stt_uri: 'eu2.rt.speechmatics.com' },
      { vendor: 'houndify', client_id: 'c', client_key: 'k', user_id: 'u' },
      { vendor: 'verbio', client_id: 'c', client_secret: 's', engine_version: 'V1' },
      {
        vendor: 'custom:acme',
        use_for_tts: 1,
        use_for_stt: 1,
        custom_tts_streaming_url: 'wss://tts',
        custom_stt_url: 'wss://stt',
      },
    ];
    for (const payload of valid)
      expect([payload.vendor, speechCredentialProblems(payload)]).toEqual([payload.vendor, []]);
  });
});
