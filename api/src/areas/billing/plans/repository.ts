// An account's plan as the database keeps it (docs/api/contract.md#database hosted tables): all the SQL of billing's own rows — the
// account's billing columns, its subscriptions (`account_subscriptions`: the one in force, those waiting) with their
// products (`account_products`), the limits a plan gives (`account_limits`), the offers made to it.
import type { BillingCategory, PlanType } from '@switchboard/shared/types';
import type { Store } from '../../../db/store';
import { newSid } from '../../../lib/ids';

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

export class PlanRepository {
  constructor(private readonly store: Store) {}

  account(accountSid: string): AccountBillingRow | undefined {
    return this.store.get<AccountBillingRow>(
      'SELECT account_sid, service_provider_sid, name, plan_type, trial_end_date, stripe_customer_id, device_to_call_ratio, is_active FROM accounts WHERE account_sid = ?',
      accountSid,
    );
  }

  setPlanType(accountSid: string, plan: PlanType): void {
    this.store.run('UPDATE accounts SET plan_type = ? WHERE account_sid = ?', plan, accountSid);
  }

  setCustomer(accountSid: string, customerId: string | null): void {
    this.store.run(
      'UPDATE accounts SET stripe_customer_id = ? WHERE account_sid = ?',
      customerId,
      accountSid,
    );
  }

  /** The e-mail a new customer gets: the caller's (`preferredUser`) if they are the account's, else its first user's. */
  customerEmail(accountSid: string, preferredUser: string): string | null {
    return (
      this.store.get<{ email: string }>(
        'SELECT email FROM users WHERE account_sid = ? ORDER BY (user_sid = ?) DESC, rowid LIMIT 1',
        accountSid,
        preferredUser,
      )?.email ?? null
    );
  }

  /** The account's first user's e-mail (what an invoice is addressed to). */
  firstUserEmail(accountSid: string): string | null {
    return (
      this.store.get<{ email: string }>(
        'SELECT email FROM users WHERE account_sid = ? ORDER BY rowid LIMIT 1',
        accountSid,
      )?.email ?? null
    );
  }

  /** The provider's product ids offered to the account (account_offers). */
  offers(accountSid: string): string[] {
    return this.store
      .all<{ stripe_product_id: string }>(
        'SELECT stripe_product_id FROM account_offers WHERE account_sid = ?',
        accountSid,
      )
      .map((o) => o.stripe_product_id);
  }

  /** The subscription in force at `nowIso` (what `GET /Users/me` shows). */
  current(accountSid: string, nowIso: string): SubscriptionRow | undefined {
    return this.store.get<SubscriptionRow>(
      `SELECT * FROM account_subscriptions WHERE account_sid = ? AND pending = 0 AND (effective_end_date IS NULL OR effective_end_date > ?)
        ORDER BY effective_start_date DESC, rowid DESC LIMIT 1`,
      accountSid,
      nowIso,
    );
  }

  pending(accountSid: string, reason: string): SubscriptionRow | undefined {
    return this.store.get<SubscriptionRow>(
      'SELECT * FROM account_subscriptions WHERE account_sid = ? AND pending = 1 AND pending_reason = ? ORDER BY rowid DESC LIMIT 1',
      accountSid,
      reason,
    );
  }

  /** The subscriptions paid at the provider that are still in force or waiting at `nowIso` (they carry the card). */
  withCard(accountSid: string, nowIso: string): { account_subscription_sid: string; last4: string | null }[] {
    return this.store.all(
      `SELECT account_subscription_sid, last4 FROM account_subscriptions
        WHERE account_sid = ? AND stripe_subscription_id IS NOT NULL AND (pending = 1 OR effective_end_date IS NULL OR effective_end_date > ?)`,
      accountSid,
      nowIso,
    );
  }

  insertSubscription(row: Partial<SubscriptionRow>): void {
    this.store.insert('account_subscriptions', row);
  }

