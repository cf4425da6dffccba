// The authorization matrix's rows for sessions, users, service providers, accounts and API keys
// (authorization-matrix-identity.test.ts; the columns are in authorization-matrix.fixtures.ts).
import {
  ACCT_CREDENTIAL,
  SP_CREDENTIAL,
  call,
  created,
  freshAccountUser,
  nextSeq,
  same,
  throwaway,
  unique,
  w,
  type Row,
} from './authorization-matrix.fixtures';
import { PASSWORD } from './helpers';

//                     admin sp  spO acct acO view aKey sKey cKey none exp
export const IDENTITY_ROWS: Row[] = [
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
      call('POST', `/v1/Accounts/${w.acct1}/Limits`, token, { category: 'device', quantity: nextSeq() }),
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
];
