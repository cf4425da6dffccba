import { createWorld, type World } from './helpers';

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(() => w.app.close());

describe('API keys', () => {
  it('POST {sid, token}; the token works as a bearer with its owner’s scope and last_used is set', async () => {
    const res = await w.api('POST', '/v1/ApiKeys', w.tokens.acct, { account_sid: w.acct1 });
    expect(res.statusCode).toBe(201);
    const { sid, token } = res.json();
    expect(Object.keys(res.json())).toEqual(['sid', 'token']);
    expect(token).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const listed = () =>
      w
        .api('GET', `/v1/Accounts/${w.acct1}/ApiKeys`, w.tokens.acct)
        .then((r) => r.json().find((k: { api_key_sid: string }) => k.api_key_sid === sid));
    expect(await listed()).toMatchObject({
      token,
      account_sid: w.acct1,
      service_provider_sid: null,
      last_used: null,
      expires_at: null,
    });
    expect((await w.api('GET', '/v1/Accounts', token)).json().map((a: { name: string }) => a.name)).toEqual([
      'default account',
    ]);
    expect((await listed()).last_used).toMatch(/Z$/);
  });

  it('scope rules of the contract', async () => {
    const post = (token: string, body: unknown) => w.api('POST', '/v1/ApiKeys', token, body);
    expect((await post(w.tokens.sp, {})).json()).toEqual({
      msg: 'service provider token may not be used to create admin token',
    });
    expect((await post(w.tokens.sp, { service_provider_sid: w.sp2 })).json()).toEqual({
      msg: 'a service provider token can only be used to create tokens for the same service provider',
    });
    expect((await post(w.tokens.sp, { account_sid: w.acctB })).statusCode).toBe(400);
    expect((await post(w.tokens.acct, { account_sid: w.acct2 })).json()).toEqual({
      msg: 'an account level token can only be used to create account level tokens for the same account',
    });
    expect((await post(w.tokens.acct, {})).statusCode).toBe(400);
    // an SP user making an account key: a pure account key
    const sid = (await post(w.tokens.sp, { account_sid: w.acct2, service_provider_sid: w.sp1 })).json().sid;
    expect(
      w.app.ctx.store.get(
        'SELECT account_sid, service_provider_sid FROM api_keys WHERE api_key_sid = ?',
        sid,
      ),
    ).toEqual({ account_sid: w.acct2, service_provider_sid: null });
    expect((await post(w.tokens.admin, { expiry_secs: 10 })).json()).toEqual({
      msg: 'unknown field: expiry_secs',
    });
    expect(
      (await post(w.tokens.admin, { account_sid: '00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(400);
  });

  it('an expired key is refused', async () => {
    const { token } = (
      await w.api('POST', '/v1/ApiKeys', w.tokens.admin, {
        account_sid: w.acct1,
        expires_at: '2000-01-01T00:00:00.000Z',
      })
    ).json();
    expect((await w.api('GET', '/v1/Accounts', token)).statusCode).toBe(401);
  });

  it('expires_at in MySQL DATETIME form (what the real server takes) is accepted and stored as ISO UTC', async () => {
    const res = await w.api('POST', '/v1/ApiKeys', w.tokens.admin, {
      account_sid: w.acct1,
      expires_at: '2030-01-01 00:00:00',
    });
    expect(res.statusCode).toBe(201);
    const key = (await w.api('GET', `/v1/Accounts/${w.acct1}/ApiKeys`, w.tokens.admin))
      .json()
      .find((k: { api_key_sid: string }) => k.api_key_sid === res.json().sid);
    expect(key.expires_at).toBe('2030-01-01T00:00:00.000Z');
    expect((await w.api('GET', '/v1/Accounts', res.json().token)).statusCode).toBe(200);
    const offset = await w.api('POST', '/v1/ApiKeys', w.tokens.admin, {
      account_sid: w.acct1,
      expires_at: '2030-01-01T02:00:00+02:00',
    });
    expect(
      w.app.ctx.store.get('SELECT expires_at FROM api_keys WHERE api_key_sid = ?', offset.json().sid),
    ).toEqual({ expires_at: '2030-01-01T00:00:00.000Z' });
    expect(
      (await w.api('POST', '/v1/ApiKeys', w.tokens.admin, { account_sid: w.acct1, expires_at: 'soon' }))
        .statusCode,
    ).toBe(400);
  });

  it('SP key lists; account users see none on the SP path', async () => {
    const keys = (await w.api('GET', `/v1/ServiceProviders/${w.sp1}/ApiKeys`, w.tokens.sp)).json();
    expect(keys.length).toBeGreaterThan(0);
    expect(
      keys.every(
        (k: { service_provider_sid: string; account_sid: null }) =>
          k.service_provider_sid === w.sp1 && k.account_sid === null,
      ),
    ).toBe(true);
    expect((await w.api('GET', `/v1/ServiceProviders/${w.sp1}/ApiKeys`, w.tokens.acct)).json()).toEqual([]);
    expect((await w.api('GET', `/v1/ServiceProviders/${w.sp2}/ApiKeys`, w.tokens.sp)).statusCode).toBe(403);
  });

  it('DELETE rules: admin keys, other SPs’ and other accounts’ keys are off limits', async () => {
    const adminKey = (await w.api('POST', '/v1/ApiKeys', w.tokens.admin, {})).json().sid;
    const otherSpKey = (
      await w.api('POST', '/v1/ApiKeys', w.tokens.admin, { service_provider_sid: w.sp2 })
    ).json().sid;
    const acctBKey = (await w.api('POST', '/v1/ApiKeys', w.tokens.admin, { account_sid: w.acctB })).json()
      .sid;
    const acct2Key = (await w.api('POST', '/v1/ApiKeys', w.tokens.admin, { account_sid: w.acct2 })).json()
      .sid;
    expect((await w.api('DELETE', `/v1/ApiKeys/${adminKey}`, w.tokens.sp)).json()).toEqual({
      msg: 'a service provider user may not delete an admin token',
    });
    expect((await w.api('DELETE', `/v1/ApiKeys/${otherSpKey}`, w.tokens.sp)).json()).toEqual({
      msg: 'a service provider user may not delete api key from another service provider',
    });
    expect((await w.api('DELETE', `/v1/ApiKeys/${acctBKey}`, w.tokens.sp)).statusCode).toBe(400);
    expect((await w.api('DELETE', `/v1/ApiKeys/${acct2Key}`, w.tokens.acct)).json()).toEqual({
      msg: 'a user may not delete a token associated with a different account',
    });
    expect((await w.api('DELETE', `/v1/ApiKeys/${acct2Key}`, w.tokens.sp)).statusCode).toBe(204);
    expect((await w.api('DELETE', `/v1/ApiKeys/${acct2Key}`, w.tokens.sp)).statusCode).toBe(404);
    expect((await w.api('DELETE', `/v1/ApiKeys/${adminKey}`, w.tokens.admin)).statusCode).toBe(204);
    expect((await w.api('GET', '/v1/ApiKeys', w.tokens.admin)).statusCode).toBe(404);
  });
});

describe('password settings', () => {
  it('defaults {6, 0, 0}; admin saves (201 {}), 6-20 enforced; others 403', async () => {
    expect((await w.api('GET', '/v1/PasswordSettings', w.tokens.acct)).json()).toEqual({
      min_password_length: 6,
      require_digit: 0,
      require_special_character: 0,
    });
    expect(
      (await w.api('POST', '/v1/PasswordSettings', w.tokens.sp, { min_password_length: 8 })).statusCode,
    ).toBe(403);
    expect(
      (await w.api('POST', '/v1/PasswordSettings', w.tokens.admin, { min_password_length: 5 })).json(),
    ).toEqual({
      msg: 'invalid min_password_length property: should be between 6-20',
    });
    const saved = await w.api('POST', '/v1/PasswordSettings', w.tokens.admin, {
      min_password_length: 10,
      require_digit: true,
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toEqual({});
    expect((await w.api('GET', '/v1/PasswordSettings', w.tokens.sp)).json()).toEqual({
      min_password_length: 10,
      require_digit: 1,
      require_special_character: 0,
    });
    await w.api('POST', '/v1/PasswordSettings', w.tokens.admin, { require_special_character: 1 });
    expect((await w.api('GET', '/v1/PasswordSettings', w.tokens.sp)).json()).toEqual({
      min_password_length: 10,
      require_digit: 1,
      require_special_character: 1,
    });
    // and the policy applies to new passwords
    const weak = await w.api('POST', '/v1/Users', w.tokens.admin, {
      name: 'weak',
      email: 'weak@example.com',
      initial_password: 'abcdefghij1',
    });
    expect(weak.json()).toEqual({ msg: 'password must contain at least one special character' });
    expect(
      (
        await w.api('POST', '/v1/Users', w.tokens.admin, {
          name: 'strong',
          email: 'strong@example.com',
          initial_password: 'abcdefgh1!',
        })
      ).statusCode,
    ).toBe(201);
  });
});

describe('system information', () => {
  it('{} at first; admin saves the row (201 + row); CIDRs validated; others get the guard', async () => {
    expect((await w.api('GET', '/v1/SystemInformation', w.tokens.admin)).json()).toEqual({});
    const body = {
      domain_name: 'example.com',
      sip_domain_name: 'sip.example.com',
      monitoring_domain_name: '',
      private_network_cidr: '10.0.0.0/8, 192.168.1.0/24',
      log_level: 'debug',
    };
    const saved = await w.api('POST', '/v1/SystemInformation', w.tokens.admin, body);
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toEqual({
      domain_name: 'example.com',
      sip_domain_name: 'sip.example.com',
      monitoring_domain_name: null,
      private_network_cidr: '10.0.0.0/8,192.168.1.0/24',
      log_level: 'debug',
    });
    expect((await w.api('GET', '/v1/SystemInformation', w.tokens.admin)).json()).toEqual(saved.json());
    expect(
      (
        await w.api('POST', '/v1/SystemInformation', w.tokens.admin, {
          private_network_cidr: '10.0.0.0/8,10.0.0.300',
        })
      ).json(),
    ).toEqual({
      msg: 'Invalid private network CIDR 10.0.0.300',
    });
    expect(
      (await w.api('POST', '/v1/SystemInformation', w.tokens.admin, { log_level: 'trace' })).statusCode,
    ).toBe(400);
    expect((await w.api('POST', '/v1/SystemInformation', w.tokens.admin, { nope: 1 })).json()).toEqual({
      msg: 'unknown field: nope',
    });
    const denied = await w.api('GET', '/v1/SystemInformation', w.tokens.sp);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ status: 'fail', message: 'insufficient privileges' });
  });
});
