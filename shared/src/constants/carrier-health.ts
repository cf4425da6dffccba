// Carrier health: a gateway's reachability from its OPTIONS pings, a carrier's registration from its REGISTERs, the
// carrier's level for the worst-first list, and the texts of the Carrier health page. One rule, used by the API as
// it takes in what the SBC reports and by the portal (on a jambonz API, from the carrier's register_status alone).
// docs/product/telephony.md#carrier-health
import type {
  CarrierLevel,
  GatewayPing,
  GatewayState,
  HealthSegment,
  RegisterStatus,
  RegistrationAttempt,
  RegistrationState,
} from '@switchboard/shared/types';

/** How far back the history goes, and how long the API keeps pings and registrations (by default). */
export const HEALTH_WINDOW_MS = 24 * 3_600_000;
/**
 * A gateway not pinged for this long counts as not pinged: jambonz's SBC pings every 60 s and takes a gateway that
 * failed out of use for 300 s (`OPTIONS_PING_TTL`), after which it is used again unless a new ping fails.
 */
export const PING_STALE_MS = 5 * 60_000;
/** The only answer jambonz's SBC takes as reachable; any other answer, or none, takes the gateway out of use. */
export const PING_OK_STATUS = 200;

/** A ping's outcome. */
export const pingState = (ping: Pick<GatewayPing, 'status'>): 'up' | 'down' =>
  ping.status === PING_OK_STATUS ? 'up' : 'down';

/** Whether the SBC pings a gateway at all (jambonz: active outbound gateways with 'Send OPTIONS ping'). */
export function isPinged(gateway: {
  send_options_ping: unknown;
  outbound: unknown;
  is_active: unknown;
}): boolean {
  return Boolean(gateway.send_options_ping) && Boolean(gateway.outbound) && Boolean(gateway.is_active);
}

/** The state a gateway is in since some time, and the ping that says so last. */
export interface GatewayRun {
  state: 'up' | 'down';
  /** ms: the first ping of this state */
  since: number;
  last: GatewayPing;
}

/**
 * The run after one more ping. Pings come in time order; an older one than the last changes nothing (it is still
 * kept in the history).
 */
export function nextGatewayRun(run: GatewayRun | null, ping: GatewayPing): GatewayRun {
  if (run && ping.time < run.last.time) return run;
  const state = pingState(ping);
  return run && run.state === state ? { ...run, last: ping } : { state, since: ping.time, last: ping };
}

/** The run at the end of a history (pings in any order). */
export function gatewayRunOf(pings: readonly GatewayPing[]): GatewayRun | null {
  return [...pings].sort((a, b) => a.time - b.time).reduce<GatewayRun | null>(nextGatewayRun, null);
}

/** A gateway's state now: not pinged when the SBC does not ping it, or has not for PING_STALE_MS. */
export function gatewayStateNow(
  gateway: { send_options_ping: unknown; outbound: unknown; is_active: unknown },
  run: GatewayRun | null,
  now: number,
): GatewayState {
  if (!isPinged(gateway) || !run || run.last.time < now - PING_STALE_MS) return 'not_pinged';
  return run.state;
}

/** Adjacent stretches of one state become one; empty ones go. */
function merged<S extends string>(segments: HealthSegment<S>[]): HealthSegment<S>[] {
  const out: HealthSegment<S>[] = [];
  for (const s of segments) {
    if (s.end <= s.start) continue;
    const last = out[out.length - 1];
    if (last && last.state === s.state && last.end === s.start) last.end = s.end;
    else out.push({ ...s });
  }
  return out;
}

/**
 * A gateway's window as stretches of up / down / not pinged: each ping's outcome holds until the next ping, or for
 * PING_STALE_MS when none follows. `before` is the last ping before the window, if any.
 */
export function gatewaySegments(
  pings: readonly GatewayPing[],
  window: { start: number; end: number },
  before?: GatewayPing | null,
): HealthSegment<GatewayState>[] {
  const ordered = [...(before ? [before] : []), ...pings]
    .filter((p) => p.time < window.end)
    .sort((a, b) => a.time - b.time);
  const segments: HealthSegment<GatewayState>[] = [];
  let cursor = window.start;
  ordered.forEach((ping, index) => {
    const next = ordered[index + 1];
    const start = Math.max(ping.time, window.start);
    const end = Math.min(next ? next.time : window.end, ping.time + PING_STALE_MS, window.end);
    if (start > cursor) segments.push({ state: 'not_pinged', start: cursor, end: start });
    if (end > start) {
      segments.push({ state: pingState(ping), start, end });
      cursor = end;
    } else cursor = Math.max(cursor, start);
  });
  if (cursor < window.end) segments.push({ state: 'not_pinged', start: cursor, end: window.end });
  return merged(segments);
}

