// Paid plans over the API with the local payment sandbox: prices, the customer, the requests refused, the sandbox's
// test cards (billing-subscriptions.fixtures.ts).
import { CALL_SESSION_PRODUCT_SID, SANDBOX_CALL_SESSION_PRICE } from '../src/dev/payment-sandbox/catalogue';
import { api, app, newAccount, products, subscribe } from './billing-subscriptions.fixtures';
import { login } from './helpers';

describe('catalogue and customer', () => {
  it('GET /Prices: the tiered call-session price and the per-unit device price', async () => {
    const { token } = await newAccount();
    const prices = (await api('GET', '/v1/Prices', token)).json();
    expect(prices.map((p: { category: string }) => p.category)).toEqual(['voice_call_session', 'device']);
    expect(prices[0]).toMatchObject({
      product_sid: CALL_SESSION_PRODUCT_SID,
      unit_label: 'session',
      prices: [
        expect.objectContaining({
          stripe_price_id: SANDBOX_CALL_SESSION_PRICE,
          billing_scheme: 'tiered',
          currency: 'usd',
          tiers: expect.arrayContaining([{ up_to: 5, flat_amount: 2500, unit_amount: null }]),
        }),
      ],
    });
    expect(prices[1].prices[0]).toMatchObject({ billing_scheme: 'per_unit', unit_amount: 100 });
  });

  it('GET /StripeCustomerId creates the customer once; an admin has no account (404)', async () => {
    const { token } = await newAccount();
    const first = (await api('GET', '/v1/StripeCustomerId', token)).json();
    expect(first.stripe_customer_id).toMatch(/^cus_sbx_/);
    expect((await api('GET', '/v1/StripeCustomerId', token)).json()).toEqual(first);
    const admin = await login(app, 'admin', 'admin');
    const res = await api('GET', '/v1/StripeCustomerId', admin);
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('Not Found');
    // removed again (free plan)
    expect((await api('DELETE', '/v1/StripeCustomerId', token)).statusCode).toBe(204);
    expect((await api('GET', '/v1/StripeCustomerId', token)).json().stripe_customer_id).not.toBe(
      first.stripe_customer_id,
    );
  });
});

describe('POST /Subscriptions: bad requests', () => {
  it.each([
    [{}, 'invalid or missing action'],
    [{ action: 'cancel-everything' }, 'invalid or missing action'],
    [{ action: 'upgrade-to-paid', products: products(5) }, 'missing payment_method_id'],
    [{ action: 'upgrade-to-paid', payment_method_id: 'pm_card_visa' }, 'missing products'],
    [
      { action: 'upgrade-to-paid', payment_method_id: 'pm_card_visa', products: products(4) },
      'invalid voice call session value, minimum is 5',
    ],
    [
      { action: 'upgrade-to-paid', payment_method_id: 'pm_card_visa', products: products(1001) },
      'invalid voice call session value, maximum is 1000',
    ],
    [
      { action: 'upgrade-to-paid', payment_method_id: 'pm_card_visa', products: products(5, 201) },
      'invalid device value, it must be from 0 to 200',
    ],
    [
      {
        action: 'upgrade-to-paid',
        payment_method_id: 'pm_card_visa',
        products: [{ price_id: 'price_nope', product_sid: CALL_SESSION_PRODUCT_SID, quantity: 5 }],
      },
      'invalid products: unknown price price_nope',
    ],
    [
      { action: 'upgrade-to-paid', payment_method_id: 'pm_card_unknown', products: products(5) },
      "No such PaymentMethod: 'pm_card_unknown'",
    ],
    [{ action: 'update-quantities', products: products(6) }, 'the account has no paid subscription'],
    [{ action: 'downgrade-to-free' }, 'the account has no paid subscription'],
    [{ action: 'update-payment-method' }, 'missing payment_method_id'],
  ])('%j → 400 %s', async (body, msg) => {
    const { token } = await newAccount();
    const res = await subscribe(token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg });
  });

  it('only an account has a subscription; view-only rules of the app apply', async () => {
    const admin = await login(app, 'admin', 'admin');
    const res = await subscribe(admin, { action: 'downgrade-to-free' });
    expect(res.statusCode).toBe(403);
    expect((await subscribe('nonsense', { action: 'downgrade-to-free' })).statusCode).toBe(401);
  });
});

describe('the sandbox’s test cards', () => {
  it('GET /PaymentSandbox/TestCards: what the portal’s card field accepts, signed in only', async () => {
    const { token } = await newAccount();
    const res = await api('GET', '/v1/PaymentSandbox/TestCards', token);
    expect(res.statusCode).toBe(200);
    const cards = res.json() as { number: string; kind: string; brand: string }[];
    expect(cards).toContainEqual({ number: '4242424242424242', kind: 'visa', brand: 'visa' });
    expect(cards).toContainEqual({
      number: '4000002500003155',
      kind: 'authenticationRequiredOnSetup',
      brand: 'visa',
    });
    // what a card does (declined, 3-D Secure…) stays the sandbox's
    for (const entry of cards) expect(Object.keys(entry).sort()).toEqual(['brand', 'kind', 'number']);
    expect((await api('GET', '/v1/PaymentSandbox/TestCards', null)).statusCode).toBe(401);
  });
});
