// The audit trail: every write through the API leaves exactly one entry — who, when, from where, what
// entity, what changed (secrets masked) — in the same transaction; a refused write leaves none; reading it is
// scoped like everything else.
import type { LightMyRequestResponse } from 'fastify';
import { PASSWORD, createWorld, login, type World } from './helpers';

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(() => w.app.close());

interface Entry {
  entity: string;
  entity_sid: string | null;
  action: string;
  user_name: string | null;
  user_sid: string | null;
  account_sid: string | null;
  service_provider_sid: string | null;
  ip: string | null;
  changes: Record<string, { before: unknown; after: unknown }>;
}

const count = () => w.app.ctx.store.get<{ n: number }>('SELECT COUNT(*) AS n FROM audit_log')!.n;
const latest = (): Entry => {
  const row = w.app.ctx.store.get<Entry & { changes: string }>(
    'SELECT * FROM audit_log ORDER BY at DESC, rowid DESC LIMIT 1',
  )!;
  return { ...row, changes: JSON.parse(row.changes as unknown as string) };
};

/** Runs a write; expects `status`, exactly one new entry, and returns it. */
async function oneEntry(write: Promise<LightMyRequestResponse>, status: number): Promise<Entry> {
  const before = count();
  const res = await write;
  expect({ status: res.statusCode, body: res.body }).toEqual({ status, body: expect.anything() });
  expect(count()).toBe(before + 1);
  return latest();
}

/** Runs a write that must be refused with `status`, and leave no entry. */
async function noEntry(write: Promise<LightMyRequestResponse>, status: number) {
  const before = count();
  expect((await write).statusCode).toBe(status);
  expect(count()).toBe(before);
}