  updateSubscription(sid: string, changes: Partial<SubscriptionRow>): void {
    this.store.update('account_subscriptions', 'account_subscription_sid', sid, changes);
  }

  endSubscription(sid: string, at: string): void {
    this.store.run(
      'UPDATE account_subscriptions SET effective_end_date = ? WHERE account_subscription_sid = ?',
      at,
      sid,
    );
  }

  setChangeReason(sid: string, reason: string): void {
    this.store.run(
      'UPDATE account_subscriptions SET change_reason = ? WHERE account_subscription_sid = ?',
      reason,
      sid,
    );
  }

  /** Ends a subscription at the end of its period, with why. */
  endAt(sid: string, at: string, reason: string): void {
    this.store.run(
      'UPDATE account_subscriptions SET effective_end_date = ?, change_reason = ? WHERE account_subscription_sid = ?',
      at,
      reason,
      sid,
    );
  }

  /** A subscription and its products. */
  removeSubscription(sid: string): void {
    this.store.run('DELETE FROM account_products WHERE account_subscription_sid = ?', sid);
    this.store.run('DELETE FROM account_subscriptions WHERE account_subscription_sid = ?', sid);
  }

  quantities(subscriptionSid: string): Quantities {
    const rows = this.store.all<{ category: BillingCategory; quantity: number }>(
      `SELECT p.category, ap.quantity FROM account_products ap JOIN products p ON p.product_sid = ap.product_sid
        WHERE ap.account_subscription_sid = ?`,
      subscriptionSid,
    );
    const quantities: Quantities = { voice_call_session: 0, device: 0 };
    for (const row of rows) if (row.category in quantities) quantities[row.category] = row.quantity;
    return quantities;
  }

  /** The subscription's products: one row per category, of the seeded product of that category. */
  setProducts(subscriptionSid: string, quantities: Quantities): void {
    this.store.run('DELETE FROM account_products WHERE account_subscription_sid = ?', subscriptionSid);
    for (const category of Object.keys(quantities) as BillingCategory[]) {
      this.store.insert('account_products', {
        account_product_sid: newSid(),
        account_subscription_sid: subscriptionSid,
        product_sid: this.productSid(category),
        quantity: quantities[category],
      });
    }
  }

  /** The account's limits of the categories given. */
  setLimits(accountSid: string, limits: Quantities): void {
    for (const category of Object.keys(limits) as BillingCategory[]) {
      this.store.run(
        'DELETE FROM account_limits WHERE account_sid = ? AND category = ?',
        accountSid,
        category,
      );
      this.store.insert('account_limits', {
        account_limits_sid: newSid(),
        account_sid: accountSid,
        category,
        quantity: limits[category],
      });
    }
  }

  /**
   * The accounts whose plan may have moved at `nowIso`: a trial that ran out, a subscription waiting, a paid plan
   * (its period may have ended or its payment gone through elsewhere).
   */
  sweepCandidates(nowIso: string): string[] {
    return this.store
      .all<{ account_sid: string }>(
        `SELECT account_sid FROM accounts WHERE plan_type = 'trial' AND trial_end_date IS NOT NULL AND trial_end_date <= @now
         UNION SELECT account_sid FROM account_subscriptions WHERE pending = 1
         UNION SELECT s.account_sid FROM account_subscriptions s JOIN accounts a ON a.account_sid = s.account_sid
           WHERE a.plan_type = 'paid' AND s.pending = 0 AND s.stripe_subscription_id IS NOT NULL
             AND (s.effective_end_date IS NULL OR s.effective_end_date > @now)`,
        { now: nowIso },
      )
      .map((row) => row.account_sid);
  }

  /** The seeded product of a category (`products` table). */
  private productSid(category: BillingCategory): string {
    const row = this.store.get<{ product_sid: string }>(
      'SELECT product_sid FROM products WHERE category = ? ORDER BY rowid LIMIT 1',
      category,
    );
    if (!row) throw new Error(`no product of category ${category}`);
    return row.product_sid;
  }
}
