// API keys of an account or a service provider. There is no `GET /ApiKeys`: lists come from the owner.
import { api } from '@switchboard/shared/api';
import type { ApiKey, CreatedApiKey } from '@switchboard/shared/types';

export type ApiKeyOwner = { kind: 'account'; sid: string } | { kind: 'service_provider'; sid: string };

const listTag = (owner: ApiKeyOwner) => ({ type: 'ApiKeys' as const, id: `${owner.kind}:${owner.sid}` });

export const apiKeysApi = api.injectEndpoints({
  endpoints: (build) => ({
    getApiKeys: build.query<ApiKey[], ApiKeyOwner>({
      query: (owner) =>
        `/${owner.kind === 'account' ? 'Accounts' : 'ServiceProviders'}/${encodeURIComponent(owner.sid)}/ApiKeys`,
      providesTags: (_result, _error, owner) => [listTag(owner)],
    }),
    createApiKey: build.mutation<CreatedApiKey, ApiKeyOwner>({
      query: (owner) => ({
        url: '/ApiKeys',
        method: 'POST',
        body: owner.kind === 'account' ? { account_sid: owner.sid } : { service_provider_sid: owner.sid },
      }),
      invalidatesTags: (_result, _error, owner) => [listTag(owner)],
    }),
    deleteApiKey: build.mutation<void, { owner: ApiKeyOwner; apiKeySid: string }>({
      query: ({ apiKeySid }) => ({ url: `/ApiKeys/${encodeURIComponent(apiKeySid)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { owner }) => [listTag(owner)],
    }),
  }),
});

export const { useGetApiKeysQuery, useCreateApiKeyMutation, useDeleteApiKeyMutation } = apiKeysApi;
