// Carriers: the rules (docs/product/telephony.md#carrier-form) as the API answers them, values stored trimmed, in-use
// refusals that remove nothing, the cascade of a carrier's gateways, predefined copies, usage counts and the
// audit entry of every write.
// Gateways are in telephony-carriers-gateways.test.ts.
import { TELEPHONY_MESSAGES as T } from '@switchboard/shared/validation';
import { tableCounts } from './helpers';
import { TWILIO, auditRows, newCarrier, ok, refused, w } from './telephony-carriers.fixtures';

describe('carrier fields', () => {
  it('creates a carrier with values trimmed, the proxy without spaces, and reads it back with register_status {}', async () => {
    const sid = await newCarrier({
      name: '  Trimmed carrier  ',
      tech_prefix: ' 9999 ',
      diversion: ' +15551234567 ',
      outbound_sip_proxy: ' sip: proxy.example.com :5060 ',
      requires_register: true,
      register_username: ' alice ',
      register_password: 's3cret',
      register_sip_realm: ' sip.example.com ',
      register_from_domain: '',
      dtmf_type: 'tones',
      e164_leading_plus: true,
    });
    const carrier = await ok('GET', `/v1/VoipCarriers/${sid}`);
    expect(carrier).toMatchObject({
      name: 'Trimmed carrier',
      tech_prefix: '9999',
      diversion: '+15551234567',
      outbound_sip_proxy: 'sip:proxy.example.com:5060',
      register_username: 'alice',
      register_sip_realm: 'sip.example.com',
      register_from_domain: null,
      requires_register: 1,
      e164_leading_plus: 1,
      dtmf_type: 'tones',
      is_active: 1,
      register_status: {},
      service_provider_sid: w.sp1,
      account_sid: null,
    });
    expect(auditRows(sid)).toEqual([{ entity: 'voip_carrier', action: 'create' }]);
  });

  it.each([
    [{ name: '' }, 'missing field name'],
    [
      { name: 'r', requires_register: true, register_username: 'u', register_password: 'p' },
      T.registerRealmRequired,
    ],
    [
      { name: 'r', requires_register: true, register_sip_realm: 'a.example.com', register_password: 'p' },
      T.registerUsernameRequired,
    ],
    [{ name: 'a', register_username: 'only-user' }, T.authBothOrNeither],
    [{ name: 'a', register_password: 'only-password' }, T.authBothOrNeither],
    [{ name: 't', tech_prefix: '12' }, T.techPrefixTooShort],
    [{ name: 'p', outbound_sip_proxy: 'not a proxy!' }, T.invalidSipProxy],
    [{ name: 'p', outbound_sip_proxy: 'sip:proxy.example.com:70000' }, T.invalidSipProxy],
    [{ name: 'f', register_from_domain: 'sip:bad' }, T.invalidDomainOrIp('SIP From domain')],
    [{ name: 'u', unknown_field: 1 }, 'unknown field: unknown_field'],
  ])('refuses %j with the spec message, writing nothing', async (body, msg) => {
    await refused('POST', `/v1/ServiceProviders/${w.sp1}/VoipCarriers`, body, 400, msg);
  });

  it('checks the rules on the stored carrier with the changes (PUT)', async () => {
    const sid = await newCarrier({ register_username: 'u', register_password: 'p' });
    await refused('PUT', `/v1/VoipCarriers/${sid}`, { register_password: null }, 400, T.authBothOrNeither);
    await refused('PUT', `/v1/VoipCarriers/${sid}`, { requires_register: 1 }, 400, T.registerRealmRequired);
    await ok('PUT', `/v1/VoipCarriers/${sid}`, { requires_register: 1, register_sip_realm: '192.0.2.7' });
    expect((await ok('GET', `/v1/VoipCarriers/${sid}`)).requires_register).toBe(1);
    expect(auditRows(sid).map((r) => r.action)).toEqual(['create', 'update']);
  });

  it('an application must belong to the carrier’s account', async () => {
    const app = (
      await ok('POST', '/v1/Applications', {
        name: 'carrier app',
        account_sid: w.acct2,
        call_hook: { url: 'https://e.example.com/c' },
        call_status_hook: { url: 'https://e.example.com/s' },
      })
    ).sid as string;
    await refused(
      'POST',
      `/v1/ServiceProviders/${w.sp1}/VoipCarriers`,
      { name: 'x', account_sid: w.acct1, application_sid: app },
      400,
      T.applicationNotForAccount,
    );
    await refused(
      'POST',
      `/v1/ServiceProviders/${w.sp1}/VoipCarriers`,
      { name: 'x', application_sid: app },
      400,
      'account_sid missing',
    );
    const sid = await newCarrier({ account_sid: w.acct2, application_sid: app });
    expect((await ok('GET', `/v1/VoipCarriers/${sid}`)).application_sid).toBe(app);
  });

  it('an account user’s view of SP-level carriers is read-only, with the spec’s messages', async () => {
    const sid = await newCarrier();
    expect((await w.api('GET', `/v1/VoipCarriers/${sid}`, w.tokens.acct)).statusCode).toBe(200);
    await refused(
      'PUT',
      `/v1/VoipCarriers/${sid}`,
      { description: 'x' },
      403,
      T.carrierNoChanges,
      w.tokens.acct,
    );
    await refused('DELETE', `/v1/VoipCarriers/${sid}`, undefined, 403, T.carrierNoDelete, w.tokens.acct);
    // an account user cannot move its own carrier to the service provider either
    const own = (await ok('POST', `/v1/Accounts/${w.acct1}/VoipCarriers`, { name: 'mine' }, w.tokens.acct))
      .sid;
    await refused(
      'PUT',
      `/v1/VoipCarriers/${own}`,
      { account_sid: null },
      403,
      T.carrierNoChanges,
      w.tokens.acct,
    );
  });

  it('the service-provider path does not change another service provider’s carrier', async () => {
    const other = (await ok('POST', `/v1/ServiceProviders/${w.sp2}/VoipCarriers`, { name: 'sp2 carrier' }))
      .sid;
    await refused(
      'PUT',
      `/v1/ServiceProviders/${w.sp1}/VoipCarriers/${other}`,
      { description: 'x' },
      404,
      'carrier not found',
    );
  });
});

