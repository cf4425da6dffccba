// Two-factor sign-in (docs/api/contract.md#two-factor-sign-in): enrolment with a code, sign-in in two steps (a code
// or a recovery code, each once), wrong codes toward the lock-out, a service provider's requirement, a reset by a
// manager, a reset link that cannot get around it, and the OpenAPI document.
import { Secret, TOTP } from 'otpauth';
import { createWorld, login, PASSWORD, type World } from './helpers';

describe('two-factor sign-in', () => {
  let clock = Date.now();
  let w: World;
  beforeAll(async () => {
    w = await createWorld({ now: () => clock });
  });
  afterAll(() => w.app.close());

  const codeOf = (secret: string, at = clock) =>
    new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
      timestamp: at,
    });
  const nextStep = () => {
    clock += 30_000;
  };

  async function enrol(token: string): Promise<{ secret: string; recovery: string[] }> {
    const begin = await w.api('POST', '/v1/Users/me/TwoFactor', token);
    expect(begin.statusCode).toBe(200);
    const { secret, otpauth_url, qr_code } = begin.json();
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/Switchboard:/);
    expect(qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(
      (await w.api('POST', '/v1/Users/me/TwoFactor/confirm', token, { code: '000000' })).statusCode,
    ).toBe(400);
    const confirm = await w.api('POST', '/v1/Users/me/TwoFactor/confirm', token, { code: codeOf(secret) });
    expect(confirm.statusCode).toBe(200);
    const recovery = confirm.json().recovery_codes as string[];
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    nextStep();
    return { secret, recovery };
  }

  const password = (username: string) => w.api('POST', '/v1/login', null, { username, password: PASSWORD });
  const second = (two_factor_token: string, code: string) =>
    w.api('POST', '/v1/login/two-factor', null, { two_factor_token, code });

  it('enrols on the user’s own page, then POST /login answers no token until the code', async () => {
    const token = await login(w.app, 'spuser');
    expect((await w.api('GET', '/v1/Users/me/TwoFactor', token)).json()).toEqual({
      enabled: false,
      required: false,
      recovery_codes_left: 0,
    });
    const { secret } = await enrol(token);
    expect((await w.api('GET', '/v1/Users/me/TwoFactor', token)).json()).toMatchObject({
      enabled: true,
      recovery_codes_left: 10,
    });

    const first = await password('spuser');
    expect(first.statusCode).toBe(200);
    const challenge = first.json();
    expect(challenge).toEqual({
      two_factor_required: true,
      two_factor_token: expect.any(String),
      user_sid: w.users.sp,
    });
    expect(challenge).not.toHaveProperty('token');
    // the challenge is no bearer token
    expect((await w.api('GET', '/v1/Accounts', challenge.two_factor_token)).statusCode).toBe(401);

    const wrong = await second(challenge.two_factor_token, '000000');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().msg).toBe('The code is not correct');
    const right = await second(challenge.two_factor_token, codeOf(secret));
    expect(right.statusCode).toBe(200);
    expect(Object.keys(right.json())).toEqual(
      expect.arrayContaining(['token', 'user_sid', 'scope', 'force_change', 'permissions']),
    );
    expect((await w.api('GET', '/v1/Accounts', right.json().token)).statusCode).toBe(200);
    // the challenge is used up, and the same code does not sign in twice
    expect((await second(challenge.two_factor_token, codeOf(secret))).statusCode).toBe(401);
    const again = (await password('spuser')).json().two_factor_token;
    expect((await second(again, codeOf(secret))).statusCode).toBe(403);
  });

  it('a recovery code signs in once', async () => {
    const token = await login(w.app, 'acctuser');
    const { recovery } = await enrol(token);
    const challenge = (await password('acctuser')).json().two_factor_token;
    expect((await second(challenge, recovery[0].toUpperCase())).statusCode).toBe(200);
    const again = (await password('acctuser')).json().two_factor_token;
    expect((await second(again, recovery[0])).statusCode).toBe(403);
    expect((await second(again, recovery[1].replace('-', ''))).statusCode).toBe(200);
  });

  it('wrong codes count toward the lock-out', async () => {
    const token = await login(w.app, 'acctother');
    const { secret } = await enrol(token);
    const challenge = (await password('acctother')).json().two_factor_token;
    for (let i = 0; i < 4; i += 1) expect((await second(challenge, '111111')).statusCode).toBe(403);
    const fifth = await second(challenge, '111111');
    expect(fifth.json().error).toMatch(/Maximum login attempts reached/);
    const locked = await second(challenge, codeOf(secret));
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error).toMatch(/Maximum login attempts reached/);
  });

  it('a sign-in waits five minutes for its code', async () => {
    const challenge = (await password('spuser')).json().two_factor_token;
    clock += 301_000;
    expect((await second(challenge, '123456')).statusCode).toBe(401);
  });

  it('a password-reset link does not get around it: its token may only set the password', async () => {
    // (a view-only user may set up their own second factor too)
    await enrol(await login(w.app, 'viewer'));
    expect(
      (await w.api('POST', '/v1/forgot-password', null, { email: 'viewer@example.com' })).statusCode,
    ).toBe(204);
    const link = w.outbox.messages.at(-1)!.link!.split('/').pop()!;
    const { jwt } = (await w.api('POST', '/v1/signin', null, { link })).json();
    expect((await w.api('GET', '/v1/Accounts', jwt)).statusCode).toBe(403);
    expect((await w.api('POST', '/v1/ApiKeys', jwt, {})).statusCode).toBe(403);
    expect(
      (await w.api('POST', '/v1/change-password', jwt, { old_password: link, new_password: 'Reset-pass-9' }))
        .statusCode,
    ).toBe(204);
    // and the new password still asks for the code
    const after = await w.api('POST', '/v1/login', null, { username: 'viewer', password: 'Reset-pass-9' });
    expect(after.json().two_factor_required).toBe(true);
  });

  it('an admin or the service provider resets a user’s second factor; an account user may not', async () => {
    expect(
      (await w.api('DELETE', `/v1/Users/${w.users.acct}/TwoFactor`, w.tokens.acctOther)).statusCode,
    ).toBe(403);
    expect((await w.api('DELETE', `/v1/Users/${w.users.acct}/TwoFactor`, w.tokens.spOther)).statusCode).toBe(
      403,
    );
    expect((await w.api('DELETE', `/v1/Users/${w.users.acct}/TwoFactor`, w.tokens.sp)).statusCode).toBe(204);
    const plain = await password('acctuser');
    expect(plain.json().token).toEqual(expect.any(String));
    expect(
      (await w.api('DELETE', `/v1/Users/${w.users.acctOther}/TwoFactor`, w.tokens.admin)).statusCode,
    ).toBe(204);
  });

  it('a service provider requires it: its users without it may only set it up; others are untouched', async () => {
    expect(
      (await w.api('PUT', `/v1/ServiceProviders/${w.sp1}/TwoFactor`, w.tokens.acct, { required: true }))
        .statusCode,
    ).toBe(403);
    expect(
      (await w.api('PUT', `/v1/ServiceProviders/${w.sp2}/TwoFactor`, w.tokens.sp, { required: true }))
        .statusCode,
    ).toBe(403);
    expect(
      (await w.api('PUT', `/v1/ServiceProviders/${w.sp1}/TwoFactor`, w.tokens.sp, { required: true }))
        .statusCode,
    ).toBe(204);
    expect((await w.api('GET', `/v1/ServiceProviders/${w.sp1}/TwoFactor`, w.tokens.sp)).json()).toEqual({
      required: true,
    });

    const loggedIn = (await password('acctuser')).json();
    expect(loggedIn.two_factor_setup_required).toBe(true);
    const restricted = await w.api('GET', '/v1/Accounts', loggedIn.token);
    expect(restricted.statusCode).toBe(403);
    expect(restricted.json().msg).toMatch(/requires two-factor sign-in/);
    expect((await w.api('GET', '/v1/Users/me', loggedIn.token)).statusCode).toBe(200);
    const { secret } = (await w.api('POST', '/v1/Users/me/TwoFactor', loggedIn.token)).json();
    const on = await w.api('POST', '/v1/Users/me/TwoFactor/confirm', loggedIn.token, {
      code: codeOf(secret),
    });
    expect(on.statusCode).toBe(200);
    // lifted at once, on the same token; and it cannot be turned off while required
    expect((await w.api('GET', '/v1/Accounts', loggedIn.token)).statusCode).toBe(200);
    nextStep();
    expect(
      (await w.api('DELETE', '/v1/Users/me/TwoFactor', loggedIn.token, { code: codeOf(secret) })).statusCode,
    ).toBe(403);
    // the other provider's users and admins are untouched
    expect((await w.api('GET', '/v1/Accounts', w.tokens.spOther)).statusCode).toBe(200);
    expect((await w.api('GET', '/v1/Accounts', w.tokens.admin)).statusCode).toBe(200);
    await w.api('PUT', `/v1/ServiceProviders/${w.sp1}/TwoFactor`, w.tokens.sp, { required: false });
  });

  it('a user turns their own off with a code', async () => {
    const token = await login(w.app, 'spother');
    const { secret } = await enrol(token);
    expect((await w.api('DELETE', '/v1/Users/me/TwoFactor', token, { code: '000000' })).statusCode).toBe(400);
    expect(
      (await w.api('DELETE', '/v1/Users/me/TwoFactor', token, { code: codeOf(secret) })).statusCode,
    ).toBe(204);
    expect((await password('spother')).json().token).toEqual(expect.any(String));
  });

  it('every change is in the audit trail, with the address and the caller', async () => {
    const rows = w.app.ctx.store.all<{
      changes: string;
      user_sid: string | null;
      api_key_sid: string | null;
    }>("SELECT changes, user_sid, api_key_sid FROM audit_log WHERE changes LIKE '%two_factor%'");
    expect(rows.length).toBeGreaterThanOrEqual(6);
  });

  it('the endpoints are in the OpenAPI document', async () => {
    const paths = Object.keys((await w.api('GET', '/v1/openapi.json')).json().paths);
    for (const path of [
      '/v1/login/two-factor',
      '/v1/Users/me/TwoFactor',
      '/v1/Users/me/TwoFactor/confirm',
      '/v1/Users/{user_sid}/TwoFactor',
      '/v1/ServiceProviders/{sid}/TwoFactor',
    ])
      expect(paths).toContain(path);
  });
});
