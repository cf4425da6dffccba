// The local payment sandbox: a PaymentProvider that behaves like Stripe's test mode without a network — customers,
// the documented test cards (4242… succeeds; 4000 0000 0000 0002 is declined when saved; 4000 0025 0000 3155 needs
// 3-D Secure for its first payment; 4000 0000 0000 0341 is saved but every charge fails…), monthly subscriptions
// on tiered and per-unit prices, prorated quantity changes charged at once (a credit for a decrease), cancellation at
// the period's end, renewals when time passes, invoices and the upcoming invoice. Its state lives in the sandbox_*
// tables (migration 41), so it survives restarts like a Stripe account would.
import { randomBytes } from 'node:crypto';
import type { Invoice, InvoiceLine } from '@switchboard/shared/types';
import {
  CARD_MESSAGES,
  formatMoney,
  parseSandboxPaymentMethodToken,
  priceOf,
  testCardByKind,
} from '@switchboard/shared/validation';
import type { Store } from '../../db/store';
import {
  CardError,
  ProviderRequestError,
  type CardDetails,
  type CreatedSubscription,
  type ItemQuantity,
  type PaymentOutcome,
  type PaymentProvider,
  type ProviderSubscription,
  type QuantityChange,
  type QuantityPreview,
} from '../../billing/provider';
import { SANDBOX_CATALOGUE, sandboxPrice } from './catalogue';

const id = (prefix: string) => `${prefix}_sbx_${randomBytes(10).toString('hex')}`;

/** Stripe lets an incomplete subscription wait 23 hours for its first payment. */
const INCOMPLETE_EXPIRY_SECONDS = 23 * 3600;

/** One calendar month later (UTC), the day clamped to the month's length — Stripe's monthly billing anchor. */
export function addMonth(seconds: number, months = 1): number {
  const date = new Date(seconds * 1000);
  const day = date.getUTCDate();
  const target = new Date(
    Date.UTC(
      date.getUTCFullYear(),
      date.getUTCMonth() + months,
      1,
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
    ),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return Math.floor(target.getTime() / 1000);
}

const iso = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000).toISOString());

interface PaymentMethodRow {
  id: string;
  customer: string | null;
  test_card: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  authenticated: number;
}

