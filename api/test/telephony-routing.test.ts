// Outbound call routing (LCR with batch routes and the system default route), Microsoft Teams tenants and SIP
// clients: the rules and messages of the spec and contract, scope narrowing of the lists, one audit entry a write.
import { TELEPHONY_MESSAGES as T } from '@switchboard/shared/validation';
import { createWorld, tableCounts, type World, mustSucceed, refusedUnchanged } from './helpers';

let w: World;
let spCarrier = '';
let acctCarrier = '';

beforeAll(async () => {
  w = await createWorld();
  spCarrier = (await ok('POST', `/v1/ServiceProviders/${w.sp1}/VoipCarriers`, { name: 'Routing trunk' })).sid;
  acctCarrier = (await ok('POST', `/v1/Accounts/${w.acct1}/VoipCarriers`, { name: 'Account trunk' })).sid;
}, 60000);
afterAll(() => w.app.close());

/** A write or read that must succeed (helpers.ts). */
const ok = (method: string, url: string, body?: unknown, token?: string) =>
  mustSucceed(w, method, url, body, token);
/** A refusal that must change nothing (helpers.ts). */
const refused = (method: string, url: string, body: unknown, status: number, msg: string, token?: string) =>
  refusedUnchanged(w, method, url, body, status, msg, token);
const route = (
  regex: string,
  priority: number,
  carrier = spCarrier,
  extra: Record<string, unknown> = {},
) => ({
  regex,
  priority,
  description: null,
  lcr_carrier_set_entries: [{ voip_carrier_sid: carrier }],
  ...extra,
});

