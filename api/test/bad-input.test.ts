// Bad input on every write: missing and wrong-typed fields, unknown fields, 10 kB strings → 400/422 with {msg},
// never 500, and the database unchanged. SQL metacharacters, unicode and <script> text are data: stored and
// returned verbatim as JSON strings.
import { PASSWORD, createWorld, databaseFingerprint, type World } from './helpers';
import { ENDPOINTS, HUGE, wrongValues, type WriteEndpoint } from './bad-input.endpoints';

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
