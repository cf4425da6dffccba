// The carriers' health now, and a carrier's recent history, from what the SBC reported — with no scope checks: the
// service checks who asks; other parts of the API (alert rules) read it through the area's index. Stable: a
// gateway's `state` and `since`, a carrier's `registration.state` and `since`, and `level` mean what
// docs/product/telephony.md#carrier-health says.
import type {
  CarrierHealth,
  CarrierHealthHistory,
  CarrierRegistrationHealth,
  GatewayHealth,
  RegisterStatus,
} from '@switchboard/shared/types';
import {
  HEALTH_WINDOW_MS,
  asrOf,
  attemptFromRegisterStatus,
  carrierLevel,
  compareCarrierHealth,
  gatewaySegments,
  gatewayStateNow,
  pingState,
  registrationExpiry,
  registrationSegments,
  registrationStateNow,
  type GatewayRun,
  type RegistrationRun,
} from '@switchboard/shared/validation';
import type { Store } from '../../../db/store';
import { RecordRepository } from '../../observability';
import {
  HealthRepository,
  type CarrierOwnerRow,
  type HealthFilter,
  type HealthGatewayRow,
} from './repository';

export type { HealthFilter } from './repository';

const HOUR_MS = 3_600_000;
/** How many of the newest pings and REGISTERs a history lists one by one. */
export const HISTORY_RECENT = 20;

const iso = (ms: number | null | undefined) =>
  ms === null || ms === undefined ? null : new Date(ms).toISOString();

/** Whose calls a carrier's counts are: a service provider's, or one account's. */
export type CallsOwner = { serviceProviderSid: string } | { accountSid: string };

function parsedStatus(text: string | null): RegisterStatus {
  try {
    return text ? ((JSON.parse(text) as RegisterStatus) ?? {}) : {};
  } catch {
    return {};
  }
}

/** A carrier's registration run: the one the SBC reported here, else what its register_status says. */
function registrationRun(carrier: CarrierOwnerRow & { run: RegistrationRun | null }): RegistrationRun | null {
  if (carrier.run) return carrier.run;
  const attempt = attemptFromRegisterStatus(parsedStatus(carrier.register_status));
  return attempt
    ? { state: attempt.status === 'ok' ? 'registered' : 'unregistered', since: attempt.time, last: attempt }
    : null;
}

function gatewayHealth(row: HealthGatewayRow, now: number): GatewayHealth {
  const run: GatewayRun | null =
    row.state && row.since !== null && row.last_time !== null
      ? {
          state: row.state,
          since: row.since,
          last: { time: row.last_time, status: row.last_status, rtt_ms: row.last_rtt_ms },
        }
      : null;
  const state = gatewayStateNow(row, run, now);
  return {
    sip_gateway_sid: row.sip_gateway_sid,
    ipv4: row.ipv4,
    port: row.port,
    protocol: row.protocol,
    outbound: row.outbound,
    is_active: row.is_active,
    send_options_ping: row.send_options_ping,
    state,
    since: state === 'not_pinged' ? null : iso(run?.since),
    last_ping_at: iso(run?.last.time),
    last_status: run?.last.status ?? null,
    last_rtt_ms: run?.last.rtt_ms ?? null,
  };
}

function registrationHealth(
  carrier: CarrierOwnerRow & { run: RegistrationRun | null },
  now: number,
): CarrierRegistrationHealth | null {
  const run = registrationRun(carrier);
  const state = registrationStateNow(carrier, run, now);
  if (!state) return null;
  const expiry = run ? registrationExpiry(run.last) : null;
  // a registration that ran out changed state when it did
  const since = run && state === 'unregistered' && run.state === 'registered' ? expiry : (run?.since ?? null);
  return {
    state,
    since: iso(since),
    last_attempt_at: iso(run?.last.time),
    last_status: run?.last.sip_status ?? null,
    reason: run?.last.reason ?? null,
    expires_at: iso(expiry),
  };
}

export class CarrierHealthReadModel {
  private readonly health: HealthRepository;
  private readonly records: RecordRepository;

  constructor(store: Store) {
    this.health = new HealthRepository(store);
    this.records = new RecordRepository(store);
  }

  /** Every carrier of the filter with its health at `now`, the worst first; calls counted over `callsOf`'s CDRs. */
  carriers(filter: HealthFilter, now: number, callsOf: CallsOwner): CarrierHealth[] {
    const carriers = this.health.carriers(filter);
    const gateways = new Map<string, GatewayHealth[]>();
    for (const row of this.health.gateways(filter)) {
      const list = gateways.get(row.voip_carrier_sid) ?? [];
      list.push(gatewayHealth(row, now));
      gateways.set(row.voip_carrier_sid, list);
    }
    // one carrier: its trunk's slots only
    const trunk = 'carrierSid' in filter ? carriers[0]?.name : undefined;
    const calls = new Map(this.records.callsPerTrunk(callsOf, now - HOUR_MS, trunk).map((c) => [c.trunk, c]));
    return carriers
      .map((carrier) => {
        const ownGateways = gateways.get(carrier.voip_carrier_sid) ?? [];
        const registration = registrationHealth(carrier, now);
        const counted = calls.get(carrier.name);
        const total = counted?.calls ?? 0;
        const answered = counted?.answered ?? 0;
        return {
          voip_carrier_sid: carrier.voip_carrier_sid,
          name: carrier.name,
          account_sid: carrier.account_sid,
          is_active: carrier.is_active,
          requires_register: carrier.requires_register,
          level: carrierLevel({ is_active: carrier.is_active, gateways: ownGateways, registration }),
          gateways: ownGateways,
          registration,
          calls_last_hour: total,
          answered_last_hour: answered,
          asr: asrOf(total, answered),
        };
      })
      .sort(compareCarrierHealth);
  }

  /** One carrier's health and its window (default: the last 24 hours); null when there is no such carrier. */
  history(
    carrierSid: string,
    now: number,
    callsOf: CallsOwner,
    windowMs: number = HEALTH_WINDOW_MS,
  ): CarrierHealthHistory | null {
    const [carrier] = this.carriers({ carrierSid }, now, callsOf);
    if (!carrier) return null;
    const window = { start: now - windowMs, end: now };
    const gateways = carrier.gateways.map((g) => {
      // the window's end is now: a report stamped now is in it
      const pings = this.health.pings(g.sip_gateway_sid, window.start, window.end + 1);
      return {
        sip_gateway_sid: g.sip_gateway_sid,
        segments: gatewaySegments(pings, window, this.health.pingBefore(g.sip_gateway_sid, window.start)),
        recent: pings.slice(-HISTORY_RECENT).reverse(),
        pings: pings.length,
        failed: pings.filter((p) => pingState(p) === 'down').length,
      };
    });
    let registration: CarrierHealthHistory['registration'] = null;
    if (carrier.requires_register) {
      const attempts = this.health.registrations(carrierSid, window.start, window.end + 1);
      registration = {
        segments: registrationSegments(
          attempts,
          window,
          this.health.registrationBefore(carrierSid, window.start),
        ),
        recent: attempts.slice(-HISTORY_RECENT).reverse(),
        attempts: attempts.length,
        failed: attempts.filter((a) => a.status === 'fail').length,
      };
    }
    return {
      carrier,
      window: { start: iso(window.start) as string, end: iso(window.end) as string },
      gateways,
      registration,
    };
  }
}
