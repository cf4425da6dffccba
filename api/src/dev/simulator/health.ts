// The SBC's side of the simulated platform: its OPTIONS pings to every gateway it pings (once a minute), the
// REGISTERs of the carriers that register (every 30 minutes, every 5 while they fail), and the SIP clients
// registered with its registrar — written through the telephony area's recorder, as the ingest path writes them.
// One carrier per service provider has bad periods (outages.ts): its pings go unanswered and its REGISTERs time out
// for 40 minutes, then it comes back. A carrier whose REGISTERs were refused (401, 403, 404) stays refused: its
// credentials are wrong. The history covers the last 24 hours of the simulated days; `startLiveHealth` goes on in
// real time.
import type { GatewayPing, RegisterStatus, RegistrationAttempt } from '@switchboard/shared/types';
import { HEALTH_WINDOW_MS } from '@switchboard/shared/validation';
import type { Store } from '../../db/store';
import { ArtefactRepository } from '../../areas/observability';
import { HealthRecorder, SipRegistrationRepository } from '../../areas/telephony';
import { Random } from '../../lib/random';
import { inOutage, outageCarriers } from './outages';
import { SBC, ipOf } from './platform';
import { registerDialog } from './sip';

const MIN = 60_000;
export const PING_EVERY_MS = MIN;
const REGISTER_EVERY_MS = 30 * MIN;
const RETRY_EVERY_MS = 5 * MIN;
const REGISTER_EXPIRES = 3600;
const DEVICE_EXPIRES = 3600;

export interface HealthResult {
  pings: number;
  registrations: number;
  devices: number;
}

interface PingedGateway {
  sip_gateway_sid: string;
  voip_carrier_sid: string;
}

interface RegisteringCarrier {
  voip_carrier_sid: string;
  service_provider_sid: string | null;
  register_username: string | null;
  register_sip_realm: string | null;
  register_status: string | null;
  ipv4: string | null;
  port: number | null;
}

const pingedGateways = (store: Store) =>
  store.all<PingedGateway>(
    `SELECT g.sip_gateway_sid, g.voip_carrier_sid FROM sip_gateways g
       JOIN voip_carriers vc ON vc.voip_carrier_sid = g.voip_carrier_sid
      WHERE vc.is_active = 1 AND g.is_active = 1 AND g.outbound = 1 AND g.send_options_ping = 1
      ORDER BY g.sip_gateway_sid`,
  );

const registeringCarriers = (store: Store) =>
  store.all<RegisteringCarrier>(
    `SELECT vc.voip_carrier_sid, vc.service_provider_sid, vc.register_username, vc.register_sip_realm,
            vc.register_status,
            (SELECT ipv4 FROM sip_gateways g WHERE g.voip_carrier_sid = vc.voip_carrier_sid AND g.outbound = 1
              ORDER BY g.rowid LIMIT 1) AS ipv4,
            (SELECT port FROM sip_gateways g WHERE g.voip_carrier_sid = vc.voip_carrier_sid AND g.outbound = 1
              ORDER BY g.rowid LIMIT 1) AS port
       FROM voip_carriers vc WHERE vc.is_active = 1 AND vc.requires_register = 1 ORDER BY vc.voip_carrier_sid`,
  );

/** One ping's outcome: no answer or 503 in an outage, else 200 (a lost packet now and then). */
function ping(rnd: Random, outage: boolean, time: number) {
  const status = outage ? (rnd.chance(0.6) ? null : 503) : rnd.chance(0.002) ? null : 200;
  return { time, status, rtt_ms: status === null ? null : Math.max(4, Math.round(rnd.logNormal(36, 0.35))) };
}

/** Were the carrier's credentials refused (its last REGISTER answered 401, 403 or 404)? */
function refused(status: string | null): string | null {
  try {
    const parsed = status ? (JSON.parse(status) as RegisterStatus) : {};
    return parsed.status === 'fail' && /^40[134]\b/.test(parsed.reason ?? '')
      ? (parsed.reason as string)
      : null;
  } catch {
    return null;
  }
}

