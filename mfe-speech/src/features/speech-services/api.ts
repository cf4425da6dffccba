// Speech credentials (docs/api/contract.md#speech-credentials), their Google custom voices (#google-custom-voices) and the model listing, plus this API's
// additions: the list's summary (last test with reasons, applications using each credential) and the test phrase
// as audio for 'Listen'. Account users go through their account's path, everyone else through the service
// provider's (as the jambonz portal does); delete always uses the service provider's path (docs/api/on-jambonz.md#jambonzs-quirks-the-portal-works-around).
import { api, type ApiError } from '@switchboard/shared/api';
import { SPEECH_TEST_WAIT_MS } from '@switchboard/shared/validation';
import type {
  Account,
  Application,
  CreatedSid,
  GoogleCustomVoice,
  GoogleCustomVoicePayload,
  SpeechCredential,
  SpeechCredentialPayload,
  SpeechCredentialSummary,
  SpeechCredentialTestResult,
  SupportedLanguagesAndVoices,
} from '@switchboard/shared/types';

/** Where a caller reaches speech credentials: `{sp}` or `{account}` (the list of an account shows its and its SP's). */
export type SpeechScope = { sp: string; account?: undefined } | { account: string; sp?: undefined };

export const speechBase = (scope: SpeechScope) =>
  scope.account
    ? `/Accounts/${encodeURIComponent(scope.account)}/SpeechCredentials`
    : `/ServiceProviders/${encodeURIComponent(scope.sp ?? '')}/SpeechCredentials`;
const scopeKey = (scope: SpeechScope) => (scope.account ? `ACCOUNT-${scope.account}` : `SP-${scope.sp}`);
const one = (scope: SpeechScope, sid: string) => `${speechBase(scope)}/${encodeURIComponent(sid)}`;

/** What 'Used by' is computed from where the API has no summary (speechSummaryOf in shared). */
export interface SpeechUsageLists {
  applications: Application[];
  /** the accounts' own credentials that may take an application away from a listed one */
  known: SpeechCredential[];
}

type Answer = { data?: unknown; error?: unknown };
type Fetch = (url: string) => PromiseLike<Answer> | Answer;

async function rows<T>(fetchJson: Fetch, url: string): Promise<T[]> {
  const answer = await fetchJson(url);
  if (answer.error) throw answer.error;
  return answer.data as T[];
}

/**
 * The applications in scope and, for a service provider's list, the own credentials of the accounts whose
 * applications name a vendor and label that one of `listed` has (only those accounts can resolve elsewhere).
 */
async function usageLists(
  fetchJson: Fetch,
  scope: SpeechScope,
  listed: readonly SpeechCredential[],
): Promise<SpeechUsageLists> {
  if (scope.account) {
    const applications = await rows<Application>(
      fetchJson,
      `/Accounts/${encodeURIComponent(scope.account)}/Applications`,
    );
    return { applications, known: [] };
  }
  const sp = encodeURIComponent(scope.sp ?? '');
  const [accounts, all] = await Promise.all([
    rows<Account>(fetchJson, `/ServiceProviders/${sp}/Accounts`),
    rows<Application>(fetchJson, '/Applications'),
  ]);
  const ours = new Set(accounts.map((a) => a.account_sid));
  const applications = all.filter((a) => a.account_sid !== null && ours.has(a.account_sid));
  const pairs = new Set(listed.map((c) => `${c.vendor}|${c.label ?? ''}`));
  const names = (a: Application) => [
    `${a.speech_synthesis_vendor}|${a.speech_synthesis_label ?? ''}`,
    `${a.speech_recognizer_vendor}|${a.speech_recognizer_label ?? ''}`,
    `${a.fallback_speech_synthesis_vendor}|${a.fallback_speech_synthesis_label ?? ''}`,
    `${a.fallback_speech_recognizer_vendor}|${a.fallback_speech_recognizer_label ?? ''}`,
  ];
  const toCheck = [
    ...new Set(applications.filter((a) => names(a).some((n) => pairs.has(n))).map((a) => a.account_sid!)),
  ];
  const lists = await Promise.all(
    toCheck.map((account) =>
      rows<SpeechCredential>(fetchJson, `/Accounts/${encodeURIComponent(account)}/SpeechCredentials`),
    ),
  );
  return { applications, known: lists.flat().filter((c) => c.account_sid !== null) };
}

