// No answer to a caller who may not change a resource carries that resource's secret in clear. Every resource that
// holds a secret is seeded with a unique marker (tenants.ts: carrier passwords, webhook passwords, the webhook
// signing secret, subspace and bucket secrets, SIP client passwords, speech keys, a voice cloning key, API key
// tokens, two-factor secrets and recovery codes, a sign-up's e-mail code), each with the callers who may change what
// holds it. Every GET operation of the OpenAPI document is then called by every kind of caller, with its path
// parameters naming each tenant's things in turn (openapi-requests.ts): a marker may appear only in an answer to one
// of its changers; everyone else gets it masked as the rules mask (docs/api/contract.md#secret-masking). The admin
// is the control: each operation answers it 2xx for some request, and each secret a changer reads in clear is read so
// at least once, so no check passes because nothing was read.
import { buildRequest, operationsOf, paramContext, type Operation, type Resolver } from './openapi-requests';
import { CALLERS, type Kind, type Tenants, type Things } from './tenant-callers';
import { createTenants } from './tenants';

let t: Tenants;
let gets: Operation[];

/** What a path parameter may name: a carrier path names a provider's or an account's, and so on. */
function kindsOf(op: Operation, param: string): Kind[] {
  const { segment, parent } = paramContext(op.path, param);
  const bySegment: Record<string, Kind[]> = {
    ServiceProviders: ['serviceProvider'],
    Accounts: ['account'],
    Users: ['user'],
    ApiKeys: ['apiKey'],
    Applications: ['application'],
    VoipCarriers: parent === 'Accounts' ? ['accountCarrier'] : ['spCarrier', 'accountCarrier'],
    SipGateways: ['sipGateway'],
    SmppGateways: ['smppGateway'],
    PhoneNumbers: ['phoneNumber'],
    MicrosoftTeamsTenants: ['teamsTenant'],
    Lcrs: ['lcr'],
    LcrRoutes: ['lcrRoute'],
    LcrCarrierSetEntries: ['lcrEntry'],
    Clients: ['client'],
    SpeechCredentials: parent === 'Accounts' ? ['accountCredential', 'spCredential'] : ['spCredential'],
    GoogleCustomVoices: ['customVoice'],
    Invoices: ['invoice'],
    AlertRules: ['alertRule'],
  };
  return bySegment[segment] ?? [];
}

const SID_FIELDS: Record<string, Kind> = {
  account_sid: 'account',
  service_provider_sid: 'serviceProvider',
  voip_carrier_sid: 'spCarrier',
  lcr_sid: 'lcr',
  lcr_route_sid: 'lcrRoute',
  speech_credential_sid: 'spCredential',
};

/** Secrets no GET answers in clear to anyone: each with the rule that masks or hides it. */
const NEVER_IN_CLEAR: Record<string, string> = {
  'SIP client password': 'shown as its first character and X’s (docs/product/telephony.md#carrier-secrets)',
  'google private_key': 'a service key’s private key is masked after its PEM header',
  'deepgram api_key': 'speech keys show their first 6 characters',
  'bucket secret_access_key': 'masked on every read',
  'two-factor secret': 'shown once, when two-factor sign-in is set up',
  'recovery code': 'shown once, when two-factor sign-in is turned on',
  'sign-up e-mail code': 'only mailed',
  'platform API key': 'no operation lists the platform’s own keys: a token is answered once, when it is made',
};

/** A SIP client's username (what `RegisteredSipUsers/{client}` names). */
function usernameOf(clientSid: string): string {
  return t.app.ctx.store.get<{ u: string }>(
    'SELECT username AS u FROM clients WHERE client_sid = ?',
    clientSid,
  )!.u;
}

