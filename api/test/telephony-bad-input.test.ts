// Bad input on every telephony write: missing bodies, wrong types, unknown fields and 10 kB strings → 4xx with
// {msg}, never a 500, and the database unchanged (fingerprint of every row). SQL metacharacters and markup are data.
import { createWorld, databaseFingerprint, type World } from './helpers';

let w: World;
const f = { carrier: '', sipGateway: '', smppGateway: '', number: '', tenant: '', lcr: '', client: '' };
const HUGE = 'x'.repeat(10 * 1024);

interface WriteEndpoint {
  name: string;
  method: 'POST' | 'PUT';
  url: () => string;
  valid: () => Record<string, unknown>;
  /** field → a value of the wrong type */
  wrong: Record<string, unknown>;
  required: string[];
  /** text fields a 10 kB string must not get through */
  text: string[];
}

let n = 0;
const next = () => (n += 1);

const ENDPOINTS: WriteEndpoint[] = [
  {
    name: 'POST /ServiceProviders/:sid/VoipCarriers',
    method: 'POST',
    url: () => `/v1/ServiceProviders/${w.sp1}/VoipCarriers`,
    valid: () => ({ name: `bi carrier ${next()}`, e164_leading_plus: true }),
    wrong: { name: 42, is_active: 'yes', account_sid: 'nope', dtmf_type: 'beeps', tech_prefix: 5 },
    required: ['name'],
    text: ['name', 'tech_prefix', 'diversion', 'outbound_sip_proxy', 'register_username'],
  },
  {
    name: 'PUT /VoipCarriers/:sid',
    method: 'PUT',
    url: () => `/v1/VoipCarriers/${f.carrier}`,
    valid: () => ({ description: `d${next()}` }),
    wrong: { name: [], requires_register: 'maybe', application_sid: 3 },
    required: [],
    text: ['name', 'description', 'register_password'],
  },
  {
    name: 'POST /SipGateways',
    method: 'POST',
    url: () => '/v1/SipGateways',
    valid: () => ({ voip_carrier_sid: f.carrier, ipv4: `198.51.100.${next()}`, inbound: 1, outbound: 0 }),
    wrong: { ipv4: 12, port: '5060', netmask: 'all', inbound: 'yes', protocol: 'carrier-pigeon' },
    required: ['voip_carrier_sid', 'ipv4', 'inbound', 'outbound'],
    text: ['ipv4'],
  },
  {
    name: 'PUT /SipGateways/:sid',
    method: 'PUT',
    url: () => `/v1/SipGateways/${f.sipGateway}`,
    valid: () => ({ port: 6000 + next() }),
    wrong: { port: -1, is_active: 'on', voip_carrier_sid: 'x' },
    required: [],
    text: ['ipv4'],
  },
  {
    name: 'POST /SmppGateways',
    method: 'POST',
    url: () => '/v1/SmppGateways',
    valid: () => ({ voip_carrier_sid: f.carrier, ipv4: `203.0.113.${next()}`, inbound: 1, outbound: 0 }),
    wrong: { ipv4: false, port: 'x', use_tls: 'tls' },
    required: ['voip_carrier_sid', 'ipv4'],
    text: ['ipv4'],
  },
  {
    name: 'POST /PhoneNumbers',
    method: 'POST',
    url: () => '/v1/PhoneNumbers',
    valid: () => ({
      number: `1555999${String(next()).padStart(4, '0')}`,
      voip_carrier_sid: f.carrier,
      account_sid: w.acct1,
    }),
    wrong: { number: 15550000000, account_sid: 'acct', application_sid: 5 },
    required: ['number', 'voip_carrier_sid'],
    text: ['number', 'description'],
  },
  {
    name: 'PUT /PhoneNumbers/:sid',
    method: 'PUT',
    url: () => `/v1/PhoneNumbers/${f.number}`,
    valid: () => ({ description: `n${next()}` }),
    wrong: { account_sid: 1, application_sid: 'app', description: 3 },
    required: [],
    text: ['description'],
  },
  {
    name: 'POST /MicrosoftTeamsTenants',
    method: 'POST',
    url: () => '/v1/MicrosoftTeamsTenants',
    valid: () => ({ tenant_fqdn: `bi${next()}.example.com`, account_sid: w.acct1 }),
    wrong: { tenant_fqdn: 1, account_sid: 'a', application_sid: [] },
    required: ['tenant_fqdn', 'account_sid'],
    text: ['tenant_fqdn'],
  },
  {
    name: 'POST /Lcrs',
    method: 'POST',
    url: () => '/v1/Lcrs',
    valid: () => ({ name: 'bi routing', service_provider_sid: w.sp2 }),
    wrong: { name: 1, is_active: 'yes', service_provider_sid: 'sp' },
    required: ['name'],
    text: ['name'],
  },
  {
    name: 'PUT /Lcrs/:sid',
    method: 'PUT',
    url: () => `/v1/Lcrs/${f.lcr}`,
    valid: () => ({ name: `r${next()}` }),
    wrong: { name: [], default_carrier_set_entry_sid: 'e' },
    required: [],
    text: ['name'],
  },
  {
    name: 'POST /Clients',
    method: 'POST',
    url: () => '/v1/Clients',
    valid: () => ({ account_sid: w.acct1, username: `bi${next()}`, password: 'pw-123456' }),
    wrong: { username: 7, password: 8, is_active: 'sure' },
    required: ['username', 'password'],
    text: ['username', 'password'],
  },
  {
    name: 'PUT /Clients/:sid',
    method: 'PUT',
    url: () => `/v1/Clients/${f.client}`,
    valid: () => ({ is_active: next() % 2 }),
    wrong: { username: {}, allow_direct_app_calling: 'x' },
    required: [],
    text: ['username'],
  },
];

