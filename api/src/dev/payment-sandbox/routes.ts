// The sandbox's own route: `POST /PaymentSandbox/confirm` finishes (or fails) the 3-D Secure step of a payment, as
// Stripe.js's confirmCardPayment does with Stripe. Registered by the billing area in hosted mode when the sandbox is
// plugged in; the production server has no such route (404).
import { z } from 'zod';
import type { LocalProviderHost } from '../../areas/billing';
import { responses } from '../../http/docs';
import { badRequest, notFound } from '../../http/errors';
import { sentFields, type Api } from '../../http/zod';
import { SandboxPaymentProvider } from './provider';

const confirmBody = z.object({ client_secret: z.string(), outcome: z.enum(['succeed', 'fail']) });

export async function sandboxRoutes(app: Api, host: LocalProviderHost): Promise<void> {
  app.post(
    '/PaymentSandbox/confirm',
    {
      schema: {
        summary:
          'Payment sandbox only: finish (or fail) the 3-D Secure step of a payment, as Stripe.js confirmCardPayment does',
        tags: ['Billing'],
        // the caller's account is looked up before the body is read
        body: sentFields(confirmBody),
        response: responses({ 200: '{status, error?}', 404: 'no such payment, or Stripe is in use' }),
      },
    },
    async (request) => {
      const provider = host.provider();
      if (!(provider instanceof SandboxPaymentProvider)) throw notFound('the payment sandbox is not in use');
      const customerId = host.customerOf(request);
      const body = confirmBody.safeParse(request.body);
      if (!body.success) throw badRequest('client_secret and outcome (succeed or fail) are required');
      const { client_secret: secret, outcome } = body.data;
      const result = provider.confirmPaymentIntent(secret, customerId ?? '', outcome === 'succeed');
      if (!result) throw notFound('no such payment');
      return result;
    },
  );
}
