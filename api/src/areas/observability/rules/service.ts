// Alert rules (docs/api/additions.md#alert-rules): an account's rules, or a service provider's (its accounts' and
// its own, over every account). An account user reads and changes only its account's; a rule under another owner
// is not found. What a rule may name is checked here: its account (the provider's), its carrier (one the rule's
// owner may use) and a webhook only where an account's secret signs it.
import type { AlertRule, AlertRuleDelivery } from '@switchboard/shared/types';
import { ALERT_RULE_MESSAGES } from '@switchboard/shared/operations';
import { isSid, type AlertRuleBody } from '@switchboard/shared/validation';
import type { AppContext } from '../../../context';
import { HttpError } from '../../../http/errors';
import type { OwnerOf } from '../../../http/owner-scoped';
import { newSid } from '../../../lib/ids';
import { AlertRuleRepository, deliveryOf, ruleOf, type AlertRuleRow } from './repository';

type RuleOwner = OwnerOf<'account' | 'service_provider'>;

const bad = (msg: string) => new HttpError(400, { msg });
const notFound = () => new HttpError(404, { msg: ALERT_RULE_MESSAGES.notFound });
/** The delivery log lists this many of a rule's newest notifications. */
export const DELIVERY_LOG_SIZE = 200;

export class AlertRuleService {
  private readonly rules: AlertRuleRepository;

  constructor(private readonly ctx: AppContext) {
    this.rules = new AlertRuleRepository(ctx.store);
  }

  list(owner: RuleOwner): AlertRule[] {
    const rows =
      owner.kind === 'account'
        ? this.rules.list({ accountSid: owner.accountSid })
        : this.rules.list({ serviceProviderSid: owner.serviceProviderSid });
    return rows.map(ruleOf);
  }

  read(owner: RuleOwner, sid: string): AlertRule {
    return ruleOf(this.owned(owner, sid));
  }

  create(owner: RuleOwner, body: AlertRuleBody): { sid: string } {
    const sid = newSid();
    const row = this.checked(owner, body);
    this.rules.insert({ alert_rule_sid: sid, ...row });
    return { sid };
  }

  update(owner: RuleOwner, sid: string, body: AlertRuleBody): void {
    const before = this.owned(owner, sid);
    // a rule stays with the account it was made for (as an account's service provider does)
    const asked = owner.kind === 'account' ? owner.accountSid : (body.account_sid?.toLowerCase() ?? null);
    if (body.account_sid !== undefined && asked !== before.account_sid)
      throw bad('account_sid may not be modified');
    const row = this.checked(owner, { ...body, account_sid: before.account_sid });
    // a rule switched off, or watching something else, starts again from 'ok' (no 'resolved' for what it no longer watches)
    const restarts =
      row.is_active === 0 ||
      row.condition !== before.condition ||
      row.voip_carrier_sid !== before.voip_carrier_sid;
    this.rules.update(sid, restarts ? { ...row, state: 'ok', since: null, last_value: null } : row);
  }

  remove(owner: RuleOwner, sid: string): void {
    this.owned(owner, sid);
    this.rules.remove(sid);
  }

  deliveries(owner: RuleOwner, sid: string): AlertRuleDelivery[] {
    this.owned(owner, sid);
    return this.rules.deliveries(sid.toLowerCase(), DELIVERY_LOG_SIZE).map(deliveryOf);
  }

  private owned(owner: RuleOwner, sid: string): AlertRuleRow {
    if (!isSid(sid)) throw notFound();
    const rule = this.rules.get(sid.toLowerCase());
    if (!rule) throw notFound();
    const mine =
      owner.kind === 'account'
        ? rule.account_sid === owner.accountSid
        : rule.service_provider_sid === owner.serviceProviderSid;
    if (!mine) throw notFound();
    return rule;
  }

  /** The row a body makes under an owner, or the 400 that says what it may not name. */
  private checked(owner: RuleOwner, body: AlertRuleBody) {
    let accountSid: string | null;
    let serviceProviderSid: string;
    if (owner.kind === 'account') {
      if (body.account_sid && body.account_sid.toLowerCase() !== owner.accountSid)
        throw bad('account_sid must be the account of the path');
      accountSid = owner.accountSid;
      serviceProviderSid = owner.serviceProviderSid;
    } else {
      serviceProviderSid = owner.serviceProviderSid;
      accountSid = body.account_sid ? body.account_sid.toLowerCase() : null;
      if (accountSid && this.rules.accountOf(accountSid)?.service_provider_sid !== serviceProviderSid)
        throw bad(`account not found for sid ${accountSid}`);
    }
    const carrierSid = body.voip_carrier_sid ? body.voip_carrier_sid.toLowerCase() : null;
    if (carrierSid) {
      const carrier = this.rules.carrier(carrierSid);
      const usable =
        carrier &&
        carrier.service_provider_sid === serviceProviderSid &&
        (carrier.account_sid === null || carrier.account_sid === accountSid);
      if (!usable) throw bad(ALERT_RULE_MESSAGES.carrierNotFound);
    }
    if (body.webhook_url && !accountSid) throw bad(ALERT_RULE_MESSAGES.webhookNeedsAccount);
    return {
      name: body.name,
      service_provider_sid: serviceProviderSid,
      account_sid: accountSid,
      is_active: body.is_active,
      condition: body.condition,
      threshold: body.threshold,
      window_minutes: body.window_minutes,
      voip_carrier_sid: carrierSid,
      status_class: body.condition === 'sip_status_class' ? body.status_class : null,
      alert_type: body.condition === 'alerts_above' ? body.alert_type : null,
      emails: JSON.stringify(body.emails),
      webhook_url: body.webhook_url || null,
    };
  }
}
