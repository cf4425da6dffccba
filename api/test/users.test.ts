import { PASSWORD, createWorld, login, type World } from './helpers';

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(() => w.app.close());

const newUser = (extra: Record<string, unknown>) => ({
  name: `u${Math.random().toString(36).slice(2, 10)}`,
  email: `${Math.random().toString(36).slice(2, 10)}@example.com`,
  initial_password: PASSWORD,
  force_change: true,
  is_active: true,
  ...extra,
});

describe('GET /Users', () => {
  it('admin sees everyone, in the list shape (0/1 flags, optional keys omitted)', async () => {
    const res = await w.api('GET', '/v1/Users', w.tokens.admin);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((u: { name: string }) => u.name)).toEqual(
      expect.arrayContaining(['admin', 'spuser', 'spother', 'acctuser', 'acctother', 'viewer']),
    );
    const admin = list.find((u: { name: string }) => u.name === 'admin');
    expect(admin).toEqual({
      user_sid: w.users.admin,
      name: 'admin',
      email: 'joe@foo.bar',
      scope: 'admin',
      // the tests' admin has no forced change (helpers.ts): a 0/1 flag all the same
      force_change: 0,
      is_active: 1,
    });
    const acct = list.find((u: { name: string }) => u.name === 'acctuser');
    expect(acct).toEqual({
      user_sid: w.users.acct,
      name: 'acctuser',
      email: 'acctuser@example.com',
      scope: 'account',
      force_change: 0,
      is_active: 1,
      account_sid: w.acct1,
      account_name: 'default account',
      service_provider_sid: w.sp1,
      service_provider_name: 'default service provider',
    });
  });

  it('an SP user sees the users of its SP; an account user those of its account', async () => {
    const sp = (await w.api('GET', '/v1/Users', w.tokens.sp)).json().map((u: { name: string }) => u.name);
    expect(sp).toEqual(expect.arrayContaining(['spuser', 'acctuser', 'acctother', 'viewer']));
    expect(sp).not.toContain('admin');
    expect(sp).not.toContain('spother');
    const acct = (await w.api('GET', '/v1/Users', w.tokens.acct)).json().map((u: { name: string }) => u.name);
    expect(acct.sort()).toEqual(['acctuser', 'viewer']);
    // an SP API key whose SP has users works (the real server can crash here)
    expect((await w.api('GET', '/v1/Users', w.tokens.spKey)).statusCode).toBe(200);
  });
});

describe('GET /Users/me', () => {
  it('admin: all-null account and sp objects; booleans for force_change and validated flags', async () => {
    const body = (await w.api('GET', '/v1/Users/me', w.tokens.admin)).json();
    expect(Object.keys(body)).toEqual(['user', 'account', 'sp']);
    expect(body.user).toMatchObject({
      name: 'admin',
      force_change: false,
      email_validated: true,
      phone_validated: false,
      is_active: 1,
      scope: 'read-write',
    });
    expect(body.user).not.toHaveProperty('hashed_password');
    expect(Object.values(body.account).every((v) => v === null)).toBe(true);
    expect(body.account).toHaveProperty('sip_realm', null);
    expect(Object.keys(body.sp)).toEqual([
      'service_provider_sid',
      'name',
      'description',
      'root_domain',
      'registration_hook_sid',
      'ms_teams_fqdn',
    ]);
  });

  it('account user: the raw account and SP rows', async () => {
    const body = (await w.api('GET', '/v1/Users/me', w.tokens.acct)).json();
    expect(body.account).toMatchObject({
      account_sid: w.acct1,
      name: 'default account',
      plan_type: 'trial',
      is_active: 1,
      device_to_call_ratio: 5,
    });
    expect(body.sp).toMatchObject({ service_provider_sid: w.sp1, name: 'default service provider' });
  });

  it('API keys have no user: 403 text', async () => {
    const res = await w.api('GET', '/v1/Users/me', w.tokens.adminKey);
    expect(res.statusCode).toBe(403);
    expect(res.body).toBe('Forbidden');
  });
});

