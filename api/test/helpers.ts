// Test helpers: a fresh in-memory API per test file and callers of every kind.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../src/app';
import { TokenService } from '../src/auth/tokens';
import { DEFAULT_ACCOUNT_SID, DEFAULT_SERVICE_PROVIDER_SID } from '../src/db/seed';
import { UserRepository, loginClaims } from '../src/areas/identity';
import type { OutboxMailer } from '../src/mail/mailer';

export { DEFAULT_ACCOUNT_SID, DEFAULT_SERVICE_PROVIDER_SID };

export const PASSWORD = 'Passw0rd!23';
export const NIL_SID = '00000000-0000-4000-8000-000000000000';

/**
 * A fresh API. The seeded admin signs in with "admin" but, unlike a real fresh install, without the forced
 * password change (whose token may do nothing else): pass `adminInitialPassword: undefined` for the real thing.
 */
export async function createApp(options: AppOptions = {}): Promise<FastifyInstance> {
  return buildApp({ outboundTimeoutMs: 1500, adminInitialPassword: 'admin', ...options });
}

export type Api = (
  method: InjectOptions['method'],
  url: string,
  token?: string | null,
  payload?: unknown,
) => Promise<LightMyRequestResponse>;

/** `api('GET', '/v1/Accounts', token)`; a payload is sent as JSON. */
export function apiFor(app: FastifyInstance): Api {
  return (method, url, token, payload) =>
    app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload !== undefined ? { payload: payload as InjectOptions['payload'] } : {}),
    });
}

export async function login(app: FastifyInstance, username: string, password = PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/v1/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

/** Every kind of caller the authorisation rules distinguish, on one database. */
export interface World {
  app: FastifyInstance;
  api: Api;
  sp1: string;
  sp2: string;
  /** account of sp1 (the seeded default account) */
  acct1: string;
  /** another account of sp1 */
  acct2: string;
  /** an account of sp2 */
  acctB: string;
  users: { admin: string; sp: string; spOther: string; acct: string; acctOther: string; viewOnly: string };
  tokens: {
    admin: string;
    sp: string;
    spOther: string;
    acct: string;
    acctOther: string;
    viewOnly: string;
    adminKey: string;
    spKey: string;
    acctKey: string;
    expired: string;
  };
  outbox: OutboxMailer;
}

export async function createWorld(options: AppOptions = {}): Promise<World> {
  const app = await createApp(options);
  const api = apiFor(app);
  const admin = await login(app, 'admin', 'admin');
  const must = async (res: Promise<LightMyRequestResponse>, status = 201) => {
    const r = await res;
    if (r.statusCode !== status) throw new Error(`setup: ${r.statusCode} ${r.body}`);
    return r.statusCode === 204 ? {} : r.json();
  };
  const sp1 = DEFAULT_SERVICE_PROVIDER_SID;
  const acct1 = DEFAULT_ACCOUNT_SID;
  const { sid: sp2 } = await must(api('POST', '/v1/ServiceProviders', admin, { name: 'second sp' }));
  const { sid: acct2 } = await must(
    api('POST', '/v1/Accounts', admin, { name: 'second account', service_provider_sid: sp1 }),
  );
  const { sid: acctB } = await must(
    api('POST', '/v1/Accounts', admin, { name: 'account of sp2', service_provider_sid: sp2 }),
  );
  const user = async (
    name: string,
    sp: string | null,
    account: string | null,
    extra: Record<string, unknown> = {},
  ) =>
    (
      await must(
        api('POST', '/v1/Users', admin, {
          name,
          email: `${name}@example.com`,
          initial_password: PASSWORD,
          force_change: false,
          is_active: true,
          service_provider_sid: sp,
          account_sid: account,
          ...extra,
        }),
      )
    ).user_sid as string;
  const users = {
    admin: findAdminSid(app),
    sp: await user('spuser', sp1, null),
    spOther: await user('spother', sp2, null),
    acct: await user('acctuser', sp1, acct1),
    acctOther: await user('acctother', sp1, acct2),
    viewOnly: await user('viewer', sp1, acct1, { is_view_only: true }),
  };
  const key = async (body: Record<string, unknown>) =>
    (await must(api('POST', '/v1/ApiKeys', admin, body))).token as string;
  const tokens = {
    admin,
    sp: await login(app, 'spuser'),
    spOther: await login(app, 'spother'),
    acct: await login(app, 'acctuser'),
    acctOther: await login(app, 'acctother'),
    viewOnly: await login(app, 'viewer'),
    adminKey: await key({}),
    spKey: await key({ service_provider_sid: sp1 }),
    acctKey: await key({ account_sid: acct1 }),
    expired: await expiredToken(app, users.acct),
  };
  return { app, api, sp1, sp2, acct1, acct2, acctB, users, tokens, outbox: app.ctx.mailer as OutboxMailer };
}

function findAdminSid(app: FastifyInstance): string {
  return app.ctx.store.get<{ user_sid: string }>("SELECT user_sid FROM users WHERE name = 'admin'")!.user_sid;
}

/** A correctly signed token of `userSid` that expired an hour ago. */
export async function expiredToken(app: FastifyInstance, userSid: string): Promise<string> {
  const user = new UserRepository(app.ctx.store).find(userSid)!;
  const past = new TokenService(app.ctx.options.jwtSecret, 60, () => Date.now() - 2 * 3600 * 1000);
  return past.sign(loginClaims(app.ctx.store, user), user.token_version);
}

/** Row counts of every table (the search indexes are derived data, left out): a rejected write must leave them all unchanged. */
/** A request that must succeed: its JSON answer (`{}` for 204); any other answer throws, saying what came back. */
export async function mustSucceed(
  w: World,
  method: string,
  url: string,
  body?: unknown,
  token = w.tokens.admin,
) {
  const res = await w.api(method as 'POST', url, token, body);
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.statusCode === 204 ? {} : res.json();
}

/** A request that must be refused with `status` and `{msg}`, and change no table (nothing half-written). */
export async function refusedUnchanged(
  w: World,
  method: string,
  url: string,
  body: unknown,
  status: number,
  msg: string,
  token = w.tokens.admin,
) {
  const before = tableCounts(w.app);
  const res = await w.api(method as 'POST', url, token, body);
  expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { msg } });
  expect(tableCounts(w.app)).toEqual(before);
}

