// Speech credentials: create/read/update/delete on both mounts with the contract's shapes and codes, the rules of
// every vendor (a 4xx with {msg} where the real server answers 500), scopes (an account user reads an SP
// credential without its secrets), label uniqueness, masking and the masked secret kept on update, the summary
// (last test, applications using a credential), Google custom voices, and the real test against local stand-ins.
import type {
  Application,
  SpeechCredential,
  SpeechCredentialPayload,
  SpeechCredentialSummary,
} from '@switchboard/shared/types';
import { speechCredentialProblems, speechSummaryOf } from '@switchboard/shared/validation';
import { createWorld, tableCounts, type World } from './helpers';
import { startSilentServer, startSpeechStandins, type SpeechStandins } from './speech-standins';

let w: World;
let standins: SpeechStandins;

const GOOGLE_KEY = JSON.stringify({
  type: 'service_account',
  project_id: 'demo',
  private_key:
    '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7\n-----END PRIVATE KEY-----\n',
  client_email: 'tts@demo.iam.gserviceaccount.com',
});

beforeAll(async () => {
  w = await createWorld({ speechTestTimeoutMs: 1500 });
  standins = await startSpeechStandins();
});
afterAll(async () => {
  await standins.close();
  await w.app.close();
});

const spPath = (sp = w.sp1) => `/v1/ServiceProviders/${sp}/SpeechCredentials`;
const acctPath = (acct = w.acct1) => `/v1/Accounts/${acct}/SpeechCredentials`;
async function create(body: Record<string, unknown>, token = w.tokens.admin, path = spPath()) {
  const res = await w.api('POST', path, token, body);
  if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
  return res.json().sid as string;
}

