// Sign-up and sign-in with GitHub and Google against a local OAuth2/OpenID provider (oauth2-mock-server in a child
// process): the authorization-code exchange, returning users, the contract's refusals.
import type { FastifyInstance } from 'fastify';
import { startOAuthMockProcess, type OAuthMock } from '../../scripts/lib/oauth-mock-process.cjs';
import { buildApp } from '../src/app';
import { DEFAULT_SERVICE_PROVIDER_SID, apiFor, type Api } from './helpers';
import { paymentSandbox } from '../src/dev/payment-sandbox';

const REDIRECT = 'http://portal.test/oauth-callback';
let mock: OAuthMock;
let app: FastifyInstance;
let api: Api;

beforeAll(async () => {
  mock = await startOAuthMockProcess();
  const endpoints = { tokenUrl: `${mock.url}/token`, userUrl: `${mock.url}/userinfo` };
  app = await buildApp({
    hosted: true,
    billing: {
      localProvider: paymentSandbox,
      sweepIntervalMs: 0,
      oauth: {
        github: { clientId: 'gh-client', clientSecret: 'gh-secret', ...endpoints },
        google: { clientId: 'google-client', clientSecret: 'google-secret', ...endpoints },
      },
    },
  });
  api = apiFor(app);
});
afterAll(async () => {
  await app.close();
  await mock.close();
});

/** What the browser does: the provider's authorization page redirects back with a code. */
async function authorize(provider: 'github' | 'google', state = 'state-1'): Promise<string> {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: provider === 'github' ? 'gh-client' : 'google-client',
    redirect_uri: `${REDIRECT}/${provider}`,
    state,
  });
  const response = await fetch(`${mock.url}/authorize?${query}`, { redirect: 'manual' });
  const location = new URL(response.headers.get('location') as string);
  expect(location.searchParams.get('state')).toBe(state);
  return location.searchParams.get('code') as string;
}

const exchange = (provider: 'github' | 'google', code: string, from = '/register', clientId?: string) =>
  api('POST', '/v1/register', null, {
    service_provider_sid: DEFAULT_SERVICE_PROVIDER_SID,
    provider,
    oauth2_code: code,
    oauth2_state: 'state-1',
    oauth2_client_id: clientId ?? (provider === 'github' ? 'gh-client' : 'google-client'),
    oauth2_redirect_uri: `${REDIRECT}/${provider}`,
    locationBeforeAuth: from,
  });

describe('OAuth sign-up and sign-in', () => {
  it('GitHub from the register page: a new, active account; again from the sign-in page: the same user', async () => {
    await mock.setNextUser({ id: 101, login: 'octo-one', name: 'Octo One', email: 'Octo.One@example.com' });
    const res = await exchange('github', await authorize('github'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      provider: 'github',
      provider_userid: '101',
      email: 'octo.one@example.com',
      pristine: true,
      is_active: true,
      email_validated: true,
      root_domain: 'sip.switchboard.localhost',
    });
    const me = (await api('GET', '/v1/Users/me', body.jwt)).json();
    expect(me.user).toMatchObject({ provider: 'github', email_validated: true });
    expect(me.account).toMatchObject({ plan_type: 'trial', is_active: 1, sip_realm: null });

    await mock.setNextUser({ id: 101, login: 'octo-one', name: 'Octo One', email: 'octo.one@example.com' });
    const again = await exchange('github', await authorize('github'), '/');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      user_sid: body.user_sid,
      account_sid: body.account_sid,
      pristine: false,
    });
    // the sign-up and the sign-in, in the audit trail
    const trail = app.ctx.store.all<{ entity: string; action: string }>(
      "SELECT entity, action FROM audit_log WHERE account_sid = ? AND entity IN ('account','user') ORDER BY at, rowid",
      body.account_sid,
    );
    expect(trail).toEqual([
      { entity: 'account', action: 'create' },
      { entity: 'user', action: 'sign-in' },
    ]);
  });

  it('Google (OpenID userinfo) signs up too', async () => {
    await mock.setNextUser({ id: 202, name: 'Gee User', email: 'gee@example.com' });
    const res = await exchange('google', await authorize('google'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      provider: 'google',
      provider_userid: '202',
      email: 'gee@example.com',
    });
  });

  it('refusals: a new user from the sign-in page, a used code, another client id, a taken e-mail, no e-mail', async () => {
    await mock.setNextUser({ id: 303, email: 'newcomer@example.com' });
    const fromSignIn = await exchange('github', await authorize('github'), '/');
    expect(fromSignIn.statusCode).toBe(404);
    expect(fromSignIn.json()).toEqual({ msg: 'registering a new account not allowed from the sign-in page' });

    const code = await authorize('github');
    expect((await exchange('github', code)).statusCode).toBe(200);
    const reused = await exchange('github', code);
    expect(reused.statusCode).toBe(403);
    expect(reused.json().msg).toMatch(
      /^github did not accept the authorization code: The authorization code is invalid/,
    );

    const foreign = await exchange('github', await authorize('github'), '/register', 'someone-else');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ msg: 'invalid oauth2_client_id for github' });

    await api('POST', '/v1/register', null, {
      service_provider_sid: DEFAULT_SERVICE_PROVIDER_SID,
      provider: 'local',
      email: 'taken@example.com',
      password: 'secret-pass',
      email_activation_code: '1',
    });
    await mock.setNextUser({ id: 404, email: 'taken@example.com' });
    const taken = await exchange('github', await authorize('github'));
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({ msg: 'account already exists for this email' });

    await mock.setNextUser({ id: 505, login: 'private', email: null });
    const hidden = await exchange('github', await authorize('github'));
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json()).toEqual({ msg: 'the github account has no verified e-mail address' });
  });

  it('a provider that cannot be reached is a 403 with the reason, not a 500', async () => {
    const offline = await buildApp({
      hosted: true,
      outboundTimeoutMs: 1000,
      billing: {
        localProvider: paymentSandbox,
        sweepIntervalMs: 0,
        oauth: {
          github: {
            clientId: 'gh-client',
            clientSecret: 's',
            tokenUrl: 'http://127.0.0.1:9/token',
            userUrl: 'http://127.0.0.1:9/user',
          },
        },
      },
    });
    const res = await apiFor(offline)('POST', '/v1/register', null, {
      service_provider_sid: DEFAULT_SERVICE_PROVIDER_SID,
      provider: 'github',
      oauth2_code: 'c',
      oauth2_state: 's',
      oauth2_client_id: 'gh-client',
      oauth2_redirect_uri: `${REDIRECT}/github`,
      locationBeforeAuth: '/register',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toMatch(/^github: could not reach 127\.0\.0\.1:9/);
    await offline.close();
  });
});
