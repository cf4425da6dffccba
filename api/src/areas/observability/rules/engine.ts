// The alert rules' scheduler (docs/api/additions.md#alert-rules): each pass evaluates every active rule at the
// clock's time and then sends the notifications that are due. A rule that changes state writes its new state, its
// alert (on firing) and one notification per destination in one transaction, so a restart neither loses a firing
// (the queued notifications are sent by the next pass) nor repeats one (the state says it already fired). A
// notification is claimed (its try counted, the next one scheduled) before it is sent, so one that was being sent
// when the process stopped is retried by the next pass after its back-off.
import { performance } from 'node:perf_hooks';
import { setImmediate } from 'node:timers';
import type { AlertRuleNotification } from '@switchboard/shared/types';
import { ALERT_RULE_ALERT_TYPE, describeMeasure, nextRuleState } from '@switchboard/shared/operations';
import type { AppContext } from '../../../context';
import { RecordRepository } from '../records/repository';
import type { AlertRuleOptions } from '../options';
import { RuleMeasures, type PassReads } from './measures';
import { AlertRuleRepository, type AlertRuleRow, type DeliveryRow } from './repository';
import { SIGNATURE_HEADER, signatureOf } from './signature';

// not on a timer unless configured: the server's environment sets it (options.ts); a test runs its passes itself
const DEFAULTS: Required<AlertRuleOptions> = { everyMs: 0, attempts: 5, backoffMs: 30_000 };
/** A webhook that has not answered in this long failed this try. */
const WEBHOOK_TIMEOUT_MS = 5_000;
/** Notifications sent per pass, at most (the rest wait for the next). */
const SEND_BATCH = 100;
/**
 * How a pass is cut into slices, between which it lets the event loop turn (what waits, an ingest request, runs):
 * evaluating for at most `ms` (at least one rule) and at most `rules` rules; the evaluations of a slice that change
 * no state are written in one transaction.
 */
export interface PassSlices {
  ms: number;
  rules: number;
}
/** A pass of the bench's 1,000 rules takes ~100 ms: two or three slices, so neither the pass nor the ingest waits. */
const PASS_SLICES: PassSlices = { ms: 50, rules: 1000 };

interface Verdict {
  state: AlertRuleRow['state'];
  summary: string;
}

export interface PassResult {
  evaluated: number;
  fired: number;
  resolved: number;
  sent: number;
  failed: number;
}

export class AlertRuleEngine {
  private readonly rules: AlertRuleRepository;
  private readonly records: RecordRepository;
  private readonly measures: RuleMeasures;
  readonly options: Required<AlertRuleOptions>;
  private running: Promise<PassResult> | null = null;

  constructor(
    private readonly ctx: AppContext,
    private readonly slices: PassSlices = PASS_SLICES,
  ) {
    this.rules = new AlertRuleRepository(ctx.store);
    this.records = new RecordRepository(ctx.store);
    this.measures = new RuleMeasures(ctx.store);
    this.options = { ...DEFAULTS, ...ctx.options.observability?.alertRules };
  }

