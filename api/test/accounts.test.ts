// Accounts: listed by scope in the recorded shape, created and updated with their rules and messages. Webhook
// secret, SIP realm, TTS cache and the bucket test are in accounts-settings.test.ts, deletion in
// accounts-delete.test.ts.
import { MESSAGES } from '@switchboard/shared/validation';
import { createWorld, type World } from './helpers';
import { googleKey } from './accounts.fixtures';

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(() => w.app.close());

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
