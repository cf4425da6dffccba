// Accounts and what hangs off them (docs/api/contract.md#accounts). The accounts list of a service provider comes from the shared
// `getServiceProviderAccounts`; this slice adds the rest.
import { api } from '@switchboard/shared/api';
import type {
  Account,
  AccountCreatePayload,
  AccountUpdatePayload,
  Application,
  BucketCredentialTestResult,
  CreatedSid,
  MsTeamsTenant,
  PhoneNumber,
  TtsCacheSize,
  WebhookSecret,
} from '@switchboard/shared/types';

const accountPath = (sid: string) => `/Accounts/${encodeURIComponent(sid)}`;

export const accountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAccount: build.query<Account, string>({
      query: (sid) => accountPath(sid),
      providesTags: (_result, _error, sid) => [{ type: 'Accounts', id: sid }],
    }),
    createAccount: build.mutation<CreatedSid, AccountCreatePayload>({
      query: (body) => ({ url: '/Accounts', method: 'POST', body }),
      invalidatesTags: [{ type: 'Accounts', id: 'LIST' }],
    }),
    updateAccount: build.mutation<void, { sid: string; body: AccountUpdatePayload }>({
      query: ({ sid, body }) => ({ url: accountPath(sid), method: 'PUT', body }),
      invalidatesTags: (_result, _error, { sid }) => [
        { type: 'Accounts', id: sid },
        { type: 'Accounts', id: 'LIST' },
      ],
    }),
    /** The real server ignores the body and cascades; the portal checks what remains first (see delete rules). */
    deleteAccount: build.mutation<void, string>({
      query: (sid) => ({ url: accountPath(sid), method: 'DELETE', body: {} }),
      // The deleted account's own entry is not refetched (it would only answer 404).
      invalidatesTags: [{ type: 'Accounts', id: 'LIST' }, 'Users'],
    }),
    /** `GET /Accounts/:sid/WebhookSecret?regenerate=true`: a GET that stores a new secret. */
    regenerateWebhookSecret: build.mutation<WebhookSecret, string>({
      query: (sid) => `${accountPath(sid)}/WebhookSecret?regenerate=true`,
      invalidatesTags: (_result, _error, sid) => [{ type: 'Accounts', id: sid }],
    }),
    testBucketCredential: build.mutation<
      BucketCredentialTestResult,
      { sid: string; body: Record<string, unknown> }
    >({
      query: ({ sid, body }) => ({ url: `${accountPath(sid)}/BucketCredentialTest`, method: 'POST', body }),
    }),
    getAccountTtsCache: build.query<TtsCacheSize, string>({
      query: (sid) => `${accountPath(sid)}/TtsCache`,
      providesTags: (_result, _error, sid) => [{ type: 'TtsCache', id: sid }],
    }),
    clearAccountTtsCache: build.mutation<void, string>({
      query: (sid) => ({ url: `${accountPath(sid)}/TtsCache`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, sid) => [{ type: 'TtsCache', id: sid }],
    }),
    /** The account's applications, unpaged (pickers, delete checks). */
    getAccountApplicationsAll: build.query<Application[], string>({
      query: (sid) => `${accountPath(sid)}/Applications`,
      providesTags: (_result, _error, sid) => [
        { type: 'Applications', id: `ACCOUNT-${sid}` },
        { type: 'Applications', id: 'LIST' },
      ],
    }),
    /** How many applications an account has, with the first few names (a paged request: cheap at any size). */
    getAccountApplicationsSummary: build.query<{ total: number; names: string[] }, string>({
      query: (sid) => `${accountPath(sid)}/Applications?page=1&page_size=5`,
      transformResponse: (body: { total: number; data: Application[] } | Application[]) =>
        Array.isArray(body)
          ? { total: body.length, names: body.slice(0, 5).map((a) => a.name) }
          : { total: Number(body.total) || 0, names: (body.data ?? []).map((a) => a.name) },
      providesTags: (_result, _error, sid) => [{ type: 'Applications', id: `ACCOUNT-${sid}` }],
    }),
    /** One application (the pickers show the chosen one before the whole list is asked for). */
    getApplicationName: build.query<Pick<Application, 'application_sid' | 'name'>, string>({
      query: (sid) => `/Applications/${encodeURIComponent(sid)}`,
      transformResponse: (app: Application) => ({ application_sid: app.application_sid, name: app.name }),
    }),
    /** Every account the caller can see (`GET /Accounts`), for checks across accounts (application delete). */
    getVisibleAccounts: build.query<Account[], void>({
      query: () => '/Accounts',
      providesTags: [{ type: 'Accounts', id: 'LIST' }],
    }),
    /** Phone numbers of an account (account-delete check); filtered again here, the server may widen. */
    getAccountPhoneNumbers: build.query<PhoneNumber[], string>({
      query: (sid) => `/PhoneNumbers?account_sid=${encodeURIComponent(sid)}`,
      transformResponse: (rows: PhoneNumber[], _meta, sid) => rows.filter((n) => n.account_sid === sid),
      providesTags: [{ type: 'PhoneNumbers', id: 'LIST' }],
    }),
    /** Every Teams tenant (the real server does not scope this list; callers filter). */
    getTeamsTenants: build.query<MsTeamsTenant[], void>({
      query: () => '/MicrosoftTeamsTenants',
      providesTags: [{ type: 'MsTeamsTenants', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetAccountQuery,
  useCreateAccountMutation,
  useUpdateAccountMutation,
  useDeleteAccountMutation,
  useRegenerateWebhookSecretMutation,
  useTestBucketCredentialMutation,
  useGetAccountTtsCacheQuery,
  useClearAccountTtsCacheMutation,
  useGetAccountApplicationsAllQuery,
  useGetAccountApplicationsSummaryQuery,
  useGetApplicationNameQuery,
  useGetVisibleAccountsQuery,
  useLazyGetAccountPhoneNumbersQuery,
  useLazyGetTeamsTenantsQuery,
  useLazyGetAccountApplicationsAllQuery,
  useLazyGetVisibleAccountsQuery,
} = accountsApi;
