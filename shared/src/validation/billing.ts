// Subscriptions (docs/product/billing.md#price-table): capacity limits, the price of a quantity (per unit or tiered, flat
// amounts), money in cents shown with the currency symbol, registered devices from the device ratio, the line items of
// the subscription form, and the messages of the payment flows. The portal and the API (sandbox invoices, dry runs,
// request checks) compute with the same functions.
import { z } from 'zod';
import type {
  BillingCategory,
  Price,
  PriceCatalogueEntry,
  SubscriptionProduct,
  UsersMeSubscription,
} from '@switchboard/shared/types';
import { SUBSCRIPTION_SERVICE_TEXTS, SUBSCRIPTION_TEXTS } from '@switchboard/shared/constants';

// the texts live with the area's other texts (zod-free: the billing pages' translations read them)
export { BILLING_MESSAGES } from '@switchboard/shared/constants';

/** A text of the constants with its `{{name}}` placeholders filled (the same templates the pages translate). */
const fillIn = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

// The registration/OAuth/sub-domain rules and the sandbox card checks live beside this file.
export * from './billing-registration';
export * from './billing-cards';

/** Capacity limits (docs/product/billing.md#price-table). */
export const CAPACITY_LIMITS: Readonly<Record<BillingCategory, { min: number; max: number }>> = {
  voice_call_session: { min: 5, max: 1000 },
  device: { min: 0, max: 200 },
};

/** What the free plan allows (docs/product/billing.md#plans) and what a new sign-up's trial holds (docs/api/contract.md#session). */
export const FREE_PLAN = { voice_call_session: 1, device: 1 } as const;
export const TRIAL_PLAN = { voice_call_session: 5, device: 0 } as const;
export const TRIAL_DAYS = 21;

/** Product names of the two lines (the `products` table and `GET /Users/me` subscription.products). */
export const PRODUCT_NAMES: Readonly<Record<BillingCategory, string>> = {
  voice_call_session: 'concurrent call session',
  device: 'registered device',
};

/** The service column of the subscription table. */
export const SERVICE_LABELS: Readonly<Record<BillingCategory, string>> = SUBSCRIPTION_SERVICE_TEXTS;

export const BILLING_CATEGORIES: readonly BillingCategory[] = ['voice_call_session', 'device'];

/** Currency symbols; unknown currencies fall back to usd's (docs/product/billing.md#price-table). */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  usd: '$',
  eur: '€',
  gbp: '£',
  cad: 'CA$',
  aud: 'A$',
  jpy: '¥',
  inr: '₹',
};
export const DEFAULT_CURRENCY = 'usd';

export function currencySymbol(currency: string | null | undefined): string {
  return CURRENCY_SYMBOLS[(currency ?? DEFAULT_CURRENCY).toLowerCase()] ?? CURRENCY_SYMBOLS.usd;
}

