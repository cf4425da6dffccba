import { createWorld, type World } from './helpers';

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(() => w.app.close());

describe('service providers', () => {
  it('admin lists all; others only their own; an account API key its account’s SP', async () => {
    expect(
      (await w.api('GET', '/v1/ServiceProviders', w.tokens.admin))
        .json()
        .map((s: { name: string }) => s.name),
    ).toEqual(['default service provider', 'second sp']);
    for (const token of [w.tokens.sp, w.tokens.acct, w.tokens.acctKey, w.tokens.spKey]) {
      const list = (await w.api('GET', '/v1/ServiceProviders', token)).json();
      expect(list).toEqual([
        {
          service_provider_sid: w.sp1,
          name: 'default service provider',
          description: null,
          root_domain: null,
          ms_teams_fqdn: null,
          registration_hook: null,
        },
      ]);
    }
  });

  it('POST: admin only, {sid}; duplicate name → 422', async () => {
    expect((await w.api('POST', '/v1/ServiceProviders', w.tokens.sp, { name: 'x' })).json()).toEqual({
      msg: 'only admin users can add a service provider',
    });
    const res = await w.api('POST', '/v1/ServiceProviders', w.tokens.admin, {
      name: 'hooked sp',
      root_domain: 'sip.hooked.example.com',
      registration_hook: {
        url: 'https://hooks.example.com/reg',
        method: 'GET',
        username: 'u',
        password: 'p',
      },
    });
    expect(res.statusCode).toBe(201);
    const sid = res.json().sid;
    expect((await w.api('GET', `/v1/ServiceProviders/${sid}`, w.tokens.admin)).json()).toEqual({
      service_provider_sid: sid,
      name: 'hooked sp',
      description: null,
      root_domain: 'sip.hooked.example.com',
      ms_teams_fqdn: null,
      registration_hook: {
        url: 'https://hooks.example.com/reg',
        method: 'GET',
        username: 'u',
        password: 'p',
      },
    });
    const dup = await w.api('POST', '/v1/ServiceProviders', w.tokens.admin, { name: 'HOOKED SP' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().msg).toMatch(/already exists/);
    expect(
      (
        await w.api('POST', '/v1/ServiceProviders', w.tokens.admin, {
          name: 'other',
          root_domain: 'sip.hooked.example.com',
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (await w.api('POST', '/v1/ServiceProviders', w.tokens.admin, { name: 'x', lcr_sid: w.sp1 })).json(),
    ).toEqual({ msg: 'unknown field: lcr_sid' });
  });

  it('GET one: 403 for another SP, 404 unknown', async () => {
    expect((await w.api('GET', `/v1/ServiceProviders/${w.sp2}`, w.tokens.sp)).json()).toEqual({
      msg: 'insufficient permissions',
    });
    expect((await w.api('GET', `/v1/ServiceProviders/${w.sp1}`, w.tokens.acct)).statusCode).toBe(200);
    expect(
      (await w.api('GET', '/v1/ServiceProviders/00000000-0000-4000-8000-000000000000', w.tokens.admin))
        .statusCode,
    ).toBe(404);
  });

  it('PUT: the settings form’s {name, ms_teams_fqdn} keeps the registration hook; null removes it', async () => {
    const sid = (
      await w.api('POST', '/v1/ServiceProviders', w.tokens.admin, {
        name: 'put sp',
        registration_hook: { url: 'https://h.example.com/r' },
      })
    ).json().sid;
    expect(
      (
        await w.api('PUT', `/v1/ServiceProviders/${sid}`, w.tokens.admin, {
          name: 'put sp 2',
          ms_teams_fqdn: 'teams.example.com',
        })
      ).statusCode,
    ).toBe(204);
    const after = (await w.api('GET', `/v1/ServiceProviders/${sid}`, w.tokens.admin)).json();
    expect(after).toMatchObject({
      name: 'put sp 2',
      ms_teams_fqdn: 'teams.example.com',
      registration_hook: { url: 'https://h.example.com/r', method: 'POST' },
    });
    expect(
      (await w.api('PUT', `/v1/ServiceProviders/${sid}`, w.tokens.admin, { registration_hook: null }))
        .statusCode,
    ).toBe(204);
    expect(
      (await w.api('GET', `/v1/ServiceProviders/${sid}`, w.tokens.admin)).json().registration_hook,
    ).toBeNull();
    expect(
      w.app.ctx.store.get("SELECT 1 FROM webhooks WHERE url = 'https://h.example.com/r'"),
    ).toBeUndefined();
    expect((await w.api('PUT', `/v1/ServiceProviders/${sid}`, w.tokens.sp, { name: 'nope' })).json()).toEqual(
      { msg: 'insufficient permissions to update service provider' },
    );
    expect(
      (await w.api('PUT', `/v1/ServiceProviders/${w.sp1}`, w.tokens.sp, { name: 'default service provider' }))
        .statusCode,
    ).toBe(204);
  });

  it('DELETE: admin only; refused (naming what remains) while accounts or users belong to it; cascades its keys and carriers', async () => {
    expect((await w.api('DELETE', `/v1/ServiceProviders/${w.sp2}`, w.tokens.sp)).json()).toEqual({
      msg: 'only admin users can delete a service provider',
    });
    const inUse = await w.api('DELETE', `/v1/ServiceProviders/${w.sp2}`, w.tokens.admin);
    expect(inUse.statusCode).toBe(403);
    expect(inUse.json()).toEqual({
      msg: 'cannot delete service provider: it still has 1 account: account of sp2; 1 user: spother',
    });

    const sid = (await w.api('POST', '/v1/ServiceProviders', w.tokens.admin, { name: 'doomed' })).json().sid;
    await w.api('POST', '/v1/ApiKeys', w.tokens.admin, { service_provider_sid: sid });
    await w.api('POST', `/v1/ServiceProviders/${sid}/Limits`, w.tokens.admin, {
      category: 'device',
      quantity: 3,
    });
    w.app.ctx.store.insert('voip_carriers', {
      voip_carrier_sid: '11111111-1111-4111-8111-111111111111',
      name: 'c',
      service_provider_sid: sid,
    });
    w.app.ctx.store.insert('sip_gateways', {
      sip_gateway_sid: '21111111-1111-4111-8111-111111111111',
      ipv4: '192.0.2.1',
      inbound: 1,
      outbound: 0,
      voip_carrier_sid: '11111111-1111-4111-8111-111111111111',
    });
    expect((await w.api('DELETE', `/v1/ServiceProviders/${sid}`, w.tokens.admin)).statusCode).toBe(204);
    for (const table of ['api_keys', 'service_provider_limits', 'voip_carriers']) {
      expect(
        w.app.ctx.store.get(`SELECT 1 FROM ${table} WHERE service_provider_sid = ?`, sid),
      ).toBeUndefined();
    }
    expect((await w.api('DELETE', `/v1/ServiceProviders/${sid}`, w.tokens.admin)).statusCode).toBe(404);
  });
});

describe('limits', () => {
  it('SP limits: upsert by category keeps the sid; DELETE ?category= removes one; account callers get the guard shape', async () => {
    const url = `/v1/ServiceProviders/${w.sp1}/Limits`;
    const first = (
      await w.api('POST', url, w.tokens.sp, { category: 'voice_call_session', quantity: 10 })
    ).json().sid;
    const again = await w.api('POST', url, w.tokens.admin, { category: 'voice_call_session', quantity: 20 });
    expect(again.statusCode).toBe(201);
    expect(again.json().sid).toBe(first);
    await w.api('POST', url, w.tokens.admin, { category: 'device', quantity: 0 });
    expect((await w.api('GET', url, w.tokens.sp)).json()).toEqual([
      {
        service_provider_limits_sid: expect.any(String),
        service_provider_sid: w.sp1,
        category: 'device',
        quantity: 0,
      },
      {
        service_provider_limits_sid: first,
        service_provider_sid: w.sp1,
        category: 'voice_call_session',
        quantity: 20,
      },
    ]);
    expect((await w.api('GET', `${url}?category=device`, w.tokens.sp)).json()).toHaveLength(1);
    expect((await w.api('DELETE', `${url}?category=device`, w.tokens.sp)).statusCode).toBe(204);
    expect((await w.api('GET', url, w.tokens.sp)).json()).toHaveLength(1);
    const guard = await w.api('GET', url, w.tokens.acct);
    expect(guard.statusCode).toBe(403);
    expect(guard.json()).toEqual({
      status: 'fail',
      message: 'insufficient privileges',
      msg: 'insufficient privileges',
    });
    expect((await w.api('GET', url, w.tokens.spOther)).statusCode).toBe(403);
    expect((await w.api('POST', url, w.tokens.admin, { category: 'calls', quantity: 1 })).statusCode).toBe(
      400,
    );
    expect((await w.api('POST', url, w.tokens.admin, { category: 'device', quantity: -1 })).statusCode).toBe(
      400,
    );
    expect((await w.api('DELETE', url, w.tokens.admin)).statusCode).toBe(204);
    expect((await w.api('GET', url, w.tokens.sp)).json()).toEqual([]);
  });

  it('account limits: SP sets them; the account user reads them and may only re-send the same value', async () => {
    const url = `/v1/Accounts/${w.acct1}/Limits`;
    expect(
      (await w.api('POST', url, w.tokens.sp, { category: 'voice_call_minutes', quantity: 100 })).statusCode,
    ).toBe(201);
    expect((await w.api('GET', url, w.tokens.acct)).json()).toEqual([
      {
        account_limits_sid: expect.any(String),
        account_sid: w.acct1,
        category: 'voice_call_minutes',
        quantity: 100,
      },
    ]);
    expect(
      (await w.api('POST', url, w.tokens.acct, { category: 'voice_call_minutes', quantity: 100 })).statusCode,
    ).toBe(201);
    expect(
      (await w.api('POST', url, w.tokens.acct, { category: 'voice_call_minutes', quantity: 500 })).statusCode,
    ).toBe(403);
    expect((await w.api('DELETE', `${url}?category=voice_call_minutes`, w.tokens.acct)).statusCode).toBe(403);
    expect((await w.api('DELETE', `${url}?category=device`, w.tokens.acct)).statusCode).toBe(204);
    expect((await w.api('GET', `/v1/Accounts/${w.acct1}/Limits`, w.tokens.acctOther)).json().status).toBe(
      'fail',
    );
    expect((await w.api('GET', `/v1/Accounts/${w.acctB}/Limits`, w.tokens.sp)).statusCode).toBe(403);
  });
});
