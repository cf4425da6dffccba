// The payment provider behind the hosted plans: one interface, two implementations — Stripe (the `stripe` package,
// when STRIPE_SECRET_KEY is set) and, plugged in by the development server and the tests, the local sandbox that
// behaves like Stripe's test mode (api/src/dev/payment-sandbox). The routes and the subscription service only speak
// this interface. Amounts are cents; times are Unix seconds (as Stripe has them).
import type { Invoice, PriceCatalogueEntry } from '@switchboard/shared/types';
import type { Migration } from '../db/migration';
import type { Store } from '../db/store';

/** A card refused by the provider (attach or charge): Stripe's `card_error` with its message. */
export class CardError extends Error {
  constructor(
    message: string,
    readonly code: string = 'card_declined',
    readonly declineCode?: string,
  ) {
    super(message);
    this.name = 'CardError';
  }
}

/** The provider could not do what was asked (unknown object, a state that does not allow it): a 400 for the caller. */
export class ProviderRequestError extends Error {
  constructor(
    message: string,
    readonly statusCode = 400,
  ) {
    super(message);
    this.name = 'ProviderRequestError';
  }
}

export interface CardDetails {
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface ItemQuantity {
  priceId: string;
  quantity: number;
}

/** How the payment of an invoice went. */
export type PaymentOutcome =
  | { status: 'paid'; amountPaid: number; currency: string }
  | { status: 'requires_action'; clientSecret: string }
  | { status: 'failed'; clientSecret: string | null; reason: string };

export interface ProviderSubscription {
  id: string;
  customer: string;
  status: 'incomplete' | 'incomplete_expired' | 'active' | 'past_due' | 'canceled';
  currentPeriodStart: number;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
  items: ItemQuantity[];
  /** A quantity change waiting for its invoice to be paid. */
  pendingItems: ItemQuantity[] | null;
  defaultPaymentMethod: CardDetails | null;
}

export interface CreatedSubscription {
  subscription: ProviderSubscription;
  payment: PaymentOutcome;
}

/** A capacity change priced before it is made (cents). */
export interface QuantityPreview {
  currency: string;
  proratedCost: number;
  monthlyCost: number;
  nextInvoiceDate: number | null;
}

export interface QuantityChange {
  /** applied: in force now (paid, or nothing to pay); pending: waits for a payment that failed. */
  status: 'applied' | 'pending';
  reason?: string;
  clientSecret?: string | null;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'sandbox';
  /** The statement descriptor charges carry. */
  readonly statementDescriptor: string;
  /** Products with their prices: the general ones and those offered to one account (`offers`: product ids). */
  listPrices(offers: string[]): Promise<PriceCatalogueEntry[]>;
  createCustomer(input: { accountSid: string; email: string | null; name: string }): Promise<string>;
  deleteCustomer(customerId: string): Promise<void>;
  /** Saves a card for the customer; a refused card throws CardError. */
  attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<CardDetails>;
  /** Makes a saved card the one invoices are paid with (customer and subscriptions). */
  setDefaultPaymentMethod(customerId: string, paymentMethodId: string): Promise<void>;
  /** Starts a monthly subscription and pays its first invoice with the card. */
  createSubscription(
    customerId: string,
    items: ItemQuantity[],
    paymentMethodId: string,
  ): Promise<CreatedSubscription>;
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription | null>;
  previewQuantities(subscriptionId: string, items: ItemQuantity[]): Promise<QuantityPreview>;
  /** Changes quantities now, charging the prorated difference at once. */
  updateQuantities(subscriptionId: string, items: ItemQuantity[]): Promise<QuantityChange>;
  /** Ends the subscription at the end of the period it is in; returns that moment. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<number>;
  /** Pays what the customer owes with the default card; true when nothing is left unpaid. */
  payOpenInvoices(customerId: string): Promise<boolean>;
  /** The next invoice (null when nothing will be billed). */
  upcomingInvoice(customerId: string): Promise<Invoice | null>;
  /** Past invoices, newest first. */
  listInvoices(customerId: string): Promise<Invoice[]>;
  retrieveInvoice(customerId: string, invoiceId: string): Promise<Invoice | null>;
  /** Lets time pass: renewals, cancellations at period end (the sandbox; Stripe does this itself). */
  advance?(nowSeconds: number): void;
  /**
   * Finishes (or fails) the 3-D Secure step of a payment, as Stripe.js's confirmCardPayment does with Stripe: only a
   * provider whose payments are confirmed through this API has it (the sandbox). Null: no such payment.
   */
  confirmPaymentIntent?(
    clientSecret: string,
    customerId: string | null,
    succeed: boolean,
  ): { status: 'succeeded' | 'requires_payment_method'; error?: string } | null;
}

/**
 * A payment provider the app makes itself, used when no STRIPE_SECRET_KEY is set. The production server has none
 * (hosted mode needs Stripe there); the development server and the tests plug in the payment sandbox
 * (api/src/dev/payment-sandbox), which keeps its state in tables of its own.
 */
export interface LocalPaymentProvider {
  /** the tables it keeps, applied with the app's own migrations */
  readonly migrations: readonly Migration[];
  create(deps: { store: Store; now: () => number; statementDescriptor: string }): PaymentProvider;
}
