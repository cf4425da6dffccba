// Applications: listed and paged, created, read, updated and deleted with their rules and messages. The
// environment-variable lookup is in applications-app-env.test.ts, the name search in
// applications-name-search.test.ts.
import { MESSAGES } from '@switchboard/shared/validation';
import { databaseFingerprint } from './helpers';
import { app, base, w } from './applications.fixtures';

describe('lists and paging', () => {
  it('bare array without page; the paged object with it (page_size null when omitted)', async () => {
    const bare = (await w.api('GET', '/v1/Applications', w.tokens.admin)).json();
    expect(Array.isArray(bare)).toBe(true);
    expect(bare.map((a: { name: string }) => a.name)).toEqual(['dial time', 'hello world']);
    const paged = (await w.api('GET', '/v1/Applications?page=1&page_size=1', w.tokens.admin)).json();
    expect(paged).toEqual({
      total: 2,
      page: 1,
      page_size: 1,
      data: [expect.objectContaining({ name: 'dial time' })],
    });
    expect(
      (await w.api('GET', '/v1/Applications?page=2&page_size=1', w.tokens.admin)).json().data[0].name,
    ).toBe('hello world');
    const noSize = (await w.api('GET', '/v1/Applications?page=1', w.tokens.admin)).json();
    expect(noSize).toMatchObject({ total: 2, page: 1, page_size: null });
    expect(
      (await w.api('GET', '/v1/Applications?page=1&page_size=10&name=HELLO', w.tokens.admin)).json(),
    ).toMatchObject({ total: 1, data: [{ name: 'hello world' }] });
    expect((await w.api('GET', '/v1/Applications?page=0', w.tokens.admin)).statusCode).toBe(400);
    expect((await w.api('GET', '/v1/Applications?page=1&page_size=abc', w.tokens.admin)).statusCode).toBe(
      400,
    );
    // LIKE wildcards in the filter are literal
    expect((await w.api('GET', '/v1/Applications?page=1&name=%25', w.tokens.admin)).json().total).toBe(0);
  });

  it('the recorded application shape: hooks with webhook_sid, speech defaults, 0/1 flags', async () => {
    const hello = (
      await w.api('GET', '/v1/Applications/7087fe50-8acb-4f3b-b820-97b573723aab', w.tokens.acct)
    ).json();
    expect(hello).toEqual({
      application_sid: '7087fe50-8acb-4f3b-b820-97b573723aab',
      name: 'hello world',
      service_provider_sid: null,
      account_sid: w.acct1,
      app_json: null,
      speech_synthesis_vendor: 'google',
      speech_synthesis_language: 'en-US',
      speech_synthesis_voice: 'en-US-Wavenet-C',
      speech_synthesis_label: null,
      speech_recognizer_vendor: 'google',
      speech_recognizer_language: 'en-US',
      speech_recognizer_label: null,
      use_for_fallback_speech: 0,
      fallback_speech_synthesis_vendor: null,
      fallback_speech_synthesis_language: null,
      fallback_speech_synthesis_voice: null,
      fallback_speech_synthesis_label: null,
      fallback_speech_recognizer_vendor: null,
      fallback_speech_recognizer_language: null,
      fallback_speech_recognizer_label: null,
      env_vars: null,
      created_at: expect.stringMatching(/Z$/),
      record_all_calls: 0,
      call_hook: {
        webhook_sid: 'd31568d0-b193-4a05-8ff6-778369bc6efe',
        url: 'https://public-apps.jambonz.cloud/hello-world',
        method: 'POST',
        username: null,
        password: null,
      },
      call_status_hook: {
        webhook_sid: '84e3db00-b172-4e46-b54b-a503fdb19e4a',
        url: 'https://public-apps.jambonz.cloud/call-status',
        method: 'POST',
        username: null,
        password: null,
      },
      messaging_hook: null,
    });
  });

  it('narrowed: account users see their account’s, SP users their accounts’; SP and account lists', async () => {
    await w.api('POST', '/v1/Applications', w.tokens.admin, app({ name: 'b-app', account_sid: w.acctB }));
    const names = async (token: string, url = '/v1/Applications') =>
      (await w.api('GET', url, token)).json().map((a: { name: string }) => a.name);
    expect(await names(w.tokens.acctOther)).toEqual([]);
    expect(await names(w.tokens.acct)).toEqual(['dial time', 'hello world']);
    expect(await names(w.tokens.sp)).toEqual(['dial time', 'hello world']);
    expect(await names(w.tokens.spOther)).toEqual(['b-app']);
    expect(await names(w.tokens.admin, `/v1/ServiceProviders/${w.sp2}/Applications`)).toEqual(['b-app']);
    expect(await names(w.tokens.sp, `/v1/ServiceProviders/${w.sp1}/Applications`)).toEqual([
      'dial time',
      'hello world',
    ]);
    expect((await w.api('GET', `/v1/ServiceProviders/${w.sp2}/Applications`, w.tokens.sp)).statusCode).toBe(
      403,
    );
    expect(
      (await w.api('GET', `/v1/Accounts/${w.acct1}/Applications?page=1&page_size=25`, w.tokens.acct)).json(),
    ).toMatchObject({ total: 2, page_size: 25 });
    expect((await w.api('GET', `/v1/Accounts/${w.acct2}/Applications`, w.tokens.acct)).statusCode).toBe(403);
  });
});

