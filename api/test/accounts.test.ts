import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@switchboard/shared/validation';
import { createWorld, databaseFingerprint, type World } from './helpers';

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(() => w.app.close());

const googleKey = JSON.stringify({
  type: 'service_account',
  client_email: 'rec@project.iam.gserviceaccount.com',
  private_key: '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----\n',
});

describe('GET /Accounts', () => {
  it('narrowed by scope, in the recorded shape', async () => {
    const names = async (token: string) =>
      (await w.api('GET', '/v1/Accounts', token)).json().map((a: { name: string }) => a.name);
    expect(await names(w.tokens.admin)).toEqual(['account of sp2', 'default account', 'second account']);
    expect(await names(w.tokens.sp)).toEqual(['default account', 'second account']);
    expect(await names(w.tokens.acct)).toEqual(['default account']);
    expect(await names(w.tokens.acctKey)).toEqual(['default account']);
    const account = (await w.api('GET', `/v1/Accounts/${w.acct1}`, w.tokens.acct)).json();
    expect(Object.keys(account)).toEqual([
      'account_sid',
      'name',
      'sip_realm',
      'service_provider_sid',
      'device_calling_application_sid',
      'is_active',
      'created_at',
      'plan_type',
      'stripe_customer_id',
      'webhook_secret',
      'disable_cdrs',
      'trial_end_date',
      'deactivated_reason',
      'device_to_call_ratio',
      'subspace_client_id',
      'subspace_client_secret',
      'subspace_sip_teleport_id',
      'subspace_sip_teleport_destinations',
      'siprec_hook_sid',
      'record_all_calls',
      'record_format',
      'bucket_credential',
      'enable_debug_log',
      'registration_hook',
      'queue_event_hook',
    ]);
    expect(account).toMatchObject({
      name: 'default account',
      is_active: 1,
      record_all_calls: 0,
      webhook_secret: 'wh_secret_cJqgtMDPzDhhnjmaJH6Mtk',
    });
    expect(account.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('SP account list: own SP only', async () => {
    expect((await w.api('GET', `/v1/ServiceProviders/${w.sp1}/Accounts`, w.tokens.sp)).json()).toHaveLength(
      2,
    );
    expect((await w.api('GET', `/v1/ServiceProviders/${w.sp1}/Accounts`, w.tokens.acct)).json()).toHaveLength(
      1,
    );
    expect((await w.api('GET', `/v1/ServiceProviders/${w.sp2}/Accounts`, w.tokens.sp)).statusCode).toBe(403);
  });

  it('GET one: 403 not yours, 404 unknown, 400 bad sid', async () => {
    expect((await w.api('GET', `/v1/Accounts/${w.acct2}`, w.tokens.acct)).json()).toEqual({
      msg: 'insufficient permissions',
    });
    expect((await w.api('GET', `/v1/Accounts/${w.acctB}`, w.tokens.sp)).statusCode).toBe(403);
    expect(
      (await w.api('GET', '/v1/Accounts/00000000-0000-4000-8000-000000000000', w.tokens.admin)).statusCode,
    ).toBe(404);
    expect((await w.api('GET', '/v1/Accounts/not-a-uuid', w.tokens.admin)).json()).toEqual({
      msg: 'Bad request',
    });
  });
});

describe('POST /Accounts', () => {
  it('account users are refused; SP users are kept in their SP; unknown SP is a 400', async () => {
    expect(
      (await w.api('POST', '/v1/Accounts', w.tokens.acct, { name: 'x', service_provider_sid: w.sp1 })).json(),
    ).toEqual({ msg: 'insufficient permissions' });
    const sid = (
      await w.api('POST', '/v1/Accounts', w.tokens.sp, { name: 'sp made', service_provider_sid: w.sp2 })
    ).json().sid;
    const account = (await w.api('GET', `/v1/Accounts/${sid}`, w.tokens.sp)).json();
    expect(account.service_provider_sid).toBe(w.sp1);
    expect(account.webhook_secret).toMatch(/^wh_secret_[1-9A-HJ-NP-Za-km-z]{22}$/);
    const bad = await w.api('POST', '/v1/Accounts', w.tokens.admin, {
      name: 'bad sp',
      service_provider_sid: '00000000-0000-4000-8000-000000000000',
    });
    expect(bad.json()).toEqual({
      msg: 'service_provider not found for sid 00000000-0000-4000-8000-000000000000',
    });
    expect(
      (await w.api('POST', '/v1/Accounts', w.tokens.admin, { service_provider_sid: w.sp1 })).json(),
    ).toEqual({ msg: 'missing field name' });
  });

  it('duplicate name in the SP and duplicate SIP realm → 422 with the spec messages', async () => {
    const dupName = await w.api('POST', '/v1/Accounts', w.tokens.admin, {
      name: 'Default Account',
      service_provider_sid: w.sp1,
    });
    expect(dupName.statusCode).toBe(422);
    expect(dupName.json()).toEqual({ msg: MESSAGES.accountNameInUse });
    // the same name under another SP is fine
    expect(
      (
        await w.api('POST', '/v1/Accounts', w.tokens.admin, {
          name: 'default account',
          service_provider_sid: w.sp2,
        })
      ).statusCode,
    ).toBe(201);
    await w.api('POST', '/v1/Accounts', w.tokens.admin, {
      name: 'realm 1',
      service_provider_sid: w.sp1,
      sip_realm: 'Sip.Example.com',
    });
    const dupRealm = await w.api('POST', '/v1/Accounts', w.tokens.admin, {
      name: 'realm 2',
      service_provider_sid: w.sp2,
      sip_realm: 'sip.example.com',
    });
    expect(dupRealm.statusCode).toBe(422);
    expect(dupRealm.json()).toEqual({ msg: MESSAGES.sipRealmInUse });
  });

  it('hooks become webhook rows (no webhook_sid in the answer); an empty URL means none', async () => {
    const sid = (
      await w.api('POST', '/v1/Accounts', w.tokens.admin, {
        name: 'hooked',
        service_provider_sid: w.sp1,
        registration_hook: { url: 'https://reg.example.com/r', method: 'POST', username: 'u', password: 'p' },
        queue_event_hook: { url: '', method: 'POST' },
      })
    ).json().sid;
    const account = (await w.api('GET', `/v1/Accounts/${sid}`, w.tokens.admin)).json();
    expect(account.registration_hook).toEqual({
      url: 'https://reg.example.com/r',
      method: 'POST',
      username: 'u',
      password: 'p',
    });
    expect(account.queue_event_hook).toBeNull();
  });
});

describe('PUT /Accounts/:sid', () => {
  it('stores the bucket credential encrypted, returns it masked, keeps the secret when the masked value comes back', async () => {
    const bucket = {
      vendor: 'aws_s3',
      name: 'recordings',
      region: 'eu-west-1',
      access_key_id: 'AKIAEXAMPLE',
      secret_access_key: 'super-secret-key-1234',
    };
    expect(
      (
        await w.api('PUT', `/v1/Accounts/${w.acct2}`, w.tokens.sp, {
          record_all_calls: 1,
          record_format: 'wav',
          bucket_credential: bucket,
        })
      ).statusCode,
    ).toBe(204);
    const stored = w.app.ctx.store.get<{ bucket_credential: string }>(
      'SELECT bucket_credential FROM accounts WHERE account_sid = ?',
      w.acct2,
    )!;
    expect(stored.bucket_credential).not.toContain('super-secret');
    const masked = (await w.api('GET', `/v1/Accounts/${w.acct2}`, w.tokens.sp)).json().bucket_credential;
    expect(masked).toEqual({ ...bucket, secret_access_key: 'super-XXXXXXXXXXXXXXX' });
    expect(
      (await w.api('GET', '/v1/Accounts', w.tokens.sp))
        .json()
        .find((a: { account_sid: string }) => a.account_sid === w.acct2).bucket_credential.secret_access_key,
    ).toBe('super-XXXXXXXXXXXXXXX');
    expect(
      (
        await w.api('PUT', `/v1/Accounts/${w.acct2}`, w.tokens.sp, {
          bucket_credential: { ...masked, name: 'renamed' },
        })
      ).statusCode,
    ).toBe(204);
    expect(
      w.app.ctx.box.decryptJson(
        w.app.ctx.store.get<{ c: string }>(
          'SELECT bucket_credential AS c FROM accounts WHERE account_sid = ?',
          w.acct2,
        )!.c,
      ),
    ).toEqual({
      ...bucket,
      name: 'renamed',
    });
    // recording off: the portal sends record_all_calls 0 and vendor none
    expect(
      (
        await w.api('PUT', `/v1/Accounts/${w.acct2}`, w.tokens.sp, {
          record_all_calls: 0,
          bucket_credential: { vendor: 'none' },
        })
      ).statusCode,
    ).toBe(204);
    expect((await w.api('GET', `/v1/Accounts/${w.acct2}`, w.tokens.sp)).json()).toMatchObject({
      record_all_calls: 0,
      bucket_credential: null,
      record_format: 'wav',
    });
  });

  it('validates credentials per vendor (Google key JSON, unknown vendor)', async () => {
    const google = await w.api('PUT', `/v1/Accounts/${w.acct2}`, w.tokens.sp, {
      bucket_credential: { vendor: 'google', name: 'b', service_key: '{nope' },
    });
    expect(google.json()).toEqual({ msg: MESSAGES.invalidGoogleServiceKey });
    const vendor = await w.api('PUT', `/v1/Accounts/${w.acct2}`, w.tokens.sp, {
      bucket_credential: { vendor: 'dropbox', name: 'b' },
    });
    expect(vendor.json()).toEqual({ msg: 'unknown storage vendor: dropbox' });
    expect(
      (
        await w.api('PUT', `/v1/Accounts/${w.acct2}`, w.tokens.sp, {
          bucket_credential: { vendor: 'google', name: 'b', service_key: googleKey },
        })
      ).statusCode,
    ).toBe(204);
    const masked = (await w.api('GET', `/v1/Accounts/${w.acct2}`, w.tokens.sp)).json().bucket_credential;
    expect(JSON.parse(masked.service_key).private_key).toMatch(/^-----BEGIN PRIVATE KEY-----MIIEvQX+$/);
    expect(JSON.parse(masked.service_key).client_email).toBe('rec@project.iam.gserviceaccount.com');
  });

  it('hooks: an object updates the linked webhook, null removes it', async () => {
    await w.api('PUT', `/v1/Accounts/${w.acct2}`, w.tokens.sp, {
      queue_event_hook: { url: 'https://q.example.com/1' },
    });
    const hookSid = w.app.ctx.store.get<{ s: string }>(
      'SELECT queue_event_hook_sid AS s FROM accounts WHERE account_sid = ?',
      w.acct2,
    )!.s;
    await w.api('PUT', `/v1/Accounts/${w.acct2}`, w.tokens.sp, {
      queue_event_hook: { url: 'wss://q.example.com/2', method: 'POST' },
    });
    expect(
      w.app.ctx.store.get<{ s: string }>(
        'SELECT queue_event_hook_sid AS s FROM accounts WHERE account_sid = ?',
        w.acct2,
      )!.s,
    ).toBe(hookSid);
    expect((await w.api('GET', `/v1/Accounts/${w.acct2}`, w.tokens.sp)).json().queue_event_hook).toEqual({
      url: 'wss://q.example.com/2',
      method: 'GET',
      username: null,
      password: null,
    });
    await w.api('PUT', `/v1/Accounts/${w.acct2}`, w.tokens.sp, { queue_event_hook: null });
    expect((await w.api('GET', `/v1/Accounts/${w.acct2}`, w.tokens.sp)).json().queue_event_hook).toBeNull();
    expect(w.app.ctx.store.get('SELECT 1 FROM webhooks WHERE webhook_sid = ?', hookSid)).toBeUndefined();
  });

  it('refuses what the caller may not change', async () => {
    expect(
      (await w.api('PUT', `/v1/Accounts/${w.acct1}`, w.tokens.sp, { service_provider_sid: w.sp2 })).json(),
    ).toEqual({ msg: 'service_provider_sid may not be modified' });
    // even the current service provider is refused, as the real server does (recorded): a client that sends
    // it would break against a real jambonz install
    expect(
      (
        await w.api('PUT', `/v1/Accounts/${w.acct1}`, w.tokens.sp, {
          service_provider_sid: w.sp1,
          name: 'default account',
        })
      ).json(),
    ).toEqual({ msg: 'service_provider_sid may not be modified' });
    const realm = (await w.api('GET', `/v1/Accounts/${w.acct1}`, w.tokens.acct)).json().sip_realm as
      string | null;
    if (realm === null) {
      await w.api('PUT', `/v1/Accounts/${w.acct1}`, w.tokens.sp, { sip_realm: 'own.sip.example.com' });
    }
    expect(
      (
        await w.api('PUT', `/v1/Accounts/${w.acct1}`, w.tokens.acct, {
          sip_realm: realm ?? 'own.sip.example.com',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await w.api('PUT', `/v1/Accounts/${w.acct1}`, w.tokens.acct, { sip_realm: 'mine.sip.example.com' })
      ).json(),
    ).toEqual({
      msg: 'use POST /Accounts/:sid/sip_realm/:realm to set or change the sip realm',
    });
    expect(
      (await w.api('PUT', `/v1/Accounts/${w.acct1}`, w.tokens.sp, { enable_debug_log: 1 })).json(),
    ).toEqual({ msg: 'insufficient permissions to change enable_debug_log' });
    expect(
      (await w.api('PUT', `/v1/Accounts/${w.acct1}`, w.tokens.admin, { enable_debug_log: true })).statusCode,
    ).toBe(204);
    // an account user re-sending the same values is fine
    expect(
      (
        await w.api('PUT', `/v1/Accounts/${w.acct1}`, w.tokens.acct, {
          name: 'default account',
          enable_debug_log: 1,
          sip_realm: null,
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (await w.api('PUT', `/v1/Accounts/${w.acct1}`, w.tokens.acct, { plan_type: 'paid' })).statusCode,
    ).toBe(403);
    expect((await w.api('PUT', `/v1/Accounts/${w.acct2}`, w.tokens.acct, { name: 'x' })).statusCode).toBe(
      403,
    );
    expect(
      (await w.api('PUT', `/v1/Accounts/${w.acct2}`, w.tokens.sp, { name: 'default account' })).json(),
    ).toEqual({ msg: MESSAGES.accountNameInUse });
  });
});

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

describe('DELETE /Accounts/:sid', () => {
  it('refuses while applications, numbers, Teams tenants or API keys remain, naming them; nothing is removed', async () => {
    const fingerprint = databaseFingerprint(w.app);
    const res = await w.api('DELETE', `/v1/Accounts/${w.acct1}`, w.tokens.admin);
    expect(res.statusCode).toBe(422);
    // the shared rule's lines (the portal's dialog shows the same), API keys named by their last 4 characters
    expect(res.json().msg).toMatch(
      /^cannot delete account: it still has 2 applications: dial time, hello world; 2 API keys: ending \w{4}, ending \w{4}$/,
    );
    expect(databaseFingerprint(w.app)).toBe(fingerprint);
  });

  it("another owner's routing over the account's carriers, and numbers of others on them, block it too", async () => {
    const sid = (
      await w.api('POST', '/v1/Accounts', w.tokens.sp, { name: 'carrier owner', service_provider_sid: w.sp1 })
    ).json().sid;
    const carrier = '32222222-2222-4222-8222-222222222222';
    const { store } = w.app.ctx;
    store.insert('voip_carriers', {
      voip_carrier_sid: carrier,
      name: 'owned trunk',
      account_sid: sid,
      service_provider_sid: w.sp1,
    });
    store.insert('lcr', {
      lcr_sid: 'l2222222-2222-4222-8222-222222222222',
      name: 'Provider routing',
      service_provider_sid: w.sp1,
    });
    store.insert('lcr_routes', {
      lcr_route_sid: 'r2222222-2222-4222-8222-222222222222',
      lcr_sid: 'l2222222-2222-4222-8222-222222222222',
      regex: '^44',
      priority: 1,
    });
    store.insert('lcr_carrier_set_entry', {
      lcr_carrier_set_entry_sid: 'e2222222-2222-4222-8222-222222222222',
      lcr_route_sid: 'r2222222-2222-4222-8222-222222222222',
      voip_carrier_sid: carrier,
    });
    // a number of another account on this account's carrier (written as a jambonz install may hold it)
    store.insert('phone_numbers', {
      phone_number_sid: 'p2222222-2222-4222-8222-222222222222',
      number: '15551230099',
      voip_carrier_sid: carrier,
      account_sid: w.acct2,
      service_provider_sid: w.sp1,
    });
    expect((await w.api('DELETE', `/v1/Accounts/${sid}`, w.tokens.sp)).json()).toEqual({
      msg: 'cannot delete account: it still has 1 phone number: 15551230099; 1 outbound call routing of another owner: Provider routing',
    });
  });

  it('deletes an empty account with its users, limits, carriers and credentials in one go', async () => {
    const sid = (
      await w.api('POST', '/v1/Accounts', w.tokens.sp, { name: 'short lived', service_provider_sid: w.sp1 })
    ).json().sid;
    await w.api('POST', '/v1/Users', w.tokens.sp, {
      name: 'shortuser',
      email: 'short@example.com',
      initial_password: 'Passw0rd!23',
      account_sid: sid,
    });
    await w.api('POST', `/v1/Accounts/${sid}/Limits`, w.tokens.sp, { category: 'device', quantity: 2 });
    const { store } = w.app.ctx;
    store.insert('voip_carriers', {
      voip_carrier_sid: '31111111-1111-4111-8111-111111111111',
      name: 'acct carrier',
      account_sid: sid,
      service_provider_sid: w.sp1,
    });
    store.insert('smpp_gateways', {
      smpp_gateway_sid: '41111111-1111-4111-8111-111111111111',
      ipv4: '192.0.2.9',
      voip_carrier_sid: '31111111-1111-4111-8111-111111111111',
    });
    store.insert('clients', {
      client_sid: '51111111-1111-4111-8111-111111111111',
      account_sid: sid,
      username: 'phone',
    });
    store.insert('speech_credentials', {
      speech_credential_sid: '61111111-1111-4111-8111-111111111111',
      account_sid: sid,
      service_provider_sid: w.sp1,
      vendor: 'aws',
      credential: '{}',
    });
    const key = (await w.api('POST', '/v1/ApiKeys', w.tokens.sp, { account_sid: sid })).json().sid;
    const keyToken = (await w.api('GET', `/v1/Accounts/${sid}/ApiKeys`, w.tokens.sp)).json()[0]
      .token as string;
    expect((await w.api('DELETE', `/v1/Accounts/${sid}`, w.tokens.sp)).json()).toEqual({
      msg: `cannot delete account: it still has 1 API key: ending ${keyToken.slice(-4)}`,
    });
    await w.api('DELETE', `/v1/ApiKeys/${key}`, w.tokens.sp);
    expect((await w.api('DELETE', `/v1/Accounts/${sid}`, w.tokens.acct)).statusCode).toBe(403);
    expect((await w.api('DELETE', `/v1/Accounts/${sid}`, w.tokens.sp, {})).statusCode).toBe(204);
    for (const table of [
      'accounts',
      'users',
      'account_limits',
      'voip_carriers',
      'clients',
      'speech_credentials',
    ]) {
      expect(store.get(`SELECT 1 FROM ${table} WHERE account_sid = ?`, sid)).toBeUndefined();
    }
    expect(
      store.get(
        "SELECT 1 FROM smpp_gateways WHERE smpp_gateway_sid = '41111111-1111-4111-8111-111111111111'",
      ),
    ).toBeUndefined();
    expect((await w.api('GET', `/v1/Accounts/${sid}`, w.tokens.sp)).statusCode).toBe(404);
  });
});
