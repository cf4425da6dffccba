// The products an account may buy (its own offers first, then the general catalogue, as the provider lists them),
// and the checks of a plan's products against that catalogue and the capacity limits.
import type { BillingCategory, PriceCatalogueEntry, SubscriptionProduct } from '@switchboard/shared/types';
import { CAPACITY_LIMITS, subscriptionProductsSchema } from '@switchboard/shared/validation';
import type { AppContext } from '../../../context';
import { badRequest } from '../../../http/errors';
import { describeIssue } from '../../../http/validate';
import type { Quantities } from '../plans/repository';
import { PlanRepository } from '../plans/repository';
import type { ItemQuantity, ProviderSubscription } from '../provider/provider';
import { paymentProvider, viaProvider } from '../provider/select';

export class Catalogue {
  private readonly rows: PlanRepository;

  constructor(private readonly ctx: AppContext) {
    this.rows = new PlanRepository(ctx.store);
  }

  /** Products the account may buy: its own offers first (account_offers), then the general catalogue. */
  async for(accountSid: string | null): Promise<PriceCatalogueEntry[]> {
    const offers = accountSid ? this.rows.offers(accountSid) : [];
    return viaProvider(() => paymentProvider(this.ctx).listPrices(offers));
  }

  /** Checks `products` against the catalogue and the capacity limits; returns quantities and provider items. */
  async check(accountSid: string, raw: unknown): Promise<{ quantities: Quantities; items: ItemQuantity[] }> {
    if (!Array.isArray(raw) || raw.length === 0) throw badRequest('missing products');
    const parsed = subscriptionProductsSchema.safeParse(raw);
    if (!parsed.success) throw badRequest(`invalid products: ${describeIssue(parsed.error.issues[0], raw)}`);
    const catalogue = await this.for(accountSid);
    const quantities: Quantities = { voice_call_session: 0, device: 0 };
    const items: ItemQuantity[] = [];
    const seen = new Set<BillingCategory>();
    for (const product of parsed.data as SubscriptionProduct[]) {
      const entry = catalogue.find((p) =>
        p.prices.some((price) => price.stripe_price_id === product.price_id),
      );
      if (!entry || (entry.category !== 'voice_call_session' && entry.category !== 'device'))
        throw badRequest(`invalid products: unknown price ${product.price_id}`);
      if (entry.product_sid !== product.product_sid)
        throw badRequest(
          `invalid products: price ${product.price_id} is not a price of product ${product.product_sid}`,
        );
      if (seen.has(entry.category)) throw badRequest(`invalid products: ${entry.category} appears twice`);
      seen.add(entry.category);
      quantities[entry.category] = product.quantity;
      items.push({ priceId: product.price_id, quantity: product.quantity });
    }
    const sessions = CAPACITY_LIMITS.voice_call_session;
    if (quantities.voice_call_session < sessions.min)
      throw badRequest(`invalid voice call session value, minimum is ${sessions.min}`);
    if (quantities.voice_call_session > sessions.max)
      throw badRequest(`invalid voice call session value, maximum is ${sessions.max}`);
    const devices = CAPACITY_LIMITS.device;
    if (quantities.device < devices.min || quantities.device > devices.max)
      throw badRequest(`invalid device value, it must be from ${devices.min} to ${devices.max}`);
    return { quantities, items };
  }

  /** Quantities per category of the provider's items (priced by the catalogue). */
  async quantitiesOf(accountSid: string, sub: ProviderSubscription): Promise<Quantities> {
    const catalogue = await this.for(accountSid);
    const quantities: Quantities = { voice_call_session: 0, device: 0 };
    for (const item of sub.items) {
      const entry = catalogue.find((p) => p.prices.some((price) => price.stripe_price_id === item.priceId));
      if (entry && (entry.category === 'voice_call_session' || entry.category === 'device'))
        quantities[entry.category] = item.quantity;
    }
    return quantities;
  }
}