function attempt(
  rnd: Random,
  time: number,
  outcome: 'ok' | 'timeout' | { refused: string },
): RegistrationAttempt {
  const callId = `${rnd.hex(12)}@${SBC.ip}`;
  if (outcome === 'ok')
    return {
      time,
      status: 'ok',
      sip_status: 200,
      reason: '200 OK',
      expires: REGISTER_EXPIRES,
      call_id: callId,
    };
  if (outcome === 'timeout')
    return {
      time,
      status: 'fail',
      sip_status: 408,
      reason: '408 Request Timeout',
      expires: null,
      call_id: callId,
    };
  const code = Number(outcome.refused.slice(0, 3));
  return { time, status: 'fail', sip_status: code, reason: outcome.refused, expires: null, call_id: callId };
}

/** The REGISTER dialog of a carrier's last attempt, as the capture agent saw it (the carrier's register pcap). */
function captureLast(
  store: Store,
  carrier: RegisteringCarrier,
  last: RegistrationAttempt,
  rnd: Random,
): void {
  const messages = registerDialog(
    {
      sipCallId: last.call_id as string,
      sbc: SBC,
      registrar: {
        ip: ipOf(carrier.ipv4 ?? carrier.register_sip_realm ?? 'registrar'),
        port: carrier.port ?? 5060,
      },
      username: carrier.register_username ?? 'trunk',
      realm: carrier.register_sip_realm ?? ipOf(carrier.ipv4 ?? 'registrar'),
      at: last.time,
      expires: REGISTER_EXPIRES,
      final: last.sip_status ?? 408,
    },
    rnd,
  );
  new ArtefactRepository(store).putSipCapture(
    {
      sip_callid: last.call_id as string,
      method: 'register',
      account_sid: null,
      service_provider_sid: carrier.service_provider_sid,
      messages,
    },
    last.time,
  );
}

/** A carrier's REGISTERs from `start` to `until`: renewed every 30 minutes, retried every 5 while they fail. */
function carrierAttempts(
  carrier: RegisteringCarrier & { outage: boolean },
  rnd: Random,
  start: number,
  until: number,
): RegistrationAttempt[] {
  const wrong = refused(carrier.register_status);
  const attempts: RegistrationAttempt[] = [];
  const model = { sid: carrier.voip_carrier_sid, outage: carrier.outage };
  for (let t = start + rnd.int(0, RETRY_EVERY_MS); t <= until;) {
    const outcome = inOutage(model, t) ? 'timeout' : wrong ? { refused: wrong } : 'ok';
    attempts.push(attempt(rnd, Math.round(t), outcome));
    t += outcome === 'ok' ? REGISTER_EVERY_MS : RETRY_EVERY_MS;
  }
  return attempts;
}

const USER_AGENTS = [
  'Zoiper rv2.10.20.4',
  'Linphone/5.2.5 (belle-sip/5.2.0)',
  'Yealink SIP-T46U 108.86.0.45',
  'Grandstream GXP2170 1.0.11.40',
  'MicroSIP/3.21.3',
  'Bria 6.7.1 release',
  'PolycomVVX-VVX_450-UA/6.4.3.5018',
];

/** A device's REGISTER as the registrar keeps it. */
function device(rnd: Random, client: { username: string; sip_realm: string }, at: number) {
  const protocol = rnd.weighted([
    ['udp', 6],
    ['tcp', 1],
    ['tls', 1],
    ['wss', 2],
  ] as const);
  const ip = `203.0.113.${rnd.int(2, 250)}`;
  const port = protocol === 'wss' ? 443 : rnd.int(5060, 62000);
  return {
    sip_realm: client.sip_realm,
    username: client.username,
    contact: `sip:${client.username}@${ip}:${port};transport=${protocol === 'wss' ? 'ws' : protocol}`,
    expiry_time: at + DEVICE_EXPIRES * 1000,
    protocol,
    sbc_address: `${SBC.ip}:${SBC.port}`,
    proxy: `sip:${ip}:${port}`,
    user_agent: protocol === 'wss' ? 'JsSIP 3.10.1' : rnd.pick(USER_AGENTS),
    registered_at: at,
  };
}

const registeringClients = (store: Store) =>
  store.all<{ username: string; account_sid: string; sip_realm: string }>(
    `SELECT c.username, c.account_sid, a.sip_realm FROM clients c JOIN accounts a ON a.account_sid = c.account_sid
      WHERE c.is_active = 1 AND a.sip_realm IS NOT NULL ORDER BY c.account_sid, c.username`,
  );

