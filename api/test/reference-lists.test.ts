// The telephony reference lists as each scope reads them: phone numbers, Microsoft Teams tenants, carriers (and the
// predefined ones), SBC addresses; the speech credentials' reads are in reference-lists-speech.test.ts.
import { createWorld, type World } from './helpers';

let w: World;
const carrier = (sid: string, name: string, sp: string | null, account: string | null) =>
  w.app.ctx.store.insert('voip_carriers', {
    voip_carrier_sid: sid,
    name,
    service_provider_sid: sp,
    account_sid: account,
    register_status: sid.startsWith('c1') ? '{"status":"ok","reason":"200 OK"}' : null,
  });

beforeAll(async () => {
  w = await createWorld();
  const { store } = w.app.ctx;
  carrier('c1000000-0000-4000-8000-000000000000', 'sp1 trunk', w.sp1, null);
  carrier('c2000000-0000-4000-8000-000000000000', 'acct1 trunk', w.sp1, w.acct1);
  carrier('c3000000-0000-4000-8000-000000000000', 'acct2 trunk', w.sp1, w.acct2);
  carrier('c4000000-0000-4000-8000-000000000000', 'sp2 trunk', w.sp2, null);
  const number = (n: string, account: string | null, carrierSid: string) =>
    store.insert('phone_numbers', {
      phone_number_sid: `d${n}`.padEnd(8, '0') + '-0000-4000-8000-000000000000',
      number: n,
      account_sid: account,
      voip_carrier_sid: carrierSid,
    });
  number('1555001', w.acct1, 'c1000000-0000-4000-8000-000000000000');
  number('1555002', w.acct1, 'c1000000-0000-4000-8000-000000000000');
  number('1555003', w.acct2, 'c3000000-0000-4000-8000-000000000000');
  number('1555004', w.acctB, 'c4000000-0000-4000-8000-000000000000');
  number('1555005', null, 'c4000000-0000-4000-8000-000000000000');
  store.insert('ms_teams_tenants', {
    ms_teams_tenant_sid: 'e1000000-0000-4000-8000-000000000000',
    service_provider_sid: w.sp1,
    account_sid: w.acct1,
    tenant_fqdn: 'a.example.com',
  });
  store.insert('ms_teams_tenants', {
    ms_teams_tenant_sid: 'e2000000-0000-4000-8000-000000000000',
    service_provider_sid: w.sp2,
    account_sid: w.acctB,
    tenant_fqdn: 'b.example.com',
  });
  store.insert('sbc_addresses', {
    sbc_address_sid: 'f1000000-0000-4000-8000-000000000000',
    ipv4: '192.0.2.50',
  });
  store.insert('sbc_addresses', {
    sbc_address_sid: 'f2000000-0000-4000-8000-000000000000',
    ipv4: '198.51.100.7',
    service_provider_sid: w.sp2,
  });
});
afterAll(() => w.app.close());

const names = (list: { name?: string; number?: string; tenant_fqdn?: string }[]) =>
  list.map((x) => x.name ?? x.number ?? x.tenant_fqdn);

describe('phone numbers', () => {
  it('narrowed by scope; paged with filter; numbers without an account only for admins', async () => {
    expect(names((await w.api('GET', '/v1/PhoneNumbers', w.tokens.admin)).json())).toEqual([
      '1555001',
      '1555002',
      '1555003',
      '1555004',
      '1555005',
    ]);
    expect(names((await w.api('GET', '/v1/PhoneNumbers', w.tokens.sp)).json())).toEqual([
      '1555001',
      '1555002',
      '1555003',
    ]);
    expect(names((await w.api('GET', '/v1/PhoneNumbers', w.tokens.acct)).json())).toEqual([
      '1555001',
      '1555002',
    ]);
    expect(names((await w.api('GET', '/v1/PhoneNumbers', w.tokens.acctOther)).json())).toEqual(['1555003']);
    expect(
      (await w.api('GET', '/v1/PhoneNumbers?page=1&page_size=25&filter=002', w.tokens.admin)).json(),
    ).toMatchObject({ total: 1, page: 1, page_size: 25, data: [{ number: '1555002' }] });
    expect(
      names((await w.api('GET', `/v1/PhoneNumbers?service_provider_sid=${w.sp2}`, w.tokens.admin)).json()),
    ).toEqual(['1555004']);
    expect(
      names((await w.api('GET', `/v1/PhoneNumbers?account_sid=${w.acct2}`, w.tokens.sp)).json()),
    ).toEqual(['1555003']);
    expect(
      names((await w.api('GET', `/v1/ServiceProviders/${w.sp1}/PhoneNumbers`, w.tokens.sp)).json()),
    ).toEqual(['1555001', '1555002', '1555003']);
    expect(
      names((await w.api('GET', `/v1/ServiceProviders/${w.sp1}/PhoneNumbers`, w.tokens.acct)).json()),
    ).toEqual(['1555001', '1555002']);
    expect((await w.api('GET', `/v1/ServiceProviders/${w.sp2}/PhoneNumbers`, w.tokens.sp)).statusCode).toBe(
      403,
    );
  });
});

