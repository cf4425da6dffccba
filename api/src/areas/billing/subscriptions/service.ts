// The hosted plans' operations (docs/api/contract.md#hosted-sign-up-and-billing): the account's customer at the payment provider, upgrading to paid
// with a card, changing capacity (a dry run first, then a prorated charge), changing the card (paying what is
// outstanding), returning to the free plan at the period's end. Provider calls happen outside the database
// transaction, like calls to Stripe; each write to our tables is one audited write.
import type { SubscriptionResponse } from '@switchboard/shared/types';
import { FREE_PLAN } from '@switchboard/shared/validation';
import { callerOf, type Requester } from '../../../auth/caller';
import { auditedWrite, type AuditEntry } from '../../../audit/audit';
import type { AppContext } from '../../../context';
import { HttpError, badRequest, forbidden } from '../../../http/errors';
import type { SentFields } from '../../../http/zod';
import { isoNow } from '../../../lib/ids';
import { PENDING, Plans, asEntry, cardColumns } from '../plans/plans';
import type { AccountBillingRow } from '../plans/repository';
import { CardError, type CardDetails } from '../provider/provider';
import { paymentProvider, viaProvider } from '../provider/select';
import { Catalogue } from './catalogue';
import { PlanSync } from './sync';

/** The status and body `POST /Subscriptions` answers. */
export interface SubscriptionAnswer {
  status: number;
  body: SubscriptionResponse;
}

const notFoundText = () => new HttpError(404, 'Not Found');

/** The account a billing call is about: the caller's own (contract: the token's account). */
export function ownAccount(requester: Requester): string {
  const caller = callerOf(requester);
  if (!caller.account_sid) throw notFoundText();
  return caller.account_sid;
}

export class SubscriptionService {
  private readonly plans: Plans;
  private readonly catalogue: Catalogue;
  private readonly sync: PlanSync;

  constructor(private readonly ctx: AppContext) {
    this.plans = new Plans(ctx);
    this.catalogue = new Catalogue(ctx);
    this.sync = new PlanSync(ctx);
  }

  private accountOf(accountSid: string): AccountBillingRow {
    const account = this.plans.account(accountSid);
    if (!account) throw notFoundText();
    return account;
  }

  /** The account's customer at the provider, created on first use (`GET /StripeCustomerId`). */
  async ensureCustomer(requester: Requester, accountSid: string): Promise<string> {
    const account = this.accountOf(accountSid);
    if (account.stripe_customer_id) return account.stripe_customer_id;
    const email = this.plans.rows.customerEmail(accountSid, requester.caller?.user_sid ?? '');
    const customerId = await viaProvider(() =>
      paymentProvider(this.ctx).createCustomer({ accountSid, email, name: account.name }),
    );
    this.recordCustomer(requester, account, null, customerId);
    return customerId;
  }

  /** Forgets the account's customer at the provider (`DELETE /StripeCustomerId`), not while on a paid plan. */
  async forgetCustomer(requester: Requester): Promise<void> {
    const accountSid = ownAccount(requester);
    const account = this.plans.account(accountSid);
    if (!account?.stripe_customer_id) throw notFoundText();
    if (account.plan_type === 'paid')
      throw badRequest('return to the free plan before removing the payment details');
    const customerId = account.stripe_customer_id;
    await viaProvider(() => paymentProvider(this.ctx).deleteCustomer(customerId));
    this.recordCustomer(requester, account, customerId, null);
  }

  private recordCustomer(
    requester: Requester,
    account: AccountBillingRow,
    before: string | null,
    after: string | null,
  ): void {
    auditedWrite(
      this.ctx,
      requester,
      (): AuditEntry => ({
        entity: 'account',
        entitySid: account.account_sid,
        action: 'update',
        before: { stripe_customer_id: before },
        after: { stripe_customer_id: after },
        accountSid: account.account_sid,
        serviceProviderSid: account.service_provider_sid,
      }),
      () => this.plans.rows.setCustomer(account.account_sid, after),
    );
  }

