// An account's webhook secret, SIP realm and TTS cache, and the test of its call recording bucket.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@switchboard/shared/validation';
import { createWorld, databaseFingerprint, type World } from './helpers';
import { googleKey } from './accounts.fixtures';

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(() => w.app.close());

describe('webhook secret, SIP realm, TTS cache', () => {
  it('regenerates and stores the secret', async () => {
    const before = (await w.api('GET', `/v1/Accounts/${w.acct1}/WebhookSecret`, w.tokens.acct)).json()
      .webhook_secret;
    const fresh = (
      await w.api('GET', `/v1/Accounts/${w.acct1}/WebhookSecret?regenerate=true`, w.tokens.acct)
    ).json().webhook_secret;
    expect(fresh).not.toBe(before);
    expect((await w.api('GET', `/v1/Accounts/${w.acct1}`, w.tokens.acct)).json().webhook_secret).toBe(fresh);
    expect(
      (await w.api('GET', `/v1/Accounts/${w.acct1}/WebhookSecret?regenerate=true`, w.tokens.viewOnly))
        .statusCode,
    ).toBe(403);
    // a view-only user may not change it: masked (docs/api/contract.md#secret-masking)
    expect(
      (await w.api('GET', `/v1/Accounts/${w.acct1}/WebhookSecret`, w.tokens.viewOnly)).json().webhook_secret,
    ).toBe(`****${fresh.slice(-4)}`);
  });

  it('SipRealms: three labels, unique, applied to the URL’s account', async () => {
    expect(
      (await w.api('POST', `/v1/Accounts/${w.acct1}/SipRealms/example.com`, w.tokens.acct)).json(),
    ).toEqual({ msg: 'invalid sip_realm: example.com' });
    expect(
      (await w.api('POST', `/v1/Accounts/${w.acct1}/SipRealms/acme.sip.example.com`, w.tokens.acct))
        .statusCode,
    ).toBe(204);
    expect((await w.api('GET', `/v1/Accounts/${w.acct1}`, w.tokens.acct)).json().sip_realm).toBe(
      'acme.sip.example.com',
    );
    expect(
      (await w.api('POST', `/v1/Accounts/${w.acct2}/SipRealms/acme.sip.example.com`, w.tokens.sp)).json(),
    ).toEqual({ msg: MESSAGES.sipRealmInUse });
    expect(
      (await w.api('POST', `/v1/Accounts/${w.acct2}/SipRealms/other.sip.example.com`, w.tokens.acct))
        .statusCode,
    ).toBe(403);
  });

  it('TtsCache per account and for the platform', async () => {
    for (let i = 0; i < 3; i += 1)
      w.app.ctx.store.insert('tts_cache', {
        tts_cache_sid: `${i}0000000-0000-4000-8000-000000000000`,
        account_sid: w.acct1,
        vendor: 'google',
        text_hash: String(i),
      });
    w.app.ctx.store.insert('tts_cache', {
      tts_cache_sid: '90000000-0000-4000-8000-000000000000',
      account_sid: w.acct2,
      vendor: 'google',
      text_hash: 'x',
    });
    expect((await w.api('GET', `/v1/Accounts/${w.acct1}/TtsCache`, w.tokens.acct)).json()).toEqual({
      size: 3,
    });
    expect((await w.api('GET', '/v1/TtsCache', w.tokens.admin)).json()).toEqual({ size: 4 });
    expect((await w.api('DELETE', `/v1/Accounts/${w.acct1}/TtsCache`, w.tokens.acct)).statusCode).toBe(204);
    expect((await w.api('GET', `/v1/Accounts/${w.acct1}/TtsCache`, w.tokens.acct)).json()).toEqual({
      size: 0,
    });
    expect((await w.api('GET', '/v1/TtsCache', w.tokens.sp)).json()).toMatchObject({ status: 'fail' });
    expect((await w.api('DELETE', '/v1/TtsCache', w.tokens.admin)).statusCode).toBe(204);
    expect((await w.api('GET', '/v1/TtsCache', w.tokens.admin)).json()).toEqual({ size: 0 });
  });
});