beforeAll(async () => {
  w = await createWorld();
  w.app.ctx.store.run("UPDATE accounts SET sip_realm = 'bi.sip.example.com' WHERE account_sid = ?", w.acct1);
  const admin = async (url: string, body: unknown) => {
    const res = await w.api('POST', url, w.tokens.admin, body);
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.body}`);
    return res.json().sid as string;
  };
  f.carrier = await admin(`/v1/ServiceProviders/${w.sp1}/VoipCarriers`, { name: 'bad input trunk' });
  f.sipGateway = await admin('/v1/SipGateways', {
    voip_carrier_sid: f.carrier,
    ipv4: '192.0.2.1',
    inbound: 1,
    outbound: 0,
  });
  f.number = await admin('/v1/PhoneNumbers', {
    number: '15550000001',
    voip_carrier_sid: f.carrier,
    account_sid: w.acct1,
  });
  f.lcr = await admin('/v1/Lcrs', { name: 'bad input routing', service_provider_sid: w.sp1 });
  f.client = await admin('/v1/Clients', {
    account_sid: w.acct1,
    username: 'bi-client',
    password: 'pw-123456',
  });
}, 60000);
afterAll(() => w.app.close());

async function expectRejected(method: string, url: string, payload: unknown) {
  const before = databaseFingerprint(w.app);
  const res = await w.app.inject({
    method: method as 'POST',
    url,
    headers: { authorization: `Bearer ${w.tokens.admin}`, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  expect(typeof res.json().msg).toBe('string');
  expect(databaseFingerprint(w.app)).toBe(before);
}

describe.each(ENDPOINTS)('$name', (endpoint) => {
  it('accepts the valid body (the baseline is right)', async () => {
    const res = await w.api(endpoint.method, endpoint.url(), w.tokens.admin, endpoint.valid());
    expect([200, 201, 204]).toContain(res.statusCode);
  });
  it('refuses an array body and a string body', async () => {
    await expectRejected(endpoint.method, endpoint.url(), []);
    await expectRejected(endpoint.method, endpoint.url(), 'text');
  });
  if (endpoint.required.length > 0)
    it.each(endpoint.required.map((field) => [field]))('refuses a body without %s', async (field) => {
      const body = endpoint.valid();
      delete body[field];
      await expectRejected(endpoint.method, endpoint.url(), body);
    });
  it.each(Object.entries(endpoint.wrong))('refuses a wrong type for %s', async (field, value) => {
    await expectRejected(endpoint.method, endpoint.url(), { ...endpoint.valid(), [field]: value });
  });
  it('refuses unknown fields', async () => {
    await expectRejected(endpoint.method, endpoint.url(), { ...endpoint.valid(), drop_table: 'x' });
  });
  it.each(endpoint.text.map((field) => [field]))('refuses a 10 kB %s', async (field) => {
    await expectRejected(endpoint.method, endpoint.url(), { ...endpoint.valid(), [field]: HUGE });
  });
});

it('keeps SQL metacharacters and markup as data', async () => {
  const name = `R'); DROP TABLE voip_carriers;-- <script>alert(1)</script>✓`;
  const res = await w.api('POST', `/v1/ServiceProviders/${w.sp1}/VoipCarriers`, w.tokens.admin, { name });
  expect(res.statusCode).toBe(201);
  const carrier = await w.api('GET', `/v1/VoipCarriers/${res.json().sid}`, w.tokens.admin);
  expect(carrier.json().name).toBe(name);
  const search = await w.api(
    'GET',
    `/v1/PhoneNumbers?page=1&filter=${encodeURIComponent(`'" OR 1=1 --`)}`,
    w.tokens.admin,
  );
  expect(search.json()).toMatchObject({ total: 0, data: [] });
});

it('a CSV that is not CSV, or too large, is a 4xx', async () => {
  const bad = await w.app.inject({
    method: 'POST',
    url: `/v1/PhoneNumbers/Import?dry_run=true&service_provider_sid=${w.sp1}`,
    headers: { authorization: `Bearer ${w.tokens.admin}`, 'content-type': 'text/csv' },
    payload: 'number,carrier,account\n"unterminated,x,y\n',
  });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().msg).toMatch(/^The file is not a valid CSV/);
  const json = await w.api('POST', `/v1/PhoneNumbers/Import?service_provider_sid=${w.sp1}`, w.tokens.admin, {
    csv: 'x',
  });
  expect(json.statusCode).toBe(400);
  expect(json.json()).toEqual({ msg: 'send the file as text/csv' });
});
