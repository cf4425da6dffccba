// Carrier health: all its SQL — the pings and REGISTERs the SBC reports, each gateway's and carrier's current run,
// and the rows the Carrier health list reads (carriers, their SIP gateways and runs) in three queries whatever the
// number of carriers.
import type { GatewayPing, RegisterStatus, RegistrationAttempt } from '@switchboard/shared/types';
import type { GatewayRun, RegistrationRun } from '@switchboard/shared/validation';
import type { Store } from '../../../db/store';

/** A gateway and the carrier it belongs to (who may report for it, and which carrier's health it is). */
export interface GatewayOwner {
  sip_gateway_sid: string;
  voip_carrier_sid: string;
  service_provider_sid: string | null;
  account_sid: string | null;
}

export interface CarrierOwnerRow {
  voip_carrier_sid: string;
  name: string;
  service_provider_sid: string | null;
  account_sid: string | null;
  is_active: 0 | 1;
  requires_register: 0 | 1;
  register_status: string | null;
}

export interface HealthGatewayRow {
  sip_gateway_sid: string;
  voip_carrier_sid: string;
  ipv4: string;
  port: number | null;
  protocol: string | null;
  outbound: 0 | 1;
  is_active: 0 | 1;
  send_options_ping: 0 | 1;
  state: 'up' | 'down' | null;
  since: number | null;
  last_time: number | null;
  last_status: number | null;
  last_rtt_ms: number | null;
}

interface RegistrationRunRow {
  voip_carrier_sid: string;
  state: 'registered' | 'unregistered';
  since: number;
  last_time: number;
  last_status: 'ok' | 'fail';
  last_sip_status: number | null;
  last_reason: string | null;
  last_expires: number | null;
  last_call_id: string | null;
}

const runOfRow = (row: RegistrationRunRow): RegistrationRun => ({
  state: row.state,
  since: row.since,
  last: {
    time: row.last_time,
    status: row.last_status,
    sip_status: row.last_sip_status,
    reason: row.last_reason,
    expires: row.last_expires,
    call_id: row.last_call_id,
  },
});

/** Which carriers a health list shows. */
export type HealthFilter =
  | { serviceProviderSid: string }
  | { usableBy: { accountSid: string; serviceProviderSid: string } }
  | { carrierSid: string };

function where(filter: HealthFilter): { sql: string; params: unknown[] } {
  if ('carrierSid' in filter) return { sql: 'vc.voip_carrier_sid = ?', params: [filter.carrierSid] };
  if ('serviceProviderSid' in filter)
    return { sql: 'vc.service_provider_sid = ?', params: [filter.serviceProviderSid] };
  return {
    sql: '(vc.account_sid = ? OR (vc.account_sid IS NULL AND vc.service_provider_sid = ?))',
    params: [filter.usableBy.accountSid, filter.usableBy.serviceProviderSid],
  };
}

export class HealthRepository {
  constructor(private readonly store: Store) {}

  // ---------------------------------------------------------------- what the SBC reports

  gatewayOwner(sid: string): GatewayOwner | undefined {
    return this.store.get<GatewayOwner>(
      `SELECT g.sip_gateway_sid, g.voip_carrier_sid, vc.service_provider_sid, vc.account_sid
         FROM sip_gateways g JOIN voip_carriers vc ON vc.voip_carrier_sid = g.voip_carrier_sid
        WHERE g.sip_gateway_sid = ?`,
      sid,
    );
  }

  carrier(sid: string): CarrierOwnerRow | undefined {
    return this.store.get<CarrierOwnerRow>(
      `SELECT voip_carrier_sid, name, service_provider_sid, account_sid, is_active, requires_register, register_status
         FROM voip_carriers WHERE voip_carrier_sid = ?`,
      sid,
    );
  }

  /** Stores pings; one the gateway already has at that time is ignored. Returns how many were new. */
  insertPing(gatewaySid: string, ping: GatewayPing): boolean {
    return (
      this.store.run(
        'INSERT OR IGNORE INTO gateway_pings (sip_gateway_sid, time, status, rtt_ms) VALUES (?, ?, ?, ?)',
        gatewaySid,
        ping.time,
        ping.status,
        ping.rtt_ms,
      ).changes === 1
    );
  }

  gatewayRun(gatewaySid: string): GatewayRun | null {
    const row = this.store.get<{
      state: 'up' | 'down';
      since: number;
      last_time: number;
      last_status: number | null;
      last_rtt_ms: number | null;
    }>(
      'SELECT state, since, last_time, last_status, last_rtt_ms FROM gateway_health WHERE sip_gateway_sid = ?',
      gatewaySid,
    );
    return row
      ? {
          state: row.state,
          since: row.since,
          last: { time: row.last_time, status: row.last_status, rtt_ms: row.last_rtt_ms },
        }
      : null;
  }

  putGatewayRun(gatewaySid: string, run: GatewayRun): void {
    this.store.run(
      `INSERT INTO gateway_health (sip_gateway_sid, state, since, last_time, last_status, last_rtt_ms)
       VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (sip_gateway_sid) DO UPDATE SET state = excluded.state, since = excluded.since,
         last_time = excluded.last_time, last_status = excluded.last_status, last_rtt_ms = excluded.last_rtt_ms`,
      gatewaySid,
      run.state,
      run.since,
      run.last.time,
      run.last.status,
      run.last.rtt_ms,
    );
  }

