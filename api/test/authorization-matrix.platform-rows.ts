// The authorization matrix's rows for applications, settings, reference lists and the rest of the surface
// (authorization-matrix-platform.test.ts; the columns are in authorization-matrix.fixtures.ts).
import {
  HELLO_WORLD,
  call,
  created,
  newApplication,
  same,
  unique,
  type Row,
} from './authorization-matrix.fixtures';

//                     admin sp  spO acct acO view aKey sKey cKey none exp
export const PLATFORM_ROWS: Row[] = [
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
