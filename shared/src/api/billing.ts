// Hosted billing reads more than one area shows (the account page's subscription panel, the billing pages): the
// upcoming invoice (`GET /Invoices`) and the subscription at the payment provider (`GET /Subscriptions`). Both
// answer 404 when there is none, which here is `null`, not an error. An API with 'account-invoices' (Switchboard's)
// is asked `GET /Accounts/:sid/Invoices` for the upcoming invoice instead: `upcoming: null` when there is none, so a
// page without one does not log a failed request on every load.
import type { Invoice, UpcomingInvoiceSummary } from '@switchboard/shared/types';
import { api } from './api';

export interface UpcomingInvoiceArgs {
  accountSid: string;
  /** the API serves 'account-invoices' (useApiCapabilities) */
  fromHistory: boolean;
}

const seconds = (iso: string | null) => (iso ? Math.floor(Date.parse(iso) / 1000) : null);

/** The upcoming invoice of `GET /Accounts/:sid/Invoices` in the contract's `GET /Invoices` shape. */
export function upcomingSummary(invoice: Invoice): UpcomingInvoiceSummary {
  return {
    total: invoice.total,
    currency: invoice.currency,
    amount_due: invoice.amount_due,
    next_payment_attempt: seconds(invoice.next_payment_attempt),
    period_start: seconds(invoice.period_start) ?? 0,
    period_end: seconds(invoice.period_end) ?? 0,
    lines: {
      data: invoice.lines.map(({ description, amount, quantity, proration }) => ({
        description,
        amount,
        quantity,
        proration,
      })),
    },
  };
}

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
    getUpcomingInvoice: build.query<UpcomingInvoiceSummary | null, UpcomingInvoiceArgs>({
      async queryFn({ accountSid, fromHistory }, _api, _extra, baseQuery) {
        if (fromHistory) {
          const history = await baseQuery(`/Accounts/${encodeURIComponent(accountSid)}/Invoices`);
          if (history.error) return { error: history.error };
          const upcoming = (history.data as { upcoming: Invoice | null }).upcoming;
          return { data: upcoming ? upcomingSummary(upcoming) : null };
        }
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
