/**
 * @jest-environment node
 */
// The release registry (scripts/lib/releases.cjs) as the host's server serves it (scripts/lib/discovery.cjs): the
// record written when a release is published, the discovery document (/config.json) built from the releases in
// use, read fresh on every request, a canary's share of sessions, and an admin's per-browser overrides.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { brotliDecompressSync } from 'node:zlib';
import path from 'node:path';

/* eslint-disable @typescript-eslint/no-require-imports */
const releases = require('../../scripts/lib/releases.cjs') as {
  publish: (
    app: string,
    dist: string,
    options?: { activate?: boolean; env?: Record<string, string> },
  ) => { id: string; record: Record<string, unknown> };
  activate: (app: string, id: string, env?: Record<string, string>) => unknown;
  rollback: (app: string, env?: Record<string, string>) => { from: string; to: string; canary?: boolean };
  startCanary: (app: string, id: string, percent: number, env?: Record<string, string>) => unknown;
  promote: (app: string, env?: Record<string, string>) => { from: string; to: string };
  currentRelease: (app: string, env?: Record<string, string>) => string | null;
  recordOf: (app: string, id: string, env?: Record<string, string>) => Record<string, unknown> | null;
  buildRecordOf: (app: string, dist: string) => Record<string, unknown> | null;
};
const { createAppServer } = require('../../scripts/lib/app-server.cjs');
const { apps } = require('../../scripts/lib/apps.cjs') as { apps: { id: string; remote: boolean }[] };
/* eslint-enable @typescript-eslint/no-require-imports */

type Server = Awaited<ReturnType<typeof createAppServer>>['server'];
type Reply = Awaited<ReturnType<Server['inject']>>;

const repoRoot = path.resolve(__dirname, '../..');
let work: string;
let env: Record<string, string>;
const servers: Server[] = [];

/** A remote's production build as webpack writes it: its manifest carries its version and declaration. */
function build(name: string, { version = '1.2.0', label = 'Carriers', chunk = '101.0123456789' } = {}) {
  const dist = path.join(work, name);
  mkdirSync(dist, { recursive: true });
  const declaration = {
    area: 'telephony',
    menu: [{ id: 'telephony.carriers', label, path: 'carriers', section: 'byo', order: 10 }],
    paths: ['carriers/*'],
    publicPaths: [],
    background: false,
  };
  writeFileSync(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({ metaData: { buildInfo: { buildVersion: version }, switchboard: declaration } }),
  );
  writeFileSync(path.join(dist, 'remoteEntry.js'), `var mfe_telephony = "${name}";`);
  writeFileSync(path.join(dist, `${chunk}.js`), `/* ${name} */`);
  return dist;
}

/** A host build to serve (an index page). */
function hostBuild() {
  const dist = path.join(work, 'host-dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>host</title>');
  return dist;
}

async function hostServer(extra: Record<string, string> = {}) {
  const { server } = await createAppServer({ app: 'host', dist: hostBuild(), env: { ...env, ...extra } });
  servers.push(server);
  return server as Server;
}

const config = (server: Server, cookie?: string) =>
  server.inject({
    url: '/config.json',
    headers: { host: 'portal.example.com:8080', ...(cookie ? { cookie } : {}) },
  });
/** The `name=value` of a Set-Cookie answer, to send back as a browser would. */
const cookieOf = (reply: Reply) => String(reply.headers['set-cookie']).split(';')[0];

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'sb-registry-'));
  env = {
    RELEASES_DIR: path.join(work, 'releases'),
    HOST_PORT: '8080',
    TELEPHONY_PORT: '8082',
    // Only telephony, found like `npm start` finds it: on the page's host name at its port.
    ...Object.fromEntries(
      apps.filter((a) => a.remote).map((a) => [`REMOTE_${a.id.toUpperCase()}_URL`, 'off']),
    ),
    REMOTE_TELEPHONY_URL: 'auto',
  };
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
  rmSync(work, { recursive: true, force: true });
});

describe('the record of a release', () => {
  it('is written beside the release when it is published: declaration, version, build time', () => {
    const dist = build('a');
    const { id, record } = releases.publish('telephony', dist, { env });
    const file = path.join(env.RELEASES_DIR, 'telephony', `${id}.json`);
    const written = JSON.parse(readFileSync(file, 'utf8'));
    expect(written).toEqual({
      app: 'telephony',
      release: id,
      version: '1.2.0',
      builtAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      declaration: expect.objectContaining({ area: 'telephony', paths: ['carriers/*'] }),
    });
    expect(record).toEqual(written);
    expect(releases.recordOf('telephony', id, env)).toEqual(written);
    // A release never changes: publishing the same build again leaves its record as it was.
    releases.publish('telephony', dist, { env });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(written);
  });

  it('`npm run release` says what it recorded', () => {
    const out = execFileSync(
      process.execPath,
      [path.join(repoRoot, 'scripts/release.mjs'), 'telephony', '--from', build('a')],
      { env: { ...process.env, ...env }, encoding: 'utf8' },
    );
    expect(out).toMatch(/registry record: version 1\.2\.0, built \S+, 1 menu items, 1 paths, 0 public paths/);
  });

  it('a plain build (not released) is described from its own manifest, again when it is rebuilt', () => {
    const dist = build('plain');
    expect(releases.buildRecordOf('telephony', dist)).toMatchObject({ release: null, version: '1.2.0' });
    build('plain', { version: '1.3.0' });
    expect(releases.buildRecordOf('telephony', dist)).toMatchObject({ version: '1.3.0' });
  });
});

