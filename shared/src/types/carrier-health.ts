// Carrier health (Switchboard's addition, `carrier-health`): what the SBC reports of its SIP gateways' OPTIONS pings
// and of the carriers' outbound registrations, kept for a bounded time, and the registered SIP clients of an account
// (`RegisteredSipUsers`, which jambonz serves from its registrar in Redis). docs/product/telephony.md#carrier-health
import type { IsoDate, Sid } from './common';

/** A gateway's reachability: the last OPTIONS ping answered 200 (up), answered otherwise or not at all (down). */
export type GatewayState = 'up' | 'down' | 'not_pinged';

/** A carrier's outbound registration (the 'Registration status' chips). */
export type RegistrationState = 'registered' | 'unregistered' | 'not started';

/** A carrier's health as a whole, for sorting the worst first. */
export type CarrierLevel = 'down' | 'degraded' | 'unknown' | 'up' | 'inactive';

/** One OPTIONS ping as the SBC reports it: `status` null when nothing answered. */
export interface GatewayPing {
  /** ms since the epoch */
  time: number;
  status: number | null;
  rtt_ms: number | null;
}

/** One REGISTER of a carrier as the SBC reports it. */
export interface RegistrationAttempt {
  /** ms since the epoch */
  time: number;
  status: 'ok' | 'fail';
  /** the final response's status; null when nothing answered */
  sip_status: number | null;
  /** '200 OK', '403 Forbidden', 'timeout' */
  reason: string | null;
  /** seconds the registration lasts (a successful one) */
  expires: number | null;
  call_id: string | null;
}

/** A stretch of time in one state (the 24-hour strip). */
export interface HealthSegment<S extends string> {
  state: S;
  /** ms since the epoch */
  start: number;
  end: number;
}

export interface GatewayHealth {
  sip_gateway_sid: Sid;
  ipv4: string;
  port: number | null;
  protocol: string | null;
  outbound: 0 | 1;
  is_active: 0 | 1;
  send_options_ping: 0 | 1;
  state: GatewayState;
  /** when it came to this state (null: not pinged) */
  since: IsoDate | null;
  last_ping_at: IsoDate | null;
  last_status: number | null;
  last_rtt_ms: number | null;
}

export interface CarrierRegistrationHealth {
  state: RegistrationState;
  since: IsoDate | null;
  last_attempt_at: IsoDate | null;
  last_status: number | null;
  reason: string | null;
  /** when the last successful registration runs out */
  expires_at: IsoDate | null;
}

/** One carrier on the Carrier health page (`GET …/CarrierHealth`). */
export interface CarrierHealth {
  voip_carrier_sid: Sid;
  name: string;
  account_sid: Sid | null;
  is_active: 0 | 1;
  requires_register: 0 | 1;
  level: CarrierLevel;
  gateways: GatewayHealth[];
  /** null when the carrier does not register */
  registration: CarrierRegistrationHealth | null;
  /** the CDRs of the last hour that name the carrier as their trunk */
  calls_last_hour: number;
  answered_last_hour: number;
  /** answered ÷ calls, 0–100, one decimal; null without calls */
  asr: number | null;
}

export interface CarrierHealthList {
  generated_at: IsoDate;
  carriers: CarrierHealth[];
}

/** `GET /VoipCarriers/:sid/Health`: the carrier's state and its last 24 hours. */
export interface CarrierHealthHistory {
  carrier: CarrierHealth;
  window: { start: IsoDate; end: IsoDate };
  gateways: Array<{
    sip_gateway_sid: Sid;
    segments: HealthSegment<GatewayState>[];
    /** the newest pings first */
    recent: GatewayPing[];
    pings: number;
    failed: number;
  }>;
  registration: {
    segments: HealthSegment<RegistrationState>[];
    /** the newest attempts first */
    recent: RegistrationAttempt[];
    attempts: number;
    failed: number;
  } | null;
}

/**
 * A registered SIP client as `POST /Accounts/:sid/RegisteredSipUsers` (with usernames) and
 * `GET …/RegisteredSipUsers/:client` answer: what the SBC's registrar keeps (jambonz: Redis). `user_agent` is
 * Switchboard's (jambonz's registrar does not keep it).
 */
export interface RegisteredSipUser {
  name: string;
  contact: string | null;
  /** ms since the epoch when the registration runs out; 0 when not registered */
  expiryTime: number;
  protocol: string | null;
  sbcAddress?: string;
  proxy?: string | null;
  user_agent?: string | null;
  registered_status: 'active' | 'inactive';
}
