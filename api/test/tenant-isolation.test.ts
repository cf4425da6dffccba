// Every operation of the OpenAPI document × every caller bound to tenant A (the provider's admin and view-only
// users, an account user and a view-only one, a provider's and an account's API key) against tenant B's resources
// (tenants.ts): no 2xx that reads or changes them. Generated: path parameters take B's sids, bodies are the smallest
// the operation's schema accepts with every sid field naming B's (openapi-requests.ts), so a new operation is covered
// without editing this file; one it cannot build a request for fails here with its name, unless listed with a reason.
// For every request: no 5xx; B's rows unchanged (tenant-rows.ts); a 2xx only where the path names nothing of B's,
// and then carrying none of B's identifiers (a list narrowed to the caller). The admin (user and API key) is the
// control: the same request must succeed for them, which proves it reaches B's resource and is one the API accepts.
// A second pass sends the same operations on tenant A's own things with every other sid field naming B's (a number
// routed to B's carrier, a table borrowing B's entry): nothing of A may come to name B.
import {
  CannotBuild,
  buildRequest,
  operationsOf,
  paramContext,
  type BuiltRequest,
  type Operation,
  type Resolver,
} from './openapi-requests';
import { TenantRows } from './tenant-rows';
import { TENANT_CALLERS, type CallerKind, type Kind, type Tenants } from './tenant-callers';
import { createTenants } from './tenants';

let t: Tenants;
let ops: Operation[];
let rows: TenantRows;
let owned: Set<string>;
let identifiers: string[];

