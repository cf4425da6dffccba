// The Stripe provider (the `stripe` package) against a local HTTP server answering like Stripe's API: what it asks
// Stripe for, and how it reads the answers (catalogue, customers, cards and their errors, subscriptions with a paid or
// a 3-D Secure first invoice, quantity changes waiting for payment). No network: Stripe itself cannot be reached here.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CardError } from '../src/areas/billing';
import { StripePaymentProvider } from '../src/areas/billing/provider/stripe';

interface Seen {
  method: string;
  path: string;
  form: URLSearchParams;
}

let server: http.Server;
let port: number;
const seen: Seen[] = [];
let routes: Record<string, (form: URLSearchParams) => [number, unknown]> = {};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const form = new URLSearchParams(req.method === 'GET' ? url.search : body);
      seen.push({ method: req.method ?? '', path: url.pathname, form });
      const route = routes[`${req.method} ${url.pathname}`];
      const [status, json] = route
        ? route(form)
        : [404, { error: { type: 'invalid_request_error', message: `no route ${url.pathname}` } }];
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
      res.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  routes = {};
});

const provider = () =>
  new StripePaymentProvider({
    secretKey: 'sk_test_local',
    statementDescriptor: 'SWITCHBOARD',
    host: '127.0.0.1',
    port,
    protocol: 'http',
  });
const list = (data: unknown[]) => ({ object: 'list', data, has_more: false, url: '/v1/x' });
const card = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 };
const item = (id: string, price: string, quantity: number) => ({
  id,
  object: 'subscription_item',
  price: { id: price, object: 'price' },
  quantity,
  current_period_start: 1770000000,
  current_period_end: 1772600000,
});
const subscription = (status: string, latestInvoice: unknown) => ({
  id: 'sub_1',
  object: 'subscription',
  customer: 'cus_1',
  status,
  start_date: 1770000000,
  cancel_at_period_end: false,
  cancel_at: null,
  items: list([item('si_1', 'price_sessions', 10)]),
  pending_update: null,
  default_payment_method: { id: 'pm_1', object: 'payment_method', card },
  latest_invoice: latestInvoice,
});

