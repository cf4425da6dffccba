// An in-memory jambonz API for the speech area's component tests: MSW handlers over a small database answering
// with the real server's shapes (contract §5.7, §5.13, §6.5, §6.15) and this API's additions (summary,
// synthesize), so pages are tested through real HTTP calls. Tests change `db`, override an endpoint with
// `server.use(...)` and read what was sent (`sent(method, path)`).
import type { RequestHandler } from 'msw';
import {
  TEST_ACCOUNT_SID,
  TEST_SP_SID,
  apiUrl,
  createRequestLog,
  http,
  HttpResponse,
  newSid,
  noContent,
  notFound,
  readRequest,
  sessionHandlers,
  testAccount,
} from '@switchboard/shared/testing';
import type {
  GoogleCustomVoice,
  SpeechCredential,
  SpeechCredentialSummary,
  SpeechCredentialTestResult,
} from '@switchboard/shared/types';

export const OTHER_ACCOUNT_SID = '949fb32c-aa31-4f92-9173-5b827c761cb1';

export function makeCredential(overrides: Partial<SpeechCredential> = {}): SpeechCredential {
  return {
    speech_credential_sid: newSid(),
    service_provider_sid: TEST_SP_SID,
    account_sid: null,
    vendor: 'deepgram',
    label: null,
    use_for_tts: 1,
    use_for_stt: 1,
    last_used: null,
    last_tested: null,
    tts_tested_ok: null,
    stt_tested_ok: null,
    created_at: '2026-01-01T00:00:00.000Z',
    api_key: 'fake-dXXXXXXXXXXXXXXXXXX',
    ...overrides,
  };
}

export const SECRET_KEY_JSON = JSON.stringify({
  type: 'service_account',
  private_key: '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----\n',
  client_email: 'tts@demo.iam.gserviceaccount.com',
});

