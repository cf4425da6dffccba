// Recordings of scripts/record-real-api-samples.mjs: carriers and their SIP and SMPP gateways, phone numbers, SIP
// clients, Microsoft Teams tenants and outbound call routing, on the provider and account of recordIdentity.
import { randomBytes, randomUUID } from 'node:crypto';

/**
 * Removes what it makes but the provider's carrier and the account's predefined one, which go with the provider and
 * account at the end.
 */
export async function recordTelephony(r, ctx, { tag }) {
  const { call, record, token } = r;
  // --- carriers and gateways ---------------------------------------------------------------------------------------
  ctx.spCarrier = (
    await record(
      'POST_ServiceProviders_sid_VoipCarriers_session',
      'POST',
      `/ServiceProviders/${ctx.sp}/VoipCarriers`,
      { name: `recorded trunk ${tag}` },
    )
  ).sid;
  await record(
    'PUT_ServiceProviders_sid_VoipCarriers_sid',
    'PUT',
    `/ServiceProviders/${ctx.sp}/VoipCarriers/${ctx.spCarrier}`,
    {
      name: `recorded trunk ${tag}`,
      tech_prefix: '1234',
      e164_leading_plus: true,
      smpp_system_id: 'smpp-user',
    },
  );
  ctx.gateway = (
    await record('POST_SipGateways_session', 'POST', '/SipGateways', {
      voip_carrier_sid: ctx.spCarrier,
      ipv4: '192.0.2.30',
      port: 5060,
      netmask: 32,
      inbound: true,
      outbound: true,
      protocol: 'udp',
    })
  ).sid;
  await record('PUT_SipGateways_sid', 'PUT', `/SipGateways/${ctx.gateway}`, {
    port: 5080,
    protocol: 'tcp',
    inbound: false,
  });
  await record('GET_SmppGateways_by_carrier', 'GET', `/SmppGateways?voip_carrier_sid=${ctx.spCarrier}`);
  ctx.smpp = (
    await record('POST_SmppGateways', 'POST', '/SmppGateways', {
      voip_carrier_sid: ctx.spCarrier,
      ipv4: 'smpp.example.com',
      port: 2775,
      netmask: 32,
      inbound: false,
      outbound: true,
      is_primary: true,
      use_tls: false,
    })
  ).sid;
  await record('GET_SmppGateways_by_carrier_after', 'GET', `/SmppGateways?voip_carrier_sid=${ctx.spCarrier}`);
  await record('PUT_SmppGateways_sid', 'PUT', `/SmppGateways/${ctx.smpp}`, { port: 2776, use_tls: true });
  await record('DELETE_SmppGateways_sid', 'DELETE', `/SmppGateways/${ctx.smpp}`);
  await record('GET_Smpps', 'GET', '/Smpps');
  // (POST/PUT /Accounts/:sid/VoipCarriers use the token's account, not the URL's: with an admin JWT the real
  // server answers 500, so they are left to the real-API lane, where an account user makes them.)
  const templates = (await call('GET', '/PredefinedCarriers', { token })).body;
  const simwood = templates.find((t) => t.name === 'Simwood') ?? templates[0];
  await record(
    'POST_Accounts_sid_PredefinedCarriers_sid',
    'POST',
    `/Accounts/${ctx.account}/PredefinedCarriers/${simwood.predefined_carrier_sid}`,
  );
  await record(
    'GET_ServiceProviders_sid_VoipCarriers_account_filter',
    'GET',
    `/ServiceProviders/${ctx.sp}/VoipCarriers?account_sid=${ctx.account}`,
  );
  await record(
    'GET_ServiceProviders_sid_RecentCalls_register_pcap',
    'GET',
    `/ServiceProviders/${ctx.sp}/RecentCalls/${randomUUID()}/register/pcap`,
  );

  // --- phone numbers ---------------------------------------------------------------------------------------------
  const digits = BigInt(`0x${randomBytes(5).toString('hex')}`) % 10_000_000_000n;
  ctx.number = (
    await record('POST_PhoneNumbers_session', 'POST', '/PhoneNumbers', {
      number: `1555${digits.toString().padStart(10, '0')}`,
      voip_carrier_sid: ctx.spCarrier,
      account_sid: ctx.account,
    })
  ).sid;
  await record('GET_PhoneNumbers_sid', 'GET', `/PhoneNumbers/${ctx.number}`);
  await record('PUT_PhoneNumbers_sid', 'PUT', `/PhoneNumbers/${ctx.number}`, { application_sid: ctx.app });
  await record(
    'GET_PhoneNumbers_by_carrier',
    'GET',
    `/PhoneNumbers?page=1&page_size=100&voip_carrier_sid=${ctx.spCarrier}`,
  );
  await record('GET_PhoneNumbers_by_account', 'GET', `/PhoneNumbers?account_sid=${ctx.account}`);
  await record('DELETE_PhoneNumbers_sid', 'DELETE', `/PhoneNumbers/${ctx.number}`);
  await record('DELETE_SipGateways_sid', 'DELETE', `/SipGateways/${ctx.gateway}`);

  // --- SIP clients -------------------------------------------------------------------------------------------------
  ctx.client = (
    await record('POST_Clients_session', 'POST', '/Clients', {
      account_sid: ctx.account,
      username: `recorded-${tag}`,
      password: 's3cret-pass',
      is_active: 1,
      allow_direct_app_calling: 1,
      allow_direct_queue_calling: 1,
      allow_direct_user_calling: 1,
    })
  ).sid;
  await record('GET_Clients_sid', 'GET', `/Clients/${ctx.client}`);
  await record('PUT_Clients_sid', 'PUT', `/Clients/${ctx.client}`, {
    is_active: 0,
    allow_direct_queue_calling: 0,
  });
  await record('DELETE_Clients_sid', 'DELETE', `/Clients/${ctx.client}`);

  // --- MS Teams tenants ----------------------------------------------------------------------------------------
  ctx.tenant = (
    await record('POST_MicrosoftTeamsTenants_session', 'POST', '/MicrosoftTeamsTenants', {
      service_provider_sid: ctx.sp,
      account_sid: ctx.account,
      tenant_fqdn: `${tag}.contoso.example.com`,
    })
  ).sid;
  await record('GET_MicrosoftTeamsTenants_sid', 'GET', `/MicrosoftTeamsTenants/${ctx.tenant}`);
  await record('PUT_MicrosoftTeamsTenants_sid', 'PUT', `/MicrosoftTeamsTenants/${ctx.tenant}`, {
    application_sid: ctx.app,
  });
  await record('DELETE_MicrosoftTeamsTenants_sid', 'DELETE', `/MicrosoftTeamsTenants/${ctx.tenant}`);

  // --- outbound call routing -----------------------------------------------------------------------------------
  ctx.lcr = (
    await record('POST_Lcrs_session', 'POST', '/Lcrs', {
      name: `recorded routing ${tag}`,
      is_active: true,
      service_provider_sid: ctx.sp,
    })
  ).sid;
  await record('POST_Lcrs_sid_Routes', 'POST', `/Lcrs/${ctx.lcr}/Routes`, [
    {
      regex: '44',
      description: 'United Kingdom',
      priority: 0,
      lcr_carrier_set_entries: [{ voip_carrier_sid: ctx.spCarrier }],
    },
    {
      regex: '.*',
      description: 'System Default Route',
      priority: 9999,
      lcr_carrier_set_entries: [{ voip_carrier_sid: ctx.spCarrier }],
    },
  ]);
  await record('GET_Lcrs_sid', 'GET', `/Lcrs/${ctx.lcr}`);
  const routes = await record('GET_LcrRoutes_by_lcr', 'GET', `/LcrRoutes?lcr_sid=${ctx.lcr}`);
  await record('PUT_Lcrs_sid', 'PUT', `/Lcrs/${ctx.lcr}`, {
    name: `recorded routing ${tag} renamed`,
    is_active: false,
  });
  await record('PUT_Lcrs_sid_Routes', 'PUT', `/Lcrs/${ctx.lcr}/Routes`, [
    ...routes.map((r) => ({
      lcr_route_sid: r.lcr_route_sid,
      regex: r.regex,
      description: r.description,
      priority: r.priority === 9999 ? 9999 : 1,
      lcr_carrier_set_entries: r.lcr_carrier_set_entries.map((e) => ({
        lcr_carrier_set_entry_sid: e.lcr_carrier_set_entry_sid,
        voip_carrier_sid: e.voip_carrier_sid,
        priority: e.priority ?? 0,
      })),
    })),
    {
      regex: '33',
      description: 'France',
      priority: 0,
      lcr_carrier_set_entries: [{ voip_carrier_sid: ctx.spCarrier }],
    },
  ]);
  await record('GET_LcrRoutes_by_lcr_after', 'GET', `/LcrRoutes?lcr_sid=${ctx.lcr}`);
  const first = routes.find((r) => r.priority !== 9999);
  await record('DELETE_LcrRoutes_sid', 'DELETE', `/LcrRoutes/${first.lcr_route_sid}`);
  await record('DELETE_Lcrs_sid', 'DELETE', `/Lcrs/${ctx.lcr}`);
}
