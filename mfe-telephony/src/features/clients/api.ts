// SIP clients (docs/api/contract.md#sip-clients): the list (bare array; the page filters by account), one client, create, update,
// delete. Passwords come back masked; an update sends one only when it was changed.
import { api } from '@switchboard/shared/api';
import type { Client, ClientPayload, CreatedSid, RegisteredSipUser } from '@switchboard/shared/types';

const enc = encodeURIComponent;
const CLIENTS = { type: 'Clients' as const, id: 'LIST' };

export const clientsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSipClients: build.query<Client[], void>({ query: () => '/Clients', providesTags: [CLIENTS] }),
    getSipClient: build.query<Client, string>({
      query: (sid) => `/Clients/${enc(sid)}`,
      providesTags: (_r, _e, sid) => [{ type: 'Clients', id: sid }],
    }),
    createSipClient: build.mutation<CreatedSid, ClientPayload>({
      query: (body) => ({ url: '/Clients', method: 'POST', body }),
      invalidatesTags: [CLIENTS],
    }),
    updateSipClient: build.mutation<void, { sid: string; body: Partial<ClientPayload> }>({
      query: ({ sid, body }) => ({ url: `/Clients/${enc(sid)}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { sid }) => [CLIENTS, { type: 'Clients', id: sid }],
    }),
    /**
     * Who of these clients of an account is registered now (`POST /Accounts/:sid/RegisteredSipUsers` with the
     * usernames — jambonz answers it from its registrar; usernames as one sorted, comma-joined text so every row of
     * an account shares one request). An account without a SIP realm has no registrations: an empty answer.
     */
    getRegisteredSipUsers: build.query<RegisteredSipUser[], { accountSid: string; usernames: string }>({
      async queryFn({ accountSid, usernames }, _api, _extra, baseQuery) {
        const names = usernames.split(',').filter(Boolean);
        if (!names.length) return { data: [] };
        const result = await baseQuery({
          url: `/Accounts/${enc(accountSid)}/RegisteredSipUsers`,
          method: 'POST',
          body: names,
        });
        if (!result.error) return { data: result.data as RegisteredSipUser[] };
        return result.error.status === 400 ? { data: [] } : { error: result.error };
      },
      providesTags: (_r, _e, { accountSid }) => [{ type: 'Clients', id: `registered-${accountSid}` }],
    }),
    deleteSipClient: build.mutation<void, string>({
      query: (sid) => ({ url: `/Clients/${enc(sid)}`, method: 'DELETE' }),
      invalidatesTags: [CLIENTS],
    }),
  }),
});

export const {
  useGetSipClientsQuery,
  useGetSipClientQuery,
  useCreateSipClientMutation,
  useUpdateSipClientMutation,
  useDeleteSipClientMutation,
  useGetRegisteredSipUsersQuery,
} = clientsApi;