export function createFakeApi() {
  const db = {
    credentials: [] as SpeechCredential[],
    summaries: {} as Record<string, Partial<Omit<SpeechCredentialSummary, 'speech_credential_sid'>>>,
    tests: {} as Record<string, SpeechCredentialTestResult>,
    voices: [] as (GoogleCustomVoice & { voice_cloning_key?: string })[],
    models: {
      elevenlabs: { models: [{ value: 'eleven_turbo_v2_5', name: 'Turbo v2.5' }] },
      cartesia: {
        models: [{ value: 'sonic-2', name: 'Sonic 2' }],
        sttModels: [{ value: 'ink-whisper', name: 'Ink Whisper' }],
      },
    } as Record<string, unknown>,
    accounts: [testAccount(), testAccount({ account_sid: OTHER_ACCOUNT_SID, name: 'second account' })],
  };
  const log = createRequestLog();
  const visible = (params: Record<string, unknown>) =>
    params.account
      ? db.credentials.filter((c) => c.account_sid === params.account || c.account_sid === null)
      : db.credentials.filter((c) => c.account_sid === null);
  const find = (sid: unknown) => db.credentials.find((c) => c.speech_credential_sid === sid);
  const list =
    (mount: 'sp' | 'account') =>
    ({ params }: { params: Record<string, unknown> }) =>
      HttpResponse.json(visible(mount === 'account' ? { account: params.sid } : {}));
  const summary =
    (mount: 'sp' | 'account') =>
    ({ params }: { params: Record<string, unknown> }) =>
      HttpResponse.json(
        visible(mount === 'account' ? { account: params.sid } : {}).map((c) => ({
          speech_credential_sid: c.speech_credential_sid,
          last_test: null,
          application_count: 0,
          applications: [],
          ...db.summaries[c.speech_credential_sid],
        })),
      );
  const handlers: RequestHandler[] = [
    ...sessionHandlers({ accounts: db.accounts }),
    ...(['ServiceProviders', 'Accounts'] as const).flatMap((root) => {
      const mount = root === 'Accounts' ? 'account' : 'sp';
      const base = apiUrl(`/${root}/:sid/SpeechCredentials`);
      return [
        http.get(base, list(mount)),
        http.get(`${base}/summary`, summary(mount)),
        http.get(`${base}/speech/supportedLanguagesAndVoices`, ({ request }) =>
          HttpResponse.json(db.models[new URL(request.url).searchParams.get('vendor') ?? ''] ?? {}),
        ),
        http.get(`${base}/:cred`, ({ params }) => {
          const c = find(params.cred);
          if (!c) return notFound();
          // the real server: another account's credential through an account's path is not the caller's
          if (mount === 'account' && c.account_sid !== null && c.account_sid !== params.sid)
            return HttpResponse.json({ msg: 'Insufficient privileges' }, { status: 403 });
          return HttpResponse.json(c);
        }),
        http.post(base, async ({ request }) => {
          const { body } = await readRequest(request);
          const sid = newSid();
          db.credentials.push(
            makeCredential({ ...body, speech_credential_sid: sid } as Partial<SpeechCredential>),
          );
          return HttpResponse.json({ sid }, { status: 201 });
        }),
        http.put(`${base}/:cred`, async ({ request, params }) => {
          const c = find(params.cred);
          if (!c) return notFound();
          const { body } = await readRequest(request);
          Object.assign(c, body);
          return noContent();
        }),
        http.delete(`${base}/:cred`, ({ params }) => {
          const before = db.credentials.length;
          db.credentials = db.credentials.filter((c) => c.speech_credential_sid !== params.cred);
          return before === db.credentials.length ? notFound() : noContent();
        }),
        http.get(`${base}/:cred/test`, ({ params }) => {
          const result = db.tests[params.cred as string];
          return result ? HttpResponse.json(result) : notFound();
        }),
        http.get(
          `${base}/:cred/synthesize`,
          () =>
            new HttpResponse(new Uint8Array([82, 73, 70, 70, 0, 0, 0, 0, 87, 65, 86, 69]), {
              headers: { 'content-type': 'audio/wav' },
            }),
        ),
      ];
    }),
    http.get(apiUrl('/GoogleCustomVoices'), ({ request }) => {
      const sid = new URL(request.url).searchParams.get('speech_credential_sid');
      return HttpResponse.json(
        db.voices
          .filter((v) => v.speech_credential_sid === sid)
          .map((v) =>
            v.voice_cloning_key ? { ...v, voice_cloning_key: `${v.voice_cloning_key.slice(0, 100)}...` } : v,
          ),
      );
    }),
    http.post(apiUrl('/GoogleCustomVoices'), async ({ request }) => {
      const { body } = await readRequest(request);
      const sid = newSid();
      db.voices.push({ ...(body as unknown as GoogleCustomVoice), google_custom_voice_sid: sid });
      return HttpResponse.json({ sid }, { status: 201 });
    }),
    http.put(apiUrl('/GoogleCustomVoices/:sid'), async ({ request, params }) => {
      const voice = db.voices.find((v) => v.google_custom_voice_sid === params.sid);
      if (!voice) return notFound();
      Object.assign(voice, (await readRequest(request)).body);
      return noContent();
    }),
    http.delete(apiUrl('/GoogleCustomVoices/:sid'), ({ params }) => {
      db.voices = db.voices.filter((v) => v.google_custom_voice_sid !== params.sid);
      return noContent();
    }),
    http.post(apiUrl('/GoogleCustomVoices/:sid/VoiceCloningKey'), async ({ request, params }) => {
      const form = await request.formData();
      const file = form.get('file') as File | null;
      const voice = db.voices.find((v) => v.google_custom_voice_sid === params.sid);
      if (!voice || !file) return notFound();
      voice.voice_cloning_key = await file.text();
      return noContent();
    }),
  ];
  return { db, handlers, ...log };
}

export { TEST_ACCOUNT_SID, TEST_SP_SID };
