// Paid plans over the API with the local payment sandbox (Stripe's test cards): prices, the customer, upgrade
// (success / declined / action required / a charge that fails), the dry run's numbers, capacity changes (charged,
// credited, waiting for payment), a new card paying what is outstanding, the return to the free plan at the period's
// end, renewals, invoices — and who may do what.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { sweepPlans } from '../src/areas/billing';
import {
  CALL_SESSION_PRODUCT_SID,
  DEVICE_PRODUCT_SID,
  SANDBOX_CALL_SESSION_PRICE,
  SANDBOX_DEVICE_PRICE,
} from '../src/dev/payment-sandbox/catalogue';
import { DEFAULT_SERVICE_PROVIDER_SID, apiFor, login, type Api } from './helpers';
import { paymentSandbox } from '../src/dev/payment-sandbox';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 2, 1, 12, 0, 0); // 1 March 2026, 12:00 UTC; the period ends 1 April 2026, 12:00
const PERIOD_END = Date.UTC(2026, 3, 1, 12, 0, 0);

let clock = T0;
let app: FastifyInstance;
let api: Api;

beforeAll(async () => {
  app = await buildApp({
    hosted: true,
    now: () => clock,
    jwtExpiresInMinutes: 60 * 24 * 365,
    billing: { sweepIntervalMs: 0, localProvider: paymentSandbox },
  });
  api = apiFor(app);
});
afterAll(() => app.close());

const products = (sessions: number, devices = 0) => [
  { price_id: SANDBOX_CALL_SESSION_PRICE, product_sid: CALL_SESSION_PRODUCT_SID, quantity: sessions },
  { price_id: SANDBOX_DEVICE_PRICE, product_sid: DEVICE_PRODUCT_SID, quantity: devices },
];
/** A sandbox card token as the portal's card field makes it (the test card's Stripe name and the expiry). */
const card = (kind: string) => `pm_card_${kind}-exp-12-2030-${Math.random().toString(36).slice(2, 8)}`;

let counter = 0;
async function newAccount(): Promise<{ token: string; accountSid: string; userSid: string }> {
  counter += 1;
  const res = await api('POST', '/v1/register', null, {
    service_provider_sid: DEFAULT_SERVICE_PROVIDER_SID,
    provider: 'local',
    email: `billing${counter}@example.com`,
    password: 'secret-pass',
    email_activation_code: '000000',
  });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  return { token: body.jwt, accountSid: body.account_sid, userSid: body.user_sid };
}
const subscribe = (token: string, body: Record<string, unknown>) =>
  api('POST', '/v1/Subscriptions', token, body);
const me = async (token: string) => (await api('GET', '/v1/Users/me', token)).json();
const quantities = (m: { subscription: { products: { name: string; quantity: number }[] } }) =>
  Object.fromEntries(m.subscription.products.map((p) => [p.name, p.quantity]));

beforeEach(() => {
  clock = T0;
});

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

