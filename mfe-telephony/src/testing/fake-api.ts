// An in-memory jambonz API for the telephony area's component tests: MSW handlers over a small database answering
// with the real server's shapes and status codes (contract §5, §6), so pages are tested through real HTTP calls.
// Tests change the data directly (`fake.db`), override one endpoint with `server.use(...)`, and read what was sent
// (`fake.sent(method, path)`, with bodies); the request log and paging helpers are @switchboard/shared/testing's.
import {
  TEST_ACCOUNT_SID,
  TEST_SP_SID,
  apiUrl,
  createRequestLog,
  http,
  HttpResponse,
  newSid,
  noContent,
  pagedBody,
  readRequest,
  testAccount,
  testServiceProviders,
} from '@switchboard/shared/testing';
import type {
  Account,
  Application,
  CarrierHealthHistory,
  RegisteredSipUser,
  Client,
  Lcr,
  LcrRoute,
  MsTeamsTenant,
  PhoneNumber,
  PredefinedCarrier,
  ServiceProvider,
  SipGateway,
  SmppGateway,
  VoipCarrier,
} from '@switchboard/shared/types';

export const OTHER_ACCOUNT_SID = '949fb32c-aa31-4f92-9173-5b827c761cb1';
export const IVR_SID = '7087fe50-8acb-4f3b-b820-97b573723aab';
export const TWILIO_SID = '7d509a18-bbff-4c5d-b21e-b99bf8f8c49a';

export function makeCarrier(overrides: Partial<VoipCarrier> = {}): VoipCarrier {
  return {
    voip_carrier_sid: newSid(),
    name: 'a carrier',
    description: null,
    account_sid: null,
    service_provider_sid: TEST_SP_SID,
    application_sid: null,
    e164_leading_plus: 0,
    requires_register: 0,
    register_username: null,
    register_sip_realm: null,
    register_password: null,
    tech_prefix: null,
    inbound_auth_username: null,
    inbound_auth_password: null,
    diversion: null,
    is_active: 1,
    created_at: '2026-01-01T00:00:00.000Z',
    smpp_system_id: null,
    smpp_password: null,
    smpp_enquire_link_interval: 0,
    smpp_inbound_system_id: null,
    smpp_inbound_password: null,
    register_from_user: null,
    register_from_domain: null,
    register_public_ip_in_contact: 0,
    register_status: {},
    dtmf_type: 'rfc2833',
    outbound_sip_proxy: null,
    trunk_type: 'static_ip',
    ...overrides,
  };
}

export function makeSipGateway(carrierSid: string, overrides: Partial<SipGateway> = {}): SipGateway {
  return {
    sip_gateway_sid: newSid(),
    ipv4: '192.0.2.1',
    netmask: 32,
    port: 5060,
    inbound: 1,
    outbound: 1,
    voip_carrier_sid: carrierSid,
    is_active: 1,
    send_options_ping: 0,
    use_sips_scheme: 0,
    pad_crypto: 0,
    protocol: 'udp',
    remove_ice: 0,
    dtls_off: 0,
    ...overrides,
  };
}

export function makeNumber(overrides: Partial<PhoneNumber> = {}): PhoneNumber {
  return {
    phone_number_sid: newSid(),
    number: '15550100001',
    voip_carrier_sid: null,
    account_sid: TEST_ACCOUNT_SID,
    application_sid: null,
    service_provider_sid: TEST_SP_SID,
    ...overrides,
  };
}

function application(sid: string, name: string, accountSid = TEST_ACCOUNT_SID): Application {
  return { application_sid: sid, name, account_sid: accountSid } as Application;
}

