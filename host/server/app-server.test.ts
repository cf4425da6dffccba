/**
 * @jest-environment node
 */
// The production static server (scripts/lib/app-server.cjs), exercised with fastify.inject on a fake build.
import { mkdtempSync, mkdirSync, writeFileSync, rmSync, utimesSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { REMOTES_OFF } from './server-fixtures';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createAppServer, cacheControlFor } = require('../../scripts/lib/app-server.cjs');

type Server = Awaited<ReturnType<typeof createAppServer>>['server'];

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'sb-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><script defer src="/main.js"></script></head><body></body></html>',
  );
  const main = 'console.log("main");'.repeat(200);
  writeFileSync(path.join(dist, 'main.js'), main);
  writeFileSync(path.join(dist, 'main.js.gz'), gzipSync(main));
  writeFileSync(path.join(dist, 'remoteEntry.js'), 'var mfe_identity;');
  writeFileSync(path.join(dist, 'mf-manifest.json'), '{}');
  writeFileSync(path.join(dist, '470.0123456789.js'), 'chunk');
  writeFileSync(path.join(dist, 'portal.abcdef0123.css'), '.a{}');
  mkdirSync(path.join(dist, 'nested'));
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function hostServer(env: Record<string, string> = {}) {
  const { server } = await createAppServer({
    app: 'host',
    dist,
    env: { HOST_PORT: '8080', ...REMOTES_OFF, ...env },
  });
  servers.push(server);
  return server as Server;
}

/** A plain HTTP server on a free port (a fake API or remote), closed after the test. */
async function listening(handler: http.RequestListener) {
  const fake = http.createServer(handler);
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  servers.push({
    close: async () => {
      fake.closeAllConnections();
      fake.close();
    },
  } as unknown as Server);
  return { port: (fake.address() as AddressInfo).port };
}