/** A path segment (and its parent) → what its parameter names. */
function kindOf(op: Operation, param: string): Kind | null {
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
function usernameOf(clientSid: string): string {
  return t.app.ctx.store.get<{ u: string }>(
    'SELECT username AS u FROM clients WHERE client_sid = ?',
    clientSid,
  )!.u;
}

/** A body's or a query's sid field → what it names. */
const SID_FIELDS: Record<string, Kind> = {
  account_sid: 'account',
  service_provider_sid: 'serviceProvider',
  user_sid: 'user',
  application_sid: 'application',
  device_calling_application_sid: 'application',
  siprec_hook_sid: 'application',
  webhook_sid: 'webhook',
  voip_carrier_sid: 'spCarrier',
  target_sid: 'spCarrier',
  sip_gateway_sid: 'sipGateway',
  smpp_gateway_sid: 'smppGateway',
  phone_number_sid: 'phoneNumber',
  client_sid: 'client',
  lcr_sid: 'lcr',
  lcr_route_sid: 'lcrRoute',
  lcr_carrier_set_entry_sid: 'lcrEntry',
  default_carrier_set_entry_sid: 'lcrEntry',
  ms_teams_tenant_sid: 'teamsTenant',
  speech_credential_sid: 'spCredential',
  call_sid: 'call',
};

let seq = 0;
const unique = (prefix: string) => `${prefix}${(seq += 1)}`;

/** Values the schema cannot make valid by itself; anything not here is derived from the schema. */
function named(op: Operation, field: string): unknown {
  switch (field) {
    case 'name':
      return unique('isolation ');
    case 'email':
      return `${unique('isolation')}@example.com`;
    // an alert rule needs somewhere to send its notifications
    case 'emails':
      return [`${unique('isolation')}@example.com`];
    case 'username':
      return unique('isolation');
    case 'password':
    case 'initial_password':
    case 'new_password':
      return 'Isolation-pass-1';
    case 'old_password':
      return 'not-the-password';
    case 'url':
      return 'https://hooks.example.com/isolation';
    case 'number':
      return `1666${String(1000000 + (seq += 1))}`;
    case 'ipv4':
      return '203.0.113.9';
    case 'regex':
      return '1';
    case 'tenant_fqdn':
      return `${unique('isolation')}.example.com`;
    case 'code':
      return '000000';
    case 'product_sid':
      return 'c4403cdb-8e75-4b27-9726-7d8315e3216d';
    case 'sip_callid':
      return `${unique('isolation')}@203.0.113.9`;
    case 'attempted_at':
    case 'terminated_at':
    case 'time':
      return Date.now() - 60_000;
    case 'answered':
      return false;
    case 'src_ip':
    case 'dst_ip':
      return '203.0.113.9';
    case 'value':
      return `${unique('isolation')}@example.com`;
    case 'page':
      return '1';
    case 'count':
    case 'page_size':
      return '25';
    default:
      return undefined;
  }
}

/**
 * Requests the document cannot describe whole: a field the schema leaves optional that the rules require (which
 * one depends on another, like a speech vendor's key), or a body that is not JSON. Each built for tenant B.
 */
const EXTRA_FIELDS: Record<string, () => Record<string, unknown>> = {
  'POST /v1/ServiceProviders/{sid}/SpeechCredentials': () => ({
    vendor: 'deepgram',
    label: unique('iso'),
    api_key: 'isolation-key-1',
  }),
  'POST /v1/Accounts/{sid}/SpeechCredentials': () => ({
    vendor: 'deepgram',
    label: unique('iso'),
    api_key: 'isolation-key-1',
  }),
  'POST /v1/GoogleCustomVoices': () => ({ name: unique('iso'), model: 'projects/p/locations/l/models/m' }),
  'POST /v1/LcrRoutes': () => ({ regex: '1', priority: (seq += 1) }),
  'POST /v1/register': () => ({
    email: `${unique('isolation')}@example.com`,
    password: 'Isolation-pass-1',
    email_activation_code: '000000',
  }),
  // an update with nothing in it is refused as such
  'PUT /v1/Users/{user_sid}': () => ({ name: unique('isolation') }),
  'PUT /v1/ServiceProviders/{sid}/SpeechCredentials/{credential_sid}': () => ({ use_for_tts: 1 }),
  'PUT /v1/Accounts/{sid}/SpeechCredentials/{credential_sid}': () => ({ use_for_tts: 1 }),
};

/**
 * Fields left out when the request targets B (first pass) because the API refuses them for everyone, so the control
 * could not pass; the second pass keeps them (a new routing table takes no default entry: another table's would be
 * borrowed, telephony-lcr-default-entry.test.ts).
 */
const TARGET_OMITS: Record<string, string[]> = {
  'POST /v1/Lcrs': ['default_carrier_set_entry_sid'],
};

/** Operations whose request is not JSON (the document names no body, or another kind): built here for B. */
const HAND_BUILT: Record<string, (t: Tenants) => BuiltRequest> = {
  'POST /v1/PhoneNumbers/Import': (x) => ({
    method: 'POST',
    url: `/v1/PhoneNumbers/Import?service_provider_sid=${x.b.serviceProvider}`,
    headers: { 'content-type': 'text/csv' },
    payload: `number,carrier,account\n1777${String(1000000 + (seq += 1))},${x.b.spCarrier},${x.b.account}\n`,
  }),
  'POST /v1/GoogleCustomVoices/{sid}/VoiceCloningKey': (x) => {
    const boundary = '----isolation';
    return {
      method: 'POST',
      url: `/v1/GoogleCustomVoices/${x.b.customVoice}/VoiceCloningKey`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="key.txt"\r\nContent-Type: text/plain\r\n\r\nisolation-key\r\n--${boundary}--\r\n`,
    };
  },
};

/** Where a tenant-bound caller's 2xx is right although tenant B's rows change, each with the reason. */
const B_MAY_CHANGE: Record<string, string> = {
  'POST /v1/register': 'public: a sign-up joins the service provider it names (hosted registration)',
};

/** Operations left out of the second pass, each with the reason. */
const REFERENCE_SKIPPED: Record<string, string> = {
  'PUT /v1/ServiceProviders/{sid}/TwoFactor':
    'names nothing but its path; on tenant A it would make every user of A set up two-factor sign-in first',
};

/** Where tenant A's own thing may come to name B's in the second pass, each with the reason. */
const REFERENCE_MAY_NAME_B: Record<string, string> = {
  'POST /v1/Ingest/Cdrs':
    'a call record keeps the application_sid the platform reports: nothing of B is read through it (recent calls answer the sid, never a name)',
  'POST /v1/Ingest/Alerts': 'an alert keeps the target_sid the platform reports, likewise',
};

interface ControlException {
  status: number;
  reason: string;
}
const CONTROL: Record<string, ControlException> = {
  'GET /v1/ServiceProviders/{sid}/SpeechCredentials/{credential_sid}/synthesize': {
    status: 502,
    reason: 'asks the vendor, whom a test cannot reach: the 502 says access was granted',
  },
  'GET /v1/Accounts/{sid}/SpeechCredentials/{credential_sid}/synthesize': {
    status: 502,
    reason: 'asks the vendor, whom a test cannot reach: the 502 says access was granted',
  },
};

/** Whether the last request built named anything of tenant B's (else the admin control proves nothing). */
let namedB = false;

/** The owner fields of a body: who a new thing belongs to (the rest of its sid fields point at other things). */
const OWNER_FIELDS = new Set(['account_sid', 'service_provider_sid']);

/**
 * `target`: everything names tenant B's things (`fresh` ones in place of some); `reference`: the path and the owner
 * fields name tenant A's, every other sid field B's — a caller changing its own things to point at B's.
 */
function resolverFor(mode: 'target' | 'reference', fresh: Partial<Record<Kind, string>> = {}): Resolver {
  const thing = (kind: Kind, tenant: 'a' | 'b' = 'b') => {
    if (tenant === 'a') return t.a[kind] || t.b[kind];
    namedB = true;
    return fresh[kind] ?? t.b[kind];
  };
  const recording = t.bCall.recording_url.split('/');
  const [year, month, day, format] = recording.slice(-4);
  return {
    pathParam(op, param) {
      const special: Record<string, () => string> = {
        call_id: () => t.bCall.sip_callid,
        call_sid: () => t.bCall.call_sid,
        trace_id: () => t.bCall.trace_id,
        method: () => 'invite',
        year: () => year,
        month: () => month,
        day: () => day,
        format: () => format,
        template: () => '7d509a18-bbff-4c5d-b21e-b99bf8f8c49a',
        realm: () => `${unique('iso')}.tenant-b.example.com`,
        code: () =>
          t.app.ctx.store.get<{ c: string }>(
            'SELECT email_activation_code AS c FROM users WHERE user_sid = ?',
            t.b.signUp,
          )!.c,
        invoice_id: () => t.b.invoice,
        // a registered SIP client is named by its username, not its sid
        client: () => usernameOf(mode === 'reference' ? t.a.client : thing('client')),
      };
      if (special[param]) {
        if (!['method', 'year', 'month', 'day', 'format', 'template', 'realm'].includes(param)) namedB = true;
        return special[param]();
      }
      const kind = kindOf(op, param);
      if (!kind) throw new CannotBuild(`${op.name}: no fixture for path parameter ${param}`);
      return thing(kind, mode === 'reference' ? 'a' : 'b');
    },
    sidField(op, field) {
      // an activation code is the sign-up's
      const kind = field === 'user_sid' && op.path.includes('/ActivationCode') ? 'signUp' : SID_FIELDS[field];
      if (kind === 'call') return crypto.randomUUID();
      if (!kind) {
        const value = named(op, field);
        if (typeof value === 'string') return value;
        throw new CannotBuild(`${op.name}: no fixture for the sid field ${field}`);
      }
      return thing(kind, mode === 'reference' && OWNER_FIELDS.has(field) ? 'a' : 'b');
    },
    named,
  };
}

/** The path's parameters that name one of B's things (a 2xx for them reads or changes B). */
const namesB = (op: Operation) => op.pathParams.some((p) => kindOf(op, p) !== null || p === 'code');

function requestFor(
  op: Operation,
  mode: 'target' | 'reference',
  fresh: Partial<Record<Kind, string>> = {},
): BuiltRequest {
  namedB = false;
  if (HAND_BUILT[op.name]) {
    namedB = true;
    return HAND_BUILT[op.name](t);
  }
  const request = buildRequest(op, resolverFor(mode, fresh), {
    allSids: mode === 'reference' || op.method === 'POST',
  });
  const extra = EXTRA_FIELDS[op.name];
  if (extra) request.payload = { ...(request.payload as object), ...extra() };
  if (mode === 'target')
    for (const field of TARGET_OMITS[op.name] ?? [])
      delete (request.payload as Record<string, unknown>)[field];
  return request;
}

async function send(request: BuiltRequest, token: string | null) {
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

it('tenant B owns what was made for it, and shares nothing with tenant A', () => {
  for (const [kind, sid] of Object.entries(t.b)) expect([kind, owned.has(sid)]).toEqual([kind, true]);
  for (const sid of Object.values(t.a).filter(Boolean))
    expect([sid, owned.has(sid) ? rows.explain(owned, sid) : []]).toEqual([sid, []]);
  expect(identifiers).toEqual(expect.arrayContaining([t.bCall.call_sid, t.bCall.sip_callid]));
});

/** What a tenant-bound caller's answer to `request` did wrong: a 5xx, a change to B, B's data in a 2xx. */
async function probe(
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

/** Builds the operation's request, or says why it cannot. */
function tryRequest(
  op: Operation,
  mode: 'target' | 'reference',
  fresh: Partial<Record<Kind, string>> = {},
): BuiltRequest | string {
  try {
    return requestFor(op, mode, fresh);
  } catch (error) {
    if (!(error instanceof CannotBuild)) throw error;
    return `cannot build: ${error.message}`;
  }
}

/** After a pass, every caller of A still reads its own account: no answer above was a refusal for another reason. */
async function callersStillWork(): Promise<string[]> {
  const out: string[] = [];
  for (const caller of TENANT_CALLERS) {
    const res = await t.api('GET', `/v1/Accounts/${t.a.account}`, t.tokens[caller]);
    if (res.statusCode !== 200)
      out.push(`${caller} no longer reads its account: ${res.statusCode} ${res.body}`);
  }
  return out;
}

it('every operation on tenant B’s things: no caller of tenant A reads or changes them; the admin does', async () => {
  const problems: string[] = [];
  expect(ops.length).toBeGreaterThan(150);
  for (const op of ops) {
    // a DELETE takes a fresh one of B's things, so the next operations still find theirs
    const fresh: Partial<Record<Kind, string>> = {};
    const last = op.pathParams[op.pathParams.length - 1];
    const kind = last && kindOf(op, last);
    if (op.method === 'DELETE' && kind && op.path.endsWith(`{${last}}`)) {
      fresh[kind] = await t.freshB(kind);
      owned = rows.ownedIds(t.b.serviceProvider, owned);
    }
    const request = tryRequest(op, 'target', fresh);
    if (typeof request === 'string') {
      problems.push(request);
      continue;
    }
    for (const caller of TENANT_CALLERS) problems.push(...(await probe(op, request, caller, true)));
    // the control: the request reaches B's thing and is one the API accepts (a write is made once)
    if (!namedB) continue;
    for (const caller of request.method === 'GET' ? (['admin', 'adminKey'] as const) : (['admin'] as const)) {
      // made again: a caller of A may have made the same new thing in its own tenant (its name is taken then)
      const control = request.method === 'GET' ? request : requestFor(op, 'target', fresh);
      const res = await send(control, t.tokens[caller]);
      const expected = CONTROL[op.name];
      if (expected ? res.statusCode !== expected.status : res.statusCode >= 300)
        problems.push(
          `control ${op.name} as ${caller} (${control.method} ${control.url}) → ${res.statusCode} ${res.body.slice(0, 200)}`,
        );
      if (request.method !== 'GET') {
        await keepSignedIn(caller);
        owned = rows.ownedIds(t.b.serviceProvider, owned);
      }
    }
  }
  problems.push(...(await callersStillWork()));
  expect(problems).toEqual([]);
}, 300_000);

it('every operation on tenant A’s own things pointing at B’s: nothing of A comes to name B', async () => {
  const problems: string[] = [];
  // a DELETE of one's own things tells nothing here
  for (const op of ops.filter((o) => o.method !== 'DELETE' && !REFERENCE_SKIPPED[o.name])) {
    const request = tryRequest(op, 'reference');
    if (typeof request === 'string') {
      problems.push(request);
      continue;
    }
    if (!namedB) continue;
    for (const caller of TENANT_CALLERS) problems.push(...(await probe(op, request, caller, false)));
  }
  problems.push(...(await callersStillWork()));
  expect(problems).toEqual([]);
}, 300_000);

/** A caller's own sign-out (or password change) ends its token: sign in again for the next operations. */
async function keepSignedIn(caller: CallerKind): Promise<void> {
  if (!t.usernames[caller]) return;
  const res = await t.api('GET', '/v1/Users/me', t.tokens[caller]);
  if (res.statusCode === 401) await t.relogin(caller);
}
