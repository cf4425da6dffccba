// Google custom voices of a speech credential.
import { GOOGLE_KEY, create, spPath, w } from './speech-credentials.fixtures';

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
