// Writing what the SBC reports of carriers' health: each ping or REGISTER kept in the history and folded into its
// gateway's or carrier's current run with the shared rule, the carrier's register_status written as a jambonz SBC
// writes it. One place for the ingest routes and the traffic simulator; it runs inside the caller's transaction.
import type { GatewayPing, RegistrationAttempt } from '@switchboard/shared/types';
import { nextGatewayRun, nextRegistrationRun } from '@switchboard/shared/validation';
import type { Store } from '../../../db/store';
import { HealthRepository } from './repository';

export class HealthRecorder {
  private readonly health: HealthRepository;

  constructor(private readonly store: Store) {
    this.health = new HealthRepository(store);
  }

  /** A gateway's pings (any order); one it already has at that time is ignored. Returns how many were new. */
  gatewayPings(gatewaySid: string, pings: readonly GatewayPing[]): number {
    this.requireTransaction();
    let run = this.health.gatewayRun(gatewaySid);
    const before = run;
    let added = 0;
    for (const ping of [...pings].sort((a, b) => a.time - b.time)) {
      if (!this.health.insertPing(gatewaySid, ping)) continue;
      added += 1;
      run = nextGatewayRun(run, ping);
    }
    if (run && run !== before) this.health.putGatewayRun(gatewaySid, run);
    return added;
  }

  /** A carrier's REGISTERs (any order); the newest becomes its register_status. Returns how many were new. */
  carrierRegistrations(carrierSid: string, attempts: readonly RegistrationAttempt[]): number {
    this.requireTransaction();
    let run = this.health.registrationRun(carrierSid);
    const before = run;
    let added = 0;
    for (const attempt of [...attempts].sort((a, b) => a.time - b.time)) {
      if (!this.health.insertRegistration(carrierSid, attempt)) continue;
      added += 1;
      run = nextRegistrationRun(run, attempt);
    }
    if (run && run !== before) {
      const { last } = run;
      this.health.putRegistrationRun(carrierSid, run, {
        status: last.status,
        ...(last.reason ? { reason: last.reason } : {}),
        ...(last.call_id ? { callId: last.call_id } : {}),
        timestamp: new Date(last.time).toISOString(),
        ...(last.expires !== null ? { expires: last.expires } : {}),
      });
    }
    return added;
  }

  private requireTransaction(): void {
    if (!this.store.db.inTransaction) throw new Error('health records must be written inside a transaction');
  }
}