/** The requests of a GET operation: its parameters naming the things of each tenant in turn (B's calls for a call). */
function requestsOf(op: Operation): string[] {
  const tenants: Things[] = [t.a, t.a2, t.b];
  const recording = t.bCall.recording_url.split('/');
  const [year, month, day, format] = recording.slice(-4);
  const special: Record<string, string> = {
    call_id: t.bCall.sip_callid,
    call_sid: t.bCall.call_sid,
    trace_id: t.bCall.trace_id,
    method: 'invite',
    year,
    month,
    day,
    format,
    invoice_id: t.b.invoice,
  };
  const urls = new Set<string>();
  for (const things of tenants) {
    // each parameter's kinds, combined: a carrier path reads a provider's carrier and an account's
    let choices: Record<string, string>[] = [{}];
    for (const param of op.pathParams) {
      // a registered SIP client is named by its username, not its sid
      const values =
        param === 'client'
          ? [usernameOf(things.client)]
          : special[param] !== undefined
            ? [special[param]]
            : kindsOf(op, param).map((k) => things[k]);
      if (!values.length) throw new Error(`${op.name}: no fixture for path parameter ${param}`);
      choices = choices.flatMap((c) => values.filter(Boolean).map((v) => ({ ...c, [param]: v })));
    }
    for (const choice of choices) {
      const resolver: Resolver = {
        pathParam: (_op, param) => choice[param],
        sidField: (_op, field) => {
          const kind = SID_FIELDS[field];
          if (!kind) throw new Error(`${op.name}: no fixture for the query's ${field}`);
          return things[kind];
        },
        named: (_op, field) =>
          ({
            page: '1',
            count: '25',
            page_size: '25',
            value: 'nobody@example.com',
            url: 'http://127.0.0.1:9/app',
          })[field],
      };
      urls.add(buildRequest(op, resolver).url);
    }
  }
  return [...urls];
}

beforeAll(async () => {
  t = await createTenants();
  gets = (await operationsOf(t.app)).filter((op) => op.method === 'GET');
}, 180_000);
afterAll(() => t?.app.close());

it('no GET answers a secret in clear to a caller who may not change what holds it', async () => {
  expect(gets.length).toBeGreaterThan(80);
  const leaks: string[] = [];
  const readInClear = new Set<string>();
  const answered = new Map<string, boolean>();
  for (const op of gets) {
    for (const url of requestsOf(op)) {
      for (const caller of CALLERS) {
        const res = await t.api('GET', url, t.tokens[caller]);
        answered.set(op.name, (answered.get(op.name) ?? false) || res.statusCode < 300);
        for (const secret of t.secrets) {
          if (!carries(res.body, secret.value)) continue;
          if (secret.changers.includes(caller)) readInClear.add(secret.where);
          else leaks.push(`${secret.where} in ${url} as ${caller}`);
        }
      }
    }
  }
  expect(leaks).toEqual([]);
  // the control: every operation answered someone (the admin, or an account user for its own account's billing),
  // and every secret not masked for everyone was read in clear by one who may change it
  expect([...answered].filter(([, read]) => !read).map(([name]) => name)).toEqual(
    Object.keys(ANSWERS_NO_ONE),
  );
  const unread = t.secrets
    .filter((s) => !readInClear.has(s.where))
    .filter((s) => !Object.keys(NEVER_IN_CLEAR).some((masked) => s.where.endsWith(masked)))
    .map((s) => s.where);
  expect(unread).toEqual([]);
}, 300_000);

/**
 * Whether `body` carries `secret` as a value of its own, not as letters or digits inside a longer word or number:
 * the server makes some secrets itself (a sign-up's 6-digit e-mail code), and once such a code turned up inside the
 * timestamps of a carrier's health answer. A secret answered in clear is a JSON string of its own, so it is found.
 */
function carries(body: string, secret: string): boolean {
  const word = /[0-9A-Za-z]/;
  for (let at = body.indexOf(secret); at >= 0; at = body.indexOf(secret, at + 1)) {
    const before = body[at - 1] ?? '';
    const after = body[at + secret.length] ?? '';
    if (!word.test(before) && !word.test(after)) return true;
  }
  return false;
}

/** GET operations that answer no one 2xx in a test, each with the reason (none holds a stored secret). */
const ANSWERS_NO_ONE: Record<string, string> = {
  'GET /v1/AppEnv': 'asks the webhook for its schema, and a test reaches none: 400 with the reason',
  'GET /v1/ServiceProviders/{sid}/SpeechCredentials/{credential_sid}/synthesize':
    'asks the vendor, whom a test cannot reach: 502',
  'GET /v1/Accounts/{sid}/SpeechCredentials/{credential_sid}/synthesize': 'asks the vendor, likewise',
};