describe('Microsoft Teams tenants (narrowed, unlike the real server)', () => {
  it('each caller sees only its own', async () => {
    expect(names((await w.api('GET', '/v1/MicrosoftTeamsTenants', w.tokens.admin)).json())).toEqual([
      'a.example.com',
      'b.example.com',
    ]);
    expect(names((await w.api('GET', '/v1/MicrosoftTeamsTenants', w.tokens.sp)).json())).toEqual([
      'a.example.com',
    ]);
    expect(names((await w.api('GET', '/v1/MicrosoftTeamsTenants', w.tokens.acctOther)).json())).toEqual([]);
    expect(names((await w.api('GET', '/v1/MicrosoftTeamsTenants', w.tokens.spOther)).json())).toEqual([
      'b.example.com',
    ]);
  });
});

describe('carriers', () => {
  it('lists narrowed by scope, register_status parsed, paging and name filter', async () => {
    const all = (await w.api('GET', '/v1/VoipCarriers', w.tokens.admin)).json();
    expect(names(all)).toEqual(['acct1 trunk', 'acct2 trunk', 'sp1 trunk', 'sp2 trunk']);
    expect(all.find((c: { name: string }) => c.name === 'sp1 trunk').register_status).toEqual({
      status: 'ok',
      reason: '200 OK',
    });
    expect(all.find((c: { name: string }) => c.name === 'sp2 trunk').register_status).toEqual({});
    expect(names((await w.api('GET', '/v1/VoipCarriers', w.tokens.sp)).json())).toEqual([
      'acct1 trunk',
      'acct2 trunk',
      'sp1 trunk',
    ]);
    expect(names((await w.api('GET', '/v1/VoipCarriers', w.tokens.acct)).json())).toEqual([
      'acct1 trunk',
      'sp1 trunk',
    ]);
    expect(
      names((await w.api('GET', `/v1/VoipCarriers?account_sid=${w.acct2}`, w.tokens.admin)).json()),
    ).toEqual(['acct2 trunk', 'sp1 trunk']);
    expect((await w.api('GET', '/v1/VoipCarriers?page=1&page_size=1', w.tokens.admin)).json()).toMatchObject({
      total: 4,
      page: 1,
      page_size: 1,
      data: [{ name: 'acct1 trunk' }],
    });
    expect(
      names(
        (
          await w.api(
            'GET',
            `/v1/ServiceProviders/${w.sp1}/VoipCarriers?page=1&page_size=10&name=SP1`,
            w.tokens.sp,
          )
        ).json().data,
      ),
    ).toEqual(['sp1 trunk']);
    expect(
      names(
        (
          await w.api('GET', `/v1/ServiceProviders/${w.sp1}/VoipCarriers?account_sid=${w.acct1}`, w.tokens.sp)
        ).json(),
      ),
    ).toEqual(['acct1 trunk', 'sp1 trunk']);
    expect(
      names((await w.api('GET', `/v1/ServiceProviders/${w.sp1}/VoipCarriers`, w.tokens.acct)).json()),
    ).toEqual(['acct1 trunk', 'sp1 trunk']);
    expect((await w.api('GET', `/v1/ServiceProviders/${w.sp2}/VoipCarriers`, w.tokens.sp)).statusCode).toBe(
      403,
    );
    expect(names((await w.api('GET', `/v1/Accounts/${w.acct1}/VoipCarriers`, w.tokens.acct)).json())).toEqual(
      ['acct1 trunk'],
    );
    expect((await w.api('GET', `/v1/Accounts/${w.acct2}/VoipCarriers`, w.tokens.acct)).statusCode).toBe(403);
  });

  it('predefined carriers are public: the five templates', async () => {
    const list = (await w.api('GET', '/v1/PredefinedCarriers')).json();
    expect(list.map((c: { name: string }) => c.name).sort()).toEqual([
      'Retell',
      'Simwood',
      'TelecomsXChange',
      'Twilio',
      'Voxbone',
    ]);
    expect(list.find((c: { name: string }) => c.name === 'Retell')).toMatchObject({
      trunk_type: 'auth',
      inbound_auth_username: '<your-retell-auth-username>',
      requires_static_ip: 0,
    });
  });

  it('SBCs: the SP’s own, else the global ones', async () => {
    expect((await w.api('GET', '/v1/Sbcs', w.tokens.sp)).json()).toEqual([
      {
        sbc_address_sid: 'f1000000-0000-4000-8000-000000000000',
        ipv4: '192.0.2.50',
        port: 5060,
        tls_port: null,
        wss_port: null,
        service_provider_sid: null,
        last_updated: null,
      },
    ]);
    expect(
      (await w.api('GET', '/v1/Sbcs', w.tokens.spOther)).json().map((s: { ipv4: string }) => s.ipv4),
    ).toEqual(['198.51.100.7']);
    expect(
      (await w.api('GET', `/v1/Sbcs?service_provider_sid=${w.sp2}`, w.tokens.admin))
        .json()
        .map((s: { ipv4: string }) => s.ipv4),
    ).toEqual(['198.51.100.7']);
  });
});