describe('outbound call routing', () => {
  it('a new LCR with routes and the system default route: default entry set, routes in priority order', async () => {
    const lcr = (
      await ok('POST', '/v1/Lcrs', { name: 'Main routing', service_provider_sid: w.sp1, is_active: true })
    ).sid;
    await ok('POST', `/v1/Lcrs/${lcr}/Routes`, [
      route('44', 1),
      route('1', 0),
      { ...route('.*', 9999), description: 'System Default Route' },
    ]);
    const routes = await ok('GET', `/v1/LcrRoutes?lcr_sid=${lcr}`);
    expect(routes.map((r: { regex: string; priority: number }) => [r.regex, r.priority])).toEqual([
      ['1', 0],
      ['44', 1],
      ['.*', 9999],
    ]);
    const saved = await ok('GET', `/v1/Lcrs/${lcr}`);
    expect(saved).toMatchObject({ name: 'Main routing', is_active: 1, number_routes: 3, account_sid: null });
    expect(saved.default_carrier_set_entry_sid).toBe(
      routes[2].lcr_carrier_set_entries[0].lcr_carrier_set_entry_sid,
    );
    // one per service provider, with the real server's message
    await refused(
      'POST',
      '/v1/Lcrs',
      { name: 'second', service_provider_sid: w.sp1 },
      400,
      T.lcrServiceProviderTaken('default service provider'),
    );
  });

  it('reorders in one batch (PUT): priorities follow the list, the default route stays the default', async () => {
    const account = (
      await ok('POST', '/v1/Accounts', { name: 'reorder account', service_provider_sid: w.sp1 })
    ).sid;
    const lcr = (await ok('POST', '/v1/Lcrs', { name: 'Reorder', account_sid: account })).sid;
    await ok('POST', `/v1/Lcrs/${lcr}/Routes`, [
      route('1', 0),
      route('2', 1),
      route('3', 2),
      route('.*', 9999),
    ]);
    const saved = await ok('GET', `/v1/LcrRoutes?lcr_sid=${lcr}`);
    const reordered = [saved[2], saved[0], saved[1]].map((r: Record<string, unknown>, index: number) => ({
      ...r,
      priority: index,
    }));
    const before = tableCounts(w.app);
    await ok('PUT', `/v1/Lcrs/${lcr}/Routes`, [...reordered, saved[3]]);
    expect(tableCounts(w.app).audit_log).toBe(before.audit_log + 1);
    expect(tableCounts(w.app).lcr_routes).toBe(before.lcr_routes);
    const after = await ok('GET', `/v1/LcrRoutes?lcr_sid=${lcr}`);
    expect(after.map((r: { regex: string }) => r.regex)).toEqual(['3', '1', '2', '.*']);
    // the account has its table now: a second one is refused with the real server's message
    await refused(
      'POST',
      '/v1/Lcrs',
      { name: 'again', account_sid: account },
      400,
      T.lcrAccountTaken('reorder account'),
    );
  });

  it.each([
    [[{ priority: 0, lcr_carrier_set_entries: [{ voip_carrier_sid: 'x' }] }], 'missing field 0.regex'],
    [
      [
        {
          regex: '(',
          priority: 0,
          lcr_carrier_set_entries: [{ voip_carrier_sid: '00000000-0000-4000-8000-000000000000' }],
        },
      ],
      T.routeRegexInvalid,
    ],
    [
      [{ regex: '1', priority: 0, lcr_carrier_set_entries: [] }],
      'Lcr Route batch process require lcr_carrier_set_entries',
    ],
    [
      [{ regex: '1', priority: 0, lcr_carrier_set_entries: [{}] }],
      'One of lcr_carrier_set_entries is missing voip_carrier_sid',
    ],
    [
      [
        {
          regex: '1',
          priority: 0,
          lcr_carrier_set_entries: [{ voip_carrier_sid: '00000000-0000-4000-8000-000000000000' }],
        },
      ],
      'unknown voip_carrier_sid',
    ],
  ])('refuses a batch %j', async (items, msg) => {
    const account = (
      await ok('POST', '/v1/Accounts', { name: `bad batch ${Math.random()}`, service_provider_sid: w.sp1 })
    ).sid;
    const lcr = (await ok('POST', '/v1/Lcrs', { name: 'Bad', account_sid: account })).sid;
    await refused('POST', `/v1/Lcrs/${lcr}/Routes`, items, 400, msg);
  });

  it('routes only to carriers its owner may use', async () => {
    const account = (await ok('POST', '/v1/Accounts', { name: 'carrier rule', service_provider_sid: w.sp1 }))
      .sid;
    const lcr = (await ok('POST', '/v1/Lcrs', { name: 'Carrier rule', account_sid: account })).sid;
    // another account's carrier
    await refused(
      'POST',
      `/v1/Lcrs/${lcr}/Routes`,
      [route('1', 0, acctCarrier)],
      400,
      'unknown voip_carrier_sid',
    );
    // the SP's own table: SP-level carriers only
    const spOnly = (await ok('POST', '/v1/Lcrs', { name: 'sp2 table', service_provider_sid: w.sp2 })).sid;
    await refused('POST', `/v1/Lcrs/${spOnly}/Routes`, [route('1', 0)], 400, 'unknown voip_carrier_sid');
  });

  it('deletes a route (not the default one) and a whole LCR with its routes', async () => {
    const account = (await ok('POST', '/v1/Accounts', { name: 'delete lcr', service_provider_sid: w.sp1 }))
      .sid;
    const lcr = (await ok('POST', '/v1/Lcrs', { name: 'To delete', account_sid: account })).sid;
    await ok('POST', `/v1/Lcrs/${lcr}/Routes`, [route('1', 0), route('.*', 9999)]);
    const [first, fallback] = await ok('GET', `/v1/LcrRoutes?lcr_sid=${lcr}`);
    await refused(
      'DELETE',
      `/v1/LcrRoutes/${fallback.lcr_route_sid}`,
      undefined,
      400,
      'the system default route cannot be deleted: choose its carrier instead',
    );
    await ok('DELETE', `/v1/LcrRoutes/${first.lcr_route_sid}`);
    expect(await ok('GET', `/v1/LcrRoutes?lcr_sid=${lcr}`)).toHaveLength(1);
    const before = tableCounts(w.app);
    await ok('DELETE', `/v1/Lcrs/${lcr}`);
    const after = tableCounts(w.app);
    expect([after.lcr, after.lcr_routes, after.lcr_carrier_set_entry]).toEqual([
      before.lcr - 1,
      before.lcr_routes - 1,
      before.lcr_carrier_set_entry - 1,
    ]);
  });

  it('POST /LcrRoutes stores the carrier entries it is sent, all or nothing', async () => {
    const account = (await ok('POST', '/v1/Accounts', { name: 'single routes', service_provider_sid: w.sp1 }))
      .sid;
    const lcr = (await ok('POST', '/v1/Lcrs', { name: 'Single routes', account_sid: account })).sid;
    const second = (await ok('POST', `/v1/ServiceProviders/${w.sp1}/VoipCarriers`, { name: 'Second trunk' }))
      .sid;
    const { sid } = await ok('POST', '/v1/LcrRoutes', {
      lcr_sid: lcr,
      regex: ' 33 ',
      priority: 5,
      lcr_carrier_set_entries: [{ voip_carrier_sid: spCarrier, workload: 2 }, { voip_carrier_sid: second }],
    });
    const saved = await ok('GET', `/v1/LcrRoutes/${sid}`);
    expect(saved).toMatchObject({ lcr_sid: lcr, regex: '33', priority: 5 });
    expect(
      saved.lcr_carrier_set_entries.map(
        (e: { voip_carrier_sid: string; workload: number; priority: number }) => [
          e.voip_carrier_sid,
          e.workload,
          e.priority,
        ],
      ),
    ).toEqual([
      [spCarrier, 2, 0],
      [second, 1, 1],
    ]);
    // a carrier the LCR may not use, or an entry without one: nothing is stored, neither the route nor its entries
    await refused(
      'POST',
      '/v1/LcrRoutes',
      {
        lcr_sid: lcr,
        regex: '34',
        priority: 6,
        lcr_carrier_set_entries: [{ voip_carrier_sid: spCarrier }, { voip_carrier_sid: acctCarrier }],
      },
      400,
      'unknown voip_carrier_sid',
    );
    await refused(
      'POST',
      '/v1/LcrRoutes',
      { lcr_sid: lcr, regex: '35', priority: 7, lcr_carrier_set_entries: [{ workload: 1 }] },
      400,
      'One of lcr_carrier_set_entries is missing voip_carrier_sid',
    );
    // without entries: a route alone, as before
    const bare = (await ok('POST', '/v1/LcrRoutes', { lcr_sid: lcr, regex: '36', priority: 8 })).sid;
    expect((await ok('GET', `/v1/LcrRoutes/${bare}`)).lcr_carrier_set_entries).toEqual([]);
  });

  it('lists by scope: account users their account’s table, SP users their SP’s and its accounts’', async () => {
    const mine = (await ok('POST', '/v1/Lcrs', { name: 'Account one' }, w.tokens.acct)).sid;
    const asAccount = await ok('GET', '/v1/Lcrs', undefined, w.tokens.acct);
    expect(asAccount.map((l: { lcr_sid: string }) => l.lcr_sid)).toEqual([mine]);
    const asSp = (await ok('GET', '/v1/Lcrs', undefined, w.tokens.sp)).map(
      (l: { lcr_sid: string }) => l.lcr_sid,
    );
    expect(asSp).toContain(mine);
    const asOther = (await ok('GET', '/v1/Lcrs', undefined, w.tokens.spOther)).map(
      (l: { lcr_sid: string }) => l.lcr_sid,
    );
    expect(asOther).not.toContain(mine);
    await refused('GET', '/v1/LcrRoutes', undefined, 400, 'missing lcr_sid');
    await refused(
      'GET',
      `/v1/LcrRoutes?lcr_sid=${mine}`,
      undefined,
      400,
      'unknown lcr_sid',
      w.tokens.acctOther,
    );
  });
});

