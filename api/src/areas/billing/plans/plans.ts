// What a plan is and how it changes (docs/api/contract.md#database hosted tables): the subscription in force (read by `GET /Users/me`),
// the ones waiting (an upgrade whose payment is not through yet, a return to the free plan at the period's end),
// `accounts.plan_type`, and the account limits the plan gives (call sessions; registered devices =
// device_to_call_ratio × call sessions + additional devices, the free plan's 1). Each change returns the audit entry it makes, for the
// caller's audited write (the write and its entry land together).
import type { PlanType } from '@switchboard/shared/types';
import { FREE_PLAN, registeredDevices } from '@switchboard/shared/validation';
import type { Requester } from '../../../auth/caller';
import type { AuditEntry } from '../../../audit/audit';
import type { AppContext } from '../../../context';
import { isoNow, newSid } from '../../../lib/ids';
import type { CardDetails } from '../provider/provider';
import { PlanRepository, type AccountBillingRow, type Quantities, type SubscriptionRow } from './repository';

export const PENDING = { upgrade: 'upgrade', downgrade: 'downgrade' } as const;

/** An audited write whose write returns its own entry (plan changes say what they did). */
export const asEntry = (entry: AuditEntry) => entry;

/** The account limits a plan gives. */
export function planLimits(plan: PlanType, quantities: Quantities, ratio: number): Quantities {
  if (plan === 'free') return { voice_call_session: FREE_PLAN.voice_call_session, device: FREE_PLAN.device };
  return {
    voice_call_session: quantities.voice_call_session,
    device: registeredDevices(ratio, quantities.voice_call_session, quantities.device),
  };
}

/** The card columns of a subscription row. */
export const cardColumns = (card: CardDetails): Partial<SubscriptionRow> => ({
  stripe_payment_method_id: card.paymentMethodId,
  last4: card.last4,
  exp_month: card.expMonth,
  exp_year: card.expYear,
  card_type: card.brand,
});

export interface PlanChange {
  plan: PlanType;
  quantities: Quantities;
  /** what the new subscription row carries (provider ids, the card) */
  subscription?: Partial<SubscriptionRow>;
  reason: string;
}

/** Changes made by time passing (a sweep, no caller) are the trail's 'billing'. */
const auditActor = (requester: Requester | null) =>
  requester?.caller ? undefined : { userSid: null, name: 'billing' };

export class Plans {
  readonly rows: PlanRepository;

  constructor(private readonly ctx: AppContext) {
    this.rows = new PlanRepository(ctx.store);
  }

  account(accountSid: string): AccountBillingRow | undefined {
    return this.rows.account(accountSid);
  }

  /** The subscription in force now. */
  current(accountSid: string): SubscriptionRow | undefined {
    return this.rows.current(accountSid, isoNow(this.ctx.now()));
  }

  /**
   * Puts a plan in force now: the current subscription ends, a new one (or the waiting one it replaces) starts with
   * its products, the account's plan type and limits follow.
   */
  putInForce(
    requester: Requester | null,
    account: AccountBillingRow,
    change: PlanChange,
    replacing?: SubscriptionRow,
  ): AuditEntry {
    const now = isoNow(this.ctx.now());
    const before = this.current(account.account_sid);
    const beforeQuantities = before ? this.rows.quantities(before.account_subscription_sid) : null;
    if (before) this.rows.endSubscription(before.account_subscription_sid, now);
    let sid: string;
    if (replacing) {
      sid = replacing.account_subscription_sid;
      this.rows.updateSubscription(sid, {
        ...change.subscription,
        pending: 0,
        pending_reason: null,
        effective_start_date: now,
        effective_end_date: null,
        change_reason: change.reason,
      });
    } else {
      sid = newSid();
      this.rows.insertSubscription({
        ...change.subscription,
        account_subscription_sid: sid,
        account_sid: account.account_sid,
        pending: 0,
        effective_start_date: now,
        change_reason: change.reason,
      });
    }
    this.rows.setProducts(sid, change.quantities);
    this.rows.setPlanType(account.account_sid, change.plan);
    this.rows.setLimits(
      account.account_sid,
      planLimits(change.plan, change.quantities, account.device_to_call_ratio),
    );
    return {
      entity: 'account_subscription',
      entitySid: sid,
      action: 'create',
      before: { plan_type: account.plan_type, ...(beforeQuantities ?? {}) },
      after: { plan_type: change.plan, ...change.quantities, change_reason: change.reason },
      accountSid: account.account_sid,
      serviceProviderSid: account.service_provider_sid,
      actor: auditActor(requester),
    };
  }

  /** Records a subscription that waits (an upgrade's payment, a downgrade at the period's end) with its products. */
  recordPending(
    accountSid: string,
    reason: string,
    quantities: Quantities,
    fields: Partial<SubscriptionRow>,
  ): string {
    const sid = newSid();
    this.rows.insertSubscription({
      ...fields,
      account_subscription_sid: sid,
      account_sid: accountSid,
      pending: 1,
      pending_reason: reason,
    });
    this.rows.setProducts(sid, quantities);
    return sid;
  }

  /** Changes the quantities of the subscription in force (a paid plan's capacity change). */
  changeQuantities(
    requester: Requester | null,
    account: AccountBillingRow,
    subscription: SubscriptionRow,
    quantities: Quantities,
  ): AuditEntry {
    const before = this.rows.quantities(subscription.account_subscription_sid);
    this.rows.setProducts(subscription.account_subscription_sid, quantities);
    this.rows.setChangeReason(subscription.account_subscription_sid, 'capacity changed');
    this.rows.setLimits(
      account.account_sid,
      planLimits(account.plan_type, quantities, account.device_to_call_ratio),
    );
    return {
      entity: 'account_subscription',
      entitySid: subscription.account_subscription_sid,
      action: 'update',
      before,
      after: quantities,
      accountSid: account.account_sid,
      serviceProviderSid: account.service_provider_sid,
      actor: auditActor(requester),
    };
  }
}
