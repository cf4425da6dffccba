// The platform the simulator plays: its accounts as the database describes them, each with the numbers calls arrive
// on, the carriers they go through (an account without one borrows a predefined carrier) and the applications that
// answer them; and the SBC and feature servers the calls pass.
import type { RoutingTable } from '@switchboard/shared/validation';
import type { Store } from '../../db/store';
import { Random } from '../../lib/random';
import { outageCarriers } from './outages';
import type { Endpoint } from './sip';

export const SBC: Endpoint = { ip: '198.51.100.20', port: 5060 };
export const FEATURE_SERVERS = ['10.0.1.11', '10.0.1.12', '10.0.1.13'];
/** The SBC's port toward the feature servers, and theirs. */
export const SBC_INSIDE_PORT = 5062;
export const FEATURE_SERVER_SIP_PORT = 5070;

export interface CarrierModel {
  sid: string | null;
  name: string;
  gateway: Endpoint;
  requiresRegister: boolean;
  registerUser: string | null;
  registerRealm: string | null;
  /** has the simulator's bad periods (outages.ts) */
  outage: boolean;
}

export interface NumberModel {
  number: string;
  carrier: CarrierModel;
  applicationSid: string | null;
}

export interface ApplicationModel {
  sid: string;
  name: string;
  callHook: string;
  statusHook: string | null;
  ttsVendor: string;
  ttsVoice: string;
  ttsLanguage: string;
  sttVendor: string;
  record: boolean;
}

export interface AccountModel {
  index: number;
  sid: string;
  serviceProviderSid: string;
  name: string;
  recordAll: boolean;
  tracing: boolean;
  numbers: NumberModel[];
  carriers: CarrierModel[];
  applications: ApplicationModel[];
  /** the outbound call routing tables of the account and its service provider (the SBC's rule picks) */
  routing: RoutingTable[];
}

/** A dotted IPv4 for a gateway (an FQDN gets a stable documentation address: the capture needs an IP). */
export function ipOf(address: string): string {
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(address)) return address;
  let h = 0;
  for (const c of address) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return `203.0.113.${(h % 250) + 1}`;
}

