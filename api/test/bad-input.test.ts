// Bad input on every write: missing and wrong-typed fields, unknown fields, 10 kB strings → 400/422 with {msg},
// never 500, and the database unchanged. SQL metacharacters, unicode and <script> text are data: stored and
// returned verbatim as JSON strings.
import { PASSWORD, createWorld, databaseFingerprint, type World } from './helpers';

type Kind = 'string' | 'email' | 'sid' | 'bool' | 'int' | 'hook' | 'object' | 'password';

interface WriteEndpoint {
  name: string;
  method: 'POST' | 'PUT';
  url: (w: World) => string;
  /** a body the endpoint accepts (unique names are made per use) */
  valid: (w: World, n: number) => Record<string, unknown>;
  fields: Record<string, Kind>;
  required: string[];
}

const hook = { url: 'https://hooks.example.com/x', method: 'POST' };
const HUGE = 'x'.repeat(10 * 1024);

const ENDPOINTS: WriteEndpoint[] = [
  {
    name: 'POST /Users',
    method: 'POST',
    url: () => '/v1/Users',
    valid: (w, n) => ({
      name: `bi-user-${n}`,
      email: `bi-user-${n}@example.com`,
      initial_password: PASSWORD,
      account_sid: w.acct1,
      force_change: true,
    }),
    fields: {
      name: 'string',
      email: 'email',
      initial_password: 'password',
      account_sid: 'sid',
      force_change: 'bool',
    },
    required: ['name', 'email', 'initial_password'],
  },
  {
    name: 'PUT /Users/:sid',
    method: 'PUT',
    url: (w) => `/v1/Users/${w.users.acctOther}`,
    valid: (_w, n) => ({ name: `acctother-renamed-${n}`, is_active: true }),
    fields: {
      name: 'string',
      email: 'email',
      initial_password: 'password',
      is_active: 'bool',
      account_sid: 'sid',
    },
    required: [],
  },
  {
    name: 'POST /ServiceProviders',
    method: 'POST',
    url: () => '/v1/ServiceProviders',
    valid: (_w, n) => ({ name: `bi-sp-${n}`, description: 'd', registration_hook: hook }),
    fields: { name: 'string', description: 'string', ms_teams_fqdn: 'string', registration_hook: 'hook' },
    required: ['name'],
  },
  {
    name: 'PUT /ServiceProviders/:sid',
    method: 'PUT',
    url: (w) => `/v1/ServiceProviders/${w.sp2}`,
    valid: (_w, n) => ({ name: `second sp ${n}` }),
    fields: { name: 'string', description: 'string', registration_hook: 'hook' },
    required: [],
  },
  {
    name: 'POST /Accounts',
    method: 'POST',
    url: () => '/v1/Accounts',
    valid: (w, n) => ({
      name: `bi-account-${n}`,
      service_provider_sid: w.sp1,
      registration_hook: hook,
      record_all_calls: false,
    }),
    fields: {
      name: 'string',
      service_provider_sid: 'sid',
      sip_realm: 'string',
      registration_hook: 'hook',
      record_all_calls: 'bool',
      device_to_call_ratio: 'int',
    },
    required: ['name', 'service_provider_sid'],
  },
  {
    name: 'PUT /Accounts/:sid',
    method: 'PUT',
    url: (w) => `/v1/Accounts/${w.acct2}`,
    valid: (_w, n) => ({
      name: `second account ${n}`,
      enable_debug_log: false,
      bucket_credential: { vendor: 'azure', name: 'bucket', connection_string: 'AccountName=a;AccountKey=b' },
    }),
    fields: {
      name: 'string',
      webhook_secret: 'string',
      queue_event_hook: 'hook',
      record_all_calls: 'bool',
      bucket_credential: 'object',
      deactivated_reason: 'string',
    },
    required: [],
  },
  {
    name: 'POST /Applications',
    method: 'POST',
    url: () => '/v1/Applications',
    valid: (w, n) => ({
      name: `bi-app-${n}`,
      account_sid: w.acct1,
      call_hook: hook,
      call_status_hook: hook,
      speech_synthesis_voice: 'en-US-Standard-C',
    }),
    fields: {
      name: 'string',
      account_sid: 'sid',
      call_hook: 'hook',
      call_status_hook: 'hook',
      app_json: 'string',
      speech_synthesis_voice: 'string',
      record_all_calls: 'bool',
      env_vars: 'object',
    },
    required: ['name', 'call_hook', 'call_status_hook'],
  },
  {
    name: 'PUT /Applications/:sid',
    method: 'PUT',
    url: () => '/v1/Applications/4ca2fb6a-8636-4f2e-96ff-8966c5e26f8e',
    valid: (_w, n) => ({ name: `dial time ${n}`, speech_recognizer_label: 'label' }),
    fields: {
      name: 'string',
      call_hook: 'hook',
      speech_recognizer_label: 'string',
      use_for_fallback_speech: 'bool',
      env_vars: 'object',
    },
    required: [],
  },
  {
    name: 'POST /ApiKeys',
    method: 'POST',
    url: () => '/v1/ApiKeys',
    valid: (w) => ({ account_sid: w.acct1 }),
    fields: { account_sid: 'sid', service_provider_sid: 'sid', expires_at: 'string' },
    required: [],
  },
  {
    name: 'POST /ServiceProviders/:sid/Limits',
    method: 'POST',
    url: (w) => `/v1/ServiceProviders/${w.sp1}/Limits`,
    valid: (_w, n) => ({ category: 'device', quantity: n }),
    fields: { category: 'string', quantity: 'int' },
    required: ['category', 'quantity'],
  },
  {
    name: 'POST /Accounts/:sid/Limits',
    method: 'POST',
    url: (w) => `/v1/Accounts/${w.acct1}/Limits`,
    valid: (_w, n) => ({ category: 'voice_call_session', quantity: n }),
    fields: { category: 'string', quantity: 'int' },
    required: ['category', 'quantity'],
  },
  {
    name: 'POST /PasswordSettings',
    method: 'POST',
    url: () => '/v1/PasswordSettings',
    valid: () => ({ min_password_length: 6, require_digit: false }),
    fields: { min_password_length: 'int', require_digit: 'bool' },
    required: [],
  },
  {
    name: 'POST /SystemInformation',
    method: 'POST',
    url: () => '/v1/SystemInformation',
    valid: () => ({ domain_name: 'example.com', private_network_cidr: '10.0.0.0/8', log_level: 'info' }),
    fields: { domain_name: 'string', private_network_cidr: 'string', log_level: 'string' },
    required: [],
  },
];