export interface TelephonyDb {
  serviceProviders: ServiceProvider[];
  accounts: Account[];
  applications: Application[];
  carriers: VoipCarrier[];
  sipGateways: SipGateway[];
  smppGateways: SmppGateway[];
  predefined: PredefinedCarrier[];
  numbers: PhoneNumber[];
  tenants: MsTeamsTenant[];
  lcrs: Lcr[];
  routes: LcrRoute[];
  clients: Client[];
  /** what `GET /VoipCarriers/:sid/Health` answers per carrier (default: nothing reported) */
  health: CarrierHealthHistory[];
  /** the SIP clients registered now (the registrar's), by account */
  registered: Array<{ account_sid: string } & Omit<RegisteredSipUser, 'registered_status'>>;
}

function initialDb(): TelephonyDb {
  return {
    serviceProviders: testServiceProviders.map((sp) => ({ ...sp })),
    accounts: [
      testAccount({ sip_realm: 'default.sip.example.com' }),
      testAccount({ account_sid: OTHER_ACCOUNT_SID, name: 'other account' }),
    ],
    applications: [application(IVR_SID, 'IVR'), application(newSid(), 'Voicemail')],
    carriers: [],
    sipGateways: [],
    smppGateways: [],
    predefined: [
      {
        predefined_carrier_sid: TWILIO_SID,
        name: 'Twilio',
        requires_static_ip: 0,
        e164_leading_plus: 1,
        requires_register: 0,
        register_username: null,
        register_sip_realm: null,
        register_password: null,
        tech_prefix: null,
        inbound_auth_username: null,
        inbound_auth_password: null,
        diversion: null,
        trunk_type: 'static_ip',
      },
    ],
    numbers: [],
    tenants: [],
    lcrs: [],
    routes: [],
    clients: [],
    health: [],
    registered: [],
  };
}

/** A carrier's last 24 hours with nothing reported by the SBC (its gateways not pinged, no REGISTER). */
function quietHistory(carrier: VoipCarrier, gateways: SipGateway[]): CarrierHealthHistory {
  const end = Date.now();
  const window = { start: new Date(end - 24 * 3_600_000).toISOString(), end: new Date(end).toISOString() };
  return {
    carrier: {
      voip_carrier_sid: carrier.voip_carrier_sid,
      name: carrier.name,
      account_sid: carrier.account_sid,
      is_active: carrier.is_active,
      requires_register: carrier.requires_register,
      level: carrier.is_active ? 'unknown' : 'inactive',
      gateways: gateways.map((g) => ({
        sip_gateway_sid: g.sip_gateway_sid,
        ipv4: g.ipv4,
        port: g.port,
        protocol: g.protocol,
        outbound: g.outbound,
        is_active: g.is_active,
        send_options_ping: g.send_options_ping,
        state: 'not_pinged',
        since: null,
        last_ping_at: null,
        last_status: null,
        last_rtt_ms: null,
      })),
      registration: null,
      calls_last_hour: 0,
      answered_last_hour: 0,
      asr: null,
    },
    window,
    gateways: gateways.map((g) => ({
      sip_gateway_sid: g.sip_gateway_sid,
      segments: [],
      recent: [],
      pings: 0,
      failed: 0,
    })),
    registration: carrier.requires_register ? { segments: [], recent: [], attempts: 0, failed: 0 } : null,
  };
}

const created = (sid: string) => HttpResponse.json({ sid }, { status: 201 });
const bad = (msg: string, status = 400) => HttpResponse.json({ msg }, { status });

