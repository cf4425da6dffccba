// Hosted billing on the caller's own account (docs/api/contract.md#hosted-sign-up-and-billing), as the real server has it: `GET /Prices`,
// `GET|DELETE /StripeCustomerId`, `POST|GET /Subscriptions`, `GET /Invoices` (the upcoming invoice).
import { z } from 'zod';
import { resourceRoutes } from '../../../http/resource';
import { route } from '../../../http/route';
import { sentFields, type Api } from '../../../http/zod';
import { SubscriptionReads } from './reads';
import { SubscriptionService, ownAccount } from './service';

const tags = ['Billing'];

const subscriptionBody = z.object({
  action: z.enum(['upgrade-to-paid', 'downgrade-to-free', 'update-payment-method', 'update-quantities']),
  payment_method_id: z.string().optional(),
  stripe_customer_id: z.string().optional(),
  products: z
    .array(z.object({ price_id: z.string(), product_sid: z.string(), quantity: z.number() }))
    .optional(),
  dry_run: z.boolean().optional(),
});

export async function subscriptionRoutes(app: Api): Promise<void> {
  const subscriptions = new SubscriptionService(app.ctx);
  const reads = new SubscriptionReads(app.ctx);

  route(app, {
    method: 'GET',
    url: '/Prices',
    summary: 'The price catalogue: account-specific offers first, then the general products',
    tags,
    answers: { 200: 'PriceCatalogueEntry[]' },
    run: (request) => reads.prices(request),
  });

  // The account's customer at the payment provider.
  resourceRoutes(app, null, { path: '/StripeCustomerId', item: undefined, tags }, (customer) => {
    customer.read({
      summary: 'The account’s customer at the payment provider (created on first call)',
      answers: { 200: '{stripe_customer_id}', 404: 'no account' },
      run: async (request) => ({
        stripe_customer_id: await subscriptions.ensureCustomer(request, ownAccount(request)),
      }),
    });
    customer.remove({
      summary: 'Forget the account’s customer at the payment provider (not while on a paid plan)',
      answers: { 204: 'removed', 400: 'on a paid plan', 404: 'no account or customer' },
      run: (request) => subscriptions.forgetCustomer(request),
    });
  });

  // The account's plan.
  resourceRoutes(app, null, { path: '/Subscriptions', item: undefined, tags }, (plan) => {
    plan.route({
      method: 'POST',
      url: '',
      summary:
        'Change the plan: upgrade-to-paid, update-quantities (dry_run previews), update-payment-method, downgrade-to-free',
      // the plan is brought up to date before the body is looked at, and each action checks its own fields
      body: sentFields(subscriptionBody),
      answers: {
        200: 'downgrade-to-free / update-payment-method: {status}',
        201: 'upgrade-to-paid / update-quantities: {status, …} or the dry run {currency, prorated_cost, monthly_cost}',
        400: 'invalid action, payment method, products or quantities',
      },
      run: async (request, _owner, reply) => {
        const answer = await subscriptions.change(request, request.body);
        return reply.code(answer.status).send(answer.body);
      },
    });
    plan.read({
      summary: 'The account’s subscription at the payment provider (brings the plan up to date first)',
      answers: { 200: 'subscription object', 404: 'no subscription' },
      run: (request) => reads.subscription(request),
    });
  });

  route(app, {
    method: 'GET',
    url: '/Invoices',
    summary: 'The account’s upcoming invoice (total, currency, next_payment_attempt)',
    tags,
    answers: { 200: 'the upcoming invoice', 404: 'no customer, or nothing will be billed' },
    run: (request) => reads.upcomingInvoice(request),
  });
}
