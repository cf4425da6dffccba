// Hosted billing reads more than one area shows (the account page's subscription panel, the billing pages): the
// upcoming invoice (`GET /Invoices`) and the subscription at the payment provider (`GET /Subscriptions`). Both
// answer 404 when there is none, which here is `null`, not an error.
import type { UpcomingInvoiceSummary } from '@switchboard/shared/types';
import { api } from './api';

/** `GET /Subscriptions` (Stripe's subscription object, the fields the portal reads). */
export interface ProviderSubscriptionSummary {
  id: string;
  status: 'incomplete' | 'incomplete_expired' | 'active' | 'past_due' | 'canceled';
  current_period_start: number;
  current_period_end: number;
  cancel_at_period_end: boolean;
  default_payment_method: {
    id: string;
    card: { brand: string; last4: string; exp_month: number; exp_year: number };
  } | null;
}

export const billingReadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUpcomingInvoice: build.query<UpcomingInvoiceSummary | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/Invoices');
        if (result.error) {
          return (result.error as { status?: unknown }).status === 404
            ? { data: null }
            : { error: result.error };
        }
        return { data: result.data as UpcomingInvoiceSummary };
      },
      providesTags: ['Invoices'],
    }),
    getProviderSubscription: build.query<ProviderSubscriptionSummary | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/Subscriptions');
        if (result.error) {
          return (result.error as { status?: unknown }).status === 404
            ? { data: null }
            : { error: result.error };
        }
        return { data: result.data as ProviderSubscriptionSummary };
      },
      providesTags: ['Subscriptions'],
    }),
  }),
});

export const { useGetUpcomingInvoiceQuery, useGetProviderSubscriptionQuery } = billingReadsApi;