describe('the discovery document (/config.json)', () => {
  it('serves the releases in use with their recorded declarations, read fresh on every request', async () => {
    const one = releases.publish('telephony', build('a'), { env }).id;
    const server = await hostServer();
    const first = (await config(server)).json();
    expect(first.remotes.telephony).toBe(`http://portal.example.com:8082/releases/${one}/mf-manifest.json`);
    expect(first.areas.telephony).toEqual({
      release: one,
      version: '1.2.0',
      builtAt: expect.any(String),
      declaration: expect.objectContaining({ menu: [expect.objectContaining({ label: 'Carriers' })] }),
    });

    // A new release: the next request has it, with its own declaration (no restart).
    const two = releases.publish('telephony', build('b', { version: '1.3.0', label: 'Trunks' }), { env }).id;
    const second = (await config(server)).json();
    expect(second.remotes.telephony).toBe(`http://portal.example.com:8082/releases/${two}/mf-manifest.json`);
    expect(second.areas.telephony).toMatchObject({ release: two, version: '1.3.0' });
    expect(second.areas.telephony.declaration.menu[0].label).toBe('Trunks');
  });

  it('is compressed for a browser that accepts it', async () => {
    releases.publish('telephony', build('a'), { env });
    const server = await hostServer();
    const plain = (await config(server)).json();
    const reply = await server.inject({
      url: '/config.json',
      headers: { host: 'portal.example.com:8080', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers.vary).toBe('Accept-Encoding');
    const unpacked = JSON.parse(brotliDecompressSync(reply.rawPayload).toString('utf8'));
    expect(unpacked).toEqual({ ...plain, host: expect.any(Object) });
    expect(reply.rawPayload.length).toBeLessThan(JSON.stringify(plain).length / 2);
  });

  it('a remote with no registry record (a full REMOTE_<ID>_URL) is left to its manifest', async () => {
    releases.publish('telephony', build('a'), { env });
    const server = await hostServer({
      REMOTE_TELEPHONY_URL: 'https://partner.example.com/t/mf-manifest.json',
    });
    const body = (await config(server)).json();
    expect(body.remotes.telephony).toBe('https://partner.example.com/t/mf-manifest.json');
    expect(body.areas).toEqual({});
  });

  it('names the host’s own release', async () => {
    const server = await hostServer();
    expect((await config(server)).json().host).toEqual({
      release: null,
      version: expect.any(String),
      builtAt: expect.any(String),
    });
  });
});

describe('a canary', () => {
  it('serves its release to its share of sessions, the same one each time; promote and roll back', async () => {
    const stable = releases.publish('telephony', build('a'), { env }).id;
    const canary = releases.publish('telephony', build('b', { version: '1.3.0' }), {
      env,
      activate: false,
    }).id;
    releases.startCanary('telephony', canary, 50, env);
    const server = await hostServer();

    // A new browser gets a session cookie with its first config.json, and keeps its release with it.
    const seen = new Map<string, string>();
    for (let i = 0; i < 40 && new Set(seen.values()).size < 2; i += 1) {
      const reply = await config(server);
      const cookie = cookieOf(reply);
      expect(reply.headers['set-cookie']).toMatch(
        /^sb_session=[0-9a-f]{32}; Path=\/; HttpOnly; SameSite=Lax$/,
      );
      const { areas } = reply.json();
      seen.set(cookie, areas.telephony.release);
      expect(areas.telephony.canary).toEqual({
        release: canary,
        percent: 50,
        serving: areas.telephony.release === canary,
      });
      const again = await config(server, cookie);
      expect(again.headers['set-cookie']).toBeUndefined();
      expect(again.json().areas.telephony.release).toBe(areas.telephony.release);
    }
    expect(new Set(seen.values())).toEqual(new Set([stable, canary]));

    releases.promote('telephony', env);
    for (const cookie of seen.keys()) {
      const { areas } = (await config(server, cookie)).json();
      expect(areas.telephony.release).toBe(canary);
      expect(areas.telephony.canary).toBeUndefined();
    }
    expect(releases.currentRelease('telephony', env)).toBe(canary);
  });

  it('rolling back ends it: every session on the release in use', async () => {
    const stable = releases.publish('telephony', build('a'), { env }).id;
    const canary = releases.publish('telephony', build('b'), { env, activate: false }).id;
    releases.startCanary('telephony', canary, 99, env);
    expect(releases.rollback('telephony', env)).toMatchObject({ from: canary, to: stable, canary: true });
    const server = await hostServer();
    const { areas } = (await config(server)).json();
    expect(areas.telephony.release).toBe(stable);
    expect(areas.telephony.canary).toBeUndefined();
  });

  it('is refused without a release in use, for the host, or out of 1–99', () => {
    const dist = build('a');
    const id = releases.publish('telephony', dist, { env, activate: false }).id;
    expect(() => releases.startCanary('telephony', id, 10, env)).toThrow('no release in use');
    releases.activate('telephony', id, env);
    expect(() => releases.startCanary('telephony', id, 10, env)).toThrow('already the release in use');
    const other = releases.publish('telephony', build('b', { chunk: '202.abcdefabcd' }), {
      env,
      activate: false,
    }).id;
    expect(() => releases.startCanary('telephony', other, 100, env)).toThrow('from 1 to 99');
    expect(() => releases.startCanary('host', other, 10, env)).toThrow('for a remote');
  });
});

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
