// A token with a step still to do asks for nothing else (docs/api/contract.md#forced-password-change): every operation
// of the OpenAPI document, sent with each kind of restricted token — a user who must change their password, a
// password-reset sign-in, a user whose service provider requires two-factor sign-in they have not set up — is refused
// with 403 and the restriction's own words, writing nothing, except the few the step needs. Generated from the
// document, so a new operation is held to it without editing this file.
import { RESTRICTION_MESSAGES } from '../src/auth/restrictions';
import { PASSWORD, apiFor, createApp, databaseFingerprint, login, NIL_SID, type Api } from './helpers';
import { paymentSandbox } from '../src/dev/payment-sandbox';
import { CannotBuild, buildRequest, operationsOf, type Operation, type Resolver } from './openapi-requests';
import type { FastifyInstance } from 'fastify';

type Restriction = keyof typeof RESTRICTION_MESSAGES;

/** What each restricted token may still ask, by operation; anything else is refused. */
const ALLOWED: Record<Restriction, string[]> = {
  'password-change': [
    'GET /v1/Users/me',
    'POST /v1/logout',
    'POST /v1/logout/everywhere',
    'GET /v1/PasswordSettings',
    'POST /v1/change-password',
    'PUT /v1/Users/{user_sid}',
  ],
  'password-reset': [
    'GET /v1/Users/me',
    'POST /v1/logout',
    'POST /v1/logout/everywhere',
    'GET /v1/PasswordSettings',
    'POST /v1/change-password',
  ],
  'two-factor-setup': [
    'GET /v1/Users/me',
    'POST /v1/logout',
    'POST /v1/logout/everywhere',
    'GET /v1/Users/me/TwoFactor',
    'POST /v1/Users/me/TwoFactor',
    'DELETE /v1/Users/me/TwoFactor',
    'POST /v1/Users/me/TwoFactor/confirm',
  ],
};

let app: FastifyInstance;
let api: Api;
let ops: Operation[];
const tokens = {} as Record<Restriction, { token: string; userSid: string }>;

/** Any sid will do: a restricted token is refused before its request is read (a pcap's method is checked in the path). */
const resolver = (userSid: string): Resolver => ({
  pathParam: (_op, param) => (param === 'user_sid' ? userSid : param === 'method' ? 'invite' : NIL_SID),
  sidField: () => NIL_SID,
  named: (_op, field) => (field === 'page' || field === 'count' ? '1' : undefined),
});

beforeAll(async () => {
  // hosted: the billing operations are in the document too
  app = await createApp({ hosted: true, billing: { sweepIntervalMs: 0, localProvider: paymentSandbox } });
  api = apiFor(app);
  ops = (await operationsOf(app)).filter((op) => !op.isPublic);
  const admin = await login(app, 'admin', 'admin');
  const user = async (name: string, extra: Record<string, unknown>) => {
    const res = await api('POST', '/v1/Users', admin, {
      name,
      email: `${name}@example.com`,
      initial_password: PASSWORD,
      is_active: true,
      ...extra,
    });
    if (res.statusCode !== 201) throw new Error(`setup: ${res.statusCode} ${res.body}`);
    return res.json().user_sid as string;
  };
  // a user who must change their password
  const changer = await user('must-change', {
    force_change: true,
    service_provider_sid: null,
    account_sid: null,
  });
  tokens['password-change'] = { token: await login(app, 'must-change'), userSid: changer };
  // a password-reset sign-in
  const resetter = await user('resets', {
    force_change: false,
    account_sid: '9351f46a-678c-43f5-b8a6-d4eb58d131af',
  });
  await api('POST', '/v1/forgot-password', null, { email: 'resets@example.com' });
  const link = app.ctx.store.get<{ link: string }>(
    'SELECT link FROM password_reset_links WHERE user_sid = ?',
    resetter,
  )!.link;
  const signin = await api('POST', '/v1/signin', null, { link });
  tokens['password-reset'] = { token: signin.json().jwt ?? signin.json().token, userSid: resetter };
  // a user of a service provider that requires two-factor sign-in, without it
  const provider = (await api('POST', '/v1/ServiceProviders', admin, { name: 'strict provider' })).json().sid;
  await api('PUT', `/v1/ServiceProviders/${provider}/TwoFactor`, admin, { required: true });
  const unsecured = await user('unsecured', { force_change: false, service_provider_sid: provider });
  tokens['two-factor-setup'] = { token: await login(app, 'unsecured'), userSid: unsecured };
}, 60_000);
afterAll(() => app?.close());

/** The operation's request; a body the document cannot describe is left out (the refusal comes first). */
function requestFor(op: Operation, userSid: string) {
  try {
    return buildRequest(op, resolver(userSid));
  } catch (error) {
    if (!(error instanceof CannotBuild)) throw error;
    return { method: op.method, url: op.path.replace(/\{[^}]+\}/g, NIL_SID), payload: undefined };
  }
}

describe.each(Object.keys(ALLOWED) as Restriction[])('a %s token', (restriction) => {
  it('is refused every operation but the step’s own, with the restriction’s words, writing nothing', async () => {
    const { token, userSid } = tokens[restriction];
    expect(token).toEqual(expect.any(String));
    const problems: string[] = [];
    for (const op of ops.filter((o) => !ALLOWED[restriction].includes(o.name))) {
      const request = requestFor(op, userSid);
      const before = databaseFingerprint(app);
      const res = await app.inject({
        method: request.method,
        url: request.url,
        headers: { authorization: `Bearer ${token}` },
        ...(request.payload !== undefined ? { payload: request.payload as object } : {}),
      });
      const refused =
        res.statusCode === 403 && res.body === JSON.stringify({ msg: RESTRICTION_MESSAGES[restriction] });
      if (!refused) problems.push(`${op.name} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      if (databaseFingerprint(app) !== before) problems.push(`${op.name} wrote something`);
    }
    expect(problems).toEqual([]);
    // the step's own operations are not refused for the restriction
    for (const name of ALLOWED[restriction].filter((n) => n.startsWith('GET'))) {
      const op = ops.find((o) => o.name === name)!;
      const res = await api('GET', buildRequest(op, resolver(userSid)).url, token);
      expect([name, res.statusCode]).toEqual([name, 200]);
    }
  });
});