  insertRegistration(carrierSid: string, a: RegistrationAttempt): boolean {
    return (
      this.store.run(
        `INSERT OR IGNORE INTO carrier_registrations (voip_carrier_sid, time, status, sip_status, reason, expires, call_id)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
        carrierSid,
        a.time,
        a.status,
        a.sip_status,
        a.reason,
        a.expires,
        a.call_id,
      ).changes === 1
    );
  }

  registrationRun(carrierSid: string): RegistrationRun | null {
    const row = this.store.get<RegistrationRunRow>(
      'SELECT * FROM carrier_registration_health WHERE voip_carrier_sid = ?',
      carrierSid,
    );
    return row ? runOfRow(row) : null;
  }

  /** The carrier's run, and its register_status as a jambonz SBC writes it (so every screen reads the same). */
  putRegistrationRun(carrierSid: string, run: RegistrationRun, status: RegisterStatus): void {
    const { last } = run;
    this.store.run(
      `INSERT INTO carrier_registration_health (voip_carrier_sid, state, since, last_time, last_status,
         last_sip_status, last_reason, last_expires, last_call_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (voip_carrier_sid) DO UPDATE SET state = excluded.state, since = excluded.since,
         last_time = excluded.last_time, last_status = excluded.last_status,
         last_sip_status = excluded.last_sip_status, last_reason = excluded.last_reason,
         last_expires = excluded.last_expires, last_call_id = excluded.last_call_id`,
      carrierSid,
      run.state,
      run.since,
      last.time,
      last.status,
      last.sip_status,
      last.reason,
      last.expires,
      last.call_id,
    );
    this.store.run(
      'UPDATE voip_carriers SET register_status = ? WHERE voip_carrier_sid = ?',
      JSON.stringify(status),
      carrierSid,
    );
  }

  // ---------------------------------------------------------------- what the screens read

  /** The carriers of a filter with their runs (by name). */
  carriers(filter: HealthFilter): Array<CarrierOwnerRow & { run: RegistrationRun | null }> {
    const { sql, params } = where(filter);
    return this.store
      .all<CarrierOwnerRow & Partial<Omit<RegistrationRunRow, 'voip_carrier_sid'>>>(
        `SELECT vc.voip_carrier_sid, vc.name, vc.service_provider_sid, vc.account_sid, vc.is_active,
                vc.requires_register, vc.register_status, r.state, r.since, r.last_time, r.last_status,
                r.last_sip_status, r.last_reason, r.last_expires, r.last_call_id
           FROM voip_carriers vc LEFT JOIN carrier_registration_health r ON r.voip_carrier_sid = vc.voip_carrier_sid
          WHERE ${sql} ORDER BY vc.name, vc.voip_carrier_sid`,
        ...params,
      )
      .map((row) => {
        const {
          state,
          since,
          last_time,
          last_status,
          last_sip_status,
          last_reason,
          last_expires,
          last_call_id,
          ...carrier
        } = row;
        const run =
          state && since !== undefined && last_time !== undefined && last_status
            ? runOfRow({
                voip_carrier_sid: carrier.voip_carrier_sid,
                state,
                since,
                last_time,
                last_status,
                last_sip_status: last_sip_status ?? null,
                last_reason: last_reason ?? null,
                last_expires: last_expires ?? null,
                last_call_id: last_call_id ?? null,
              })
            : null;
        return { ...carrier, run };
      });
  }

  /** The SIP gateways of the filter's carriers with their runs, in the order they were added. */
  gateways(filter: HealthFilter): HealthGatewayRow[] {
    const { sql, params } = where(filter);
    return this.store.all<HealthGatewayRow>(
      `SELECT g.sip_gateway_sid, g.voip_carrier_sid, g.ipv4, g.port, g.protocol, g.outbound, g.is_active,
              g.send_options_ping, h.state, h.since, h.last_time, h.last_status, h.last_rtt_ms
         FROM voip_carriers vc JOIN sip_gateways g ON g.voip_carrier_sid = vc.voip_carrier_sid
         LEFT JOIN gateway_health h ON h.sip_gateway_sid = g.sip_gateway_sid
        WHERE ${sql} ORDER BY g.rowid`,
      ...params,
    );
  }

  /** A gateway's pings in [start, end), oldest first. */
  pings(gatewaySid: string, start: number, end: number): GatewayPing[] {
    return this.store.all<GatewayPing>(
      'SELECT time, status, rtt_ms FROM gateway_pings WHERE sip_gateway_sid = ? AND time >= ? AND time < ? ORDER BY time',
      gatewaySid,
      start,
      end,
    );
  }

  /** The last ping before `time`. */
  pingBefore(gatewaySid: string, time: number): GatewayPing | null {
    return (
      this.store.get<GatewayPing>(
        'SELECT time, status, rtt_ms FROM gateway_pings WHERE sip_gateway_sid = ? AND time < ? ORDER BY time DESC LIMIT 1',
        gatewaySid,
        time,
      ) ?? null
    );
  }

  registrations(carrierSid: string, start: number, end: number): RegistrationAttempt[] {
    return this.store.all<RegistrationAttempt>(
      `SELECT time, status, sip_status, reason, expires, call_id FROM carrier_registrations
        WHERE voip_carrier_sid = ? AND time >= ? AND time < ? ORDER BY time`,
      carrierSid,
      start,
      end,
    );
  }

  registrationBefore(carrierSid: string, time: number): RegistrationAttempt | null {
    return (
      this.store.get<RegistrationAttempt>(
        `SELECT time, status, sip_status, reason, expires, call_id FROM carrier_registrations
          WHERE voip_carrier_sid = ? AND time < ? ORDER BY time DESC LIMIT 1`,
        carrierSid,
        time,
      ) ?? null
    );
  }

  /** Removes the history older than `cutoff` (ms); the current runs stay. */
  prune(cutoff: number): { pings: number; registrations: number } {
    return this.store.transaction(() => ({
      pings: this.store.run('DELETE FROM gateway_pings WHERE time < ?', cutoff).changes,
      registrations: this.store.run('DELETE FROM carrier_registrations WHERE time < ?', cutoff).changes,
    }));
  }
}
