// Hosted billing (contract §6.21): `GET /Prices`, `GET|DELETE /StripeCustomerId`, `POST|GET /Subscriptions`,
// `GET /Invoices` — all on the caller's own account, as the real server does — plus Switchboard's reads for the
// invoices page and usage (`GET /Accounts/:sid/Invoices[/:id]`, `GET /Accounts/:sid/Usage`) and the payment
// sandbox's 3-D Secure step. Registered only in hosted mode. The payment provider is Stripe with STRIPE_SECRET_KEY,
// otherwise the local one plugged in (the development server's payment sandbox, api/src/dev/payment-sandbox).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { InvoiceHistory, UpcomingInvoiceSummary, UsageReport } from '@switchboard/shared/types';
import { registeredDevices } from '@switchboard/shared/validation';
import { recordAudit } from '../audit/audit';
import type { AppContext } from '../context';
import { callerOf } from '../auth/caller';
import { requireAccount } from '../auth/access';
import { docs } from '../http/docs';
import { HttpError, badRequest, forbidden, notFound } from '../http/errors';
import { pathSid } from '../http/validate';
import {
  accountBilling,
  currentSubscription,
  pendingSubscription,
  quantitiesOf,
  PENDING,
} from '../billing/plans';
import {
  catalogueFor,
  downgradeToFree,
  ensureCustomer,
  paymentProvider,
  sweepPlans,
  syncAccount,
  updatePaymentMethod,
  updateQuantities,
  upgradeToPaid,
  viaProvider,
} from '../billing/subscriptions';
import { recentCallsSource, usageByDay } from '../billing/usage';

const notFoundText = () => new HttpError(404, 'Not Found');

/** The account a billing call is about: the caller's own (contract: the token's account). */
function ownAccount(request: FastifyRequest): string {
  const caller = callerOf(request);
  if (!caller.account_sid) throw notFoundText();
  return caller.account_sid;
}

const subscriptionBodyDoc = z.object({
  action: z.enum(['upgrade-to-paid', 'downgrade-to-free', 'update-payment-method', 'update-quantities']),
  payment_method_id: z.string().optional(),
  stripe_customer_id: z.string().optional(),
  products: z
    .array(z.object({ price_id: z.string(), product_sid: z.string(), quantity: z.number() }))
    .optional(),
  dry_run: z.boolean().optional(),
});

const seconds = (iso: string | null) => (iso ? Math.floor(Date.parse(iso) / 1000) : null);