/**
 * The SBC's reports of the last 24 hours up to `until` (at most `since`): pings and REGISTERs kept in the health
 * history, and three in four active SIP clients registered at `until`. The same seed gives the same reports.
 */
export function simulateHealth(
  store: Store,
  options: { seed: number; since: number; until: number },
): HealthResult {
  const start = Math.max(options.since, options.until - HEALTH_WINDOW_MS);
  const outages = outageCarriers(store);
  const recorder = new HealthRecorder(store);
  const result: HealthResult = { pings: 0, registrations: 0, devices: 0 };
  for (const gw of pingedGateways(store)) {
    const rnd = new Random(`${options.seed}:ping:${gw.sip_gateway_sid}`);
    const carrier = { sid: gw.voip_carrier_sid, outage: outages.has(gw.voip_carrier_sid) };
    const pings: GatewayPing[] = [];
    for (let t = start + rnd.int(0, PING_EVERY_MS - 1); t <= options.until; t += PING_EVERY_MS)
      pings.push(ping(rnd, inOutage(carrier, t), Math.round(t)));
    result.pings += store.transaction(() => recorder.gatewayPings(gw.sip_gateway_sid, pings));
  }
  for (const carrier of registeringCarriers(store)) {
    const rnd = new Random(`${options.seed}:register:${carrier.voip_carrier_sid}`);
    const attempts = carrierAttempts(
      { ...carrier, outage: outages.has(carrier.voip_carrier_sid) },
      rnd,
      start,
      options.until,
    );
    if (!attempts.length) continue;
    result.registrations += store.transaction(() => {
      const added = recorder.carrierRegistrations(carrier.voip_carrier_sid, attempts);
      captureLast(store, carrier, attempts[attempts.length - 1], rnd);
      return added;
    });
  }
  const registrar = new SipRegistrationRepository(store);
  store.transaction(() => {
    for (const client of registeringClients(store)) {
      const rnd = new Random(`${options.seed}:device:${client.account_sid}:${client.username}`);
      if (!rnd.chance(0.75)) continue;
      registrar.put(device(rnd, client, options.until - rnd.int(0, 30 * MIN)));
      result.devices += 1;
    }
  });
  return result;
}

/**
 * The SBC in real time, for the development server: every minute a ping to each pinged gateway, the REGISTERs
 * that are due, and the devices re-registering before they expire. Returns the stop function.
 */
export function startLiveHealth(store: Store, options: { seed: number; now?: () => number }): () => void {
  const now = options.now ?? Date.now;
  const rnd = new Random(`${options.seed}:live-health:${now()}`);
  const recorder = new HealthRecorder(store);
  const registrar = new SipRegistrationRepository(store);
  const tick = () => {
    try {
      const at = now();
      const outages = outageCarriers(store);
      store.transaction(() => {
        for (const gw of pingedGateways(store))
          recorder.gatewayPings(gw.sip_gateway_sid, [
            ping(
              rnd,
              inOutage({ sid: gw.voip_carrier_sid, outage: outages.has(gw.voip_carrier_sid) }, at),
              at,
            ),
          ]);
        for (const carrier of registeringCarriers(store)) {
          const last = (JSON.parse(carrier.register_status ?? '{}') ?? {}) as RegisterStatus;
          const lastAt = last.timestamp ? Date.parse(last.timestamp) : 0;
          const due = lastAt + (last.status === 'ok' ? REGISTER_EVERY_MS : RETRY_EVERY_MS);
          if (at < due) continue;
          const wrong = refused(carrier.register_status);
          const outage = inOutage(
            { sid: carrier.voip_carrier_sid, outage: outages.has(carrier.voip_carrier_sid) },
            at,
          );
          const made = attempt(rnd, at, outage ? 'timeout' : wrong ? { refused: wrong } : 'ok');
          recorder.carrierRegistrations(carrier.voip_carrier_sid, [made]);
          captureLast(store, carrier, made, rnd);
        }
        for (const row of registrar.expiringBefore(at + 10 * MIN))
          registrar.put({ ...row, expiry_time: at + DEVICE_EXPIRES * 1000, registered_at: at });
      });
    } catch (error) {
      console.error('live traffic: could not write the SBC’s reports', error);
    }
  };
  const timer = setInterval(tick, PING_EVERY_MS);
  tick();
  return () => clearInterval(timer);
}
