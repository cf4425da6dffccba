// The requests of the tenant-isolation passes (tenant-isolation*.test.ts), built from the OpenAPI document
// (openapi-requests.ts): `target` names tenant B's things everywhere, `reference` names tenant A's in the path and the
// owner fields and B's in every other sid field. What the document cannot say is a short table here, with its reason.
import {
  CannotBuild,
  buildRequest,
  type BuiltRequest,
  type Operation,
  type Resolver,
} from './openapi-requests';
import type { Kind, Tenants } from './tenant-callers';
import { kindOf, t, usernameOf } from './tenant-isolation.fixtures';

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

/** Whether the last request built named anything of tenant B's (else the admin control proves nothing). */
export let namedB = false;

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

export function requestFor(
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

/** Builds the operation's request, or says why it cannot. */
export function tryRequest(
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