describe('deleting a carrier', () => {
  it('is refused while phone numbers use it; nothing is removed', async () => {
    const carrier = await newCarrier();
    await ok('POST', '/v1/SipGateways', {
      voip_carrier_sid: carrier,
      ipv4: '192.0.2.50',
      inbound: 1,
      outbound: 0,
    });
    await ok('POST', '/v1/PhoneNumbers', {
      number: '15557770001',
      voip_carrier_sid: carrier,
      account_sid: w.acct1,
    });
    await refused('DELETE', `/v1/VoipCarriers/${carrier}`, undefined, 422, T.carrierInUseByNumbers);
    expect(await ok('GET', `/v1/SipGateways?voip_carrier_sid=${carrier}`)).toHaveLength(1);
  });

  it('is refused while an outbound route uses it', async () => {
    const account = (await ok('POST', '/v1/Accounts', { name: 'routing user', service_provider_sid: w.sp1 }))
      .sid;
    const carrier = await newCarrier();
    const lcr = (await ok('POST', '/v1/Lcrs', { name: 'uses carrier', account_sid: account })).sid;
    await ok('POST', `/v1/Lcrs/${lcr}/Routes`, [
      { regex: '44', priority: 0, lcr_carrier_set_entries: [{ voip_carrier_sid: carrier }] },
    ]);
    await refused('DELETE', `/v1/VoipCarriers/${carrier}`, undefined, 422, T.carrierInUseByRoutes);
  });

  it('takes its SIP and SMPP gateways with it, in one audited write', async () => {
    const carrier = await newCarrier();
    await ok('POST', '/v1/SipGateways', {
      voip_carrier_sid: carrier,
      ipv4: '192.0.2.60',
      inbound: 1,
      outbound: 0,
    });
    await ok('POST', '/v1/SipGateways', {
      voip_carrier_sid: carrier,
      ipv4: 'out.example.net',
      inbound: 0,
      outbound: 1,
    });
    await ok('POST', '/v1/SmppGateways', {
      voip_carrier_sid: carrier,
      ipv4: '192.0.2.61',
      inbound: 1,
      outbound: 0,
    });
    const before = tableCounts(w.app);
    await ok('DELETE', `/v1/VoipCarriers/${carrier}`);
    const after = tableCounts(w.app);
    expect(after.sip_gateways).toBe(before.sip_gateways - 2);
    expect(after.smpp_gateways).toBe(before.smpp_gateways - 1);
    expect(after.voip_carriers).toBe(before.voip_carriers - 1);
    expect(after.audit_log).toBe(before.audit_log + 1);
    expect((await w.api('GET', `/v1/VoipCarriers/${carrier}`, w.tokens.admin)).statusCode).toBe(404);
    expect(auditRows(carrier).at(-1)).toEqual({ entity: 'voip_carrier', action: 'delete' });
  });

  it('answers 404 for an unknown carrier and 400 for a malformed sid', async () => {
    await refused(
      'DELETE',
      '/v1/VoipCarriers/00000000-0000-4000-8000-000000000000',
      undefined,
      404,
      'carrier not found',
    );
    await refused('DELETE', '/v1/VoipCarriers/not-a-sid', undefined, 400, 'Bad request');
  });
});

