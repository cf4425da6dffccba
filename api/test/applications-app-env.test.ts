// An application's environment variables: GET /AppEnv and its lookup at the call webhook (app-env-lookup).
import { base, w } from './applications.fixtures';

describe('GET /AppEnv', () => {
  it('200 with the schema, 204 when the app publishes none, 400 for a bad schema, URL or unreachable host', async () => {
    const schema = await w.api(
      'GET',
      `/v1/AppEnv?url=${encodeURIComponent(`${base}/with-env`)}`,
      w.tokens.acct,
    );
    expect(schema.statusCode).toBe(200);
    expect(schema.json()).toMatchObject({
      API_KEY: { type: 'string', required: true, obscure: true },
      CARRIER: { jambonzResource: 'carriers' },
    });
    expect(
      (await w.api('GET', `/v1/AppEnv?url=${encodeURIComponent(`${base}/no-env`)}`, w.tokens.acct))
        .statusCode,
    ).toBe(204);
    expect(
      (await w.api('GET', `/v1/AppEnv?url=${encodeURIComponent(`${base}/not-json`)}`, w.tokens.acct))
        .statusCode,
    ).toBe(204);
    expect(
      (
        await w.api('GET', `/v1/AppEnv?url=${encodeURIComponent(`${base}/bad-schema`)}`, w.tokens.acct)
      ).json(),
    ).toEqual({ msg: 'Invalid appenv schema' });
    expect(
      (
        await w.api(
          'GET',
          `/v1/AppEnv?url=${encodeURIComponent(`ws://127.0.0.1:${new URL(base).port}/with-env`)}`,
          w.tokens.acct,
        )
      ).statusCode,
    ).toBe(200);
    expect((await w.api('GET', '/v1/AppEnv?url=ftp%3A%2F%2Fexample.com', w.tokens.acct)).json()).toEqual({
      msg: 'url has missing or invalid protocol ftp:',
    });
    expect((await w.api('GET', '/v1/AppEnv', w.tokens.acct)).json()).toEqual({ msg: 'missing url' });
    const closed = await w.api('GET', '/v1/AppEnv?url=http%3A%2F%2F127.0.0.1%3A9%2Fx', w.tokens.acct);
    expect(closed.statusCode).toBe(400);
    expect(closed.json().msg).toMatch(/^could not reach 127\.0\.0\.1:9/);
  });
});

describe('GET /AppEnv/lookup (app-env-lookup)', () => {
  const lookup = (url?: string) =>
    w.api(
      'GET',
      `/v1/AppEnv/lookup${url === undefined ? '' : `?url=${encodeURIComponent(url)}`}`,
      w.tokens.acct,
    );

  it('every outcome of the webhook is a 200: the schema, none, or the problem GET /AppEnv sends as a 400', async () => {
    const found = await lookup(`${base}/with-env`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ schema: { API_KEY: { type: 'string' } }, problem: null });
    expect((await lookup(`${base}/no-env`)).json()).toEqual({ schema: null, problem: null });
    expect((await lookup(`${base}/bad-schema`)).json()).toEqual({
      schema: null,
      problem: 'Invalid appenv schema',
    });
    const closed = await lookup('http://127.0.0.1:9/x');
    expect(closed.statusCode).toBe(200);
    expect(closed.json().problem).toMatch(/^could not reach 127\.0\.0\.1:9/);
  });

  it('a missing or too long URL is still the caller’s mistake: 400', async () => {
    expect((await lookup()).statusCode).toBe(400);
    expect((await lookup(`https://example.com/${'x'.repeat(1100)}`)).statusCode).toBe(400);
  });
});
