import { decodeJwt } from 'jose';
import { PASSWORD, apiFor, createApp, createWorld, expiredToken, login, type World } from './helpers';

describe('POST /login', () => {
  let w: World;
  beforeAll(async () => {
    w = await createWorld();
  });
  afterAll(() => w.app.close());

  it('answers the recorded shape for the seeded admin (forced change, all permissions)', async () => {
    const fresh = await createApp({ adminInitialPassword: undefined });
    const res = await apiFor(fresh)('POST', '/v1/login', null, { username: 'admin', password: 'admin' });
    await fresh.close();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['token', 'user_sid', 'scope', 'force_change', 'permissions']);
    expect(body).toMatchObject({ scope: 'admin', force_change: true });
    expect([...body.permissions].sort()).toEqual(['PROVISION_SERVICES', 'PROVISION_USERS', 'VIEW_ONLY']);
    const claims = decodeJwt(body.token);
    expect(claims).toMatchObject({
      scope: 'admin',
      is_view_only: false,
      user_sid: body.user_sid,
      name: 'admin',
    });
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);
  });

  it('carries the SP and account names for an account user', async () => {
    const body = (
      await w.api('POST', '/v1/login', null, { username: 'acctuser', password: PASSWORD })
    ).json();
    expect(body).toMatchObject({
      scope: 'account',
      force_change: false,
      permissions: [],
      service_provider_sid: w.sp1,
      account_sid: w.acct1,
      account_name: 'default account',
      service_provider_name: 'default service provider',
    });
    expect(decodeJwt(body.token)).toMatchObject({
      scope: 'account',
      account_sid: w.acct1,
      service_provider_sid: w.sp1,
      is_view_only: false,
    });
  });

  it('marks a view-only user in the token only', async () => {
    const body = (await w.api('POST', '/v1/login', null, { username: 'viewer', password: PASSWORD })).json();
    expect(body.permissions).toEqual(['VIEW_ONLY']);
    expect(body).not.toHaveProperty('is_view_only');
    expect(decodeJwt(body.token).is_view_only).toBe(true);
  });

  it('gives a service-provider user the SP keys but no account', async () => {
    const body = (await w.api('POST', '/v1/login', null, { username: 'spuser', password: PASSWORD })).json();
    expect(body).toMatchObject({
      scope: 'service_provider',
      service_provider_sid: w.sp1,
      service_provider_name: 'default service provider',
    });
    expect(body).not.toHaveProperty('account_sid');
  });

  it('400 Bad Request (text) when a field is missing; 403 Forbidden (text) for bad credentials', async () => {
    const missing = await w.api('POST', '/v1/login', null, { username: 'admin' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toBe('Bad Request');
    const unknown = await w.api('POST', '/v1/login', null, { username: 'nobody', password: 'whatever1' });
    expect(unknown.statusCode).toBe(403);
    expect(unknown.body).toBe('Forbidden');
    expect(unknown.headers['content-type']).toMatch(/^text\/plain/);
    const wrong = await w.api('POST', '/v1/login', null, { username: 'spother', password: 'wrong-password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).toBe('Forbidden');
  });

  it('refuses a deactivated user', async () => {
    await w.api('PUT', `/v1/Users/${w.users.acctOther}`, w.tokens.admin, { is_active: false });
    const res = await w.api('POST', '/v1/login', null, { username: 'acctother', password: PASSWORD });
    expect(res.statusCode).toBe(403);
  });
});

describe('lock-out after 5 failed logins in 30 minutes', () => {
  let clock = Date.now();
  let app: Awaited<ReturnType<typeof createApp>>;
  beforeAll(async () => {
    app = await createApp({ now: () => clock });
  });
  afterAll(() => app.close());

  it('locks on the 5th failure, refuses the right password, and frees the user after the window', async () => {
    const api = apiFor(app);
    const attempt = (password: string) => api('POST', '/v1/login', null, { username: 'admin', password });
    for (let i = 1; i <= 3; i += 1) expect((await attempt('nope')).statusCode).toBe(403);
    // a success in between does not reset the counter
    expect((await attempt('admin')).statusCode).toBe(200);
    expect((await attempt('nope')).body).toBe('Forbidden');
    const fifth = await attempt('nope');
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json()).toEqual({
      error: 'Maximum login attempts reached. Please try again in 1800 seconds.',
      msg: 'Maximum login attempts reached. Please try again in 1800 seconds.',
    });
    const locked = await attempt('admin');
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error).toBe(
      'Maximum login attempts reached. Please try again later or reset your password.',
    );
    clock += 1800 * 1000;
    expect((await attempt('admin')).statusCode).toBe(200);
  });

  it('honours LOGIN_ATTEMPTS_MAX_RETRIES', async () => {
    const strict = await createApp({ loginAttemptsMaxRetries: 2 });
    const api = apiFor(strict);
    expect((await api('POST', '/v1/login', null, { username: 'admin', password: 'x' })).body).toBe(
      'Forbidden',
    );
    expect((await api('POST', '/v1/login', null, { username: 'admin', password: 'x' })).json().error).toMatch(
      /try again in 1800 seconds/,
    );
    await strict.close();
  });
});

