// HTTP-level fakes for component tests (MSW): components talk to a fake API over real fetch, not mocked hooks.
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import {
  API_FEATURES,
  type ApiFeature,
  type Account,
  type LoginResponse,
  type PasswordSettings,
  type ServiceProvider,
  type UsersMe,
} from '@switchboard/shared/types';
import { TEST_ACCOUNT_SID, TEST_SP_SID, testClaims, tokenFor } from './jwt';

/** The API base URL tests run against (renderWithProviders configures it). */
export const TEST_API_BASE_URL = 'http://api.test/v1';

/** Absolute URL of an API path, for MSW handlers: `apiUrl('/Accounts/:sid')`. */
export function apiUrl(path: string): string {
  return `${TEST_API_BASE_URL}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * An MSW server for a test file, with the lifecycle hooks registered: listen before all (unhandled requests fail
 * the test), reset handlers after each, close after all.
 */
export function setupTestServer(...handlers: RequestHandler[]) {
  // Last, so a test's own capabilities handler wins: by default the page talks to Switchboard's API.
  const server = setupServer(...handlers, capabilitiesHandler());
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/**
 * `GET /Capabilities`: Switchboard's API with `features` (default: all of them); `null` answers as a jambonz API
 * does (401 `Unauthorized`, no such route), for the plain-jambonz paths of a screen.
 */
export function capabilitiesHandler(features: readonly ApiFeature[] | null = API_FEATURES): RequestHandler {
  return http.get(apiUrl('/Capabilities'), () =>
    features === null
      ? new HttpResponse('Unauthorized', { status: 401 })
      : HttpResponse.json({ api: 'switchboard', version: '0.1.0', features }),
  );
}

export const testServiceProviders: ServiceProvider[] = [
  {
    service_provider_sid: TEST_SP_SID,
    name: 'default service provider',
    description: null,
    root_domain: null,
    ms_teams_fqdn: null,
    registration_hook: null,
  },
];

/** An account row as `GET /ServiceProviders/:sid/Accounts` returns it. */
export function testAccount(overrides: Partial<Account> = {}): Account {
  return {
    account_sid: TEST_ACCOUNT_SID,
    name: 'default account',
    sip_realm: null,
    service_provider_sid: TEST_SP_SID,
    device_calling_application_sid: null,
    is_active: 1,
    created_at: '2026-01-01T00:00:00.000Z',
    plan_type: 'trial',
    stripe_customer_id: null,
    webhook_secret: 'wh_secret_cJqgtMDPzDhhnjmaJH6Mtk',
    disable_cdrs: 0,
    trial_end_date: null,
    deactivated_reason: null,
    device_to_call_ratio: 5,
    subspace_client_id: null,
    subspace_client_secret: null,
    subspace_sip_teleport_id: null,
    subspace_sip_teleport_destinations: null,
    siprec_hook_sid: null,
    record_all_calls: 0,
    record_format: 'mp3',
    enable_debug_log: 0,
    registration_hook: null,
    queue_event_hook: null,
    bucket_credential: null,
    ...overrides,
  };
}

export interface SessionHandlerOptions {
  /** Scope of the user `/login` signs in (default admin). */
  scope?: 'admin' | 'service_provider' | 'account';
  forceChange?: boolean;
  serviceProviders?: ServiceProvider[];
  accounts?: Account[];
  passwordSettings?: PasswordSettings;
}

/** Handlers for what every app calls: login, logout, Users/me, service providers, their accounts, password settings. */
export function sessionHandlers({
  scope = 'admin',
  forceChange = false,
  serviceProviders = testServiceProviders,
  accounts = [testAccount()],
  passwordSettings = { min_password_length: 8 },
}: SessionHandlerOptions = {}): RequestHandler[] {
  const claims = testClaims(scope);
  const login: LoginResponse = {
    token: tokenFor(scope),
    user_sid: claims.user_sid,
    scope,
    force_change: forceChange,
    permissions: claims.permissions,
    ...(claims.service_provider_sid ? { service_provider_sid: claims.service_provider_sid } : {}),
    ...(claims.account_sid ? { account_sid: claims.account_sid } : {}),
  };
  const me = {
    user: {
      user_sid: claims.user_sid,
      name: claims.name,
      email: `${claims.name}@example.com`,
      scope: 'read-write',
    },
    account: {},
    sp: {},
  } as unknown as UsersMe;
  return [
    http.post(apiUrl('/login'), () => HttpResponse.json(login)),
    http.post(apiUrl('/logout'), () => new HttpResponse(null, { status: 204 })),
    http.get(apiUrl('/Users/me'), () => HttpResponse.json(me)),
    http.get(apiUrl('/ServiceProviders'), () => HttpResponse.json(serviceProviders)),
    http.get(apiUrl('/ServiceProviders/:sid/Accounts'), ({ params }) =>
      HttpResponse.json(accounts.filter((a) => a.service_provider_sid === params.sid)),
    ),
    http.get(apiUrl('/PasswordSettings'), () => HttpResponse.json(passwordSettings)),
  ];
}

export { http, HttpResponse };
