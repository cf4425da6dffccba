// Which Stripe object the card field gets: with a publishable key, Stripe.js from Stripe (`loadStripe`, loaded on
// first use, only on the pages that take a card); without one, the local sandbox with the same interface.
import type { Stripe } from '@stripe/stripe-js';
import { createSandboxStripe, type SandboxStripe, type SandboxStripeOptions } from './sandbox-stripe';

export type PortalStripe = Stripe | SandboxStripe;

const loaded = new Map<string, Promise<Stripe | null>>();

/** Stripe.js for a publishable key (one load per key and page). */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = loaded.get(publishableKey);
  if (!promise) {
    promise = import('@stripe/stripe-js').then(({ loadStripe }) => loadStripe(publishableKey));
    loaded.set(publishableKey, promise);
  }
  return promise;
}

export function sandboxStripe(options: SandboxStripeOptions): SandboxStripe {
  return createSandboxStripe(options);
}

export function isSandbox(stripe: unknown): stripe is SandboxStripe {
  return Boolean(stripe && typeof stripe === 'object' && (stripe as { sandbox?: boolean }).sandbox === true);
}

/**
 * Elements options of the portal's card entry (docs/product/billing.md#card-entry): setup mode in usd, the payment method created by the
 * portal ('manual'), cards only.
 */
export const ELEMENTS_OPTIONS = {
  mode: 'setup',
  currency: 'usd',
  paymentMethodCreation: 'manual',
  paymentMethodTypes: ['card'],
} as const;