export function billingRoutes(v1: FastifyInstance, ctx: AppContext): void {
  if (!ctx.options.hosted) return;
  const { store } = ctx;
  const cdrSource = ctx.options.billing.cdrSource ?? recentCallsSource(v1);

  // Time passes for plans: lapsed trials, periods that ended, payments finished outside a request.
  if (ctx.options.billing.sweepIntervalMs > 0) {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      sweepPlans(ctx).finally(() => {
        running = false;
      });
    }, ctx.options.billing.sweepIntervalMs);
    timer.unref();
    v1.addHook('onClose', async () => clearInterval(timer));
  }

  v1.get(
    '/Prices',
    {
      schema: docs({
        summary: 'The price catalogue: account-specific offers first, then the general products',
        tags: ['Billing'],
        responses: { 200: 'PriceCatalogueEntry[]' },
      }),
    },
    async (request) => catalogueFor(ctx, callerOf(request).account_sid),
  );

  v1.get(
    '/StripeCustomerId',
    {
      schema: docs({
        summary: 'The account’s customer at the payment provider (created on first call)',
        tags: ['Billing'],
        responses: { 200: '{stripe_customer_id}', 404: 'no account' },
      }),
    },
    async (request) => ({ stripe_customer_id: await ensureCustomer(ctx, request, ownAccount(request)) }),
  );

  v1.delete(
    '/StripeCustomerId',
    {
      schema: docs({
        summary: 'Forget the account’s customer at the payment provider (not while on a paid plan)',
        tags: ['Billing'],
        responses: { 204: 'removed', 400: 'on a paid plan', 404: 'no account or customer' },
      }),
    },
    async (request, reply) => {
      const accountSid = ownAccount(request);
      const account = accountBilling(store, accountSid);
      if (!account?.stripe_customer_id) throw notFoundText();
      if (account.plan_type === 'paid')
        throw badRequest('return to the free plan before removing the payment details');
      const customerId = account.stripe_customer_id;
      await viaProvider(() => paymentProvider(ctx).deleteCustomer(customerId));
      store.transaction(() => {
        store.run('UPDATE accounts SET stripe_customer_id = NULL WHERE account_sid = ?', accountSid);
        recordAudit(ctx, request, {
          entity: 'account',
          entitySid: accountSid,
          action: 'update',
          before: { stripe_customer_id: customerId },
          after: { stripe_customer_id: null },
          accountSid,
          serviceProviderSid: account.service_provider_sid,
        });
      });
      return reply.code(204).send();
    },
  );

  v1.post(
    '/Subscriptions',
    {
      schema: docs({
        summary:
          'Change the plan: upgrade-to-paid, update-quantities (dry_run previews), update-payment-method, downgrade-to-free',
        tags: ['Billing'],
        body: subscriptionBodyDoc,
        responses: {
          200: 'downgrade-to-free / update-payment-method: {status}',
          201: 'upgrade-to-paid / update-quantities: {status, …} or the dry run {currency, prorated_cost, monthly_cost}',
          400: 'invalid action, payment method, products or quantities',
        },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      if (!caller.account_sid) throw forbidden('only an account has a subscription');
      const accountSid = caller.account_sid;
      const body =
        request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
      await syncAccount(ctx, accountSid, request);
      switch (body.action) {
        case 'upgrade-to-paid': {
          const result = await upgradeToPaid(ctx, request, accountSid, body);
          return reply.code(result.status).send(result.body);
        }
        case 'update-quantities':
          return reply.code(201).send(await updateQuantities(ctx, request, accountSid, body));
        case 'update-payment-method':
          return reply.code(200).send(await updatePaymentMethod(ctx, request, accountSid, body));
        case 'downgrade-to-free':
          return reply.code(200).send(await downgradeToFree(ctx, request, accountSid));
        default:
          throw badRequest('invalid or missing action');
      }
    },
  );

  v1.get(
    '/Subscriptions',
    {
      schema: docs({
        summary: 'The account’s subscription at the payment provider (brings the plan up to date first)',
        tags: ['Billing'],
        responses: { 200: 'subscription object', 404: 'no subscription' },
      }),
    },
    async (request) => {
      const accountSid = ownAccount(request);
      await syncAccount(ctx, accountSid, request);
      const row =
        pendingSubscription(store, accountSid, PENDING.upgrade) ??
        currentSubscription(store, accountSid, ctx.now());
      if (!row?.stripe_subscription_id) throw notFoundText();
      const sub = await viaProvider(() =>
        paymentProvider(ctx).retrieveSubscription(row.stripe_subscription_id as string),
      );
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
    },
  );

  v1.get(
    '/Invoices',
    {
      schema: docs({
        summary: 'The account’s upcoming invoice (total, currency, next_payment_attempt)',
        tags: ['Billing'],
        responses: { 200: 'the upcoming invoice', 404: 'no customer, or nothing will be billed' },
      }),
    },
    async (request): Promise<UpcomingInvoiceSummary> => {
      const account = accountBilling(store, ownAccount(request));
      if (!account?.stripe_customer_id) throw notFoundText();
      const customerId = account.stripe_customer_id;
      const upcoming = await viaProvider(() => paymentProvider(ctx).upcomingInvoice(customerId));
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
    },
  );

  v1.get(
    '/Accounts/:sid/Invoices',
    {
      schema: docs({
        summary: 'Invoice history of an account: past invoices (newest first) and the upcoming one',
        tags: ['Billing'],
        params: { sid: 'the account' },
        responses: { 200: '{upcoming, invoices, account}', 403: 'not yours', 404: 'unknown account' },
      }),
    },
    async (request): Promise<InvoiceHistory> => {
      const sid = pathSid((request.params as { sid: string }).sid);
      requireAccount(store, callerOf(request), sid);
      const account = accountBilling(store, sid);
      if (!account) throw notFound('account not found');
      const email =
        store.get<{ email: string }>(
          'SELECT email FROM users WHERE account_sid = ? ORDER BY rowid LIMIT 1',
          sid,
        )?.email ?? null;
      const summary = { name: account.name, email, plan_type: account.plan_type };
      if (!account.stripe_customer_id) return { upcoming: null, invoices: [], account: summary };
      const customerId = account.stripe_customer_id;
      const provider = paymentProvider(ctx);
      const [upcoming, invoices] = await viaProvider(() =>
        Promise.all([provider.upcomingInvoice(customerId), provider.listInvoices(customerId)]),
      );
      return { upcoming, invoices, account: summary };
    },
  );

  v1.get(
    '/Accounts/:sid/Invoices/:invoice_id',
    {
      schema: docs({
        summary: 'One invoice of an account (the printable receipt)',
        tags: ['Billing'],
        params: { sid: 'the account', invoice_id: 'the invoice id at the payment provider' },
        responses: { 200: 'Invoice', 403: 'not yours', 404: 'unknown' },
      }),
    },
    async (request) => {
      const params = request.params as { sid: string; invoice_id: string };
      const sid = pathSid(params.sid);
      requireAccount(store, callerOf(request), sid);
      const account = accountBilling(store, sid);
      if (!account?.stripe_customer_id || !/^[A-Za-z0-9_]{1,255}$/.test(params.invoice_id))
        throw notFound('invoice not found');
      const customerId = account.stripe_customer_id;
      const invoice = await viaProvider(() =>
        paymentProvider(ctx).retrieveInvoice(customerId, params.invoice_id),
      );
      if (!invoice) throw notFound('invoice not found');
      return invoice;
    },
  );

  v1.get(
    '/Accounts/:sid/Usage',
    {
      schema: docs({
        summary:
          'Per day: peak concurrent calls and registered devices in calls, with the capacity of the plan',
        tags: ['Billing'],
        params: { sid: 'the account' },
        query: z.object({ days: z.number().int().min(1).max(90).optional() }),
        responses: { 200: '{days, available, capacity}', 400: 'days out of range', 403: 'not yours' },
      }),
    },
    async (request): Promise<UsageReport> => {
      const sid = pathSid((request.params as { sid: string }).sid);
      requireAccount(store, callerOf(request), sid);
      const raw = (request.query as { days?: unknown }).days;
      const days = raw === undefined ? 30 : Number(raw);
      if (!Number.isInteger(days) || days < 1 || days > 90)
        throw badRequest('days must be a whole number from 1 to 90');
      const account = accountBilling(store, sid);
      const current = currentSubscription(store, sid, ctx.now());
      const quantities = current
        ? quantitiesOf(store, current.account_subscription_sid)
        : { voice_call_session: 0, device: 0 };
      const free = account?.plan_type === 'free';
      const capacity = {
        call_sessions: quantities.voice_call_session,
        registered_devices: free
          ? quantities.device
          : registeredDevices(
              account?.device_to_call_ratio ?? 5,
              quantities.voice_call_session,
              quantities.device,
            ),
      };
      const calls = await cdrSource.calls(request, sid, days);
      return { days: usageByDay(calls ?? [], days, ctx.now()), available: calls !== null, capacity };
    },
  );

  v1.post(
    '/PaymentSandbox/confirm',
    {
      schema: docs({
        summary:
          'Payment sandbox only: finish (or fail) the 3-D Secure step of a payment, as Stripe.js confirmCardPayment does',
        tags: ['Billing'],
        body: z.object({ client_secret: z.string(), outcome: z.enum(['succeed', 'fail']) }),
        responses: { 200: '{status, error?}', 404: 'no such payment, or Stripe is in use' },
      }),
    },
    async (request) => {
      const provider = paymentProvider(ctx);
      if (!provider.confirmPaymentIntent) throw notFound('the payment sandbox is not in use');
      const account = accountBilling(store, ownAccount(request));
      const body = (request.body ?? {}) as { client_secret?: unknown; outcome?: unknown };
      if (typeof body.client_secret !== 'string' || (body.outcome !== 'succeed' && body.outcome !== 'fail'))
        throw badRequest('client_secret and outcome (succeed or fail) are required');
      const result = provider.confirmPaymentIntent(
        body.client_secret,
        account?.stripe_customer_id ?? '',
        body.outcome === 'succeed',
      );
      if (!result) throw notFound('no such payment');
      return result;
    },
  );
}