describe('POST /Accounts/:sid/BucketCredentialTest', () => {
  let server: http.Server;
  let endpoint: string;
  const seen: { method?: string; url?: string; authorization?: string }[] = [];
  let answer = 200;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push({ method: req.method, url: req.url, authorization: req.headers.authorization });
      res.statusCode = answer;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const test = (token: string, body: unknown) =>
    w.api('POST', `/v1/Accounts/${w.acct1}/BucketCredentialTest`, token, body);

  it('an S3-compatible bucket that answers 200 is ok; the request is SigV4-signed', async () => {
    answer = 200;
    const res = await test(w.tokens.acct, {
      vendor: 's3_compatible',
      endpoint,
      name: 'calls',
      access_key_id: 'AKID',
      secret_access_key: 'secret',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(seen.at(-1)).toMatchObject({ method: 'HEAD', url: '/calls' });
    expect(seen.at(-1)!.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKID\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
  });

  it('a refusal comes back as failed with the reason', async () => {
    answer = 403;
    const res = await test(w.tokens.acct, {
      vendor: 's3_compatible',
      endpoint,
      name: 'calls',
      access_key_id: 'AKID',
      secret_access_key: 'wrong',
    });
    expect(res.json()).toEqual({ status: 'failed', reason: expect.stringMatching(/access denied/) });
  });

  // Offline the hosts cannot be reached; online the made-up keys are refused. Either way: failed, with the reason.
  it('real cloud vendors with made-up keys fail with a reason — never a fake success', async () => {
    const fingerprint = databaseFingerprint(w.app);
    const aws = await test(w.tokens.acct, {
      vendor: 'aws_s3',
      name: 'calls',
      region: 'us-east-1',
      access_key_id: 'AKID',
      secret_access_key: 'secret',
    });
    expect(aws.json()).toEqual({
      status: 'failed',
      reason: expect.stringMatching(/calls\.s3\.us-east-1\.amazonaws\.com|bucket calls: /),
    });
    const azure = await test(w.tokens.acct, {
      vendor: 'azure',
      name: 'calls',
      connection_string:
        'DefaultEndpointsProtocol=https;AccountName=acme;AccountKey=c2VjcmV0;EndpointSuffix=core.windows.net',
    });
    expect(azure.json()).toEqual({
      status: 'failed',
      reason: expect.stringMatching(/acme\.blob\.core\.windows\.net|container calls: /),
    });
    expect(databaseFingerprint(w.app)).toBe(fingerprint);
  }, 20000);

  it('shape problems and unsupported credentials fail with the reason', async () => {
    expect((await test(w.tokens.acct, { vendor: 'aws_s3', region: 'us-east-1' })).json()).toEqual({
      status: 'failed',
      reason: 'missing field name',
    });
    expect((await test(w.tokens.acct, { vendor: 'google', name: 'b', service_key: 'nope' })).json()).toEqual({
      status: 'failed',
      reason: MESSAGES.invalidGoogleServiceKey,
    });
    expect(
      (
        await test(w.tokens.acct, {
          vendor: 'aws_s3',
          name: 'b',
          region: 'us-east-1',
          role_arn: 'arn:aws:iam::1:role/x',
        })
      ).json(),
    ).toMatchObject({ status: 'failed' });
    expect(
      (await test(w.tokens.acct, { vendor: 'google', name: 'b', service_key: googleKey })).json(),
    ).toEqual({
      status: 'failed',
      reason: 'the private_key of the service key is not a valid PEM private key',
    });
    expect(
      (await w.api('POST', `/v1/Accounts/${w.acct2}/BucketCredentialTest`, w.tokens.acct, { vendor: 'none' }))
        .statusCode,
    ).toBe(403);
  });

  it('a masked secret tests the stored credential', async () => {
    answer = 200;
    await w.api('PUT', `/v1/Accounts/${w.acct1}`, w.tokens.sp, {
      bucket_credential: {
        vendor: 's3_compatible',
        endpoint,
        name: 'stored',
        access_key_id: 'AKSTORED',
        secret_access_key: 'stored-secret-123',
      },
    });
    const masked = (await w.api('GET', `/v1/Accounts/${w.acct1}`, w.tokens.sp)).json().bucket_credential;
    expect((await test(w.tokens.sp, masked)).json()).toEqual({ status: 'ok' });
    expect(seen.at(-1)!.authorization).toContain('Credential=AKSTORED/');
  });
});