describe('Microsoft Teams tenants', () => {
  it('domain name required, a domain, and unique; the list is narrowed by scope', async () => {
    await refused(
      'POST',
      '/v1/MicrosoftTeamsTenants',
      { account_sid: w.acct1 },
      400,
      'missing field tenant_fqdn',
    );
    await refused(
      'POST',
      '/v1/MicrosoftTeamsTenants',
      { tenant_fqdn: 'not a domain', account_sid: w.acct1 },
      400,
      'tenant_fqdn: Invalid domain name',
    );
    const sid = (
      await ok('POST', '/v1/MicrosoftTeamsTenants', {
        tenant_fqdn: 'contoso.example.com',
        account_sid: w.acct1,
      })
    ).sid;
    await refused(
      'POST',
      '/v1/MicrosoftTeamsTenants',
      { tenant_fqdn: 'CONTOSO.example.com', account_sid: w.acct2 },
      422,
      T.tenantDomainInUse,
    );
    expect(await ok('GET', `/v1/MicrosoftTeamsTenants/${sid}`)).toEqual({
      ms_teams_tenant_sid: sid,
      service_provider_sid: w.sp1,
      account_sid: w.acct1,
      application_sid: null,
      tenant_fqdn: 'contoso.example.com',
    });
    expect(await ok('GET', '/v1/MicrosoftTeamsTenants', undefined, w.tokens.acctOther)).toEqual([]);
    expect(await ok('GET', '/v1/MicrosoftTeamsTenants', undefined, w.tokens.spOther)).toEqual([]);
    await ok('DELETE', `/v1/MicrosoftTeamsTenants/${sid}`, undefined, w.tokens.acct);
  });
});

