// An in-memory jambonz API for the identity area's component tests: MSW handlers over a small database that answer
// with the real server's shapes and status codes (contract §5, §6), so pages are tested through real HTTP calls.
// Tests change the data directly (`fake.db`), override one endpoint with `server.use(...)`, and read what was sent
// (`fake.requests`, `fake.sent(method, path)`); the request log and paging helpers are @switchboard/shared/testing's.
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
  pagedBody,
  readRequest,
  testAccount,
} from '@switchboard/shared/testing';
import type {
  Account,
  ApiKey,
  AppEnvSchema,
  Application,
  Limit,
  MsTeamsTenant,
  PasswordSettings,
  PhoneNumber,
  ServiceProvider,
  SpeechCredential,
  SupportedLanguagesAndVoices,
  SystemInformation,
  UserDetail,
  UserListItem,
  VoipCarrier,
} from '@switchboard/shared/types';

export const OTHER_ACCOUNT_SID = '949fb32c-aa31-4f92-9173-5b827c761cb1';
export const HELLO_WORLD_SID = '7087fe50-8acb-4f3b-b820-97b573723aab';
export const DIAL_TIME_SID = '4ca2fb6a-8636-4f2e-96ff-8966c5e26f8e';
export const ADMIN_USER_SID = '00000000-0000-4000-8000-000000000001';

export function makeApplication(overrides: Partial<Application> = {}): Application {
  const sid = overrides.application_sid ?? newSid();
  return {
    application_sid: sid,
    name: 'an application',
    service_provider_sid: null,
    account_sid: TEST_ACCOUNT_SID,
    app_json: null,
    env_vars: null,
    created_at: '2026-01-01T00:00:00.000Z',
    record_all_calls: 0,
    call_hook: {
      webhook_sid: newSid(),
      url: 'https://example.com/call',
      method: 'POST',
      username: null,
      password: null,
    },
    call_status_hook: {
      webhook_sid: newSid(),
      url: 'https://example.com/status',
      method: 'POST',
      username: null,
      password: null,
    },
    messaging_hook: null,
    speech_synthesis_vendor: 'google',
    speech_synthesis_language: 'en-US',
    speech_synthesis_voice: 'en-US-Standard-C',
    speech_synthesis_label: null,
    speech_recognizer_vendor: 'google',
    speech_recognizer_language: 'en-US',
    speech_recognizer_label: null,
    use_for_fallback_speech: 0,
    fallback_speech_synthesis_vendor: null,
    fallback_speech_synthesis_language: null,
    fallback_speech_synthesis_voice: null,
    fallback_speech_synthesis_label: null,
    fallback_speech_recognizer_vendor: null,
    fallback_speech_recognizer_language: null,
    fallback_speech_recognizer_label: null,
    ...overrides,
  };
}

