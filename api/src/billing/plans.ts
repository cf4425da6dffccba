// An account's plan as the database keeps it (contract §7 hosted tables): the subscription in force
// (`account_subscriptions` + `account_products`, read by `GET /Users/me`), the ones waiting (an upgrade whose payment
// is not through yet, a return to the free plan at the period's end), `accounts.plan_type` and the account limits
// the plan gives (call sessions; registered devices = device_to_call_ratio × call sessions + additional devices,
// the free plan's 1).
import type { FastifyRequest } from 'fastify';
import type { BillingCategory, PlanType } from '@switchboard/shared/types';
import { FREE_PLAN, registeredDevices } from '@switchboard/shared/validation';
import { recordAudit } from '../audit/audit';
import type { AppContext } from '../context';
import type { Store } from '../db/store';
import { isoNow, newSid } from '../lib/ids';
import type { CardDetails } from './provider';

export type Quantities = Record<BillingCategory, number>;

export interface SubscriptionRow {
  account_subscription_sid: string;
  account_sid: string;
  pending: number;
  effective_start_date: string;
  effective_end_date: string | null;
  change_reason: string | null;
  stripe_subscription_id: string | null;
  stripe_payment_method_id: string | null;
  stripe_statement_descriptor: string | null;
  last4: string | null;
  exp_month: number | null;
  exp_year: number | null;
  card_type: string | null;
  pending_reason: string | null;
}

export interface AccountBillingRow {
  account_sid: string;
  service_provider_sid: string;
  name: string;
  plan_type: PlanType;
  trial_end_date: string | null;
  stripe_customer_id: string | null;
  device_to_call_ratio: number;
  is_active: number;
}

export const PENDING = { upgrade: 'upgrade', downgrade: 'downgrade' } as const;

export function accountBilling(store: Store, accountSid: string): AccountBillingRow | undefined {
  return store.get<AccountBillingRow>(
    'SELECT account_sid, service_provider_sid, name, plan_type, trial_end_date, stripe_customer_id, device_to_call_ratio, is_active FROM accounts WHERE account_sid = ?',
    accountSid,
  );
}

/** The subscription in force (what `GET /Users/me` shows). */
export function currentSubscription(
  store: Store,
  accountSid: string,
  nowMs: number,
): SubscriptionRow | undefined {
  return store.get<SubscriptionRow>(
    `SELECT * FROM account_subscriptions WHERE account_sid = ? AND pending = 0 AND (effective_end_date IS NULL OR effective_end_date > ?)
      ORDER BY effective_start_date DESC, rowid DESC LIMIT 1`,
    accountSid,
    isoNow(nowMs),
  );
}

export function pendingSubscription(
  store: Store,
  accountSid: string,
  reason: string,
): SubscriptionRow | undefined {
  return store.get<SubscriptionRow>(
    'SELECT * FROM account_subscriptions WHERE account_sid = ? AND pending = 1 AND pending_reason = ? ORDER BY rowid DESC LIMIT 1',
    accountSid,
    reason,
  );
}

export function quantitiesOf(store: Store, subscriptionSid: string): Quantities {
  const rows = store.all<{ category: BillingCategory; quantity: number }>(
    `SELECT p.category, ap.quantity FROM account_products ap JOIN products p ON p.product_sid = ap.product_sid
      WHERE ap.account_subscription_sid = ?`,
    subscriptionSid,
  );
  const quantities: Quantities = { voice_call_session: 0, device: 0 };
  for (const row of rows) if (row.category in quantities) quantities[row.category] = row.quantity;
  return quantities;
}

/** The seeded product of a category (`products` table). */
export function productSid(store: Store, category: BillingCategory): string {
  const row = store.get<{ product_sid: string }>(
    'SELECT product_sid FROM products WHERE category = ? ORDER BY rowid LIMIT 1',
    category,
  );
  if (!row) throw new Error(`no product of category ${category}`);
  return row.product_sid;
}

function writeProducts(store: Store, subscriptionSid: string, quantities: Quantities) {
  store.run('DELETE FROM account_products WHERE account_subscription_sid = ?', subscriptionSid);
  for (const category of Object.keys(quantities) as BillingCategory[]) {
    store.insert('account_products', {
      account_product_sid: newSid(),
      account_subscription_sid: subscriptionSid,
      product_sid: productSid(store, category),
      quantity: quantities[category],
    });
  }
}

/** The account limits a plan gives. */
export function planLimits(plan: PlanType, quantities: Quantities, ratio: number): Quantities {
  if (plan === 'free') return { voice_call_session: FREE_PLAN.voice_call_session, device: FREE_PLAN.device };
  return {
    voice_call_session: quantities.voice_call_session,
    device: registeredDevices(ratio, quantities.voice_call_session, quantities.device),
  };
}

