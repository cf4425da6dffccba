// The telephony part of `--demo`: for each demo service provider, carriers with SIP (and SMPP) gateways, the
// outbound ones pinged — one registering with a live REGISTER status, one whose registration fails, an account's
// own — phone numbers with descriptions spread over the accounts and their applications, an outbound call routing
// table per service provider and one for an account, SIP clients on every account (they all have SIP realms), and
// a Microsoft Teams tenant where the service provider has a Teams FQDN. The observability area's traffic simulator
// uses the numbers, carriers and routing. Called inside seedDemo's transaction.
import type { AppContext } from '../../context';
import { newSid } from '../../lib/ids';

interface DemoCarrier {
  name: string;
  account?: number;
  columns?: Record<string, unknown>;
  sip: Array<[ipv4: string, port: number | null, inbound: 0 | 1, outbound: 0 | 1, netmask?: number]>;
  smpp?: Array<[ipv4: string, port: number, inbound: 0 | 1, outbound: 0 | 1]>;
}

const CARRIERS: DemoCarrier[] = [
  {
    name: 'Twilio Elastic SIP',
    columns: { e164_leading_plus: 1 },
    sip: [
      ['54.172.60.0', 5060, 1, 0, 30],
      ['54.244.51.0', 5060, 1, 0, 30],
      ['{slug}.pstn.twilio.example', null, 0, 1],
    ],
  },
  {
    name: 'Voxtelesys UK',
    columns: {
      requires_register: 1,
      register_username: '{slug}-uk',
      register_password: 'demo-register-secret',
      register_sip_realm: 'sip.voxtelesys.example',
      dtmf_type: 'rfc2833',
      tech_prefix: '9901',
    },
    sip: [['sip.voxtelesys.example', 5060, 0, 1]],
    smpp: [
      ['smpp.voxtelesys.example', 2775, 0, 1],
      ['198.51.100.40', 2775, 1, 0],
    ],
  },
  {
    name: 'Backup Carrier EU',
    columns: {
      requires_register: 1,
      register_username: '{slug}-eu',
      register_password: 'demo-register-secret-2',
      register_sip_realm: 'eu.backup-carrier.example',
      outbound_sip_proxy: 'sip:proxy.backup-carrier.example:5060',
    },
    sip: [
      ['eu.backup-carrier.example', 5061, 0, 1],
      ['198.51.100.77', 5060, 1, 0],
    ],
  },
  {
    name: 'Support BYOC trunk',
    account: 0,
    columns: { diversion: '+15550109999' },
    sip: [['203.0.113.90', 5080, 1, 1]],
  },
];

const DESCRIPTIONS = [
  'Main line',
  'Support hotline',
  'Sales',
  'After hours',
  'Marketing campaign',
  'Fax replacement',
];

