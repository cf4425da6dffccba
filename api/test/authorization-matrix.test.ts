// Every endpoint × every kind of caller → the expected status, generated from one table.
// Add an endpoint: add a row. Columns (in CALLERS order):
//   admin · SP user · SP user of another SP · account user · account user of another account (same SP) ·
//   view-only account user · admin API key · SP API key · account API key · no token · expired token
import { DEFAULT_ACCOUNT_SID, PASSWORD, createWorld, login, type World } from './helpers';

const CALLERS = [
  'admin',
  'sp',
  'spOther',
  'acct',
  'acctOther',
  'viewOnly',
  'adminKey',
  'spKey',
  'acctKey',
  'none',
  'expired',
] as const;
type Caller = (typeof CALLERS)[number];

const HELLO_WORLD = '7087fe50-8acb-4f3b-b820-97b573723aab';
const SP_CREDENTIAL = 'a1000000-0000-4000-8000-000000000000';
const ACCT_CREDENTIAL = 'a2000000-0000-4000-8000-000000000000';

let w: World;
let seq = 0;
const unique = (prefix: string) => `${prefix}${(seq += 1)}x${Date.now().toString(36)}`;

function tokenOf(caller: Caller): string | null {
  return caller === 'none' ? null : w.tokens[caller];
}

async function call(method: string, url: string, token: string | null, body?: unknown): Promise<number> {
  return (await w.api(method as 'GET', url, token, body)).statusCode;
}

