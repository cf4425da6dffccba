// Hosted mode on the wire (docs/api/contract.md#session register / ActivationCode / Availability, #hosted-sign-up-and-billing Prices, StripeCustomerId,
// Subscriptions, Invoices) plus Switchboard's own billing reads (invoice history, usage against capacity).
import type { IsoDate, Sid } from './common';

/** Identity providers a visitor can register / sign in with. */
export type OAuthProvider = 'github' | 'google';
export type RegistrationProvider = 'local' | OAuthProvider;

/** `POST /register` with e-mail and password. */
export interface LocalRegistrationRequest {
  service_provider_sid: Sid;
  provider: 'local';
  email: string;
  password: string;
  /** The real server mails this code; Switchboard mails a code of its own (see api/README). */
  email_activation_code: string;
  inviteCode?: string;
}

/** `POST /register` after an OAuth redirect (the oauth-callback page). */
export interface OAuthRegistrationRequest {
  service_provider_sid: Sid;
  provider: OAuthProvider;
  oauth2_code: string;
  oauth2_state: string;
  oauth2_client_id: string;
  oauth2_redirect_uri: string;
  /** Where the visitor started: '/register' may create an account, the sign-in page may not. */
  locationBeforeAuth?: string;
}

export type RegistrationRequest = LocalRegistrationRequest | OAuthRegistrationRequest;

/** `200` of `POST /register`. */
export interface RegistrationResponse {
  jwt: string;
  user_sid: Sid;
  account_sid: Sid;
  root_domain: string;
  name: string;
  email: string;
  provider: RegistrationProvider;
  pristine: boolean;
  is_active: boolean;
  email_validated: boolean;
  phone_validated: boolean;
  tutorial_completion: number;
  scope: string;
  provider_userid?: string;
  avatar_url?: string;
}

/** `PUT /ActivationCode/:code` body. */
export interface ActivationCodeRequest {
  user_sid: Sid;
  type: 'email' | 'phone';
}

export type AvailabilityType = 'email' | 'phone' | 'subdomain';

/** `GET /Availability?type&value`. */
export interface AvailabilityResponse {
  available: boolean;
}

/** Product categories a subscription is made of. */
export type BillingCategory = 'voice_call_session' | 'device';

/** One tier of a tiered price (amounts in cents; `up_to` null = no upper bound). */
export interface PriceTier {
  up_to: number | null;
  flat_amount: number | null;
  unit_amount: number | null;
}

/** A price of a product (`GET /Prices` → prices[]). */
export interface Price {
  stripe_price_id: string;
  billing_scheme: 'per_unit' | 'tiered';
  currency: string;
  recurring: { interval: 'month' | 'year'; interval_count: number } | null;
  tiers_mode: 'graduated' | 'volume' | null;
  tiers: PriceTier[] | null;
  type: 'recurring' | 'one_time';
  unit_amount: number | null;
  unit_amount_decimal: string | null;
}

/** `GET /Prices`: the price catalogue, account-specific offers first. */
export interface PriceCatalogueEntry {
  product_sid: Sid;
  name: string;
  category: BillingCategory | 'api_rate';
  stripe_product_id: string;
  description: string | null;
  unit_label: string | null;
  prices: Price[];
}

/** `GET /StripeCustomerId`. */
export interface StripeCustomerId {
  stripe_customer_id: string;
}

/** One product line of a subscription change. */
export interface SubscriptionProduct {
  price_id: string;
  product_sid: Sid;
  quantity: number;
}

/** `POST /Subscriptions` bodies, one per action. */
export type SubscriptionRequest =
  | {
      action: 'upgrade-to-paid';
      payment_method_id: string;
      stripe_customer_id?: string;
      products: SubscriptionProduct[];
    }
  | { action: 'downgrade-to-free' }
  | { action: 'update-payment-method'; payment_method_id: string }
  | { action: 'update-quantities'; products: SubscriptionProduct[]; dry_run?: boolean };

/** What `POST /Subscriptions` answers (the union of the contract's shapes). */
export interface SubscriptionResponse {
  status?: 'success' | 'card error' | 'action required' | 'failed' | 'failed to pay outstanding invoices';
  client_secret?: string;
  reason?: string;
  subscription?: string;
  chargedAmount?: number;
  currency?: string;
  statementDescriptor?: string;
  /** Dry run of update-quantities (cents). */
  prorated_cost?: number;
  monthly_cost?: number;
  next_invoice_date?: IsoDate | null;
}

/** The card brands the card field tells apart (Stripe's names). */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover';

/**
 * A test card the payment sandbox accepts (`GET /PaymentSandbox/TestCards`, development server only): what the
 * portal's sandbox card field knows of it. What the card then does (declined, needs 3-D Secure…) is the sandbox's.
 */
export interface SandboxTestCard {
  number: string;
  /** Stripe's test PaymentMethod name: `pm_card_<kind>` */
  kind: string;
  brand: CardBrand;
}

/** Dry run of a capacity change (cents). */
export interface BillingChange {
  currency: string;
  prorated_cost: number;
  monthly_cost: number;
  next_invoice_date: IsoDate | null;
}

export type InvoiceStatus = 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';

export interface InvoiceLine {
  description: string;
  quantity: number | null;
  amount: number;
  proration: boolean;
  period_start: IsoDate;
  period_end: IsoDate;
}

/** An invoice as the invoices page and the receipt show it (amounts in cents). */
export interface Invoice {
  id: string;
  number: string | null;
  status: InvoiceStatus;
  currency: string;
  subtotal: number;
  total: number;
  amount_due: number;
  amount_paid: number;
  created: IsoDate;
  period_start: IsoDate;
  period_end: IsoDate;
  next_payment_attempt: IsoDate | null;
  paid_at: IsoDate | null;
  lines: InvoiceLine[];
  /** The card it was (or will be) paid with. */
  card?: { brand: string; last4: string } | null;
}

/**
 * `GET /Invoices` (contract): the upcoming invoice the way the real server passes Stripe's object through; the
 * portal reads `total`, `currency` and `next_payment_attempt` (seconds since the epoch, like Stripe).
 */
export interface UpcomingInvoiceSummary {
  total: number;
  currency: string;
  next_payment_attempt: number | null;
  amount_due: number;
  period_start: number;
  period_end: number;
  lines: { data: { description: string; amount: number; quantity: number | null; proration: boolean }[] };
}

/** `GET /Accounts/:sid/Invoices` (Switchboard): the invoice history and the next one. */
export interface InvoiceHistory {
  upcoming: Invoice | null;
  invoices: Invoice[];
  account: { name: string; email: string | null; plan_type: string };
}

/** One day of `GET /Accounts/:sid/Usage` (Switchboard). */
export interface UsageDay {
  /** YYYY-MM-DD (UTC) */
  date: string;
  /** Most calls in progress at the same moment that day. */
  peak_calls: number;
  /** Distinct registered devices that made or took a call that day. */
  devices: number;
  calls: number;
}

export interface UsageReport {
  days: UsageDay[];
  /** Whether call records could be read (false: the CDR store does not answer). */
  available: boolean;
  capacity: { call_sessions: number; registered_devices: number };
}
