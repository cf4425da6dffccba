// The local payment sandbox: a PaymentProvider that behaves like Stripe's test mode without a network — customers,
// the documented test cards (4242… succeeds; 4000 0000 0000 0002 is declined when saved; 4000 0025 0000 3155 needs
// 3-D Secure for its first payment; 4000 0000 0000 0341 is saved but every charge fails…), monthly subscriptions
// on tiered and per-unit prices, prorated quantity changes charged at once (a credit for a decrease), cancellation at
// the period's end, renewals when time passes, invoices and the upcoming invoice. Its state lives in the sandbox_*
// tables (migration 41, repository.ts), so it survives restarts like a Stripe account would; invoices and charges
// are payments.ts, the arithmetic invoicing.ts.
import type { Invoice } from '@switchboard/shared/types';
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
} from '../../areas/billing';
import { cardOfToken } from './cards';
import { SANDBOX_CATALOGUE, sandboxPrice } from './catalogue';
import { addMonth, itemLines, monthlyTotal, prorationLines, toInvoice, upcomingInvoice } from './invoicing';
import { SandboxPayments, liveCustomer, sandboxId, type ConfirmOutcome } from './payments';
import { SandboxRepository, type PaymentMethodRow, type SubscriptionRow } from './repository';

/** Stripe lets an incomplete subscription wait 23 hours for its first payment. */
const INCOMPLETE_EXPIRY_SECONDS = 23 * 3600;

const details = (row: PaymentMethodRow): CardDetails => ({
  paymentMethodId: row.id,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.exp_month,
  expYear: row.exp_year,
});

const cardOf = (row: PaymentMethodRow | undefined) => (row ? { brand: row.brand, last4: row.last4 } : null);

