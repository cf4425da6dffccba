// Microsoft Teams tenants (docs/api/contract.md#microsoft-teams-tenants): the list (the real server answers every tenant; the page keeps the
// current service provider's), one tenant, create, update, delete.
import { api } from '@switchboard/shared/api';
import type { CreatedSid, MsTeamsTenant, MsTeamsTenantPayload } from '@switchboard/shared/types';

const enc = encodeURIComponent;
const TENANTS = { type: 'MsTeamsTenants' as const, id: 'LIST' };

export const tenantsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTenants: build.query<MsTeamsTenant[], void>({
      query: () => '/MicrosoftTeamsTenants',
      providesTags: [TENANTS],
    }),
    getTenant: build.query<MsTeamsTenant, string>({
      query: (sid) => `/MicrosoftTeamsTenants/${enc(sid)}`,
      providesTags: (_r, _e, sid) => [{ type: 'MsTeamsTenants', id: sid }],
    }),
    createTenant: build.mutation<CreatedSid, MsTeamsTenantPayload>({
      query: (body) => ({ url: '/MicrosoftTeamsTenants', method: 'POST', body }),
      invalidatesTags: [TENANTS],
    }),
    updateTenant: build.mutation<void, { sid: string; body: Partial<MsTeamsTenantPayload> }>({
      query: ({ sid, body }) => ({ url: `/MicrosoftTeamsTenants/${enc(sid)}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { sid }) => [TENANTS, { type: 'MsTeamsTenants', id: sid }],
    }),
    deleteTenant: build.mutation<void, string>({
      query: (sid) => ({ url: `/MicrosoftTeamsTenants/${enc(sid)}`, method: 'DELETE' }),
      invalidatesTags: [TENANTS],
    }),
  }),
});

export const {
  useGetTenantsQuery,
  useGetTenantQuery,
  useCreateTenantMutation,
  useUpdateTenantMutation,
  useDeleteTenantMutation,
} = tenantsApi;