  /** One pass; a pass asked for while one runs waits for it (passes never overlap). */
  pass(): Promise<PassResult> {
    if (!this.running)
      this.running = this.run().finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async run(): Promise<PassResult> {
    const now = this.ctx.now();
    const result = { evaluated: 0, fired: 0, resolved: 0, sent: 0, failed: 0 };
    const reads: PassReads = new Map();
    const rules = this.rules.active();
    for (let start = 0; start < rules.length;) {
      // between slices, what waits on the event loop (an ingest request) runs: a pass never holds it long
      if (start > 0) await new Promise((resolve) => setImmediate(resolve));
      const changes = this.evaluateSlice(rules, start, now, reads);
      start += changes.length;
      for (const change of changes) {
        result.evaluated += 1;
        if (change === 'firing') result.fired += 1;
        if (change === 'resolved') result.resolved += 1;
      }
    }
    const sent = await this.deliver(now);
    result.sent = sent.sent;
    result.failed = sent.failed;
    return result;
  }

  /**
   * Evaluates the rules from `start` on at `now`, a slice of them (PassSlices).
   * A change of state is written at once in its own transaction, as `evaluate` does (so a rule after it measures
   * the alert it raised); the evaluations that leave a rule's state as it is (`last_evaluated_at`, `last_value`) are
   * written together in one transaction at the end. Answers the event each rule evaluated caused, in order.
   */
  private evaluateSlice(
    rules: readonly AlertRuleRow[],
    start: number,
    now: number,
    reads: PassReads,
  ): Array<'firing' | 'resolved' | null> {
    const began = performance.now();
    const changes: Array<'firing' | 'resolved' | null> = [];
    const unchanged: Array<{ i: number; verdict: Verdict }> = [];
    do {
      const i = changes.length;
      const rule = rules[start + i]!;
      const verdict = this.verdict(rule, now, reads);
      if (verdict.state === rule.state) {
        unchanged.push({ i, verdict });
        changes.push(null);
      } else changes.push(this.write(rule, verdict, now));
    } while (
      start + changes.length < rules.length &&
      changes.length < this.slices.rules &&
      performance.now() - began < this.slices.ms
    );
    const moved = this.ctx.store.transaction(() =>
      unchanged.filter(
        ({ i, verdict }) =>
          !this.rules.evaluated(rules[start + i]!.alert_rule_sid, verdict.state, now, verdict.summary),
      ),
    );
    // nothing written: removed or paused since the pass read it, or its state moved (another process on the same
    // database): `write` reads it again
    for (const { i, verdict } of moved) changes[i] = this.write(rules[start + i]!, verdict, now);
    return changes;
  }

  /** Evaluates one rule at `now`; answers the event it caused, if any. */
  evaluate(rule: AlertRuleRow, now: number, reads?: PassReads): 'firing' | 'resolved' | null {
    return this.write(rule, this.verdict(rule, now, reads), now);
  }

  /** What the rule's condition measures at `now`, the state that makes, and its words. */
  private verdict(rule: AlertRuleRow, now: number, reads?: PassReads): Verdict {
    const measure = this.measures.measure(rule, now, reads);
    return {
      state: nextRuleState(rule.state, rule.condition, rule.threshold, measure.value),
      summary: describeMeasure(rule.condition, measure, rule),
    };
  }

  /** Writes a rule's verdict in one transaction (see the top of this file); answers the event it caused, if any. */
  private write(rule: AlertRuleRow, { state, summary }: Verdict, now: number): 'firing' | 'resolved' | null {
    return this.ctx.store.transaction(() => {
      // read again inside the transaction: another pass (another process on the same database) may have moved it
      const current = this.rules.get(rule.alert_rule_sid);
      if (!current || !current.is_active) return null;
      if (state === current.state) {
        this.rules.update(rule.alert_rule_sid, { last_evaluated_at: now, last_value: summary });
        return null;
      }
      this.rules.update(rule.alert_rule_sid, {
        state,
        since: now,
        last_evaluated_at: now,
        last_value: summary,
      });
      const event = state === 'firing' ? 'firing' : 'resolved';
      if (event === 'firing')
        this.records.insertAlerts([
          {
            time: now,
            alert_type: ALERT_RULE_ALERT_TYPE,
            message: `${current.name}: ${summary}`,
            detail: null,
            account_sid: current.account_sid,
            service_provider_sid: current.service_provider_sid,
            vendor: null,
            target_sid: current.alert_rule_sid,
          },
        ]);
      this.queue(current, event, summary, now);
      return event;
    });
  }

  private queue(rule: AlertRuleRow, event: 'firing' | 'resolved', summary: string, now: number): void {
    const notification: AlertRuleNotification = {
      event,
      alert_rule_sid: rule.alert_rule_sid,
      name: rule.name,
      condition: rule.condition,
      account_sid: rule.account_sid,
      service_provider_sid: rule.service_provider_sid,
      time: new Date(now).toISOString(),
      summary,
    };
    const payload = JSON.stringify(notification);
    const base = {
      alert_rule_sid: rule.alert_rule_sid,
      event,
      payload,
      created_at: now,
      next_attempt_at: now,
    };
    for (const email of JSON.parse(rule.emails) as string[])
      this.rules.queue({ ...base, channel: 'email', target: email });
    if (rule.webhook_url) this.rules.queue({ ...base, channel: 'webhook', target: rule.webhook_url });
  }

  /** Sends the notifications due at `now`; a failed try is retried with a doubling wait until the last try. */
  async deliver(now: number): Promise<{ sent: number; failed: number }> {
    let sent = 0;
    let failed = 0;
    for (const delivery of this.rules.due(now, SEND_BATCH)) {
      const attempts = delivery.attempts + 1;
      const retryAt = now + this.options.backoffMs * 2 ** (attempts - 1);
      // claimed before it is sent (see the top of this file)
      this.rules.tried(delivery.delivery_id, {
        status: 'pending',
        attempts,
        last_result: delivery.last_result,
        last_attempt_at: now,
        next_attempt_at: retryAt,
      });
      const outcome = await this.send(delivery, now);
      const last = attempts >= this.options.attempts;
      this.rules.tried(delivery.delivery_id, {
        status: outcome.ok ? 'sent' : last ? 'failed' : 'pending',
        attempts,
        last_result: outcome.result,
        last_attempt_at: now,
        next_attempt_at: outcome.ok || last ? null : retryAt,
      });
      if (outcome.ok) sent += 1;
      else if (last) failed += 1;
    }
    return { sent, failed };
  }

  private async send(delivery: DeliveryRow, now: number): Promise<{ ok: boolean; result: string }> {
    const notification = JSON.parse(delivery.payload) as AlertRuleNotification;
    try {
      if (delivery.channel === 'email') {
        const word = notification.event === 'firing' ? 'FIRING' : 'RESOLVED';
        await this.ctx.mailer.send({
          to: delivery.target,
          kind: 'alert-rule',
          subject: `[${word}] ${notification.name}`,
          text: `Alert rule "${notification.name}" is ${notification.event === 'firing' ? 'firing' : 'resolved'}.\n\n${notification.summary}\n\nTime: ${notification.time}\n`,
        });
        return { ok: true, result: 'sent' };
      }
      const secret = notification.account_sid
        ? this.rules.accountOf(notification.account_sid)?.webhook_secret
        : null;
      if (!secret) return { ok: false, result: 'the account has no webhook secret' };
      const response = await fetch(delivery.target, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [SIGNATURE_HEADER]: signatureOf(secret, delivery.payload, now),
        },
        body: delivery.payload,
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        redirect: 'manual',
      });
      await response.arrayBuffer().catch(() => undefined);
      return response.ok
        ? { ok: true, result: `HTTP ${response.status}` }
        : { ok: false, result: `HTTP ${response.status}` };
    } catch (error) {
      const err = error as Error & { cause?: { code?: string } };
      return { ok: false, result: (err.cause?.code ?? err.message ?? 'failed').slice(0, 200) };
    }
  }
}