export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  private readonly rows: SandboxRepository;
  private readonly payments: SandboxPayments;

  constructor(
    store: Store,
    private readonly now: () => number,
    readonly statementDescriptor: string,
  ) {
    this.rows = new SandboxRepository(store);
    this.payments = new SandboxPayments(this.rows, () => this.nowSeconds());
  }

  private nowSeconds(): number {
    return Math.floor(this.now() / 1000);
  }

  private customer(customerId: string) {
    return liveCustomer(this.rows, customerId);
  }

  async listPrices(offers: string[]) {
    // The sandbox has no account-specific offers of its own: offered products (if any) come first, like Stripe's.
    return [...SANDBOX_CATALOGUE].sort(
      (a, b) => Number(offers.includes(b.stripe_product_id)) - Number(offers.includes(a.stripe_product_id)),
    );
  }

  async createCustomer(input: { accountSid: string; email: string | null; name: string }) {
    const customerId = sandboxId('cus');
    this.rows.insertCustomer({
      id: customerId,
      account_sid: input.accountSid,
      email: input.email,
      name: input.name,
      created: this.nowSeconds(),
    });
    return customerId;
  }

  async deleteCustomer(customerId: string) {
    this.rows.transaction(() => this.rows.deleteCustomer(customerId, this.nowSeconds()));
  }

  async attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<CardDetails> {
    this.customer(customerId);
    const saved = this.rows.paymentMethod(paymentMethodId);
    if (saved) {
      if (saved.customer && saved.customer !== customerId)
        throw new ProviderRequestError('The payment method belongs to another customer.');
      return details(saved);
    }
    const token = cardOfToken(paymentMethodId);
    if (!token) throw new ProviderRequestError(`No such PaymentMethod: '${paymentMethodId}'`);
    const { card } = token;
    // Stripe checks a card when it is saved: the declining test cards fail here.
    if (card.outcome === 'declined')
      throw new CardError(card.message ?? 'Your card was declined.', 'card_declined', card.declineCode);
    const year = new Date(this.now()).getUTCFullYear();
    const row: PaymentMethodRow = {
      id: sandboxId('pm'),
      customer: customerId,
      test_card: card.kind,
      brand: card.brand,
      last4: card.number.slice(-4),
      exp_month: token.expMonth ?? 12,
      exp_year: token.expYear ?? year + 3,
      authenticated: 0,
    };
    this.rows.insertPaymentMethod(row, this.nowSeconds());
    return details(row);
  }

  async setDefaultPaymentMethod(customerId: string, paymentMethodId: string) {
    this.customer(customerId);
    const pm = this.rows.paymentMethod(paymentMethodId);
    if (!pm || pm.customer !== customerId)
      throw new ProviderRequestError(`No such PaymentMethod: '${paymentMethodId}'`);
    this.rows.transaction(() => {
      this.rows.setCustomerPaymentMethod(customerId, pm.id);
      this.rows.setRunningSubscriptionsPaymentMethod(customerId, pm.id);
    });
  }

  async createSubscription(
    customerId: string,
    items: ItemQuantity[],
    paymentMethodId: string,
  ): Promise<CreatedSubscription> {
    this.customer(customerId);
    const pm = this.rows.paymentMethod(paymentMethodId);
    if (!pm || pm.customer !== customerId)
      throw new ProviderRequestError(
        `The payment method '${paymentMethodId}' is not attached to the customer.`,
      );
    for (const item of items)
      if (!sandboxPrice(item.priceId)) throw new ProviderRequestError(`No such price: '${item.priceId}'`);
    const start = this.nowSeconds();
    const end = addMonth(start);
    const subscriptionId = sandboxId('sub');
    const payment = this.rows.transaction((): PaymentOutcome => {
      this.rows.insertSubscription({
        id: subscriptionId,
        customer: customerId,
        status: 'incomplete',
        current_period_start: start,
        current_period_end: end,
        default_payment_method: pm.id,
        created: start,
      });
      this.rows.replaceItems(subscriptionId, items, () => sandboxId('si'));
      const { lines, currency } = itemLines(items, start, end);
      const invoice = this.payments.createInvoice(
        customerId,
        subscriptionId,
        'subscription_create',
        lines,
        currency,
        { start, end },
      );
      if (invoice.status === 'paid') {
        this.payments.markPaid(invoice.id, pm.id);
        return { status: 'paid', amountPaid: 0, currency };
      }
      return this.payments.pay(invoice, pm.id, true);
    });
    const subscription = await this.retrieveSubscription(subscriptionId);
    if (!subscription) throw new ProviderRequestError('the subscription could not be read back', 500);
    return { subscription, payment };
  }

  async retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription | null> {
    const row = this.rows.subscription(subscriptionId);
    if (!row) return null;
    const pm = this.rows.paymentMethod(row.default_payment_method);
    return {
      id: row.id,
      customer: row.customer,
      status: row.status,
      currentPeriodStart: row.current_period_start,
      currentPeriodEnd: row.current_period_end,
      cancelAtPeriodEnd: Boolean(row.cancel_at_period_end),
      items: this.rows.items(subscriptionId),
      pendingItems: row.pending_update ? (JSON.parse(row.pending_update) as ItemQuantity[]) : null,
      defaultPaymentMethod: pm ? details(pm) : null,
    };
  }

  private activeSubscription(subscriptionId: string): { row: SubscriptionRow; items: ItemQuantity[] } {
    const row = this.rows.subscription(subscriptionId);
    if (!row) throw new ProviderRequestError(`No such subscription: '${subscriptionId}'`, 404);
    if (row.status !== 'active' && row.status !== 'past_due')
      throw new ProviderRequestError('the subscription is not active');
    return { row, items: this.rows.items(subscriptionId) };
  }

  async previewQuantities(subscriptionId: string, items: ItemQuantity[]): Promise<QuantityPreview> {
    const { row, items: current } = this.activeSubscription(subscriptionId);
    const { prorated, currency } = prorationLines(row, current, items, this.nowSeconds());
    return {
      currency,
      proratedCost: prorated,
      monthlyCost: monthlyTotal(items),
      nextInvoiceDate: row.cancel_at_period_end ? null : row.current_period_end,
    };
  }

  async updateQuantities(subscriptionId: string, items: ItemQuantity[]): Promise<QuantityChange> {
    const { row, items: current } = this.activeSubscription(subscriptionId);
    const { lines, currency, prorated } = prorationLines(row, current, items, this.nowSeconds());
    return this.rows.transaction((): QuantityChange => {
      if (prorated <= 0) {
        this.rows.replaceItems(subscriptionId, items, () => sandboxId('si'));
        // A decrease becomes credit for the next invoice.
        if (prorated < 0) this.rows.addToBalance(row.customer, prorated);
        this.rows.setPendingUpdate(subscriptionId, null);
        return { status: 'applied' };
      }
      const invoice = this.payments.createInvoice(
        row.customer,
        subscriptionId,
        'subscription_update',
        lines,
        currency,
        { start: this.nowSeconds(), end: row.current_period_end },
      );
      this.rows.setPendingUpdate(subscriptionId, { items, invoice: invoice.id });
      if (invoice.status === 'paid') {
        this.payments.markPaid(invoice.id, row.default_payment_method);
        return { status: 'applied' };
      }
      const payment = this.payments.pay(invoice, row.default_payment_method, false);
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
    this.rows.setCancelAtPeriodEnd(subscriptionId);
    return row.current_period_end;
  }

  async payOpenInvoices(customerId: string): Promise<boolean> {
    const customer = this.customer(customerId);
    return this.rows.transaction(() => {
      let allPaid = true;
      for (const invoice of this.rows.openInvoicesOf(customerId)) {
        const outcome = this.payments.pay(invoice, customer.default_payment_method, true);
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
  ): ConfirmOutcome | null {
    return this.payments.confirm(clientSecret, customerId, succeed);
  }

  async upcomingInvoice(customerId: string): Promise<Invoice | null> {
    const customer = this.customer(customerId);
    const sub = this.rows.renewingSubscription(customerId);
    if (!sub) return null;
    const pm = this.rows.paymentMethod(sub.default_payment_method ?? customer.default_payment_method);
    return upcomingInvoice(this.rows.items(sub.id), sub.current_period_end, customer.balance, cardOf(pm));
  }

  async listInvoices(customerId: string): Promise<Invoice[]> {
    this.customer(customerId);
    return this.rows
      .invoicesOf(customerId)
      .map((row) => toInvoice(row, cardOf(this.rows.paymentMethod(row.payment_method))));
  }

  async retrieveInvoice(customerId: string, invoiceId: string): Promise<Invoice | null> {
    const row = this.rows.invoiceOf(customerId, invoiceId);
    return row ? toInvoice(row, cardOf(this.rows.paymentMethod(row.payment_method))) : null;
  }

  /** Lets time pass: incomplete subscriptions expire, periods end (renewal invoices, or cancellation). */
  advance(nowSeconds: number): void {
    this.rows.transaction(() => {
      for (const sub of this.rows.incompleteSince(nowSeconds - INCOMPLETE_EXPIRY_SECONDS)) {
        this.rows.setStatus(sub.id, 'incomplete_expired');
        this.rows.voidOpenInvoices(sub.id);
      }
      for (const due of this.rows.periodEndedBy(nowSeconds)) this.renew(due, nowSeconds);
    });
  }

  /** Renews a subscription period by period up to `nowSeconds` (at most 36), or cancels it at its period's end. */
  private renew(due: SubscriptionRow, nowSeconds: number): void {
    let sub: SubscriptionRow | undefined = due;
    for (let i = 0; i < 36 && sub && sub.current_period_end <= nowSeconds; i += 1) {
      if (sub.cancel_at_period_end) {
        this.rows.cancelAtPeriodEnd(sub.id);
        return;
      }
      const start = sub.current_period_end;
      const end = addMonth(start);
      this.rows.setPeriod(sub.id, start, end);
      const { lines, currency } = itemLines(this.rows.items(sub.id), start, end);
      const invoice = this.payments.createInvoice(
        sub.customer,
        sub.id,
        'subscription_cycle',
        lines,
        currency,
        {
          start,
          end,
        },
      );
      const outcome =
        invoice.status === 'paid' ? null : this.payments.pay(invoice, sub.default_payment_method, false);
      if (outcome && outcome.status !== 'paid') this.rows.setStatus(sub.id, 'past_due');
      sub = this.rows.subscription(sub.id);
    }
  }
}