describe('each kind of write leaves exactly one entry', () => {
  it('accounts: create, update (only what changed), webhook secret, SIP realm, TTS cache, delete', async () => {
    const { api, tokens, sp1 } = w;
    const created = await oneEntry(
      api('POST', '/v1/Accounts', tokens.sp, { name: 'Audited', service_provider_sid: sp1 }),
      201,
    );
    expect(created).toMatchObject({
      entity: 'account',
      action: 'create',
      user_name: 'spuser',
      service_provider_sid: sp1,
      ip: expect.any(String),
    });
    const sid = created.entity_sid!;
    expect(created.account_sid).toBe(sid);
    expect(created.changes.name).toEqual({ before: null, after: 'Audited' });
    // The webhook secret is a secret: masked even on create.
    expect(JSON.stringify(created.changes.webhook_secret)).toMatch(/\*\*\*\*/);

    const updated = await oneEntry(api('PUT', `/v1/Accounts/${sid}`, tokens.sp, { name: 'Audited 2' }), 204);
    expect(updated).toMatchObject({ entity: 'account', action: 'update', entity_sid: sid });
    expect(updated.changes).toEqual({ name: { before: 'Audited', after: 'Audited 2' } });

    const regenerated = await oneEntry(
      api('GET', `/v1/Accounts/${sid}/WebhookSecret?regenerate=true`, tokens.sp),
      200,
    );
    expect(Object.keys(regenerated.changes)).toEqual(['webhook_secret']);
    expect(JSON.stringify(regenerated.changes)).not.toMatch(/wh_secret_/);

    const realm = await oneEntry(
      api('POST', `/v1/Accounts/${sid}/SipRealms/audited.sip.example.com`, tokens.sp),
      204,
    );
    expect(realm.changes.sip_realm).toEqual({ before: null, after: 'audited.sip.example.com' });

    const purge = await oneEntry(api('DELETE', `/v1/Accounts/${sid}/TtsCache`, tokens.sp), 204);
    expect(purge).toMatchObject({ entity: 'tts_cache', action: 'delete', account_sid: sid });

    const deleted = await oneEntry(api('DELETE', `/v1/Accounts/${sid}`, tokens.sp, {}), 204);
    expect(deleted).toMatchObject({ entity: 'account', action: 'delete', entity_sid: sid });
    expect(deleted.changes.name).toEqual({ before: 'Audited 2', after: null });
  });

  it('users, applications, API keys, limits, service providers, platform settings', async () => {
    const { api, tokens, acct1, sp1 } = w;
    const user = await oneEntry(
      api('POST', '/v1/Users', tokens.admin, {
        name: 'audited-user',
        email: 'audited@example.com',
        initial_password: PASSWORD,
        force_change: false,
        is_active: true,
        service_provider_sid: sp1,
        account_sid: acct1,
      }),
      201,
    );
    expect(user).toMatchObject({
      entity: 'user',
      action: 'create',
      account_sid: acct1,
      service_provider_sid: sp1,
    });
    expect(JSON.stringify(user.changes)).not.toContain(PASSWORD);
    expect(user.changes.hashed_password.after).toMatch(/^\*\*\*\*/);
    await oneEntry(api('PUT', `/v1/Users/${user.entity_sid}`, tokens.admin, { is_active: false }), 204);
    // Deactivating also revokes the user's tokens: both show.
    expect(latest().changes).toEqual({
      is_active: { before: 1, after: 0 },
      token_version: { before: 0, after: 1 },
    });
    await oneEntry(api('DELETE', `/v1/Users/${user.entity_sid}`, tokens.admin), 204);

    const app = await oneEntry(
      api('POST', '/v1/Applications', tokens.acct, {
        name: 'audited app',
        account_sid: acct1,
        call_hook: { url: 'https://example.com/call', method: 'POST' },
        call_status_hook: { url: 'https://example.com/status', method: 'POST' },
      }),
      201,
    );
    expect(app).toMatchObject({
      entity: 'application',
      action: 'create',
      user_name: 'acctuser',
      account_sid: acct1,
    });
    await oneEntry(
      api('PUT', `/v1/Applications/${app.entity_sid}`, tokens.acct, { name: 'audited app 2' }),
      204,
    );
    await oneEntry(api('DELETE', `/v1/Applications/${app.entity_sid}`, tokens.acct), 204);

    const key = await oneEntry(api('POST', '/v1/ApiKeys', tokens.acct, { account_sid: acct1 }), 201);
    expect(key).toMatchObject({ entity: 'api_key', action: 'create', account_sid: acct1 });
    expect(JSON.stringify(key.changes.token)).toMatch(/\*\*\*\*/);
    await oneEntry(api('DELETE', `/v1/ApiKeys/${key.entity_sid}`, tokens.acct), 204);

    const limit = await oneEntry(
      api('POST', `/v1/ServiceProviders/${sp1}/Limits`, tokens.admin, {
        category: 'voice_call_session',
        quantity: 7,
      }),
      201,
    );
    expect(limit).toMatchObject({
      entity: 'limit',
      action: 'create',
      service_provider_sid: sp1,
      account_sid: null,
    });
    await oneEntry(
      api('DELETE', `/v1/ServiceProviders/${sp1}/Limits?category=voice_call_session`, tokens.admin),
      204,
    );

    const sp = await oneEntry(api('POST', '/v1/ServiceProviders', tokens.admin, { name: 'audited sp' }), 201);
    expect(sp).toMatchObject({
      entity: 'service_provider',
      action: 'create',
      service_provider_sid: sp.entity_sid,
    });
    await oneEntry(
      api('PUT', `/v1/ServiceProviders/${sp.entity_sid}`, tokens.admin, { name: 'audited sp 2' }),
      204,
    );
    await oneEntry(api('DELETE', `/v1/ServiceProviders/${sp.entity_sid}`, tokens.admin), 204);

    const policy = await oneEntry(
      api('POST', '/v1/PasswordSettings', tokens.admin, { min_password_length: 8 }),
      201,
    );
    expect(policy).toMatchObject({
      entity: 'password_settings',
      service_provider_sid: null,
      account_sid: null,
    });
    await oneEntry(api('POST', '/v1/SystemInformation', tokens.admin, { log_level: 'debug' }), 201);
    await oneEntry(api('DELETE', '/v1/TtsCache', tokens.admin), 204);
  });

  it('sessions: sign-in, failed sign-in (known and unknown user), password change, sign-out', async () => {
    const { app, api } = w;
    const signedIn = await oneEntry(
      app.inject({
        method: 'POST',
        url: '/v1/login',
        payload: { username: 'acctother', password: PASSWORD },
      }),
      200,
    );
    expect(signedIn).toMatchObject({
      entity: 'user',
      action: 'sign-in',
      user_name: 'acctother',
      account_sid: w.acct2,
    });
    const failed = await oneEntry(
      app.inject({ method: 'POST', url: '/v1/login', payload: { username: 'acctother', password: 'wrong' } }),
      403,
    );
    expect(failed).toMatchObject({
      action: 'sign-in-failed',
      user_name: 'acctother',
      user_sid: w.users.acctOther,
    });
    const unknown = await oneEntry(
      app.inject({ method: 'POST', url: '/v1/login', payload: { username: 'nobody-here', password: 'x' } }),
      403,
    );
    expect(unknown).toMatchObject({
      action: 'sign-in-failed',
      user_name: 'nobody-here',
      user_sid: null,
      account_sid: null,
    });

    const token = await login(app, 'acctother');
    const changed = await oneEntry(
      api('PUT', `/v1/Users/${w.users.acctOther}`, token, {
        old_password: PASSWORD,
        new_password: 'Another-pass-9',
      }),
      204,
    );
    expect(changed).toMatchObject({ action: 'password-change', entity_sid: w.users.acctOther });
    expect(JSON.stringify(changed.changes)).not.toMatch(/Another-pass-9|Passw0rd/);
    const token2 = await login(app, 'acctother', 'Another-pass-9');
    await oneEntry(api('POST', '/v1/logout', token2), 204);
    expect(latest()).toMatchObject({ action: 'sign-out', user_name: 'acctother' });
  });
});

