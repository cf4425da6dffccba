// `PUT /LcrRoutes/:sid` with `lcr_carrier_set_entries`: the entries sent are stored as the batch stores a route's
// (an entry naming its sid is updated, one without is added, every carrier checked first), all or nothing — never
// answered 204 and dropped (docs/api/contract.md#outbound-call-routing).
import { createWorld, databaseFingerprint, type World } from './helpers';

let w: World;
let spCarrier = '';
let secondCarrier = '';
let foreignCarrier = '';
let lcr = '';

async function ok(method: string, url: string, body?: unknown, token = w.tokens.admin) {
  const res = await w.api(method as 'POST', url, token, body);
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.statusCode === 204 ? {} : res.json();
}

interface Entry {
  lcr_carrier_set_entry_sid: string;
  voip_carrier_sid: string;
  workload: number;
  priority: number;
}
const entriesOf = async (route: string) =>
  ((await ok('GET', `/v1/LcrRoutes/${route}`)).lcr_carrier_set_entries as Entry[]).map((e) => [
    e.voip_carrier_sid,
    e.workload,
    e.priority,
  ]);

beforeAll(async () => {
  w = await createWorld();
  spCarrier = (await ok('POST', `/v1/ServiceProviders/${w.sp1}/VoipCarriers`, { name: 'First trunk' })).sid;
  secondCarrier = (await ok('POST', `/v1/ServiceProviders/${w.sp1}/VoipCarriers`, { name: 'Second trunk' }))
    .sid;
  // another account's own carrier: not one the LCR's account may route to
  foreignCarrier = (await ok('POST', `/v1/Accounts/${w.acct2}/VoipCarriers`, { name: 'Not yours' })).sid;
  lcr = (await ok('POST', '/v1/Lcrs', { name: 'Account routing', account_sid: w.acct1 })).sid;
}, 60000);
afterAll(() => w.app.close());

describe('PUT /LcrRoutes/:sid with carrier entries', () => {
  it('stores the entries it is sent: one naming its sid updated, one without added; the route’s fields kept', async () => {
    const { sid: route } = await ok('POST', '/v1/LcrRoutes', {
      lcr_sid: lcr,
      regex: '44',
      description: 'United Kingdom',
      priority: 3,
      lcr_carrier_set_entries: [{ voip_carrier_sid: spCarrier }],
    });
    const [first] = (await ok('GET', `/v1/LcrRoutes/${route}`)).lcr_carrier_set_entries as Entry[];
    await ok('PUT', `/v1/LcrRoutes/${route}`, {
      lcr_carrier_set_entries: [
        {
          lcr_carrier_set_entry_sid: first.lcr_carrier_set_entry_sid,
          voip_carrier_sid: spCarrier,
          workload: 3,
        },
        { voip_carrier_sid: secondCarrier, workload: 2 },
      ],
    });
    const saved = await ok('GET', `/v1/LcrRoutes/${route}`);
    expect(saved).toMatchObject({ regex: '44', description: 'United Kingdom', priority: 3 });
    expect(await entriesOf(route)).toEqual([
      [spCarrier, 3, 0],
      [secondCarrier, 2, 1],
    ]);
    expect(saved.lcr_carrier_set_entries[0].lcr_carrier_set_entry_sid).toBe(first.lcr_carrier_set_entry_sid);

    // route fields and entries in one request
    await ok('PUT', `/v1/LcrRoutes/${route}`, {
      regex: ' 441 ',
      priority: 4,
      lcr_carrier_set_entries: [
        { lcr_carrier_set_entry_sid: first.lcr_carrier_set_entry_sid, voip_carrier_sid: secondCarrier },
      ],
    });
    expect(await ok('GET', `/v1/LcrRoutes/${route}`)).toMatchObject({
      regex: '441',
      description: 'United Kingdom',
      priority: 4,
    });
    expect(await entriesOf(route)).toEqual([
      [secondCarrier, 1, 0],
      [secondCarrier, 2, 1],
    ]);
  });

  it('refuses an entry it cannot store with the batch’s message, and changes nothing, route fields included', async () => {
    const { sid: route } = await ok('POST', '/v1/LcrRoutes', {
      lcr_sid: lcr,
      regex: '33',
      priority: 5,
      lcr_carrier_set_entries: [{ voip_carrier_sid: spCarrier }],
    });
    const refused = async (body: unknown, msg: string) => {
      const before = databaseFingerprint(w.app);
      const res = await w.api('PUT', `/v1/LcrRoutes/${route}`, w.tokens.admin, body);
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { msg } });
      expect(databaseFingerprint(w.app)).toBe(before);
    };
    await refused(
      {
        regex: '34',
        lcr_carrier_set_entries: [{ voip_carrier_sid: secondCarrier }, { voip_carrier_sid: foreignCarrier }],
      },
      'unknown voip_carrier_sid',
    );
    await refused(
      { priority: 6, lcr_carrier_set_entries: [{ workload: 2 }] },
      'One of lcr_carrier_set_entries is missing voip_carrier_sid',
    );
    await refused(
      { lcr_carrier_set_entries: 'all of them' },
      'lcr_carrier_set_entries must be an array of carrier entries',
    );
    expect(await ok('GET', `/v1/LcrRoutes/${route}`)).toMatchObject({ regex: '33', priority: 5 });
    expect(await entriesOf(route)).toEqual([[spCarrier, 1, 0]]);
  });

  it('the system default route’s first entry becomes the LCR’s default, as in the batch', async () => {
    const { sid: route } = await ok('POST', '/v1/LcrRoutes', {
      lcr_sid: lcr,
      regex: '.*',
      priority: 9999,
      lcr_carrier_set_entries: [{ voip_carrier_sid: spCarrier }],
    });
    await ok('PUT', `/v1/LcrRoutes/${route}`, {
      lcr_carrier_set_entries: [{ voip_carrier_sid: secondCarrier }],
    });
    const entries = (await ok('GET', `/v1/LcrRoutes/${route}`)).lcr_carrier_set_entries as Entry[];
    const added = entries.find((e) => e.voip_carrier_sid === secondCarrier)!;
    expect((await ok('GET', `/v1/Lcrs/${lcr}`)).default_carrier_set_entry_sid).toBe(
      added.lcr_carrier_set_entry_sid,
    );
  });

  it('one audit entry shows the entries before and after', async () => {
    const { sid: route } = await ok('POST', '/v1/LcrRoutes', {
      lcr_sid: lcr,
      regex: '49',
      priority: 7,
      lcr_carrier_set_entries: [{ voip_carrier_sid: spCarrier }],
    });
    const entries = () =>
      w.app.ctx.store.all<{ changes: string }>(
        "SELECT changes FROM audit_log WHERE entity = 'lcr_route' AND entity_sid = ? AND action = 'update'",
        route,
      );
    expect(entries()).toEqual([]);
    await ok('PUT', `/v1/LcrRoutes/${route}`, {
      lcr_carrier_set_entries: [{ voip_carrier_sid: secondCarrier }],
    });
    const [entry] = entries();
    expect(entries()).toHaveLength(1);
    const changes = JSON.parse(entry.changes).lcr_carrier_set_entries;
    const carriers = (list: Entry[]) => list.map((e) => e.voip_carrier_sid);
    expect([carriers(changes.before), carriers(changes.after)]).toEqual([
      [spCarrier],
      [spCarrier, secondCarrier],
    ]);
  });
});
