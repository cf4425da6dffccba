/**
 * @jest-environment node
 */
// The release registry (scripts/lib/releases.cjs) as the host's server serves it (scripts/lib/discovery.cjs): the
// record written when a release is published, the discovery document (/config.json) built from the releases in
// use, read fresh on every request, and a canary's share of sessions (an admin's overrides: release-overrides.test.ts).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import path from 'node:path';
import { releases, build, hostServer, config, cookieOf, env, repoRoot } from './release-registry.fixtures';

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