describe('a refused write leaves no entry', () => {
  it('bad input, a duplicate, not yours, view-only, missing', async () => {
    const { api, tokens, sp1, acct1, acct2 } = w;
    await noEntry(api('POST', '/v1/Accounts', tokens.sp, { service_provider_sid: sp1 }), 400);
    await noEntry(
      api('POST', '/v1/Accounts', tokens.sp, { name: 'default account', service_provider_sid: sp1 }),
      422,
    );
    await noEntry(api('PUT', `/v1/Accounts/${acct2}`, tokens.acct, { name: 'not mine' }), 403);
    await noEntry(api('PUT', `/v1/Accounts/${acct1}`, tokens.viewOnly, { name: 'view only' }), 403);
    await noEntry(api('DELETE', '/v1/Applications/00000000-0000-4000-8000-00000000abcd', tokens.admin), 404);
    await noEntry(api('POST', '/v1/ServiceProviders', tokens.sp, { name: 'no' }), 403);
  });

  it('a write that fails inside its transaction leaves neither the change nor the entry', async () => {
    const { ctx } = w.app;
    const before = count();
    const accounts = ctx.store.get<{ n: number }>('SELECT COUNT(*) AS n FROM accounts')!.n;
    const { auditedWrite } = await import('../src/audit/audit');
    expect(() =>
      auditedWrite(
        ctx,
        { caller: null, ip: '127.0.0.1' } as never,
        { entity: 'account', table: 'accounts', key: 'account_sid', sid: 'x-failing', action: 'create' },
        () => {
          ctx.store.insert('accounts', {
            account_sid: 'x-failing',
            name: 'fails',
            service_provider_sid: w.sp1,
            webhook_secret: 'wh_secret_x',
          });
          throw new Error('a later step failed');
        },
      ),
    ).toThrow('a later step failed');
    expect(count()).toBe(before);
    expect(ctx.store.get<{ n: number }>('SELECT COUNT(*) AS n FROM accounts')!.n).toBe(accounts);
  });
});

