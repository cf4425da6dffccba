// All the SQL of the payment sandbox, over its sandbox_* tables (schema.ts, migration 41): what Stripe keeps on its
// side — customers, payment methods, subscriptions and their items, invoices, payment intents. Amounts are cents and
// times Unix seconds, as Stripe has them.
import type { Invoice, InvoiceLine } from '@switchboard/shared/types';
import type { ItemQuantity, ProviderSubscription } from '../../areas/billing';
import type { Store } from '../../db/store';

export interface CustomerRow {
  id: string;
  default_payment_method: string | null;
  /** negative: credit the next invoice uses first */
  balance: number;
  deleted: number;
}

export interface PaymentMethodRow {
  id: string;
  customer: string | null;
  /** which test card it is (its kind: visa, chargeDeclined, …) */
  test_card: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  authenticated: number;
}

export interface SubscriptionRow {
  id: string;
  customer: string;
  status: ProviderSubscription['status'];
  current_period_start: number;
  current_period_end: number;
  cancel_at_period_end: number;
  default_payment_method: string | null;
  pending_update: string | null;
  pending_update_invoice: string | null;
  created: number;
}

/** An invoice line as stored: its period in Unix seconds. */
export interface StoredLine extends Omit<InvoiceLine, 'period_start' | 'period_end'> {
  period_start: number;
  period_end: number;
}

export interface InvoiceRow {
  id: string;
  number: string;
  customer: string;
  subscription: string | null;
  status: Invoice['status'];
  billing_reason: string;
  currency: string;
  subtotal: number;
  total: number;
  starting_balance: number;
  amount_due: number;
  amount_paid: number;
  created: number;
  period_start: number;
  period_end: number;
  paid_at: number | null;
  payment_method: string | null;
  payment_intent: string | null;
  /** JSON StoredLine[] */
  lines: string;
}

export interface PaymentIntentRow {
  id: string;
  client_secret: string;
  invoice: string;
  customer: string;
  amount: number;
  currency: string;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';
  payment_method: string | null;
  last_error: string | null;
  created: number;
}

/** Subscriptions that still run (neither canceled nor expired before their first payment). */
const RUNNING = "status NOT IN ('canceled','incomplete_expired')";

export class SandboxRepository {
  constructor(private readonly store: Store) {}

  transaction<T>(run: () => T): T {
    return this.store.transaction(run);
  }

  // Customers

  insertCustomer(row: {
    id: string;
    account_sid: string;
    email: string | null;
    name: string;
    created: number;
  }) {
    this.store.insert('sandbox_customers', row);
  }

  customer(customerId: string): CustomerRow | undefined {
    return this.store.get<CustomerRow>(
      'SELECT id, default_payment_method, balance, deleted FROM sandbox_customers WHERE id = ?',
      customerId,
    );
  }

  /** The customer is deleted; their running subscriptions are canceled at `at`. */
  deleteCustomer(customerId: string, at: number): void {
    this.store.run(
      `UPDATE sandbox_subscriptions SET status = 'canceled', canceled_at = ? WHERE customer = ? AND ${RUNNING}`,
      at,
      customerId,
    );
    this.store.run('UPDATE sandbox_customers SET deleted = 1 WHERE id = ?', customerId);
  }

  setBalance(customerId: string, balance: number): void {
    this.store.run('UPDATE sandbox_customers SET balance = ? WHERE id = ?', balance, customerId);
  }

  addToBalance(customerId: string, amount: number): void {
    this.store.run('UPDATE sandbox_customers SET balance = balance + ? WHERE id = ?', amount, customerId);
  }

  setCustomerPaymentMethod(customerId: string, paymentMethodId: string): void {
    this.store.run(
      'UPDATE sandbox_customers SET default_payment_method = ? WHERE id = ?',
      paymentMethodId,
      customerId,
    );
  }

  // Payment methods

  paymentMethod(paymentMethodId: string | null): PaymentMethodRow | undefined {
    return paymentMethodId
      ? this.store.get<PaymentMethodRow>(
          'SELECT * FROM sandbox_payment_methods WHERE id = ?',
          paymentMethodId,
        )
      : undefined;
  }