describe('SIP clients', () => {
  it('needs a SIP realm on the account; masks the password; username unique in the account', async () => {
    await refused(
      'POST',
      '/v1/Clients',
      { account_sid: w.acct2, username: 'bob', password: 'secret123' },
      400,
      T.sipRealmNotSet,
    );
    w.app.ctx.store.run("UPDATE accounts SET sip_realm = 'a.sip.example.com' WHERE account_sid = ?", w.acct1);
    const sid = (
      await ok('POST', '/v1/Clients', { account_sid: w.acct1, username: 'bob', password: 'secret123' })
    ).sid;
    expect(await ok('GET', `/v1/Clients/${sid}`)).toEqual({
      client_sid: sid,
      account_sid: w.acct1,
      username: 'bob',
      password: 'sXXXXXXXX',
      is_active: 1,
      allow_direct_app_calling: 1,
      allow_direct_queue_calling: 1,
      allow_direct_user_calling: 1,
    });
    const stored = w.app.ctx.store.get<{ password: string }>(
      'SELECT password FROM clients WHERE client_sid = ?',
      sid,
    )!;
    expect(stored.password).not.toContain('secret123');
    await refused(
      'POST',
      '/v1/Clients',
      { account_sid: w.acct1, username: 'bob', password: 'other' },
      400,
      T.clientUsernameTaken,
    );
    await refused(
      'POST',
      '/v1/Clients',
      { account_sid: w.acct1, username: 'carol' },
      400,
      'missing field password',
    );
    await ok('PUT', `/v1/Clients/${sid}`, { password: 'new-password', allow_direct_user_calling: false });
    expect(await ok('GET', `/v1/Clients/${sid}`)).toMatchObject({
      password: 'nXXXXXXXXXXX',
      allow_direct_user_calling: 0,
    });
    const audit = w.app.ctx.store.all<{ changes: string }>(
      'SELECT changes FROM audit_log WHERE entity_sid = ?',
      sid,
    );
    expect(audit).toHaveLength(2);
    expect(audit.map((a) => a.changes).join('')).not.toMatch(/secret123|new-password/);
  });
});
