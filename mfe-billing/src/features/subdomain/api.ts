// Sub-domains (docs/api/contract.md#session Availability, #accounts SipRealms): whether `<name>.<root domain>` is free, and making it the
// account's SIP realm.
import { api } from '@switchboard/shared/api';
import type { AvailabilityResponse } from '@switchboard/shared/types';

export const subdomainApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkAvailability: build.query<AvailabilityResponse, { type: 'subdomain' | 'email'; value: string }>({
      query: ({ type, value }) => `/Availability?type=${type}&value=${encodeURIComponent(value)}`,
      // Always ask again: someone else may take the name meanwhile.
      keepUnusedDataFor: 0,
    }),
    setSipRealm: build.mutation<void, { accountSid: string; realm: string }>({
      query: ({ accountSid, realm }) => ({
        url: `/Accounts/${encodeURIComponent(accountSid)}/SipRealms/${encodeURIComponent(realm)}`,
        method: 'POST',
      }),
      invalidatesTags: (_result, _error, { accountSid }) => ['Me', { type: 'Accounts', id: accountSid }],
    }),
  }),
});

export const { useLazyCheckAvailabilityQuery, useSetSipRealmMutation } = subdomainApi;
