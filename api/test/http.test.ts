import { Writable } from 'node:stream';
import { buildApp } from '../src/app';
import { createApp, createWorld, type World } from './helpers';

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(() => w.app.close());

describe('transport', () => {
  it('GET /health and / → 200 OK (text), no token needed', async () => {
    for (const url of ['/health', '/']) {
      const res = await w.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('OK');
    }
  });

  it('CORS for the configured origins only (the portal’s by default), answers and preflights alike', async () => {
    const res = await w.app.inject({
      method: 'GET',
      url: '/v1/Accounts',
      headers: { origin: 'http://localhost:8080' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    const preflight = await w.app.inject({
      method: 'OPTIONS',
      url: '/v1/Accounts',
      headers: {
        origin: 'http://localhost:8080',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    expect(preflight.headers['access-control-allow-methods']).toContain('PUT');
    expect(preflight.headers['access-control-allow-headers']).toBe('authorization,content-type');
    // Another site's page gets no CORS headers: its browser refuses the answer.
    const elsewhere = await w.app.inject({
      method: 'GET',
      url: '/v1/Accounts',
      headers: { origin: 'https://evil.example.com', authorization: `Bearer ${w.tokens.admin}` },
    });
    expect(elsewhere.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('CORS_ORIGINS lists partners’ portals; * opens the API to any page, as the real server does', async () => {
    const partners = await createApp({
      corsOrigins: ['https://partner.example.com', 'https://other.example.org'],
    });
    const open = await createApp({ corsOrigins: ['*'] });
    try {
      const asked = (app: typeof partners, origin: string) =>
        app.inject({ method: 'GET', url: '/health', headers: { origin } });
      expect(
        (await asked(partners, 'https://other.example.org')).headers['access-control-allow-origin'],
      ).toBe('https://other.example.org');
      expect(
        (await asked(partners, 'http://localhost:8080')).headers['access-control-allow-origin'],
      ).toBeUndefined();
      expect((await asked(open, 'https://anywhere.example')).headers['access-control-allow-origin']).toBe(
        '*',
      );
    } finally {
      await partners.close();
      await open.close();
    }
  });

  it('doubled slashes and a trailing slash reach the same route (the portal builds /v1//Prices)', async () => {
    expect((await w.api('GET', '//v1//Accounts', w.tokens.admin)).statusCode).toBe(200);
    expect((await w.api('GET', `/v1//Accounts/${w.acct1}/ApiKeys/`, w.tokens.admin)).statusCode).toBe(200);
  });

  it('unknown routes under /v1: 401 without a token, 404 {msg} with one', async () => {
    expect((await w.api('GET', '/v1/Nope')).statusCode).toBe(401);
    const res = await w.api('GET', '/v1/Nope', w.tokens.acct);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ msg: 'Cannot GET /Nope' });
    expect((await w.api('GET', '/elsewhere')).statusCode).toBe(404);
  });

  it('no-store caching on API answers', async () => {
    expect((await w.api('GET', '/v1/Accounts', w.tokens.admin)).headers['cache-control']).toBe(
      'no-store, no-cache, must-revalidate, proxy-revalidate',
    );
  });

  it('a token in the access_token query parameter is accepted', async () => {
    expect((await w.api('GET', `/v1/Accounts?access_token=${w.tokens.admin}`)).statusCode).toBe(200);
  });

  it('bodies: invalid JSON 400, too large 413, empty JSON body accepted, form-encoded accepted', async () => {
    const bad = await w.app.inject({
      method: 'POST',
      url: '/v1/Accounts',
      headers: { authorization: `Bearer ${w.tokens.admin}`, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ msg: 'the request body is not valid JSON' });
    const big = await w.app.inject({
      method: 'POST',
      url: '/v1/Accounts',
      headers: { authorization: `Bearer ${w.tokens.admin}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(200 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ msg: 'request body is too large' });
    const empty = await w.app.inject({
      method: 'POST',
      url: '/v1/logout',
      headers: { authorization: `Bearer ${w.tokens.acctOther}`, 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(204);
    const form = await w.app.inject({
      method: 'POST',
      url: '/v1/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=spuser&password=Passw0rd%2123',
    });
    expect(form.statusCode).toBe(200);
    const proto = await w.app.inject({
      method: 'POST',
      url: '/v1/ServiceProviders',
      headers: { authorization: `Bearer ${w.tokens.admin}`, 'content-type': 'application/json' },
      payload: '{"name":"p","__proto__":{"admin":true}}',
    });
    expect(proto.statusCode).toBe(400);
  });

  it('GET /v1/openapi.json documents the routes, generated from their schemas', async () => {
    const res = await w.api('GET', '/v1/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.0.3');
    for (const path of [
      '/v1/login',
      '/v1/Users/{user_sid}',
      '/v1/Accounts/{sid}/BucketCredentialTest',
      '/v1/Applications',
      '/v1/ServiceProviders/{sid}/Limits',
      '/v1/AppEnv',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
    const post = doc.paths['/v1/Applications'].post;
    expect(post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['name', 'call_hook', 'call_status_hook']),
    );
    expect(doc.paths['/v1/login'].post.security).toEqual([]);
  });
});

describe('logs', () => {
  it('never contain passwords, tokens or the Authorization header', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp({ logger: { level: 'trace', stream } });
    const login = await app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { username: 'admin', password: 'admin' },
    });
    const token = login.json().token as string;
    await app.inject({
      method: 'GET',
      url: `/v1/Accounts?access_token=${token}`,
      headers: { authorization: `Bearer ${token}` },
    });
    await app.inject({
      method: 'POST',
      url: '/v1/Users',
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'x', email: 'x@example.com', initial_password: 'Very-secret-1' },
    });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/v1/login');
    expect(log).not.toContain(token);
    expect(log).not.toContain(token.split('.')[2]);
    expect(log).not.toContain('Very-secret-1');
    expect(log).not.toMatch(/"password":"admin"/);
  });
});
