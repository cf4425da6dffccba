// What the sandbox's "Stripe account" sells: the two hosted products (the seeded `products` rows) with monthly
// prices — call sessions on a volume-tiered price (a flat first tier), devices per unit — shaped as `GET /Prices`
// returns Stripe's catalogue.
import type { PriceCatalogueEntry } from '@switchboard/shared/types';

export const CALL_SESSION_PRODUCT_SID = 'c4403cdb-8e75-4b27-9726-7d8315e3216d';
export const DEVICE_PRODUCT_SID = '2c815913-5c26-4004-b748-183b459329df';

export const SANDBOX_CALL_SESSION_PRICE = 'price_sbx_call_sessions_monthly';
export const SANDBOX_DEVICE_PRICE = 'price_sbx_devices_monthly';

const monthly = { interval: 'month' as const, interval_count: 1 };

export const SANDBOX_CATALOGUE: readonly PriceCatalogueEntry[] = [
  {
    product_sid: CALL_SESSION_PRODUCT_SID,
    name: 'concurrent call session',
    category: 'voice_call_session',
    stripe_product_id: 'prod_sbx_call_sessions',
    description: 'Calls in progress at the same time',
    unit_label: 'session',
    prices: [
      {
        stripe_price_id: SANDBOX_CALL_SESSION_PRICE,
        billing_scheme: 'tiered',
        currency: 'usd',
        recurring: monthly,
        tiers_mode: 'volume',
        // Volume tiers: the tier the whole quantity falls in prices every unit.
        tiers: [
          { up_to: 5, flat_amount: 2500, unit_amount: null },
          { up_to: 20, flat_amount: null, unit_amount: 450 },
          { up_to: 100, flat_amount: null, unit_amount: 400 },
          { up_to: null, flat_amount: null, unit_amount: 350 },
        ],
        type: 'recurring',
        unit_amount: null,
        unit_amount_decimal: null,
      },
    ],
  },
  {
    product_sid: DEVICE_PRODUCT_SID,
    name: 'registered device',
    category: 'device',
    stripe_product_id: 'prod_sbx_devices',
    description: 'Device registrations beyond those the call sessions include',
    unit_label: 'device',
    prices: [
      {
        stripe_price_id: SANDBOX_DEVICE_PRICE,
        billing_scheme: 'per_unit',
        currency: 'usd',
        recurring: monthly,
        tiers_mode: null,
        tiers: null,
        type: 'recurring',
        unit_amount: 100,
        unit_amount_decimal: '100',
      },
    ],
  },
];

/** A price of the catalogue by id, with its product. */
export function sandboxPrice(priceId: string) {
  for (const product of SANDBOX_CATALOGUE) {
    const price = product.prices.find((p) => p.stripe_price_id === priceId);
    if (price) return { product, price };
  }
  return null;
}
