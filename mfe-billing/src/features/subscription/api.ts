// What the subscription pages read: the price catalogue, the account's customer at the payment provider (sent with
// an upgrade, as the portal always has), and usage against capacity.
import { api } from '@switchboard/shared/api';
import type { PriceCatalogueEntry, StripeCustomerId, UsageReport } from '@switchboard/shared/types';

export const subscriptionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPrices: build.query<PriceCatalogueEntry[], void>({
      query: () => '/Prices',
      providesTags: ['Prices'],
    }),
    getStripeCustomerId: build.query<StripeCustomerId, void>({
      query: () => '/StripeCustomerId',
    }),
    getUsage: build.query<UsageReport, { accountSid: string; days: number }>({
      query: ({ accountSid, days }) => `/Accounts/${encodeURIComponent(accountSid)}/Usage?days=${days}`,
      providesTags: (_result, _error, { accountSid }) => [{ type: 'RecentCalls', id: `USAGE-${accountSid}` }],
    }),
  }),
});

export const { useGetPricesQuery, useLazyGetStripeCustomerIdQuery, useGetUsageQuery } = subscriptionApi;
