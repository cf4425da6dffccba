// What the paid-plan tests share (billing-subscriptions-*.test.ts): one hosted API per test file with the local
// payment sandbox, on a clock the tests move; new accounts signed up through it, plans bought with Stripe's test cards.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import {
  CALL_SESSION_PRODUCT_SID,
  DEVICE_PRODUCT_SID,
  SANDBOX_CALL_SESSION_PRICE,
  SANDBOX_DEVICE_PRICE,
} from '../src/dev/payment-sandbox/catalogue';
import { DEFAULT_SERVICE_PROVIDER_SID, apiFor, type Api } from './helpers';
import { paymentSandbox } from '../src/dev/payment-sandbox';

export const DAY = 86_400_000;
export const T0 = Date.UTC(2026, 2, 1, 12, 0, 0); // 1 March 2026, 12:00 UTC; the period ends 1 April 2026, 12:00
export const PERIOD_END = Date.UTC(2026, 3, 1, 12, 0, 0);

let clock = T0;
// Assigned before the file's tests run; importers read them as live bindings.
export let app: FastifyInstance;
export let api: Api;

beforeAll(async () => {
  app = await buildApp({
    hosted: true,
    adminInitialPassword: 'admin',
    now: () => clock,
    jwtExpiresInMinutes: 60 * 24 * 365,
    billing: { sweepIntervalMs: 0, localProvider: paymentSandbox },
  });
  api = apiFor(app);
});
afterAll(() => app.close());
beforeEach(() => {
  clock = T0;
});

/** Moves the API's clock (back to T0 before each test). */
export const setClock = (time: number): void => {
  clock = time;
};

export const products = (sessions: number, devices = 0) => [
  { price_id: SANDBOX_CALL_SESSION_PRICE, product_sid: CALL_SESSION_PRODUCT_SID, quantity: sessions },
  { price_id: SANDBOX_DEVICE_PRICE, product_sid: DEVICE_PRODUCT_SID, quantity: devices },
];
/** A sandbox card token as the portal's card field makes it (the test card's Stripe name and the expiry). */
export const card = (kind: string) => `pm_card_${kind}-exp-12-2030-${Math.random().toString(36).slice(2, 8)}`;

let counter = 0;
export async function newAccount(): Promise<{ token: string; accountSid: string; userSid: string }> {
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
export const subscribe = (token: string, body: Record<string, unknown>) =>
  api('POST', '/v1/Subscriptions', token, body);
export const me = async (token: string) => (await api('GET', '/v1/Users/me', token)).json();
export const quantities = (m: { subscription: { products: { name: string; quantity: number }[] } }) =>
  Object.fromEntries(m.subscription.products.map((p) => [p.name, p.quantity]));

/** A new account on the paid plan, paid by the visa test card. */
export async function paidAccount(sessions = 10, devices = 0) {
  const account = await newAccount();
  const res = await subscribe(account.token, {
    action: 'upgrade-to-paid',
    payment_method_id: card('visa'),
    products: products(sessions, devices),
  });
  expect(res.json().status).toBe('success');
  return account;
}
