// Every telephony endpoint × every kind of caller → the expected status. Columns (in CALLERS order):
//   admin · SP user · SP user of another SP · account user · account user of another account (same SP) ·
//   view-only account user · admin API key · SP API key · account API key · no token · expired token
// Service-provider carriers are read by every account of their SP but changed by SP users and up (docs/product/telephony.md#who-may-do-what);
// account carriers, numbers, tenants, LCRs and clients follow their account.
import { createWorld, type World } from './helpers';

const CALLERS = [
  'admin',
  'sp',
  'spOther',
  'acct',
  'acctOther',
  'viewOnly',
  'adminKey',
  'spKey',
  'acctKey',
  'none',
  'expired',
] as const;
type Caller = (typeof CALLERS)[number];

let w: World;
let seq = 0;
const next = () => (seq += 1);
const f = {
  spCarrier: '',
  acctCarrier: '',
  spSipGateway: '',
  acctSipGateway: '',
  spSmppGateway: '',
  number: '',
  tenant: '',
  spLcr: '',
  client: '',
};
const TWILIO = '7d509a18-bbff-4c5d-b21e-b99bf8f8c49a';

const tokenOf = (caller: Caller) => (caller === 'none' ? null : w.tokens[caller]);

async function call(method: string, url: string, token: string | null, body?: unknown) {
  return (await w.api(method as 'GET', url, token, body)).statusCode;
}