  insertPaymentMethod(row: PaymentMethodRow, created: number): void {
    this.store.insert('sandbox_payment_methods', { ...row, created });
  }

  /** The customer authenticated a payment with it (3-D Secure): later off-session payments go through. */
  markAuthenticated(paymentMethodId: string): void {
    this.store.run('UPDATE sandbox_payment_methods SET authenticated = 1 WHERE id = ?', paymentMethodId);
  }

  // Subscriptions

  subscription(subscriptionId: string): SubscriptionRow | undefined {
    return this.store.get<SubscriptionRow>(
      'SELECT * FROM sandbox_subscriptions WHERE id = ?',
      subscriptionId,
    );
  }

  insertSubscription(
    row: Omit<SubscriptionRow, 'cancel_at_period_end' | 'pending_update' | 'pending_update_invoice'>,
  ) {
    this.store.insert('sandbox_subscriptions', row);
  }

  items(subscriptionId: string): ItemQuantity[] {
    return this.store
      .all<{ price: string; quantity: number }>(
        'SELECT price, quantity FROM sandbox_subscription_items WHERE subscription = ? ORDER BY rowid',
        subscriptionId,
      )
      .map((i) => ({ priceId: i.price, quantity: i.quantity }));
  }

  replaceItems(subscriptionId: string, items: ItemQuantity[], newId: () => string): void {
    this.store.run('DELETE FROM sandbox_subscription_items WHERE subscription = ?', subscriptionId);
    for (const item of items)
      this.store.insert('sandbox_subscription_items', {
        id: newId(),
        subscription: subscriptionId,
        price: item.priceId,
        quantity: item.quantity,
      });
  }

  setStatus(subscriptionId: string, status: ProviderSubscription['status']): void {
    this.store.run('UPDATE sandbox_subscriptions SET status = ? WHERE id = ?', status, subscriptionId);
  }

  /** A quantity change waiting for its invoice to be paid (null: none). */
  setPendingUpdate(subscriptionId: string, update: { items: ItemQuantity[]; invoice: string } | null): void {
    this.store.run(
      'UPDATE sandbox_subscriptions SET pending_update = ?, pending_update_invoice = ? WHERE id = ?',
      update ? JSON.stringify(update.items) : null,
      update?.invoice ?? null,
      subscriptionId,
    );
  }

  setCancelAtPeriodEnd(subscriptionId: string): void {
    this.store.run('UPDATE sandbox_subscriptions SET cancel_at_period_end = 1 WHERE id = ?', subscriptionId);
  }

  setSubscriptionPaymentMethod(subscriptionId: string, paymentMethodId: string): void {
    this.store.run(
      'UPDATE sandbox_subscriptions SET default_payment_method = ? WHERE id = ?',
      paymentMethodId,
      subscriptionId,
    );
  }

  /** The card every running subscription of the customer pays with from now on. */
  setRunningSubscriptionsPaymentMethod(customerId: string, paymentMethodId: string): void {
    this.store.run(
      `UPDATE sandbox_subscriptions SET default_payment_method = ? WHERE customer = ? AND ${RUNNING}`,
      paymentMethodId,
      customerId,
    );
  }

  /** The customer's latest subscription that will renew (what the upcoming invoice bills). */
  renewingSubscription(customerId: string): SubscriptionRow | undefined {
    return this.store.get<SubscriptionRow>(
      "SELECT * FROM sandbox_subscriptions WHERE customer = ? AND status IN ('active','past_due') AND cancel_at_period_end = 0 ORDER BY created DESC LIMIT 1",
      customerId,
    );
  }

  /** Subscriptions still waiting for their first payment that were created at or before `createdBy`. */
  incompleteSince(createdBy: number): SubscriptionRow[] {
    return this.store.all<SubscriptionRow>(
      "SELECT * FROM sandbox_subscriptions WHERE status = 'incomplete' AND created <= ?",
      createdBy,
    );
  }

  /** Active (or past due) subscriptions whose period ended by `at`. */
  periodEndedBy(at: number): SubscriptionRow[] {
    return this.store.all<SubscriptionRow>(
      "SELECT * FROM sandbox_subscriptions WHERE status IN ('active','past_due') AND current_period_end <= ?",
      at,
    );
  }

