// Limits of an account or a service provider: `GET|POST|DELETE …/Limits` (POST upserts by category; DELETE takes
// ?category= — without it the server would wipe every limit, so the category is always sent).
import { api } from '@switchboard/shared/api';
import type { Limit, LimitCategory, LimitPayload } from '@switchboard/shared/types';

export type LimitOwner = { kind: 'account'; sid: string } | { kind: 'service_provider'; sid: string };

function base(owner: LimitOwner): string {
  const root = owner.kind === 'account' ? 'Accounts' : 'ServiceProviders';
  return `/${root}/${encodeURIComponent(owner.sid)}/Limits`;
}

const tag = (owner: LimitOwner) => ({ type: 'Limits' as const, id: `${owner.kind}:${owner.sid}` });

export const limitsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLimits: build.query<Limit[], LimitOwner>({
      query: (owner) => base(owner),
      providesTags: (_result, _error, owner) => [tag(owner)],
    }),
    setLimit: build.mutation<unknown, { owner: LimitOwner } & LimitPayload>({
      query: ({ owner, category, quantity }) => ({
        url: base(owner),
        method: 'POST',
        body: { category, quantity },
      }),
      invalidatesTags: (_result, _error, { owner }) => [tag(owner)],
    }),
    deleteLimit: build.mutation<void, { owner: LimitOwner; category: LimitCategory }>({
      query: ({ owner, category }) => ({
        url: `${base(owner)}?category=${encodeURIComponent(category)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { owner }) => [tag(owner)],
    }),
  }),
});

export const { useGetLimitsQuery, useSetLimitMutation, useDeleteLimitMutation } = limitsApi;
