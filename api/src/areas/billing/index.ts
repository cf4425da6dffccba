// The billing area (the portal's mfe-billing), served in hosted mode only: sign-up and activation (registration/),
// the plans and the payment provider's side of them (subscriptions/, plans/, provider/), invoices and usage. The
// payment provider is Stripe with STRIPE_SECRET_KEY, otherwise the local one plugged in (the development server's
// payment sandbox, api/src/dev/payment-sandbox), whose own routes are registered here with the others. See
// ../README.md.
// Node's timers (unref), as the audit-trail pruning: component tests run this API where jsdom replaced the globals.
import { clearInterval, setInterval } from 'node:timers';
import type { AppContext } from '../../context';
import type { Api } from '../../http/zod';
import { invoiceRoutes } from './invoices/routes';
import { PlanRepository } from './plans/repository';
import { paymentProvider } from './provider/select';
import { registrationRoutes } from './registration/routes';
import { ownAccount } from './subscriptions/service';
import { subscriptionRoutes } from './subscriptions/routes';
import { PlanSync } from './subscriptions/sync';
import { usageRoutes } from './usage/routes';

// What the rest of the API uses: the settings (config.ts) and, for a local provider plugged in, the interface it
// implements and the errors it throws.
export * from './config';
export * from './provider/provider';

export async function billingArea(app: Api): Promise<void> {
  const { ctx } = app;
  if (!ctx.options.hosted) return;

  // Time passes for plans: lapsed trials, periods that ended, payments finished outside a request.
  if (ctx.options.billing.sweepIntervalMs > 0) {
    const sync = new PlanSync(ctx);
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      sync.sweep().finally(() => {
        running = false;
      });
    }, ctx.options.billing.sweepIntervalMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  await app.register(registrationRoutes);
  await app.register(subscriptionRoutes);
  await app.register(invoiceRoutes);
  await app.register(usageRoutes);

  const localRoutes = ctx.options.billing.localProvider?.routes;
  if (localRoutes) {
    const plans = new PlanRepository(ctx.store);
    await app.register(async (scope: Api) =>
      localRoutes(scope, {
        provider: () => paymentProvider(ctx),
        customerOf: (requester) => plans.account(ownAccount(requester))?.stripe_customer_id ?? null,
      }),
    );
  }
}

/** The periodic look at plans (tests call it instead of waiting for the timer). */
export const sweepPlans = (ctx: AppContext): Promise<void> => new PlanSync(ctx).sweep();
