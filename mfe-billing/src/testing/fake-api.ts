// The billing area's fake API for component tests: a hosted account (Users/me with its subscription), the price
// catalogue, the payment sandbox's test cards and `POST /Subscriptions` answering like the sandbox does for them
// (the token names the card: pm_card_visa…, pm_card_chargeDeclined…, pm_card_authenticationRequiredOnSetup…),
// sign-up, availability, the SIP realm, usage and invoices — with the real server's shapes, and a log of what the
// page sent.
import { http, HttpResponse } from 'msw';
import type {
  Invoice,
  PriceCatalogueEntry,
  SandboxTestCard,
  UsageReport,
  UsersMe,
  UsersMeSubscription,
} from '@switchboard/shared/types';
import {
  TEST_ACCOUNT_SID,
  TEST_SP_SID,
  apiUrl,
  createRequestLog,
  makeTestJwt,
  noContent,
  readRequest,
  testClaims,
} from '@switchboard/shared/testing';

export const SESSIONS_PRICE = 'price_test_sessions';
export const DEVICES_PRICE = 'price_test_devices';
export const SESSIONS_PRODUCT = 'c4403cdb-8e75-4b27-9726-7d8315e3216d';
export const DEVICES_PRODUCT = '2c815913-5c26-4004-b748-183b459329df';

export const CATALOGUE: PriceCatalogueEntry[] = [
  {
    product_sid: SESSIONS_PRODUCT,
    name: 'concurrent call session',
    category: 'voice_call_session',
    stripe_product_id: 'prod_sessions',
    description: null,
    unit_label: 'session',
    prices: [
      {
        stripe_price_id: SESSIONS_PRICE,
        billing_scheme: 'tiered',
        currency: 'usd',
        recurring: { interval: 'month', interval_count: 1 },
        tiers_mode: 'volume',
        tiers: [
          { up_to: 5, flat_amount: 2500, unit_amount: null },
          { up_to: 20, flat_amount: null, unit_amount: 450 },
          { up_to: null, flat_amount: null, unit_amount: 400 },
        ],
        type: 'recurring',
        unit_amount: null,
        unit_amount_decimal: null,
      },
    ],
  },
  {
    product_sid: DEVICES_PRODUCT,
    name: 'registered device',
    category: 'device',
    stripe_product_id: 'prod_devices',
    description: null,
    unit_label: 'device',
    prices: [
      {
        stripe_price_id: DEVICES_PRICE,
        billing_scheme: 'per_unit',
        currency: 'usd',
        recurring: { interval: 'month', interval_count: 1 },
        tiers_mode: null,
        tiers: null,
        type: 'recurring',
        unit_amount: 100,
        unit_amount_decimal: '100',
      },
    ],
  },
];

/** The test cards the tests type, as the payment sandbox lists them (`GET /PaymentSandbox/TestCards`). */
export const TEST_CARDS: SandboxTestCard[] = [
  { number: '4242424242424242', kind: 'visa', brand: 'visa' },
  { number: '5555555555554444', kind: 'mastercard', brand: 'mastercard' },
  { number: '4000000000000002', kind: 'chargeDeclined', brand: 'visa' },
  { number: '4000002500003155', kind: 'authenticationRequiredOnSetup', brand: 'visa' },
];

export const ACCOUNT_TOKEN_CLAIMS = testClaims('account');

function subscriptionOf(
  sessions: number,
  devices: number,
  card?: Partial<UsersMeSubscription>,
): UsersMeSubscription {
  return {
    status: 'active',
    account_subscription_sid: 'sub-row-1',
    start_date: '2026-05-01T00:00:00.000Z',
    products: [
      { name: 'concurrent call session', units: 'sessions', quantity: sessions },
      { name: 'registered device', units: 'devices', quantity: devices },
    ],
    ...card,
  };
}

export function hostedMe(
  plan: 'trial' | 'free' | 'paid',
  subscription: UsersMeSubscription | null,
  account: Partial<UsersMe['account']> = {},
): UsersMe {
  return {
    user: {
      user_sid: ACCOUNT_TOKEN_CLAIMS.user_sid,
      name: 'acctuser@example.com',
      email: 'acctuser@example.com',
      pending_email: null,
      phone: null,
      account_sid: TEST_ACCOUNT_SID,
      service_provider_sid: TEST_SP_SID,
      force_change: false,
      provider: 'local',
      provider_userid: null,
      scope: 'read-write',
      email_validated: true,
      phone_validated: false,
      email_content_opt_out: 0,
      is_active: 1,
    },
    account: {
      account_sid: TEST_ACCOUNT_SID,
      name: 'acctuser@example.com',
      sip_realm: 'acme.sip.example.com',
      root_domain: 'sip.example.com',
      plan_type: plan,
      device_to_call_ratio: 5,
      is_active: 1,
      ...account,
    } as UsersMe['account'],
    sp: {} as UsersMe['sp'],
    subscription,
    api_keys: [],
    static_ips: [],
  };
}