// ---------------------------------------------------------------- registrations

export const attemptState = (attempt: Pick<RegistrationAttempt, 'status'>): 'registered' | 'unregistered' =>
  attempt.status === 'ok' ? 'registered' : 'unregistered';

export interface RegistrationRun {
  state: 'registered' | 'unregistered';
  since: number;
  last: RegistrationAttempt;
}

/** The run after one more REGISTER (an older one than the last changes nothing). */
export function nextRegistrationRun(
  run: RegistrationRun | null,
  attempt: RegistrationAttempt,
): RegistrationRun {
  if (run && attempt.time < run.last.time) return run;
  const state = attemptState(attempt);
  return run && run.state === state
    ? { ...run, last: attempt }
    : { state, since: attempt.time, last: attempt };
}

export function registrationRunOf(attempts: readonly RegistrationAttempt[]): RegistrationRun | null {
  return [...attempts]
    .sort((a, b) => a.time - b.time)
    .reduce<RegistrationRun | null>(nextRegistrationRun, null);
}

/** When a successful registration runs out (ms), if it says. */
export function registrationExpiry(
  attempt: Pick<RegistrationAttempt, 'status' | 'time' | 'expires'>,
): number | null {
  return attempt.status === 'ok' && attempt.expires ? attempt.time + attempt.expires * 1000 : null;
}

/**
 * A carrier's registration now: none when it does not register; 'not started' before the SBC reports one;
 * 'unregistered' after a failed REGISTER or once a registration ran out without being renewed.
 */
export function registrationStateNow(
  carrier: { requires_register: unknown },
  run: RegistrationRun | null,
  now: number,
): RegistrationState | null {
  if (!carrier.requires_register) return null;
  if (!run) return 'not started';
  const expiry = registrationExpiry(run.last);
  if (run.state === 'registered' && expiry !== null && expiry < now) return 'unregistered';
  return run.state;
}

/** A carrier's registration window as stretches of registered / unregistered / not started. */
export function registrationSegments(
  attempts: readonly RegistrationAttempt[],
  window: { start: number; end: number },
  before?: RegistrationAttempt | null,
): HealthSegment<RegistrationState>[] {
  const ordered = [...(before ? [before] : []), ...attempts]
    .filter((a) => a.time < window.end)
    .sort((a, b) => a.time - b.time);
  const segments: HealthSegment<RegistrationState>[] = [];
  let cursor = window.start;
  ordered.forEach((attempt, index) => {
    const next = ordered[index + 1];
    const start = Math.max(attempt.time, window.start);
    const until = Math.min(next ? next.time : window.end, window.end);
    if (start > cursor) segments.push({ state: 'not started', start: cursor, end: start });
    const expiry = registrationExpiry(attempt);
    if (attempt.status === 'ok' && expiry !== null && expiry < until) {
      segments.push({ state: 'registered', start, end: Math.max(start, expiry) });
      segments.push({ state: 'unregistered', start: Math.max(start, expiry), end: until });
    } else segments.push({ state: attemptState(attempt), start, end: until });
    cursor = Math.max(cursor, until);
  });
  if (cursor < window.end) segments.push({ state: 'not started', start: cursor, end: window.end });
  return merged(segments);
}

/**
 * What a jambonz SBC writes into a carrier's `register_status` (`{status, reason: '200 OK', cseq, callId,
 * timestamp, expires}`) as a REGISTER attempt; null when it wrote nothing, or no time.
 */
export function attemptFromRegisterStatus(
  status: RegisterStatus | null | undefined,
): RegistrationAttempt | null {
  if (!status?.status) return null;
  const time = status.timestamp ? Date.parse(status.timestamp) : NaN;
  if (Number.isNaN(time)) return null;
  const code = typeof status.reason === 'string' ? Number(/^(\d{3})\b/.exec(status.reason)?.[1]) : NaN;
  return {
    time,
    status: status.status,
    sip_status: Number.isNaN(code) ? null : code,
    reason: typeof status.reason === 'string' ? status.reason : null,
    expires: typeof status.expires === 'number' ? status.expires : null,
    call_id: status.callId ?? null,
  };
}

/**
 * A carrier's registration from its register_status alone (what every API has): the attempt it records, and its
 * state now — an older SBC writes no time, and its status still counts.
 */
