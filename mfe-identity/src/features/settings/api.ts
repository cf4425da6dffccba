// Settings (docs/api/contract.md#platform-settings) and the service provider's own settings (#service-providers).
import { api } from '@switchboard/shared/api';
import type {
  PasswordSettings,
  ServiceProviderPayload,
  SystemInformation,
  TtsCacheSize,
} from '@switchboard/shared/types';

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSystemInformation: build.query<SystemInformation, void>({
      query: () => '/SystemInformation',
      providesTags: ['SystemInformation'],
    }),
    saveSystemInformation: build.mutation<SystemInformation, SystemInformation>({
      query: (body) => ({ url: '/SystemInformation', method: 'POST', body }),
      invalidatesTags: ['SystemInformation'],
    }),
    savePasswordSettings: build.mutation<void, PasswordSettings>({
      query: (body) => ({ url: '/PasswordSettings', method: 'POST', body }),
      invalidatesTags: ['PasswordSettings'],
    }),
    getTtsCache: build.query<TtsCacheSize, void>({
      query: () => '/TtsCache',
      providesTags: [{ type: 'TtsCache', id: 'ALL' }],
    }),
    clearTtsCache: build.mutation<void, void>({
      query: () => ({ url: '/TtsCache', method: 'DELETE' }),
      invalidatesTags: [{ type: 'TtsCache', id: 'ALL' }],
    }),
    updateServiceProvider: build.mutation<void, { sid: string; body: Partial<ServiceProviderPayload> }>({
      query: ({ sid, body }) => ({
        url: `/ServiceProviders/${encodeURIComponent(sid)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_result, _error, { sid }) => [
        { type: 'ServiceProviders', id: sid },
        { type: 'ServiceProviders', id: 'LIST' },
      ],
    }),
    deleteServiceProvider: build.mutation<void, string>({
      query: (sid) => ({ url: `/ServiceProviders/${encodeURIComponent(sid)}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'ServiceProviders', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetSystemInformationQuery,
  useSaveSystemInformationMutation,
  useSavePasswordSettingsMutation,
  useGetTtsCacheQuery,
  useClearTtsCacheMutation,
  useUpdateServiceProviderMutation,
  useDeleteServiceProviderMutation,
} = settingsApi;
