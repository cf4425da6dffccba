// The hosted plans' operations (contract §6.21 `POST /Subscriptions`): upgrade to paid with a card, change capacity
// (a dry run first, then a prorated charge), change the card (paying what is outstanding), return to the free plan at
// the period's end — and keeping the database in step with the payment provider (a payment confirmed later, a period
// that ended, a trial that ran out). Provider calls happen outside the database transaction, like calls to Stripe;
// each write to our tables is one transaction with its audit entry.
import type { FastifyRequest } from 'fastify';
import type {
  BillingCategory,
  PriceCatalogueEntry,
  SubscriptionProduct,
  SubscriptionResponse,
} from '@switchboard/shared/types';
import { CAPACITY_LIMITS, FREE_PLAN, subscriptionProductsSchema } from '@switchboard/shared/validation';
import { recordAudit } from '../audit/audit';
import type { AppContext } from '../context';
import { HttpError, badRequest } from '../http/errors';
import { describeIssue } from '../http/validate';
import { isoNow } from '../lib/ids';
import {
  PENDING,
  accountBilling,
  cardColumns,
  changeQuantities,
  currentSubscription,
  dropPending,
  pendingSubscription,
  putPlanInForce,
  quantitiesOf,
  recordPending,
  type AccountBillingRow,
  type Quantities,
} from './plans';
import {
  CardError,
  ProviderRequestError,
  type ItemQuantity,
  type PaymentProvider,
  type ProviderSubscription,
} from './provider';
import { StripePaymentProvider } from './stripe-provider';

const providers = new WeakMap<AppContext, PaymentProvider>();

/** The provider of this app: the configured one, Stripe with a secret key, else the local one plugged in. */
export function paymentProvider(ctx: AppContext): PaymentProvider {
  let provider = providers.get(ctx);
  if (!provider) {
    const billing = ctx.options.billing;
    provider =
      billing.provider ??
      (billing.stripeSecretKey
        ? new StripePaymentProvider({
            secretKey: billing.stripeSecretKey,
            statementDescriptor: billing.statementDescriptor,
            host: billing.stripeHost,
            port: billing.stripePort,
            protocol: billing.stripeProtocol,
          })
        : billing.localProvider?.create({
            store: ctx.store,
            now: ctx.now,
            statementDescriptor: billing.statementDescriptor,
          }));
    // buildApp refuses hosted mode without a provider, so this is a bug, not a setting
    if (!provider) throw new Error('no payment provider: set STRIPE_SECRET_KEY or plug in a local provider');
    providers.set(ctx, provider);
  }
  return provider;
}

/** Provider failures as API answers: a refused request is a 400 (or its own status), never a 500. */
export async function viaProvider<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ProviderRequestError) throw new HttpError(error.statusCode, { msg: error.message });
    throw error;
  }
}

/** Products the account may buy: its own offers first (account_offers), then the general catalogue. */
export async function catalogueFor(
  ctx: AppContext,
  accountSid: string | null,
): Promise<PriceCatalogueEntry[]> {
  const offers = accountSid
    ? ctx.store
        .all<{ stripe_product_id: string }>(
          'SELECT stripe_product_id FROM account_offers WHERE account_sid = ?',
          accountSid,
        )
        .map((o) => o.stripe_product_id)
    : [];
  return viaProvider(() => paymentProvider(ctx).listPrices(offers));
}

