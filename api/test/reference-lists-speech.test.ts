// The speech credentials' reads (the reference lists of the speech area): under a service provider and under an
// account, secrets masked by scope, Google custom voices, and the supported languages and voices per vendor.
import { createWorld, type World } from './helpers';

let w: World;

beforeAll(async () => {
  w = await createWorld();
  const { store } = w.app.ctx;
  store.insert('speech_credentials', {
    speech_credential_sid: 'a1000000-0000-4000-8000-000000000000',
    service_provider_sid: w.sp1,
    vendor: 'deepgram',
    label: 'dg',
    credential: w.app.ctx.box.encryptJson({ api_key: 'fake-deepgram-key-123456' }),
  });
  store.insert('speech_credentials', {
    speech_credential_sid: 'a3000000-0000-4000-8000-000000000000',
    service_provider_sid: w.sp1,
    vendor: 'google',
    label: 'voices',
    credential: w.app.ctx.box.encryptJson({ service_key: '{}' }),
  });
  store.insert('google_custom_voices', {
    google_custom_voice_sid: 'b3000000-0000-4000-8000-000000000000',
    speech_credential_sid: 'a3000000-0000-4000-8000-000000000000',
    model: 'projects/p/locations/us/models/m',
    name: 'brand voice',
    voice_cloning_key: 'k'.repeat(150),
  });
  store.insert('speech_credentials', {
    speech_credential_sid: 'a2000000-0000-4000-8000-000000000000',
    service_provider_sid: w.sp1,
    account_sid: w.acct1,
    vendor: 'aws',
    label: 'polly',
    credential: w.app.ctx.box.encryptJson({
      access_key_id: 'AKIA123',
      secret_access_key: 'aws-secret-value-xyz',
      aws_region: 'us-east-1',
    }),
  });
});
afterAll(() => w.app.close());

