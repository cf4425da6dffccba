// Stripe's objects and errors as the PaymentProvider interface has them: prices, cards, invoices; card errors and
// refused requests (stripe.ts).
import Stripe from 'stripe';
import type { Invoice, InvoiceStatus, Price } from '@switchboard/shared/types';
import { CardError, ProviderRequestError, type CardDetails } from './provider';

export const iso = (seconds: number | null | undefined) =>
  seconds === null || seconds === undefined ? null : new Date(seconds * 1000).toISOString();

/** Stripe's errors as the routes know them: card errors say why; the rest is a request the provider refused. */
export function translate(error: unknown): never {
  if (error instanceof Stripe.errors.StripeCardError)
    throw new CardError(error.message, error.code ?? 'card_declined', error.decline_code);
  if (error instanceof Stripe.errors.StripeInvalidRequestError)
    throw new ProviderRequestError(error.message, error.statusCode === 404 ? 404 : 400);
  if (error instanceof Stripe.errors.StripeError)
    throw new ProviderRequestError(`the payment provider failed: ${error.message}`, 502);
  throw error;
}

export async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    return translate(error);
  }
}

export function toPrice(price: Stripe.Price): Price {
  return {
    stripe_price_id: price.id,
    billing_scheme: price.billing_scheme === 'tiered' ? 'tiered' : 'per_unit',
    currency: price.currency,
    recurring: price.recurring
      ? {
          interval: price.recurring.interval === 'year' ? 'year' : 'month',
          interval_count: price.recurring.interval_count,
        }
      : null,
    tiers_mode:
      price.tiers_mode === 'graduated' ? 'graduated' : price.tiers_mode === 'volume' ? 'volume' : null,
    tiers: price.tiers
      ? price.tiers.map((tier) => ({
          up_to: tier.up_to ?? null,
          flat_amount: tier.flat_amount ?? null,
          unit_amount: tier.unit_amount ?? null,
        }))
      : null,
    type: price.type === 'one_time' ? 'one_time' : 'recurring',
    unit_amount: price.unit_amount ?? null,
    unit_amount_decimal: price.unit_amount_decimal === null ? null : String(price.unit_amount_decimal),
  };
}

export function cardOf(pm: Stripe.PaymentMethod): CardDetails {
  return {
    paymentMethodId: pm.id,
    brand: pm.card?.brand ?? 'card',
    last4: pm.card?.last4 ?? '',
    expMonth: pm.card?.exp_month ?? 0,
    expYear: pm.card?.exp_year ?? 0,
  };
}

export const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** A Stripe invoice as the API shows it (Stripe does not say which card paid it). */
export function toInvoice(invoice: Stripe.Invoice): Invoice {
  return {
    id: invoice.id ?? 'upcoming',
    number: invoice.number ?? null,
    status: (invoice.status ?? 'draft') as InvoiceStatus,
    currency: invoice.currency,
    subtotal: invoice.subtotal,
    total: invoice.total,
    amount_due: invoice.amount_due,
    amount_paid: invoice.amount_paid,
    created: iso(invoice.created) as string,
    period_start: iso(invoice.period_start) as string,
    period_end: iso(invoice.period_end) as string,
    next_payment_attempt: iso(invoice.next_payment_attempt),
    paid_at: iso(invoice.status_transitions?.paid_at),
    lines: invoice.lines.data.map((line) => ({
      description: line.description ?? '',
      quantity: line.quantity ?? null,
      amount: line.amount,
      proration: Boolean(
        line.parent?.subscription_item_details?.proration || line.parent?.invoice_item_details?.proration,
      ),
      period_start: iso(line.period.start) as string,
      period_end: iso(line.period.end) as string,
    })),
    card: null,
  };
}