describe('GET /Users/:sid', () => {
  it('detail shape with is_view_only; legacy scope column', async () => {
    const res = await w.api('GET', `/v1/Users/${w.users.viewOnly}`, w.tokens.sp);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user_sid: w.users.viewOnly,
      scope: 'read-write',
      is_view_only: true,
      account_sid: w.acct1,
      force_change: 0,
    });
    expect(res.json()).not.toHaveProperty('hashed_password');
    expect(res.json()).not.toHaveProperty('token_version');
  });

  it('403 across scopes, 404 unknown, 400 bad sid; anyone may read themselves', async () => {
    expect((await w.api('GET', `/v1/Users/${w.users.acct}`, w.tokens.spOther)).statusCode).toBe(403);
    expect((await w.api('GET', `/v1/Users/${w.users.acctOther}`, w.tokens.acct)).statusCode).toBe(403);
    expect(
      (await w.api('GET', '/v1/Users/00000000-0000-4000-8000-000000000000', w.tokens.admin)).statusCode,
    ).toBe(404);
    expect((await w.api('GET', '/v1/Users/not-a-sid', w.tokens.admin)).json()).toEqual({
      msg: 'Bad request',
    });
    expect((await w.api('GET', `/v1/Users/${w.users.sp}`, w.tokens.sp)).statusCode).toBe(200);
  });
});

describe('POST /Users', () => {
  it('201 {user_sid}; the new user can sign in', async () => {
    const body = newUser({ account_sid: w.acct1, service_provider_sid: w.sp1, force_change: false });
    const res = await w.api('POST', '/v1/Users', w.tokens.admin, body);
    expect(res.statusCode).toBe(201);
    expect(Object.keys(res.json())).toEqual(['user_sid']);
    await login(w.app, body.name);
  });

  it('duplicate name or e-mail (any case) → 422 invalid username or email', async () => {
    const byName = await w.api('POST', '/v1/Users', w.tokens.admin, newUser({ name: 'AcctUser' }));
    expect(byName.statusCode).toBe(422);
    expect(byName.json()).toEqual({ msg: 'invalid username or email' });
    expect(
      (await w.api('POST', '/v1/Users', w.tokens.admin, newUser({ email: 'spuser@example.com' }))).statusCode,
    ).toBe(422);
  });

  it('the password policy and a missing password are clear 400s', async () => {
    expect(
      (await w.api('POST', '/v1/Users', w.tokens.admin, newUser({ initial_password: 'abc' }))).json(),
    ).toEqual({
      msg: 'password must be at least 6 characters long',
    });
    const { initial_password: _p, ...noPassword } = newUser({});
    expect((await w.api('POST', '/v1/Users', w.tokens.admin, noPassword)).json()).toEqual({
      msg: 'missing field initial_password',
    });
  });

  it('an SP user creates users in its own SP only; an account user in its own account only', async () => {
    const fromSp = newUser({ service_provider_sid: w.sp2, account_sid: null });
    const created = (await w.api('POST', '/v1/Users', w.tokens.sp, fromSp)).json().user_sid;
    expect((await w.api('GET', `/v1/Users/${created}`, w.tokens.admin)).json()).toMatchObject({
      service_provider_sid: w.sp1,
      account_sid: null,
    });
    expect(
      (await w.api('POST', '/v1/Users', w.tokens.sp, newUser({ account_sid: w.acctB }))).statusCode,
    ).toBe(403);

    const fromAcct = newUser({ service_provider_sid: null, account_sid: w.acct2 });
    const acctCreated = (await w.api('POST', '/v1/Users', w.tokens.acct, fromAcct)).json().user_sid;
    // forced into the caller's account, with its SP (the real server would leave the SP empty → admin scope)
    expect((await w.api('GET', `/v1/Users/${acctCreated}`, w.tokens.admin)).json()).toMatchObject({
      service_provider_sid: w.sp1,
      account_sid: w.acct1,
    });
  });

  it('an admin giving an account without its SP gets the account’s SP', async () => {
    const sid = (await w.api('POST', '/v1/Users', w.tokens.admin, newUser({ account_sid: w.acctB }))).json()
      .user_sid;
    expect((await w.api('GET', `/v1/Users/${sid}`, w.tokens.admin)).json()).toMatchObject({
      service_provider_sid: w.sp2,
      account_sid: w.acctB,
    });
    expect(
      (
        await w.api(
          'POST',
          '/v1/Users',
          w.tokens.admin,
          newUser({ account_sid: w.acctB, service_provider_sid: w.sp1 }),
        )
      ).statusCode,
    ).toBe(400);
  });
});

