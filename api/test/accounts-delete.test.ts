// Deleting an account: refused while anything remains, naming it; nothing removed until then.
import { createWorld, databaseFingerprint, type World } from './helpers';

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(() => w.app.close());

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