  /** Canceled at the end of its period. */
  cancelAtPeriodEnd(subscriptionId: string): void {
    this.store.run(
      "UPDATE sandbox_subscriptions SET status = 'canceled', canceled_at = current_period_end WHERE id = ?",
      subscriptionId,
    );
  }

  setPeriod(subscriptionId: string, start: number, end: number): void {
    this.store.run(
      'UPDATE sandbox_subscriptions SET current_period_start = ?, current_period_end = ? WHERE id = ?',
      start,
      end,
      subscriptionId,
    );
  }

  // Invoices

  invoice(invoiceId: string): InvoiceRow | undefined {
    return this.store.get<InvoiceRow>('SELECT * FROM sandbox_invoices WHERE id = ?', invoiceId);
  }

  invoiceOf(customerId: string, invoiceId: string): InvoiceRow | undefined {
    return this.store.get<InvoiceRow>(
      'SELECT * FROM sandbox_invoices WHERE id = ? AND customer = ?',
      invoiceId,
      customerId,
    );
  }

  /** The customer's invoices, newest first. */
  invoicesOf(customerId: string): InvoiceRow[] {
    return this.store.all<InvoiceRow>(
      'SELECT * FROM sandbox_invoices WHERE customer = ? ORDER BY created DESC, rowid DESC',
      customerId,
    );
  }

  /** The customer's open invoices, oldest first. */
  openInvoicesOf(customerId: string): InvoiceRow[] {
    return this.store.all<InvoiceRow>(
      "SELECT * FROM sandbox_invoices WHERE customer = ? AND status = 'open' ORDER BY created, rowid",
      customerId,
    );
  }

  invoiceCount(customerId: string): number {
    return (
      this.store.get<{ n: number }>(
        'SELECT COUNT(*) AS n FROM sandbox_invoices WHERE customer = ?',
        customerId,
      )?.n ?? 0
    );
  }

  insertInvoice(row: InvoiceRow): void {
    this.store.insert('sandbox_invoices', { ...row });
  }

  markInvoicePaid(invoiceId: string, at: number, paymentMethodId: string | null): void {
    this.store.run(
      "UPDATE sandbox_invoices SET status = 'paid', amount_paid = amount_due, paid_at = ?, payment_method = ? WHERE id = ?",
      at,
      paymentMethodId,
      invoiceId,
    );
  }

  /** The open invoices of a subscription that expired before its first payment. */
  voidOpenInvoices(subscriptionId: string): void {
    this.store.run(
      "UPDATE sandbox_invoices SET status = 'void' WHERE subscription = ? AND status = 'open'",
      subscriptionId,
    );
  }

  // Payment intents

  intent(intentId: string): PaymentIntentRow | undefined {
    return this.store.get<PaymentIntentRow>('SELECT * FROM sandbox_payment_intents WHERE id = ?', intentId);
  }

  intentBySecret(clientSecret: string): PaymentIntentRow | undefined {
    return this.store.get<PaymentIntentRow>(
      'SELECT * FROM sandbox_payment_intents WHERE client_secret = ?',
      clientSecret,
    );
  }

  /** A new payment intent, the invoice it pays pointing at it. */
  insertIntent(row: PaymentIntentRow): void {
    this.store.insert('sandbox_payment_intents', { ...row });
    this.store.run('UPDATE sandbox_invoices SET payment_intent = ? WHERE id = ?', row.id, row.invoice);
  }

  updateIntent(
    intentId: string,
    status: PaymentIntentRow['status'],
    paymentMethodId: string | null,
    error: string | null,
  ) {
    this.store.run(
      'UPDATE sandbox_payment_intents SET status = ?, payment_method = ?, last_error = ? WHERE id = ?',
      status,
      paymentMethodId,
      error,
      intentId,
    );
  }

  setIntentStatus(intentId: string, status: PaymentIntentRow['status'], error: string | null): void {
    this.store.run(
      'UPDATE sandbox_payment_intents SET status = ?, last_error = ? WHERE id = ?',
      status,
      error,
      intentId,
    );
  }
}