export const trialMe = () => hostedMe('trial', subscriptionOf(5, 0));
export const paidMe = (sessions = 10, devices = 0) =>
  hostedMe(
    'paid',
    subscriptionOf(sessions, devices, { last4: '4242', card_type: 'visa', exp_month: 12, exp_year: 2030 }),
  );

export function createFakeApi() {
  const log = createRequestLog();
  const db = {
    me: trialMe(),
    catalogue: CATALOGUE,
    customerId: 'cus_test_1',
    providerSubscription: null as null | {
      id: string;
      status: string;
      current_period_start: number;
      current_period_end: number;
      cancel_at_period_end: boolean;
      default_payment_method: null;
    },
    /** realms already taken */
    taken: new Set(['taken.sip.example.com']),
    /** the next capacity change's charge fails */
    failNextCharge: false,
    /** set when an upgrade's payment failed on a saved card: the next update-payment-method pays it */
    pendingUpgrade: null as null | { sessions: number; devices: number },
    code: '424242',
    usage: {
      available: true,
      capacity: { call_sessions: 5, registered_devices: 25 },
      days: [
        { date: '2026-05-09', peak_calls: 2, devices: 1, calls: 10 },
        { date: '2026-05-10', peak_calls: 4, devices: 3, calls: 30 },
      ],
    } as UsageReport,
    invoices: [] as Invoice[],
    upcoming: null as Invoice | null,
  };
  const quantities = (products: Array<{ price_id: string; quantity: number }>) => ({
    sessions: products.find((p) => p.price_id === SESSIONS_PRICE)?.quantity ?? 0,
    devices: products.find((p) => p.price_id === DEVICES_PRICE)?.quantity ?? 0,
  });
  const becomePaid = (sessions: number, devices: number, last4 = '4242') => {
    db.me = hostedMe(
      'paid',
      subscriptionOf(sessions, devices, { last4, card_type: 'visa', exp_month: 12, exp_year: 2030 }),
    );
    db.providerSubscription = {
      id: 'sub_test_1',
      status: 'active',
      current_period_start: Date.UTC(2026, 4, 1) / 1000,
      current_period_end: Date.UTC(2026, 5, 1) / 1000,
      cancel_at_period_end: false,
      default_payment_method: null,
    };
  };

  const handlers = [
    http.get(apiUrl('/Users/me'), () => HttpResponse.json(db.me)),
    http.get(apiUrl('/Prices'), () => HttpResponse.json(db.catalogue)),
    http.get(apiUrl('/StripeCustomerId'), () => HttpResponse.json({ stripe_customer_id: db.customerId })),
    http.get(apiUrl('/Subscriptions'), () =>
      db.providerSubscription
        ? HttpResponse.json(db.providerSubscription)
        : HttpResponse.text('Not Found', { status: 404 }),
    ),
    http.get(apiUrl('/Invoices'), () => HttpResponse.text('Not Found', { status: 404 })),
    http.post(apiUrl('/Subscriptions'), async ({ request }) => {
      const { body } = await readRequest(request);
      const pm = String(body.payment_method_id ?? '');
      switch (body.action) {
        case 'upgrade-to-paid': {
          const q = quantities(body.products as Array<{ price_id: string; quantity: number }>);
          if (pm.includes('chargeDeclined'))
            return HttpResponse.json(
              { status: 'card error', reason: 'Your card was declined.' },
              { status: 201 },
            );
          if (pm.includes('chargeCustomerFail')) {
            db.pendingUpgrade = q;
            return HttpResponse.json(
              {
                status: 'card error',
                subscription: 'sub_test_1',
                client_secret: 'pi_1_secret_x',
                reason: 'Your card was declined.',
              },
              { status: 201 },
            );
          }
          if (pm.includes('authenticationRequired')) {
            db.pendingUpgrade = q;
            return HttpResponse.json(
              { status: 'action required', subscription: 'sub_test_1', client_secret: 'pi_2_secret_y' },
              { status: 201 },
            );
          }
          becomePaid(q.sessions, q.devices);
          return HttpResponse.json(
            { status: 'success', chargedAmount: 4500, currency: 'usd', statementDescriptor: 'SWITCHBOARD' },
            { status: 201 },
          );
        }
        case 'update-payment-method': {
          if (pm.includes('chargeDeclined'))
            return HttpResponse.json({ status: 'card error', reason: 'Your card was declined.' });
          if (db.pendingUpgrade) {
            becomePaid(
              db.pendingUpgrade.sessions,
              db.pendingUpgrade.devices,
              pm.includes('mastercard') ? '4444' : '4242',
            );
            db.pendingUpgrade = null;
          } else if (db.me.subscription) {
            db.me = {
              ...db.me,
              subscription: { ...db.me.subscription, last4: pm.includes('mastercard') ? '4444' : '4242' },
            };
          }
          return HttpResponse.json({ status: 'success' });
        }
        case 'update-quantities': {
          const q = quantities(body.products as Array<{ price_id: string; quantity: number }>);
          if (body.dry_run)
            return HttpResponse.json(
              {
                currency: 'usd',
                prorated_cost: 1250,
                monthly_cost: 9000,
                next_invoice_date: '2026-06-01T00:00:00.000Z',
              },
              { status: 201 },
            );
          if (db.failNextCharge)
            return HttpResponse.json({ status: 'failed', reason: 'payment required' }, { status: 201 });
          becomePaid(q.sessions, q.devices);
          return HttpResponse.json({ status: 'success' }, { status: 201 });
        }
        case 'downgrade-to-free':
          if (db.providerSubscription)
            db.providerSubscription = { ...db.providerSubscription, cancel_at_period_end: true };
          return HttpResponse.json({ status: 'success' });
        default:
          return HttpResponse.json({ msg: 'invalid or missing action' }, { status: 400 });
      }
    }),
    http.get(apiUrl('/PaymentSandbox/TestCards'), () => HttpResponse.json(TEST_CARDS)),
    http.post(apiUrl('/PaymentSandbox/confirm'), async ({ request }) => {
      const { body } = await readRequest(request);
      if (body.outcome !== 'succeed')
        return HttpResponse.json({
          status: 'requires_payment_method',
          error:
            'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
        });
      if (db.pendingUpgrade) becomePaid(db.pendingUpgrade.sessions, db.pendingUpgrade.devices);
      db.pendingUpgrade = null;
      return HttpResponse.json({ status: 'succeeded' });
    }),
    http.get(apiUrl('/Availability'), ({ request }) => {
      const value = new URL(request.url).searchParams.get('value') ?? '';
      return HttpResponse.json({ available: !db.taken.has(value) });
    }),
    http.post(apiUrl('/Accounts/:sid/SipRealms/:realm'), ({ params }) => {
      const realm = String(params.realm);
      if (db.taken.has(realm))
        return HttpResponse.json(
          { msg: 'The SIP Realm you have entered is already in use on another one of your accounts.' },
          { status: 422 },
        );
      db.taken.add(realm);
      db.me = { ...db.me, account: { ...db.me.account, sip_realm: realm } };
      return noContent();
    }),
    http.post(apiUrl('/register'), async ({ request }) => {
      const { body } = await readRequest(request);
      if (body.provider === 'local' && String(body.email).startsWith('taken'))
        return HttpResponse.json(
          { msg: `user already exists with email ${String(body.email)}` },
          { status: 400 },
        );
      if (String(body.oauth2_code ?? '') === 'bad-code')
        return HttpResponse.json(
          { msg: 'github did not accept the authorization code: bad code' },
          { status: 403 },
        );
      const returning = String(body.oauth2_code ?? '') === 'returning-user';
      return HttpResponse.json({
        jwt: makeTestJwt(ACCOUNT_TOKEN_CLAIMS),
        user_sid: ACCOUNT_TOKEN_CLAIMS.user_sid,
        account_sid: TEST_ACCOUNT_SID,
        root_domain: 'sip.example.com',
        name: String(body.email ?? 'octo@example.com'),
        email: String(body.email ?? 'octo@example.com'),
        provider: body.provider,
        pristine: !returning,
        is_active: body.provider !== 'local',
        email_validated: body.provider !== 'local',
        phone_validated: false,
        tutorial_completion: 0,
        scope: 'read-write',
      });
    }),
    http.put(apiUrl('/ActivationCode/:code'), ({ params }) =>
      params.code === db.code
        ? noContent()
        : HttpResponse.json({ msg: 'invalid user or activation code' }, { status: 400 }),
    ),
    http.get(apiUrl('/Accounts/:sid/Usage'), () => HttpResponse.json(db.usage)),
    http.get(apiUrl('/Accounts/:sid/Invoices'), () =>
      HttpResponse.json({
        upcoming: db.upcoming,
        invoices: db.invoices,
        account: { name: 'Acme', email: 'acctuser@example.com', plan_type: db.me.account.plan_type },
      }),
    ),
    http.get(apiUrl('/Accounts/:sid/Invoices/:id'), ({ params }) => {
      const invoice = db.invoices.find((i) => i.id === params.id);
      return invoice
        ? HttpResponse.json(invoice)
        : HttpResponse.json({ msg: 'invoice not found' }, { status: 404 });
    }),
  ];
  return { db, handlers, becomePaid, ...log };
}

export function invoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 'in_test_1',
    number: 'TEST-0001',
    status: 'paid',
    currency: 'usd',
    subtotal: 4500,
    total: 4500,
    amount_due: 4500,
    amount_paid: 4500,
    created: '2026-05-01T12:00:00.000Z',
    period_start: '2026-05-01T12:00:00.000Z',
    period_end: '2026-06-01T12:00:00.000Z',
    next_payment_attempt: null,
    paid_at: '2026-05-01T12:00:05.000Z',
    lines: [
      {
        description: '10 × concurrent call session (at $4.50 / month)',
        quantity: 10,
        amount: 4500,
        proration: false,
        period_start: '2026-05-01T12:00:00.000Z',
        period_end: '2026-06-01T12:00:00.000Z',
      },
    ],
    card: { brand: 'visa', last4: '4242' },
    ...overrides,
  };
}