/** An amount in cents as the user reads it: cents / 100 with the currency symbol ('$25.00', '-$3.50'). */
export function formatMoney(cents: number, currency: string | null | undefined = DEFAULT_CURRENCY): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}${currencySymbol(currency)}${(Math.abs(cents) / 100).toFixed(2)}`;
}

/** The price of `quantity` units: the unit amount shown in the Price column and the line's cost (cents). */
export interface LinePrice {
  /** Cents per unit, or the flat amount of a flat tier. */
  unitAmount: number;
  /** true when the cost is the tier's fixed amount whatever the quantity. */
  flat: boolean;
  cost: number;
}

/**
 * Per unit: unit_amount × quantity. Tiered: the first tier whose `up_to` is empty or at least the quantity; a
 * `flat_amount` there is a fixed cost, otherwise its unit_amount × quantity. No tier (or no price): nothing. No units
 * cost nothing (the price shown is the first unit's).
 */
export function priceOf(price: Price | null | undefined, quantity: number): LinePrice {
  const q = Number.isFinite(quantity) && quantity > 0 ? quantity : 0;
  if (!price) return { unitAmount: 0, flat: false, cost: 0 };
  if (price.billing_scheme === 'tiered') {
    const tier = (price.tiers ?? []).find(
      (t) => t.up_to === null || t.up_to === undefined || t.up_to >= Math.max(q, 1),
    );
    if (!tier) return { unitAmount: 0, flat: false, cost: 0 };
    if (typeof tier.flat_amount === 'number')
      return { unitAmount: tier.flat_amount, flat: true, cost: q > 0 ? tier.flat_amount : 0 };
    const unit = tier.unit_amount ?? 0;
    return { unitAmount: unit, flat: false, cost: unit * q };
  }
  const unit = price.unit_amount ?? 0;
  return { unitAmount: unit, flat: false, cost: unit * q };
}

/** 'per session' → 'session' (Stripe unit labels may carry the 'per'). */
export function unitName(unitLabel: string | null | undefined): string {
  const label = (unitLabel ?? '').trim();
  return label.toLowerCase().startsWith('per ') ? label.slice(4) : label || SUBSCRIPTION_TEXTS.unit;
}

/** The Price column: '$4.50 per session', or '$25.00 flat' for a flat tier. */
export function priceLabel(
  linePrice: LinePrice,
  currency: string,
  unitLabel: string | null | undefined,
): string {
  const amount = formatMoney(linePrice.unitAmount, currency);
  return linePrice.flat
    ? fillIn(SUBSCRIPTION_TEXTS.priceFlat, { amount })
    : fillIn(SUBSCRIPTION_TEXTS.pricePer, { amount, unit: unitName(unitLabel) });
}

const ratioOf = (ratio: number | null | undefined) => (Number(ratio) > 0 ? Number(ratio) : 0);

/**
 * Registered devices allowed (docs/product/billing.md#plans): device_to_call_ratio × call sessions + additional
 * devices. The additional devices are devices, not sessions: they are not multiplied by the ratio.
 */
export function registeredDevices(
  ratio: number | null | undefined,
  sessions: number,
  devices: number,
): number {
  return ratioOf(ratio) * (Number(sessions) || 0) + (Number(devices) || 0);
}

/** jambonz's default device_to_call_ratio (the accounts column's default). */
export const DEFAULT_DEVICE_TO_CALL_RATIO = 5;

/**
 * Registered devices an account's plan allows: on the free plan its devices as they are; on any other plan
 * `registeredDevices` (an account without a ratio has jambonz's default). The one rule for the subscription page,
 * the Usage report, the usage against limits and the hosted account's own page.
 */
export function deviceAllowance(
  plan: string | null | undefined,
  ratio: number | null | undefined,
  sessions: number,
  devices: number,
): number {
  if (plan === 'free') return Number(devices) || 0;
  return registeredDevices(ratio ?? DEFAULT_DEVICE_TO_CALL_RATIO, sessions, devices);
}

/** The rule named under the registered-devices figure, with the numbers it was computed from. */
export function registeredDevicesFormula(
  ratio: number | null | undefined,
  sessions: number,
  devices: number,
): string {
  return fillIn(SUBSCRIPTION_TEXTS.devicesFormula, {
    ratio: ratioOf(ratio),
    sessions: Number(sessions) || 0,
    devices: Number(devices) || 0,
  });
}

/** The price a catalogue product offers in a currency (the first one in it, else the first at all). */
export function productPrice(
  entry: PriceCatalogueEntry | undefined,
  currency = DEFAULT_CURRENCY,
): Price | null {
  if (!entry) return null;
  return entry.prices.find((p) => p.currency === currency) ?? entry.prices[0] ?? null;
}

/** One line of the subscription form (docs/product/billing.md#price-table). */
export interface SubscriptionLine {
  category: BillingCategory;
  name: string;
  service: string;
  capacity: number;
  min: number;
  max: number;
  currency: string;
  price_id: string | null;
  product_sid: string | null;
  unit_label: string | null;
  price: Price | null;
}

/** The current quantity of a category in a `GET /Users/me` subscription (0 when absent). */
export function currentQuantity(
  subscription: Pick<UsersMeSubscription, 'products'> | null | undefined,
  category: BillingCategory,
): number {
  const product = subscription?.products?.find((p) => p.name === PRODUCT_NAMES[category]);
  return product ? Number(product.quantity) || 0 : 0;
}

/**
 * The two lines (call sessions, devices) from the catalogue and the current subscription. `clampToMin`: when
 * upgrading, a free plan's single session starts at the paid minimum.
 */
export function subscriptionLines(
  catalogue: readonly PriceCatalogueEntry[],
  subscription: Pick<UsersMeSubscription, 'products'> | null | undefined,
  { clampToMin = false }: { clampToMin?: boolean } = {},
): SubscriptionLine[] {
  return BILLING_CATEGORIES.map((category) => {
    // Account-specific offers come first in the catalogue: the first product of a category wins.
    const entry = catalogue.find((p) => p.category === category);
    const price = productPrice(entry);
    const { min, max } = CAPACITY_LIMITS[category];
    const current = currentQuantity(subscription, category);
    return {
      category,
      name: PRODUCT_NAMES[category],
      service: SERVICE_LABELS[category],
      capacity: clampToMin ? Math.min(max, Math.max(min, current)) : current,
      min,
      max,
      currency: price?.currency ?? DEFAULT_CURRENCY,
      price_id: price?.stripe_price_id ?? null,
      product_sid: entry?.product_sid ?? null,
      unit_label: entry?.unit_label ?? null,
      price,
    };
  });
}

/** The message of a capacity outside its limits (null when it is fine). */
export function capacityError(category: BillingCategory, value: number | string): string | null {
  const { min, max } = CAPACITY_LIMITS[category];
  const n = typeof value === 'string' ? (value.trim() === '' ? NaN : Number(value)) : value;
  const text =
    category === 'voice_call_session'
      ? SUBSCRIPTION_TEXTS.sessionsOutOfRange
      : SUBSCRIPTION_TEXTS.devicesOutOfRange;
  if (!Number.isInteger(n) || n < min || n > max) return fillIn(text, { min, max });
  return null;
}

/** The products of a subscription change, as `POST /Subscriptions` takes them. */
export function subscriptionProducts(lines: readonly SubscriptionLine[]): SubscriptionProduct[] {
  return lines.map((line) => ({
    price_id: line.price_id ?? '',
    product_sid: line.product_sid ?? '',
    quantity: line.capacity,
  }));
}

/** Total monthly cost of the lines (cents). */
export function totalCost(lines: readonly Pick<SubscriptionLine, 'price' | 'capacity'>[]): number {
  return lines.reduce((sum, line) => sum + priceOf(line.price, line.capacity).cost, 0);
}

/** `POST /Subscriptions` products as the API checks them. */
export const subscriptionProductsSchema = z
  .array(
    z.object({
      price_id: z.string().min(1).max(255),
      product_sid: z.string().min(1).max(64),
      quantity: z.number().int().min(0).max(1_000_000),
    }),
  )
  .min(1)
  .max(10);