function wrongValues(kind: Kind): unknown[] {
  switch (kind) {
    case 'string':
    case 'email':
    case 'password':
      return [12345, true, { a: 1 }, ['x']];
    case 'sid':
      return ['not-a-sid', 42, { a: 1 }];
    case 'bool':
      return ['maybe', 2, { a: 1 }];
    case 'int':
      return ['many', -1, 1.5, { a: 1 }];
    case 'hook':
      return [
        'https://hooks.example.com/x',
        7,
        { url: 'nope' },
        { url: 'https://h.example.com', method: 'PATCH' },
        { url: 'https://h.example.com', extra: 1 },
      ];
    case 'object':
      return ['text', 5, [1, 2]];
  }
}

let w: World;
let n = 0;
beforeAll(async () => {
  w = await createWorld();
}, 60000);
afterAll(() => w.app.close());

/** Send any JSON value (strings and arrays included) as a JSON body. */
function sendJson(method: 'POST' | 'PUT', url: string, token: string | null, body: unknown) {
  return w.app.inject({
    method,
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
    payload: body === undefined ? '' : JSON.stringify(body),
  });
}

async function expectRejected(endpoint: WriteEndpoint, body: unknown) {
  const before = databaseFingerprint(w.app);
  const res = await sendJson(endpoint.method, endpoint.url(w), w.tokens.admin, body);
  expect([400, 422]).toContain(res.statusCode);
  expect(typeof res.json().msg).toBe('string');
  expect(res.json().msg.length).toBeLessThan(300);
  expect(databaseFingerprint(w.app)).toBe(before);
}