/** Checks `products` against the catalogue and the capacity limits; returns quantities and provider items. */
async function checkProducts(
  ctx: AppContext,
  accountSid: string,
  raw: unknown,
): Promise<{ quantities: Quantities; items: ItemQuantity[] }> {
  if (!Array.isArray(raw) || raw.length === 0) throw badRequest('missing products');
  const parsed = subscriptionProductsSchema.safeParse(raw);
  if (!parsed.success) throw badRequest(`invalid products: ${describeIssue(parsed.error.issues[0], raw)}`);
  const catalogue = await catalogueFor(ctx, accountSid);
  const quantities: Quantities = { voice_call_session: 0, device: 0 };
  const items: ItemQuantity[] = [];
  const seen = new Set<BillingCategory>();
  for (const product of parsed.data as SubscriptionProduct[]) {
    const entry = catalogue.find((p) => p.prices.some((price) => price.stripe_price_id === product.price_id));
    if (!entry || (entry.category !== 'voice_call_session' && entry.category !== 'device'))
      throw badRequest(`invalid products: unknown price ${product.price_id}`);
    if (entry.product_sid !== product.product_sid)
      throw badRequest(
        `invalid products: price ${product.price_id} is not a price of product ${product.product_sid}`,
      );
    if (seen.has(entry.category)) throw badRequest(`invalid products: ${entry.category} appears twice`);
    seen.add(entry.category);
    quantities[entry.category] = product.quantity;
    items.push({ priceId: product.price_id, quantity: product.quantity });
  }
  const sessions = CAPACITY_LIMITS.voice_call_session;
  if (quantities.voice_call_session < sessions.min)
    throw badRequest(`invalid voice call session value, minimum is ${sessions.min}`);
  if (quantities.voice_call_session > sessions.max)
    throw badRequest(`invalid voice call session value, maximum is ${sessions.max}`);
  const devices = CAPACITY_LIMITS.device;
  if (quantities.device < devices.min || quantities.device > devices.max)
    throw badRequest(`invalid device value, it must be from ${devices.min} to ${devices.max}`);
  return { quantities, items };
}

const accountOf = (ctx: AppContext, accountSid: string): AccountBillingRow => {
  const account = accountBilling(ctx.store, accountSid);
  if (!account) throw new HttpError(404, 'Not Found');
  return account;
};

/** The account's customer at the provider, created on first use (`GET /StripeCustomerId`). */
export async function ensureCustomer(
  ctx: AppContext,
  request: FastifyRequest,
  accountSid: string,
): Promise<string> {
  const account = accountOf(ctx, accountSid);
  if (account.stripe_customer_id) return account.stripe_customer_id;
  const user = ctx.store.get<{ email: string }>(
    'SELECT email FROM users WHERE account_sid = ? ORDER BY (user_sid = ?) DESC, rowid LIMIT 1',
    accountSid,
    request.caller?.user_sid ?? '',
  );
  const customerId = await viaProvider(() =>
    paymentProvider(ctx).createCustomer({ accountSid, email: user?.email ?? null, name: account.name }),
  );
  ctx.store.transaction(() => {
    ctx.store.run('UPDATE accounts SET stripe_customer_id = ? WHERE account_sid = ?', customerId, accountSid);
    recordAudit(ctx, request, {
      entity: 'account',
      entitySid: accountSid,
      action: 'update',
      before: { stripe_customer_id: null },
      after: { stripe_customer_id: customerId },
      accountSid,
      serviceProviderSid: account.service_provider_sid,
    });
  });
  return customerId;
}