describe('predefined carriers', () => {
  it('copies the template and its gateways to the service provider; a second copy gets a new name', async () => {
    const sp = (await ok('POST', '/v1/ServiceProviders', { name: 'predefined sp' })).sid;
    const first = (await ok('POST', `/v1/ServiceProviders/${sp}/PredefinedCarriers/${TWILIO}`)).sid;
    const carrier = await ok('GET', `/v1/VoipCarriers/${first}`);
    expect(carrier).toMatchObject({
      name: 'Twilio',
      e164_leading_plus: 1,
      service_provider_sid: sp,
      account_sid: null,
    });
    const gateways = await ok('GET', `/v1/SipGateways?voip_carrier_sid=${first}`);
    expect(gateways).toHaveLength(10);
    expect(gateways.filter((g: { outbound: number }) => g.outbound)).toEqual([
      expect.objectContaining({ ipv4: '<your-domain>.pstn.twilio.com', inbound: 0 }),
    ]);
    const second = (await ok('POST', `/v1/ServiceProviders/${sp}/PredefinedCarriers/${TWILIO}`)).sid;
    expect((await ok('GET', `/v1/VoipCarriers/${second}`)).name).toMatch(/^Twilio-.+/);
    expect(auditRows(first)).toEqual([{ entity: 'voip_carrier', action: 'create' }]);
  });

  it('the account variant makes the carrier the account’s; an unknown template is a 404', async () => {
    const sid = (
      await ok('POST', `/v1/Accounts/${w.acct1}/PredefinedCarriers/${TWILIO}`, undefined, w.tokens.acct)
    ).sid;
    expect(await ok('GET', `/v1/VoipCarriers/${sid}`, undefined, w.tokens.acct)).toMatchObject({
      account_sid: w.acct1,
      service_provider_sid: w.sp1,
    });
    await refused(
      'POST',
      `/v1/ServiceProviders/${w.sp1}/PredefinedCarriers/00000000-0000-4000-8000-000000000000`,
      undefined,
      404,
      'predefined carrier not found',
    );
  });
});

