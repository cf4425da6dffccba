// A new outbound call routing table cannot take another table's carrier-set entry as its default: the entry routes
// through that table's carrier, another tenant's as well (found by tenant-isolation.test.ts). A new table has no
// entries yet; its default comes from its routes (the batch) or a PUT naming one of its own
// (docs/api/differences.md#fixed-on-purpose).
import { createWorld, databaseFingerprint, type World } from './helpers';

let w: World;

async function ok(method: string, url: string, body?: unknown, token = w.tokens.admin) {
  const res = await w.api(method as 'POST', url, token, body);
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.statusCode === 204 ? {} : res.json();
}

/** The default entry of a provider's table: its default route's first carrier. */
async function defaultEntryOf(serviceProviderSid: string): Promise<string> {
  const carrier = (
    await ok('POST', `/v1/ServiceProviders/${serviceProviderSid}/VoipCarriers`, { name: 'Trunk' })
  ).sid;
  const lcr = (await ok('POST', '/v1/Lcrs', { name: 'Routing', service_provider_sid: serviceProviderSid }))
    .sid;
  await ok('POST', `/v1/Lcrs/${lcr}/Routes`, [
    { regex: '.*', priority: 9999, lcr_carrier_set_entries: [{ voip_carrier_sid: carrier }] },
  ]);
  return (await ok('GET', `/v1/Lcrs/${lcr}`)).default_carrier_set_entry_sid as string;
}

beforeAll(async () => {
  w = await createWorld();
}, 60000);
afterAll(() => w.app.close());

describe('POST /Lcrs with default_carrier_set_entry_sid', () => {
  it('refuses another provider’s entry, and another table’s of the caller’s own, writing nothing', async () => {
    const theirs = await defaultEntryOf(w.sp2);
    const ours = await defaultEntryOf(w.sp1);
    for (const [token, entry] of [
      [w.tokens.sp, theirs],
      [w.tokens.sp, ours],
      [w.tokens.admin, theirs],
    ]) {
      const before = databaseFingerprint(w.app);
      const res = await w.api('POST', '/v1/Lcrs', token, {
        name: 'Borrowed default',
        account_sid: w.acct2,
        default_carrier_set_entry_sid: entry,
      });
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 400,
        body: { msg: 'unknown lcr_carrier_set_entry' },
      });
      expect(databaseFingerprint(w.app)).toBe(before);
    }
  });

  it('a new table without one is made as before', async () => {
    const account = (await ok('POST', '/v1/Accounts', { name: 'fresh', service_provider_sid: w.sp1 })).sid;
    const lcr = (await ok('POST', '/v1/Lcrs', { name: 'Own routing', account_sid: account }, w.tokens.sp))
      .sid;
    expect((await ok('GET', `/v1/Lcrs/${lcr}`)).default_carrier_set_entry_sid).toBeNull();
  });
});