/** The platform as the database describes it: accounts, their numbers, carriers and applications. */
export function loadPlatform(store: Store, onlyAccounts?: readonly string[]): AccountModel[] {
  const accounts = store
    .all<{ account_sid: string; service_provider_sid: string; name: string; record_all_calls: number }>(
      'SELECT account_sid, service_provider_sid, name, record_all_calls FROM accounts WHERE is_active = 1 ORDER BY created_at, account_sid',
    )
    .filter((a) => !onlyAccounts || onlyAccounts.includes(a.account_sid));
  const gatewayOf = (carrierSid: string): Endpoint | null => {
    const gw = store.get<{ ipv4: string; port: number | null }>(
      'SELECT ipv4, port FROM sip_gateways WHERE voip_carrier_sid = ? AND is_active = 1 ORDER BY inbound DESC, sip_gateway_sid LIMIT 1',
      carrierSid,
    );
    return gw ? { ip: ipOf(gw.ipv4), port: gw.port ?? 5060 } : null;
  };
  const carrierRows = store.all<{
    voip_carrier_sid: string;
    name: string;
    account_sid: string | null;
    service_provider_sid: string | null;
    requires_register: number;
    register_username: string | null;
    register_sip_realm: string | null;
  }>(
    'SELECT voip_carrier_sid, name, account_sid, service_provider_sid, requires_register, register_username, register_sip_realm FROM voip_carriers WHERE is_active = 1 ORDER BY created_at, voip_carrier_sid',
  );
  const outages = outageCarriers(store);
  const carrierModel = (row: (typeof carrierRows)[number]): CarrierModel | null => {
    const gateway = gatewayOf(row.voip_carrier_sid);
    return gateway
      ? {
          sid: row.voip_carrier_sid,
          name: row.name,
          gateway,
          requiresRegister: row.requires_register === 1,
          registerUser: row.register_username,
          registerRealm: row.register_sip_realm,
          outage: outages.has(row.voip_carrier_sid),
        }
      : null;
  };
  // Accounts without a carrier of their own call through a well-known one (the predefined list of a fresh install).
  const predefined = store.all<{ name: string; ipv4: string; port: number }>(
    `SELECT c.name, g.ipv4, g.port FROM predefined_carriers c JOIN predefined_sip_gateways g
       ON g.predefined_carrier_sid = c.predefined_carrier_sid WHERE g.inbound = 1 GROUP BY c.name ORDER BY c.name`,
  );
  const routing = routingTables(store);
  return accounts.map((account, index) => {
    const carriers = carrierRows
      .filter(
        (c) =>
          c.account_sid === account.account_sid ||
          (c.account_sid === null && c.service_provider_sid === account.service_provider_sid),
      )
      .map(carrierModel)
      .filter((c): c is CarrierModel => c !== null);
    if (carriers.length === 0) {
      const p = predefined.length
        ? predefined[index % predefined.length]
        : { name: 'carrier', ipv4: '203.0.113.5', port: 5060 };
      carriers.push({
        sid: null,
        name: p.name,
        gateway: { ip: ipOf(p.ipv4), port: p.port },
        requiresRegister: false,
        registerUser: null,
        registerRealm: null,
        outage: false,
      });
    }
    const byCarrier = new Map(carriers.filter((c) => c.sid).map((c) => [c.sid as string, c]));
    const numbers: NumberModel[] = store
      .all<{ number: string; voip_carrier_sid: string | null; application_sid: string | null }>(
        'SELECT number, voip_carrier_sid, application_sid FROM phone_numbers WHERE account_sid = ? ORDER BY number',
        account.account_sid,
      )
      .map((n) => ({
        number: n.number,
        carrier:
          (n.voip_carrier_sid && byCarrier.get(n.voip_carrier_sid)) ||
          (n.voip_carrier_sid &&
            (() => {
              const row = carrierRows.find((c) => c.voip_carrier_sid === n.voip_carrier_sid);
              return row ? carrierModel(row) : null;
            })()) ||
          carriers[0],
        applicationSid: n.application_sid,
      }));
    if (numbers.length === 0) {
      // no numbers yet: the account's traffic arrives on numbers of a test range (555-01xx)
      const rnd = new Random(account.account_sid);
      for (let i = 0; i < 2; i += 1)
        numbers.push({
          number: `1555${String(rnd.int(1000000, 1999999))}`,
          carrier: carriers[0],
          applicationSid: null,
        });
    }
    const applications = store
      .all<{
        application_sid: string;
        name: string;
        call_url: string | null;
        status_url: string | null;
        speech_synthesis_vendor: string;
        speech_synthesis_voice: string | null;
        speech_synthesis_language: string;
        speech_recognizer_vendor: string;
        record_all_calls: number;
      }>(
        `SELECT a.application_sid, a.name, ch.url AS call_url, sh.url AS status_url, a.speech_synthesis_vendor,
           a.speech_synthesis_voice, a.speech_synthesis_language, a.speech_recognizer_vendor, a.record_all_calls
         FROM applications a LEFT JOIN webhooks ch ON ch.webhook_sid = a.call_hook_sid
         LEFT JOIN webhooks sh ON sh.webhook_sid = a.call_status_hook_sid
         WHERE a.account_sid = ? ORDER BY a.name, a.application_sid`,
        account.account_sid,
      )
      .map((a) => ({
        sid: a.application_sid,
        name: a.name,
        callHook: a.call_url ?? `https://hooks.example.com/${a.application_sid}`,
        statusHook: a.status_url,
        ttsVendor: a.speech_synthesis_vendor,
        ttsVoice: a.speech_synthesis_voice ?? 'en-US-Standard-C',
        ttsLanguage: a.speech_synthesis_language,
        sttVendor: a.speech_recognizer_vendor,
        record: a.record_all_calls === 1,
      }));
    return {
      index,
      sid: account.account_sid,
      serviceProviderSid: account.service_provider_sid,
      name: account.name,
      recordAll: account.record_all_calls === 1,
      // one account in four has tracing switched off: its calls carry the all-zero trace id
      tracing: index % 4 !== 3,
      numbers,
      carriers,
      applications,
      routing: routing.filter(
        (t) =>
          t.lcr.account_sid === account.account_sid ||
          (!t.lcr.account_sid && t.lcr.service_provider_sid === account.service_provider_sid),
      ),
    };
  });
}

/** Every outbound call routing table with its routes and their carrier entries. */
function routingTables(store: Store): RoutingTable[] {
  const tables = store.all<RoutingTable['lcr']>(
    'SELECT lcr_sid, name, is_active, account_sid, service_provider_sid FROM lcr ORDER BY lcr_sid',
  );
  const routes = store.all<{
    lcr_sid: string;
    lcr_route_sid: string;
    regex: string;
    priority: number;
    description: string | null;
  }>(
    'SELECT lcr_sid, lcr_route_sid, regex, priority, description FROM lcr_routes ORDER BY lcr_sid, priority',
  );
  const entries = store.all<{
    lcr_carrier_set_entry_sid: string;
    lcr_route_sid: string;
    voip_carrier_sid: string;
    priority: number;
    workload: number;
  }>(
    'SELECT lcr_carrier_set_entry_sid, lcr_route_sid, voip_carrier_sid, priority, workload FROM lcr_carrier_set_entry ORDER BY priority',
  );
  return tables.map((lcr) => ({
    lcr,
    routes: routes
      .filter((r) => r.lcr_sid === lcr.lcr_sid)
      .map(({ lcr_sid: _lcr, ...route }) => ({
        ...route,
        lcr_carrier_set_entries: entries
          .filter((e) => e.lcr_route_sid === route.lcr_route_sid)
          .map((e) => ({ ...e, workload: e.workload ?? 1, priority: e.priority ?? 0 })),
      })),
  }));
}