function writeLimits(store: Store, accountSid: string, limits: Quantities) {
  for (const category of Object.keys(limits) as BillingCategory[]) {
    store.run('DELETE FROM account_limits WHERE account_sid = ? AND category = ?', accountSid, category);
    store.insert('account_limits', {
      account_limits_sid: newSid(),
      account_sid: accountSid,
      category,
      quantity: limits[category],
    });
  }
}

export interface PlanChange {
  plan: PlanType;
  quantities: Quantities;
  /** what the new subscription row carries (provider ids, the card) */
  subscription?: Partial<SubscriptionRow>;
  reason: string;
}

const auditActor = (request: FastifyRequest | null) =>
  request?.caller ? undefined : { userSid: null, name: 'billing' };

/**
 * Puts a plan in force now (inside the caller's transaction): the current subscription ends, a new one starts with
 * its products, the account's plan type and limits follow. One audit entry.
 */
export function putPlanInForce(
  ctx: AppContext,
  request: FastifyRequest | null,
  account: AccountBillingRow,
  change: PlanChange,
  replacing?: SubscriptionRow,
): string {
  const { store } = ctx;
  const now = isoNow(ctx.now());
  const before = currentSubscription(store, account.account_sid, ctx.now());
  const beforeQuantities = before ? quantitiesOf(store, before.account_subscription_sid) : null;
  if (before)
    store.run(
      'UPDATE account_subscriptions SET effective_end_date = ? WHERE account_subscription_sid = ?',
      now,
      before.account_subscription_sid,
    );
  let sid: string;
  if (replacing) {
    sid = replacing.account_subscription_sid;
    store.update('account_subscriptions', 'account_subscription_sid', sid, {
      ...change.subscription,
      pending: 0,
      pending_reason: null,
      effective_start_date: now,
      effective_end_date: null,
      change_reason: change.reason,
    });
  } else {
    sid = newSid();
    store.insert('account_subscriptions', {
      ...change.subscription,
      account_subscription_sid: sid,
      account_sid: account.account_sid,
      pending: 0,
      effective_start_date: now,
      change_reason: change.reason,
    });
  }
  writeProducts(store, sid, change.quantities);
  store.run('UPDATE accounts SET plan_type = ? WHERE account_sid = ?', change.plan, account.account_sid);
  writeLimits(
    store,
    account.account_sid,
    planLimits(change.plan, change.quantities, account.device_to_call_ratio),
  );
  recordAudit(ctx, request, {
    entity: 'account_subscription',
    entitySid: sid,
    action: 'create',
    before: { plan_type: account.plan_type, ...(beforeQuantities ?? {}) },
    after: { plan_type: change.plan, ...change.quantities, change_reason: change.reason },
    accountSid: account.account_sid,
    serviceProviderSid: account.service_provider_sid,
    actor: auditActor(request),
  });
  return sid;
}

/** Records a subscription that waits (an upgrade's payment, a downgrade at the period's end) with its products. */
export function recordPending(
  store: Store,
  accountSid: string,
  reason: string,
  quantities: Quantities,
  fields: Partial<SubscriptionRow>,
): string {
  const sid = newSid();
  store.insert('account_subscriptions', {
    ...fields,
    account_subscription_sid: sid,
    account_sid: accountSid,
    pending: 1,
    pending_reason: reason,
  });
  writeProducts(store, sid, quantities);
  return sid;
}

export function dropPending(store: Store, subscriptionSid: string) {
  store.run('DELETE FROM account_products WHERE account_subscription_sid = ?', subscriptionSid);
  store.run('DELETE FROM account_subscriptions WHERE account_subscription_sid = ?', subscriptionSid);
}

/** Changes the quantities of the subscription in force (a paid plan's capacity change). One audit entry. */
export function changeQuantities(
  ctx: AppContext,
  request: FastifyRequest | null,
  account: AccountBillingRow,
  subscription: SubscriptionRow,
  quantities: Quantities,
) {
  const before = quantitiesOf(ctx.store, subscription.account_subscription_sid);
  writeProducts(ctx.store, subscription.account_subscription_sid, quantities);
  ctx.store.run(
    'UPDATE account_subscriptions SET change_reason = ? WHERE account_subscription_sid = ?',
    'capacity changed',
    subscription.account_subscription_sid,
  );
  writeLimits(
    ctx.store,
    account.account_sid,
    planLimits(account.plan_type, quantities, account.device_to_call_ratio),
  );
  recordAudit(ctx, request, {
    entity: 'account_subscription',
    entitySid: subscription.account_subscription_sid,
    action: 'update',
    before,
    after: quantities,
    accountSid: account.account_sid,
    serviceProviderSid: account.service_provider_sid,
    actor: auditActor(request),
  });
}

/** The card columns of a subscription row. */
export const cardColumns = (card: CardDetails): Partial<SubscriptionRow> => ({
  stripe_payment_method_id: card.paymentMethodId,
  last4: card.last4,
  exp_month: card.expMonth,
  exp_year: card.expYear,
  card_type: card.brand,
});
