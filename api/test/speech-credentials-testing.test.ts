// Testing a speech credential for real: TTS and STT against the local stand-ins of each vendor's protocol.
import { startSilentServer } from './speech-standins';
import { GOOGLE_KEY, acctPath, create, spPath, standins, w } from './speech-credentials.fixtures';

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