  /** `POST /Subscriptions`: the plan brought up to date, then the action. */
  async change(requester: Requester, sent: SentFields): Promise<SubscriptionAnswer> {
    const caller = callerOf(requester);
    if (!caller.account_sid) throw forbidden('only an account has a subscription');
    const accountSid = caller.account_sid;
    await this.sync.account(accountSid, requester);
    switch (sent.action) {
      case 'upgrade-to-paid':
        return this.upgradeToPaid(requester, accountSid, sent);
      case 'update-quantities':
        return { status: 201, body: await this.updateQuantities(requester, accountSid, sent) };
      case 'update-payment-method':
        return { status: 200, body: await this.updatePaymentMethod(requester, accountSid, sent) };
      case 'downgrade-to-free':
        return { status: 200, body: await this.downgradeToFree(requester, accountSid) };
      default:
        throw badRequest('invalid or missing action');
    }
  }

  /** Saves the card for the customer; a card the provider refuses is the answer's card error. */
  private async attach(customerId: string, paymentMethodId: string): Promise<CardDetails | CardError> {
    try {
      return await viaProvider(() =>
        paymentProvider(this.ctx).attachPaymentMethod(customerId, paymentMethodId),
      );
    } catch (error) {
      if (error instanceof CardError) return error;
      throw error;
    }
  }

  private async upgradeToPaid(
    requester: Requester,
    accountSid: string,
    body: SentFields,
  ): Promise<SubscriptionAnswer> {
    const paymentMethodId = body.payment_method_id;
    if (typeof paymentMethodId !== 'string' || !paymentMethodId)
      throw badRequest('missing payment_method_id');
    const { quantities, items } = await this.catalogue.check(accountSid, body.products);
    const account = this.accountOf(accountSid);
    const current = this.plans.current(accountSid);
    if (account.plan_type === 'paid' && current?.stripe_subscription_id)
      throw badRequest('the account is on a paid plan already: change its capacity instead');
    const provider = paymentProvider(this.ctx);
    const customerId = await this.ensureCustomer(requester, accountSid);
    const card = await this.attach(customerId, paymentMethodId);
    if (card instanceof CardError)
      return { status: 201, body: { status: 'card error', reason: card.message } };
    const created = await viaProvider(() =>
      provider.createSubscription(customerId, items, card.paymentMethodId),
    );
    const fields = {
      stripe_subscription_id: created.subscription.id,
      stripe_statement_descriptor: provider.statementDescriptor,
      ...cardColumns(card),
    };
    const { payment } = created;
    auditedWrite(this.ctx, requester, asEntry, (): AuditEntry => {
      // An earlier upgrade whose payment never went through is replaced by this one (the provider lets it lapse).
      const stale = this.plans.rows.pending(accountSid, PENDING.upgrade);
      if (stale) this.plans.rows.removeSubscription(stale.account_subscription_sid);
      if (payment.status === 'paid')
        return this.plans.putInForce(requester, account, {
          plan: 'paid',
          quantities,
          subscription: fields,
          reason: 'upgrade to paid',
        });
      const sid = this.plans.recordPending(accountSid, PENDING.upgrade, quantities, {
        ...fields,
        change_reason: payment.status === 'failed' ? payment.reason.slice(0, 255) : 'action required',
      });
      return {
        entity: 'account_subscription',
        entitySid: sid,
        action: 'create',
        after: {
          pending: 1,
          ...quantities,
          waiting_for: payment.status === 'failed' ? 'payment' : 'authentication',
        },
        accountSid,
        serviceProviderSid: account.service_provider_sid,
      };
    });
    if (payment.status === 'paid')
      return {
        status: 201,
        body: {
          status: 'success',
          chargedAmount: payment.amountPaid,
          currency: payment.currency,
          statementDescriptor: provider.statementDescriptor,
        },
      };
    if (payment.status === 'requires_action')
      return {
        status: 201,
        body: {
          status: 'action required',
          subscription: created.subscription.id,
          client_secret: payment.clientSecret,
        },
      };
    return {
      status: 201,
      body: {
        status: 'card error',
        subscription: created.subscription.id,
        client_secret: payment.clientSecret ?? undefined,
        reason: payment.reason,
      },
    };
  }

  private requirePaid(accountSid: string) {
    const account = this.accountOf(accountSid);
    const current = this.plans.current(accountSid);
    if (account.plan_type !== 'paid' || !current?.stripe_subscription_id)
      throw badRequest('the account has no paid subscription');
    return { account, current, subscriptionId: current.stripe_subscription_id };
  }

