// What the billing pages read of the caller's own account: the price catalogue, the subscription as the payment
// provider has it (in Stripe's shape, as the contract answers it) and the upcoming invoice.
import type { PriceCatalogueEntry, UpcomingInvoiceSummary } from '@switchboard/shared/types';
import { callerOf, type Requester } from '../../../auth/caller';
import type { AppContext } from '../../../context';
import { HttpError } from '../../../http/errors';
import { PENDING, Plans } from '../plans/plans';
import { paymentProvider, viaProvider } from '../provider/select';
import { Catalogue } from './catalogue';
import { ownAccount } from './service';
import { PlanSync } from './sync';

const notFoundText = () => new HttpError(404, 'Not Found');
const seconds = (iso: string | null) => (iso ? Math.floor(Date.parse(iso) / 1000) : null);

export class SubscriptionReads {
  private readonly plans: Plans;
  private readonly catalogue: Catalogue;
  private readonly sync: PlanSync;

  constructor(private readonly ctx: AppContext) {
    this.plans = new Plans(ctx);
    this.catalogue = new Catalogue(ctx);
    this.sync = new PlanSync(ctx);
  }

  /** The price catalogue: the caller's account's offers first, then the general products. */
  prices(requester: Requester): Promise<PriceCatalogueEntry[]> {
    return this.catalogue.for(callerOf(requester).account_sid);
  }

  /** The account's subscription at the provider (the upgrade waiting, else the one in force), brought up to date. */
  async subscription(requester: Requester) {
    const accountSid = ownAccount(requester);
    await this.sync.account(accountSid, requester);
    const row = this.plans.rows.pending(accountSid, PENDING.upgrade) ?? this.plans.current(accountSid);
    if (!row?.stripe_subscription_id) throw notFoundText();
    const subscriptionId = row.stripe_subscription_id;
    const sub = await viaProvider(() => paymentProvider(this.ctx).retrieveSubscription(subscriptionId));
    if (!sub) throw notFoundText();
    const card = sub.defaultPaymentMethod;
    return {
      id: sub.id,
      object: 'subscription',
      customer: sub.customer,
      status: sub.status,
      current_period_start: sub.currentPeriodStart,
      current_period_end: sub.currentPeriodEnd,
      cancel_at_period_end: sub.cancelAtPeriodEnd,
      items: {
        object: 'list',
        data: sub.items.map((i) => ({ price: { id: i.priceId }, quantity: i.quantity })),
      },
      pending_update: sub.pendingItems
        ? {
            subscription_items: sub.pendingItems.map((i) => ({
              price: { id: i.priceId },
              quantity: i.quantity,
            })),
          }
        : null,
      default_payment_method: card
        ? {
            id: card.paymentMethodId,
            card: {
              brand: card.brand,
              last4: card.last4,
              exp_month: card.expMonth,
              exp_year: card.expYear,
            },
          }
        : null,
    };
  }

  /** The account's upcoming invoice (404 without a customer, or when nothing will be billed). */
  async upcomingInvoice(requester: Requester): Promise<UpcomingInvoiceSummary> {
    const account = this.plans.account(ownAccount(requester));
    if (!account?.stripe_customer_id) throw notFoundText();
    const customerId = account.stripe_customer_id;
    const upcoming = await viaProvider(() => paymentProvider(this.ctx).upcomingInvoice(customerId));
    if (!upcoming) throw notFoundText();
    return {
      total: upcoming.total,
      currency: upcoming.currency,
      amount_due: upcoming.amount_due,
      next_payment_attempt: seconds(upcoming.next_payment_attempt),
      period_start: seconds(upcoming.period_start) ?? 0,
      period_end: seconds(upcoming.period_end) ?? 0,
      lines: {
        data: upcoming.lines.map((l) => ({
          description: l.description,
          amount: l.amount,
          quantity: l.quantity,
          proration: l.proration,
        })),
      },
    };
  }
}