export function seedTelephonyDemo(ctx: AppContext, serviceProviderNames: string[]): void {
  const { store, box } = ctx;
  let numberSeq = 15557200100;
  for (const [spIndex, spName] of serviceProviderNames.entries()) {
    const sp = store.get<{ service_provider_sid: string; ms_teams_fqdn: string | null }>(
      'SELECT service_provider_sid, ms_teams_fqdn FROM service_providers WHERE name = ?',
      spName,
    );
    if (!sp) continue;
    const slug = spName.toLowerCase().replace(/[^a-z]+/g, '-');
    const accounts = store.all<{ account_sid: string; name: string }>(
      'SELECT account_sid, name FROM accounts WHERE service_provider_sid = ? ORDER BY created_at, rowid',
      sp.service_provider_sid,
    );
    const carriers: string[] = [];
    for (const [index, demo] of CARRIERS.entries()) {
      const sid = newSid();
      carriers.push(sid);
      const account = demo.account !== undefined ? accounts[demo.account] : undefined;
      const columns = Object.fromEntries(
        Object.entries(demo.columns ?? {}).map(([k, v]) => [
          k,
          typeof v === 'string' ? v.replace('{slug}', slug) : v,
        ]),
      );
      // the SBC's last word on the registering trunks: one registered, one refused
      if (columns.requires_register)
        columns.register_status = JSON.stringify(
          index === 1
            ? { status: 'ok', reason: '200 OK', cseq: 42, callId: `${slug}-reg-${newSid().slice(0, 8)}` }
            : {
                status: 'fail',
                reason: '403 Forbidden',
                cseq: 7,
                callId: `${slug}-reg-${newSid().slice(0, 8)}`,
              },
        );
      store.insert('voip_carriers', {
        voip_carrier_sid: sid,
        name: account ? `${account.name} ${demo.name}` : demo.name,
        service_provider_sid: sp.service_provider_sid,
        account_sid: account?.account_sid ?? null,
        ...columns,
      });
      for (const [ipv4, port, inbound, outbound, netmask = 32] of demo.sip)
        store.insert('sip_gateways', {
          sip_gateway_sid: newSid(),
          ipv4: ipv4.replace('{slug}', slug),
          port,
          inbound,
          outbound,
          netmask,
          protocol: port === 5061 ? 'tls' : 'udp',
          // the SBC pings the gateways calls go out through (Carrier health shows what they answer)
          send_options_ping: outbound,
          voip_carrier_sid: sid,
        });
      for (const [ipv4, port, inbound, outbound] of demo.smpp ?? [])
        store.insert('smpp_gateways', {
          smpp_gateway_sid: newSid(),
          ipv4,
          port,
          inbound,
          outbound,
          is_primary: outbound,
          voip_carrier_sid: sid,
        });
    }

    for (const [accountIndex, account] of accounts.entries()) {
      const apps = store.all<{ application_sid: string }>(
        'SELECT application_sid FROM applications WHERE account_sid = ? ORDER BY name',
        account.account_sid,
      );
      // numbers on the shared carriers (and the first account's own trunk), some routed to applications
      for (let n = 0; n < 12; n += 1) {
        const carrier = accountIndex === 0 && n % 4 === 3 ? carriers[3] : carriers[n % 3];
        store.insert('phone_numbers', {
          phone_number_sid: newSid(),
          number: String(numberSeq++),
          voip_carrier_sid: carrier,
          account_sid: account.account_sid,
          service_provider_sid: sp.service_provider_sid,
          application_sid: n % 3 === 2 || apps.length === 0 ? null : apps[n % apps.length].application_sid,
          description: n < DESCRIPTIONS.length ? `${account.name} ${DESCRIPTIONS[n]}` : null,
        });
      }
      for (const [username, password] of [
        ['alice', 'demo-alice-1'],
        ['bob', 'demo-bob-22'],
        ['reception', 'demo-desk-333'],
      ])
        store.insert('clients', {
          client_sid: newSid(),
          account_sid: account.account_sid,
          username,
          password: box.encrypt(password),
          is_active: username === 'reception' ? 0 : 1,
          allow_direct_queue_calling: username === 'bob' ? 0 : 1,
        });
    }

    // the service provider's outbound routing: by destination prefix, falling back to its first trunk
    addLcr(
      store,
      { name: `${spName} routing`, service_provider_sid: sp.service_provider_sid },
      [
        ['^44', 'United Kingdom', carriers[1]],
        ['^1', 'North America', carriers[0]],
        ['^33|^49', 'France and Germany', carriers[2]],
      ],
      carriers[0],
    );
    // and one account that routes on its own
    if (accounts[1] && spIndex === 0)
      addLcr(
        store,
        { name: `${accounts[1].name} routing`, account_sid: accounts[1].account_sid },
        [['^1800', 'Toll free', carriers[0]]],
        carriers[2],
      );

    if (sp.ms_teams_fqdn && accounts[0]) {
      const app = store.get<{ application_sid: string }>(
        'SELECT application_sid FROM applications WHERE account_sid = ? ORDER BY name LIMIT 1',
        accounts[0].account_sid,
      );
      store.insert('ms_teams_tenants', {
        ms_teams_tenant_sid: newSid(),
        service_provider_sid: sp.service_provider_sid,
        account_sid: accounts[0].account_sid,
        application_sid: app?.application_sid ?? null,
        tenant_fqdn: `${slug}-support.teams-demo.example.com`,
      });
    }
  }
}

function addLcr(
  store: AppContext['store'],
  owner: { name: string; service_provider_sid?: string; account_sid?: string },
  routes: Array<[regex: string, description: string, carrier: string]>,
  fallback: string,
): void {
  const lcr = newSid();
  store.insert('lcr', {
    lcr_sid: lcr,
    name: owner.name,
    is_active: 1,
    service_provider_sid: owner.service_provider_sid ?? null,
    account_sid: owner.account_sid ?? null,
  });
  const entry = (route: string, carrier: string) => {
    const sid = newSid();
    store.insert('lcr_carrier_set_entry', {
      lcr_carrier_set_entry_sid: sid,
      lcr_route_sid: route,
      voip_carrier_sid: carrier,
    });
    return sid;
  };
  routes.forEach(([regex, description, carrier], priority) => {
    const route = newSid();
    store.insert('lcr_routes', { lcr_route_sid: route, lcr_sid: lcr, regex, description, priority });
    entry(route, carrier);
  });
  const defaultRoute = newSid();
  store.insert('lcr_routes', {
    lcr_route_sid: defaultRoute,
    lcr_sid: lcr,
    regex: '.*',
    description: 'System Default Route',
    priority: 9999,
  });
  store.update('lcr', 'lcr_sid', lcr, { default_carrier_set_entry_sid: entry(defaultRoute, fallback) });
}