describe('create, read, update, delete', () => {
  it('POST 201 {sid}; ws hooks become GET; the account is forced for account users', async () => {
    const res = await w.api(
      'POST',
      '/v1/Applications',
      w.tokens.acct,
      app({
        name: 'ws app',
        account_sid: w.acct2,
        call_hook: { url: 'wss://bot.example.com/ws', method: 'POST' },
      }),
    );
    expect(res.statusCode).toBe(201);
    const created = (await w.api('GET', `/v1/Applications/${res.json().sid}`, w.tokens.acct)).json();
    expect(created.account_sid).toBe(w.acct1);
    expect(created.call_hook).toMatchObject({
      url: 'wss://bot.example.com/ws',
      method: 'GET',
      webhook_sid: expect.any(String),
    });
  });

  it('errors: missing hooks, bad URL, duplicate name, foreign account, missing account for admins', async () => {
    const fingerprint = databaseFingerprint(w.app);
    expect(
      (
        await w.api('POST', '/v1/Applications', w.tokens.acct, {
          name: 'x',
          call_status_hook: { url: 'https://e.example.com' },
        })
      ).json(),
    ).toEqual({
      msg: 'missing field call_hook',
    });
    expect(
      (
        await w.api(
          'POST',
          '/v1/Applications',
          w.tokens.acct,
          app({ call_hook: { url: 'example.com/call' } }),
        )
      ).json(),
    ).toEqual({ msg: 'call_hook URL is invalid' });
    const dup = await w.api('POST', '/v1/Applications', w.tokens.acct, app({ name: 'Hello World' }));
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toEqual({ msg: MESSAGES.applicationNameInUse });
    expect(
      (await w.api('POST', '/v1/Applications', w.tokens.sp, app({ account_sid: w.acctB }))).json(),
    ).toEqual({ msg: 'insufficient privileges' });
    expect((await w.api('POST', '/v1/Applications', w.tokens.sp, app())).json()).toEqual({
      msg: "missing required field: 'account_sid'",
    });
    expect((await w.api('POST', '/v1/Applications', w.tokens.admin, app())).json()).toEqual({
      msg: 'missing field account_sid',
    });
    expect(
      (await w.api('POST', '/v1/Applications', w.tokens.acct, app({ app_json: '[{"verb":"nope"}]' }))).json(),
    ).toEqual({ msg: 'app_json: invalid instruction: nope' });
    expect(databaseFingerprint(w.app)).toBe(fingerprint);
  });

  it('env_vars are checked against the schema the call webhook publishes', async () => {
    const call_hook = { url: `${base}/with-env`, method: 'POST' };
    expect(
      (
        await w.api('POST', '/v1/Applications', w.tokens.acct, app({ call_hook, env_vars: { RETRIES: 2 } }))
      ).json(),
    ).toEqual({
      msg: 'Missing required value env_vars.API_KEY',
    });
    expect(
      (
        await w.api(
          'POST',
          '/v1/Applications',
          w.tokens.acct,
          app({ call_hook, env_vars: { API_KEY: 'k', RETRIES: 'lots' } }),
        )
      ).json(),
    ).toEqual({
      msg: 'Invalid value/type for env_vars.RETRIES',
    });
    const ok = await w.api(
      'POST',
      '/v1/Applications',
      w.tokens.acct,
      app({ name: 'env app', call_hook, env_vars: { API_KEY: 'k-123', RETRIES: 5 } }),
    );
    expect(ok.statusCode).toBe(201);
    const sid = ok.json().sid;
    expect((await w.api('GET', `/v1/Applications/${sid}`, w.tokens.acct)).json().env_vars).toEqual({
      API_KEY: 'k-123',
      RETRIES: 5,
    });
    // stored encrypted
    expect(
      w.app.ctx.store.get<{ env_vars: string }>(
        'SELECT env_vars FROM applications WHERE application_sid = ?',
        sid,
      )!.env_vars,
    ).not.toContain('k-123');
    expect(
      (await w.api('PUT', `/v1/Applications/${sid}`, w.tokens.acct, { env_vars: { RETRIES: 1 } })).json(),
    ).toEqual({ msg: 'Missing required value env_vars.API_KEY' });
    // an unreachable webhook cannot be asked: nothing to check against
    expect(
      (
        await w.api(
          'POST',
          '/v1/Applications',
          w.tokens.acct,
          app({ call_hook: { url: `${base}/no-env` }, env_vars: { ANY: 'thing' } }),
        )
      ).statusCode,
    ).toBe(201);
  });

  it('GET: account users get 404 for other accounts’ apps, SP users 403', async () => {
    const bApp = (await w.api('GET', '/v1/Applications', w.tokens.spOther)).json()[0].application_sid;
    expect((await w.api('GET', `/v1/Applications/${bApp}`, w.tokens.acct)).statusCode).toBe(404);
    expect((await w.api('GET', `/v1/Applications/${bApp}`, w.tokens.sp)).statusCode).toBe(403);
    expect(
      (await w.api('GET', '/v1/Applications/00000000-0000-0000-0000-000000000000', w.tokens.admin))
        .statusCode,
    ).toBe(404);
  });

  it('PUT updates fields and the linked hooks; a shared hook is copied, not changed for its other users', async () => {
    const sid = (await w.api('POST', '/v1/Applications', w.tokens.acct, app({ name: 'to edit' }))).json().sid;
    const before = (await w.api('GET', `/v1/Applications/${sid}`, w.tokens.acct)).json();
    const res = await w.api('PUT', `/v1/Applications/${sid}`, w.tokens.acct, {
      ...before,
      name: 'edited',
      call_hook: { ...before.call_hook, url: 'https://example.com/call2', username: 'u', password: 'p' },
      speech_synthesis_vendor: 'elevenlabs',
      record_all_calls: true,
    });
    expect(res.statusCode).toBe(204);
    const after = (await w.api('GET', `/v1/Applications/${sid}`, w.tokens.acct)).json();
    expect(after).toMatchObject({
      name: 'edited',
      speech_synthesis_vendor: 'elevenlabs',
      record_all_calls: 1,
    });
    expect(after.call_hook).toEqual({
      webhook_sid: before.call_hook.webhook_sid,
      url: 'https://example.com/call2',
      method: 'POST',
      username: 'u',
      password: 'p',
    });

    // the seeded apps share one status hook: editing it on one leaves the other alone
    const hello = '7087fe50-8acb-4f3b-b820-97b573723aab';
    await w.api('PUT', `/v1/Applications/${hello}`, w.tokens.acct, {
      call_status_hook: { url: 'https://example.com/new-status' },
    });
    expect((await w.api('GET', `/v1/Applications/${hello}`, w.tokens.acct)).json().call_status_hook.url).toBe(
      'https://example.com/new-status',
    );
    expect(
      (await w.api('GET', '/v1/Applications/4ca2fb6a-8636-4f2e-96ff-8966c5e26f8e', w.tokens.acct)).json()
        .call_status_hook.url,
    ).toBe('https://public-apps.jambonz.cloud/call-status');

    expect(
      (await w.api('PUT', `/v1/Applications/${sid}`, w.tokens.acct, { name: 'dial time' })).statusCode,
    ).toBe(422);
    expect(
      (await w.api('PUT', `/v1/Applications/${sid}`, w.tokens.acct, { call_hook: null })).statusCode,
    ).toBe(400);
    expect(
      (await w.api('PUT', `/v1/Applications/${sid}`, w.tokens.acctOther, { name: 'x' })).statusCode,
    ).toBe(404);
    expect((await w.api('PUT', `/v1/Applications/${sid}`, w.tokens.spOther, { name: 'x' })).statusCode).toBe(
      403,
    );
    expect(
      (await w.api('PUT', `/v1/Applications/${sid}`, w.tokens.sp, { account_sid: w.acct2 })).statusCode,
    ).toBe(204);
  });

  it('DELETE refuses while numbers, accounts or tenants use the app; otherwise removes it and its hooks', async () => {
    const sid = (
      await w.api('POST', '/v1/Applications', w.tokens.sp, app({ name: 'in use', account_sid: w.acct1 }))
    ).json().sid;
    const { store } = w.app.ctx;
    store.insert('phone_numbers', {
      phone_number_sid: '71111111-1111-4111-8111-111111111111',
      number: '15550001',
      account_sid: w.acct1,
      application_sid: sid,
    });
    expect((await w.api('DELETE', `/v1/Applications/${sid}`, w.tokens.acct)).json()).toEqual({
      msg: 'cannot delete application with phone numbers',
    });
    store.run('DELETE FROM phone_numbers');
    await w.api('PUT', `/v1/Accounts/${w.acct1}`, w.tokens.sp, { device_calling_application_sid: sid });
    store.insert('ms_teams_tenants', {
      ms_teams_tenant_sid: '81111111-1111-4111-8111-111111111111',
      service_provider_sid: w.sp1,
      account_sid: w.acct1,
      application_sid: sid,
      tenant_fqdn: 't.example.com',
    });
    const inUse = await w.api('DELETE', `/v1/Applications/${sid}`, w.tokens.acct);
    expect(inUse.statusCode).toBe(422);
    expect(inUse.json()).toEqual({
      msg: 'cannot delete application: it is used by 1 account and 1 Microsoft Teams tenant',
    });
    store.run('DELETE FROM ms_teams_tenants');
    await w.api('PUT', `/v1/Accounts/${w.acct1}`, w.tokens.sp, { device_calling_application_sid: null });
    const hookSids = store.get<{ a: string; b: string }>(
      'SELECT call_hook_sid AS a, call_status_hook_sid AS b FROM applications WHERE application_sid = ?',
      sid,
    )!;
    expect((await w.api('DELETE', `/v1/Applications/${sid}`, w.tokens.acctOther)).statusCode).toBe(404);
    expect((await w.api('DELETE', `/v1/Applications/${sid}`, w.tokens.acct)).statusCode).toBe(204);
    expect(
      store.get('SELECT 1 FROM webhooks WHERE webhook_sid IN (?, ?)', hookSids.a, hookSids.b),
    ).toBeUndefined();
    expect((await w.api('DELETE', `/v1/Applications/${sid}`, w.tokens.admin)).statusCode).toBe(404);
  });

  it('an account may only point at its own applications', async () => {
    const bApp = (await w.api('GET', '/v1/Applications', w.tokens.spOther)).json()[0].application_sid;
    expect(
      (await w.api('PUT', `/v1/Accounts/${w.acct1}`, w.tokens.admin, { siprec_hook_sid: bApp })).statusCode,
    ).toBe(400);
  });
});
