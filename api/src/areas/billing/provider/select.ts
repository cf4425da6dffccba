// Which payment provider an app uses — the one configured (tests), Stripe with a secret key, else the local one
// plugged in — made once per app; and provider failures as API answers.
import type { AppContext } from '../../../context';
import { HttpError } from '../../../http/errors';
import { ProviderRequestError, type PaymentProvider } from './provider';
import { StripePaymentProvider } from './stripe';

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