describe('create and read', () => {
  it('stores a deepgram credential (the recorded request) and reads it back with the key masked', async () => {
    const sid = await create({
      vendor: 'deepgram',
      api_key: 'fake-deepgram-key-123456',
      use_for_stt: true,
      use_for_tts: true,
      label: 'dg1',
    });
    const list = (await w.api('GET', spPath(), w.tokens.admin)).json() as Record<string, unknown>[];
    const row = list.find((c) => c.speech_credential_sid === sid)!;
    expect(row).toMatchObject({
      vendor: 'deepgram',
      label: 'dg1',
      use_for_tts: 1,
      use_for_stt: 1,
      account_sid: null,
      api_key: 'fake-dXXXXXXXXXXXXXXXXXX',
    });
    const one = (await w.api('GET', `${spPath()}/${sid}`, w.tokens.sp)).json();
    expect(one.api_key).toBe('fake-dXXXXXXXXXXXXXXXXXX');
  });

  it('an account user sees an SP credential without its secrets (list and read), and cannot change it', async () => {
    const sid = await create({ vendor: 'wellsaid', api_key: 'wellsaid-secret-key-1', label: 'ws-sp' });
    const list = (await w.api('GET', acctPath(), w.tokens.acct)).json() as Record<string, unknown>[];
    const row = list.find((c) => c.speech_credential_sid === sid)!;
    expect(row.vendor).toBe('wellsaid');
    expect(row).not.toHaveProperty('api_key');
    const one = await w.api('GET', `${acctPath()}/${sid}`, w.tokens.acct);
    expect(one.statusCode).toBe(200);
    expect(one.json()).not.toHaveProperty('api_key');
    const put = await w.api('PUT', `${spPath()}/${sid}`, w.tokens.acct, { use_for_tts: 0, use_for_stt: 0 });
    expect(put.statusCode).toBe(403);
    expect(put.json().msg).toBe('Insufficient privileges');
    expect((await w.api('DELETE', `${spPath()}/${sid}`, w.tokens.acct)).statusCode).toBe(403);
  });

  it('account users create credentials of their own account (the token account wins), never SP-level ones', async () => {
    const sid = await create(
      { vendor: 'soniox', api_key: 'soniox-key-123456', use_for_tts: 0 },
      w.tokens.acct,
      acctPath(),
    );
    const row = w.app.ctx.store.get<{ account_sid: string; service_provider_sid: string }>(
      'SELECT account_sid, service_provider_sid FROM speech_credentials WHERE speech_credential_sid = ?',
      sid,
    )!;
    expect(row).toEqual({ account_sid: w.acct1, service_provider_sid: w.sp1 });
    const other = await w.api('POST', acctPath(w.acct2), w.tokens.acct, {
      vendor: 'soniox',
      api_key: 'k-123456',
    });
    expect(other.statusCode).toBe(403);
    // on the SP path an account user's credential still belongs to their account
    const viaSp = await create({ vendor: 'voxist', api_key: 'voxist-key-1234' }, w.tokens.acct);
    expect(
      w.app.ctx.store.get<{ a: string }>(
        'SELECT account_sid AS a FROM speech_credentials WHERE speech_credential_sid = ?',
        viaSp,
      )!.a,
    ).toBe(w.acct1);
  });

  it('service-provider users may not work on another service provider', async () => {
    expect(
      (await w.api('POST', spPath(w.sp2), w.tokens.sp, { vendor: 'soniox', api_key: 'x-123456' })).statusCode,
    ).toBe(403);
    expect((await w.api('GET', spPath(w.sp2), w.tokens.sp)).statusCode).toBe(403);
    expect(
      (await w.api('POST', acctPath(w.acctB), w.tokens.sp, { vendor: 'soniox', api_key: 'x-123456' }))
        .statusCode,
    ).toBe(403);
  });

  it('an admin creates an account credential on the SP path with account_sid in the body', async () => {
    const sid = await create({
      vendor: 'assemblyai',
      api_key: 'aai-key-1234567',
      account_sid: w.acct2,
      use_for_tts: 0,
    });
    const list = (await w.api('GET', acctPath(w.acct2), w.tokens.admin)).json() as {
      speech_credential_sid: string;
      account_sid: string;
    }[];
    expect(list.find((c) => c.speech_credential_sid === sid)?.account_sid).toBe(w.acct2);
    const bad = await w.api('POST', spPath(), w.tokens.admin, {
      vendor: 'assemblyai',
      api_key: 'k-1234567',
      account_sid: w.acctB,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('view-only users may read but not write', async () => {
    expect((await w.api('GET', acctPath(), w.tokens.viewOnly)).statusCode).toBe(200);
    const res = await w.api('POST', acctPath(), w.tokens.viewOnly, {
      vendor: 'soniox',
      api_key: 'k-1234567',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('User has view-only access');
  });
});

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

describe('update and delete', () => {
  it('a PUT without the flags is refused (422, the contract’s text)', async () => {
    const sid = await create({ vendor: 'soniox', api_key: 'soniox-key-abcdef' });
    const res = await w.api('PUT', `${spPath()}/${sid}`, w.tokens.admin, { region: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe('use_for_tts and use_for_stt are the only updateable fields');
  });

  it('a masked secret sent back keeps the stored one; a new value replaces it', async () => {
    const sid = await create({
      vendor: 'elevenlabs',
      api_key: 'eleven-secret-1234',
      model_id: 'eleven_turbo_v2_5',
    });
    const read = async () => (await w.api('GET', `${spPath()}/${sid}`, w.tokens.admin)).json();
    const stored = () =>
      w.app.ctx.box.decryptJson<Record<string, string>>(
        w.app.ctx.store.get<{ credential: string }>(
          'SELECT credential FROM speech_credentials WHERE speech_credential_sid = ?',
          sid,
        )!.credential,
      )!;
    const masked = (await read()).api_key as string;
    expect(masked).toBe('elevenXXXXXXXXXXXX');
    expect(
      (
        await w.api('PUT', `${spPath()}/${sid}`, w.tokens.admin, {
          use_for_tts: 1,
          use_for_stt: 0,
          api_key: masked,
          model_id: 'eleven_multilingual_v2',
        })
      ).statusCode,
    ).toBe(204);
    expect(stored()).toMatchObject({ api_key: 'eleven-secret-1234', model_id: 'eleven_multilingual_v2' });
    expect(
      (
        await w.api('PUT', `${spPath()}/${sid}`, w.tokens.admin, {
          use_for_tts: 1,
          api_key: 'rotated-key-5678',
        })
      ).statusCode,
    ).toBe(204);
    expect(stored().api_key).toBe('rotated-key-5678');
    expect((await read()).use_for_stt).toBe(0);
  });

  it('an update that breaks a vendor rule is a 400 and changes nothing', async () => {
    const sid = await create({ vendor: 'microsoft', region: 'eastus', api_key: 'ms-key-123456' });
    const before = w.app.ctx.store.get(
      'SELECT * FROM speech_credentials WHERE speech_credential_sid = ?',
      sid,
    );
    const res = await w.api('PUT', `${spPath()}/${sid}`, w.tokens.admin, { use_for_tts: 1, region: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Region is required');
    expect(
      w.app.ctx.store.get('SELECT * FROM speech_credentials WHERE speech_credential_sid = ?', sid),
    ).toEqual(before);
  });

  it('delete: 204 with an audit entry, then 404; a bad sid is 400', async () => {
    const sid = await create({ vendor: 'soniox', api_key: 'soniox-key-xyz123' });
    expect((await w.api('DELETE', `${spPath()}/${sid}`, w.tokens.sp)).statusCode).toBe(204);
    expect((await w.api('DELETE', `${spPath()}/${sid}`, w.tokens.sp)).statusCode).toBe(404);
    expect((await w.api('DELETE', `${spPath()}/not-a-sid`, w.tokens.sp)).statusCode).toBe(400);
    const audit = w.app.ctx.store.all<{ action: string }>(
      "SELECT action FROM audit_log WHERE entity = 'speech_credential' AND entity_sid = ?",
      sid,
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'delete']);
  });
});

describe('testing a credential for real', () => {
  const test = async (sid: string, path = spPath(), token = w.tokens.admin) => {
    const res = await w.api('GET', `${path}/${sid}/test`, token);
    expect(res.statusCode).toBe(200);
    return res.json() as {
      tts: { status: string; reason?: string };
      stt: { status: string; reason?: string };
    };
  };

  it('a cloud vendor reports the network’s real error, never a fake ok', async () => {
    const sid = await create({ vendor: 'deepgram', api_key: 'fake-deepgram-key-123456', label: 'cloud' });
    const result = await test(sid);
    expect(result.tts.status).toBe('fail');
    expect(result.tts.reason).toMatch(/api\.deepgram\.com|ENOTFOUND|EAI_AGAIN|timed out/);
    expect(result.stt.status).toBe('fail');
  });

  it('a custom vendor against local TTS (HTTP audio) and STT (WebSocket transcript) servers: ok, stored with the time', async () => {
    const sid = await create({
      vendor: 'custom:standin',
      use_for_tts: 1,
      use_for_stt: 1,
      custom_tts_url: `${standins.httpUrl}/tts`,
      custom_stt_url: `${standins.wsUrl}/custom`,
      auth_token: 'custom-token-1',
    });
    expect(await test(sid)).toEqual({ tts: { status: 'ok' }, stt: { status: 'ok' } });
    const tts = standins.requests.find((r) => r.path === '/tts')!;
    expect(tts.headers.authorization).toBe('Bearer custom-token-1');
    expect(JSON.parse(tts.body.toString())).toMatchObject({ type: 'text', language: 'en-US' });
    const stt = standins.sockets.find((s) => s.path === '/custom')!;
    expect(stt.messages[0]).toMatchObject({ type: 'start', encoding: 'LINEAR16', sampleRateHz: 16000 });
    expect(stt.audioBytes).toBeGreaterThan(10_000);
    const row = w.app.ctx.store.get<Record<string, unknown>>(
      'SELECT last_tested, tts_tested_ok, stt_tested_ok FROM speech_credentials WHERE speech_credential_sid = ?',
      sid,
    )!;
    expect(row).toMatchObject({ tts_tested_ok: 1, stt_tested_ok: 1 });
    expect(typeof row.last_tested).toBe('string');
  });

  it('a refused token is a fail with the service’s answer; an unused side is not tested', async () => {
    const sid = await create({
      vendor: 'custom:refusing',
      use_for_tts: 1,
      use_for_stt: 0,
      custom_tts_url: `${standins.httpUrl}/tts`,
      auth_token: 'refuse-me',
    });
    expect(await test(sid)).toEqual({
      tts: { status: 'fail', reason: 'HTTP 401: invalid token' },
      stt: { status: 'not tested' },
    });
  });

  it('a vendor that never answers: the deadline is the reason', async () => {
    const silent = await startSilentServer();
    try {
      const sid = await create({
        vendor: 'custom:silent',
        use_for_tts: 1,
        use_for_stt: 0,
        custom_tts_url: silent.url,
      });
      const started = Date.now();
      const result = await test(sid);
      expect(result.tts).toEqual({ status: 'fail', reason: 'no answer within 1.5 s (timed out)' });
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await silent.close();
    }
  });

  it('on-prem and overridable base URLs reach the stand-ins: Deepgram, Speechmatics, NVIDIA, Cobalt, Azure containers, PlayHT, Resemble, ElevenLabs', async () => {
    const host = standins.wsUrl.replace('ws://', '');
    const cases: [Record<string, unknown>, { tts: string; stt: string }][] = [
      [
        { vendor: 'deepgram', label: 'onprem', deepgram_stt_uri: host, deepgram_tts_uri: standins.httpUrl },
        { tts: 'ok', stt: 'ok' },
      ],
      [
        {
          vendor: 'speechmatics',
          api_key: 'sm-key-123456',
          speechmatics_stt_uri: standins.wsUrl,
          use_for_tts: 0,
        },
        { tts: 'not tested', stt: 'ok' },
      ],
      [
        { vendor: 'nvidia', riva_server_uri: standins.grpcTarget },
        { tts: 'ok', stt: 'ok' },
      ],
      [
        { vendor: 'cobalt', cobalt_server_uri: standins.grpcTarget, use_for_tts: 0 },
        { tts: 'not tested', stt: 'ok' },
      ],
      [
        {
          vendor: 'microsoft',
          label: 'container',
          custom_tts_endpoint_url: standins.httpUrl,
          custom_stt_endpoint_url: standins.httpUrl,
        },
        { tts: 'ok', stt: 'ok' },
      ],
      [
        {
          vendor: 'playht',
          api_key: 'p-123456',
          user_id: 'u',
          voice_engine: 'Play3.0-mini',
          playht_tts_uri: standins.httpUrl,
          use_for_stt: 0,
        },
        { tts: 'ok', stt: 'not tested' },
      ],
      [
        {
          vendor: 'resemble',
          api_key: 'r-123456',
          resemble_tts_uri: standins.httpUrl.replace('http://', ''),
          use_for_stt: 0,
        },
        { tts: 'ok', stt: 'not tested' },
      ],
      [
        {
          vendor: 'elevenlabs',
          api_key: 'e-123456',
          model_id: 'eleven_turbo_v2_5',
          api_uri: standins.httpUrl,
          use_for_stt: 0,
        },
        { tts: 'ok', stt: 'not tested' },
      ],
    ];
    for (const [body, expected] of cases) {
      const sid = await create(body);
      const result = await test(sid);
      expect([
        body.vendor,
        result.tts.status,
        result.stt.status,
        result.tts.reason ?? result.stt.reason ?? '',
      ]).toEqual([body.vendor, expected.tts, expected.stt, '']);
    }
    expect(standins.sockets.some((s) => s.path === '/v1/listen')).toBe(true);
    expect(standins.sockets.some((s) => s.path === '/v2' && s.audioBytes > 0)).toBe(true);
  });

  it('Listen: the test phrase as audio bytes; a vendor without TTS or a failing one gives the reason', async () => {
    const sid = await create({
      vendor: 'custom:listen',
      use_for_tts: 1,
      use_for_stt: 0,
      custom_tts_url: `${standins.httpUrl}/listen`,
    });
    const res = await w.app.inject({
      method: 'GET',
      url: `${spPath()}/${sid}/synthesize`,
      headers: { authorization: `Bearer ${w.tokens.sp}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('audio/wav');
    expect(res.rawPayload.subarray(0, 4).toString('ascii')).toBe('RIFF');
    const stt = await create({ vendor: 'soniox', api_key: 'soniox-listen-1', use_for_tts: 0 });
    const none = await w.api('GET', `${spPath()}/${stt}/synthesize`, w.tokens.sp);
    expect(none.statusCode).toBe(502);
    expect(none.json().msg).toBe('TTS: this vendor does not synthesize speech');
  });

  it('scopes: an account user may test their account’s credential and the SP’s, not another account’s', async () => {
    const mine = await create(
      { vendor: 'custom:mine', use_for_tts: 1, use_for_stt: 0, custom_tts_url: `${standins.httpUrl}/x` },
      w.tokens.acct,
      acctPath(),
    );
    expect((await test(mine, acctPath(), w.tokens.acct)).tts.status).toBe('ok');
    const theirs = await create(
      { vendor: 'custom:theirs', use_for_tts: 1, use_for_stt: 0, custom_tts_url: `${standins.httpUrl}/x` },
      w.tokens.acctOther,
      acctPath(w.acct2),
    );
    expect((await w.api('GET', `${spPath()}/${theirs}/test`, w.tokens.acct)).statusCode).toBe(403);
  });

  it('a Google credential whose stored key is not one: 422 (contract)', async () => {
    const sid = await create({ vendor: 'google', service_key: GOOGLE_KEY, label: 'bad-key' });
    w.app.ctx.store.run(
      'UPDATE speech_credentials SET credential = ? WHERE speech_credential_sid = ?',
      w.app.ctx.box.encryptJson({ service_key: '{"x":1}' }),
      sid,
    );
    const res = await w.api('GET', `${spPath()}/${sid}/test`, w.tokens.admin);
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe('uploaded file is not a google service key');
  });
});

describe('summary: last test and the applications using each credential', () => {
  it('names the applications whose vendor and label point at a credential (account first, then SP)', async () => {
    const spCred = await create({
      vendor: 'custom:usedsp',
      use_for_tts: 1,
      use_for_stt: 0,
      custom_tts_url: `${standins.httpUrl}/x`,
    });
    const acctCred = await create({
      vendor: 'custom:usedsp',
      use_for_tts: 1,
      use_for_stt: 0,
      custom_tts_url: `${standins.httpUrl}/x`,
      account_sid: w.acct2,
    });
    const app = async (name: string, account: string, vendor: string) =>
      (
        await w.api('POST', '/v1/Applications', w.tokens.admin, {
          name,
          account_sid: account,
          call_hook: { url: 'https://example.com/call', method: 'POST' },
          call_status_hook: { url: 'https://example.com/status', method: 'POST' },
          speech_synthesis_vendor: vendor,
          speech_synthesis_language: 'en-US',
          speech_synthesis_voice: 'default',
          speech_recognizer_vendor: 'google',
          speech_recognizer_language: 'en-US',
        })
      ).json().sid as string;
    await app('ivr one', w.acct1, 'custom:usedsp');
    await app('ivr two', w.acct2, 'custom:usedsp');
    await w.api('GET', `${spPath()}/${spCred}/test`, w.tokens.admin);
    const summary = (await w.api('GET', `${spPath()}/summary`, w.tokens.admin)).json() as {
      speech_credential_sid: string;
      application_count: number;
      applications: { name: string; uses: string[] }[];
      last_test: unknown;
    }[];
    const sp = summary.find((s) => s.speech_credential_sid === spCred)!;
    expect(sp.applications.map((a) => a.name)).toEqual(['ivr one']);
    expect(sp.applications[0].uses).toEqual(['synthesis']);
    expect(sp.last_test).toEqual({ tts: { status: 'ok' }, stt: { status: 'not tested' } });
    const acct = (
      await w.api('GET', `${acctPath(w.acct2)}/summary`, w.tokens.admin)
    ).json() as typeof summary;
    expect(acct.find((s) => s.speech_credential_sid === acctCred)!.applications.map((a) => a.name)).toEqual([
      'ivr two',
    ]);
    // an account user only hears about their own account's applications
    const mine = (await w.api('GET', `${acctPath()}/summary`, w.tokens.acct)).json() as typeof summary;
    expect(mine.find((s) => s.speech_credential_sid === spCred)!.application_count).toBe(1);
  });

  it('fallback speech counts only when the application uses it; one application counts once', async () => {
    const cred = await create({
      vendor: 'custom:fallback',
      custom_tts_url: `${standins.httpUrl}/x`,
      use_for_stt: 0,
    });
    const { store } = w.app.ctx;
    const insert = store.db.prepare(
      `INSERT INTO applications (application_sid, name, account_sid, speech_synthesis_vendor, use_for_fallback_speech,
         fallback_speech_synthesis_vendor, fallback_speech_recognizer_vendor) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    store.transaction(() => {
      insert.run(
        'f0000001-0000-4000-8000-000000000000',
        'fb on',
        w.acct1,
        'google',
        1,
        'custom:fallback',
        'custom:fallback',
      );
      insert.run(
        'f0000002-0000-4000-8000-000000000000',
        'fb off',
        w.acct1,
        'google',
        0,
        'custom:fallback',
        null,
      );
      insert.run(
        'f0000003-0000-4000-8000-000000000000',
        'fb both',
        w.acct1,
        'custom:fallback',
        1,
        'custom:fallback',
        null,
      );
    });
    const summary = (await w.api('GET', `${spPath()}/summary`, w.tokens.admin)).json() as {
      speech_credential_sid: string;
      application_count: number;
      applications: { name: string; uses: string[] }[];
    }[];
    const used = summary.find((s) => s.speech_credential_sid === cred)!;
    expect(used.application_count).toBe(2);
    expect(used.applications.map((a) => [a.name, a.uses])).toEqual([
      ['fb both', ['synthesis', 'fallback synthesis']],
      ['fb on', ['fallback synthesis', 'fallback recognizer']],
    ]);
  });

  it('a credential used by many applications: their exact count and the first 50 by name', async () => {
    const cred = await create({
      vendor: 'custom:many',
      custom_tts_url: `${standins.httpUrl}/x`,
      use_for_stt: 0,
    });
    const { store } = w.app.ctx;
    store.transaction(() => {
      const insert = store.db.prepare(
        'INSERT INTO applications (application_sid, name, account_sid, speech_synthesis_vendor) VALUES (?, ?, ?, ?)',
      );
      for (let i = 0; i < 130; i += 1)
        insert.run(
          `0000${String(i).padStart(4, '0')}-0000-4000-8000-000000000000`,
          `many ${String(i).padStart(3, '0')}`,
          w.acct2,
          'custom:many',
        );
    });
    const summary = (await w.api('GET', `${spPath()}/summary`, w.tokens.admin)).json() as {
      speech_credential_sid: string;
      application_count: number;
      applications: { name: string }[];
    }[];
    const used = summary.find((s) => s.speech_credential_sid === cred)!;
    expect(used.application_count).toBe(130);
    expect(used.applications[0]).toMatchObject({ account_sid: w.acct2, uses: ['synthesis'] });
    expect(used.applications.map((a) => a.name)).toEqual(
      Array.from({ length: 50 }, (_, i) => `many ${String(i).padStart(3, '0')}`),
    );
  });
});

describe('the usage rule in shared (what the portal applies on an API without the summary)', () => {
  it('agrees with the summary over everything the tests above created, for the provider and an account', async () => {
    const strip = (s: SpeechCredentialSummary) => ({
      ...s,
      // the credential's own columns keep whether a side passed, not why it failed
      last_test: s.last_test && {
        tts: { status: s.last_test.tts.status },
        stt: { status: s.last_test.stt.status },
      },
    });
    const list = async (path: string) =>
      (await w.api('GET', path, w.tokens.admin)).json() as SpeechCredential[];
    const applications = (await w.api('GET', '/v1/Applications', w.tokens.admin)).json() as Application[];
    // what the portal reads besides the list: the accounts' own credentials (an account's list has them)
    const known = [...(await list(acctPath(w.acct1))), ...(await list(acctPath(w.acct2)))];
    for (const [base, apps] of [
      [spPath(), applications.filter((a) => [w.acct1, w.acct2].includes(a.account_sid ?? ''))],
      [acctPath(w.acct2), applications.filter((a) => a.account_sid === w.acct2)],
    ] as const) {
      const credentials = await list(base);
      const summary = (
        await w.api('GET', `${base}/summary`, w.tokens.admin)
      ).json() as SpeechCredentialSummary[];
      expect(summary.filter((s) => s.application_count > 0).length).toBeGreaterThan(0);
      expect(speechSummaryOf(credentials, apps, known)).toEqual(summary.map(strip));
    }
  });
});

describe('Google custom voices', () => {
  it('created, listed (key cut to 100 characters), updated, keyed by file upload and deleted with the credential', async () => {
    const cred = await create({ vendor: 'google', service_key: GOOGLE_KEY, label: 'voices' });
    const add = await w.api('POST', '/v1/GoogleCustomVoices', w.tokens.sp, {
      speech_credential_sid: cred,
      name: 'brand',
      model: 'projects/p/locations/l/models/m',
      reported_usage: 'OFFLINE',
    });
    expect(add.statusCode).toBe(201);
    const voice = add.json().sid as string;
    const cloned = (
      await w.api('POST', '/v1/GoogleCustomVoices', w.tokens.sp, {
        speech_credential_sid: cred,
        name: 'clone',
        use_voice_cloning_key: 1,
      })
    ).json().sid as string;
    const key = 'k'.repeat(300);
    const boundary = '----speechtest';
    const upload = await w.app.inject({
      method: 'POST',
      url: `/v1/GoogleCustomVoices/${cloned}/VoiceCloningKey`,
      headers: {
        authorization: `Bearer ${w.tokens.sp}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="key.txt"\r\nContent-Type: text/plain\r\n\r\n${key}\r\n--${boundary}--\r\n`,
    });
    expect(upload.statusCode).toBe(204);
    const list = (
      await w.api('GET', `/v1/GoogleCustomVoices?speech_credential_sid=${cred}`, w.tokens.sp)
    ).json() as Record<string, unknown>[];
    expect(list.map((v) => v.name)).toEqual(['brand', 'clone']);
    expect(list[1].voice_cloning_key).toBe(`${'k'.repeat(100)}...`);
    expect(list[0]).not.toHaveProperty('voice_cloning_key');
    expect(
      (await w.api('GET', `/v1/GoogleCustomVoices/${cloned}`, w.tokens.sp)).json().voice_cloning_key,
    ).toBe(key);
    expect(
      (await w.api('PUT', `/v1/GoogleCustomVoices/${voice}`, w.tokens.sp, { name: 'brand 2', model: 'm2' }))
        .statusCode,
    ).toBe(204);
    expect((await w.api('GET', `/v1/GoogleCustomVoices/${voice}`, w.tokens.sp)).json()).toMatchObject({
      name: 'brand 2',
      model: 'm2',
      reported_usage: 'OFFLINE',
    });
    expect((await w.api('GET', `/v1/GoogleCustomVoices/${voice}`, w.tokens.spOther)).statusCode).toBe(403);
    expect((await w.api('DELETE', `/v1/GoogleCustomVoices/${voice}`, w.tokens.sp)).statusCode).toBe(204);
    expect((await w.api('DELETE', `/v1/GoogleCustomVoices/${voice}`, w.tokens.sp)).statusCode).toBe(404);
    expect((await w.api('DELETE', `${spPath()}/${cred}`, w.tokens.sp)).statusCode).toBe(204);
    expect(
      w.app.ctx.store.get<{ n: number }>(
        'SELECT COUNT(*) AS n FROM google_custom_voices WHERE speech_credential_sid = ?',
        cred,
      )!.n,
    ).toBe(0);
  });

  it('bad input: the contract’s messages', async () => {
    const cred = await create({ vendor: 'google', service_key: GOOGLE_KEY, label: 'voices-bad' });
    const post = (body: unknown, token = w.tokens.sp) => w.api('POST', '/v1/GoogleCustomVoices', token, body);
    expect((await post({ name: 'x', model: 'm' })).json()).toEqual({ msg: 'missing speech_credential_sid' });
    expect((await post({ speech_credential_sid: 'nope', name: 'x', model: 'm' })).json()).toEqual({
      msg: 'Invalid speech_credential_sid',
    });
    expect((await post({ speech_credential_sid: cred, model: 'm' })).json()).toEqual({
      msg: 'missing field name',
    });
    expect((await post({ speech_credential_sid: cred, name: 'x' })).json()).toEqual({
      msg: 'missing field model',
    });
    expect(
      (await post({ speech_credential_sid: cred, name: 'x', model: 'm' }, w.tokens.spOther)).statusCode,
    ).toBe(403);
  });
});