describe.each(ENDPOINTS)('$name', (endpoint) => {
  it('accepts the valid body (the baseline is right)', async () => {
    const res = await w.api(endpoint.method, endpoint.url(w), w.tokens.admin, endpoint.valid(w, (n += 1)));
    expect([200, 201, 204]).toContain(res.statusCode);
  });

  it('refuses a missing body, an array body and a string body', async () => {
    for (const body of [undefined, [1, 2], 'text']) {
      if (body === undefined && endpoint.required.length === 0) continue;
      await expectRejected(endpoint, body);
    }
  });

  if (endpoint.required.length > 0) {
    it.each(endpoint.required)('refuses a body without %s', async (field) => {
      const body = endpoint.valid(w, (n += 1));
      delete body[field];
      await expectRejected(endpoint, body);
    });
  }

  it.each(Object.entries(endpoint.fields))('refuses wrong types for %s (%s)', async (field, kind) => {
    for (const value of wrongValues(kind))
      await expectRejected(endpoint, { ...endpoint.valid(w, (n += 1)), [field]: value });
  });

  it('refuses unknown fields', async () => {
    await expectRejected(endpoint, { ...endpoint.valid(w, (n += 1)), hashed_password: 'x' });
    await expectRejected(endpoint, { ...endpoint.valid(w, (n += 1)), 'name; DROP TABLE users': 1 });
  });

  const textFields = Object.entries(endpoint.fields).filter(([, kind]) =>
    ['string', 'email', 'password'].includes(kind),
  );
  if (textFields.length > 0) {
    it.each(textFields)('refuses a 10 kB %s', async (field) => {
      await expectRejected(endpoint, { ...endpoint.valid(w, (n += 1)), [field]: HUGE });
    });
  }
});

describe('metacharacters, unicode and markup are data', () => {
  const nasty = [
    "Robert'); DROP TABLE users; --",
    '" OR 1=1 --',
    'Zoë ☎️ 電話 مرحبا 🚀',
    '<script>alert("x")</script>',
    '%_\\',
  ];

  it.each(nasty)('stores and returns %j verbatim in names and free text', async (text) => {
    const tag = ` #${(n += 1)}`;
    const account = await w.api('POST', '/v1/Accounts', w.tokens.admin, {
      name: text.slice(0, 50) + tag,
      service_provider_sid: w.sp1,
      deactivated_reason: text,
    });
    expect(account.statusCode).toBe(201);
    const read = await w.api('GET', `/v1/Accounts/${account.json().sid}`, w.tokens.admin);
    expect(read.headers['content-type']).toMatch(/^application\/json/);
    expect(read.json()).toMatchObject({ name: text.slice(0, 50) + tag, deactivated_reason: text });

    const app = await w.api('POST', '/v1/Applications', w.tokens.admin, {
      name: text.slice(0, 50) + tag,
      account_sid: w.acct1,
      call_hook: { url: 'https://hooks.example.com/c', username: text, password: text },
      call_status_hook: { url: 'https://hooks.example.com/s' },
      speech_synthesis_label: text.slice(0, 64),
      env_vars: { NOTE: text },
    });
    expect(app.statusCode).toBe(201);
    const appRead = (await w.api('GET', `/v1/Applications/${app.json().sid}`, w.tokens.admin)).json();
    expect(appRead).toMatchObject({
      name: text.slice(0, 50) + tag,
      speech_synthesis_label: text.slice(0, 64),
      env_vars: { NOTE: text },
    });
    expect(appRead.call_hook).toMatchObject({ username: text, password: text });

    const user = await w.api('POST', '/v1/Users', w.tokens.admin, {
      name: text + tag,
      email: `u${n}@example.com`,
      initial_password: `${text}-pass-1`,
    });
    expect(user.statusCode).toBe(201);
    expect((await w.api('GET', `/v1/Users/${user.json().user_sid}`, w.tokens.admin)).json().name).toBe(
      text + tag,
    );
    expect(
      (await w.api('POST', '/v1/login', null, { username: text + tag, password: `${text}-pass-1` }))
        .statusCode,
    ).toBe(200);

    // filters treat them as text too
    const filtered = (
      await w.api(
        'GET',
        `/v1/Applications?page=1&page_size=5&name=${encodeURIComponent(text.slice(0, 50) + tag)}`,
        w.tokens.admin,
      )
    ).json();
    expect(filtered.total).toBe(1);
  });

  it('the tables are all still there', async () => {
    expect((await w.api('GET', '/v1/Users', w.tokens.admin)).statusCode).toBe(200);
    expect(
      w.app.ctx.store.get<{ n: number }>("SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table'")!.n,
    ).toBeGreaterThan(38);
  });
});