export function registrationFromStatus(
  carrier: { requires_register: unknown; register_status?: RegisterStatus | null },
  now: number,
): { state: RegistrationState; run: RegistrationRun | null } | null {
  const attempt = attemptFromRegisterStatus(carrier.register_status);
  const run: RegistrationRun | null = attempt
    ? { state: attemptState(attempt), since: attempt.time, last: attempt }
    : null;
  const state = registrationStateNow(carrier, run, now);
  if (!state) return null;
  const status = carrier.register_status?.status;
  if (state === 'not started' && status)
    return { state: status === 'ok' ? 'registered' : 'unregistered', run };
  return { state, run };
}

// ---------------------------------------------------------------- the carrier as a whole

/**
 * The carrier's level: down when every pinged gateway is down or its registration failed, degraded when some pinged
 * gateway is down, unknown when nothing is reported, up otherwise; inactive carriers apart.
 */
export function carrierLevel(carrier: {
  is_active: unknown;
  gateways: ReadonlyArray<{ state: GatewayState }>;
  registration: { state: RegistrationState } | null;
}): CarrierLevel {
  if (!carrier.is_active) return 'inactive';
  const pinged = carrier.gateways.filter((g) => g.state !== 'not_pinged');
  const down = pinged.filter((g) => g.state === 'down').length;
  if ((pinged.length > 0 && down === pinged.length) || carrier.registration?.state === 'unregistered')
    return 'down';
  if (down > 0) return 'degraded';
  if (pinged.length === 0 && (!carrier.registration || carrier.registration.state === 'not started'))
    return 'unknown';
  return 'up';
}

/** Worst first. */
export const CARRIER_LEVELS: readonly CarrierLevel[] = ['down', 'degraded', 'unknown', 'up', 'inactive'];

/** The answer-seizure ratio in % with one decimal; null without calls. */
export function asrOf(calls: number, answered: number): number | null {
  return calls > 0 ? Math.round((answered / calls) * 1000) / 10 : null;
}

// one collator for every comparison: localeCompare with options builds one per call (500 carriers: ~20 ms)
const byName = new Intl.Collator('en', { sensitivity: 'base' });

/** The Carrier health page's order: level (worst first), then the lower ASR, then the name. */
export function compareCarrierHealth(
  a: { level: CarrierLevel; asr: number | null; name: string },
  b: { level: CarrierLevel; asr: number | null; name: string },
): number {
  const level = CARRIER_LEVELS.indexOf(a.level) - CARRIER_LEVELS.indexOf(b.level);
  if (level) return level;
  if (a.asr !== b.asr) {
    if (a.asr === null) return 1;
    if (b.asr === null) return -1;
    return a.asr - b.asr;
  }
  return byName.compare(a.name, b.name);
}

// ---------------------------------------------------------------- texts

export const CARRIER_LEVEL_LABELS: Record<CarrierLevel, string> = {
  down: 'Down',
  degraded: 'Degraded',
  unknown: 'Not reported',
  up: 'Up',
  inactive: 'Inactive',
};

export const GATEWAY_STATE_LABELS: Record<GatewayState, string> = {
  up: 'up',
  down: 'down',
  not_pinged: 'not pinged',
};

export const CARRIER_HEALTH_MESSAGES = {
  title: 'Carrier health',
  intro:
    'Every carrier of the service provider, the worst first: its gateways’ OPTIONS pings, its registration, and its calls of the last hour.',
  noCarriers: 'No carriers.',
  loadFailed: 'The carrier health could not be loaded',
  noGatewayHealth:
    'This API reports no gateway health: OPTIONS pings are not shown. Registrations come from each carrier’s last REGISTER, calls from the recent calls.',
  callsSampled: (shown: number, total: number) =>
    `Calls and ASR count the newest ${shown.toLocaleString('en')} of the last hour’s ${total.toLocaleString('en')} calls.`,
  notPingedOff: 'Send OPTIONS ping is off',
  notPingedInactive: 'inactive or inbound only: the SBC does not ping it',
  notPingedStale: (minutes: number) => `no ping reported in the last ${minutes} minutes`,
  noRegistration: 'does not register',
  historyTitle: 'Last 24 hours',
  historyLoadFailed: 'The history could not be loaded',
  noPings: 'No pings in the last 24 hours.',
  noAttempts: 'No REGISTER in the last 24 hours.',
} as const;

/** A SIP client's registration on the SIP clients list and form (docs/product/telephony.md#sip-clients). */
export const CLIENT_REGISTRATION_MESSAGES = {
  header: 'Registration',
  registered: 'registered',
  notRegistered: 'not registered',
  unknown: 'unknown',
  expiresIn: (span: string) => `expires in ${span}`,
  expiresSoon: 'expires in under a minute',
} as const;