async function admin(method: string, url: string, body?: unknown): Promise<string> {
  const res = await w.api(method as 'POST', url, w.tokens.admin, body);
  if (res.statusCode !== 201) throw new Error(`setup ${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json().sid as string;
}

const spCarrier = () =>
  admin('POST', `/v1/ServiceProviders/${w.sp1}/VoipCarriers`, { name: `sp carrier ${next()}` });
const acctCarrier = () =>
  admin('POST', `/v1/Accounts/${w.acct1}/VoipCarriers`, { name: `acct carrier ${next()}` });
const number = () => `1555${String(1000000 + next())}`;

interface Row {
  endpoint: string;
  expect: string;
  run: (token: string | null) => Promise<number>;
}

const row = (endpoint: string, expect: string, run: (token: string | null) => Promise<number>): Row => ({
  endpoint,
  expect,
  run,
});

//                                                  admin sp  spO acct acO view aKey sKey cKey none exp
const ROWS: Row[] = [
  // carriers
  row('GET /VoipCarriers', '200 200 200 200 200 200 200 200 200 401 401', (t) =>
    call('GET', '/v1/VoipCarriers', t),
  ),
  row('GET /VoipCarriers/:sid (SP carrier)', '200 200 404 200 200 200 200 200 200 401 401', (t) =>
    call('GET', `/v1/VoipCarriers/${f.spCarrier}`, t),
  ),
  row('GET /VoipCarriers/:sid (account carrier)', '200 200 404 200 404 200 200 200 200 401 401', (t) =>
    call('GET', `/v1/VoipCarriers/${f.acctCarrier}`, t),
  ),
  row('GET /ServiceProviders/:sid/VoipCarriers', '200 200 403 200 200 200 200 200 200 401 401', (t) =>
    call('GET', `/v1/ServiceProviders/${w.sp1}/VoipCarriers?page=1&page_size=25&usage=1`, t),
  ),
  row('GET /Accounts/:sid/VoipCarriers', '200 200 403 200 403 200 200 200 200 401 401', (t) =>
    call('GET', `/v1/Accounts/${w.acct1}/VoipCarriers`, t),
  ),
  row('POST /VoipCarriers', '201 201 201 201 201 403 201 201 201 401 401', (t) =>
    call('POST', '/v1/VoipCarriers', t, { name: `root ${next()}`, service_provider_sid: w.sp1 }),
  ),
  row('POST /ServiceProviders/:sid/VoipCarriers', '201 201 403 403 403 403 201 201 403 401 401', (t) =>
    call('POST', `/v1/ServiceProviders/${w.sp1}/VoipCarriers`, t, { name: `sp ${next()}` }),
  ),
  row('POST /Accounts/:sid/VoipCarriers', '201 201 403 201 403 403 201 201 201 401 401', (t) =>
    call('POST', `/v1/Accounts/${w.acct1}/VoipCarriers`, t, { name: `acct ${next()}` }),
  ),
  row('PUT /VoipCarriers/:sid (SP carrier)', '204 204 404 403 403 403 204 204 403 401 401', (t) =>
    call('PUT', `/v1/VoipCarriers/${f.spCarrier}`, t, { description: `d${next()}` }),
  ),
  row('PUT /VoipCarriers/:sid (account carrier)', '204 204 404 204 404 403 204 204 204 401 401', (t) =>
    call('PUT', `/v1/VoipCarriers/${f.acctCarrier}`, t, { description: `d${next()}` }),
  ),
  row(
    'PUT /ServiceProviders/:sid/VoipCarriers/:carrier',
    '204 204 403 403 403 403 204 204 403 401 401',
    (t) => call('PUT', `/v1/ServiceProviders/${w.sp1}/VoipCarriers/${f.spCarrier}`, t, { description: 'x' }),
  ),
  row('PUT /Accounts/:sid/VoipCarriers/:carrier', '204 204 403 204 403 403 204 204 204 401 401', (t) =>
    call('PUT', `/v1/Accounts/${w.acct1}/VoipCarriers/${f.acctCarrier}`, t, { description: 'y' }),
  ),
  row('DELETE /VoipCarriers/:sid (SP carrier)', '204 204 404 403 403 403 204 204 403 401 401', async (t) =>
    call('DELETE', `/v1/VoipCarriers/${await spCarrier()}`, t),
  ),
  row(
    'DELETE /VoipCarriers/:sid (account carrier)',
    '204 204 404 204 404 403 204 204 204 401 401',
    async (t) => call('DELETE', `/v1/VoipCarriers/${await acctCarrier()}`, t),
  ),
  row('GET /PredefinedCarriers', '200 200 200 200 200 200 200 200 200 200 200', (t) =>
    call('GET', '/v1/PredefinedCarriers', t),
  ),
  row(
    'POST /ServiceProviders/:sid/PredefinedCarriers/:t',
    '201 201 403 403 403 403 201 201 403 401 401',
    (t) => call('POST', `/v1/ServiceProviders/${w.sp1}/PredefinedCarriers/${TWILIO}`, t),
  ),
  row('POST /Accounts/:sid/PredefinedCarriers/:t', '201 201 403 201 403 403 201 201 201 401 401', (t) =>
    call('POST', `/v1/Accounts/${w.acct1}/PredefinedCarriers/${TWILIO}`, t),
  ),
  row('GET /Sbcs', '200 200 200 200 200 200 200 200 200 401 401', (t) => call('GET', '/v1/Sbcs', t)),
  row('GET /Smpps', '200 200 200 200 200 200 200 200 200 401 401', (t) => call('GET', '/v1/Smpps', t)),

  // gateways
  row('GET /SipGateways (SP carrier)', '200 200 403 200 200 200 200 200 200 401 401', (t) =>
    call('GET', `/v1/SipGateways?voip_carrier_sid=${f.spCarrier}`, t),
  ),
  row('GET /SipGateways (account carrier)', '200 200 403 200 403 200 200 200 200 401 401', (t) =>
    call('GET', `/v1/SipGateways?voip_carrier_sid=${f.acctCarrier}`, t),
  ),
  row('GET /SipGateways/:sid', '200 200 403 200 403 200 200 200 200 401 401', (t) =>
    call('GET', `/v1/SipGateways/${f.acctSipGateway}`, t),
  ),
  row('POST /SipGateways (account carrier)', '201 201 403 201 403 403 201 201 201 401 401', (t) =>
    call('POST', '/v1/SipGateways', t, {
      voip_carrier_sid: f.acctCarrier,
      ipv4: `198.51.100.${next()}`,
      inbound: 1,
      outbound: 1,
    }),
  ),
  row('POST /SipGateways (SP carrier)', '201 201 403 403 403 403 201 201 403 401 401', (t) =>
    call('POST', '/v1/SipGateways', t, {
      voip_carrier_sid: f.spCarrier,
      ipv4: `198.51.100.${next()}`,
      inbound: 1,
      outbound: 0,
    }),
  ),
  row('PUT /SipGateways/:sid (SP carrier)', '204 204 403 403 403 403 204 204 403 401 401', (t) =>
    call('PUT', `/v1/SipGateways/${f.spSipGateway}`, t, { port: 5000 + next() }),
  ),
  row(
    'DELETE /SipGateways/:sid (account carrier)',
    '204 204 403 204 403 403 204 204 204 401 401',
    async (t) => {
      const sid = await admin('POST', '/v1/SipGateways', {
        voip_carrier_sid: f.acctCarrier,
        ipv4: `203.0.113.${next()}`,
        inbound: 1,
        outbound: 0,
      });
      return call('DELETE', `/v1/SipGateways/${sid}`, t);
    },
  ),
  row('GET /SmppGateways (SP carrier)', '200 200 403 200 200 200 200 200 200 401 401', (t) =>
    call('GET', `/v1/SmppGateways?voip_carrier_sid=${f.spCarrier}`, t),
  ),
  row('POST /SmppGateways (SP carrier)', '201 201 403 403 403 403 201 201 403 401 401', (t) =>
    call('POST', '/v1/SmppGateways', t, {
      voip_carrier_sid: f.spCarrier,
      ipv4: `smpp${next()}.example.com`,
      outbound: 1,
      inbound: 0,
    }),
  ),
  row('PUT /SmppGateways/:sid', '204 204 403 403 403 403 204 204 403 401 401', (t) =>
    call('PUT', `/v1/SmppGateways/${f.spSmppGateway}`, t, { port: 2000 + next() }),
  ),
  row('DELETE /SmppGateways/:sid', '204 204 403 403 403 403 204 204 403 401 401', async (t) => {
    const sid = await admin('POST', '/v1/SmppGateways', {
      voip_carrier_sid: f.spCarrier,
      ipv4: `203.0.113.${next()}`,
      inbound: 1,
      outbound: 0,
    });
    return call('DELETE', `/v1/SmppGateways/${sid}`, t);
  }),

  // phone numbers
  row('GET /PhoneNumbers', '200 200 200 200 200 200 200 200 200 401 401', (t) =>
    call('GET', '/v1/PhoneNumbers?page=1&page_size=25', t),
  ),
  row('GET /PhoneNumbers/:sid', '200 200 404 200 404 200 200 200 200 401 401', (t) =>
    call('GET', `/v1/PhoneNumbers/${f.number}`, t),
  ),
  row('POST /PhoneNumbers', '201 201 403 201 403 403 201 201 201 401 401', (t) =>
    call('POST', '/v1/PhoneNumbers', t, {
      number: number(),
      voip_carrier_sid: f.spCarrier,
      account_sid: w.acct1,
    }),
  ),
  row('PUT /PhoneNumbers/:sid', '204 204 404 204 404 403 204 204 204 401 401', (t) =>
    call('PUT', `/v1/PhoneNumbers/${f.number}`, t, { description: `n${next()}` }),
  ),
  row('DELETE /PhoneNumbers/:sid', '204 204 404 204 404 403 204 204 204 401 401', async (t) => {
    const sid = await admin('POST', '/v1/PhoneNumbers', {
      number: number(),
      voip_carrier_sid: f.spCarrier,
      account_sid: w.acct1,
    });
    return call('DELETE', `/v1/PhoneNumbers/${sid}`, t);
  }),
  row('POST /PhoneNumbers/Import (dry run)', '200 200 200 200 200 403 200 200 200 401 401', async (t) => {
    const res = await w.app.inject({
      method: 'POST',
      url: `/v1/PhoneNumbers/Import?dry_run=true&service_provider_sid=${w.sp1}`,
      headers: { 'content-type': 'text/csv', ...(t ? { authorization: `Bearer ${t}` } : {}) },
      payload: `number,carrier,account\n${number()},${f.spCarrier},${w.acct1}\n`,
    });
    return res.statusCode;
  }),
  row('GET /PhoneNumbers/Export', '200 200 200 200 200 200 200 200 200 401 401', (t) =>
    call('GET', '/v1/PhoneNumbers/Export', t),
  ),
  row('GET /ServiceProviders/:sid/PhoneNumbers', '200 200 403 200 200 200 200 200 200 401 401', (t) =>
    call('GET', `/v1/ServiceProviders/${w.sp1}/PhoneNumbers`, t),
  ),

  // Microsoft Teams tenants
  row('GET /MicrosoftTeamsTenants', '200 200 200 200 200 200 200 200 200 401 401', (t) =>
    call('GET', '/v1/MicrosoftTeamsTenants', t),
  ),
  row('GET /MicrosoftTeamsTenants/:sid', '200 200 404 200 404 200 200 200 200 401 401', (t) =>
    call('GET', `/v1/MicrosoftTeamsTenants/${f.tenant}`, t),
  ),
  row('POST /MicrosoftTeamsTenants', '201 201 403 201 403 403 201 201 201 401 401', (t) =>
    call('POST', '/v1/MicrosoftTeamsTenants', t, {
      tenant_fqdn: `t${next()}.example.com`,
      account_sid: w.acct1,
      service_provider_sid: w.sp1,
    }),
  ),
  row('PUT /MicrosoftTeamsTenants/:sid', '204 204 404 204 404 403 204 204 204 401 401', (t) =>
    call('PUT', `/v1/MicrosoftTeamsTenants/${f.tenant}`, t, { tenant_fqdn: `t${next()}.example.com` }),
  ),
  row('DELETE /MicrosoftTeamsTenants/:sid', '204 204 404 204 404 403 204 204 204 401 401', async (t) => {
    const sid = await admin('POST', '/v1/MicrosoftTeamsTenants', {
      tenant_fqdn: `d${next()}.example.com`,
      account_sid: w.acct1,
      service_provider_sid: w.sp1,
    });
    return call('DELETE', `/v1/MicrosoftTeamsTenants/${sid}`, t);
  }),

  // outbound call routing
  row('GET /Lcrs', '200 200 200 200 200 200 200 200 200 401 401', (t) => call('GET', '/v1/Lcrs', t)),
  row('GET /Lcrs/:sid (SP table)', '200 200 404 404 404 404 200 200 404 401 401', (t) =>
    call('GET', `/v1/Lcrs/${f.spLcr}`, t),
  ),
  row('POST /Lcrs (a fresh account of SP 1)', '201 201 403 403 403 403 201 201 403 401 401', async (t) => {
    const account = await admin('POST', '/v1/Accounts', {
      name: `lcr account ${next()}`,
      service_provider_sid: w.sp1,
    });
    return call('POST', '/v1/Lcrs', t, { name: `lcr ${next()}`, account_sid: account });
  }),
  row('PUT /Lcrs/:sid (SP table)', '204 204 400 400 400 403 204 204 400 401 401', (t) =>
    call('PUT', `/v1/Lcrs/${f.spLcr}`, t, { name: `routing ${next()}` }),
  ),
  row(
    'DELETE /Lcrs/:sid (an account table of SP 1)',
    '204 204 404 404 404 403 204 204 404 401 401',
    async (t) => {
      const account = await admin('POST', '/v1/Accounts', {
        name: `lcr del ${next()}`,
        service_provider_sid: w.sp1,
      });
      const lcr = await admin('POST', '/v1/Lcrs', { name: 'to delete', account_sid: account });
      return call('DELETE', `/v1/Lcrs/${lcr}`, t);
    },
  ),
  row('POST /Lcrs/:sid/Routes', '204 204 404 404 404 403 204 204 404 401 401', (t) =>
    call('POST', `/v1/Lcrs/${f.spLcr}/Routes`, t, [
      { regex: `${next()}`, priority: 1, lcr_carrier_set_entries: [{ voip_carrier_sid: f.spCarrier }] },
    ]),
  ),
  row('PUT /Lcrs/:sid/Routes', '204 204 404 404 404 403 204 204 404 401 401', (t) =>
    call('PUT', `/v1/Lcrs/${f.spLcr}/Routes`, t, [
      { regex: `${next()}`, priority: 2, lcr_carrier_set_entries: [{ voip_carrier_sid: f.spCarrier }] },
    ]),
  ),
  row('GET /LcrRoutes', '200 200 400 400 400 400 200 200 400 401 401', (t) =>
    call('GET', `/v1/LcrRoutes?lcr_sid=${f.spLcr}`, t),
  ),
  row('DELETE /LcrRoutes/:sid', '204 204 404 404 404 403 204 204 404 401 401', async (t) => {
    const route = await admin('POST', '/v1/LcrRoutes', { lcr_sid: f.spLcr, regex: `${next()}`, priority: 5 });
    return call('DELETE', `/v1/LcrRoutes/${route}`, t);
  }),
  row('POST /LcrCarrierSetEntries', '201 201 400 400 400 403 201 201 400 401 401', async (t) => {
    const route = await admin('POST', '/v1/LcrRoutes', { lcr_sid: f.spLcr, regex: `${next()}`, priority: 6 });
    return call('POST', '/v1/LcrCarrierSetEntries', t, {
      lcr_route_sid: route,
      voip_carrier_sid: f.spCarrier,
    });
  }),

  // SIP clients
  row('GET /Clients', '200 200 200 200 200 200 200 200 200 401 401', (t) => call('GET', '/v1/Clients', t)),
  row('GET /Clients/:sid', '200 200 404 200 404 200 200 200 200 401 401', (t) =>
    call('GET', `/v1/Clients/${f.client}`, t),
  ),
  row('POST /Clients', '201 201 403 201 403 403 201 201 201 401 401', (t) =>
    call('POST', '/v1/Clients', t, {
      account_sid: w.acct1,
      username: `user${next()}`,
      password: 'secret123',
    }),
  ),
  row('PUT /Clients/:sid', '204 204 404 204 404 403 204 204 204 401 401', (t) =>
    call('PUT', `/v1/Clients/${f.client}`, t, { is_active: next() % 2 }),
  ),
  row('DELETE /Clients/:sid', '204 204 404 204 404 403 204 204 204 401 401', async (t) => {
    const sid = await admin('POST', '/v1/Clients', {
      account_sid: w.acct1,
      username: `gone${next()}`,
      password: 'pw12345',
    });
    return call('DELETE', `/v1/Clients/${sid}`, t);
  }),
];

beforeAll(async () => {
  w = await createWorld();
  w.app.ctx.store.run(
    'UPDATE accounts SET sip_realm = ? WHERE account_sid = ?',
    'acct1.sip.example.com',
    w.acct1,
  );
  f.spCarrier = await spCarrier();
  f.acctCarrier = await acctCarrier();
  f.spSipGateway = await admin('POST', '/v1/SipGateways', {
    voip_carrier_sid: f.spCarrier,
    ipv4: '192.0.2.1',
    inbound: 1,
    outbound: 0,
  });
  f.acctSipGateway = await admin('POST', '/v1/SipGateways', {
    voip_carrier_sid: f.acctCarrier,
    ipv4: '192.0.2.2',
    inbound: 1,
    outbound: 1,
  });
  f.spSmppGateway = await admin('POST', '/v1/SmppGateways', {
    voip_carrier_sid: f.spCarrier,
    ipv4: 'smpp.example.com',
    outbound: 1,
    inbound: 0,
  });
  f.number = await admin('POST', '/v1/PhoneNumbers', {
    number: '15550001111',
    voip_carrier_sid: f.acctCarrier,
    account_sid: w.acct1,
  });
  f.tenant = await admin('POST', '/v1/MicrosoftTeamsTenants', {
    tenant_fqdn: 'tenant.example.com',
    account_sid: w.acct1,
    service_provider_sid: w.sp1,
  });
  f.spLcr = await admin('POST', '/v1/Lcrs', { name: 'sp routing', service_provider_sid: w.sp1 });
  f.client = await admin('POST', '/v1/Clients', {
    account_sid: w.acct1,
    username: 'alice',
    password: 'secret123',
  });
}, 60000);
afterAll(() => w.app.close());

describe.each(ROWS)('$endpoint', (r) => {
  const expected = r.expect.split(' ').map(Number);
  it.each(CALLERS.map((caller, i) => [caller, expected[i]] as const))('%s → %i', async (caller, status) => {
    expect(await r.run(tokenOf(caller))).toBe(status);
  });
});