interface SubscriptionRow {
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

interface InvoiceRow {
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
  lines: string;
}

interface StoredLine extends Omit<InvoiceLine, 'period_start' | 'period_end'> {
  period_start: number;
  period_end: number;
}

export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly store: Store,
    private readonly now: () => number,
    readonly statementDescriptor: string,
  ) {}

  private nowSeconds(): number {
    return Math.floor(this.now() / 1000);
  }

  async listPrices(offers: string[]) {
    // The sandbox has no account-specific offers of its own: offered products (if any) come first, like Stripe's.
    return [...SANDBOX_CATALOGUE].sort(
      (a, b) => Number(offers.includes(b.stripe_product_id)) - Number(offers.includes(a.stripe_product_id)),
    );
  }

  async createCustomer(input: { accountSid: string; email: string | null; name: string }) {
    const customerId = id('cus');
    this.store.insert('sandbox_customers', {
      id: customerId,
      account_sid: input.accountSid,
      email: input.email,
      name: input.name,
      created: this.nowSeconds(),
    });
    return customerId;
  }

  async deleteCustomer(customerId: string) {
    this.store.transaction(() => {
      for (const sub of this.store.all<{ id: string }>(
        "SELECT id FROM sandbox_subscriptions WHERE customer = ? AND status NOT IN ('canceled','incomplete_expired')",
        customerId,
      )) {
        this.store.run(
          "UPDATE sandbox_subscriptions SET status = 'canceled', canceled_at = ? WHERE id = ?",
          this.nowSeconds(),
          sub.id,
        );
      }
      this.store.run('UPDATE sandbox_customers SET deleted = 1 WHERE id = ?', customerId);
    });
  }

  private customer(customerId: string) {
    const row = this.store.get<{
      id: string;
      default_payment_method: string | null;
      balance: number;
      deleted: number;
    }>('SELECT id, default_payment_method, balance, deleted FROM sandbox_customers WHERE id = ?', customerId);
    if (!row || row.deleted) throw new ProviderRequestError(`No such customer: '${customerId}'`, 404);
    return row;
  }

  private paymentMethod(paymentMethodId: string | null): PaymentMethodRow | undefined {
    return paymentMethodId
      ? this.store.get<PaymentMethodRow>(
          'SELECT * FROM sandbox_payment_methods WHERE id = ?',
          paymentMethodId,
        )
      : undefined;
  }

  private details(row: PaymentMethodRow): CardDetails {
    return {
      paymentMethodId: row.id,
      brand: row.brand,
      last4: row.last4,
      expMonth: row.exp_month,
      expYear: row.exp_year,
    };
  }

  async attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<CardDetails> {
    this.customer(customerId);
    const saved = this.paymentMethod(paymentMethodId);
    if (saved) {
      if (saved.customer && saved.customer !== customerId)
        throw new ProviderRequestError('The payment method belongs to another customer.');
      return this.details(saved);
    }
    const token = parseSandboxPaymentMethodToken(paymentMethodId);
    if (!token) throw new ProviderRequestError(`No such PaymentMethod: '${paymentMethodId}'`);
    const { card } = token;
    // Stripe checks a card when it is saved: the declining test cards fail here.
    if (card.outcome === 'declined')
      throw new CardError(card.message ?? 'Your card was declined.', 'card_declined', card.declineCode);
    const year = new Date(this.now()).getUTCFullYear();
    const row: PaymentMethodRow = {
      id: id('pm'),
      customer: customerId,
      test_card: card.kind,
      brand: card.brand,
      last4: card.number.slice(-4),
      exp_month: token.expMonth ?? 12,
      exp_year: token.expYear ?? year + 3,
      authenticated: 0,
    };
    this.store.insert('sandbox_payment_methods', { ...row, created: this.nowSeconds() });
    return this.details(row);
  }

  async setDefaultPaymentMethod(customerId: string, paymentMethodId: string) {
    this.customer(customerId);
    const pm = this.paymentMethod(paymentMethodId);
    if (!pm || pm.customer !== customerId)
      throw new ProviderRequestError(`No such PaymentMethod: '${paymentMethodId}'`);
    this.store.transaction(() => {
      this.store.run(
        'UPDATE sandbox_customers SET default_payment_method = ? WHERE id = ?',
        pm.id,
        customerId,
      );
      this.store.run(
        "UPDATE sandbox_subscriptions SET default_payment_method = ? WHERE customer = ? AND status NOT IN ('canceled','incomplete_expired')",
        pm.id,
        customerId,
      );
    });
  }

  /** The invoice lines of `items` for a period (one per item, priced by the item's price). */
  private itemLines(
    items: ItemQuantity[],
    start: number,
    end: number,
  ): { lines: StoredLine[]; currency: string } {
    let currency = 'usd';
    const lines = items
      .filter((item) => item.quantity > 0)
      .map((item) => {
        const found = sandboxPrice(item.priceId);
        if (!found) throw new ProviderRequestError(`No such price: '${item.priceId}'`);
        currency = found.price.currency;
        const cost = priceOf(found.price, item.quantity);
        return {
          description: `${item.quantity} × ${found.product.name}${cost.flat ? ` (flat ${formatMoney(cost.unitAmount, currency)})` : ` (at ${formatMoney(cost.unitAmount, currency)} / month)`}`,
          quantity: item.quantity,
          amount: cost.cost,
          proration: false,
          period_start: start,
          period_end: end,
        };
      });
    return { lines, currency };
  }

  private monthlyTotal(items: ItemQuantity[]): number {
    return items.reduce((sum, item) => {
      const found = sandboxPrice(item.priceId);
      if (!found) throw new ProviderRequestError(`No such price: '${item.priceId}'`);
      return sum + priceOf(found.price, item.quantity).cost;
    }, 0);
  }

  /** Writes an invoice, using the customer's credit first. */
  private createInvoice(
    customerId: string,
    subscriptionId: string | null,
    reason: string,
    lines: StoredLine[],
    currency: string,
    period: { start: number; end: number },
  ): InvoiceRow {
    const customer = this.customer(customerId);
    const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
    // A negative balance is credit: it pays (part of) the invoice; a negative total becomes credit.
    const startingBalance = subtotal > 0 ? Math.max(customer.balance, -subtotal) : 0;
    const amountDue = Math.max(0, subtotal + startingBalance);
    const newBalance = subtotal > 0 ? customer.balance - startingBalance : customer.balance + subtotal;
    const sequence =
      (this.store.get<{ n: number }>(
        'SELECT COUNT(*) AS n FROM sandbox_invoices WHERE customer = ?',
        customerId,
      )?.n ?? 0) + 1;
    const row: InvoiceRow = {
      id: id('in'),
      number: `${customerId.slice(-8).toUpperCase()}-${String(sequence).padStart(4, '0')}`,
      customer: customerId,
      subscription: subscriptionId,
      status: amountDue === 0 ? 'paid' : 'open',
      billing_reason: reason,
      currency,
      subtotal,
      total: subtotal,
      starting_balance: startingBalance,
      amount_due: amountDue,
      amount_paid: 0,
      created: this.nowSeconds(),
      period_start: period.start,
      period_end: period.end,
      paid_at: amountDue === 0 ? this.nowSeconds() : null,
      payment_method: null,
      payment_intent: null,
      lines: JSON.stringify(lines),
    };
    this.store.insert('sandbox_invoices', row as unknown as Record<string, unknown>);
    this.store.run('UPDATE sandbox_customers SET balance = ? WHERE id = ?', newBalance, customerId);
    return row;
  }

  /**
   * Charges an open invoice with a card, as Stripe's test cards behave. `onSession`: the customer is there (a first
   * payment may ask for 3-D Secure); off session (renewals, prorations) an unauthenticated card that needs it fails.
   */
  private pay(invoice: InvoiceRow, paymentMethodId: string | null, onSession: boolean): PaymentOutcome {
    if (invoice.status === 'paid')
      return { status: 'paid', amountPaid: invoice.amount_paid, currency: invoice.currency };
    const pm = this.paymentMethod(paymentMethodId);
    const secret = (intent: string) => `${intent}_secret_${randomBytes(12).toString('hex')}`;
    const intentId = invoice.payment_intent ?? id('pi');
    const existing = this.store.get<{ client_secret: string }>(
      'SELECT client_secret FROM sandbox_payment_intents WHERE id = ?',
      intentId,
    );
    const clientSecret = existing?.client_secret ?? secret(intentId);
    const writeIntent = (status: string, lastError: string | null) => {
      if (existing) {
        this.store.run(
          'UPDATE sandbox_payment_intents SET status = ?, payment_method = ?, last_error = ? WHERE id = ?',
          status,
          pm?.id ?? null,
          lastError,
          intentId,
        );
      } else {
        this.store.insert('sandbox_payment_intents', {
          id: intentId,
          client_secret: clientSecret,
          invoice: invoice.id,
          customer: invoice.customer,
          amount: invoice.amount_due,
          currency: invoice.currency,
          status,
          payment_method: pm?.id ?? null,
          last_error: lastError,
          created: this.nowSeconds(),
        });
        this.store.run('UPDATE sandbox_invoices SET payment_intent = ? WHERE id = ?', intentId, invoice.id);
      }
    };
    const card = pm ? testCardByKind(pm.test_card) : undefined;
    if (!pm || !card) {
      const reason = 'The customer has no payment method to pay with.';
      writeIntent('requires_payment_method', reason);
      return { status: 'failed', clientSecret, reason };
    }
    if (card.outcome === 'charge-fails' || card.outcome === 'declined') {
      const reason = card.message ?? 'Your card was declined.';
      writeIntent('requires_payment_method', reason);
      return { status: 'failed', clientSecret, reason };
    }
    if (card.outcome === 'authentication-required' && !pm.authenticated) {
      if (onSession) {
        writeIntent('requires_action', null);
        return { status: 'requires_action', clientSecret };
      }
      const reason = 'Your card was declined. This transaction requires authentication.';
      writeIntent('requires_payment_method', reason);
      return { status: 'failed', clientSecret, reason };
    }
    writeIntent('succeeded', null);
    this.markPaid(invoice.id, pm.id);
    return { status: 'paid', amountPaid: invoice.amount_due, currency: invoice.currency };
  }

  /** An invoice is paid: its subscription becomes active, a quantity change waiting for it takes effect. */
  private markPaid(invoiceId: string, paymentMethodId: string | null) {
    const invoice = this.store.get<InvoiceRow>('SELECT * FROM sandbox_invoices WHERE id = ?', invoiceId);
    if (!invoice) return;
    this.store.run(
      "UPDATE sandbox_invoices SET status = 'paid', amount_paid = amount_due, paid_at = ?, payment_method = ? WHERE id = ?",
      this.nowSeconds(),
      paymentMethodId,
      invoiceId,
    );
    if (!invoice.subscription) return;
    const sub = this.store.get<SubscriptionRow>(
      'SELECT * FROM sandbox_subscriptions WHERE id = ?',
      invoice.subscription,
    );
    if (!sub) return;
    if (sub.status === 'incomplete' || sub.status === 'past_due')
      this.store.run("UPDATE sandbox_subscriptions SET status = 'active' WHERE id = ?", sub.id);
    if (sub.pending_update && sub.pending_update_invoice === invoiceId) {
      this.replaceItems(sub.id, JSON.parse(sub.pending_update) as ItemQuantity[]);
      this.store.run(
        'UPDATE sandbox_subscriptions SET pending_update = NULL, pending_update_invoice = NULL WHERE id = ?',
        sub.id,
      );
    }
    const customer = this.store.get<{ default_payment_method: string | null }>(
      'SELECT default_payment_method FROM sandbox_customers WHERE id = ?',
      invoice.customer,
    );
    if (paymentMethodId && !customer?.default_payment_method)
      this.store.run(
        'UPDATE sandbox_customers SET default_payment_method = ? WHERE id = ?',
        paymentMethodId,
        invoice.customer,
      );
    if (paymentMethodId && !sub.default_payment_method)
      this.store.run(
        'UPDATE sandbox_subscriptions SET default_payment_method = ? WHERE id = ?',
        paymentMethodId,
        sub.id,
      );
  }

  private replaceItems(subscriptionId: string, items: ItemQuantity[]) {
    this.store.run('DELETE FROM sandbox_subscription_items WHERE subscription = ?', subscriptionId);
    for (const item of items) {
      this.store.insert('sandbox_subscription_items', {
        id: id('si'),
        subscription: subscriptionId,
        price: item.priceId,
        quantity: item.quantity,
      });
    }
  }

  async createSubscription(
    customerId: string,
    items: ItemQuantity[],
    paymentMethodId: string,
  ): Promise<CreatedSubscription> {
    this.customer(customerId);
    const pm = this.paymentMethod(paymentMethodId);
    if (!pm || pm.customer !== customerId)
      throw new ProviderRequestError(
        `The payment method '${paymentMethodId}' is not attached to the customer.`,
      );
    for (const item of items)
      if (!sandboxPrice(item.priceId)) throw new ProviderRequestError(`No such price: '${item.priceId}'`);
    const start = this.nowSeconds();
    const end = addMonth(start);
    const subscriptionId = id('sub');
    const payment = this.store.transaction(() => {
      this.store.insert('sandbox_subscriptions', {
        id: subscriptionId,
        customer: customerId,
        status: 'incomplete',
        current_period_start: start,
        current_period_end: end,
        default_payment_method: pm.id,
        created: start,
      });
      this.replaceItems(subscriptionId, items);
      const { lines, currency } = this.itemLines(items, start, end);
      const invoice = this.createInvoice(customerId, subscriptionId, 'subscription_create', lines, currency, {
        start,
        end,
      });
      if (invoice.status === 'paid') {
        this.markPaid(invoice.id, pm.id);
        return { status: 'paid', amountPaid: 0, currency } as PaymentOutcome;
      }
      return this.pay(invoice, pm.id, true);
    });
    const subscription = await this.retrieveSubscription(subscriptionId);
    if (!subscription) throw new ProviderRequestError('the subscription could not be read back', 500);
    return { subscription, payment };
  }

  async retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription | null> {
    const row = this.store.get<SubscriptionRow>(
      'SELECT * FROM sandbox_subscriptions WHERE id = ?',
      subscriptionId,
    );
    if (!row) return null;
    const items = this.store
      .all<{ price: string; quantity: number }>(
        'SELECT price, quantity FROM sandbox_subscription_items WHERE subscription = ? ORDER BY rowid',
        subscriptionId,
      )
      .map((i) => ({ priceId: i.price, quantity: i.quantity }));
    const pm = this.paymentMethod(row.default_payment_method);
    return {
      id: row.id,
      customer: row.customer,
      status: row.status,
      currentPeriodStart: row.current_period_start,
      currentPeriodEnd: row.current_period_end,
      cancelAtPeriodEnd: Boolean(row.cancel_at_period_end),
      items,
      pendingItems: row.pending_update ? (JSON.parse(row.pending_update) as ItemQuantity[]) : null,
      defaultPaymentMethod: pm ? this.details(pm) : null,
    };
  }

  /** The proration lines of going from the current items to `items` for the rest of the period (Stripe's way). */
  private prorationLines(sub: SubscriptionRow, current: ItemQuantity[], items: ItemQuantity[]) {
    const now = this.nowSeconds();
    const remaining = Math.max(0, sub.current_period_end - now);
    const fraction = remaining / Math.max(1, sub.current_period_end - sub.current_period_start);
    const lines: StoredLine[] = [];
    let currency = 'usd';
    const date = new Date(now * 1000).toISOString().slice(0, 10);
    const priceIds = [...new Set([...current, ...items].map((i) => i.priceId))];
    for (const priceId of priceIds) {
      const found = sandboxPrice(priceId);
      if (!found) throw new ProviderRequestError(`No such price: '${priceId}'`);
      currency = found.price.currency;
      const before = current.find((i) => i.priceId === priceId)?.quantity ?? 0;
      const after = items.find((i) => i.priceId === priceId)?.quantity ?? 0;
      if (before === after) continue;
      const oldCost = priceOf(found.price, before).cost;
      const newCost = priceOf(found.price, after).cost;
      if (oldCost > 0)
        lines.push({
          description: `Unused time on ${before} × ${found.product.name} after ${date}`,
          quantity: before,
          amount: -Math.round(oldCost * fraction),
          proration: true,
          period_start: now,
          period_end: sub.current_period_end,
        });
      if (newCost > 0)
        lines.push({
          description: `Remaining time on ${after} × ${found.product.name} after ${date}`,
          quantity: after,
          amount: Math.round(newCost * fraction),
          proration: true,
          period_start: now,
          period_end: sub.current_period_end,
        });
    }
    return { lines, currency, prorated: lines.reduce((sum, line) => sum + line.amount, 0) };
  }

  private activeSubscription(subscriptionId: string): { row: SubscriptionRow; items: ItemQuantity[] } {
    const row = this.store.get<SubscriptionRow>(
      'SELECT * FROM sandbox_subscriptions WHERE id = ?',
      subscriptionId,
    );
    if (!row) throw new ProviderRequestError(`No such subscription: '${subscriptionId}'`, 404);
    if (row.status !== 'active' && row.status !== 'past_due')
      throw new ProviderRequestError('the subscription is not active');
    const items = this.store
      .all<{ price: string; quantity: number }>(
        'SELECT price, quantity FROM sandbox_subscription_items WHERE subscription = ? ORDER BY rowid',
        subscriptionId,
      )
      .map((i) => ({ priceId: i.price, quantity: i.quantity }));
    return { row, items };
  }

  async previewQuantities(subscriptionId: string, items: ItemQuantity[]): Promise<QuantityPreview> {
    const { row, items: current } = this.activeSubscription(subscriptionId);
    const { prorated, currency } = this.prorationLines(row, current, items);
    return {
      currency,
      proratedCost: prorated,
      monthlyCost: this.monthlyTotal(items),
      nextInvoiceDate: row.cancel_at_period_end ? null : row.current_period_end,
    };
  }

  async updateQuantities(subscriptionId: string, items: ItemQuantity[]): Promise<QuantityChange> {
    const { row, items: current } = this.activeSubscription(subscriptionId);
    const { lines, currency, prorated } = this.prorationLines(row, current, items);
    return this.store.transaction((): QuantityChange => {
      if (prorated <= 0) {
        this.replaceItems(subscriptionId, items);
        // A decrease becomes credit for the next invoice.
        if (prorated < 0)
          this.store.run(
            'UPDATE sandbox_customers SET balance = balance + ? WHERE id = ?',
            prorated,
            row.customer,
          );
        this.store.run(
          'UPDATE sandbox_subscriptions SET pending_update = NULL, pending_update_invoice = NULL WHERE id = ?',
          subscriptionId,
        );
        return { status: 'applied' };
      }
      const invoice = this.createInvoice(
        row.customer,
        subscriptionId,
        'subscription_update',
        lines,
        currency,
        {
          start: this.nowSeconds(),
          end: row.current_period_end,
        },
      );
      this.store.run(
        'UPDATE sandbox_subscriptions SET pending_update = ?, pending_update_invoice = ? WHERE id = ?',
        JSON.stringify(items),
        invoice.id,
        subscriptionId,
      );
      if (invoice.status === 'paid') {
        this.markPaid(invoice.id, row.default_payment_method);
        return { status: 'applied' };
      }
      const payment = this.pay(invoice, row.default_payment_method, false);
      if (payment.status === 'paid') return { status: 'applied' };
      return {
        status: 'pending',
        reason: payment.status === 'failed' ? payment.reason : 'payment required',
        clientSecret: payment.clientSecret,
      };
    });
  }

  async cancelAtPeriodEnd(subscriptionId: string): Promise<number> {
    const { row } = this.activeSubscription(subscriptionId);
    this.store.run('UPDATE sandbox_subscriptions SET cancel_at_period_end = 1 WHERE id = ?', subscriptionId);
    return row.current_period_end;
  }

  async payOpenInvoices(customerId: string): Promise<boolean> {
    const customer = this.customer(customerId);
    return this.store.transaction(() => {
      let allPaid = true;
      for (const invoice of this.store.all<InvoiceRow>(
        "SELECT * FROM sandbox_invoices WHERE customer = ? AND status = 'open' ORDER BY created, rowid",
        customerId,
      )) {
        const outcome = this.pay(invoice, customer.default_payment_method, true);
        if (outcome.status !== 'paid') allPaid = false;
      }
      return allPaid;
    });
  }

  /** Sandbox only: the customer finished (or failed) the 3-D Secure step of a payment (Stripe.js confirmCardPayment). */
  confirmPaymentIntent(
    clientSecret: string,
    customerId: string | null,
    succeed: boolean,
  ): { status: 'succeeded' | 'requires_payment_method'; error?: string } | null {
    const intent = this.store.get<{
      id: string;
      invoice: string;
      customer: string;
      status: string;
      payment_method: string | null;
    }>(
      'SELECT id, invoice, customer, status, payment_method FROM sandbox_payment_intents WHERE client_secret = ?',
      clientSecret,
    );
    if (!intent || (customerId !== null && intent.customer !== customerId)) return null;
    if (intent.status === 'succeeded') return { status: 'succeeded' };
    return this.store.transaction(() => {
      if (intent.status !== 'requires_action' || !succeed) {
        const error =
          intent.status === 'requires_action'
            ? CARD_MESSAGES.authenticationFailed
            : 'The payment cannot be confirmed: pay with another card.';
        this.store.run(
          "UPDATE sandbox_payment_intents SET status = 'requires_payment_method', last_error = ? WHERE id = ?",
          error,
          intent.id,
        );
        return { status: 'requires_payment_method' as const, error };
      }
      this.store.run(
        "UPDATE sandbox_payment_intents SET status = 'succeeded', last_error = NULL WHERE id = ?",
        intent.id,
      );
      if (intent.payment_method)
        this.store.run(
          'UPDATE sandbox_payment_methods SET authenticated = 1 WHERE id = ?',
          intent.payment_method,
        );
      this.markPaid(intent.invoice, intent.payment_method);
      return { status: 'succeeded' as const };
    });
  }

  private toInvoice(row: InvoiceRow): Invoice {
    const pm = this.paymentMethod(row.payment_method);
    return {
      id: row.id,
      number: row.number,
      status: row.status,
      currency: row.currency,
      subtotal: row.subtotal,
      total: row.total,
      amount_due: row.amount_due,
      amount_paid: row.amount_paid,
      created: iso(row.created) as string,
      period_start: iso(row.period_start) as string,
      period_end: iso(row.period_end) as string,
      next_payment_attempt: null,
      paid_at: iso(row.paid_at),
      lines: (JSON.parse(row.lines) as StoredLine[]).map((line) => ({
        ...line,
        period_start: iso(line.period_start) as string,
        period_end: iso(line.period_end) as string,
      })),
      card: pm ? { brand: pm.brand, last4: pm.last4 } : null,
    };
  }

  async upcomingInvoice(customerId: string): Promise<Invoice | null> {
    const customer = this.customer(customerId);
    const sub = this.store.get<SubscriptionRow>(
      "SELECT * FROM sandbox_subscriptions WHERE customer = ? AND status IN ('active','past_due') AND cancel_at_period_end = 0 ORDER BY created DESC LIMIT 1",
      customerId,
    );
    if (!sub) return null;
    const items = this.store
      .all<{ price: string; quantity: number }>(
        'SELECT price, quantity FROM sandbox_subscription_items WHERE subscription = ? ORDER BY rowid',
        sub.id,
      )
      .map((i) => ({ priceId: i.price, quantity: i.quantity }));
    const start = sub.current_period_end;
    const end = addMonth(start);
    const { lines, currency } = this.itemLines(items, start, end);
    const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
    const startingBalance = Math.max(customer.balance, -subtotal);
    const pm = this.paymentMethod(sub.default_payment_method ?? customer.default_payment_method);
    return {
      id: 'upcoming',
      number: null,
      status: 'draft',
      currency,
      subtotal,
      total: subtotal,
      amount_due: Math.max(0, subtotal + startingBalance),
      amount_paid: 0,
      created: iso(start) as string,
      period_start: iso(start) as string,
      period_end: iso(end) as string,
      next_payment_attempt: iso(start),
      paid_at: null,
      lines: lines.map((line) => ({
        ...line,
        period_start: iso(line.period_start) as string,
        period_end: iso(line.period_end) as string,
      })),
      card: pm ? { brand: pm.brand, last4: pm.last4 } : null,
    };
  }

  async listInvoices(customerId: string): Promise<Invoice[]> {
    this.customer(customerId);
    return this.store
      .all<InvoiceRow>(
        'SELECT * FROM sandbox_invoices WHERE customer = ? ORDER BY created DESC, rowid DESC',
        customerId,
      )
      .map((row) => this.toInvoice(row));
  }

  async retrieveInvoice(customerId: string, invoiceId: string): Promise<Invoice | null> {
    const row = this.store.get<InvoiceRow>(
      'SELECT * FROM sandbox_invoices WHERE id = ? AND customer = ?',
      invoiceId,
      customerId,
    );
    return row ? this.toInvoice(row) : null;
  }

  /** Lets time pass: incomplete subscriptions expire, periods end (renewal invoices, or cancellation). */
  advance(nowSeconds: number): void {
    this.store.transaction(() => {
      for (const sub of this.store.all<SubscriptionRow>(
        "SELECT * FROM sandbox_subscriptions WHERE status = 'incomplete' AND created <= ?",
        nowSeconds - INCOMPLETE_EXPIRY_SECONDS,
      )) {
        this.store.run("UPDATE sandbox_subscriptions SET status = 'incomplete_expired' WHERE id = ?", sub.id);
        this.store.run(
          "UPDATE sandbox_invoices SET status = 'void' WHERE subscription = ? AND status = 'open'",
          sub.id,
        );
      }
      for (const due of this.store.all<SubscriptionRow>(
        "SELECT * FROM sandbox_subscriptions WHERE status IN ('active','past_due') AND current_period_end <= ?",
        nowSeconds,
      )) {
        let sub = due;
        for (let i = 0; i < 36 && sub.current_period_end <= nowSeconds; i += 1) {
          if (sub.cancel_at_period_end) {
            this.store.run(
              "UPDATE sandbox_subscriptions SET status = 'canceled', canceled_at = current_period_end WHERE id = ?",
              sub.id,
            );
            break;
          }
          const start = sub.current_period_end;
          const end = addMonth(start);
          this.store.run(
            'UPDATE sandbox_subscriptions SET current_period_start = ?, current_period_end = ? WHERE id = ?',
            start,
            end,
            sub.id,
          );
          const items = this.store
            .all<{ price: string; quantity: number }>(
              'SELECT price, quantity FROM sandbox_subscription_items WHERE subscription = ? ORDER BY rowid',
              sub.id,
            )
            .map((it) => ({ priceId: it.price, quantity: it.quantity }));
          const { lines, currency } = this.itemLines(items, start, end);
          const invoice = this.createInvoice(sub.customer, sub.id, 'subscription_cycle', lines, currency, {
            start,
            end,
          });
          const outcome =
            invoice.status === 'paid' ? null : this.pay(invoice, sub.default_payment_method, false);
          if (outcome && outcome.status !== 'paid')
            this.store.run("UPDATE sandbox_subscriptions SET status = 'past_due' WHERE id = ?", sub.id);
          sub = this.store.get<SubscriptionRow>(
            'SELECT * FROM sandbox_subscriptions WHERE id = ?',
            sub.id,
          ) as SubscriptionRow;
        }
      }
    });
  }
}
