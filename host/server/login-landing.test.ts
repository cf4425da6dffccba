/**
 * @jest-environment node
 */
// The landing page's answers brought with the login by the host's `/api` proxy (scripts/lib/login-landing.cjs): asked
// for by the portal's sign-in, fetched with the new token, left out when they fail; anything else goes through as
// the API sent it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { REMOTES_OFF, usePageOnlyBuild } from './server-fixtures';

/* eslint-disable @typescript-eslint/no-require-imports */
const { createAppServer } = require('../../scripts/lib/app-server.cjs');
const { MAX_ANSWER_BYTES } = require('../../scripts/lib/login-landing.cjs');
/* eslint-enable @typescript-eslint/no-require-imports */

const distOf = usePageOnlyBuild();

const tokenOf = (claims: Record<string, unknown>) =>
  `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;
const ADMIN_TOKEN = tokenOf({ scope: 'admin', user_sid: 'u-1' });

type Answer = { status: number; body: string; type?: string } | 'never';

/** An API answering each `METHOD path` as told (404 otherwise); what it was asked is in `asked`. */
async function fakeApi(answers: Record<string, Answer>) {
  const asked: string[] = [];
  const api = http.createServer((request, response) => {
    asked.push(
      `${request.method} ${request.url} ${request.headers.authorization ?? '-'} ${request.headers['x-forwarded-for'] ?? '-'}`,
    );
    const answer = answers[`${request.method} ${request.url}`] ?? { status: 404, body: '' };
    if (answer === 'never') return;
    response.writeHead(answer.status, { 'content-type': answer.type ?? 'application/json; charset=utf-8' });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const { port } = api.address() as AddressInfo;
  return {
    asked,
    origin: `http://127.0.0.1:${port}`,
    close: () => {
      api.closeAllConnections();
      api.close();
    },
  };
}

const closing: (() => unknown)[] = [];
afterEach(async () => {
  await Promise.all(closing.splice(0).map((close) => close()));
});

async function hostBehind(api: { origin: string }, app = 'host') {
  const host = await createAppServer({
    app,
    dist: distOf(),
    env: { HOST_PORT: '8080', ...REMOTES_OFF, API_UPSTREAM: api.origin },
  });
  closing.push(() => host.server.close());
  return host.server as {
    inject: (
      options: object,
    ) => Promise<{ statusCode: number; body: string; headers: Record<string, unknown> }>;
  };
}

const login = (server: Awaited<ReturnType<typeof hostBehind>>, landing = true) =>
  server.inject({
    method: 'POST',
    url: '/api/v1/login',
    headers: { 'content-type': 'application/json', ...(landing ? { 'x-switchboard-landing': '1' } : {}) },
    payload: JSON.stringify({ username: 'admin', password: 'secret' }),
    remoteAddress: '203.0.113.9',
  });

const LOGIN_BODY = JSON.stringify({
  token: ADMIN_TOKEN,
  user_sid: 'u-1',
  scope: 'admin',
  force_change: false,
});
const PROVIDERS = [{ service_provider_sid: 'sp-1', name: 'default service provider' }];
const ACCOUNTS = [{ account_sid: 'a-1', name: 'default account', service_provider_sid: 'sp-1' }];

describe('the login answered with its landing answers', () => {
  it("an admin: the service providers and every account, fetched with the new token for the browser's address", async () => {
    const api = await fakeApi({
      'POST /v1/login': { status: 200, body: LOGIN_BODY },
      'GET /v1/ServiceProviders': { status: 200, body: JSON.stringify(PROVIDERS) },
      'GET /v1/Accounts': { status: 200, body: JSON.stringify(ACCOUNTS) },
    });
    closing.push(api.close);
    const answer = await login(await hostBehind(api));
    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({
      ...JSON.parse(LOGIN_BODY),
      switchboard_landing: { '/ServiceProviders': PROVIDERS, '/Accounts': ACCOUNTS },
    });
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
    expect(api.asked.sort()).toEqual([
      `GET /v1/Accounts Bearer ${ADMIN_TOKEN} 203.0.113.9`,
      `GET /v1/ServiceProviders Bearer ${ADMIN_TOKEN} 203.0.113.9`,
      'POST /v1/login - 203.0.113.9',
    ]);
  });

  it('not asked for, a failed login, a two-factor challenge, a remote’s own proxy: the API’s bytes, nothing else asked', async () => {
    const api = await fakeApi({
      'POST /v1/login': { status: 200, body: LOGIN_BODY },
      'GET /v1/ServiceProviders': { status: 200, body: '[]' },
    });
    closing.push(api.close);
    expect((await login(await hostBehind(api), false)).body).toBe(LOGIN_BODY);
    expect((await login(await hostBehind(api, 'identity'))).body).toBe(LOGIN_BODY);
    expect(api.asked.map((line) => line.split(' ')[0])).toEqual(['POST', 'POST']);

    const forbidden = await fakeApi({
      'POST /v1/login': { status: 403, body: 'Forbidden', type: 'text/plain' },
    });
    closing.push(forbidden.close);
    const refused = await login(await hostBehind(forbidden));
    expect([refused.statusCode, refused.body]).toEqual([403, 'Forbidden']);

    const challenge = JSON.stringify({ two_factor_required: true, two_factor_token: 't' });
    const twoFactor = await fakeApi({ 'POST /v1/login': { status: 200, body: challenge } });
    closing.push(twoFactor.close);
    expect((await login(await hostBehind(twoFactor))).body).toBe(challenge);
    expect([...forbidden.asked, ...twoFactor.asked].map((line) => line.split(' ')[0])).toEqual([
      'POST',
      'POST',
    ]);
  });

  it('an answer that fails, is too large or does not come in time is left out; the login is answered', async () => {
    const api = await fakeApi({
      'POST /v1/login': { status: 200, body: LOGIN_BODY },
      'GET /v1/ServiceProviders': { status: 500, body: '{"msg":"no"}' },
      'GET /v1/Accounts': { status: 200, body: JSON.stringify([{ name: 'x'.repeat(MAX_ANSWER_BYTES) }]) },
    });
    closing.push(api.close);
    expect((await login(await hostBehind(api))).body).toBe(LOGIN_BODY);

    const slow = await fakeApi({
      'POST /v1/login': { status: 200, body: LOGIN_BODY },
      'GET /v1/ServiceProviders': { status: 200, body: JSON.stringify(PROVIDERS) },
      'GET /v1/Accounts': 'never',
    });
    closing.push(slow.close);
    const answer = await login(await hostBehind(slow));
    expect(JSON.parse(answer.body).switchboard_landing).toEqual({ '/ServiceProviders': PROVIDERS });
  });

  it('a forced password change asks for nothing', async () => {
    const body = JSON.stringify({ ...JSON.parse(LOGIN_BODY), force_change: true });
    const api = await fakeApi({ 'POST /v1/login': { status: 200, body } });
    closing.push(api.close);
    expect((await login(await hostBehind(api))).body).toBe(body);
    expect(api.asked).toHaveLength(1);
  });
});
