// What the hosted account page reads besides the account: whether the account has a carrier and speech credentials
// yet (the 'Finish Account Setup' list), and deleting one's own account with the password (docs/api/contract.md#accounts DELETE with
// `{password}`). Billing's own data comes from the shared reads (Users/me, the upcoming invoice, the subscription).
import { api } from '@switchboard/shared/api';
import type { VoipCarrier } from '@switchboard/shared/types';

const accountPath = (sid: string) => `/Accounts/${encodeURIComponent(sid)}`;

export const hostedAccountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAccountCarriers: build.query<VoipCarrier[], string>({
      query: (sid) => `${accountPath(sid)}/VoipCarriers`,
      providesTags: [{ type: 'VoipCarriers', id: 'LIST' }],
    }),
    deleteOwnAccount: build.mutation<void, { sid: string; password?: string }>({
      query: ({ sid, password }) => ({
        url: accountPath(sid),
        method: 'DELETE',
        body: password === undefined ? {} : { password },
      }),
    }),
  }),
});

export const { useGetAccountCarriersQuery, useDeleteOwnAccountMutation } = hostedAccountApi;
// the speech credentials an account can use: one endpoint for the remote (two of one name clash in RTK Query)
export { useGetAccountSpeechCredentialsQuery } from '../applications/api';