describe('speech credentials (read) and languages', () => {
  it('SP path: SP-level credentials, secrets masked; account users also see theirs but no SP secrets', async () => {
    const sp = (await w.api('GET', `/v1/ServiceProviders/${w.sp1}/SpeechCredentials`, w.tokens.sp)).json();
    expect(sp).toEqual([
      expect.objectContaining({
        speech_credential_sid: 'a1000000-0000-4000-8000-000000000000',
        vendor: 'deepgram',
        label: 'dg',
        use_for_tts: 1,
        api_key: 'fake-dXXXXXXXXXXXXXXXXXX',
      }),
      expect.objectContaining({
        speech_credential_sid: 'a3000000-0000-4000-8000-000000000000',
        vendor: 'google',
        label: 'voices',
      }),
    ]);
    expect(sp[0]).not.toHaveProperty('credential');
    const acct = (
      await w.api('GET', `/v1/ServiceProviders/${w.sp1}/SpeechCredentials`, w.tokens.acct)
    ).json();
    expect(acct.map((c: { vendor: string }) => c.vendor)).toEqual(['aws', 'deepgram', 'google']);
    expect(acct.find((c: { vendor: string }) => c.vendor === 'deepgram')).not.toHaveProperty('api_key');
    expect(acct.find((c: { vendor: string }) => c.vendor === 'aws')).toMatchObject({
      access_key_id: 'AKIA123',
      secret_access_key: 'aws-seXXXXXXXXXXXXXX',
      aws_region: 'us-east-1',
    });
    expect(
      (await w.api('GET', `/v1/ServiceProviders/${w.sp2}/SpeechCredentials`, w.tokens.sp)).json(),
    ).toEqual({ msg: 'Insufficient privileges' });
  });

  it('account path: the account’s and its SP’s; one credential by sid', async () => {
    expect(
      (await w.api('GET', `/v1/Accounts/${w.acct1}/SpeechCredentials`, w.tokens.admin)).json(),
    ).toHaveLength(3);
    expect((await w.api('GET', `/v1/Accounts/${w.acct2}/SpeechCredentials`, w.tokens.acct)).statusCode).toBe(
      403,
    );
    expect(
      (
        await w.api(
          'GET',
          `/v1/Accounts/${w.acct1}/SpeechCredentials/a2000000-0000-4000-8000-000000000000`,
          w.tokens.acct,
        )
      ).json().vendor,
    ).toBe('aws');
    expect(
      (
        await w.api(
          'GET',
          `/v1/ServiceProviders/${w.sp1}/SpeechCredentials/a2000000-0000-4000-8000-000000000000`,
          w.tokens.acctOther,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await w.api(
          'GET',
          `/v1/ServiceProviders/${w.sp1}/SpeechCredentials/00000000-0000-4000-8000-000000000000`,
          w.tokens.sp,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('Google custom voices: by credential, or by the caller’s credentials with a label', async () => {
    const byCredential = (
      await w.api(
        'GET',
        '/v1/GoogleCustomVoices?speech_credential_sid=a3000000-0000-4000-8000-000000000000',
        w.tokens.acct,
      )
    ).json();
    expect(byCredential).toEqual([
      {
        google_custom_voice_sid: 'b3000000-0000-4000-8000-000000000000',
        speech_credential_sid: 'a3000000-0000-4000-8000-000000000000',
        model: 'projects/p/locations/us/models/m',
        reported_usage: 'REALTIME',
        name: 'brand voice',
        // an account user may not change its provider's voice: the key masked (docs/api/contract.md#secret-masking)
        voice_cloning_key: '****kkkk',
        use_voice_cloning_key: 0,
      },
    ]);
    expect(
      (
        await w.api(
          'GET',
          '/v1/GoogleCustomVoices?speech_credential_sid=a3000000-0000-4000-8000-000000000000',
          w.tokens.spOther,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await w.api(
          'GET',
          '/v1/GoogleCustomVoices?speech_credential_sid=00000000-0000-4000-8000-000000000000',
          w.tokens.sp,
        )
      ).statusCode,
    ).toBe(404);
    expect((await w.api('GET', '/v1/GoogleCustomVoices?label=voices', w.tokens.acct)).json()).toHaveLength(1);
    expect((await w.api('GET', '/v1/GoogleCustomVoices?label=other', w.tokens.acct)).json()).toEqual([]);
    expect(
      (
        await w.api(
          'GET',
          `/v1/GoogleCustomVoices?label=voices&service_provider_sid=${w.sp1}`,
          w.tokens.admin,
        )
      ).json(),
    ).toHaveLength(1);
    expect((await w.api('GET', '/v1/GoogleCustomVoices?label=voices', w.tokens.admin)).json()).toEqual({
      msg: 'missing account_sid or service_provider_sid in query parameters',
    });
    expect(
      (await w.api('GET', `/v1/GoogleCustomVoices?label=voices&account_sid=${w.acctB}`, w.tokens.sp))
        .statusCode,
    ).toBe(403);
  });

  it('supportedLanguagesAndVoices: real lists for the main vendors, keys a vendor lacks are absent', async () => {
    const get = (vendor: string, token = w.tokens.sp) =>
      w.api(
        'GET',
        `/v1/ServiceProviders/${w.sp1}/SpeechCredentials/speech/supportedLanguagesAndVoices?vendor=${vendor}`,
        token,
      );
    const google = (await get('google')).json();
    expect(Object.keys(google)).toEqual(['tts', 'stt']);
    expect(google.tts.find((l: { value: string }) => l.value === 'en-US').voices).toContainEqual({
      value: 'en-US-Standard-C',
      name: 'Standard-C (Female)',
    });
    for (const [vendor, language, voice] of [
      ['aws', 'en-US', 'Joanna'],
      ['microsoft', 'en-US', 'en-US-JennyNeural'],
      ['deepgram', 'en-US', 'aura-asteria-en'],
      ['elevenlabs', 'en', '21m00Tcm4TlvDq8ikWAM'],
      ['ibm', 'en-US', 'en-US_AllisonV3Voice'],
      ['nuance', 'en-US', 'Ava'],
      ['nvidia', 'en-US', 'English-US.Female-1'],
    ]) {
      const body = (await get(vendor)).json();
      const lang = body.tts.find((l: { value: string }) => l.value === language);
      expect(lang.voices.map((v: { value: string }) => v.value)).toContain(voice);
    }
    for (const vendor of ['aws', 'microsoft', 'deepgram', 'ibm', 'nuance', 'nvidia'])
      expect((await get(vendor)).json().stt.length).toBeGreaterThan(2);
    expect((await get('deepgram')).json().sttModels).toContainEqual({ value: 'nova-2', name: 'Nova 2' });
    expect((await get('elevenlabs')).json()).not.toHaveProperty('stt');
    expect((await get('assemblyai')).json()).not.toHaveProperty('tts');
    expect((await get('custom:acme')).json()).toEqual({});
    expect((await get('nope')).json()).toEqual({ msg: 'Invalid vendor nope' });
    expect(
      (
        await w.api(
          'GET',
          `/v1/ServiceProviders/${w.sp1}/SpeechCredentials/speech/supportedLanguagesAndVoices`,
          w.tokens.sp,
        )
      ).json(),
    ).toEqual({ msg: 'vendor is required' });
    expect(
      (
        await w.api(
          'GET',
          `/v1/Accounts/${w.acct1}/SpeechCredentials/speech/supportedLanguagesAndVoices?vendor=aws&label=x&create_new=true`,
          w.tokens.acct,
        )
      ).statusCode,
    ).toBe(200);
  });
});