/** Each query (of a read under test) answered 400 with a `{msg}` matching its pattern. */
export async function expectBadQueries(
  read: (query: string) => Promise<LightMyRequestResponse>,
  cases: readonly [query: string, msg: RegExp][],
) {
  for (const [query, msg] of cases) {
    const res = await read(query);
    expect({ query, status: res.statusCode, msg: res.json().msg }).toEqual({
      query,
      status: 400,
      msg: expect.stringMatching(msg),
    });
  }
}

/** A route mounted under both owners is documented under both in the OpenAPI document. */
export async function expectDocumentedForBothOwners(w: World, resource: string) {
  const doc = (await w.api('GET', '/v1/openapi.json', null)).json();
  expect(doc.paths[`/v1/Accounts/{sid}/${resource}`]?.get).toBeDefined();
  expect(doc.paths[`/v1/ServiceProviders/{sid}/${resource}`]?.get).toBeDefined();
}

export function tableCounts(app: FastifyInstance): Record<string, number> {
  const tables = app.ctx.store
    .all<{ name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '%\\_search%' ESCAPE '\\' AND name NOT LIKE 'cdr_numbers%' ORDER BY name",
    )
    .map((t) => t.name);
  return Object.fromEntries(
    tables.map((t) => [t, app.ctx.store.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${t}`)!.n]),
  );
}

/** A hash of the whole database content, for "nothing changed" checks that also catch updates. */
export function databaseFingerprint(app: FastifyInstance): string {
  const tables = Object.keys(tableCounts(app)).filter((t) => t !== 'login_attempts');
  return tables
    .map((t) => `${t}:${JSON.stringify(app.ctx.store.all(`SELECT * FROM ${t} ORDER BY rowid`))}`)
    .join('\n');
}