  private async updateQuantities(
    requester: Requester,
    accountSid: string,
    body: SentFields,
  ): Promise<SubscriptionResponse> {
    const { quantities, items } = await this.catalogue.check(accountSid, body.products);
    const { account, current, subscriptionId } = this.requirePaid(accountSid);
    const provider = paymentProvider(this.ctx);
    if (body.dry_run === true || body.dry_run === 'true') {
      const preview = await viaProvider(() => provider.previewQuantities(subscriptionId, items));
      return {
        currency: preview.currency,
        prorated_cost: preview.proratedCost,
        monthly_cost: preview.monthlyCost,
        next_invoice_date: preview.nextInvoiceDate === null ? null : isoNow(preview.nextInvoiceDate * 1000),
      };
    }
    const change = await viaProvider(() => provider.updateQuantities(subscriptionId, items));
    if (change.status === 'applied') {
      auditedWrite(this.ctx, requester, asEntry, () =>
        this.plans.changeQuantities(requester, account, current, quantities),
      );
      return { status: 'success' };
    }
    const sid = current.account_subscription_sid;
    auditedWrite(
      this.ctx,
      requester,
      (before): AuditEntry => ({
        entity: 'account_subscription',
        entitySid: sid,
        action: 'update',
        before,
        after: { ...quantities, waiting_for: 'payment' },
        accountSid,
        serviceProviderSid: account.service_provider_sid,
      }),
      () => {
        this.plans.rows.setChangeReason(sid, 'capacity change waiting for payment');
        return this.plans.rows.quantities(sid);
      },
    );
    return { status: 'failed', reason: 'payment required' };
  }

  private async downgradeToFree(requester: Requester, accountSid: string): Promise<SubscriptionResponse> {
    const { account, current, subscriptionId } = this.requirePaid(accountSid);
    if (this.plans.rows.pending(accountSid, PENDING.downgrade)) return { status: 'success' };
    const periodEnd = await viaProvider(() => paymentProvider(this.ctx).cancelAtPeriodEnd(subscriptionId));
    const at = isoNow(periodEnd * 1000);
    auditedWrite(
      this.ctx,
      requester,
      (sid): AuditEntry => ({
        entity: 'account_subscription',
        entitySid: sid,
        action: 'create',
        before: { plan_type: account.plan_type },
        after: { plan_type: 'free', effective_start_date: at },
        accountSid,
        serviceProviderSid: account.service_provider_sid,
      }),
      () => {
        this.plans.rows.endAt(
          current.account_subscription_sid,
          at,
          'returns to the free plan at the end of the period',
        );
        return this.plans.recordPending(
          accountSid,
          PENDING.downgrade,
          { ...FREE_PLAN },
          { effective_start_date: at },
        );
      },
    );
    return { status: 'success' };
  }

  private async updatePaymentMethod(
    requester: Requester,
    accountSid: string,
    body: SentFields,
  ): Promise<SubscriptionResponse> {
    const paymentMethodId = body.payment_method_id;
    if (typeof paymentMethodId !== 'string' || !paymentMethodId)
      throw badRequest('missing payment_method_id');
    const account = this.accountOf(accountSid);
    if (!account.stripe_customer_id)
      throw badRequest('the account has no payment details yet: upgrade to a paid plan first');
    const customerId = account.stripe_customer_id;
    const provider = paymentProvider(this.ctx);
    const card = await this.attach(customerId, paymentMethodId);
    if (card instanceof CardError) return { status: 'card error', reason: card.message };
    await viaProvider(() => provider.setDefaultPaymentMethod(customerId, card.paymentMethodId));
    const paid = await viaProvider(() => provider.payOpenInvoices(customerId));
    auditedWrite(
      this.ctx,
      requester,
      (rows): AuditEntry => ({
        entity: 'account',
        entitySid: accountSid,
        action: 'update',
        before: { card: rows[0]?.last4 ? `…${rows[0].last4}` : null },
        after: { card: `${card.brand} …${card.last4}` },
        accountSid,
        serviceProviderSid: account.service_provider_sid,
      }),
      () => {
        const rows = this.plans.rows.withCard(accountSid, isoNow(this.ctx.now()));
        for (const row of rows)
          this.plans.rows.updateSubscription(row.account_subscription_sid, cardColumns(card));
        return rows;
      },
    );
    // A pending upgrade or capacity change may have been paid just now.
    await this.sync.account(accountSid, requester);
    return { status: paid ? 'success' : 'failed to pay outstanding invoices' };
  }
}
