// Carrier secrets (register, inbound-auth and SMPP passwords) and SIP client passwords: no answer to a caller who
// may not change a resource carries that resource's secret in clear — account users and account API keys reading
// their provider's carriers, view-only users reading any. They see the last 4 characters
// (docs/product/telephony.md#carrier-secrets); whoever may change the carrier reads it as stored, and a masked
// secret sent back keeps the stored one.
import { createWorld, type World } from './helpers';

let w: World;
const SECRETS = {
  register_password: 'sp-register-secret-0001',
  inbound_auth_password: 'sp-inbound-secret-0002',
  smpp_password: 'sp-smpp-secret-0003',
  smpp_inbound_password: 'sp-smpp-inbound-secret-0004',
};
const ACCOUNT_SECRETS = {
  register_password: 'acct-register-secret-1001',
  inbound_auth_password: 'acct-inbound-secret-1002',
  smpp_password: 'acct-smpp-secret-1003',
  smpp_inbound_password: 'acct-smpp-inbound-secret-1004',
};
const CLIENT_PASSWORD = 'client-secret-2001';
let spCarrier = '';
let accountCarrier = '';
let client = '';

async function ok(method: string, url: string, body?: unknown, token = w.tokens.admin) {
  const res = await w.api(method as 'POST', url, token, body);
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.statusCode === 204 ? {} : res.json();
}

/** A carrier with every secret set (inbound auth is not in the create body: it is stored as the SBC sets it). */
async function carrierWith(url: string, name: string, secrets: typeof SECRETS): Promise<string> {
  const { inbound_auth_password: inbound, ...sent } = secrets;
  const { sid } = await ok('POST', url, {
    name,
    requires_register: true,
    register_username: 'trunk-user',
    register_sip_realm: 'sip.example.com',
    smpp_system_id: 'system',
    ...sent,
  });
  w.app.ctx.store.run(
    "UPDATE voip_carriers SET inbound_auth_username = 'sbc', inbound_auth_password = ? WHERE voip_carrier_sid = ?",
    inbound,
    sid,
  );
  return sid;
}

beforeAll(async () => {
  w = await createWorld();
  spCarrier = await carrierWith(`/v1/ServiceProviders/${w.sp1}/VoipCarriers`, 'Shared secrets', SECRETS);
  accountCarrier = await carrierWith(`/v1/Accounts/${w.acct1}/VoipCarriers`, 'Own secrets', ACCOUNT_SECRETS);
  w.app.ctx.store.run(
    "UPDATE accounts SET sip_realm = 'acct1.sip.example.com' WHERE account_sid = ?",
    w.acct1,
  );
  ({ sid: client } = await ok('POST', '/v1/Clients', {
    account_sid: w.acct1,
    username: 'desk',
    password: CLIENT_PASSWORD,
  }));
}, 60000);
afterAll(() => w.app.close());

/** Every read that can carry a carrier or a client, for one caller. */
function reads(): string[] {
  return [
    '/v1/VoipCarriers',
    '/v1/VoipCarriers?page=1&page_size=100',
    '/v1/VoipCarriers?usage=1',
    `/v1/VoipCarriers/${spCarrier}`,
    `/v1/VoipCarriers/${accountCarrier}`,
    `/v1/ServiceProviders/${w.sp1}/VoipCarriers`,
    `/v1/ServiceProviders/${w.sp1}/VoipCarriers?page=1&usage=1`,
    `/v1/Accounts/${w.acct1}/VoipCarriers`,
    `/v1/SipGateways?voip_carrier_sid=${spCarrier}`,
    `/v1/SmppGateways?voip_carrier_sid=${spCarrier}`,
    '/v1/Clients',
    `/v1/Clients/${client}`,
  ];
}

async function answers(token: string): Promise<string[]> {
  const bodies: string[] = [];
  for (const url of reads()) {
    const res = await w.api('GET', url, token);
    bodies.push(`${url} ${res.statusCode} ${res.body}`);
  }
  return bodies;
}

const leaks = (bodies: string[], secrets: string[]) =>
  bodies.flatMap((body) => secrets.filter((secret) => body.includes(secret)).map((s) => `${s} in ${body}`));

describe('secrets in answers', () => {
  it('a caller who may not change a carrier never reads its secrets in clear', async () => {
    const sp = Object.values(SECRETS);
    const own = Object.values(ACCOUNT_SECRETS);
    // account users and account API keys: the provider's carrier is not theirs to change
    expect(leaks(await answers(w.tokens.acct), [...sp, CLIENT_PASSWORD])).toEqual([]);
    expect(leaks(await answers(w.tokens.acctKey), [...sp, CLIENT_PASSWORD])).toEqual([]);
    expect(leaks(await answers(w.tokens.acctOther), [...sp, ...own, CLIENT_PASSWORD])).toEqual([]);
    // a view-only user changes nothing
    expect(leaks(await answers(w.tokens.viewOnly), [...sp, ...own, CLIENT_PASSWORD])).toEqual([]);
    // no one reads a SIP client's password
    for (const token of [w.tokens.admin, w.tokens.sp, w.tokens.acct])
      expect(leaks(await answers(token), [CLIENT_PASSWORD])).toEqual([]);
  });

  it('they see the last 4 characters; whoever may change the carrier reads it as stored', async () => {
    const masked = await ok('GET', `/v1/VoipCarriers/${spCarrier}`, undefined, w.tokens.acct);
    expect(masked).toMatchObject({
      register_password: '****0001',
      inbound_auth_password: '****0002',
      smpp_password: '****0003',
      smpp_inbound_password: '****0004',
      register_username: 'trunk-user',
    });
    for (const token of [w.tokens.admin, w.tokens.sp, w.tokens.spKey])
      expect(await ok('GET', `/v1/VoipCarriers/${spCarrier}`, undefined, token)).toMatchObject(SECRETS);
    // the account's own carrier is the account user's to change
    expect(await ok('GET', `/v1/VoipCarriers/${accountCarrier}`, undefined, w.tokens.acct)).toMatchObject(
      ACCOUNT_SECRETS,
    );
    expect(await ok('GET', `/v1/VoipCarriers/${accountCarrier}`, undefined, w.tokens.viewOnly)).toMatchObject(
      {
        register_password: '****1001',
      },
    );
  });

  it('a masked secret sent back keeps the stored one; a new one replaces it', async () => {
    const { register_password: mask } = await ok(
      'GET',
      `/v1/VoipCarriers/${spCarrier}`,
      undefined,
      w.tokens.acct,
    );
    await ok('PUT', `/v1/VoipCarriers/${spCarrier}`, { register_password: mask, smpp_password: '****0003' });
    expect(await ok('GET', `/v1/VoipCarriers/${spCarrier}`)).toMatchObject(SECRETS);
    await ok('PUT', `/v1/VoipCarriers/${spCarrier}`, { register_password: 'a-new-register-secret' });
    expect(await ok('GET', `/v1/VoipCarriers/${spCarrier}`)).toMatchObject({
      register_password: 'a-new-register-secret',
    });
  });
});