describe('bad input on the other write paths', () => {
  it('login, signin, forgot-password, change-password: never a 500', async () => {
    const cases: [string, unknown][] = [
      ['/v1/login', { username: HUGE, password: 'x' }],
      ['/v1/login', { username: ["admin' --"], password: 'x' }],
      ['/v1/login', { username: "admin' --", password: 'x' }],
      ['/v1/signin', { email: { $ne: null }, password: 'x' }],
      ['/v1/signin', { link: HUGE }],
      ['/v1/forgot-password', { email: HUGE }],
      ['/v1/forgot-password', { email: ['a@b.co'] }],
    ];
    for (const [url, body] of cases) {
      const res = await w.api('POST', url, null, body);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    for (const body of [
      { old_password: 5, new_password: 'x' },
      { old_password: PASSWORD, new_password: HUGE },
      {},
    ]) {
      const res = await w.api('POST', '/v1/change-password', w.tokens.acctOther, body);
      expect(res.statusCode).toBe(400);
    }
  });

  it('path and query parameters: bad sids, odd realms, odd paging', async () => {
    expect((await w.api('PUT', "/v1/Accounts/1'%20OR%20'1'='1", w.tokens.admin, {})).json()).toEqual({
      msg: 'Bad request',
    });
    expect(
      (
        await w.api(
          'POST',
          `/v1/Accounts/${w.acct1}/SipRealms/${encodeURIComponent("x'; DROP TABLE accounts;--.a.b")}`,
          w.tokens.admin,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (await w.api('POST', `/v1/Accounts/${w.acct1}/SipRealms/${'a'.repeat(300)}.b.c`, w.tokens.admin))
        .statusCode,
    ).toBe(400);
    for (const query of [
      'page=-1',
      'page=1&page_size=0',
      'page=1&page_size=100000',
      'page=abc',
      `page=1&name=${'x'.repeat(300)}`,
    ]) {
      expect((await w.api('GET', `/v1/Applications?${query}`, w.tokens.admin)).statusCode).toBe(400);
    }
    expect(
      (await w.api('GET', `/v1/ServiceProviders/${w.sp1}/Limits?category=nope`, w.tokens.admin)).statusCode,
    ).toBe(400);
    expect(
      (
        await w.api(
          'DELETE',
          `/v1/Accounts/${w.acct1}/Limits?category=${encodeURIComponent("device' OR 1=1")}`,
          w.tokens.admin,
        )
      ).statusCode,
    ).toBe(400);
    expect((await w.api('GET', '/v1/PhoneNumbers?account_sid=nope', w.tokens.admin)).statusCode).toBe(400);
  });

  it('the bucket test answers every malformed credential with failed + reason (HTTP 200, never 500)', async () => {
    for (const body of [
      undefined,
      'text',
      { vendor: 5 },
      { vendor: 'aws_s3', name: HUGE },
      { vendor: 'azure', name: 'b', connection_string: 7 },
    ]) {
      const res = await sendJson(
        'POST',
        `/v1/Accounts/${w.acct1}/BucketCredentialTest`,
        w.tokens.admin,
        body,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'failed', reason: expect.any(String) });
    }
  });
});