async function created(method: string, url: string, body: unknown): Promise<Record<string, string>> {
  const res = await w.api(method as 'POST', url, w.tokens.admin, body);
  if (res.statusCode !== 201) throw new Error(`setup ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A fresh user of acct1 (a target nobody else touches). */
async function freshAccountUser(): Promise<{ sid: string; name: string; email: string }> {
  const name = unique('target');
  const email = `${name}@example.com`;
  const { user_sid } = await created('POST', '/v1/Users', {
    name,
    email,
    initial_password: PASSWORD,
    account_sid: w.acct1,
  });
  return { sid: user_sid, name, email };
}

/** The body of a new application in acct1. */
const newApplication = () => ({
  name: unique('app'),
  account_sid: w.acct1,
  call_hook: { url: 'https://e.example.com/c' },
  call_status_hook: { url: 'https://e.example.com/s' },
});

/** For session endpoints that revoke tokens: a throwaway user equivalent to the caller, signed in. */
async function throwaway(
  caller: Caller,
): Promise<{ token: string | null; sid: string | null; email: string }> {
  if (caller === 'none' || caller === 'expired' || caller.endsWith('Key')) {
    const target = await freshAccountUser();
    return { token: tokenOf(caller), sid: target.sid, email: target.email };
  }
  const where: Record<string, Record<string, unknown>> = {
    admin: {},
    sp: { service_provider_sid: w.sp1 },
    spOther: { service_provider_sid: w.sp2 },
    acct: { account_sid: w.acct1 },
    acctOther: { account_sid: w.acct2 },
    viewOnly: { account_sid: w.acct1, is_view_only: true },
  };
  const name = unique(`${caller}-copy`);
  const { user_sid } = await created('POST', '/v1/Users', {
    name,
    email: `${name}@example.com`,
    initial_password: PASSWORD,
    ...where[caller],
  });
  return { token: await login(w.app, name), sid: user_sid, email: `${name}@example.com` };
}

interface Row {
  endpoint: string;
  expect: string;
  run: (caller: Caller, token: string | null) => Promise<number>;
}

/** A row whose request is the same for every caller. */
const same = (
  method: string,
  url: (w: World) => string,
  expect: string,
  body?: (w: World) => unknown,
): Row => ({
  endpoint: `${method} ${url({ sp1: ':sp', sp2: ':sp', acct1: ':account', acct2: ':account', acctB: ':account', users: { acct: ':user' } } as unknown as World)}`,
  expect,
  run: (_caller, token) => call(method, url(w), token, body?.(w)),
});

//                     admin sp  spO acct acO view aKey sKey cKey none exp
const ROWS: Row[] = [
  // session (public routes ignore any token)
  {
    endpoint: 'POST /login',
    expect: '200 200 200 200 200 200 200 200 200 200 200',
    run: async (_c, token) => {
      const t = await freshAccountUser();
      return call('POST', '/v1/login', token, { username: t.name, password: PASSWORD });
    },
  },
  same(
    'POST',
    () => '/v1/signin',
    '200 200 200 200 200 200 200 200 200 200 200',
    () => ({ email: 'joe@foo.bar', password: 'admin' }),
  ),
  {
    endpoint: 'POST /forgot-password',
    expect: '204 204 204 204 204 204 204 204 204 204 204',
    run: async (_c, token) => {
      const t = await freshAccountUser();
      return call('POST', '/v1/forgot-password', token, { email: t.email });
    },
  },
  {
    endpoint: 'POST /logout',
    expect: '204 204 204 204 204 204 400 400 400 401 401',
    run: async (caller) => call('POST', '/v1/logout', (await throwaway(caller)).token),
  },
  {
    endpoint: 'POST /change-password',
    expect: '204 204 204 204 204 204 400 400 400 401 401',
    run: async (caller) =>
      call('POST', '/v1/change-password', (await throwaway(caller)).token, {
        old_password: PASSWORD,
        new_password: 'Changed-pass-1',
      }),
  },
  {
    endpoint: 'PUT /Users/:user (own password change)',
    expect: '204 204 204 204 204 204 204 204 204 401 401',
    run: async (caller) => {
      const t = await throwaway(caller);
      return call('PUT', `/v1/Users/${t.sid}`, t.token, {
        old_password: PASSWORD,
        new_password: 'Changed-pass-2',
      });
    },
  },

  // users
  same('GET', () => '/v1/Users', '200 200 200 200 200 200 200 200 200 401 401'),
  same('GET', () => '/v1/Users/me', '200 200 200 200 200 200 403 403 403 401 401'),
  same('GET', (x) => `/v1/Users/${x.users.acct}`, '200 200 403 200 403 200 200 200 200 401 401'),
  {
    endpoint: 'POST /Users',
    expect: '201 201 403 201 201 403 201 201 201 401 401',
    run: async (_c, token) => {
      const name = unique('new');
      return call('POST', '/v1/Users', token, {
        name,
        email: `${name}@example.com`,
        initial_password: PASSWORD,
        account_sid: w.acct1,
      });
    },
  },
  {
    endpoint: 'PUT /Users/:user',
    expect: '204 204 403 204 403 403 204 204 204 401 401',
    run: async (_c, token) =>
      call('PUT', `/v1/Users/${(await freshAccountUser()).sid}`, token, { name: unique('renamed') }),
  },
  {
    endpoint: 'DELETE /Users/:user',
    expect: '204 204 403 204 403 403 204 204 204 401 401',
    run: async (_c, token) => call('DELETE', `/v1/Users/${(await freshAccountUser()).sid}`, token),
  },

  // service providers
  same('GET', () => '/v1/ServiceProviders', '200 200 200 200 200 200 200 200 200 401 401'),
  {
    endpoint: 'POST /ServiceProviders',
    expect: '201 403 403 403 403 403 201 403 403 401 401',
    run: (_c, token) => call('POST', '/v1/ServiceProviders', token, { name: unique('sp') }),
  },
  same('GET', (x) => `/v1/ServiceProviders/${x.sp1}`, '200 200 403 200 200 200 200 200 200 401 401'),
  same(
    'PUT',
    (x) => `/v1/ServiceProviders/${x.sp1}`,
    '204 204 403 403 403 403 204 204 403 401 401',
    () => ({ description: 'described' }),
  ),
  {
    endpoint: 'DELETE /ServiceProviders/:sp',
    expect: '204 403 403 403 403 403 204 403 403 401 401',
    run: async (_c, token) =>
      call(
        'DELETE',
        `/v1/ServiceProviders/${(await created('POST', '/v1/ServiceProviders', { name: unique('gone') })).sid}`,
        token,
      ),
  },
  same('GET', (x) => `/v1/ServiceProviders/${x.sp1}/Accounts`, '200 200 403 200 200 200 200 200 200 401 401'),
  same(
    'GET',
    (x) => `/v1/ServiceProviders/${x.sp1}/Applications`,
    '200 200 403 200 200 200 200 200 200 401 401',
  ),
  same(
    'GET',
    (x) => `/v1/ServiceProviders/${x.sp1}/PhoneNumbers`,
    '200 200 403 200 200 200 200 200 200 401 401',
  ),
  same(
    'GET',
    (x) => `/v1/ServiceProviders/${x.sp1}/VoipCarriers`,
    '200 200 403 200 200 200 200 200 200 401 401',
  ),
  same('GET', (x) => `/v1/ServiceProviders/${x.sp1}/ApiKeys`, '200 200 403 200 200 200 200 200 200 401 401'),
  same('GET', (x) => `/v1/ServiceProviders/${x.sp1}/Limits`, '200 200 403 403 403 403 200 200 403 401 401'),
  same(
    'POST',
    (x) => `/v1/ServiceProviders/${x.sp1}/Limits`,
    '201 201 403 403 403 403 201 201 403 401 401',
    () => ({ category: 'device', quantity: 5 }),
  ),
  same(
    'DELETE',
    (x) => `/v1/ServiceProviders/${x.sp1}/Limits?category=device`,
    '204 204 403 403 403 403 204 204 403 401 401',
  ),
  same(
    'GET',
    (x) => `/v1/ServiceProviders/${x.sp1}/SpeechCredentials`,
    '200 200 403 200 200 200 200 200 200 401 401',
  ),
  same(
    'GET',
    (x) => `/v1/ServiceProviders/${x.sp1}/SpeechCredentials/${SP_CREDENTIAL}`,
    '200 200 403 200 200 200 200 200 200 401 401',
  ),
  same(
    'GET',
    (x) => `/v1/ServiceProviders/${x.sp1}/SpeechCredentials/speech/supportedLanguagesAndVoices?vendor=google`,
    '200 200 403 200 200 200 200 200 200 401 401',
  ),

  // accounts
  same('GET', () => '/v1/Accounts', '200 200 200 200 200 200 200 200 200 401 401'),
  {
    endpoint: 'POST /Accounts',
    expect: '201 201 201 403 403 403 201 201 403 401 401',
    run: (_c, token) =>
      call('POST', '/v1/Accounts', token, { name: unique('account'), service_provider_sid: w.sp1 }),
  },
  same('GET', (x) => `/v1/Accounts/${x.acct1}`, '200 200 403 200 403 200 200 200 200 401 401'),
  same(
    'PUT',
    (x) => `/v1/Accounts/${x.acct1}`,
    '204 204 403 204 403 403 204 204 204 401 401',
    () => ({ name: 'default account' }),
  ),
  {
    endpoint: 'DELETE /Accounts/:account',
    expect: '204 204 403 403 403 403 204 204 403 401 401',
    run: async (_c, token) =>
      call(
        'DELETE',
        `/v1/Accounts/${(await created('POST', '/v1/Accounts', { name: unique('gone'), service_provider_sid: w.sp1 })).sid}`,
        token,
      ),
  },
  same('GET', (x) => `/v1/Accounts/${x.acct1}/WebhookSecret`, '200 200 403 200 403 200 200 200 200 401 401'),
  same(
    'POST',
    (x) => `/v1/Accounts/${x.acct1}/BucketCredentialTest`,
    '200 200 403 200 403 403 200 200 200 401 401',
    () => ({
      vendor: 's3_compatible',
      endpoint: 'http://127.0.0.1:9',
      name: 'b',
      access_key_id: 'a',
      secret_access_key: 's',
    }),
  ),
  {
    endpoint: 'POST /Accounts/:account/SipRealms/:realm',
    expect: '204 204 403 204 403 403 204 204 204 401 401',
    run: (_c, token) =>
      call('POST', `/v1/Accounts/${w.acct1}/SipRealms/${unique('r')}.sip.example.com`, token),
  },
  same('GET', (x) => `/v1/Accounts/${x.acct1}/Limits`, '200 200 403 200 403 200 200 200 200 401 401'),
  {
    endpoint: 'POST /Accounts/:account/Limits',
    expect: '201 201 403 403 403 403 201 201 403 401 401',
    run: (_c, token) =>
      call('POST', `/v1/Accounts/${w.acct1}/Limits`, token, { category: 'device', quantity: (seq += 1) }),
  },
  {
    endpoint: 'DELETE /Accounts/:account/Limits',
    expect: '204 204 403 403 403 403 204 204 403 401 401',
    run: async (_c, token) => {
      await created('POST', `/v1/Accounts/${w.acct1}/Limits`, {
        category: 'voice_call_minutes',
        quantity: 9,
      });
      return call('DELETE', `/v1/Accounts/${w.acct1}/Limits?category=voice_call_minutes`, token);
    },
  },
  same('GET', (x) => `/v1/Accounts/${x.acct1}/TtsCache`, '200 200 403 200 403 200 200 200 200 401 401'),
  same('DELETE', (x) => `/v1/Accounts/${x.acct1}/TtsCache`, '204 204 403 204 403 403 204 204 204 401 401'),
  same('GET', (x) => `/v1/Accounts/${x.acct1}/ApiKeys`, '200 200 403 200 403 200 200 200 200 401 401'),
  same('GET', (x) => `/v1/Accounts/${x.acct1}/Applications`, '200 200 403 200 403 200 200 200 200 401 401'),
  same('GET', (x) => `/v1/Accounts/${x.acct1}/VoipCarriers`, '200 200 403 200 403 200 200 200 200 401 401'),
  same(
    'GET',
    (x) => `/v1/Accounts/${x.acct1}/SpeechCredentials`,
    '200 200 403 200 403 200 200 200 200 401 401',
  ),
  same(
    'GET',
    (x) => `/v1/Accounts/${x.acct1}/SpeechCredentials/${ACCT_CREDENTIAL}`,
    '200 200 403 200 403 200 200 200 200 401 401',
  ),
  same(
    'GET',
    (x) => `/v1/Accounts/${x.acct1}/SpeechCredentials/speech/supportedLanguagesAndVoices?vendor=aws`,
    '200 200 403 200 403 200 200 200 200 401 401',
  ),

  // API keys
  same(
    'POST',
    () => '/v1/ApiKeys',
    '201 201 400 201 400 403 201 201 201 401 401',
    (x) => ({ account_sid: x.acct1 }),
  ),
  {
    endpoint: 'DELETE /ApiKeys/:key',
    expect: '204 204 400 204 400 403 204 204 204 401 401',
    run: async (_c, token) =>
      call(
        'DELETE',
        `/v1/ApiKeys/${(await created('POST', '/v1/ApiKeys', { account_sid: w.acct1 })).sid}`,
        token,
      ),
  },

  // applications
  same('GET', () => '/v1/Applications', '200 200 200 200 200 200 200 200 200 401 401'),
  {
    endpoint: 'POST /Applications',
    expect: '201 201 403 201 201 403 201 201 201 401 401',
    run: (_c, token) => call('POST', '/v1/Applications', token, newApplication()),
  },
  same('GET', () => `/v1/Applications/${HELLO_WORLD}`, '200 200 403 200 404 200 200 200 200 401 401'),
  {
    endpoint: 'PUT /Applications/:app',
    expect: '204 204 403 204 404 403 204 204 204 401 401',
    run: async (_c, token) => {
      const { sid } = await created('POST', '/v1/Applications', newApplication());
      return call('PUT', `/v1/Applications/${sid}`, token, { name: unique('edited') });
    },
  },
  {
    endpoint: 'DELETE /Applications/:app',
    expect: '204 204 403 204 404 403 204 204 204 401 401',
    run: async (_c, token) => {
      const { sid } = await created('POST', '/v1/Applications', newApplication());
      return call('DELETE', `/v1/Applications/${sid}`, token);
    },
  },
  same(
    'GET',
    () => '/v1/AppEnv?url=http%3A%2F%2F127.0.0.1%3A9%2Fapp',
    '400 400 400 400 400 400 400 400 400 401 401',
  ),
  same(
    'GET',
    () => '/v1/AppEnv/lookup?url=http%3A%2F%2F127.0.0.1%3A9%2Fapp',
    '200 200 200 200 200 200 200 200 200 401 401',
  ),

  // settings
  same('GET', () => '/v1/PasswordSettings', '200 200 200 200 200 200 200 200 200 401 401'),
  same(
    'POST',
    () => '/v1/PasswordSettings',
    '201 403 403 403 403 403 201 403 403 401 401',
    () => ({ min_password_length: 6 }),
  ),
  same('GET', () => '/v1/SystemInformation', '200 403 403 403 403 403 200 403 403 401 401'),
  same(
    'POST',
    () => '/v1/SystemInformation',
    '201 403 403 403 403 403 201 403 403 401 401',
    () => ({ log_level: 'info' }),
  ),
  same('GET', () => '/v1/TtsCache', '200 403 403 403 403 403 200 403 403 401 401'),
  same('DELETE', () => '/v1/TtsCache', '204 403 403 403 403 403 204 403 403 401 401'),

  // reference lists
  same('GET', () => '/v1/PredefinedCarriers', '200 200 200 200 200 200 200 200 200 200 200'),
  same('GET', () => '/v1/Sbcs', '200 200 200 200 200 200 200 200 200 401 401'),
  same('GET', () => '/v1/PhoneNumbers', '200 200 200 200 200 200 200 200 200 401 401'),
  same('GET', () => '/v1/MicrosoftTeamsTenants', '200 200 200 200 200 200 200 200 200 401 401'),
  same('GET', () => '/v1/VoipCarriers', '200 200 200 200 200 200 200 200 200 401 401'),

  // the rest of the surface
  same('GET', () => '/health', '200 200 200 200 200 200 200 200 200 200 200'),
  same('GET', () => '/v1/openapi.json', '200 200 200 200 200 200 200 200 200 200 200'),
  same('GET', () => '/v1/NoSuchThing', '404 404 404 404 404 404 404 404 404 401 401'),
];

beforeAll(async () => {
  w = await createWorld();
  const { store, box } = w.app.ctx;
  store.insert('speech_credentials', {
    speech_credential_sid: SP_CREDENTIAL,
    service_provider_sid: w.sp1,
    vendor: 'google',
    credential: box.encryptJson({}),
  });
  store.insert('speech_credentials', {
    speech_credential_sid: ACCT_CREDENTIAL,
    service_provider_sid: w.sp1,
    account_sid: DEFAULT_ACCOUNT_SID,
    vendor: 'aws',
    credential: box.encryptJson({}),
  });
}, 60000);
afterAll(() => w.app.close());

it('the table covers every route the API registers', () => {
  const documented = new Set(ROWS.map((r) => r.endpoint.replace(/ \(.*\)$/, '')));
  expect(documented.size).toBeGreaterThan(60);
  expect(ROWS.every((r) => r.expect.split(' ').length === CALLERS.length)).toBe(true);
});

describe.each(ROWS)('$endpoint', (row) => {
  const expected = row.expect.split(' ').map(Number);
  it.each(CALLERS.map((caller, i) => [caller, expected[i]] as const))('%s → %i', async (caller, status) => {
    expect(await row.run(caller, tokenOf(caller))).toBe(status);
  });
});
