/**
 * @jest-environment node
 */
// An admin's per-browser override of a remote's release, as the host's server answers it (scripts/lib/discovery.cjs):
// an older published release or an allowed manifest URL in one browser only, put back in one request, and what a
// hand-made cookie cannot choose.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { releases, build, hostServer, config, cookieOf, env, type Server } from './release-registry.fixtures';

describe('per-browser overrides', () => {
  let api: http.Server;
  let apiOrigin: string;
  /** A JWT as the API signs it (the fake API below accepts any that says it is valid). */
  const jwt = (scope: string) =>
    ['e30', Buffer.from(JSON.stringify({ scope, name: 'x' })).toString('base64url'), 'sig'].join('.');

  beforeEach(async () => {
    // GET /v1/Users/me: 200 for a token it signed ('sig'), 401 otherwise.
    api = http.createServer((request, response) => {
      const ok = request.url === '/v1/Users/me' && /\.sig$/.test(String(request.headers.authorization));
      response.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
      response.end(ok ? '{}' : '{"msg":"Invalid token"}');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  });
  afterEach(() => api.close());

  const put = (server: Server, body: unknown, token: string | null = jwt('admin')) =>
    server.inject({
      method: 'PUT',
      url: '/overrides/telephony',
      headers: {
        host: 'portal.example.com:8080',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: body as object,
    });

  it('an admin loads an older release in their browser only; putting it back is one request', async () => {
    const older = releases.publish('telephony', build('a'), { env }).id;
    const current = releases.publish('telephony', build('b', { version: '1.3.0' }), { env }).id;
    const server = await hostServer({ API_UPSTREAM: apiOrigin });

    const choices = await server.inject({
      url: '/overrides',
      headers: { host: 'portal.example.com:8080', authorization: `Bearer ${jwt('admin')}` },
    });
    expect(choices.json().areas.telephony).toEqual({
      managed: true,
      inUse: current,
      releases: [
        expect.objectContaining({ release: older, version: '1.2.0' }),
        expect.objectContaining({ release: current, version: '1.3.0' }),
      ],
    });

    const set = await put(server, { release: older });
    expect(set.statusCode).toBe(200);
    expect(set.headers['set-cookie']).toMatch(/^sb_overrides=[\w-]+; Path=\/; HttpOnly; SameSite=Strict$/);
    const cookie = cookieOf(set);

    const mine = (await config(server, cookie)).json();
    expect(mine.remotes.telephony).toBe(`http://portal.example.com:8082/releases/${older}/mf-manifest.json`);
    expect(mine.areas.telephony).toMatchObject({
      release: older,
      version: '1.2.0',
      override: { release: older },
    });
    // Another browser: the release in use.
    const theirs = (await config(server)).json();
    expect(theirs.areas.telephony).toMatchObject({ release: current });
    expect(theirs.areas.telephony.override).toBeUndefined();

    const cleared = await server.inject({
      method: 'DELETE',
      url: '/overrides/telephony',
      headers: { host: 'portal.example.com:8080', cookie },
    });
    expect(cleared.statusCode).toBe(204);
    expect(cleared.headers['set-cookie']).toMatch(/^sb_overrides=; .*Max-Age=0/);
  });

  it('only an admin, only published releases, only allowed URLs', async () => {
    releases.publish('telephony', build('a'), { env });
    const server = await hostServer({
      API_UPSTREAM: apiOrigin,
      OVERRIDE_ALLOWED_URLS: 'https://cdn.example.com/switchboard',
    });
    expect((await put(server, { release: '1.0.0-0123456789' }, null)).json()).toEqual({
      msg: 'Sign in as an admin to load another release of an area.',
    });
    expect((await put(server, { release: '1.0.0-0123456789' }, 'e30.e30.forged')).statusCode).toBe(401);
    const refused = await put(server, { release: '1.0.0-0123456789' }, jwt('service_provider'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('Only an admin can load another release of an area.');

    const unpublished = await put(server, { release: '1.0.0-0123456789' });
    expect(unpublished.statusCode).toBe(400);
    expect(unpublished.json().msg).toBe('telephony has no published release 1.0.0-0123456789.');
    for (const url of [
      'https://evil.example.com/switchboard/mf-manifest.json',
      'https://cdn.example.com/switchboard-evil/mf-manifest.json',
      'https://cdn.example.com.evil.com/switchboard/mf-manifest.json',
      'https://cdn.example.com/switchboard/remoteEntry.js',
      'javascript:alert(1)//https://cdn.example.com/switchboard/mf-manifest.json',
    ]) {
      const answer = await put(server, { url });
      expect([url, answer.statusCode]).toEqual([url, 400]);
    }
    expect((await put(server, { release: 'x', url: 'y' })).statusCode).toBe(400);

    const allowed = await put(server, {
      url: 'https://cdn.example.com/switchboard/t/2.0.0/mf-manifest.json',
    });
    expect(allowed.statusCode).toBe(200);
    const page = await server.inject({
      url: '/internal/carriers',
      headers: { host: 'portal.example.com:8080', accept: 'text/html', cookie: cookieOf(allowed) },
    });
    // The page may load it (its CSP names the allowed origin for this browser), and config.json points at it.
    expect(page.headers['content-security-policy']).toContain('https://cdn.example.com');
    const withOverride = (await config(server, cookieOf(allowed))).json();
    expect(withOverride.remotes.telephony).toBe(
      'https://cdn.example.com/switchboard/t/2.0.0/mf-manifest.json',
    );
    expect(withOverride.areas.telephony).toEqual({
      release: null,
      override: { url: 'https://cdn.example.com/switchboard/t/2.0.0/mf-manifest.json' },
    });
    const elsewhere = await server.inject({
      url: '/internal/carriers',
      headers: { host: 'portal.example.com:8080', accept: 'text/html' },
    });
    expect(elsewhere.headers['content-security-policy']).not.toContain('cdn.example.com');
  });

  it('a hand-made cookie chooses nothing the operator has not published or allowed', async () => {
    const current = releases.publish('telephony', build('a'), { env }).id;
    const server = await hostServer({ API_UPSTREAM: apiOrigin });
    const forged = (overrides: unknown) =>
      `sb_overrides=${Buffer.from(JSON.stringify(overrides)).toString('base64url')}`;
    for (const cookie of [
      forged({ telephony: { release: '9.9.9-0123456789' } }),
      forged({ telephony: { release: '../../etc' } }),
      forged({ telephony: { url: 'https://evil.example.com/mf-manifest.json' } }),
      'sb_overrides=not-base64-json',
    ]) {
      const body = (await config(server, cookie)).json();
      expect(body.remotes.telephony).toBe(
        `http://portal.example.com:8082/releases/${current}/mf-manifest.json`,
      );
      expect(body.areas.telephony.override).toBeUndefined();
    }
  });
});