describe('upgrade to paid', () => {
  it('4242… → success: charged at once, the plan, card and limits follow', async () => {
    const { token, accountSid } = await newAccount();
    const res = await subscribe(token, {
      action: 'upgrade-to-paid',
      payment_method_id: card('visa'),
      products: products(10, 2),
    });
    expect(res.statusCode).toBe(201);
    // 10 sessions in the $4.50 tier + 2 devices at $1.00
    expect(res.json()).toEqual({
      status: 'success',
      chargedAmount: 4700,
      currency: 'usd',
      statementDescriptor: 'SWITCHBOARD',
    });
    const after = await me(token);
    expect(after.account.plan_type).toBe('paid');
    expect(quantities(after)).toEqual({ 'concurrent call session': 10, 'registered device': 2 });
    expect(after.subscription).toMatchObject({
      last4: '4242',
      card_type: 'visa',
      exp_month: 12,
      exp_year: 2030,
    });
    const limits = (await api('GET', `/v1/Accounts/${accountSid}/Limits`, token)).json();
    expect(limits).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ category: 'voice_call_session', quantity: 10 }),
        // registered devices: ratio 5 × 10 sessions + 2 additional devices
        expect.objectContaining({ category: 'device', quantity: 52 }),
      ]),
    );
    const history = (await api('GET', `/v1/Accounts/${accountSid}/Invoices`, token)).json();
    expect(history.invoices).toHaveLength(1);
    expect(history.invoices[0]).toMatchObject({
      status: 'paid',
      total: 4700,
      amount_paid: 4700,
      card: { brand: 'visa', last4: '4242' },
    });
    // a paid plan is changed, not bought twice
    const again = await subscribe(token, {
      action: 'upgrade-to-paid',
      payment_method_id: card('visa'),
      products: products(5),
    });
    expect(again.json()).toEqual({
      msg: 'the account is on a paid plan already: change its capacity instead',
    });
  });

  it('4000 0000 0000 0002 → card error with the reason; nothing changes', async () => {
    const { token } = await newAccount();
    const res = await subscribe(token, {
      action: 'upgrade-to-paid',
      payment_method_id: card('chargeDeclined'),
      products: products(5),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'card error', reason: 'Your card was declined.' });
    expect((await me(token)).account.plan_type).toBe('trial');
  });

  it('4000 0025 0000 3155 → action required; authentication confirmed → paid; failed → not', async () => {
    const { token } = await newAccount();
    const res = await subscribe(token, {
      action: 'upgrade-to-paid',
      payment_method_id: card('authenticationRequiredOnSetup'),
      products: products(5),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      status: 'action required',
      subscription: expect.stringMatching(/^sub_sbx_/),
      client_secret: expect.stringMatching(/_secret_/),
    });
    expect((await me(token)).account.plan_type).toBe('trial');
    // The browser's confirmCardPayment (sandbox): the customer fails the check first, then passes it.
    const failed = await api('POST', '/v1/PaymentSandbox/confirm', token, {
      client_secret: body.client_secret,
      outcome: 'fail',
    });
    expect(failed.json()).toEqual({
      status: 'requires_payment_method',
      error: expect.stringMatching(/unable to authenticate/),
    });
    expect((await me(token)).account.plan_type).toBe('trial');
    // a retry of the upgrade with the same card, authenticated this time
    const retry = (
      await subscribe(token, {
        action: 'upgrade-to-paid',
        payment_method_id: card('authenticationRequiredOnSetup'),
        products: products(5),
      })
    ).json();
    expect(retry.status).toBe('action required');
    const ok = await api('POST', '/v1/PaymentSandbox/confirm', token, {
      client_secret: retry.client_secret,
      outcome: 'succeed',
    });
    expect(ok.json()).toEqual({ status: 'succeeded' });
    const sub = (await api('GET', '/v1/Subscriptions', token)).json();
    expect(sub).toMatchObject({ id: retry.subscription, status: 'active', cancel_at_period_end: false });
    const after = await me(token);
    expect(after.account.plan_type).toBe('paid');
    expect(quantities(after)['concurrent call session']).toBe(5);
    // Someone else's payment cannot be confirmed.
    const stranger = await newAccount();
    expect(
      (
        await api('POST', '/v1/PaymentSandbox/confirm', stranger.token, {
          client_secret: retry.client_secret,
          outcome: 'succeed',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('a card that is saved but cannot be charged (0341) → card error with the subscription; a new card pays it', async () => {
    const { token } = await newAccount();
    const res = (
      await subscribe(token, {
        action: 'upgrade-to-paid',
        payment_method_id: card('chargeCustomerFail'),
        products: products(6),
      })
    ).json();
    expect(res).toEqual({
      status: 'card error',
      subscription: expect.stringMatching(/^sub_sbx_/),
      client_secret: expect.any(String),
      reason: 'Your card was declined.',
    });
    expect((await me(token)).account.plan_type).toBe('trial');
    const declined = await subscribe(token, {
      action: 'update-payment-method',
      payment_method_id: card('chargeDeclinedInsufficientFunds'),
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toEqual({ status: 'card error', reason: 'Your card has insufficient funds.' });
    const fixed = await subscribe(token, {
      action: 'update-payment-method',
      payment_method_id: card('mastercard'),
    });
    expect(fixed.json()).toEqual({ status: 'success' });
    const after = await me(token);
    expect(after.account.plan_type).toBe('paid');
    expect(quantities(after)['concurrent call session']).toBe(6);
    expect(after.subscription).toMatchObject({ last4: '4444', card_type: 'mastercard' });
  });
});

async function paidAccount(sessions = 10, devices = 0) {
  const account = await newAccount();
  const res = await subscribe(account.token, {
    action: 'upgrade-to-paid',
    payment_method_id: card('visa'),
    products: products(sessions, devices),
  });
  expect(res.json().status).toBe('success');
  return account;
}

describe('capacity changes', () => {
  it('the dry run: prorated and monthly cost for the rest of the period; confirming charges it', async () => {
    const { token, accountSid } = await paidAccount(10);
    // Half way through the period.
    clock = T0 + (PERIOD_END - T0) / 2;
    const dry = await subscribe(token, {
      action: 'update-quantities',
      products: products(20, 5),
      dry_run: true,
    });
    expect(dry.statusCode).toBe(201);
    // $45.00 → $90.00 + $5.00: half of the $50.00 difference
    expect(dry.json()).toEqual({
      currency: 'usd',
      prorated_cost: 2500,
      monthly_cost: 9500,
      next_invoice_date: new Date(PERIOD_END).toISOString(),
    });
    // nothing changed yet
    expect(quantities(await me(token))['concurrent call session']).toBe(10);
    const done = await subscribe(token, { action: 'update-quantities', products: products(20, 5) });
    expect(done.json()).toEqual({ status: 'success' });
    expect(quantities(await me(token))).toEqual({ 'concurrent call session': 20, 'registered device': 5 });
    const { invoices, upcoming } = (await api('GET', `/v1/Accounts/${accountSid}/Invoices`, token)).json();
    expect(invoices[0]).toMatchObject({ status: 'paid', total: 2500 });
    expect(invoices[0].lines.every((l: { proration: boolean }) => l.proration)).toBe(true);
    expect(upcoming).toMatchObject({ total: 9500, next_payment_attempt: new Date(PERIOD_END).toISOString() });
    const summary = (await api('GET', '/v1/Invoices', token)).json();
    expect(summary).toMatchObject({ total: 9500, currency: 'usd', next_payment_attempt: PERIOD_END / 1000 });
  });

  it('a decrease is credited to the next invoice', async () => {
    const { token } = await paidAccount(20);
    clock = T0 + (PERIOD_END - T0) / 2;
    const dry = (
      await subscribe(token, { action: 'update-quantities', products: products(10), dry_run: true })
    ).json();
    expect(dry).toMatchObject({ prorated_cost: -2250, monthly_cost: 4500 });
    expect((await subscribe(token, { action: 'update-quantities', products: products(10) })).json()).toEqual({
      status: 'success',
    });
    const next = (await api('GET', '/v1/Invoices', token)).json();
    expect(next).toMatchObject({ total: 4500, amount_due: 2250 });
  });

  it('when the charge fails the change waits ("payment required"); a new card pays and applies it', async () => {
    const { token } = await paidAccount(10);
    await subscribe(token, {
      action: 'update-payment-method',
      payment_method_id: card('chargeCustomerFail'),
    });
    clock = T0 + 10 * DAY;
    const res = await subscribe(token, { action: 'update-quantities', products: products(30) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'failed', reason: 'payment required' });
    expect(quantities(await me(token))['concurrent call session']).toBe(10);
    const paid = await subscribe(token, { action: 'update-payment-method', payment_method_id: card('visa') });
    expect(paid.json()).toEqual({ status: 'success' });
    expect(quantities(await me(token))['concurrent call session']).toBe(30);
  });

  it('update-payment-method on a free account has nothing to update', async () => {
    const { token } = await newAccount();
    expect(
      (await subscribe(token, { action: 'update-payment-method', payment_method_id: card('visa') })).json(),
    ).toEqual({
      msg: 'the account has no payment details yet: upgrade to a paid plan first',
    });
  });
});

describe('return to the free plan, renewals', () => {
  it('downgrade-to-free keeps the paid capacity until the period ends, then the free plan starts', async () => {
    const { token, accountSid } = await paidAccount(12);
    clock = T0 + 5 * DAY;
    const res = await subscribe(token, { action: 'downgrade-to-free' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success' });
    expect((await api('GET', '/v1/Subscriptions', token)).json()).toMatchObject({
      cancel_at_period_end: true,
      current_period_end: PERIOD_END / 1000,
    });
    const during = await me(token);
    expect(during.account.plan_type).toBe('paid');
    expect(quantities(during)['concurrent call session']).toBe(12);
    // Nothing more to bill.
    expect((await api('GET', '/v1/Invoices', token)).statusCode).toBe(404);
    clock = PERIOD_END + 60_000;
    await sweepPlans(app.ctx);
    const after = await me(token);
    expect(after.account.plan_type).toBe('free');
    expect(quantities(after)).toEqual({ 'concurrent call session': 1, 'registered device': 1 });
    const limits = (await api('GET', `/v1/Accounts/${accountSid}/Limits`, token)).json();
    expect(limits).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ category: 'voice_call_session', quantity: 1 }),
        expect.objectContaining({ category: 'device', quantity: 1 }),
      ]),
    );
  });

  it('a period ending renews with a new invoice paid by the card', async () => {
    const { token, accountSid } = await paidAccount(5);
    clock = PERIOD_END + 60_000;
    await sweepPlans(app.ctx);
    const { invoices } = (await api('GET', `/v1/Accounts/${accountSid}/Invoices`, token)).json();
    expect(invoices.map((i: { status: string; total: number }) => [i.status, i.total])).toEqual([
      ['paid', 2500],
      ['paid', 2500],
    ]);
    expect((await me(token)).account.plan_type).toBe('paid');
  });

  it('a trial that ran out becomes the free plan', async () => {
    const { token } = await newAccount();
    clock = T0 + 22 * DAY;
    await sweepPlans(app.ctx);
    const after = await me(token);
    expect(after.account.plan_type).toBe('free');
    expect(quantities(after)).toEqual({ 'concurrent call session': 1, 'registered device': 1 });
  });
});

describe('invoices: who may read them', () => {
  it('the account, its service provider and admins; not another account', async () => {
    const { token, accountSid } = await paidAccount(5);
    const { invoices } = (await api('GET', `/v1/Accounts/${accountSid}/Invoices`, token)).json();
    const one = await api('GET', `/v1/Accounts/${accountSid}/Invoices/${invoices[0].id}`, token);
    expect(one.json()).toMatchObject({
      id: invoices[0].id,
      number: expect.stringMatching(/-0001$/),
      status: 'paid',
    });
    expect((await api('GET', `/v1/Accounts/${accountSid}/Invoices/in_sbx_nope`, token)).statusCode).toBe(404);
    const stranger = await newAccount();
    expect((await api('GET', `/v1/Accounts/${accountSid}/Invoices`, stranger.token)).statusCode).toBe(403);
    expect(
      (await api('GET', `/v1/Accounts/${accountSid}/Invoices/${invoices[0].id}`, stranger.token)).statusCode,
    ).toBe(403);
    const admin = await login(app, 'admin', 'admin');
    expect((await api('GET', `/v1/Accounts/${accountSid}/Invoices`, admin)).json().invoices).toHaveLength(1);
    expect((await api('GET', '/v1/Accounts/not-a-sid/Invoices', admin)).statusCode).toBe(400);
    // A free account without a customer has no invoices.
    expect(
      (await api('GET', `/v1/Accounts/${stranger.accountSid}/Invoices`, stranger.token)).json(),
    ).toMatchObject({
      upcoming: null,
      invoices: [],
    });
    expect((await api('GET', '/v1/Invoices', stranger.token)).statusCode).toBe(404);
  });
});
