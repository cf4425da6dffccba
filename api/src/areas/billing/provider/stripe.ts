// The PaymentProvider on Stripe (the `stripe` package), used when STRIPE_SECRET_KEY is set. The catalogue is the
// Stripe account's products tagged with metadata `jambonz_category` (voice_call_session / device) and
// `availability: general` (or offered to the account), with their active prices; subscriptions are monthly and paid
// by card; quantity changes are prorated and invoiced at once (`always_invoice`) and wait for their payment
// (`pending_if_incomplete`).
import Stripe from 'stripe';
import type { Invoice, PriceCatalogueEntry } from '@switchboard/shared/types';
import { priceOf } from '@switchboard/shared/validation';
import {
  type CardDetails,
  type CreatedSubscription,
  type ItemQuantity,
  type PaymentOutcome,
  type PaymentProvider,
  type ProviderSubscription,
  type QuantityChange,
  type QuantityPreview,
} from './provider';
import { call, cardOf, idOf, toInvoice, toPrice, translate } from './stripe-mapping';

export interface StripeProviderOptions {
  secretKey: string;
  statementDescriptor: string;
  /** Where the API is (tests point it at a local server); default api.stripe.com. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** product sid of our `products` table per Stripe product id (metadata `jambonz_product_sid` wins). */
  productSids?: Record<string, string>;
}

