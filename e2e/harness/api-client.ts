// A small client of the jambonz v1 API for test set-up: sign in, and create what a test needs (service providers,
// accounts, users of each scope, applications, API keys) without going through the UI.

/** The seeded admin (docs/api/contract.md#fresh-database: admin / admin with a forced change) and the password the suite gives it. */
export const SEEDED_ADMIN = { username: 'admin', password: 'admin' } as const;
export const ADMIN_PASSWORD = 'Admin-e2e-2468';
/** A password every user the suite creates gets (meets the default policy and a stricter one). */
export const USER_PASSWORD = 'User-e2e-1357';

export interface LoginResult {
  token: string;
  user_sid: string;
  scope: string;
  force_change: boolean;
  account_sid?: string;
  service_provider_sid?: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    what: string,
  ) {
    super(`${what} → HTTP ${status}: ${body}`);
  }
}

export class ApiClient {
  constructor(
    readonly baseUrl: string,
    readonly token?: string,
  ) {}

  withToken(token: string): ApiClient {
    return new ApiClient(this.baseUrl, token);
  }

  async request<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new ApiError(response.status, text, `${method} ${path}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  login(username: string, password: string): Promise<LoginResult> {
    return this.request<LoginResult>('POST', '/login', { username, password });
  }

  /** Signs in and returns a client carrying the token. */
  async signedIn(username: string, password: string): Promise<{ client: ApiClient; login: LoginResult }> {
    const login = await this.login(username, password);
    return { client: this.withToken(login.token), login };
  }

  /** The seeded admin, past its forced password change (done through the API). */
  async adminAfterForcedChange(): Promise<ApiClient> {
    const first = await this.login(SEEDED_ADMIN.username, SEEDED_ADMIN.password);
    await this.withToken(first.token).request('PUT', `/Users/${first.user_sid}`, {
      old_password: SEEDED_ADMIN.password,
      new_password: ADMIN_PASSWORD,
    });
    return (await this.signedIn(SEEDED_ADMIN.username, ADMIN_PASSWORD)).client;
  }

  async serviceProviders(): Promise<{ service_provider_sid: string; name: string }[]> {
    return this.request('GET', '/ServiceProviders');
  }

  /** The seeded "default service provider". */
  async defaultServiceProviderSid(): Promise<string> {
    const list = await this.serviceProviders();
    const sp = list.find((p) => p.name === 'default service provider') ?? list[0];
    return sp.service_provider_sid;
  }

  async createServiceProvider(name: string): Promise<string> {
    return (await this.request<{ sid: string }>('POST', '/ServiceProviders', { name })).sid;
  }

  async createAccount(body: {
    name: string;
    service_provider_sid: string;
    sip_realm?: string;
  }): Promise<string> {
    return (await this.request<{ sid: string }>('POST', '/Accounts', body)).sid;
  }

  async accounts(serviceProviderSid: string): Promise<{ account_sid: string; name: string }[]> {
    return this.request('GET', `/ServiceProviders/${serviceProviderSid}/Accounts`);
  }

  async createUser(body: {
    name: string;
    scope: 'admin' | 'service_provider' | 'account';
    service_provider_sid?: string;
    account_sid?: string;
    is_view_only?: boolean;
    force_change?: boolean;
    password?: string;
  }): Promise<string> {
    const result = await this.request<{ user_sid: string }>('POST', '/Users', {
      name: body.name,
      email: `${body.name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`,
      initial_password: body.password ?? USER_PASSWORD,
      force_change: body.force_change ? 1 : 0,
      is_active: 1,
      is_view_only: body.is_view_only ? 1 : 0,
      service_provider_sid: body.scope === 'admin' ? null : body.service_provider_sid,
      account_sid: body.scope === 'account' ? body.account_sid : null,
    });
    return result.user_sid;
  }

  async createApplication(body: { name: string; account_sid: string; callUrl?: string }): Promise<string> {
    const result = await this.request<{ sid: string }>('POST', '/Applications', {
      name: body.name,
      account_sid: body.account_sid,
      call_hook: { url: body.callUrl ?? 'https://example.com/call', method: 'POST' },
      call_status_hook: { url: 'https://example.com/status', method: 'POST' },
    });
    return result.sid;
  }

  async createAccountApiKey(accountSid: string): Promise<string> {
    return (await this.request<{ sid: string }>('POST', '/ApiKeys', { account_sid: accountSid })).sid;
  }

  async logout(): Promise<void> {
    await this.request('POST', '/logout');
  }
}
