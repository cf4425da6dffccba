// Carrier health (docs/product/telephony.md#carrier-health): what the SBC reports — its OPTIONS pings to the SIP
// gateways, its REGISTERs of the carriers that register — taken in on the ingest path and written by the recorder;
// the Carrier health list and a carrier's 24 hours, for whoever may see the carriers; and the pruning that keeps
// the history bounded.
import type {
  CarrierHealthHistory,
  CarrierHealthList,
  GatewayPing,
  RegistrationAttempt,
} from '@switchboard/shared/types';
import type { CarrierRegistrationIngest, GatewayPingIngest } from '@switchboard/shared/validation';
import type { AppContext } from '../../../context';
import { callerOf, type Caller, type Requester } from '../../../auth/caller';
import { auditedWrite } from '../../../audit/audit';
import { badRequest, guardFailure, notFound } from '../../../http/errors';
import type { OwnerOf } from '../../../http/owner-scoped';
import { RecordRepository, requireReporter } from '../../observability';
import { canReadCarrier } from '../carriers/rules';
import { CarrierHealthReadModel, type CallsOwner } from './read-model';
import { HealthRecorder } from './recorder';
import { HealthRepository } from './repository';

/** How far ahead of the API's clock a report may be (the SBC's clock may run a little fast). */
const FUTURE_SLACK_MS = 5 * 60_000;
const HOUR_MS = 3_600_000;

export class CarrierHealthService {
  private readonly health: HealthRepository;
  private readonly read: CarrierHealthReadModel;
  private readonly recorder: HealthRecorder;
  private readonly records: RecordRepository;

  constructor(private readonly ctx: AppContext) {
    this.records = new RecordRepository(ctx.store);
    this.health = new HealthRepository(ctx.store);
    this.read = new CarrierHealthReadModel(ctx.store);
    this.recorder = new HealthRecorder(ctx.store);
  }

  // ---------------------------------------------------------------- ingest

  /** OPTIONS pings; a ping a gateway already has at that time is ignored (a retried batch is harmless). */
  pings(requester: Requester, batch: GatewayPingIngest[]): { received: number; added: number } {
    const caller = requireReporter(requester);
    const now = this.ctx.now();
    const byGateway = new Map<string, GatewayPing[]>();
    batch.forEach((p, index) => {
      const sid = p.sip_gateway_sid.toLowerCase();
      const gateway = this.health.gatewayOwner(sid);
      if (!gateway) throw badRequest(`record ${index}: sip gateway not found for sid ${p.sip_gateway_sid}`);
      this.requireReporterOf(caller, gateway.service_provider_sid);
      this.requireNotAhead(p.time, now, index);
      const pings = byGateway.get(sid) ?? [];
      pings.push({ time: p.time, status: p.status ?? null, rtt_ms: p.status ? (p.rtt_ms ?? null) : null });
      byGateway.set(sid, pings);
    });
    const added = auditedWrite(
      this.ctx,
      requester,
      (n: number) => this.entry('gateway_ping_batch', n),
      () => [...byGateway].reduce((n, [sid, pings]) => n + this.recorder.gatewayPings(sid, pings), 0),
    );
    return { received: batch.length, added };
  }

  /** A carrier's REGISTERs; the newest becomes its register_status, as a jambonz SBC writes it. */
  registrations(
    requester: Requester,
    batch: CarrierRegistrationIngest[],
  ): { received: number; added: number } {
    const caller = requireReporter(requester);
    const now = this.ctx.now();
    const byCarrier = new Map<string, RegistrationAttempt[]>();
    batch.forEach((r, index) => {
      const sid = r.voip_carrier_sid.toLowerCase();
      const carrier = this.health.carrier(sid);
      if (!carrier) throw badRequest(`record ${index}: voip carrier not found for sid ${r.voip_carrier_sid}`);
      this.requireReporterOf(caller, carrier.service_provider_sid);
      this.requireNotAhead(r.time, now, index);
      const attempts = byCarrier.get(sid) ?? [];
      attempts.push({
        time: r.time,
        status: r.status,
        sip_status: r.sip_status ?? null,
        reason: r.reason ?? (r.sip_status ? String(r.sip_status) : null),
        expires: r.status === 'ok' ? (r.expires ?? null) : null,
        call_id: r.call_id ?? null,
      });
      byCarrier.set(sid, attempts);
    });
    const added = auditedWrite(
      this.ctx,
      requester,
      (n: number) => this.entry('carrier_registration_batch', n),
      () =>
        [...byCarrier].reduce(
          (n, [sid, attempts]) => n + this.recorder.carrierRegistrations(sid, attempts),
          0,
        ),
    );
    return { received: batch.length, added };
  }

  // ---------------------------------------------------------------- reads

  /** The carriers a provider's users see (all of the provider's) or an account's (its own and the provider's). */
  list(requester: Requester, owner: OwnerOf<'service_provider'> | OwnerOf<'account'>): CarrierHealthList {
    callerOf(requester);
    const now = this.ctx.now();
    const carriers =
      owner.kind === 'service_provider'
        ? this.read.carriers({ serviceProviderSid: owner.serviceProviderSid }, now, {
            serviceProviderSid: owner.serviceProviderSid,
          })
        : this.read.carriers(
            { usableBy: { accountSid: owner.accountSid, serviceProviderSid: owner.serviceProviderSid } },
            now,
            { accountSid: owner.accountSid },
          );
    return { generated_at: new Date(now).toISOString(), carriers };
  }

  /** A carrier's last `hours` (404 when unknown or not the caller's to see, as `GET /VoipCarriers/:sid`). */
  history(requester: Requester, carrierSid: string, hours: number): CarrierHealthHistory {
    const caller = callerOf(requester);
    const carrier = this.health.carrier(carrierSid.toLowerCase());
    if (!carrier || !canReadCarrier(caller, carrier)) throw notFound();
    // an account user counts only its own account's calls, even on its provider's carriers
    const callsOf: CallsOwner =
      caller.scope === 'account'
        ? { accountSid: caller.account_sid as string }
        : { serviceProviderSid: carrier.service_provider_sid as string };
    const history = this.read.history(carrier.voip_carrier_sid, this.ctx.now(), callsOf, hours * HOUR_MS);
    if (!history) throw notFound();
    return history;
  }

  /**
   * Removes the pings and REGISTERs older than the retention (the current runs stay), and the calls-per-trunk slots
   * older than twice that (the list counts the last hour's).
   */
  prune(): { pings: number; registrations: number; slots: number } {
    const cutoff = this.ctx.now() - this.ctx.options.healthRetentionHours * HOUR_MS;
    const slots = this.ctx.store.transaction(() =>
      this.records.pruneTrunkSlots(cutoff - this.ctx.options.healthRetentionHours * HOUR_MS),
    );
    return { ...this.health.prune(cutoff), slots };
  }

  // ---------------------------------------------------------------- helpers

  /** Admins report for any carrier, a service provider for its own (account callers never get here). */
  private requireReporterOf(caller: Caller, serviceProviderSid: string | null): void {
    if (caller.scope === 'service_provider' && serviceProviderSid !== caller.service_provider_sid)
      throw guardFailure();
  }

  private requireNotAhead(time: number, now: number, index: number): void {
    if (time > now + FUTURE_SLACK_MS) throw badRequest(`record ${index}: time is in the future`);
  }

  private entry(entity: string, count: number) {
    return { entity, entitySid: null, action: 'create' as const, after: { records: count } };
  }
}