export function createFakeApi() {
  const db = initialDb();
  const log = createRequestLog();
  const carrierOf = (sid: string) => db.carriers.find((c) => c.voip_carrier_sid === sid);
  const handlers = [
    http.get(apiUrl('/ServiceProviders'), () => HttpResponse.json(db.serviceProviders)),
    http.get(apiUrl('/ServiceProviders/:sid/Accounts'), ({ params }) =>
      HttpResponse.json(db.accounts.filter((a) => a.service_provider_sid === params.sid)),
    ),
    http.get(apiUrl('/Accounts/:sid/Applications'), ({ params }) =>
      HttpResponse.json(db.applications.filter((a) => a.account_sid === params.sid)),
    ),
    http.get(apiUrl('/Applications/:sid'), ({ params }) => {
      const app = db.applications.find((a) => a.application_sid === params.sid);
      return app ? HttpResponse.json(app) : bad('application not found', 404);
    }),
    // carriers
    http.get(apiUrl('/ServiceProviders/:sid/VoipCarriers'), ({ request, params }) => {
      const url = new URL(request.url);
      const account = url.searchParams.get('account_sid');
      const name = (url.searchParams.get('name') ?? '').toLowerCase();
      const rows = db.carriers
        .filter((c) => c.service_provider_sid === params.sid)
        .filter((c) => !account || c.account_sid === account || c.account_sid === null)
        .filter((c) => c.name.toLowerCase().includes(name))
        .map((c) =>
          url.searchParams.get('usage') === '1'
            ? {
                ...c,
                phone_number_count: db.numbers.filter((n) => n.voip_carrier_sid === c.voip_carrier_sid)
                  .length,
                lcr_route_count: db.routes.filter((r) =>
                  r.lcr_carrier_set_entries?.some((e) => e.voip_carrier_sid === c.voip_carrier_sid),
                ).length,
              }
            : c,
        );
      return HttpResponse.json(url.searchParams.has('page') ? pagedBody(rows, url) : rows);
    }),
    http.get(apiUrl('/VoipCarriers/:sid'), ({ params }) => {
      const carrier = carrierOf(String(params.sid));
      return carrier ? HttpResponse.json(carrier) : bad('carrier not found', 404);
    }),
    // carrier health: what tests stored for a carrier (db.health), else nothing reported
    ...['/ServiceProviders/:owner/CarrierHealth', '/Accounts/:owner/CarrierHealth'].map((path) =>
      http.get(apiUrl(path), ({ params, request }) => {
        const owner = String(params.owner);
        const account = request.url.includes('/Accounts/')
          ? db.accounts.find((a) => a.account_sid === owner)
          : null;
        const carriers = db.carriers.filter((c) =>
          account
            ? c.account_sid === account.account_sid ||
              (c.account_sid === null && c.service_provider_sid === account.service_provider_sid)
            : c.service_provider_sid === owner,
        );
        return HttpResponse.json({
          generated_at: new Date().toISOString(),
          carriers: carriers.map(
            (c) =>
              db.health.find((h) => h.carrier.voip_carrier_sid === c.voip_carrier_sid)?.carrier ??
              quietHistory(
                c,
                db.sipGateways.filter((g) => g.voip_carrier_sid === c.voip_carrier_sid),
              ).carrier,
          ),
        });
      }),
    ),
    http.get(apiUrl('/VoipCarriers/:sid/Health'), ({ params }) => {
      const carrier = carrierOf(String(params.sid));
      if (!carrier) return bad('Not Found', 404);
      const stored = db.health.find((h) => h.carrier.voip_carrier_sid === carrier.voip_carrier_sid);
      return HttpResponse.json(
        stored ??
          quietHistory(
            carrier,
            db.sipGateways.filter((g) => g.voip_carrier_sid === carrier.voip_carrier_sid),
          ),
      );
    }),
    ...['/ServiceProviders/:owner/VoipCarriers', '/Accounts/:owner/VoipCarriers'].map((path) =>
      http.post(apiUrl(path), async ({ request, params }) => {
        const { body } = await readRequest(request);
        const sid = newSid();
        const accountPath = path.startsWith('/Accounts');
        db.carriers.push(
          makeCarrier({
            ...(body as Partial<VoipCarrier>),
            voip_carrier_sid: sid,
            account_sid: accountPath ? String(params.owner) : ((body.account_sid as string) ?? null),
          }),
        );
        return created(sid);
      }),
    ),
    ...['/ServiceProviders/:owner/VoipCarriers/:sid', '/Accounts/:owner/VoipCarriers/:sid'].map((path) =>
      http.put(apiUrl(path), async ({ request, params }) => {
        const { body } = await readRequest(request);
        const carrier = carrierOf(String(params.sid));
        if (!carrier) return bad('carrier not found', 404);
        Object.assign(carrier, body);
        return noContent();
      }),
    ),
    http.delete(apiUrl('/VoipCarriers/:sid'), ({ params }) => {
      if (db.numbers.some((n) => n.voip_carrier_sid === params.sid))
        return bad('cannot delete voip carrier with active phone numbers', 422);
      db.carriers = db.carriers.filter((c) => c.voip_carrier_sid !== params.sid);
      return noContent();
    }),
    http.get(apiUrl('/PredefinedCarriers'), () => HttpResponse.json(db.predefined)),
    ...[
      '/ServiceProviders/:owner/PredefinedCarriers/:template',
      '/Accounts/:owner/PredefinedCarriers/:template',
    ].map((path) =>
      http.post(apiUrl(path), ({ params }) => {
        const template = db.predefined.find((t) => t.predefined_carrier_sid === params.template);
        if (!template) return bad('Not Found', 404);
        const sid = newSid();
        db.carriers.push(makeCarrier({ voip_carrier_sid: sid, name: template.name }));
        db.sipGateways.push(makeSipGateway(sid, { ipv4: '54.172.60.0', netmask: 30, outbound: 0 }));
        return created(sid);
      }),
    ),
    http.get(apiUrl('/Sbcs'), () =>
      HttpResponse.json([{ sbc_address_sid: newSid(), ipv4: '203.0.113.5', port: 5060 }]),
    ),
    http.get(apiUrl('/Smpps'), () => HttpResponse.json([])),
    // gateways
    ...(['sip', 'smpp'] as const).flatMap((kind) => {
      const base = kind === 'sip' ? '/SipGateways' : '/SmppGateways';
      const key = kind === 'sip' ? 'sip_gateway_sid' : 'smpp_gateway_sid';
      const list = () =>
        (kind === 'sip' ? db.sipGateways : db.smppGateways) as unknown as Array<Record<string, unknown>>;
      return [
        http.get(apiUrl(base), ({ request }) => {
          const carrier = new URL(request.url).searchParams.get('voip_carrier_sid');
          if (!carrier) return bad('missing voip_carrier_sid');
          return HttpResponse.json(list().filter((g) => g.voip_carrier_sid === carrier));
        }),
        http.post(apiUrl(base), async ({ request }) => {
          const { body } = await readRequest(request);
          const sid = newSid();
          const row = { ...body, [key]: sid };
          for (const flag of ['inbound', 'outbound', 'is_active', 'pad_crypto', 'use_tls', 'is_primary'])
            if (typeof row[flag] === 'boolean') row[flag] = row[flag] ? 1 : 0;
          list().push(row);
          return created(sid);
        }),
        http.put(apiUrl(`${base}/:sid`), async ({ request, params }) => {
          const { body } = await readRequest(request);
          const row = list().find((g) => g[key] === params.sid);
          if (!row) return bad(`invalid ${key}`);
          Object.assign(row, body);
          return noContent();
        }),
        http.delete(apiUrl(`${base}/:sid`), ({ params }) => {
          if (kind === 'sip') db.sipGateways = db.sipGateways.filter((g) => g.sip_gateway_sid !== params.sid);
          else db.smppGateways = db.smppGateways.filter((g) => g.smpp_gateway_sid !== params.sid);
          return noContent();
        }),
      ];
    }),
    // phone numbers
    http.get(apiUrl('/PhoneNumbers'), ({ request }) => {
      const url = new URL(request.url);
      const account = url.searchParams.get('account_sid');
      const carrier = url.searchParams.get('voip_carrier_sid');
      const filter = (url.searchParams.get('filter') ?? '').toLowerCase();
      const rows = db.numbers
        .filter((n) => !account || n.account_sid === account)
        .filter((n) => !carrier || n.voip_carrier_sid === carrier)
        .filter(
          (n) => !filter || n.number.includes(filter) || (n.description ?? '').toLowerCase().includes(filter),
        )
        .sort((a, b) => a.number.localeCompare(b.number));
      return HttpResponse.json(url.searchParams.has('page') ? pagedBody(rows, url) : rows);
    }),
    http.get(apiUrl('/PhoneNumbers/:sid'), ({ params }) => {
      const number = db.numbers.find((n) => n.phone_number_sid === params.sid);
      return number ? HttpResponse.json(number) : bad('phone number not found', 404);
    }),
    http.post(apiUrl('/PhoneNumbers'), async ({ request }) => {
      const { body } = await readRequest(request);
      const number = String(body.number).replace(/^\+/, '');
      if (db.numbers.some((n) => n.number === number))
        return bad('The phone number you have entered is already in use.', 422);
      const sid = newSid();
      db.numbers.push(makeNumber({ ...(body as Partial<PhoneNumber>), number, phone_number_sid: sid }));
      return created(sid);
    }),
    http.put(apiUrl('/PhoneNumbers/:sid'), async ({ request, params }) => {
      const { body } = await readRequest(request);
      const number = db.numbers.find((n) => n.phone_number_sid === params.sid);
      if (!number) return bad('phone number not found', 404);
      Object.assign(number, body);
      return noContent();
    }),
    http.delete(apiUrl('/PhoneNumbers/:sid'), ({ params }) => {
      db.numbers = db.numbers.filter((n) => n.phone_number_sid !== params.sid);
      return noContent();
    }),
    // Microsoft Teams tenants
    http.get(apiUrl('/MicrosoftTeamsTenants'), () => HttpResponse.json(db.tenants)),
    http.get(apiUrl('/MicrosoftTeamsTenants/:sid'), ({ params }) => {
      const tenant = db.tenants.find((t) => t.ms_teams_tenant_sid === params.sid);
      return tenant ? HttpResponse.json(tenant) : bad('Not Found', 404);
    }),
    http.post(apiUrl('/MicrosoftTeamsTenants'), async ({ request }) => {
      const { body } = await readRequest(request);
      const sid = newSid();
      db.tenants.push({ ...(body as unknown as MsTeamsTenant), ms_teams_tenant_sid: sid });
      return created(sid);
    }),
    http.put(apiUrl('/MicrosoftTeamsTenants/:sid'), async ({ request, params }) => {
      const { body } = await readRequest(request);
      Object.assign(db.tenants.find((t) => t.ms_teams_tenant_sid === params.sid) ?? {}, body);
      return noContent();
    }),
    http.delete(apiUrl('/MicrosoftTeamsTenants/:sid'), ({ params }) => {
      db.tenants = db.tenants.filter((t) => t.ms_teams_tenant_sid !== params.sid);
      return noContent();
    }),
    // outbound call routing
    http.get(apiUrl('/Lcrs'), () =>
      HttpResponse.json(
        db.lcrs.map((l) => ({
          ...l,
          number_routes: db.routes.filter((r) => r.lcr_sid === l.lcr_sid).length,
        })),
      ),
    ),
    http.get(apiUrl('/Lcrs/:sid'), ({ params }) => {
      const lcr = db.lcrs.find((l) => l.lcr_sid === params.sid);
      return lcr ? HttpResponse.json(lcr) : bad('Not Found', 404);
    }),
    http.post(apiUrl('/Lcrs'), async ({ request }) => {
      const { body } = await readRequest(request);
      const sid = newSid();
      db.lcrs.push({ ...(body as unknown as Lcr), lcr_sid: sid, is_active: body.is_active ? 1 : 0 });
      return created(sid);
    }),
    http.put(apiUrl('/Lcrs/:sid'), async ({ request, params }) => {
      const { body } = await readRequest(request);
      Object.assign(db.lcrs.find((l) => l.lcr_sid === params.sid) ?? {}, body);
      return noContent();
    }),
    http.delete(apiUrl('/Lcrs/:sid'), ({ params }) => {
      db.lcrs = db.lcrs.filter((l) => l.lcr_sid !== params.sid);
      db.routes = db.routes.filter((r) => r.lcr_sid !== params.sid);
      return noContent();
    }),
    http.get(apiUrl('/LcrRoutes'), ({ request }) => {
      const lcrSid = new URL(request.url).searchParams.get('lcr_sid');
      return HttpResponse.json(
        db.routes.filter((r) => r.lcr_sid === lcrSid).sort((a, b) => a.priority - b.priority),
      );
    }),
    ...(['post', 'put'] as const).map((method) =>
      http[method](apiUrl('/Lcrs/:sid/Routes'), async ({ request, params }) => {
        const items = (await request.clone().json()) as Array<LcrRoute & { lcr_route_sid?: string }>;
        for (const item of items) {
          const existing = item.lcr_route_sid
            ? db.routes.find((r) => r.lcr_route_sid === item.lcr_route_sid)
            : null;
          const routeSid = existing?.lcr_route_sid ?? newSid();
          const entries = (item.lcr_carrier_set_entries ?? []).map((e) => ({
            lcr_carrier_set_entry_sid: e.lcr_carrier_set_entry_sid ?? newSid(),
            lcr_route_sid: routeSid,
            voip_carrier_sid: e.voip_carrier_sid,
            workload: 1,
            priority: e.priority ?? 0,
          }));
          const route = {
            ...item,
            lcr_route_sid: routeSid,
            lcr_sid: String(params.sid),
            lcr_carrier_set_entries: entries,
          };
          if (existing) Object.assign(existing, route);
          else db.routes.push(route);
        }
        return noContent();
      }),
    ),
    http.delete(apiUrl('/LcrRoutes/:sid'), ({ params }) => {
      db.routes = db.routes.filter((r) => r.lcr_route_sid !== params.sid);
      return noContent();
    }),
    // SIP clients
    http.get(apiUrl('/Clients'), () => HttpResponse.json(db.clients)),
    http.post(apiUrl('/Accounts/:sid/RegisteredSipUsers'), async ({ request, params }) => {
      const account = db.accounts.find((a) => a.account_sid === params.sid);
      if (!account) return bad(`account not found for sid ${String(params.sid)}`);
      if (!account.sip_realm) return bad('account does not have sip_realm configuration');
      const { body } = await readRequest(request);
      const names = Array.isArray(body) ? (body as string[]) : [];
      return HttpResponse.json(
        names.map((name) => {
          const found = db.registered.find((r) => r.account_sid === account.account_sid && r.name === name);
          if (!found)
            return { name, contact: null, expiryTime: 0, protocol: null, registered_status: 'inactive' };
          const { account_sid: _account, ...user } = found;
          return { ...user, registered_status: 'active' };
        }),
      );
    }),
    http.get(apiUrl('/Clients/:sid'), ({ params }) => {
      const client = db.clients.find((c) => c.client_sid === params.sid);
      return client ? HttpResponse.json(client) : new HttpResponse('Not Found', { status: 404 });
    }),
    http.post(apiUrl('/Clients'), async ({ request }) => {
      const { body } = await readRequest(request);
      if (db.clients.some((c) => c.username === body.username && c.account_sid === body.account_sid))
        return bad("the client's username already exists");
      const sid = newSid();
      const password = String(body.password ?? '');
      db.clients.push({
        ...(body as unknown as Client),
        client_sid: sid,
        password: password[0] + 'X'.repeat(password.length - 1),
      });
      return created(sid);
    }),
    http.put(apiUrl('/Clients/:sid'), async ({ request, params }) => {
      const { body } = await readRequest(request);
      Object.assign(db.clients.find((c) => c.client_sid === params.sid) ?? {}, body);
      return noContent();
    }),
    http.delete(apiUrl('/Clients/:sid'), ({ params }) => {
      db.clients = db.clients.filter((c) => c.client_sid !== params.sid);
      return noContent();
    }),
  ];
  return { db, handlers, ...log };
}

export type TelephonyFakeApi = ReturnType<typeof createFakeApi>;
