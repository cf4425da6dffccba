// Applications (docs/api/contract.md#applications), their speech choices (#speech-credentials) and the webhook's environment schema (AppEnv).
import { api, listQuery, toListPage, type ListPageResult } from '@switchboard/shared/api';
import type {
  AppEnvLookup,
  AppEnvSchema,
  Application,
  ApplicationPayload,
  CreatedSid,
  Paged,
  SpeechCredential,
  SupportedLanguagesAndVoices,
  VoipCarrier,
} from '@switchboard/shared/types';
import { parseAppEnvSchema } from '@switchboard/shared/validation';

export interface ApplicationsPageArgs {
  accountSid: string;
  page: number;
  pageSize: number;
  name: string;
}

const appPath = (sid: string) => `/Applications/${encodeURIComponent(sid)}`;

/**
 * How long the form waits for a vendor's languages and voices: a jambonz API asks some vendors itself (Google with
 * the account's credential, Deepgram, Microsoft) and, when it cannot reach them, does not answer for a minute.
 */
export const VOICES_WAIT_MS = 15_000;

export const applicationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Server-side paging: `GET /Accounts/:sid/Applications?page&page_size&name` → `{total, page, page_size, data}`. */
    getApplicationsPage: build.query<ListPageResult<Application>, ApplicationsPageArgs>({
      query: ({ accountSid, page, pageSize, name }) =>
        `/Accounts/${encodeURIComponent(accountSid)}/Applications?${listQuery(page, pageSize, { name })}`,
      transformResponse: (body: Paged<Application> | Application[], _meta, { page, pageSize }) =>
        toListPage(body, page, pageSize),
      providesTags: (result, _error, { accountSid }) => [
        { type: 'Applications', id: 'LIST' },
        { type: 'Applications', id: `ACCOUNT-${accountSid}` },
        ...(result?.data ?? []).map((app) => ({ type: 'Applications' as const, id: app.application_sid })),
      ],
    }),
    /** Applications of an account whose name contains `name` (for the unique-name check). */
    findApplicationsByName: build.query<
      Paged<Application> | Application[],
      { accountSid: string; name: string; page: number }
    >({
      query: ({ accountSid, name, page }) =>
        `/Accounts/${encodeURIComponent(accountSid)}/Applications?${listQuery(page, 100, { name })}`,
    }),
    getApplication: build.query<Application, string>({
      query: (sid) => appPath(sid),
      providesTags: (_result, _error, sid) => [{ type: 'Applications', id: sid }],
    }),
    createApplication: build.mutation<CreatedSid, ApplicationPayload>({
      query: (body) => ({ url: '/Applications', method: 'POST', body }),
      invalidatesTags: [{ type: 'Applications', id: 'LIST' }],
    }),
    updateApplication: build.mutation<void, { sid: string; body: Partial<ApplicationPayload> }>({
      query: ({ sid, body }) => ({ url: appPath(sid), method: 'PUT', body }),
      invalidatesTags: (_result, _error, { sid }) => [
        { type: 'Applications', id: sid },
        { type: 'Applications', id: 'LIST' },
      ],
    }),
    deleteApplication: build.mutation<void, string>({
      query: (sid) => ({ url: appPath(sid), method: 'DELETE' }),
      invalidatesTags: (_result, _error, sid) => [
        { type: 'Applications', id: sid },
        { type: 'Applications', id: 'LIST' },
      ],
    }),
    /**
     * The schema the call webhook publishes (`GET /AppEnv?url=`): null when it publishes none (204) or something
     * that is not a schema. The URL is encoded (the old portal did not, cutting URLs at `&` or `#`).
     */
    getAppEnv: build.query<AppEnvSchema | null, string>({
      query: (url) => `/AppEnv?url=${encodeURIComponent(url)}`,
      transformResponse: (body: unknown) => (body ? parseAppEnvSchema(body) : null),
    }),
    /**
     * The same lookup on an API with 'app-env-lookup' (`GET /AppEnv/lookup?url=`): an unreachable webhook or an
     * invalid schema is an answer (`problem`), not a 400 the browser logs as a failed request while the URL is typed.
     */
    lookupAppEnv: build.query<{ schema: AppEnvSchema | null; problem: string | null }, string>({
      query: (url) => `/AppEnv/lookup?url=${encodeURIComponent(url)}`,
      transformResponse: (body: AppEnvLookup) => ({
        schema: body.schema ? parseAppEnvSchema(body.schema) : null,
        problem: body.problem,
      }),
    }),
    /**
     * Speech credentials an account can use: its own and its service provider's. The one definition in this remote
     * (the hosted account panels read it too); 'LIST' is what the speech area's changes invalidate.
     */
    getAccountSpeechCredentials: build.query<SpeechCredential[], string>({
      query: (accountSid) => `/Accounts/${encodeURIComponent(accountSid)}/SpeechCredentials`,
      providesTags: (_result, _error, accountSid) => [
        { type: 'SpeechCredentials', id: 'LIST' },
        { type: 'SpeechCredentials', id: `ACCOUNT-${accountSid}` },
      ],
    }),
    /** Languages and voices of a vendor (on the service-provider path, as the jambonz portal calls it). */
    getSpeechLanguages: build.query<
      SupportedLanguagesAndVoices,
      { serviceProviderSid: string; vendor: string; label?: string }
    >({
      query: ({ serviceProviderSid, vendor, label }) => {
        const params = new URLSearchParams({ vendor });
        if (label) params.set('label', label);
        return {
          url: `/ServiceProviders/${encodeURIComponent(serviceProviderSid)}/SpeechCredentials/speech/supportedLanguagesAndVoices?${params.toString()}`,
          timeout: VOICES_WAIT_MS,
        };
      },
    }),
    /** Carriers an account can use (env var pickers hinting `carriers`). */
    getCarriersForAccount: build.query<VoipCarrier[], { serviceProviderSid: string; accountSid: string }>({
      query: ({ serviceProviderSid, accountSid }) =>
        `/ServiceProviders/${encodeURIComponent(serviceProviderSid)}/VoipCarriers?account_sid=${encodeURIComponent(accountSid)}`,
      providesTags: [{ type: 'VoipCarriers', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetApplicationsPageQuery,
  useLazyFindApplicationsByNameQuery,
  useGetApplicationQuery,
  useCreateApplicationMutation,
  useUpdateApplicationMutation,
  useDeleteApplicationMutation,
  useLazyGetAppEnvQuery,
  useLazyLookupAppEnvQuery,
  useGetAccountSpeechCredentialsQuery,
  useGetSpeechLanguagesQuery,
  useGetCarriersForAccountQuery,
} = applicationsApi;
