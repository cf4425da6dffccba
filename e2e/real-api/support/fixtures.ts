// Set-up through the real API with the admin API key, the way an operator's script would: service providers,
// accounts, users of each scope, applications, carriers with gateways, API keys. The real server's database is
// shared with every other run (and with colleagues), so everything gets a unique name, and a spec file makes its
// own service provider (`useTenant`) and removes it, with everything under it, when it ends.
import { randomBytes } from 'node:crypto';
import { test } from '@playwright/test';
import { ApiClient, ApiError } from '../../harness/api-client';
import { realApiEnv } from './env';

export { ApiError };

/** The admin-scope API key's client (REAL_API_ADMIN_KEY). */
export function adminApi(): ApiClient {
  const { apiUrl, adminKey } = realApiEnv();
  return new ApiClient(apiUrl, adminKey);
}

/** A name no other test, run or colleague uses: `<prefix> ra-<6 hex>`. */
export function unique(prefix: string): string {
  return `${prefix} ra-${randomBytes(3).toString('hex')}`;
}

/** A user name (no spaces) no one else uses. */
export function uniqueUserName(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}`;
}

/** The password every user made here gets: 8–20 characters, as the real server's default policy wants. */
export const PASSWORD = 'RealApi-2468-ok';

export interface MadeUser {
  sid: string;
  name: string;
  password: string;
}

export type Scope = 'admin' | 'service_provider' | 'account';

/** POST /Users (the real server crashes without `initial_password`, so it is always sent). */
export async function createUser(
  api: ApiClient,
  options: {
    scope: Scope;
    serviceProviderSid?: string;
    accountSid?: string;
    forceChange?: boolean;
    viewOnly?: boolean;
    name?: string;
    password?: string;
  },
): Promise<MadeUser> {
  const name = options.name ?? uniqueUserName(`ra-${options.scope.replace('_', '-')}`);
  const password = options.password ?? PASSWORD;
  const { user_sid } = await api.request<{ user_sid: string }>('POST', '/Users', {
    name,
    email: `${name}@example.com`,
    initial_password: password,
    force_change: options.forceChange ? 1 : 0,
    is_active: 1,
    is_view_only: options.viewOnly ? 1 : 0,
    service_provider_sid: options.scope === 'admin' ? null : options.serviceProviderSid,
    account_sid: options.scope === 'account' ? options.accountSid : null,
  });
  return { sid: user_sid, name, password };
}

export async function createServiceProvider(api: ApiClient, name = unique('RA provider')): Promise<string> {
  return (await api.request<{ sid: string }>('POST', '/ServiceProviders', { name })).sid;
}

export async function createAccount(
  api: ApiClient,
  body: { service_provider_sid: string; name?: string } & Record<string, unknown>,
): Promise<string> {
  return (await api.request<{ sid: string }>('POST', '/Accounts', { name: unique('RA account'), ...body }))
    .sid;
}

export async function createApplication(
  api: ApiClient,
  body: { account_sid: string; name?: string } & Record<string, unknown>,
): Promise<string> {
  return (
    await api.request<{ sid: string }>('POST', '/Applications', {
      name: unique('RA app'),
      call_hook: { url: 'https://hooks.example.com/call', method: 'POST' },
      call_status_hook: { url: 'https://hooks.example.com/status', method: 'POST' },
      ...body,
    })
  ).sid;
}

/**
 * A carrier with SIP gateways: of the service provider (`POST /ServiceProviders/:sid/VoipCarriers`), or of an
 * account when `account_sid` is given (which the real server takes from the body there too).
 */
export async function createCarrier(
  api: ApiClient,
  serviceProviderSid: string,
  body: Record<string, unknown> = {},
  gateways: Array<Record<string, unknown>> = [{ ipv4: '192.0.2.10', port: 5060, inbound: 1, outbound: 1 }],
): Promise<string> {
  const { sid } = await api.request<{ sid: string }>(
    'POST',
    `/ServiceProviders/${serviceProviderSid}/VoipCarriers`,
    { name: unique('RA carrier'), ...body },
  );
  for (const gateway of gateways)
    await api.request('POST', '/SipGateways', { voip_carrier_sid: sid, ...gateway });
  return sid;
}

/** An API key of an account or a service provider: its sid and the token to call the API with. */
export async function createApiKey(
  api: ApiClient,
  owner: { account_sid: string } | { service_provider_sid: string },
): Promise<{ sid: string; token: string }> {
  return api.request<{ sid: string; token: string }>('POST', '/ApiKeys', owner);
}

/** A made-up Google service account key: the real server only checks it is JSON with these two fields. */
export const FAKE_GOOGLE_KEY = JSON.stringify({
  type: 'service_account',
  project_id: 'switchboard-real-api',
  client_email: 'real-api@switchboard-real-api.iam.gserviceaccount.com',
  private_key: '-----BEGIN PRIVATE KEY-----\nnot-a-key\n-----END PRIVATE KEY-----\n',
});

/**
 * A speech credential of a service provider, or of one of its accounts when `account_sid` is given (Google with
 * FAKE_GOOGLE_KEY by default; the real server serves Google's languages and voices without asking Google).
 */
export async function createSpeechCredential(
  api: ApiClient,
  serviceProviderSid: string,
  body: Record<string, unknown> = {},
): Promise<string> {
  return (
    await api.request<{ sid: string }>('POST', `/ServiceProviders/${serviceProviderSid}/SpeechCredentials`, {
      vendor: 'google',
      service_key: FAKE_GOOGLE_KEY,
      use_for_tts: 1,
      use_for_stt: 1,
      ...body,
    })
  ).sid;
}

/** A phone number (digits only) no other run uses. */
export function uniqueNumber(): string {
  const digits = BigInt(`0x${randomBytes(5).toString('hex')}`) % 10_000_000_000n;
  return `1555${digits.toString().padStart(10, '0')}`;
}

/**
 * Removes a service provider and everything under it (routing tables, clients, Teams tenants, users, accounts —
 * whose deletion takes their numbers, carriers and applications —, then the provider, whose deletion takes its
 * carriers, speech credentials and API keys). Best effort: what cannot be removed is reported, not thrown, since
 * a leftover under a unique name harms no other test.
 */
export async function removeServiceProvider(api: ApiClient, sid: string): Promise<void> {
  const problems: string[] = [];
  const attempt = async (what: string, run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      problems.push(`${what}: ${(error as Error).message}`);
    }
  };
  type Owned = { account_sid?: string | null; service_provider_sid?: string | null };
  let accounts: string[] = [];
  await attempt('list accounts', async () => {
    const rows = await api.request<Array<{ account_sid: string }>>(
      'GET',
      `/ServiceProviders/${sid}/Accounts`,
    );
    accounts = rows.map((row) => row.account_sid);
  });
  const ours = (row: Owned) =>
    row.service_provider_sid === sid || (row.account_sid ? accounts.includes(row.account_sid) : false);
  const removeAll = async (list: string, idKey: string, path: string) =>
    attempt(`remove ${list}`, async () => {
      const rows = await api.request<Array<Owned & Record<string, unknown>>>('GET', `/${list}`);
      for (const row of rows.filter(ours))
        await attempt(`DELETE /${path}/${String(row[idKey])}`, () =>
          api.request('DELETE', `/${path}/${String(row[idKey])}`),
        );
    });
  await removeAll('Lcrs', 'lcr_sid', 'Lcrs');
  await removeAll('Clients', 'client_sid', 'Clients');
  await removeAll('MicrosoftTeamsTenants', 'ms_teams_tenant_sid', 'MicrosoftTeamsTenants');
  await removeAll('Users', 'user_sid', 'Users');
  for (const account of accounts)
    await attempt(`DELETE /Accounts/${account}`, () => api.request('DELETE', `/Accounts/${account}`));
  await attempt(`DELETE /ServiceProviders/${sid}`, () => api.request('DELETE', `/ServiceProviders/${sid}`));
  if (problems.length > 0)
    console.warn(
      `real-api cleanup of service provider ${sid} left something behind:\n  ${problems.join('\n  ')}`,
    );
}

export interface Tenant {
  api: ApiClient;
  /** This spec file's own service provider (unique name). */
  serviceProviderSid: string;
  serviceProviderName: string;
  /** An account under it. */
  accountSid: string;
  accountName: string;
  /** Users of each scope, made with PASSWORD and no forced change. */
  admin: MadeUser;
  spUser: MadeUser;
  accountUser: MadeUser;
}

/**
 * For a spec file (beforeAll / afterAll): its own service provider with one account, and an admin-scope, a
 * service-provider and an account user; everything removed afterwards (kept with REAL_API_KEEP=1, to look at).
 */
export function useTenant(): Tenant {
  const tenant = {} as Tenant;
  test.beforeAll(async () => {
    const api = adminApi();
    tenant.api = api;
    tenant.serviceProviderName = unique('RA provider');
    tenant.serviceProviderSid = await createServiceProvider(api, tenant.serviceProviderName);
    tenant.accountName = unique('RA account');
    tenant.accountSid = await createAccount(api, {
      name: tenant.accountName,
      service_provider_sid: tenant.serviceProviderSid,
    });
    tenant.admin = await createUser(api, { scope: 'admin' });
    tenant.spUser = await createUser(api, {
      scope: 'service_provider',
      serviceProviderSid: tenant.serviceProviderSid,
    });
    tenant.accountUser = await createUser(api, {
      scope: 'account',
      serviceProviderSid: tenant.serviceProviderSid,
      accountSid: tenant.accountSid,
    });
  });
  test.afterAll(async () => {
    if (!tenant.api || process.env.REAL_API_KEEP === '1') return;
    if (tenant.admin)
      await tenant.api.request('DELETE', `/Users/${tenant.admin.sid}`).catch((error: Error) => {
        console.warn(`real-api cleanup: admin user ${tenant.admin.name}: ${error.message}`);
      });
    if (tenant.serviceProviderSid) await removeServiceProvider(tenant.api, tenant.serviceProviderSid);
  });
  return tenant;
}
