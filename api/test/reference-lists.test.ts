import { createWorld, type World } from './helpers';

let w: World;
const carrier = (sid: string, name: string, sp: string | null, account: string | null) =>
  w.app.ctx.store.insert('voip_carriers', {
    voip_carrier_sid: sid,
    name,
    service_provider_sid: sp,
    account_sid: account,
    register_status: sid.startsWith('c1') ? '{"status":"ok","reason":"200 OK"}' : null,
  });

beforeAll(async () => {
  w = await createWorld();
  const { store } = w.app.ctx;
  carrier('c1000000-0000-4000-8000-000000000000', 'sp1 trunk', w.sp1, null);
  carrier('c2000000-0000-4000-8000-000000000000', 'acct1 trunk', w.sp1, w.acct1);
  carrier('c3000000-0000-4000-8000-000000000000', 'acct2 trunk', w.sp1, w.acct2);
  carrier('c4000000-0000-4000-8000-000000000000', 'sp2 trunk', w.sp2, null);
  const number = (n: string, account: string | null, carrierSid: string) =>
    store.insert('phone_numbers', {
      phone_number_sid: `d${n}`.padEnd(8, '0') + '-0000-4000-8000-000000000000',
      number: n,
      account_sid: account,
      voip_carrier_sid: carrierSid,
    });
  number('1555001', w.acct1, 'c1000000-0000-4000-8000-000000000000');
  number('1555002', w.acct1, 'c1000000-0000-4000-8000-000000000000');
  number('1555003', w.acct2, 'c3000000-0000-4000-8000-000000000000');
  number('1555004', w.acctB, 'c4000000-0000-4000-8000-000000000000');
  number('1555005', null, 'c4000000-0000-4000-8000-000000000000');
  store.insert('ms_teams_tenants', {
    ms_teams_tenant_sid: 'e1000000-0000-4000-8000-000000000000',
    service_provider_sid: w.sp1,
    account_sid: w.acct1,
    tenant_fqdn: 'a.example.com',
  });
  store.insert('ms_teams_tenants', {
    ms_teams_tenant_sid: 'e2000000-0000-4000-8000-000000000000',
    service_provider_sid: w.sp2,
    account_sid: w.acctB,
    tenant_fqdn: 'b.example.com',
  });
  store.insert('sbc_addresses', {
    sbc_address_sid: 'f1000000-0000-4000-8000-000000000000',
    ipv4: '192.0.2.50',
  });
  store.insert('sbc_addresses', {
    sbc_address_sid: 'f2000000-0000-4000-8000-000000000000',
    ipv4: '198.51.100.7',
    service_provider_sid: w.sp2,
  });
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

const names = (list: { name?: string; number?: string; tenant_fqdn?: string }[]) =>
  list.map((x) => x.name ?? x.number ?? x.tenant_fqdn);

describe('phone numbers', () => {
  it('narrowed by scope; paged with filter; numbers without an account only for admins', async () => {
    expect(names((await w.api('GET', '/v1/PhoneNumbers', w.tokens.admin)).json())).toEqual([
      '1555001',
      '1555002',
      '1555003',
      '1555004',
      '1555005',
    ]);
    expect(names((await w.api('GET', '/v1/PhoneNumbers', w.tokens.sp)).json())).toEqual([
      '1555001',
      '1555002',
      '1555003',
    ]);
    expect(names((await w.api('GET', '/v1/PhoneNumbers', w.tokens.acct)).json())).toEqual([
      '1555001',
      '1555002',
    ]);
    expect(names((await w.api('GET', '/v1/PhoneNumbers', w.tokens.acctOther)).json())).toEqual(['1555003']);
    expect(
      (await w.api('GET', '/v1/PhoneNumbers?page=1&page_size=25&filter=002', w.tokens.admin)).json(),
    ).toMatchObject({ total: 1, page: 1, page_size: 25, data: [{ number: '1555002' }] });
    expect(
      names((await w.api('GET', `/v1/PhoneNumbers?service_provider_sid=${w.sp2}`, w.tokens.admin)).json()),
    ).toEqual(['1555004']);
    expect(
      names((await w.api('GET', `/v1/PhoneNumbers?account_sid=${w.acct2}`, w.tokens.sp)).json()),
    ).toEqual(['1555003']);
    expect(
      names((await w.api('GET', `/v1/ServiceProviders/${w.sp1}/PhoneNumbers`, w.tokens.sp)).json()),
    ).toEqual(['1555001', '1555002', '1555003']);
    expect(
      names((await w.api('GET', `/v1/ServiceProviders/${w.sp1}/PhoneNumbers`, w.tokens.acct)).json()),
    ).toEqual(['1555001', '1555002']);
    expect((await w.api('GET', `/v1/ServiceProviders/${w.sp2}/PhoneNumbers`, w.tokens.sp)).statusCode).toBe(
      403,
    );
  });
});

describe('Microsoft Teams tenants (narrowed, unlike the real server)', () => {
  it('each caller sees only its own', async () => {
    expect(names((await w.api('GET', '/v1/MicrosoftTeamsTenants', w.tokens.admin)).json())).toEqual([
      'a.example.com',
      'b.example.com',
    ]);
    expect(names((await w.api('GET', '/v1/MicrosoftTeamsTenants', w.tokens.sp)).json())).toEqual([
      'a.example.com',
    ]);
    expect(names((await w.api('GET', '/v1/MicrosoftTeamsTenants', w.tokens.acctOther)).json())).toEqual([]);
    expect(names((await w.api('GET', '/v1/MicrosoftTeamsTenants', w.tokens.spOther)).json())).toEqual([
      'b.example.com',
    ]);
  });
});

describe('carriers', () => {
  it('lists narrowed by scope, register_status parsed, paging and name filter', async () => {
    const all = (await w.api('GET', '/v1/VoipCarriers', w.tokens.admin)).json();
    expect(names(all)).toEqual(['acct1 trunk', 'acct2 trunk', 'sp1 trunk', 'sp2 trunk']);
    expect(all.find((c: { name: string }) => c.name === 'sp1 trunk').register_status).toEqual({
      status: 'ok',
      reason: '200 OK',
    });
    expect(all.find((c: { name: string }) => c.name === 'sp2 trunk').register_status).toEqual({});
    expect(names((await w.api('GET', '/v1/VoipCarriers', w.tokens.sp)).json())).toEqual([
      'acct1 trunk',
      'acct2 trunk',
      'sp1 trunk',
    ]);
    expect(names((await w.api('GET', '/v1/VoipCarriers', w.tokens.acct)).json())).toEqual([
      'acct1 trunk',
      'sp1 trunk',
    ]);
    expect(
      names((await w.api('GET', `/v1/VoipCarriers?account_sid=${w.acct2}`, w.tokens.admin)).json()),
    ).toEqual(['acct2 trunk', 'sp1 trunk']);
    expect((await w.api('GET', '/v1/VoipCarriers?page=1&page_size=1', w.tokens.admin)).json()).toMatchObject({
      total: 4,
      page: 1,
      page_size: 1,
      data: [{ name: 'acct1 trunk' }],
    });
    expect(
      names(
        (
          await w.api(
            'GET',
            `/v1/ServiceProviders/${w.sp1}/VoipCarriers?page=1&page_size=10&name=SP1`,
            w.tokens.sp,
          )
        ).json().data,
      ),
    ).toEqual(['sp1 trunk']);
    expect(
      names(
        (
          await w.api('GET', `/v1/ServiceProviders/${w.sp1}/VoipCarriers?account_sid=${w.acct1}`, w.tokens.sp)
        ).json(),
      ),
    ).toEqual(['acct1 trunk', 'sp1 trunk']);
    expect(
      names((await w.api('GET', `/v1/ServiceProviders/${w.sp1}/VoipCarriers`, w.tokens.acct)).json()),
    ).toEqual(['acct1 trunk', 'sp1 trunk']);
    expect((await w.api('GET', `/v1/ServiceProviders/${w.sp2}/VoipCarriers`, w.tokens.sp)).statusCode).toBe(
      403,
    );
    expect(names((await w.api('GET', `/v1/Accounts/${w.acct1}/VoipCarriers`, w.tokens.acct)).json())).toEqual(
      ['acct1 trunk'],
    );
    expect((await w.api('GET', `/v1/Accounts/${w.acct2}/VoipCarriers`, w.tokens.acct)).statusCode).toBe(403);
  });

  it('predefined carriers are public: the five templates', async () => {
    const list = (await w.api('GET', '/v1/PredefinedCarriers')).json();
    expect(list.map((c: { name: string }) => c.name).sort()).toEqual([
      'Retell',
      'Simwood',
      'TelecomsXChange',
      'Twilio',
      'Voxbone',
    ]);
    expect(list.find((c: { name: string }) => c.name === 'Retell')).toMatchObject({
      trunk_type: 'auth',
      inbound_auth_username: '<your-retell-auth-username>',
      requires_static_ip: 0,
    });
  });

  it('SBCs: the SP’s own, else the global ones', async () => {
    expect((await w.api('GET', '/v1/Sbcs', w.tokens.sp)).json()).toEqual([
      {
        sbc_address_sid: 'f1000000-0000-4000-8000-000000000000',
        ipv4: '192.0.2.50',
        port: 5060,
        tls_port: null,
        wss_port: null,
        service_provider_sid: null,
        last_updated: null,
      },
    ]);
    expect(
      (await w.api('GET', '/v1/Sbcs', w.tokens.spOther)).json().map((s: { ipv4: string }) => s.ipv4),
    ).toEqual(['198.51.100.7']);
    expect(
      (await w.api('GET', `/v1/Sbcs?service_provider_sid=${w.sp2}`, w.tokens.admin))
        .json()
        .map((s: { ipv4: string }) => s.ipv4),
    ).toEqual(['198.51.100.7']);
  });
});

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