describe('the carriers list', () => {
  it('pages, filters by name and, asked, says how many numbers and routes use each carrier', async () => {
    const sp = (await ok('POST', '/v1/ServiceProviders', { name: 'usage sp' })).sid;
    const account = (await ok('POST', '/v1/Accounts', { name: 'usage account', service_provider_sid: sp }))
      .sid;
    const used = (await ok('POST', `/v1/ServiceProviders/${sp}/VoipCarriers`, { name: 'Alpha trunk' })).sid;
    await ok('POST', `/v1/ServiceProviders/${sp}/VoipCarriers`, { name: 'Beta trunk' });
    await ok('POST', `/v1/Accounts/${account}/VoipCarriers`, { name: 'Gamma (account)' });
    for (const n of ['15558880001', '15558880002'])
      await ok('POST', '/v1/PhoneNumbers', { number: n, voip_carrier_sid: used, account_sid: account });
    const lcr = (await ok('POST', '/v1/Lcrs', { name: 'usage', service_provider_sid: sp })).sid;
    await ok('POST', `/v1/Lcrs/${lcr}/Routes`, [
      { regex: '1', priority: 0, lcr_carrier_set_entries: [{ voip_carrier_sid: used }] },
      { regex: '.*', priority: 9999, lcr_carrier_set_entries: [{ voip_carrier_sid: used }] },
    ]);
    const page = await ok('GET', `/v1/ServiceProviders/${sp}/VoipCarriers?page=1&page_size=2&usage=1`);
    expect(page.total).toBe(3);
    expect(page.data.map((c: { name: string }) => c.name)).toEqual(['Alpha trunk', 'Beta trunk']);
    expect(page.data[0]).toMatchObject({ phone_number_count: 2, lcr_route_count: 2 });
    expect(page.data[1]).toMatchObject({ phone_number_count: 0, lcr_route_count: 0 });
    const filtered = await ok('GET', `/v1/ServiceProviders/${sp}/VoipCarriers?page=1&page_size=25&name=gam`);
    expect(filtered.data.map((c: { name: string }) => c.name)).toEqual(['Gamma (account)']);
    expect(filtered.data[0].phone_number_count).toBeUndefined();
  });

  it('an account user sees the usage of a shared carrier by its own account only', async () => {
    const shared = (await ok('POST', `/v1/ServiceProviders/${w.sp1}/VoipCarriers`, { name: 'Shared usage' }))
      .sid;
    const numbers = [
      ['15558890001', w.acct1],
      ['15558890002', w.acct2],
      ['15558890003', w.acct2],
    ];
    for (const [number, account] of numbers)
      await ok('POST', '/v1/PhoneNumbers', { number, voip_carrier_sid: shared, account_sid: account });
    for (const account of [w.acct1, w.acct2]) {
      const lcr = (await ok('POST', '/v1/Lcrs', { name: `usage ${account}`, account_sid: account })).sid;
      await ok('POST', `/v1/Lcrs/${lcr}/Routes`, [
        { regex: '1', priority: 0, lcr_carrier_set_entries: [{ voip_carrier_sid: shared }] },
        ...(account === w.acct2
          ? [{ regex: '44', priority: 1, lcr_carrier_set_entries: [{ voip_carrier_sid: shared }] }]
          : []),
      ]);
    }
    const usage = async (token: string) =>
      (
        (await ok(
          'GET',
          `/v1/ServiceProviders/${w.sp1}/VoipCarriers?page=1&page_size=100&usage=1`,
          undefined,
          token,
        )) as { data: { voip_carrier_sid: string; phone_number_count: number; lcr_route_count: number }[] }
      ).data.find((c) => c.voip_carrier_sid === shared);
    expect(await usage(w.tokens.admin)).toMatchObject({ phone_number_count: 3, lcr_route_count: 3 });
    expect(await usage(w.tokens.acct)).toMatchObject({ phone_number_count: 1, lcr_route_count: 1 });
    expect(await usage(w.tokens.acctOther)).toMatchObject({ phone_number_count: 2, lcr_route_count: 2 });
  });
});
