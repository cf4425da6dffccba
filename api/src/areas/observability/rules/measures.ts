// What each condition measures for a rule at a time, from the call records, the alerts, the limits and the carriers'
// health (the telephony area's read model). The verdict and the words are shared (@switchboard/shared/operations).
import { asrPercent, perHour, type RuleMeasure } from '@switchboard/shared/operations';
import type { CarrierHealth } from '@switchboard/shared/types';
import type { Store } from '../../../db/store';
import { CarrierHealthReadModel, type CallsOwner, type HealthFilter } from '../../telephony';
import { LiveCalls } from './live-calls';
import { LiveConcurrency } from './live-concurrency';
import { AlertRuleRepository, ruleRecords, type AlertRuleRow } from './repository';

const MINUTE_MS = 60_000;

/**
 * What one pass has read of the records, by owner, window and query: rules of the same owner and window (an
 * account's ASR rule per carrier, its failing-calls rule…) share one read per pass.
 */
export type PassReads = Map<string, unknown>;

export class RuleMeasures {
  private readonly rules: AlertRuleRepository;
  private readonly health: CarrierHealthReadModel;
  private readonly live: LiveConcurrency;
  private readonly liveCalls: LiveCalls;

  constructor(store: Store) {
    this.rules = new AlertRuleRepository(store);
    this.health = new CarrierHealthReadModel(store);
    this.live = LiveConcurrency.of(store);
    this.liveCalls = LiveCalls.of(store);
  }

  measure(rule: AlertRuleRow, now: number, reads: PassReads = new Map()): RuleMeasure {
    const owner = ruleRecords(rule);
    const from = now - rule.window_minutes * MINUTE_MS;
    const once = <T>(query: string, read: () => T): T => {
      const key = `${query} ${owner.column} ${owner.sid} ${from} ${now}`;
      if (!reads.has(key)) reads.set(key, read());
      return reads.get(key) as T;
    };
    switch (rule.condition) {
      case 'carrier_asr_below': {
        const trunk = rule.voip_carrier_sid
          ? (this.rules.carrier(rule.voip_carrier_sid)?.name ?? null)
          : null;
        if (rule.voip_carrier_sid && trunk === null) return { value: null, subject: '' };
        // the worst carrier with enough calls to say something
        let worst: RuleMeasure = { value: null, subject: '' };
        const perTrunk = once(
          'trunks',
          () =>
            this.liveCalls.callsPerTrunk(owner, from, now) ??
            this.rules.callsPerTrunk(owner, from, now, null),
        );
        for (const row of trunk === null ? perTrunk : perTrunk.filter((r) => r.trunk === trunk)) {
          const asr = asrPercent(row.calls, row.answered);
          if (asr !== null && (worst.value === null || asr < worst.value))
            worst = { value: asr, subject: row.trunk };
        }
        return worst;
      }
      case 'sip_status_class':
        return {
          value: once(
            `class ${rule.status_class ?? 5}`,
            () =>
              this.liveCalls.failingWithClass(owner, from, now, rule.status_class ?? 5) ??
              this.rules.failingWithClass(owner, from, now, rule.status_class ?? 5),
          ),
          subject: '',
        };
      case 'alerts_above':
        return {
          value: perHour(
            // shared: the alerts the pass's rules raise are at `now`, after the window
            once(`alerts ${rule.alert_type ?? ''}`, () =>
              this.rules.alertsOfType(owner, from, now, rule.alert_type ?? ''),
            ),
            rule.window_minutes,
          ),
          subject: '',
        };
      case 'concurrent_calls_above': {
        const limit = once('max calls', () => this.rules.maxCalls(owner));
        if (limit === null) return { value: null, subject: '' };
        // kept in memory for windows up to an hour (per second), else counted by SQL
        const peak = once(
          'peak',
          () => this.live.peak(owner, from, now) ?? this.rules.peakConcurrent(owner, from, now),
        );
        return { value: Math.round((peak / limit) * 1000) / 10, subject: `${peak} of ${limit}` };
      }
      case 'gateway_down': {
        let longest = 0;
        let subject = '';
        for (const carrier of this.carriers(rule, now, reads))
          for (const gateway of carrier.gateways) {
            if (gateway.state !== 'down' || !gateway.since) continue;
            const minutes = Math.floor((now - Date.parse(gateway.since)) / MINUTE_MS);
            if (minutes >= longest) {
              longest = minutes;
              subject = `${carrier.name} ${gateway.ipv4}`;
            }
          }
        return { value: longest, subject };
      }
      case 'webhook_slow': {
        const hooks = once(`webhooks ${rule.threshold}`, () =>
          this.rules.webhooksOver(owner, from, now, rule.threshold),
        );
        if (!hooks.total) return { value: null, subject: '' };
        const worst = hooks.worst;
        const subject = worst ? `${worst.failed ? 'failed' : `${worst.ms} ms`}: ${worst.url}` : '';
        return { value: hooks.offending, subject };
      }
      case 'registration_failing': {
        const failing = this.carriers(rule, now, reads).filter(
          (c) => c.requires_register && c.is_active && c.registration?.state === 'unregistered',
        );
        return { value: failing.length, subject: failing.map((c) => c.name).join(', ') };
      }
    }
  }

  /**
   * The carriers' health a gateway or registration rule looks at: read once per pass for each carrier, account or
   * service provider (an account's gateway and registration rules, every provider-wide rule, share it).
   */
  private carriers(rule: AlertRuleRow, now: number, reads: PassReads): CarrierHealth[] {
    const filter: HealthFilter = rule.voip_carrier_sid
      ? { carrierSid: rule.voip_carrier_sid }
      : rule.account_sid
        ? { usableBy: { accountSid: rule.account_sid, serviceProviderSid: rule.service_provider_sid } }
        : { serviceProviderSid: rule.service_provider_sid };
    const callsOf: CallsOwner = rule.account_sid
      ? { accountSid: rule.account_sid }
      : { serviceProviderSid: rule.service_provider_sid };
    const key = `health ${JSON.stringify(filter)} ${JSON.stringify(callsOf)} ${now}`;
    if (!reads.has(key)) reads.set(key, this.health.carriers(filter, now, callsOf));
    return reads.get(key) as CarrierHealth[];
  }
}