export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly statementDescriptor: string;
  private readonly stripe: Stripe;
  private readonly productSids: Record<string, string>;

  constructor(options: StripeProviderOptions) {
    this.statementDescriptor = options.statementDescriptor;
    this.productSids = options.productSids ?? {};
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 1,
      timeout: 15_000,
      ...(options.host ? { host: options.host } : {}),
      ...(options.port ? { port: options.port } : {}),
      ...(options.protocol ? { protocol: options.protocol } : {}),
      appInfo: { name: 'Switchboard' },
    });
  }

  async listPrices(offers: string[]): Promise<PriceCatalogueEntry[]> {
    return call(async () => {
      const products = await this.stripe.products.list({ active: true, limit: 100 });
      const tagged = products.data.filter(
        (p) =>
          p.metadata.jambonz_category && (p.metadata.availability === 'general' || offers.includes(p.id)),
      );
      const entries = await Promise.all(
        tagged.map(async (product): Promise<PriceCatalogueEntry> => {
          const prices = await this.stripe.prices.list({
            product: product.id,
            active: true,
            expand: ['data.tiers'],
          });
          return {
            product_sid: product.metadata.jambonz_product_sid ?? this.productSids[product.id] ?? product.id,
            name: product.name,
            category: product.metadata.jambonz_category as PriceCatalogueEntry['category'],
            stripe_product_id: product.id,
            description: product.description ?? null,
            unit_label: product.unit_label ?? null,
            prices: prices.data.map(toPrice),
          };
        }),
      );
      // Account-specific offers first.
      return entries.sort(
        (a, b) => Number(offers.includes(b.stripe_product_id)) - Number(offers.includes(a.stripe_product_id)),
      );
    });
  }

  async createCustomer(input: { accountSid: string; email: string | null; name: string }) {
    return call(async () => {
      const customer = await this.stripe.customers.create({
        ...(input.email ? { email: input.email } : {}),
        name: input.name,
        metadata: { account_sid: input.accountSid },
      });
      return customer.id;
    });
  }

  async deleteCustomer(customerId: string) {
    await call(() => this.stripe.customers.del(customerId));
  }

  async attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<CardDetails> {
    return call(async () =>
      cardOf(await this.stripe.paymentMethods.attach(paymentMethodId, { customer: customerId })),
    );
  }

  async setDefaultPaymentMethod(customerId: string, paymentMethodId: string) {
    await call(async () => {
      await this.stripe.customers.update(customerId, {
        invoice_settings: { default_payment_method: paymentMethodId },
      });
      const subs = await this.stripe.subscriptions.list({ customer: customerId, limit: 10 });
      for (const sub of subs.data.filter((s) => !['canceled', 'incomplete_expired'].includes(s.status)))
        await this.stripe.subscriptions.update(sub.id, { default_payment_method: paymentMethodId });
    });
  }

  /** How the latest invoice's payment stands, from its payment intent. */
  private async paymentOf(invoice: Stripe.Invoice | string | null): Promise<PaymentOutcome> {
    const full =
      typeof invoice === 'string'
        ? await this.stripe.invoices.retrieve(invoice, { expand: ['confirmation_secret'] })
        : invoice;
    if (!full) return { status: 'failed', clientSecret: null, reason: 'no invoice' };
    if (full.status === 'paid')
      return { status: 'paid', amountPaid: full.amount_paid, currency: full.currency };
    const secret = full.confirmation_secret?.client_secret ?? null;
    if (!secret) return { status: 'failed', clientSecret: null, reason: 'payment required' };
    const intent = await this.stripe.paymentIntents.retrieve(secret.split('_secret_')[0]);
    if (intent.status === 'succeeded')
      return { status: 'paid', amountPaid: intent.amount, currency: intent.currency };
    if (intent.status === 'requires_action') return { status: 'requires_action', clientSecret: secret };
    return {
      status: 'failed',
      clientSecret: secret,
      reason: intent.last_payment_error?.message ?? 'payment required',
    };
  }

  private toSubscription(sub: Stripe.Subscription): ProviderSubscription {
    const first = sub.items.data[0];
    const pm = sub.default_payment_method;
    return {
      id: sub.id,
      customer: idOf(sub.customer) ?? '',
      status: (['incomplete', 'incomplete_expired', 'active', 'past_due', 'canceled'].includes(sub.status)
        ? sub.status
        : 'past_due') as ProviderSubscription['status'],
      currentPeriodStart: first?.current_period_start ?? sub.start_date,
      currentPeriodEnd: first?.current_period_end ?? sub.start_date,
      cancelAtPeriodEnd: sub.cancel_at_period_end,
      items: sub.items.data.map((item) => ({ priceId: item.price.id, quantity: item.quantity ?? 0 })),
      pendingItems: sub.pending_update?.subscription_items
        ? sub.pending_update.subscription_items.map((item) => ({
            priceId: item.price.id,
            quantity: item.quantity ?? 0,
          }))
        : null,
      defaultPaymentMethod: pm && typeof pm !== 'string' ? cardOf(pm) : null,
    };
  }

  async createSubscription(
    customerId: string,
    items: ItemQuantity[],
    paymentMethodId: string,
  ): Promise<CreatedSubscription> {
    return call(async () => {
      const sub = await this.stripe.subscriptions.create({
        customer: customerId,
        items: items.filter((i) => i.quantity > 0).map((i) => ({ price: i.priceId, quantity: i.quantity })),
        default_payment_method: paymentMethodId,
        payment_behavior: 'allow_incomplete',
        expand: ['latest_invoice.confirmation_secret', 'default_payment_method'],
      });
      const invoice =
        sub.latest_invoice && typeof sub.latest_invoice !== 'string' ? sub.latest_invoice : null;
      return {
        subscription: this.toSubscription(sub),
        payment: await this.paymentOf(invoice ?? idOf(sub.latest_invoice)),
      };
    });
  }

  async retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription | null> {
    try {
      return this.toSubscription(
        await this.stripe.subscriptions.retrieve(subscriptionId, { expand: ['default_payment_method'] }),
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      return translate(error);
    }
  }

  private async itemChanges(subscriptionId: string, items: ItemQuantity[]) {
    const sub = await this.stripe.subscriptions.retrieve(subscriptionId);
    const changes: Stripe.SubscriptionUpdateParams.Item[] = [];
    for (const item of items) {
      const existing = sub.items.data.find((i) => i.price.id === item.priceId);
      if (existing)
        changes.push(
          item.quantity > 0
            ? { id: existing.id, quantity: item.quantity }
            : { id: existing.id, deleted: true },
        );
      else if (item.quantity > 0) changes.push({ price: item.priceId, quantity: item.quantity });
    }
    return { sub, changes };
  }

  async previewQuantities(subscriptionId: string, items: ItemQuantity[]): Promise<QuantityPreview> {
    return call(async () => {
      const { sub, changes } = await this.itemChanges(subscriptionId, items);
      const preview = await this.stripe.invoices.createPreview({
        customer: idOf(sub.customer) ?? undefined,
        subscription: subscriptionId,
        subscription_details: { items: changes, proration_behavior: 'always_invoice' },
      });
      const prorated = preview.lines.data
        .filter(
          (line) =>
            line.parent?.subscription_item_details?.proration || line.parent?.invoice_item_details?.proration,
        )
        .reduce((sum, line) => sum + line.amount, 0);
      let monthly = 0;
      for (const item of items) {
        if (item.quantity <= 0) continue;
        monthly += priceOf(
          toPrice(await this.stripe.prices.retrieve(item.priceId, { expand: ['tiers'] })),
          item.quantity,
        ).cost;
      }
      const periodEnd = sub.items.data[0]?.current_period_end ?? null;
      return {
        currency: preview.currency,
        proratedCost: prorated,
        monthlyCost: monthly,
        nextInvoiceDate: sub.cancel_at_period_end ? null : periodEnd,
      };
    });
  }

  async updateQuantities(subscriptionId: string, items: ItemQuantity[]): Promise<QuantityChange> {
    return call(async () => {
      const { changes } = await this.itemChanges(subscriptionId, items);
      const updated = await this.stripe.subscriptions.update(subscriptionId, {
        items: changes,
        proration_behavior: 'always_invoice',
        payment_behavior: 'pending_if_incomplete',
        expand: ['latest_invoice.confirmation_secret'],
      });
      if (!updated.pending_update) return { status: 'applied' };
      const invoice =
        updated.latest_invoice && typeof updated.latest_invoice !== 'string' ? updated.latest_invoice : null;
      const payment = await this.paymentOf(invoice ?? idOf(updated.latest_invoice));
      return {
        status: 'pending',
        reason: payment.status === 'failed' ? payment.reason : 'payment required',
        clientSecret: payment.status === 'paid' ? null : payment.clientSecret,
      };
    });
  }

  async cancelAtPeriodEnd(subscriptionId: string): Promise<number> {
    return call(async () => {
      const sub = await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
      return sub.items.data[0]?.current_period_end ?? sub.cancel_at ?? Math.floor(Date.now() / 1000);
    });
  }

  async payOpenInvoices(customerId: string): Promise<boolean> {
    const open = await call(() =>
      this.stripe.invoices.list({ customer: customerId, status: 'open', limit: 20 }),
    );
    let allPaid = true;
    for (const invoice of open.data) {
      try {
        const paid = await this.stripe.invoices.pay(invoice.id as string);
        if (paid.status !== 'paid') allPaid = false;
      } catch {
        allPaid = false;
      }
    }
    return allPaid;
  }

  async upcomingInvoice(customerId: string): Promise<Invoice | null> {
    try {
      return toInvoice(await this.stripe.invoices.createPreview({ customer: customerId }));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'invoice_upcoming_none')
        return null;
      return translate(error);
    }
  }

  async listInvoices(customerId: string): Promise<Invoice[]> {
    return call(async () =>
      (await this.stripe.invoices.list({ customer: customerId, limit: 24 })).data.map((i) => toInvoice(i)),
    );
  }

  async retrieveInvoice(customerId: string, invoiceId: string): Promise<Invoice | null> {
    try {
      const invoice = await this.stripe.invoices.retrieve(invoiceId);
      return idOf(invoice.customer) === customerId ? toInvoice(invoice) : null;
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      return translate(error);
    }
  }
}