export const speechApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSpeechCredentials: build.query<SpeechCredential[], SpeechScope>({
      query: (scope) => speechBase(scope),
      providesTags: (result, _error, scope) => [
        { type: 'SpeechCredentials', id: 'LIST' },
        { type: 'SpeechCredentials', id: scopeKey(scope) },
        ...(result ?? []).map((c) => ({ type: 'SpeechCredentials' as const, id: c.speech_credential_sid })),
      ],
    }),
    getSpeechSummary: build.query<SpeechCredentialSummary[], SpeechScope>({
      query: (scope) => `${speechBase(scope)}/summary`,
      providesTags: [
        { type: 'SpeechCredentials', id: 'LIST' },
        { type: 'SpeechCredentials', id: 'SUMMARY' },
      ],
    }),
    /** On an API without the summary: what 'Used by' is worked out from (see usageLists). */
    getSpeechUsageLists: build.query<
      SpeechUsageLists,
      { scope: SpeechScope; listed: readonly SpeechCredential[] }
    >({
      async queryFn({ scope, listed }, _api, _extra, baseQuery) {
        try {
          return { data: await usageLists((url) => baseQuery(url), scope, listed) };
        } catch (error) {
          return { error: error as ApiError };
        }
      },
      serializeQueryArgs: ({ queryArgs }) => scopeKey(queryArgs.scope),
      forceRefetch: ({ currentArg, previousArg }) => currentArg?.listed !== previousArg?.listed,
      providesTags: [
        { type: 'SpeechCredentials', id: 'SUMMARY' },
        { type: 'Applications', id: 'LIST' },
      ],
    }),
    getSpeechCredential: build.query<SpeechCredential, { scope: SpeechScope; sid: string }>({
      query: ({ scope, sid }) => one(scope, sid),
      providesTags: (_result, _error, { sid }) => [{ type: 'SpeechCredentials', id: sid }],
    }),
    createSpeechCredential: build.mutation<CreatedSid, { scope: SpeechScope; body: SpeechCredentialPayload }>(
      {
        query: ({ scope, body }) => ({ url: speechBase(scope), method: 'POST', body }),
        invalidatesTags: [{ type: 'SpeechCredentials', id: 'LIST' }],
      },
    ),
    updateSpeechCredential: build.mutation<
      void,
      { scope: SpeechScope; sid: string; body: SpeechCredentialPayload }
    >({
      query: ({ scope, sid, body }) => ({ url: one(scope, sid), method: 'PUT', body }),
      invalidatesTags: (_result, _error, { sid }) => [
        { type: 'SpeechCredentials', id: sid },
        { type: 'SpeechCredentials', id: 'LIST' },
        { type: 'GoogleCustomVoices', id: sid },
      ],
    }),
    deleteSpeechCredential: build.mutation<void, { sp: string; sid: string }>({
      query: ({ sp, sid }) => ({ url: one({ sp }, sid), method: 'DELETE' }),
      invalidatesTags: [{ type: 'SpeechCredentials', id: 'LIST' }],
    }),
    /** The real vendor test; fresh every time (mutation: it stores the result server-side). */
    testSpeechCredential: build.mutation<SpeechCredentialTestResult, { scope: SpeechScope; sid: string }>({
      query: ({ scope, sid }) => ({ url: `${one(scope, sid)}/test`, timeout: SPEECH_TEST_WAIT_MS }),
      // the server stored the result: the summary (status with reasons) is out of date
      invalidatesTags: [{ type: 'SpeechCredentials', id: 'SUMMARY' }],
    }),
    /** The test phrase synthesized with the credential, as an object URL the page plays (and revokes). */
    synthesizeTestPhrase: build.mutation<string, { scope: SpeechScope; sid: string }>({
      query: ({ scope, sid }) => ({
        url: `${one(scope, sid)}/synthesize`,
        responseHandler: async (response) => {
          if (response.ok) return URL.createObjectURL(await response.blob());
          const text = await response.text();
          try {
            return JSON.parse(text) as unknown;
          } catch {
            return text;
          }
        },
      }),
    }),
    /** Models of a vendor (the model listing): `models` for TTS, `sttModels` for STT. */
    getSpeechModels: build.query<SupportedLanguagesAndVoices, { scope: SpeechScope; vendor: string }>({
      query: ({ scope, vendor }) =>
        `${speechBase(scope)}/speech/supportedLanguagesAndVoices?vendor=${encodeURIComponent(vendor)}&create_new=true`,
    }),
    getGoogleCustomVoices: build.query<GoogleCustomVoice[], string>({
      query: (sid) => `/GoogleCustomVoices?speech_credential_sid=${encodeURIComponent(sid)}`,
      providesTags: (_result, _error, sid) => [{ type: 'GoogleCustomVoices', id: sid }],
    }),
    createGoogleCustomVoice: build.mutation<CreatedSid, GoogleCustomVoicePayload>({
      query: (body) => ({ url: '/GoogleCustomVoices', method: 'POST', body }),
    }),
    updateGoogleCustomVoice: build.mutation<void, { sid: string; body: Partial<GoogleCustomVoicePayload> }>({
      query: ({ sid, body }) => ({
        url: `/GoogleCustomVoices/${encodeURIComponent(sid)}`,
        method: 'PUT',
        body,
      }),
    }),
    deleteGoogleCustomVoice: build.mutation<void, string>({
      query: (sid) => ({ url: `/GoogleCustomVoices/${encodeURIComponent(sid)}`, method: 'DELETE' }),
    }),
    /** The key file goes as multipart/form-data, field `file` (docs/api/contract.md#google-custom-voices). */
    uploadVoiceCloningKey: build.mutation<void, { sid: string; text: string; fileName: string }>({
      query: ({ sid, text, fileName }) => {
        const form = new FormData();
        form.append('file', new Blob([text], { type: 'application/octet-stream' }), fileName);
        return {
          url: `/GoogleCustomVoices/${encodeURIComponent(sid)}/VoiceCloningKey`,
          method: 'POST',
          body: form,
        };
      },
    }),
  }),
});

export const {
  useGetSpeechCredentialsQuery,
  useGetSpeechSummaryQuery,
  useGetSpeechUsageListsQuery,
  useGetSpeechCredentialQuery,
  useCreateSpeechCredentialMutation,
  useUpdateSpeechCredentialMutation,
  useDeleteSpeechCredentialMutation,
  useTestSpeechCredentialMutation,
  useSynthesizeTestPhraseMutation,
  useGetSpeechModelsQuery,
  useGetGoogleCustomVoicesQuery,
  useCreateGoogleCustomVoiceMutation,
  useUpdateGoogleCustomVoiceMutation,
  useDeleteGoogleCustomVoiceMutation,
  useUploadVoiceCloningKeyMutation,
} = speechApi;