describe('tokens, logout and password changes', () => {
  let w: World;
  beforeAll(async () => {
    w = await createWorld();
  });
  afterAll(() => w.app.close());

  it('401 text Unauthorized without a token, with a bad token, with an expired one', async () => {
    for (const token of [null, 'not-a-token', w.tokens.expired, `${w.tokens.admin.slice(0, -4)}AAAA`]) {
      const res = await w.api('GET', '/v1/Accounts', token);
      expect(res.statusCode).toBe(401);
      expect(res.body).toBe('Unauthorized');
      expect(res.headers['www-authenticate']).toMatch(/^Bearer realm="Users"/);
    }
  });

  it('logout revokes the token that signs out, a new login works', async () => {
    const first = await login(w.app, 'spuser');
    const second = await login(w.app, 'spuser');
    expect((await w.api('POST', '/v1/logout', first)).statusCode).toBe(204);
    expect((await w.api('GET', '/v1/Accounts', first)).statusCode).toBe(401);
    // the user's other session goes on (trust-sessions.test.ts)
    expect((await w.api('GET', '/v1/Accounts', second)).statusCode).toBe(200);
    const third = await login(w.app, 'spuser');
    expect((await w.api('GET', '/v1/Accounts', third)).statusCode).toBe(200);
    // other users are untouched
    expect((await w.api('GET', '/v1/Accounts', w.tokens.acct)).statusCode).toBe(200);
  });

  it('logout with an API key is a clear 400', async () => {
    const res = await w.api('POST', '/v1/logout', w.tokens.acctKey);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/API key/);
  });

  it('the forced change: PUT /Users/:sid {old_password, new_password} → 204, then the new password works', async () => {
    const app = await createApp();
    const api = apiFor(app);
    const login1 = (await api('POST', '/v1/login', null, { username: 'admin', password: 'admin' })).json();
    const wrongOld = await api('PUT', `/v1/Users/${login1.user_sid}`, login1.token, {
      old_password: 'nope',
      new_password: 'Secret-123',
    });
    expect(wrongOld.statusCode).toBe(403);
    expect(wrongOld.body).toBe('Forbidden');
    const short = await api('PUT', `/v1/Users/${login1.user_sid}`, login1.token, {
      old_password: 'admin',
      new_password: 'abc',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ msg: 'password must be at least 6 characters long' });
    const same = await api('PUT', `/v1/Users/${login1.user_sid}`, login1.token, {
      old_password: 'admin',
      new_password: 'admin',
    });
    expect(same.json().msg).toBe('new password cannot be your old password');
    const ok = await api('PUT', `/v1/Users/${login1.user_sid}`, login1.token, {
      old_password: 'admin',
      new_password: 'Secret-123',
    });
    expect(ok.statusCode).toBe(204);
    // the token in hand keeps working (the portal continues with it)
    expect((await api('GET', '/v1/Users/me', login1.token)).json().user.force_change).toBe(false);
    expect((await api('POST', '/v1/login', null, { username: 'admin', password: 'admin' })).statusCode).toBe(
      403,
    );
    const login2 = (
      await api('POST', '/v1/login', null, { username: 'admin', password: 'Secret-123' })
    ).json();
    expect(login2.force_change).toBe(false);
    // the admin keeps its permissions (a PUT without is_view_only leaves them alone)
    expect([...login2.permissions].sort()).toEqual(['PROVISION_SERVICES', 'PROVISION_USERS', 'VIEW_ONLY']);
    await app.close();
  });

  it('POST /change-password checks the old password and the policy, then revokes every token', async () => {
    const token = await login(w.app, 'acctuser');
    expect((await w.api('POST', '/v1/change-password', token, { old_password: PASSWORD })).json()).toEqual({
      msg: 'missing field new_password',
    });
    expect(
      (
        await w.api('POST', '/v1/change-password', token, { old_password: 'nope', new_password: 'Another-1' })
      ).json(),
    ).toEqual({ msg: 'old_password is incorrect' });
    expect(
      (await w.api('POST', '/v1/change-password', token, { old_password: PASSWORD, new_password: 'abc' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await w.api('POST', '/v1/change-password', token, {
          old_password: PASSWORD,
          new_password: 'Another-1',
        })
      ).statusCode,
    ).toBe(204);
    expect((await w.api('GET', '/v1/Accounts', token)).statusCode).toBe(401);
    await login(w.app, 'acctuser', 'Another-1');
    expect(
      (
        await w.api('POST', '/v1/change-password', w.tokens.adminKey, {
          old_password: 'a',
          new_password: 'Another-2',
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('forgot password and sign-in with the reset link', () => {
  let w: World;
  beforeAll(async () => {
    w = await createWorld({ portalBaseUrl: 'https://portal.example.com/' });
  });
  afterAll(() => w.app.close());

  it('answers {error} for a bad e-mail, 204 for an unknown one', async () => {
    const invalid = await w.api('POST', '/v1/forgot-password', null, { email: 'not-an-email' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toBe('invalid or missing email');
    // an unknown address gets the answer a known one gets (trust-enumeration.test.ts), and no mail
    const unknown = await w.api('POST', '/v1/forgot-password', null, { email: 'nobody@example.com' });
    expect(unknown.statusCode).toBe(204);
    expect(w.outbox.messages).toHaveLength(0);
  });

  it('mails a reset link (outbox), revokes the user’s tokens; the link signs in and sets a new password', async () => {
    const token = await login(w.app, 'spuser');
    const res = await w.api('POST', '/v1/forgot-password', null, { email: 'spuser@example.com' });
    expect(res.statusCode).toBe(204);
    expect((await w.api('GET', '/v1/Accounts', token)).statusCode).toBe(401);
    const mail = w.outbox.messages.at(-1)!;
    expect(mail).toMatchObject({ to: 'spuser@example.com', kind: 'password-reset' });
    expect(mail.link).toMatch(/^https:\/\/portal\.example\.com\/reset-password\/[1-9A-HJ-NP-Za-km-z]{22}$/);
    expect(mail.text).toContain(mail.link);
    const link = mail.link!.split('/').pop()!;

    const signin = await w.api('POST', '/v1/signin', null, { link });
    expect(signin.statusCode).toBe(200);
    const session = signin.json();
    expect(session).toMatchObject({
      user_sid: w.users.sp,
      name: 'spuser',
      email: 'spuser@example.com',
      scope: 'read-write',
      pristine: false,
      force_change: false,
    });
    expect(decodeJwt(session.jwt).scope).toBe('service_provider');

    expect(
      (
        await w.api('POST', '/v1/change-password', session.jwt, {
          old_password: link,
          new_password: 'Reset-pass-9',
        })
      ).statusCode,
    ).toBe(204);
    await login(w.app, 'spuser', 'Reset-pass-9');
    // the link is used up
    expect((await w.api('POST', '/v1/signin', null, { link })).statusCode).toBe(403);
  });

  it('signin with e-mail and password needs a validated e-mail', async () => {
    expect((await w.api('POST', '/v1/signin', null, { email: 'joe@foo.bar' })).json()).toEqual({
      msg: 'missing email or password',
    });
    const admin = await w.api('POST', '/v1/signin', null, { email: 'joe@foo.bar', password: 'admin' });
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({ name: 'admin', email_validated: true, account_sid: null });
    expect(
      (await w.api('POST', '/v1/signin', null, { email: 'acctuser@example.com', password: PASSWORD }))
        .statusCode,
    ).toBe(404);
    expect(
      (await w.api('POST', '/v1/signin', null, { email: 'joe@foo.bar', password: 'wrong' })).statusCode,
    ).toBe(403);
  });

  it('expired tokens are refused even for a valid user', async () => {
    expect((await w.api('GET', '/v1/Users/me', await expiredToken(w.app, w.users.admin))).statusCode).toBe(
      401,
    );
  });
});