describe('reading the trail', () => {
  const page = '?page=1&count=100&days=1';

  it('an account user reads their account’s entries only', async () => {
    const { api, tokens, acct1, acct2 } = w;
    const own = await api('GET', `/v1/Accounts/${acct1}/Activity${page}`, tokens.acct);
    expect(own.statusCode).toBe(200);
    const body = own.json() as { total: number; data: Entry[] };
    expect(body.total).toBeGreaterThan(0);
    expect(body.data.every((entry) => entry.account_sid === acct1)).toBe(true);
    expect((await api('GET', `/v1/Accounts/${acct2}/Activity${page}`, tokens.acct)).statusCode).toBe(403);
    expect((await api('GET', `/v1/ServiceProviders/${w.sp1}/Activity${page}`, tokens.acct)).statusCode).toBe(
      403,
    );
    expect((await api('GET', `/v1/Activity${page}`, tokens.acct)).statusCode).toBe(403);
  });

  it('a service-provider user reads their provider’s (its accounts’ included), not another’s', async () => {
    const { api, tokens, sp1, sp2 } = w;
    const res = await api('GET', `/v1/ServiceProviders/${sp1}/Activity${page}`, tokens.sp);
    const body = res.json() as { data: Entry[] };
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((entry) => entry.service_provider_sid === sp1)).toBe(true);
    expect(body.data.some((entry) => entry.account_sid !== null)).toBe(true);
    expect((await api('GET', `/v1/ServiceProviders/${sp2}/Activity${page}`, tokens.sp)).statusCode).toBe(403);
  });

  it('admins read everything, platform-wide settings included; filters, paging, newest first', async () => {
    const { api, tokens } = w;
    const all = (await api('GET', `/v1/Activity${page}`, tokens.admin)).json() as {
      total: number;
      data: Entry[];
    };
    expect(all.data.some((entry) => entry.entity === 'password_settings')).toBe(true);
    const failed = (await api('GET', `/v1/Activity${page}&action=sign-in-failed`, tokens.admin)).json() as {
      data: Entry[];
    };
    expect(failed.data.length).toBe(2);
    const byUser = (await api('GET', `/v1/Activity${page}&user=acctuser`, tokens.admin)).json() as {
      data: Entry[];
    };
    expect(byUser.data.length).toBeGreaterThan(0);
    expect(byUser.data.every((entry) => entry.user_name === 'acctuser')).toBe(true);
    const accounts = (await api('GET', `/v1/Activity${page}&entity=account`, tokens.admin)).json() as {
      data: Entry[];
    };
    expect(accounts.data.every((entry) => entry.entity === 'account')).toBe(true);
    const first = (await api('GET', '/v1/Activity?page=1&count=2&days=1', tokens.admin)).json() as {
      total: number;
      page: number;
      page_size: number;
      data: Array<{ at: string }>;
    };
    expect(first).toMatchObject({ total: all.total, page: 1, page_size: 2 });
    expect(first.data).toHaveLength(2);
    expect(first.data[0].at >= first.data[1].at).toBe(true);
  });

  it('refuses a missing page or a count over 500, as the time-series lists do', async () => {
    const { api, tokens, acct1 } = w;
    expect((await api('GET', `/v1/Accounts/${acct1}/Activity?count=10`, tokens.acct)).json()).toEqual({
      msg: 'missing or invalid "page" query arg',
    });
    const over = await api('GET', `/v1/Accounts/${acct1}/Activity?page=1&count=501`, tokens.acct);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ msg: 'missing or invalid "count" query arg' });
  });

  it('keeps entries only for the retention', async () => {
    const { ActivityService } = await import('../src/areas/identity/activity/service');
    const { ctx } = w.app;
    ctx.store.run(
      "INSERT INTO audit_log (audit_log_sid, at, entity, action) VALUES ('old-one', '2001-01-01T00:00:00.000Z', 'account', 'update')",
    );
    expect(new ActivityService(ctx).prune(365)).toBe(1);
    expect(ctx.store.get("SELECT 1 FROM audit_log WHERE audit_log_sid = 'old-one'")).toBeUndefined();
  });
});

describe('AUDIT_TRAIL=off', () => {
  it('writes work the same and leave no entry (what the bench compares the trail against)', async () => {
    const { optionsFromEnv } = await import('../src/config');
    expect(optionsFromEnv({ AUDIT_TRAIL: 'off' }, '/tmp').auditTrail).toBe(false);
    expect(optionsFromEnv({}, '/tmp').auditTrail).toBeUndefined();
    const off = await createWorld({ auditTrail: false });
    try {
      const entries = () => off.app.ctx.store.get<{ n: number }>('SELECT COUNT(*) AS n FROM audit_log')!.n;
      const before = entries();
      const res = await off.api('PUT', `/v1/Accounts/${off.acct1}`, off.tokens.sp, {
        name: 'Renamed quietly',
      });
      expect(res.statusCode).toBe(204);
      expect(
        off.app.ctx.store.get<{ name: string }>('SELECT name FROM accounts WHERE account_sid = ?', off.acct1)!
          .name,
      ).toBe('Renamed quietly');
      expect(entries()).toBe(before);
    } finally {
      await off.app.close();
    }
  });
});