describe('PUT /Users/:sid', () => {
  it('accepts the portal’s explicit nulls that equal the stored values (admin and SP users can be edited)', async () => {
    const res = await w.api('PUT', `/v1/Users/${w.users.sp}`, w.tokens.admin, {
      name: 'spuser',
      email: 'spuser@example.com',
      initial_password: null,
      force_change: false,
      is_active: true,
      is_view_only: false,
      service_provider_sid: w.sp1,
      account_sid: null,
    });
    expect(res.statusCode).toBe(204);
  });

  it('refuses a real promotion with the contract message', async () => {
    const res = await w.api('PUT', `/v1/Users/${w.users.acctOther}`, w.tokens.admin, { account_sid: null });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: 'Invalid request: user may not be promoted' });
    const sp = await w.api('PUT', `/v1/Users/${w.users.acctOther}`, w.tokens.sp, {
      service_provider_sid: w.sp2,
    });
    expect(sp.json()).toEqual({
      msg: 'Invalid request: user may not be promoted or moved to another service provider',
    });
    const acct = await w.api('PUT', `/v1/Users/${w.users.acct}`, w.tokens.acct, { account_sid: w.acct2 });
    expect(acct.json()).toEqual({
      msg: 'Invalid request: user may not be promoted or moved to another account',
    });
  });

  it('a PUT without is_view_only keeps the flag', async () => {
    expect(
      (await w.api('PUT', `/v1/Users/${w.users.viewOnly}`, w.tokens.admin, { name: 'viewer' })).statusCode,
    ).toBe(204);
    expect((await w.api('GET', `/v1/Users/${w.users.viewOnly}`, w.tokens.admin)).json().is_view_only).toBe(
      true,
    );
  });

  it('moving a user to another account revokes their tokens', async () => {
    const sid = (
      await w.api(
        'POST',
        '/v1/Users',
        w.tokens.admin,
        newUser({ name: 'mover', account_sid: w.acct1, force_change: false }),
      )
    ).json().user_sid;
    const token = await login(w.app, 'mover');
    expect((await w.api('PUT', `/v1/Users/${sid}`, w.tokens.sp, { account_sid: w.acct2 })).statusCode).toBe(
      204,
    );
    expect((await w.api('GET', '/v1/Accounts', token)).statusCode).toBe(401);
    expect((await w.api('GET', `/v1/Users/${sid}`, w.tokens.admin)).json().account_sid).toBe(w.acct2);
    expect(
      (
        await w.api('PUT', `/v1/Users/${sid}`, w.tokens.admin, {
          account_sid: w.acctB,
          service_provider_sid: w.sp1,
        })
      ).json(),
    ).toEqual({
      msg: 'Invalid request: user may not be moved to another service provider',
    });
  });

  it('resets a password (policy checked), renames (clash → 422), 400 when nothing to update', async () => {
    expect(
      (await w.api('PUT', `/v1/Users/${w.users.acctOther}`, w.tokens.sp, { initial_password: 'ab' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await w.api('PUT', `/v1/Users/${w.users.acctOther}`, w.tokens.sp, {
          initial_password: 'New-pass-1',
          is_active: true,
        })
      ).statusCode,
    ).toBe(204);
    await login(w.app, 'acctother', 'New-pass-1');
    expect(
      (await w.api('PUT', `/v1/Users/${w.users.acctOther}`, w.tokens.sp, { name: 'spuser' })).statusCode,
    ).toBe(422);
    expect((await w.api('PUT', `/v1/Users/${w.users.acctOther}`, w.tokens.sp, {})).json()).toEqual({
      msg: 'no updates requested',
    });
  });

  it('403 text for users outside the caller’s reach; 400 for an unknown user', async () => {
    const res = await w.api('PUT', `/v1/Users/${w.users.acct}`, w.tokens.spOther, { name: 'x' });
    expect(res.statusCode).toBe(403);
    expect(res.body).toBe('Forbidden');
    expect(
      (
        await w.api('PUT', '/v1/Users/00000000-0000-4000-8000-000000000000', w.tokens.admin, { name: 'x' })
      ).json(),
    ).toEqual({
      msg: 'Invalid request: user_sid does not exist',
    });
  });

  it('a view-only user may change their own password, and nothing else', async () => {
    const token = await login(w.app, 'viewer');
    const sneaky = await w.api('PUT', `/v1/Users/${w.users.viewOnly}`, token, {
      old_password: PASSWORD,
      new_password: 'Viewer-pass-2',
      is_view_only: false,
    });
    expect(sneaky.statusCode).toBe(403);
    expect(sneaky.json()).toEqual({ msg: 'User has view-only access' });
    // the portal sends is_view_only along with the change; keeping the restriction is allowed
    expect(
      (
        await w.api('PUT', `/v1/Users/${w.users.viewOnly}`, token, {
          old_password: PASSWORD,
          new_password: 'Viewer-pass-2',
          is_view_only: true,
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (
        await w.api('PUT', `/v1/Users/${w.users.viewOnly}`, token, {
          old_password: 'Viewer-pass-2',
          new_password: 'Viewer-pass-3',
        })
      ).statusCode,
    ).toBe(204);
    expect((await w.api('GET', `/v1/Users/${w.users.viewOnly}`, w.tokens.admin)).json().is_view_only).toBe(
      true,
    );
  });

  it('the last active admin cannot be deactivated', async () => {
    const res = await w.api('PUT', `/v1/Users/${w.users.admin}`, w.tokens.admin, { is_active: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/no other active admin users/);
  });
});

describe('DELETE /Users/:sid', () => {
  it('deletes, and the deleted user’s tokens stop working', async () => {
    const sid = (
      await w.api(
        'POST',
        '/v1/Users',
        w.tokens.admin,
        newUser({ name: 'leaver', account_sid: w.acct1, force_change: false }),
      )
    ).json().user_sid;
    const token = await login(w.app, 'leaver');
    expect((await w.api('DELETE', `/v1/Users/${sid}`, w.tokens.spOther)).statusCode).toBe(403);
    expect((await w.api('DELETE', `/v1/Users/${sid}`, w.tokens.acct)).statusCode).toBe(204);
    expect((await w.api('GET', '/v1/Users/me', token)).statusCode).toBe(401);
    expect((await w.api('DELETE', `/v1/Users/${sid}`, w.tokens.admin)).statusCode).toBe(404);
  });

  it('refuses to delete the last active admin, allows it when another exists', async () => {
    const res = await w.api('DELETE', `/v1/Users/${w.users.admin}`, w.tokens.admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      msg: 'cannot delete this admin user - there are no other active admin users',
    });
    const other = (await w.api('POST', '/v1/Users', w.tokens.admin, newUser({ name: 'admin2' }))).json()
      .user_sid;
    expect((await w.api('DELETE', `/v1/Users/${other}`, w.tokens.admin)).statusCode).toBe(204);
  });
});