describe('cache headers', () => {
  it('no-cache for entry files, immutable for hashed chunks', async () => {
    const server = await hostServer();
    for (const file of ['/main.js', '/remoteEntry.js', '/mf-manifest.json', '/config.json', '/']) {
      const response = await server.inject({ url: file, headers: { accept: 'text/html' } });
      expect([file, response.headers['cache-control']]).toEqual([file, 'no-cache']);
    }
    for (const file of ['/470.0123456789.js', '/portal.abcdef0123.css']) {
      const response = await server.inject({ url: file });
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect(cacheControlFor('/x/470.0123456789.js.br')).toBe('public, max-age=31536000, immutable');
  });

  it('serves the pre-compressed variant when the browser accepts it', async () => {
    const server = await hostServer();
    const response = await server.inject({ url: '/main.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
  });
});

describe('the host page', () => {
  it('falls back to index.html for client routes, with a CSP and no inline scripts allowed', async () => {
    const server = await hostServer({
      REMOTE_IDENTITY_URL: 'https://identity.example.com/mf-manifest.json',
      API_BASE_URL: 'https://api.example.com/v1',
    });
    const response = await server.inject({
      url: '/internal/accounts?account_sid=x',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<script defer src="/main.js">');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://identity.example.com;");
    expect(csp).toContain("connect-src 'self' https://identity.example.com https://api.example.com;");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("allows the page's own inline stylesheet by its hash, and no other inline style", async () => {
    const page = mkdtempSync(path.join(tmpdir(), 'sb-dist-'));
    const rules = '.sb-root{color:#1b1f29}.sb-card-x{max-width:24rem}';
    writeFileSync(
      path.join(page, 'index.html'),
      `<!doctype html><html><head><style>${rules}</style></head><body><div id="root"></div></body></html>`,
    );
    try {
      const { server } = await createAppServer({
        app: 'host',
        dist: page,
        env: { HOST_PORT: '8080', ...REMOTES_OFF },
      });
      servers.push(server);
      const hash = createHash('sha256').update(rules).digest('base64');
      for (const url of ['/', '/internal/accounts']) {
        const response = await server.inject({ url, headers: { accept: 'text/html' } });
        const styleSrc = String(response.headers['content-security-policy'])
          .split('; ')
          .find((directive) => directive.startsWith('style-src '));
        expect(styleSrc).toContain(`'sha256-${hash}'`);
        expect(styleSrc).not.toContain('unsafe-inline');
      }
      // A build over the served folder: the policy follows the page it serves now, not the one at start.
      const rebuilt = '.sb-root{color:#000}';
      writeFileSync(
        path.join(page, 'index.html'),
        `<!doctype html><html><head><style>${rebuilt}</style></head><body><div id="root"></div></body></html>`,
      );
      utimesSync(path.join(page, 'index.html'), new Date(), new Date(Date.now() + 5000));
      const after = String(
        (await server.inject({ url: '/', headers: { accept: 'text/html' } })).headers[
          'content-security-policy'
        ],
      );
      expect(after).toContain(`'sha256-${createHash('sha256').update(rebuilt).digest('base64')}'`);
      expect(after).not.toContain(hash);
      // Without a <style> in the page, no hash of one is allowed (only the library's fixed one).
      const plain = await hostServer();
      const csp = String(
        (await plain.inject({ url: '/', headers: { accept: 'text/html' } })).headers[
          'content-security-policy'
        ],
      );
      expect(csp).not.toContain(hash);
    } finally {
      rmSync(page, { recursive: true, force: true });
    }
  });

  it('security headers on every answer; frames only for the configured partners', async () => {
    const server = await hostServer({ FRAME_ANCESTORS: 'https://partner.example.com, self' });
    for (const url of ['/main.js', '/config.json', '/']) {
      const response = await server.inject({ url, headers: { accept: 'text/html' } });
      expect([url, response.headers['x-content-type-options'], response.headers['referrer-policy']]).toEqual([
        url,
        'nosniff',
        'strict-origin-when-cross-origin',
      ]);
    }
    const page = await server.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(String(page.headers['content-security-policy'])).toContain(
      "frame-ancestors https://partner.example.com 'self'",
    );
    await expect(hostServer({ FRAME_ANCESTORS: 'not an origin' })).rejects.toThrow('FRAME_ANCESTORS');
  });

  it('missing files stay 404 (no page for a script URL)', async () => {
    const server = await hostServer();
    const response = await server.inject({ url: '/missing.js' });
    expect(response.statusCode).toBe(404);
  });

  it('writes /config.json from the environment', async () => {
    const server = await hostServer({
      REMOTE_IDENTITY_URL: 'https://identity.example.com/mf-manifest.json',
      REMOTE_TELEPHONY_URL: 'off',
      FEATURE_FORGOT_PASSWORD: 'true',
      FEATURE_LCR: '0',
      GOOGLE_CLIENT_ID: 'g-client',
      DEFAULT_SERVICE_PROVIDER_SID: 'sp-1',
    });
    const config = (await server.inject({ url: '/config.json' })).json();
    expect(config).toEqual({
      remotes: { identity: 'https://identity.example.com/mf-manifest.json' },
      features: {
        hosted: false,
        forgotPassword: true,
        lcr: false,
        tracing: true,
        recording: true,
        customSpeech: true,
        additionalSpeechVendors: true,
        callLogs: true,
      },
      googleClientId: 'g-client',
      defaultServiceProviderSid: 'sp-1',
      // No remote of the release registry here (identity's is a full URL: its manifest says what it is).
      areas: {},
      // The host's own build (a plain build: no release).
      host: { release: null, version: '0.1.0', builtAt: expect.any(String) },
    });
    // No API_BASE_URL: the page uses its own origin + /api/v1.
    expect(config).not.toHaveProperty('apiBaseUrl');
  });

  it('REMOTE_<ID>_URL=auto: the page’s own host name at the remote’s published port', async () => {
    const server = await hostServer({
      REMOTE_IDENTITY_URL: 'auto',
      IDENTITY_PORT: '9181',
      REMOTE_TELEPHONY_URL: 'AUTO',
    });
    const config = (
      await server.inject({ url: '/config.json', headers: { host: 'switchboard.lan:8080' } })
    ).json();
    expect(config.remotes).toEqual({
      identity: 'http://switchboard.lan:9181/mf-manifest.json',
      telephony: 'http://switchboard.lan:8082/mf-manifest.json',
    });
  });

  it('refuses to start with a malformed switch or URL', async () => {
    await expect(createAppServer({ app: 'host', dist, env: { FEATURE_LCR: 'maybe' } })).rejects.toThrow(
      'FEATURE_LCR',
    );
    await expect(
      createAppServer({ app: 'host', dist, env: { REMOTE_IDENTITY_URL: 'ftp://x' } }),
    ).rejects.toThrow('REMOTE_IDENTITY_URL');
    // config.json is public: a Stripe secret key is refused rather than served
    await expect(
      createAppServer({ app: 'host', dist, env: { STRIPE_PUBLISHABLE_KEY: 'sk_live_abc123' } }),
    ).rejects.toThrow('STRIPE_PUBLISHABLE_KEY holds a secret key');
  });

  it('answers /health: the API answers (a jambonz API: 401 without a token)', async () => {
    const { port } = await listening((_request, response) => {
      response.writeHead(401, { 'content-type': 'text/plain' });
      response.end('Unauthorized');
    });
    const server = await hostServer({ API_UPSTREAM: `http://127.0.0.1:${port}` });
    expect((await server.inject({ url: '/health', headers: { host: 'localhost:8080' } })).json()).toEqual({
      status: 'ok',
      app: 'host',
      remotes: {},
      api: { url: 'http://localhost:8080/api/v1', reachable: true, status: 401 },
    });
    // an API served by something in front of this server is not asked
    const elsewhere = await hostServer({ API_BASE_URL: '/jambonz/v1' });
    expect((await elsewhere.inject({ url: '/health' })).json()).toEqual({
      status: 'ok',
      app: 'host',
      remotes: {},
    });
  });

  it('/health says which remotes and whether the API answer: degraded when one does not', async () => {
    const { port } = await listening((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"metaData":{"buildInfo":{"buildVersion":"1.4.2"}}}');
    });
    const server = await hostServer({
      REMOTE_IDENTITY_URL: `http://127.0.0.1:${port}/mf-manifest.json`,
      // through the host's own origin, to a remote that is down
      REMOTE_TELEPHONY_URL: '/remotes/telephony/mf-manifest.json',
      REMOTE_TELEPHONY_UPSTREAM: 'http://127.0.0.1:9',
      // and an API that is down
      API_UPSTREAM: 'http://127.0.0.1:9',
    });
    const health = await server.inject({ url: '/health', headers: { host: 'localhost:8080' } });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({
      status: 'degraded',
      app: 'host',
      remotes: {
        identity: {
          url: `http://127.0.0.1:${port}/mf-manifest.json`,
          reachable: true,
          status: 200,
          version: '1.4.2',
        },
        telephony: {
          url: 'http://localhost:8080/remotes/telephony/mf-manifest.json',
          reachable: false,
          status: 502,
        },
      },
      api: { url: 'http://localhost:8080/api/v1', reachable: false, status: 502 },
    });
  });
});

describe('/health and an API at its own address', () => {
  it('asks it there, and an API that does not answer in time is down', async () => {
    const { port } = await listening(() => {}); // takes the request, never answers
    const server = await hostServer({ API_BASE_URL: `http://127.0.0.1:${port}/v1` });
    const health = (await server.inject({ url: '/health' })).json();
    expect(health.status).toBe('degraded');
    expect(health.api).toEqual({
      url: `http://127.0.0.1:${port}/v1`,
      reachable: false,
      error: 'TimeoutError',
    });
  });

  it('a remote behind its own proxy that never answers is down in time too (the proxy would wait 30 s)', async () => {
    const { port } = await listening(() => {});
    const server = await hostServer({
      REMOTE_TELEPHONY_URL: '/remotes/telephony/mf-manifest.json',
      REMOTE_TELEPHONY_UPSTREAM: `http://127.0.0.1:${port}`,
      API_BASE_URL: '/jambonz/v1',
    });
    const health = (await server.inject({ url: '/health', headers: { host: 'localhost:8080' } })).json();
    expect(health.status).toBe('degraded');
    expect(health.remotes.telephony).toEqual({
      url: 'http://localhost:8080/remotes/telephony/mf-manifest.json',
      reachable: false,
      error: 'TimeoutError',
    });
  });
});

describe('CORS (remotes are fetched cross-origin)', () => {
  it('on files and preflights', async () => {
    const { server } = await createAppServer({ app: 'identity', dist, env: {} });
    servers.push(server);
    const file = await server.inject({
      url: '/mf-manifest.json',
      headers: { origin: 'http://localhost:8080' },
    });
    expect(file.headers['access-control-allow-origin']).toBe('*');
    const preflight = await server.inject({
      method: 'OPTIONS',
      url: '/remoteEntry.js',
      headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toContain('GET');
  });
});

describe('/api proxy', () => {
  it('forwards /api/* to API_UPSTREAM without the /api prefix', async () => {
    const seen: string[] = [];
    const upstream = http.createServer((request, response) => {
      seen.push(`${request.method} ${request.url} ${request.headers.authorization}`);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('[]');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    try {
      const server = await hostServer({ API_UPSTREAM: `http://127.0.0.1:${port}` });
      const response = await server.inject({
        url: '/api/v1/Accounts?x=1',
        headers: { authorization: 'Bearer t' },
      });
      expect(response.statusCode).toBe(200);
      expect(seen).toEqual(['GET /v1/Accounts?x=1 Bearer t']);
    } finally {
      upstream.close();
    }
  });

  it('tells the API the browser’s address (X-Forwarded-For), never what the browser claims', async () => {
    const forwarded: (string | undefined)[] = [];
    const upstream = http.createServer((request, response) => {
      forwarded.push(request.headers['x-forwarded-for'] as string | undefined);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('[]');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    try {
      const server = await hostServer({ API_UPSTREAM: `http://127.0.0.1:${port}` });
      await server.inject({
        url: '/api/v1/Accounts',
        remoteAddress: '203.0.113.7',
        headers: { 'x-forwarded-for': '10.0.0.1' },
      });
      expect(forwarded).toEqual(['203.0.113.7']);
    } finally {
      upstream.close();
    }
  });

  it('passes the API’s CORS answer through instead of opening it to every origin', async () => {
    // the API allows https://portal.example.com only (its CORS_ORIGINS)
    const upstream = http.createServer((request, response) => {
      const allowed = request.headers.origin === 'https://portal.example.com';
      const cors: Record<string, string> = allowed
        ? { 'access-control-allow-origin': 'https://portal.example.com', vary: 'Origin' }
        : { vary: 'Origin' };
      if (request.method === 'OPTIONS') {
        response.writeHead(204, allowed ? { ...cors, 'access-control-allow-methods': 'GET,POST' } : cors);
        response.end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json', ...cors });
      response.end('[]');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    try {
      const server = await hostServer({ API_UPSTREAM: `http://127.0.0.1:${port}` });
      const evil = await server.inject({
        url: '/api/v1/Accounts',
        headers: { origin: 'https://evil.example' },
      });
      expect(evil.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await server.inject({
        method: 'OPTIONS',
        url: '/api/v1/Accounts',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      const portal = await server.inject({
        url: '/api/v1/Accounts',
        headers: { origin: 'https://portal.example.com' },
      });
      expect(portal.headers['access-control-allow-origin']).toBe('https://portal.example.com');
      // files of the portal itself are still open to any origin (remotes are fetched cross-origin)
      expect((await server.inject({ url: '/main.js' })).headers['access-control-allow-origin']).toBe('*');
    } finally {
      upstream.close();
    }
  });

  it('an API that is down answers 502 {msg: "The server cannot be reached"}', async () => {
    const server = await hostServer({ API_UPSTREAM: 'http://127.0.0.1:9' });
    const response = await server.inject({ url: '/api/v1/Accounts' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ msg: 'The server cannot be reached' });
  });
});

describe('remotes through the host (one published port)', () => {
  it('REMOTE_<ID>_URL as a path: config.json on the page’s origin, /remotes/<id>/… proxied to the remote', async () => {
    const seen: string[] = [];
    const remote = http.createServer((request, response) => {
      seen.push(String(request.url));
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
      response.end('{"id":"mfe_identity"}');
    });
    await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
    const { port } = remote.address() as AddressInfo;
    try {
      const server = await hostServer({
        REMOTE_IDENTITY_URL: '/remotes/identity/mf-manifest.json',
        REMOTE_IDENTITY_UPSTREAM: `http://127.0.0.1:${port}`,
      });
      const config = await server.inject({
        url: '/config.json',
        headers: { host: 'portal.example.com:8443' },
      });
      expect(config.json().remotes.identity).toBe(
        'http://portal.example.com:8443/remotes/identity/mf-manifest.json',
      );
      const page = await server.inject({
        url: '/',
        headers: { accept: 'text/html', host: 'portal.example.com:8443' },
      });
      // Same origin: the CSP needs no other origin for scripts.
      expect(String(page.headers['content-security-policy'])).toContain(
        "script-src 'self' http://portal.example.com:8443;",
      );
      const manifest = await server.inject({ url: '/remotes/identity/mf-manifest.json' });
      expect(manifest.statusCode).toBe(200);
      expect(manifest.json()).toEqual({ id: 'mfe_identity' });
      expect(seen).toEqual(['/mf-manifest.json']);
    } finally {
      remote.close();
    }
  });

  it('a remote that is down answers 502 on its path; other paths are unaffected', async () => {
    const server = await hostServer({
      REMOTE_IDENTITY_URL: '/remotes/identity/mf-manifest.json',
      REMOTE_IDENTITY_UPSTREAM: 'http://127.0.0.1:9',
    });
    expect((await server.inject({ url: '/remotes/identity/mf-manifest.json' })).statusCode).toBe(502);
    expect((await server.inject({ url: '/main.js' })).statusCode).toBe(200);
  });
});