describe('StripePaymentProvider', () => {
  it('reads the catalogue from products tagged jambonz_category (general or offered) and their active prices', async () => {
    routes['GET /v1/products'] = () => [
      200,
      list([
        {
          id: 'prod_sessions',
          name: 'concurrent call session',
          description: null,
          unit_label: 'session',
          metadata: {
            jambonz_category: 'voice_call_session',
            availability: 'general',
            jambonz_product_sid: 'c4403cdb-8e75-4b27-9726-7d8315e3216d',
          },
        },
        {
          id: 'prod_offer',
          name: 'special sessions',
          description: 'for one account',
          unit_label: 'session',
          metadata: { jambonz_category: 'voice_call_session' },
        },
        { id: 'prod_other', name: 't-shirt', metadata: {} },
      ]),
    ];
    routes['GET /v1/prices'] = (form) => [
      200,
      list([
        {
          id: `price_${form.get('product')}`,
          billing_scheme: 'tiered',
          currency: 'usd',
          recurring: { interval: 'month', interval_count: 1 },
          tiers_mode: 'volume',
          tiers: [
            { up_to: 5, flat_amount: 2500, unit_amount: null },
            { up_to: null, flat_amount: null, unit_amount: 400 },
          ],
          type: 'recurring',
          unit_amount: null,
          unit_amount_decimal: null,
        },
      ]),
    ];
    const catalogue = await provider().listPrices(['prod_offer']);
    expect(catalogue.map((p) => p.stripe_product_id)).toEqual(['prod_offer', 'prod_sessions']);
    expect(catalogue[1]).toMatchObject({
      product_sid: 'c4403cdb-8e75-4b27-9726-7d8315e3216d',
      category: 'voice_call_session',
      prices: [
        {
          stripe_price_id: 'price_prod_sessions',
          billing_scheme: 'tiered',
          tiers_mode: 'volume',
          tiers: [
            { up_to: 5, flat_amount: 2500, unit_amount: null },
            { up_to: null, flat_amount: null, unit_amount: 400 },
          ],
        },
      ],
    });
    expect(seen.find((s) => s.path === '/v1/prices')?.form.get('expand[0]')).toBe('data.tiers');
  });

  it('creates customers and saves cards; a declined card is a CardError with Stripe’s message', async () => {
    routes['POST /v1/customers'] = () => [200, { id: 'cus_1', object: 'customer' }];
    routes['POST /v1/payment_methods/pm_card_visa/attach'] = () => [
      200,
      { id: 'pm_1', object: 'payment_method', card },
    ];
    routes['POST /v1/payment_methods/pm_card_chargeDeclined/attach'] = () => [
      402,
      {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
        },
      },
    ];
    const p = provider();
    expect(await p.createCustomer({ accountSid: 'acct-1', email: 'a@b.co', name: 'Acme' })).toBe('cus_1');
    expect(Object.fromEntries(seen[0].form)).toEqual({
      email: 'a@b.co',
      name: 'Acme',
      'metadata[account_sid]': 'acct-1',
    });
    expect(await p.attachPaymentMethod('cus_1', 'pm_card_visa')).toEqual({
      paymentMethodId: 'pm_1',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
    });
    const error = await p.attachPaymentMethod('cus_1', 'pm_card_chargeDeclined').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CardError);
    expect(error).toMatchObject({
      message: 'Your card was declined.',
      code: 'card_declined',
      declineCode: 'generic_decline',
    });
  });

  it('a subscription whose first invoice is paid, and one that needs 3-D Secure', async () => {
    routes['POST /v1/subscriptions'] = () => [
      200,
      subscription('active', {
        id: 'in_1',
        object: 'invoice',
        status: 'paid',
        amount_paid: 4500,
        currency: 'usd',
      }),
    ];
    const p = provider();
    const paid = await p.createSubscription(
      'cus_1',
      [
        { priceId: 'price_sessions', quantity: 10 },
        { priceId: 'price_devices', quantity: 0 },
      ],
      'pm_1',
    );
    expect(paid.payment).toEqual({ status: 'paid', amountPaid: 4500, currency: 'usd' });
    expect(paid.subscription).toMatchObject({
      id: 'sub_1',
      status: 'active',
      items: [{ priceId: 'price_sessions', quantity: 10 }],
      currentPeriodEnd: 1772600000,
    });
    const form = seen.find((s) => s.path === '/v1/subscriptions')?.form as URLSearchParams;
    expect(form.get('items[0][price]')).toBe('price_sessions');
    expect(form.get('items[0][quantity]')).toBe('10');
    expect(form.has('items[1][price]')).toBe(false);
    expect(form.get('payment_behavior')).toBe('allow_incomplete');

    routes['POST /v1/subscriptions'] = () => [
      200,
      subscription('incomplete', {
        id: 'in_2',
        object: 'invoice',
        status: 'open',
        amount_paid: 0,
        currency: 'usd',
        confirmation_secret: { client_secret: 'pi_2_secret_abc', type: 'payment_intent' },
      }),
    ];
    routes['GET /v1/payment_intents/pi_2'] = () => [
      200,
      { id: 'pi_2', object: 'payment_intent', status: 'requires_action', amount: 4500, currency: 'usd' },
    ];
    const action = await p.createSubscription('cus_1', [{ priceId: 'price_sessions', quantity: 10 }], 'pm_1');
    expect(action.payment).toEqual({ status: 'requires_action', clientSecret: 'pi_2_secret_abc' });
  });

  it('a quantity change Stripe keeps pending (its invoice unpaid) is reported as waiting for payment', async () => {
    routes['GET /v1/subscriptions/sub_1'] = () => [200, subscription('active', 'in_1')];
    routes['POST /v1/subscriptions/sub_1'] = () => [
      200,
      {
        ...subscription('active', {
          id: 'in_3',
          object: 'invoice',
          status: 'open',
          amount_paid: 0,
          currency: 'usd',
          confirmation_secret: { client_secret: 'pi_3_secret_x', type: 'payment_intent' },
        }),
        pending_update: { subscription_items: [item('si_1', 'price_sessions', 20)] },
      },
    ];
    routes['GET /v1/payment_intents/pi_3'] = () => [
      200,
      {
        id: 'pi_3',
        object: 'payment_intent',
        status: 'requires_payment_method',
        amount: 2500,
        currency: 'usd',
        last_payment_error: { message: 'Your card was declined.' },
      },
    ];
    const change = await provider().updateQuantities('sub_1', [{ priceId: 'price_sessions', quantity: 20 }]);
    expect(change).toEqual({
      status: 'pending',
      reason: 'Your card was declined.',
      clientSecret: 'pi_3_secret_x',
    });
    const update = seen.find((s) => s.method === 'POST' && s.path === '/v1/subscriptions/sub_1')
      ?.form as URLSearchParams;
    expect(update.get('items[0][id]')).toBe('si_1');
    expect(update.get('items[0][quantity]')).toBe('20');
    expect(update.get('proration_behavior')).toBe('always_invoice');
    expect(update.get('payment_behavior')).toBe('pending_if_incomplete');
  });
});
