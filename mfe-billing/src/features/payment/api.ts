// The payment calls: `POST /Subscriptions` (every plan change goes through it, docs/api/contract.md#hosted-sign-up-and-billing) and the payment
// sandbox's test cards and authentication step. A plan change refreshes what shows the plan (Users/me, the subscription, invoices).
import { api } from '@switchboard/shared/api';
import type { SandboxTestCard, SubscriptionRequest, SubscriptionResponse } from '@switchboard/shared/types';

export const paymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    changeSubscription: build.mutation<SubscriptionResponse, SubscriptionRequest>({
      query: (body) => ({ url: '/Subscriptions', method: 'POST', body }),
      // A dry run changes nothing.
      invalidatesTags: (_result, _error, body) =>
        body.action === 'update-quantities' && body.dry_run
          ? []
          : ['Me', 'Subscriptions', 'Invoices', 'Limits'],
    }),
    sandboxTestCards: build.query<SandboxTestCard[], void>({
      query: () => '/PaymentSandbox/TestCards',
    }),
    confirmSandboxPayment: build.mutation<
      { status: string; error?: string },
      { client_secret: string; outcome: 'succeed' | 'fail' }
    >({
      query: (body) => ({ url: '/PaymentSandbox/confirm', method: 'POST', body }),
      invalidatesTags: ['Me', 'Subscriptions', 'Invoices'],
    }),
  }),
});

export const {
  useChangeSubscriptionMutation,
  useConfirmSandboxPaymentMutation,
  useLazySandboxTestCardsQuery,
} = paymentApi;
