// The platform API built in memory behind MSW, for the portal's component tests: every request a page makes to
// TEST_API_BASE_URL is handed to the real Fastify app (`inject`), so a page is tested against the same routes,
// scopes, validation and shapes as the API tests — not against a hand-written fake that could drift from them.
// A test seeds its data through the API itself (`call`); a failure the API cannot produce on demand is an explicit
// per-test MSW handler (`server.use(...)`), which wins over the forwarding one.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { sessionFromToken, type SessionState } from '@switchboard/shared/store';
import { TEST_API_BASE_URL } from '@switchboard/shared/testing';
import { buildApp, type AppOptions } from '../src/app';
import { DEFAULT_ACCOUNT_SID, DEFAULT_SERVICE_PROVIDER_SID } from '../src/db/seed';

export { DEFAULT_ACCOUNT_SID, DEFAULT_SERVICE_PROVIDER_SID };

/** The seeded admin's password here (set, so the admin is not asked to change it first). */
export const ADMIN_PASSWORD = 'Adm1n-Passw0rd!';
/** The password of the users `sessionAs` creates. */
export const USER_PASSWORD = 'Us3r-Passw0rd!';

export type Scope = 'admin' | 'service_provider' | 'account';

/** One in-memory API: its Fastify app, the MSW handler that forwards to it, and ways to sign in and seed. */
export interface ContractApi {
  app: FastifyInstance;
  /** forwards every request under TEST_API_BASE_URL to `app` */
  handler: RequestHandler;
  /** `POST /login` through the API: the token */
  signIn(username: string, password: string): Promise<string>;
  /** a signed-in session of a scope (admin; a user of the default service provider; of its default account) */
  sessionAs(scope: Scope, extra?: { isViewOnly?: boolean }): Promise<{ session: SessionState }>;
  /** the admin's token, for seeding */
  adminToken(): Promise<string>;
  /** one call as a client makes it (`path` under /v1); throws on an error answer; the JSON body */
  call<T = unknown>(method: InjectOptions['method'], path: string, token: string, body?: unknown): Promise<T>;
  close(): Promise<void>;
}

const PREFIX = new URL(TEST_API_BASE_URL).pathname; // '/v1'

export async function createContractApi(options: AppOptions = {}): Promise<ContractApi> {
  const app = await buildApp({ outboundTimeoutMs: 1500, adminInitialPassword: ADMIN_PASSWORD, ...options });
  await app.ready();

  const handler = http.all(`${TEST_API_BASE_URL}/*`, async ({ request }) => {
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    const body = ['GET', 'HEAD'].includes(request.method) ? null : Buffer.from(await request.arrayBuffer());
    const res = await app.inject({
      method: request.method as InjectOptions['method'],
      url: `${PREFIX}${url.pathname.slice(PREFIX.length)}${url.search}`,
      headers,
      ...(body && body.length > 0 ? { payload: body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(res.headers)) {
      if (value === undefined || key === 'content-length' || key === 'transfer-encoding') continue;
      responseHeaders.set(key, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new HttpResponse(empty ? null : res.rawPayload, {
      status: res.statusCode,
      headers: responseHeaders,
    });
  });

  const call: ContractApi['call'] = async (method, path, token, body) => {
    const res = await app.inject({
      method,
      url: `${PREFIX}${path}`,
      headers: { authorization: `Bearer ${token}` },
      ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
    });
    if (res.statusCode >= 400) throw new Error(`${method} ${path}: ${res.statusCode} ${res.body}`);
    return (res.body === '' ? undefined : res.json()) as never;
  };

  const signIn: ContractApi['signIn'] = async (username, password) => {
    const res = await app.inject({ method: 'POST', url: `${PREFIX}/login`, payload: { username, password } });
    if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
    return (res.json() as { token: string }).token;
  };

  let admin: Promise<string> | null = null;
  const adminToken = () => (admin ??= signIn('admin', ADMIN_PASSWORD));

  const sessionAs: ContractApi['sessionAs'] = async (scope, extra = {}) => {
    let token: string;
    if (scope === 'admin') token = await adminToken();
    else {
      const name = `${scope === 'account' ? 'acct' : 'sp'}${extra.isViewOnly ? 'viewer' : 'user'}`;
      await call('POST', '/Users', await adminToken(), {
        name,
        email: `${name}@example.com`,
        initial_password: USER_PASSWORD,
        force_change: false,
        is_active: true,
        is_view_only: extra.isViewOnly ?? false,
        service_provider_sid: DEFAULT_SERVICE_PROVIDER_SID,
        account_sid: scope === 'account' ? DEFAULT_ACCOUNT_SID : null,
      });
      token = await signIn(name, USER_PASSWORD);
    }
    // An admin works within a chosen service provider; the host remembers the default one.
    return {
      session: sessionFromToken(token, { serviceProviderSid: DEFAULT_SERVICE_PROVIDER_SID }),
    };
  };

  return { app, handler, call, signIn, sessionAs, adminToken, close: () => app.close() };
}

/**
 * An MSW server for a test file forwarding to a fresh in-memory API per test (`api.current`); unhandled requests
 * (anything outside the API) fail the test.
 */
export function setupContractApi(options: AppOptions = {}) {
  const server = setupServer();
  const state = { server, current: null as unknown as ContractApi };
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(async () => {
    state.current = await createContractApi(options);
    server.resetHandlers(state.current.handler);
  });
  afterEach(async () => {
    server.resetHandlers();
    await state.current.close();
  });
  afterAll(() => server.close());
  return state;
}