export function makeSpeechCredential(overrides: Partial<SpeechCredential> = {}): SpeechCredential {
  return {
    speech_credential_sid: newSid(),
    service_provider_sid: TEST_SP_SID,
    account_sid: null,
    vendor: 'google',
    label: null,
    use_for_tts: 1,
    use_for_stt: 1,
    last_used: null,
    last_tested: null,
    tts_tested_ok: 1,
    stt_tested_ok: 1,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const GOOGLE_LANGUAGES: SupportedLanguagesAndVoices = {
  tts: [
    {
      value: 'en-US',
      name: 'English (US)',
      voices: [
        { value: 'en-US-Standard-A', name: 'Standard-A (Male)' },
        { value: 'en-US-Standard-C', name: 'Standard-C (Female)' },
      ],
    },
    {
      value: 'de-DE',
      name: 'German (Germany)',
      voices: [{ value: 'de-DE-Standard-A', name: 'Standard-A (Female)' }],
    },
  ],
  stt: [
    { value: 'en-US', name: 'English (US)' },
    { value: 'de-DE', name: 'German (Germany)' },
  ],
};

export const AWS_LANGUAGES: SupportedLanguagesAndVoices = {
  tts: [{ value: 'en-GB', name: 'English (GB)', voices: [{ value: 'Amy', name: 'Amy (Female)' }] }],
  stt: [{ value: 'en-GB', name: 'English (GB)' }],
};

export interface FakeDb {
  serviceProviders: ServiceProvider[];
  accounts: Account[];
  applications: Application[];
  apiKeys: ApiKey[];
  users: UserDetail[];
  accountLimits: Limit[];
  spLimits: Limit[];
  phoneNumbers: PhoneNumber[];
  teamsTenants: MsTeamsTenant[];
  carriers: VoipCarrier[];
  speechCredentials: SpeechCredential[];
  languages: Record<string, SupportedLanguagesAndVoices>;
  appEnv: Record<string, AppEnvSchema>;
  /** webhooks whose lookup fails, with the message (`GET /AppEnv` answers it as a 400) */
  appEnvProblems: Record<string, string>;
  passwordSettings: PasswordSettings;
  systemInformation: SystemInformation;
  ttsCacheSize: number;
  accountTtsCacheSize: Record<string, number>;
}

function user(overrides: Partial<UserDetail>): UserDetail {
  return {
    user_sid: newSid(),
    name: 'someone',
    email: 'someone@example.com',
    pending_email: null,
    phone: null,
    account_sid: null,
    service_provider_sid: null,
    force_change: 0,
    provider: 'local',
    provider_userid: null,
    scope: 'read-write',
    phone_activation_code: null,
    email_activation_code: null,
    email_validated: 1,
    phone_validated: 0,
    email_content_opt_out: 0,
    is_active: 1,
    is_view_only: false,
    ...overrides,
  };
}

export function makeUser(overrides: Partial<UserDetail>): UserDetail {
  return user(overrides);
}

function initialDb(): FakeDb {
  return {
    serviceProviders: [
      {
        service_provider_sid: TEST_SP_SID,
        name: 'default service provider',
        description: null,
        root_domain: null,
        ms_teams_fqdn: null,
        registration_hook: null,
      },
    ],
    accounts: [testAccount()],
    applications: [
      makeApplication({ application_sid: HELLO_WORLD_SID, name: 'hello world' }),
      makeApplication({ application_sid: DIAL_TIME_SID, name: 'dial time' }),
    ],
    apiKeys: [
      {
        api_key_sid: '09e92f3c-9d73-4303-b63f-3668574862ce',
        token: '1cf2f4f4-64c4-4249-9a3e-5bb4cb597c2a',
        account_sid: TEST_ACCOUNT_SID,
        service_provider_sid: null,
        expires_at: null,
        last_used: null,
        created_at: '2026-01-01T00:00:00.000Z',
      },
    ],
    users: [user({ user_sid: ADMIN_USER_SID, name: 'admin', email: 'joe@foo.bar' })],
    accountLimits: [],
    spLimits: [],
    phoneNumbers: [],
    teamsTenants: [],
    carriers: [],
    speechCredentials: [makeSpeechCredential()],
    languages: { google: GOOGLE_LANGUAGES, aws: AWS_LANGUAGES },
    appEnv: {},
    appEnvProblems: {},
    passwordSettings: { min_password_length: 8, require_digit: 0, require_special_character: 0 },
    systemInformation: {},
    ttsCacheSize: 0,
    accountTtsCacheSize: {},
  };
}

function listItem(u: UserDetail, db: FakeDb): UserListItem {
  const scope = u.account_sid ? 'account' : u.service_provider_sid ? 'service_provider' : 'admin';
  const item: UserListItem = {
    user_sid: u.user_sid,
    name: u.name,
    email: u.email,
    scope,
    force_change: u.force_change,
    is_active: u.is_active,
  };
  if (u.account_sid) {
    item.account_sid = u.account_sid;
    item.account_name = db.accounts.find((a) => a.account_sid === u.account_sid)?.name;
  }
  if (u.service_provider_sid) {
    item.service_provider_sid = u.service_provider_sid;
    item.service_provider_name = db.serviceProviders.find(
      (s) => s.service_provider_sid === u.service_provider_sid,
    )?.name;
  }
  return item;
}

function hookOf(input: unknown) {
  if (!input || typeof input !== 'object') return null;
  const hook = input as {
    url?: string;
    method?: 'GET' | 'POST';
    username?: string | null;
    password?: string | null;
  };
  if (!hook.url) return null;
  return {
    url: hook.url,
    method: hook.method ?? 'POST',
    username: hook.username ?? null,
    password: hook.password ?? null,
  };
}

export function createFakeApi() {
  const db = initialDb();
  const log = createRequestLog();

  const handlers: RequestHandler[] = [
    // --- two-factor sign-in: nobody has it and no provider requires it (the two-factor tests say otherwise)
    http.get(apiUrl('/Users/me/TwoFactor'), () =>
      HttpResponse.json({ enabled: false, required: false, recovery_codes_left: 0 }),
    ),
    http.get(apiUrl('/ServiceProviders/:sid/TwoFactor'), () => HttpResponse.json({ required: false })),
    // --- service providers
    http.get(apiUrl('/ServiceProviders'), () => HttpResponse.json(db.serviceProviders)),
    http.put(apiUrl('/ServiceProviders/:sid'), async ({ request, params }) => {
      const { body } = await readRequest(request);
      const sp = db.serviceProviders.find((s) => s.service_provider_sid === params.sid);
      if (!sp) return notFound();
      Object.assign(sp, { name: body.name ?? sp.name, ms_teams_fqdn: body.ms_teams_fqdn ?? null });
      if ('registration_hook' in body) sp.registration_hook = hookOf(body.registration_hook);
      else sp.registration_hook = null;
      return noContent();
    }),
    http.delete(apiUrl('/ServiceProviders/:sid'), async ({ request, params }) => {
      await readRequest(request);
      if (db.accounts.some((a) => a.service_provider_sid === params.sid))
        return HttpResponse.json({ msg: 'insufficient privileges' }, { status: 403 });
      db.serviceProviders = db.serviceProviders.filter((s) => s.service_provider_sid !== params.sid);
      return noContent();
    }),
    http.get(apiUrl('/ServiceProviders/:sid/Accounts'), ({ params }) =>
      HttpResponse.json(db.accounts.filter((a) => a.service_provider_sid === params.sid)),
    ),
    http.get(apiUrl('/ServiceProviders/:sid/ApiKeys'), ({ params }) =>
      HttpResponse.json(db.apiKeys.filter((k) => k.service_provider_sid === params.sid)),
    ),
    http.get(apiUrl('/ServiceProviders/:sid/Limits'), ({ params }) =>
      HttpResponse.json(
        db.spLimits.filter((l) => 'service_provider_sid' in l && l.service_provider_sid === params.sid),
      ),
    ),
    http.post(apiUrl('/ServiceProviders/:sid/Limits'), async ({ request, params }) => {
      const { body } = await readRequest(request);
      const sid = String(params.sid);
      const existing = db.spLimits.find(
        (l) => 'service_provider_sid' in l && l.service_provider_sid === sid && l.category === body.category,
      );
      if (existing) {
        existing.quantity = Number(body.quantity);
        return HttpResponse.json(
          { sid: 'service_provider_limits_sid' in existing ? existing.service_provider_limits_sid : '' },
          { status: 201 },
        );
      }
      const limit = {
        service_provider_limits_sid: newSid(),
        service_provider_sid: sid,
        category: body.category as Limit['category'],
        quantity: Number(body.quantity),
      };
      db.spLimits.push(limit);
      return HttpResponse.json({ sid: limit.service_provider_limits_sid }, { status: 201 });
    }),
    http.delete(apiUrl('/ServiceProviders/:sid/Limits'), async ({ request, params }) => {
      const { url } = await readRequest(request);
      const category = url.searchParams.get('category');
      db.spLimits = db.spLimits.filter(
        (l) =>
          !(
            'service_provider_sid' in l &&
            l.service_provider_sid === params.sid &&
            (!category || l.category === category)
          ),
      );
      return noContent();
    }),
    http.get(apiUrl('/ServiceProviders/:sid/VoipCarriers'), ({ params }) =>
      HttpResponse.json(db.carriers.filter((c) => c.service_provider_sid === params.sid)),
    ),
    http.get(apiUrl('/ServiceProviders/:sid/SpeechCredentials'), ({ params }) =>
      HttpResponse.json(
        db.speechCredentials.filter((c) => c.service_provider_sid === params.sid && !c.account_sid),
      ),
    ),

    // --- accounts
    http.get(apiUrl('/Accounts'), () => HttpResponse.json(db.accounts)),
    http.post(apiUrl('/Accounts'), async ({ request }) => {
      const { body } = await readRequest(request);
      const account = testAccount({
        account_sid: newSid(),
        name: String(body.name),
        sip_realm: (body.sip_realm as string | null) ?? null,
        service_provider_sid: String(body.service_provider_sid),
        registration_hook: hookOf(body.registration_hook),
        queue_event_hook: hookOf(body.queue_event_hook),
        enable_debug_log: body.enable_debug_log ? 1 : 0,
        webhook_secret: `wh_secret_${newSid().slice(-12)}`,
      });
      db.accounts.push(account);
      return HttpResponse.json({ sid: account.account_sid }, { status: 201 });
    }),
    http.get(apiUrl('/Accounts/:sid'), ({ params }) => {
      const account = db.accounts.find((a) => a.account_sid === params.sid);
      return account ? HttpResponse.json(account) : notFound();
    }),
    http.put(apiUrl('/Accounts/:sid'), async ({ request, params }) => {
      const { body } = await readRequest(request);
      const account = db.accounts.find((a) => a.account_sid === params.sid);
      if (!account) return notFound();
      const next = { ...body } as Record<string, unknown>;
      if ('registration_hook' in next) next.registration_hook = hookOf(next.registration_hook);
      if ('queue_event_hook' in next) next.queue_event_hook = hookOf(next.queue_event_hook);
      if ('bucket_credential' in next) {
        const bucket = next.bucket_credential as { vendor?: string } | null;
        next.bucket_credential = !bucket || bucket.vendor === 'none' ? null : bucket;
      }
      for (const flag of ['record_all_calls', 'enable_debug_log'])
        if (flag in next) next[flag] = next[flag] ? 1 : 0;
      Object.assign(account, next);
      return noContent();
    }),
    http.delete(apiUrl('/Accounts/:sid'), async ({ request, params }) => {
      await readRequest(request);
      if (!db.accounts.some((a) => a.account_sid === params.sid))
        return HttpResponse.json({ msg: 'error' }, { status: 500 });
      db.accounts = db.accounts.filter((a) => a.account_sid !== params.sid);
      return noContent();
    }),
    http.get(apiUrl('/Accounts/:sid/Limits'), ({ params }) =>
      HttpResponse.json(db.accountLimits.filter((l) => 'account_sid' in l && l.account_sid === params.sid)),
    ),
    http.post(apiUrl('/Accounts/:sid/Limits'), async ({ request, params }) => {
      const { body } = await readRequest(request);
      const sid = String(params.sid);
      const existing = db.accountLimits.find(
        (l) => 'account_sid' in l && l.account_sid === sid && l.category === body.category,
      );
      if (existing) existing.quantity = Number(body.quantity);
      else
        db.accountLimits.push({
          account_limits_sid: newSid(),
          account_sid: sid,
          category: body.category as Limit['category'],
          quantity: Number(body.quantity),
        });
      return HttpResponse.json({ sid: newSid() }, { status: 201 });
    }),
    http.delete(apiUrl('/Accounts/:sid/Limits'), async ({ request, params }) => {
      const { url } = await readRequest(request);
      const category = url.searchParams.get('category');
      db.accountLimits = db.accountLimits.filter(
        (l) =>
          !('account_sid' in l && l.account_sid === params.sid && (!category || l.category === category)),
      );
      return noContent();
    }),
    http.get(apiUrl('/Accounts/:sid/ApiKeys'), ({ params }) =>
      HttpResponse.json(db.apiKeys.filter((k) => k.account_sid === params.sid)),
    ),
    http.get(apiUrl('/Accounts/:sid/Applications'), ({ request, params }) => {
      const url = new URL(request.url);
      const name = url.searchParams.get('name');
      const rows = db.applications
        .filter((a) => a.account_sid === params.sid)
        .filter((a) => !name || a.name.toLowerCase().includes(name.toLowerCase()))
        .sort((a, b) => a.name.localeCompare(b.name));
      return HttpResponse.json(url.searchParams.has('page') ? pagedBody(rows, url) : rows);
    }),
    http.get(apiUrl('/Accounts/:sid/WebhookSecret'), async ({ request, params }) => {
      const { url } = await readRequest(request);
      const account = db.accounts.find((a) => a.account_sid === params.sid);
      if (!account) return notFound();
      if (url.searchParams.get('regenerate'))
        account.webhook_secret = `wh_secret_${newSid().slice(-12)}regen`;
      return HttpResponse.json({ webhook_secret: account.webhook_secret });
    }),
    http.post(apiUrl('/Accounts/:sid/BucketCredentialTest'), async ({ request }) => {
      await readRequest(request);
      return HttpResponse.json({
        status: 'failed',
        reason: 'getaddrinfo ENOTFOUND s3.us-east-1.amazonaws.com',
      });
    }),
    http.get(apiUrl('/Accounts/:sid/TtsCache'), ({ params }) =>
      HttpResponse.json({ size: db.accountTtsCacheSize[String(params.sid)] ?? 0 }),
    ),
    http.delete(apiUrl('/Accounts/:sid/TtsCache'), async ({ request, params }) => {
      await readRequest(request);
      db.accountTtsCacheSize[String(params.sid)] = 0;
      return noContent();
    }),
    http.get(apiUrl('/Accounts/:sid/SpeechCredentials'), ({ params }) => {
      const account = db.accounts.find((a) => a.account_sid === params.sid);
      return HttpResponse.json(
        db.speechCredentials.filter(
          (c) =>
            c.account_sid === params.sid ||
            (!c.account_sid && c.service_provider_sid === account?.service_provider_sid),
        ),
      );
    }),
    http.get(apiUrl('/Accounts/:sid/SpeechCredentials/speech/supportedLanguagesAndVoices'), ({ request }) => {
      const vendor = new URL(request.url).searchParams.get('vendor') ?? '';
      return HttpResponse.json(db.languages[vendor] ?? { tts: [], stt: [] });
    }),
    http.get(
      apiUrl('/ServiceProviders/:sid/SpeechCredentials/speech/supportedLanguagesAndVoices'),
      ({ request }) => {
        const vendor = new URL(request.url).searchParams.get('vendor') ?? '';
        return HttpResponse.json(db.languages[vendor] ?? { tts: [], stt: [] });
      },
    ),

    // --- API keys
    http.post(apiUrl('/ApiKeys'), async ({ request }) => {
      const { body } = await readRequest(request);
      const key: ApiKey = {
        api_key_sid: newSid(),
        token: `${newSid().slice(0, 24)}tok1`,
        account_sid: (body.account_sid as string) ?? null,
        service_provider_sid: (body.service_provider_sid as string) ?? null,
        expires_at: null,
        last_used: null,
        created_at: new Date().toISOString(),
      };
      db.apiKeys.push(key);
      return HttpResponse.json({ sid: key.api_key_sid, token: key.token }, { status: 201 });
    }),
    http.delete(apiUrl('/ApiKeys/:sid'), async ({ request, params }) => {
      await readRequest(request);
      if (!db.apiKeys.some((k) => k.api_key_sid === params.sid))
        return HttpResponse.text('Not Found', { status: 404 });
      db.apiKeys = db.apiKeys.filter((k) => k.api_key_sid !== params.sid);
      return noContent();
    }),

    // --- applications
    http.get(apiUrl('/Applications'), () => HttpResponse.json(db.applications)),
    http.post(apiUrl('/Applications'), async ({ request }) => {
      const { body } = await readRequest(request);
      const app = makeApplication({
        ...(body as Partial<Application>),
        application_sid: newSid(),
        call_hook: { ...(body.call_hook as Application['call_hook'] & object), webhook_sid: newSid() },
        call_status_hook: {
          ...(body.call_status_hook as Application['call_hook'] & object),
          webhook_sid: newSid(),
        },
        record_all_calls: body.record_all_calls ? 1 : 0,
        use_for_fallback_speech: body.use_for_fallback_speech ? 1 : 0,
      });
      db.applications.push(app);
      return HttpResponse.json({ sid: app.application_sid }, { status: 201 });
    }),
    http.get(apiUrl('/Applications/:sid'), ({ params }) => {
      const app = db.applications.find((a) => a.application_sid === params.sid);
      return app ? HttpResponse.json(app) : notFound();
    }),
    http.put(apiUrl('/Applications/:sid'), async ({ request, params }) => {
      const { body } = await readRequest(request);
      const app = db.applications.find((a) => a.application_sid === params.sid);
      if (!app) return notFound();
      Object.assign(app, body);
      return noContent();
    }),
    http.delete(apiUrl('/Applications/:sid'), async ({ request, params }) => {
      await readRequest(request);
      if (db.phoneNumbers.some((n) => n.application_sid === params.sid))
        return HttpResponse.json({ msg: 'cannot delete application with phone numbers' }, { status: 422 });
      db.applications = db.applications.filter((a) => a.application_sid !== params.sid);
      return noContent();
    }),
    http.get(apiUrl('/AppEnv'), ({ request }) => {
      const target = new URL(request.url).searchParams.get('url') ?? '';
      const problem = db.appEnvProblems[target];
      if (problem) return HttpResponse.json({ msg: problem }, { status: 400 });
      const schema = db.appEnv[target];
      return schema ? HttpResponse.json(schema) : noContent();
    }),
    http.get(apiUrl('/AppEnv/lookup'), ({ request }) => {
      const target = new URL(request.url).searchParams.get('url') ?? '';
      return HttpResponse.json({
        schema: db.appEnv[target] ?? null,
        problem: db.appEnvProblems[target] ?? null,
      });
    }),

    // --- numbers, tenants (delete checks)
    http.get(apiUrl('/PhoneNumbers'), ({ request }) => {
      const accountSid = new URL(request.url).searchParams.get('account_sid');
      return HttpResponse.json(db.phoneNumbers.filter((n) => !accountSid || n.account_sid === accountSid));
    }),
    http.get(apiUrl('/MicrosoftTeamsTenants'), () => HttpResponse.json(db.teamsTenants)),
    // an account's carriers and the routing tables over them (what blocks an account's deletion)
    http.get(apiUrl('/Accounts/:sid/VoipCarriers'), () => HttpResponse.json([])),
    http.get(apiUrl('/Lcrs'), () => HttpResponse.json([])),

    // --- users
    http.get(apiUrl('/Users'), () => HttpResponse.json(db.users.map((u) => listItem(u, db)))),
    http.get(apiUrl('/Users/:sid'), ({ params }) => {
      const found = db.users.find((u) => u.user_sid === params.sid);
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ msg: 'failure retrieving user' }, { status: 500 });
    }),
    http.post(apiUrl('/Users'), async ({ request }) => {
      const { body } = await readRequest(request);
      if (db.users.some((u) => u.name === body.name || u.email === body.email))
        return HttpResponse.json({ msg: 'invalid username or email' }, { status: 422 });
      const created = user({
        name: String(body.name),
        email: String(body.email),
        account_sid: (body.account_sid as string | null) ?? null,
        service_provider_sid: (body.service_provider_sid as string | null) ?? null,
        force_change: body.force_change ? 1 : 0,
        is_active: body.is_active ? 1 : 0,
        is_view_only: Boolean(body.is_view_only),
      });
      db.users.push(created);
      return HttpResponse.json({ user_sid: created.user_sid }, { status: 201 });
    }),
    http.put(apiUrl('/Users/:sid'), async ({ request, params }) => {
      const { body } = await readRequest(request);
      const found = db.users.find((u) => u.user_sid === params.sid);
      if (!found)
        return HttpResponse.json({ msg: 'Invalid request: user_sid does not exist' }, { status: 400 });
      if (body.account_sid === null || body.service_provider_sid === null)
        return HttpResponse.json({ msg: 'Invalid request: user may not be promoted' }, { status: 400 });
      if (typeof body.name === 'string') found.name = body.name;
      if (typeof body.email === 'string') found.email = body.email;
      if ('force_change' in body) found.force_change = body.force_change ? 1 : 0;
      if ('is_active' in body) found.is_active = body.is_active ? 1 : 0;
      found.is_view_only = Boolean(body.is_view_only);
      return noContent();
    }),
    http.delete(apiUrl('/Users/:sid'), async ({ request, params }) => {
      await readRequest(request);
      db.users = db.users.filter((u) => u.user_sid !== params.sid);
      return noContent();
    }),

    // --- settings
    http.get(apiUrl('/PasswordSettings'), () => HttpResponse.json(db.passwordSettings)),
    http.post(apiUrl('/PasswordSettings'), async ({ request }) => {
      const { body } = await readRequest(request);
      const min = body.min_password_length as number | undefined;
      if (min && (min < 8 || min > 20))
        return HttpResponse.json(
          { msg: 'invalid min_password_length property: should be between 8-20' },
          { status: 400 },
        );
      Object.assign(db.passwordSettings, body);
      return HttpResponse.json({}, { status: 201 });
    }),
    http.get(apiUrl('/SystemInformation'), () => HttpResponse.json(db.systemInformation)),
    http.post(apiUrl('/SystemInformation'), async ({ request }) => {
      const { body } = await readRequest(request);
      db.systemInformation = { ...db.systemInformation, ...(body as SystemInformation) };
      return HttpResponse.json(db.systemInformation, { status: 201 });
    }),
    http.get(apiUrl('/TtsCache'), () => HttpResponse.json({ size: db.ttsCacheSize })),
    http.delete(apiUrl('/TtsCache'), async ({ request }) => {
      await readRequest(request);
      db.ttsCacheSize = 0;
      return noContent();
    }),
  ];

  return { db, handlers, ...log };
}

export type FakeApi = ReturnType<typeof createFakeApi>;

export { TEST_ACCOUNT_SID, TEST_SP_SID };
