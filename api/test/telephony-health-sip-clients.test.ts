// Registered SIP clients: what the SBC reports of their registrations on the ingest path, and
// `RegisteredSipUsers` as jambonz serves it.
import { createWorld, type World, mustSucceed } from './helpers';

const MIN = 60_000;
const HOUR = 60 * MIN;
let clock = Date.UTC(2025, 2, 3, 15, 0, 0);
let w: World;

/** A write or read that must succeed (helpers.ts). */
const ok = (method: string, url: string, body?: unknown, token?: string) =>
  mustSucceed(w, method, url, body, token);

beforeAll(async () => {
  w = await createWorld({ now: () => clock, jwtExpiresInMinutes: 7 * 24 * 60 });
}, 60000);
afterAll(() => w.app.close());

describe('registered SIP clients', () => {
  const realm = 'acme.sip.example.com';
  const registration = (username: string, minutesAgo: number, expires = 3600, extra = {}) => ({
    sip_realm: realm,
    username,
    time: clock - minutesAgo * MIN,
    expires,
    contact: `sip:${username}@203.0.113.7:5062;transport=udp`,
    protocol: 'udp',
    sbc_address: '198.51.100.20:5060',
    proxy: 'sip:203.0.113.7:5062',
    user_agent: 'Zoiper rv2.10.20.4',
    ...extra,
  });

  it('an account without a SIP realm: the contract’s 400', async () => {
    const res = await w.api('GET', `/v1/Accounts/${w.acct1}/RegisteredSipUsers`, w.tokens.admin);
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 400,
      body: { msg: 'account does not have sip_realm configuration' },
    });
  });

  it('lists who registered and has not expired or unregistered, with contact, user agent and expiry', async () => {
    await ok('PUT', `/v1/Accounts/${w.acct1}`, { sip_realm: realm });
    await ok('POST', '/v1/Clients', { account_sid: w.acct1, username: 'alice', password: 'alice-pass-1' });
    await ok(
      'POST',
      '/v1/Ingest/SipRegistrations',
      [
        registration('alice', 2),
        registration('bob', 30, 600),
        registration('carol', 5),
        registration('carol', 1, 0),
      ],
      w.tokens.spKey,
    );
    expect(await ok('GET', `/v1/Accounts/${w.acct1}/RegisteredSipUsers`, undefined, w.tokens.acct)).toEqual([
      `alice@${realm}`,
    ]);
    expect(
      await ok('POST', `/v1/Accounts/${w.acct1}/RegisteredSipUsers`, ['alice', 'bob'], w.tokens.acct),
    ).toEqual([
      {
        name: 'alice',
        contact: `sip:alice@203.0.113.7:5062;transport=udp`,
        sbcAddress: '198.51.100.20:5060',
        protocol: 'udp',
        proxy: 'sip:203.0.113.7:5062',
        expiryTime: clock - 2 * MIN + HOUR,
        user_agent: 'Zoiper rv2.10.20.4',
        registered_status: 'active',
      },
      { name: 'bob', contact: null, expiryTime: 0, protocol: null, registered_status: 'inactive' },
    ]);
    expect(await ok('GET', `/v1/Accounts/${w.acct1}/RegisteredSipUsers/alice`)).toMatchObject({
      name: 'alice',
      registered_status: 'active',
      allow_direct_app_calling: 1,
      user_agent: 'Zoiper rv2.10.20.4',
    });
    expect(await ok('GET', `/v1/Accounts/${w.acct1}/RegisteredSipUsers/bob`)).toMatchObject({
      registered_status: 'inactive',
      contact: null,
      allow_direct_app_calling: 0,
    });
    // without usernames: every registered client
    expect(
      (await ok('POST', `/v1/Accounts/${w.acct1}/RegisteredSipUsers`, [])).map(
        (u: { name: string }) => u.name,
      ),
    ).toEqual(['alice']);
    clock += 61 * MIN;
    expect(await ok('GET', `/v1/Accounts/${w.acct1}/RegisteredSipUsers`)).toEqual([]);
  });

  it('refuses strangers as jambonz does, and an SBC report for an unknown realm', async () => {
    const res = (token: string | null, account = w.acct1) =>
      w
        .api('GET', `/v1/Accounts/${account}/RegisteredSipUsers`, token)
        .then((r) => ({ status: r.statusCode, body: r.json() }));
    expect(await res(w.tokens.acctOther)).toEqual({ status: 403, body: { msg: 'insufficient permissions' } });
    expect(await res(w.tokens.spOther)).toEqual({ status: 403, body: { msg: 'insufficient permissions' } });
    expect(await res(w.tokens.admin, '00000000-0000-4000-8000-000000000000')).toEqual({
      status: 400,
      body: { msg: 'account not found for sid 00000000-0000-4000-8000-000000000000' },
    });
    const bad = await w.api('POST', `/v1/Accounts/${w.acct1}/RegisteredSipUsers`, w.tokens.admin, [1, 2]);
    expect(bad.json()).toEqual({ msg: 'the body must be an array of usernames' });
    const unknown = await w.api('POST', '/v1/Ingest/SipRegistrations', w.tokens.admin, {
      ...registration('dave', 0),
      sip_realm: 'nowhere.example.com',
    });
    expect(unknown.json()).toEqual({ msg: 'record 0: no account has the sip realm nowhere.example.com' });
    const stranger = await w.api(
      'POST',
      '/v1/Ingest/SipRegistrations',
      w.tokens.spOther,
      registration('dave', 0),
    );
    expect(stranger.statusCode).toBe(403);
  });
});
