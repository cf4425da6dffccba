// What the tenant-isolation passes share (tenant-isolation*.test.ts): the two tenants (tenants.ts) with tenant B's rows
// and identifiers (tenant-rows.ts), the OpenAPI document's operations, what a path parameter names, and the probe of
// one request as a caller of tenant A: no 5xx, B's rows unchanged, a 2xx only where the path names nothing of B's
// and then carrying none of B's identifiers.
import { operationsOf, paramContext, type BuiltRequest, type Operation } from './openapi-requests';
import { TenantRows } from './tenant-rows';
import { TENANT_CALLERS, type CallerKind, type Kind, type Tenants } from './tenant-callers';
import { createTenants } from './tenants';

// Assigned before the file's tests run; importers read them as live bindings.
export let t: Tenants;
export let ops: Operation[];
export let rows: TenantRows;
export let owned: Set<string>;
export let identifiers: string[];

/** A path segment (and its parent) → what its parameter names. */
export function kindOf(op: Operation, param: string): Kind | null {
  const { segment, parent } = paramContext(op.path, param);
  const bySegment: Record<string, Kind> = {
    ServiceProviders: 'serviceProvider',
    Accounts: 'account',
    Users: 'user',
    ApiKeys: 'apiKey',
    Applications: 'application',
    VoipCarriers: parent === 'Accounts' ? 'accountCarrier' : 'spCarrier',
    SipGateways: 'sipGateway',
    SmppGateways: 'smppGateway',
    PhoneNumbers: 'phoneNumber',
    MicrosoftTeamsTenants: 'teamsTenant',
    Lcrs: 'lcr',
    LcrRoutes: 'lcrRoute',
    LcrCarrierSetEntries: 'lcrEntry',
    Clients: 'client',
    SpeechCredentials: parent === 'Accounts' ? 'accountCredential' : 'spCredential',
    GoogleCustomVoices: 'customVoice',
    Invoices: 'invoice',
    AlertRules: 'alertRule',
    RecentCalls: 'call',
  };
  return bySegment[segment] ?? null;
}

/** A SIP client's username (what `RegisteredSipUsers/{client}` names). */
export function usernameOf(clientSid: string): string {
  return t.app.ctx.store.get<{ u: string }>(
    'SELECT username AS u FROM clients WHERE client_sid = ?',
    clientSid,
  )!.u;
}

/** The path's parameters that name one of B's things (a 2xx for them reads or changes B). */
export const namesB = (op: Operation) => op.pathParams.some((p) => kindOf(op, p) !== null || p === 'code');

export async function send(request: BuiltRequest, token: string | null) {
  return t.app.inject({
    method: request.method,
    url: request.url,
    headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(request.payload !== undefined ? { payload: request.payload as string | object } : {}),
  });
}

/** GETs first (nothing they read is gone yet), then writes, deletes last. */
const ORDER: Record<string, number> = { GET: 0, POST: 1, PUT: 2, PATCH: 2, DELETE: 3 };

beforeAll(async () => {
  t = await createTenants();
  ops = (await operationsOf(t.app)).sort((x, y) => ORDER[x.method] - ORDER[y.method]);
  rows = new TenantRows(t.app.ctx.store);
  owned = rows.ownedIds(t.b.serviceProvider);
  identifiers = [...rows.identifiers(owned), 'Tenant B'];
}, 180_000);
afterAll(() => t?.app.close());

/** Tenant B's rows again, with what the last requests made for it (a spare, the admin's new things). */
export function refreshOwned(): void {
  owned = rows.ownedIds(t.b.serviceProvider, owned);
}

/** Where a tenant-bound caller's 2xx is right although tenant B's rows change, each with the reason. */
const B_MAY_CHANGE: Record<string, string> = {
  'POST /v1/register': 'public: a sign-up joins the service provider it names (hosted registration)',
};

/** Where tenant A's own thing may come to name B's in the second pass, each with the reason. */
const REFERENCE_MAY_NAME_B: Record<string, string> = {
  'POST /v1/Ingest/Cdrs':
    'a call record keeps the application_sid the platform reports: nothing of B is read through it (recent calls answer the sid, never a name)',
  'POST /v1/Ingest/Alerts': 'an alert keeps the target_sid the platform reports, likewise',
};

/** What a tenant-bound caller's answer to `request` did wrong: a 5xx, a change to B, B's data in a 2xx. */
export async function probe(
  op: Operation,
  request: BuiltRequest,
  caller: CallerKind,
  targetsB: boolean,
): Promise<string[]> {
  const problems: string[] = [];
  const before = rows.fingerprint(owned);
  const res = await send(request, t.tokens[caller]);
  const where = `${op.name} as ${caller} (${request.method} ${request.url}) → ${res.statusCode}`;
  if (res.statusCode >= 500) problems.push(`${where}: ${res.body.slice(0, 200)}`);
  const allowed = targetsB ? B_MAY_CHANGE[op.name] : REFERENCE_MAY_NAME_B[op.name];
  if (rows.fingerprint(owned) !== before && !allowed) problems.push(`${where}: changed tenant B`);
  if (res.statusCode < 300) {
    if (targetsB && namesB(op)) problems.push(`${where}: a 2xx for B's resource: ${res.body.slice(0, 200)}`);
    const found = identifiers.filter((id) => res.body.includes(id));
    if (found.length) problems.push(`${where}: the answer carries B's ${found.slice(0, 3).join(', ')}`);
    if (request.method !== 'GET') await keepSignedIn(caller);
  }
  return problems;
}

/** After a pass, every caller of A still reads its own account: no answer above was a refusal for another reason. */
export async function callersStillWork(): Promise<string[]> {
  const out: string[] = [];
  for (const caller of TENANT_CALLERS) {
    const res = await t.api('GET', `/v1/Accounts/${t.a.account}`, t.tokens[caller]);
    if (res.statusCode !== 200)
      out.push(`${caller} no longer reads its account: ${res.statusCode} ${res.body}`);
  }
  return out;
}

/** A caller's own sign-out (or password change) ends its token: sign in again for the next operations. */
export async function keepSignedIn(caller: CallerKind): Promise<void> {
  if (!t.usernames[caller]) return;
  const res = await t.api('GET', '/v1/Users/me', t.tokens[caller]);
  if (res.statusCode === 401) await t.relogin(caller);
}
