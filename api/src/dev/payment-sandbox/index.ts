// The payment sandbox as a local payment provider (billing/provider.ts): what the development server and the tests
// plug in with `billing: { localProvider: paymentSandbox }` so hosted mode works without Stripe. Its tables come
// with it as migration 41.
import type { LocalPaymentProvider } from '../../billing/provider';
import { SandboxPaymentProvider } from './provider';
import { PAYMENT_SANDBOX_SQL } from './schema';

export const paymentSandbox: LocalPaymentProvider = {
  migrations: [{ version: 41, name: 'payment sandbox', up: (store) => store.db.exec(PAYMENT_SANDBOX_SQL) }],
  create: ({ store, now, statementDescriptor }) =>
    new SandboxPaymentProvider(store, now, statementDescriptor),
};
