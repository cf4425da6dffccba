// SIP clients (docs/api/contract.md#sip-clients): the list (bare array; the page filters by account), one client, create, update,
// delete. Passwords come back masked; an update sends one only when it was changed.
import { api } from '@switchboard/shared/api';
import type { Client, ClientPayload, CreatedSid } from '@switchboard/shared/types';

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
} = clientsApi;
