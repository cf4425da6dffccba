// The sandbox's own routes, registered by the billing area in hosted mode when the sandbox is plugged in (the
// production server has none: 404): `GET /PaymentSandbox/TestCards`, the cards the portal's sandbox card field
// accepts, and `POST /PaymentSandbox/confirm`, which finishes (or fails) the 3-D Secure step of a payment, as
// Stripe.js's confirmCardPayment does with Stripe. Both answer 404 when Stripe is configured instead.
import { z } from 'zod';
import type { LocalProviderHost } from '../../areas/billing';
import { badRequest, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { sentFields, type Api } from '../../http/zod';
import { testCardList } from './cards';
import { SandboxPaymentProvider } from './provider';

const tags = ['Billing'];
const confirmBody = z.object({ client_secret: z.string(), outcome: z.enum(['succeed', 'fail']) });

export async function sandboxRoutes(app: Api, host: LocalProviderHost): Promise<void> {
  const sandbox = (): SandboxPaymentProvider => {
    const provider = host.provider();
    if (!(provider instanceof SandboxPaymentProvider)) throw notFound('the payment sandbox is not in use');
    return provider;
  };

  route(app, {
    method: 'GET',
    url: '/PaymentSandbox/TestCards',
    summary: 'Payment sandbox only: the test cards its card field accepts (number, kind, brand)',
    tags,
    answers: { 200: 'SandboxTestCard[]', 404: 'Stripe is in use' },
    run: () => {
      sandbox();
      return testCardList();
    },
  });

  route(app, {
    method: 'POST',
    url: '/PaymentSandbox/confirm',
    summary:
      'Payment sandbox only: finish (or fail) the 3-D Secure step of a payment, as Stripe.js confirmCardPayment does',
    tags,
    // the caller's account is looked up before the body is read
    body: sentFields(confirmBody),
    answers: { 200: '{status, error?}', 404: 'no such payment, or Stripe is in use' },
    run: async (request) => {
      const provider = sandbox();
      const customerId = host.customerOf(request);
      const body = confirmBody.safeParse(request.body);
      if (!body.success) throw badRequest('client_secret and outcome (succeed or fail) are required');
      const { client_secret: secret, outcome } = body.data;
      const result = provider.confirmPaymentIntent(secret, customerId ?? '', outcome === 'succeed');
      if (!result) throw notFound('no such payment');
      return result;
    },
  });
}