export async function upgradeToPaid(
  ctx: AppContext,
  request: FastifyRequest,
  accountSid: string,
  body: Record<string, unknown>,
): Promise<{ status: number; body: SubscriptionResponse }> {
  if (typeof body.payment_method_id !== 'string' || !body.payment_method_id)
    throw badRequest('missing payment_method_id');
  const { quantities, items } = await checkProducts(ctx, accountSid, body.products);
  const account = accountOf(ctx, accountSid);
  const current = currentSubscription(ctx.store, accountSid, ctx.now());
  if (account.plan_type === 'paid' && current?.stripe_subscription_id)
    throw badRequest('the account is on a paid plan already: change its capacity instead');
  const provider = paymentProvider(ctx);
  const customerId = await ensureCustomer(ctx, request, accountSid);
  let card;
  try {
    card = await viaProvider(() =>
      provider.attachPaymentMethod(customerId, body.payment_method_id as string),
    );
  } catch (error) {
    if (error instanceof CardError)
      return { status: 201, body: { status: 'card error', reason: error.message } };
    throw error;
  }
  const created = await viaProvider(() =>
    provider.createSubscription(customerId, items, card.paymentMethodId),
  );
  const fields = {
    stripe_subscription_id: created.subscription.id,
    stripe_statement_descriptor: provider.statementDescriptor,
    ...cardColumns(card),
  };
  const { payment } = created;
  ctx.store.transaction(() => {
    // An earlier upgrade whose payment never went through is replaced by this one (the provider lets it lapse).
    const stale = pendingSubscription(ctx.store, accountSid, PENDING.upgrade);
    if (stale) dropPending(ctx.store, stale.account_subscription_sid);
    if (payment.status === 'paid') {
      putPlanInForce(ctx, request, account, {
        plan: 'paid',
        quantities,
        subscription: fields,
        reason: 'upgrade to paid',
      });
    } else {
      const sid = recordPending(ctx.store, accountSid, PENDING.upgrade, quantities, {
        ...fields,
        change_reason: payment.status === 'failed' ? payment.reason.slice(0, 255) : 'action required',
      });
      recordAudit(ctx, request, {
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
      });
    }
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

function requirePaid(ctx: AppContext, accountSid: string) {
  const account = accountOf(ctx, accountSid);
  const current = currentSubscription(ctx.store, accountSid, ctx.now());
  if (account.plan_type !== 'paid' || !current?.stripe_subscription_id)
    throw badRequest('the account has no paid subscription');
  return { account, current, subscriptionId: current.stripe_subscription_id };
}

export async function updateQuantities(
  ctx: AppContext,
  request: FastifyRequest,
  accountSid: string,
  body: Record<string, unknown>,
): Promise<SubscriptionResponse> {
  const { quantities, items } = await checkProducts(ctx, accountSid, body.products);
  const { account, current, subscriptionId } = requirePaid(ctx, accountSid);
  const provider = paymentProvider(ctx);
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
    ctx.store.transaction(() => changeQuantities(ctx, request, account, current, quantities));
    return { status: 'success' };
  }
  ctx.store.transaction(() => {
    ctx.store.run(
      'UPDATE account_subscriptions SET change_reason = ? WHERE account_subscription_sid = ?',
      'capacity change waiting for payment',
      current.account_subscription_sid,
    );
    recordAudit(ctx, request, {
      entity: 'account_subscription',
      entitySid: current.account_subscription_sid,
      action: 'update',
      before: quantitiesOf(ctx.store, current.account_subscription_sid),
      after: { ...quantities, waiting_for: 'payment' },
      accountSid,
      serviceProviderSid: account.service_provider_sid,
    });
  });
  return { status: 'failed', reason: 'payment required' };
}

export async function downgradeToFree(
  ctx: AppContext,
  request: FastifyRequest,
  accountSid: string,
): Promise<SubscriptionResponse> {
  const { account, current, subscriptionId } = requirePaid(ctx, accountSid);
  if (pendingSubscription(ctx.store, accountSid, PENDING.downgrade)) return { status: 'success' };
  const periodEnd = await viaProvider(() => paymentProvider(ctx).cancelAtPeriodEnd(subscriptionId));
  const at = isoNow(periodEnd * 1000);
  ctx.store.transaction(() => {
    ctx.store.run(
      'UPDATE account_subscriptions SET effective_end_date = ?, change_reason = ? WHERE account_subscription_sid = ?',
      at,
      'returns to the free plan at the end of the period',
      current.account_subscription_sid,
    );
    const sid = recordPending(
      ctx.store,
      accountSid,
      PENDING.downgrade,
      { ...FREE_PLAN },
      { effective_start_date: at },
    );
    recordAudit(ctx, request, {
      entity: 'account_subscription',
      entitySid: sid,
      action: 'create',
      before: { plan_type: account.plan_type },
      after: { plan_type: 'free', effective_start_date: at },
      accountSid,
      serviceProviderSid: account.service_provider_sid,
    });
  });
  return { status: 'success' };
}

export async function updatePaymentMethod(
  ctx: AppContext,
  request: FastifyRequest,
  accountSid: string,
  body: Record<string, unknown>,
): Promise<SubscriptionResponse> {
  if (typeof body.payment_method_id !== 'string' || !body.payment_method_id)
    throw badRequest('missing payment_method_id');
  const account = accountOf(ctx, accountSid);
  if (!account.stripe_customer_id)
    throw badRequest('the account has no payment details yet: upgrade to a paid plan first');
  const customerId = account.stripe_customer_id;
  const provider = paymentProvider(ctx);
  let card;
  try {
    card = await viaProvider(() =>
      provider.attachPaymentMethod(customerId, body.payment_method_id as string),
    );
  } catch (error) {
    if (error instanceof CardError) return { status: 'card error', reason: error.message };
    throw error;
  }
  await viaProvider(() => provider.setDefaultPaymentMethod(customerId, card.paymentMethodId));
  const paid = await viaProvider(() => provider.payOpenInvoices(customerId));
  ctx.store.transaction(() => {
    const rows = ctx.store.all<{ account_subscription_sid: string; last4: string | null }>(
      `SELECT account_subscription_sid, last4 FROM account_subscriptions
        WHERE account_sid = ? AND stripe_subscription_id IS NOT NULL AND (pending = 1 OR effective_end_date IS NULL OR effective_end_date > ?)`,
      accountSid,
      isoNow(ctx.now()),
    );
    for (const row of rows)
      ctx.store.update(
        'account_subscriptions',
        'account_subscription_sid',
        row.account_subscription_sid,
        cardColumns(card),
      );
    recordAudit(ctx, request, {
      entity: 'account',
      entitySid: accountSid,
      action: 'update',
      before: { card: rows[0]?.last4 ? `…${rows[0].last4}` : null },
      after: { card: `${card.brand} …${card.last4}` },
      accountSid,
      serviceProviderSid: account.service_provider_sid,
    });
  });
  // A pending upgrade or capacity change may have been paid just now.
  await syncAccount(ctx, accountSid, request);
  return { status: paid ? 'success' : 'failed to pay outstanding invoices' };
}

/** Quantities per category of the provider's items (priced by the catalogue). */
async function providerQuantities(
  ctx: AppContext,
  accountSid: string,
  sub: ProviderSubscription,
): Promise<Quantities> {
  const catalogue = await catalogueFor(ctx, accountSid);
  const quantities: Quantities = { voice_call_session: 0, device: 0 };
  for (const item of sub.items) {
    const entry = catalogue.find((p) => p.prices.some((price) => price.stripe_price_id === item.priceId));
    if (entry && (entry.category === 'voice_call_session' || entry.category === 'device'))
      quantities[entry.category] = item.quantity;
  }
  return quantities;
}

const sameQuantities = (a: Quantities, b: Quantities) =>
  a.voice_call_session === b.voice_call_session && a.device === b.device;

/**
 * Brings the account's plan in step with time and the provider: a lapsed trial becomes the free plan; an upgrade
 * whose payment went through (3-D Secure confirmed, a new card paid it) starts; one that lapsed is dropped; a paid
 * plan whose period ended after a downgrade returns to free; a capacity change paid later takes effect.
 */
export async function syncAccount(
  ctx: AppContext,
  accountSid: string,
  request: FastifyRequest | null = null,
) {
  const { store } = ctx;
  const account = accountBilling(store, accountSid);
  if (!account) return;
  const now = ctx.now();
  if (account.plan_type === 'trial' && account.trial_end_date && Date.parse(account.trial_end_date) <= now) {
    store.transaction(() =>
      putPlanInForce(ctx, request, account, {
        plan: 'free',
        quantities: { ...FREE_PLAN },
        reason: 'trial ended',
      }),
    );
    account.plan_type = 'free';
  }
  const provider = paymentProvider(ctx);
  const upgrade = pendingSubscription(store, accountSid, PENDING.upgrade);
  if (upgrade?.stripe_subscription_id) {
    const sub = await viaProvider(() =>
      provider.retrieveSubscription(upgrade.stripe_subscription_id as string),
    );
    if (sub?.status === 'active') {
      store.transaction(() => {
        const still = pendingSubscription(store, accountSid, PENDING.upgrade);
        if (still?.account_subscription_sid !== upgrade.account_subscription_sid) return;
        putPlanInForce(
          ctx,
          request,
          account,
          {
            plan: 'paid',
            quantities: quantitiesOf(store, upgrade.account_subscription_sid),
            subscription: sub.defaultPaymentMethod ? cardColumns(sub.defaultPaymentMethod) : {},
            reason: 'upgrade to paid',
          },
          upgrade,
        );
      });
      account.plan_type = 'paid';
    } else if (!sub || sub.status === 'incomplete_expired' || sub.status === 'canceled') {
      store.transaction(() => dropPending(store, upgrade.account_subscription_sid));
    }
  }
  const current = currentSubscription(store, accountSid, now);
  const downgrade = pendingSubscription(store, accountSid, PENDING.downgrade);
  if (
    downgrade &&
    (!current ||
      current.account_subscription_sid === downgrade.account_subscription_sid ||
      !current.stripe_subscription_id)
  ) {
    // The paid period is over: the free plan starts.
    store.transaction(() =>
      putPlanInForce(
        ctx,
        request,
        account,
        { plan: 'free', quantities: { ...FREE_PLAN }, reason: 'downgrade to free' },
        downgrade,
      ),
    );
    return;
  }
  if (account.plan_type === 'paid' && current?.stripe_subscription_id) {
    const sub = await viaProvider(() =>
      provider.retrieveSubscription(current.stripe_subscription_id as string),
    );
    if (!sub) return;
    if (sub.status === 'canceled' && !downgrade) {
      store.transaction(() =>
        putPlanInForce(ctx, request, account, {
          plan: 'free',
          quantities: { ...FREE_PLAN },
          reason: 'subscription ended',
        }),
      );
      return;
    }
    const quantities = await providerQuantities(ctx, accountSid, sub);
    if (
      !sameQuantities(quantities, quantitiesOf(store, current.account_subscription_sid)) &&
      quantities.voice_call_session > 0
    )
      store.transaction(() => changeQuantities(ctx, request, account, current, quantities));
  }
}

/** Periodic look at the accounts whose plan may have moved (time passing; payments finished elsewhere). */
export async function sweepPlans(ctx: AppContext): Promise<void> {
  const provider = paymentProvider(ctx);
  provider.advance?.(Math.floor(ctx.now() / 1000));
  const now = isoNow(ctx.now());
  const accounts = ctx.store.all<{ account_sid: string }>(
    `SELECT account_sid FROM accounts WHERE plan_type = 'trial' AND trial_end_date IS NOT NULL AND trial_end_date <= @now
     UNION SELECT account_sid FROM account_subscriptions WHERE pending = 1
     UNION SELECT s.account_sid FROM account_subscriptions s JOIN accounts a ON a.account_sid = s.account_sid
       WHERE a.plan_type = 'paid' AND s.pending = 0 AND s.stripe_subscription_id IS NOT NULL
         AND (s.effective_end_date IS NULL OR s.effective_end_date > @now)`,
    { now },
  );
  for (const { account_sid } of accounts) {
    try {
      await syncAccount(ctx, account_sid);
    } catch {
      // one account's trouble (the provider unreachable) must not stop the others; the next sweep tries again
    }
  }
}
