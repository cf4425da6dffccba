/**
 * @jest-environment node
 */
// Releases (scripts/lib/releases.cjs): immutable release folders per app, the one in use per app, and what the
// servers make of them — the host's /config.json points a remote at its release, the remote's server serves every
// release, and a page started before a switch still gets its chunks.
import { mkdtempSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/* eslint-disable @typescript-eslint/no-require-imports */
const releases = require('../../scripts/lib/releases.cjs') as {
  releaseIdOf: (app: string, dist: string) => string;
  publish: (
    app: string,
    dist: string,
    options?: { activate?: boolean; env?: Record<string, string> },
  ) => { id: string; created: boolean; previous: string | null; activated: boolean; diff: unknown };
  rollback: (app: string, env?: Record<string, string>) => { from: string; to: string };
  activate: (app: string, id: string, env?: Record<string, string>) => { from: string | null; to: string };
  currentRelease: (app: string, env?: Record<string, string>) => string | null;
  listReleases: (app: string, env?: Record<string, string>) => string[];
};
const { buildRuntimeConfig } = require('../../scripts/lib/runtime-config.cjs');
const { createAppServer } = require('../../scripts/lib/app-server.cjs');
/* eslint-enable @typescript-eslint/no-require-imports */

let work: string;
let env: Record<string, string>;
const page = { protocol: 'http:', hostname: 'portal.example.com' };

function build(name: string, heading: string, chunk: string): string {
  const dist = path.join(work, name);
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ heading }));
  writeFileSync(path.join(dist, 'remoteEntry.js'), `var mfe_telephony = "${heading}";`);
  writeFileSync(path.join(dist, `${chunk}.js`), `/* ${heading} */`);
  return dist;
}

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'sb-releases-'));
  // 'auto': the remote on the page's host name at its port, even where its workspace is not in this checkout.
  env = { RELEASES_DIR: path.join(work, 'releases'), TELEPHONY_PORT: '8082', REMOTE_TELEPHONY_URL: 'auto' };
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('publishing and switching', () => {
  it('a build becomes an immutable folder named by version and content; the same build, the same release', () => {
    const first = build('a', 'first', '101.0123456789');
    const result = releases.publish('telephony', first, { env });
    expect(result).toMatchObject({ created: true, previous: null, activated: true });
    expect(result.id).toMatch(/^\d+\.\d+\.\d+-[0-9a-f]{10}$/);
    expect(releases.releaseIdOf('telephony', first)).toBe(result.id);
    expect(releases.publish('telephony', first, { env })).toMatchObject({ id: result.id, created: false });
    expect(releases.currentRelease('telephony', env)).toBe(result.id);
  });

  it('a new release becomes current with what changed; roll back returns to the one before', () => {
    const one = releases.publish('telephony', build('a', 'first', '101.0123456789'), { env }).id;
    const two = releases.publish('telephony', build('b', 'second', '202.abcdefabcd'), { env });
    expect(two.previous).toBe(one);
    expect(two.diff).toEqual({
      added: ['202.abcdefabcd.js'],
      removed: ['101.0123456789.js'],
      changed: ['mf-manifest.json', 'remoteEntry.js'],
    });
    expect(releases.currentRelease('telephony', env)).toBe(two.id);
    expect(releases.rollback('telephony', env)).toMatchObject({ from: two.id, to: one });
    expect(releases.currentRelease('telephony', env)).toBe(one);
    expect(releases.activate('telephony', two.id, env)).toMatchObject({ from: one, to: two.id });
    expect(releases.listReleases('telephony', env).sort()).toEqual([one, two.id].sort());
    expect(() => releases.rollback('identity', env)).toThrow('no earlier release');
  });

  it('published only, not in use; the environment wins over current.json', () => {
    const id = releases.publish('telephony', build('a', 'first', '101.0123456789'), {
      env,
      activate: false,
    }).id;
    expect(releases.currentRelease('telephony', env)).toBeNull();
    expect(releases.currentRelease('telephony', { ...env, REMOTE_TELEPHONY_RELEASE: id })).toBe(id);
    expect(() =>
      releases.currentRelease('telephony', { ...env, REMOTE_TELEPHONY_RELEASE: '../etc' }),
    ).toThrow('not a release id');
  });
});

describe('what the servers make of it', () => {
  it("the host's config.json points the remote at its release in use, read on every request", () => {
    expect(buildRuntimeConfig(env, page).remotes.telephony).toBe(
      'http://portal.example.com:8082/mf-manifest.json',
    );
    const id = releases.publish('telephony', build('a', 'first', '101.0123456789'), { env }).id;
    expect(buildRuntimeConfig(env, page).remotes.telephony).toBe(
      `http://portal.example.com:8082/releases/${id}/mf-manifest.json`,
    );
    // An explicit URL still wins.
    expect(
      buildRuntimeConfig({ ...env, REMOTE_TELEPHONY_URL: 'https://cdn.example.com/t/mf-manifest.json' }, page)
        .remotes.telephony,
    ).toBe('https://cdn.example.com/t/mf-manifest.json');
  });

  it("a remote's server serves every release; an old page's chunk is still there after a switch", async () => {
    const one = releases.publish('telephony', build('a', 'first', '101.0123456789'), { env }).id;
    const two = releases.publish('telephony', build('b', 'second', '202.abcdefabcd'), { env }).id;
    const { server } = await createAppServer({
      app: 'telephony',
      dist: build('plain', 'plain', '303.0000000000'),
      env,
    });
    try {
      const manifest = await server.inject({ url: `/releases/${two}/mf-manifest.json` });
      expect(manifest.json()).toEqual({ heading: 'second' });
      const oldChunk = await server.inject({ url: `/releases/${one}/101.0123456789.js` });
      expect(oldChunk.statusCode).toBe(200);
      expect(oldChunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(oldChunk.headers['access-control-allow-origin']).toBe('*');
      expect((await server.inject({ url: `/releases/${one}/../../current.json` })).statusCode).toBe(404);
    } finally {
      await server.close();
    }
    // Each release beside its registry record.
    expect(readdirSync(path.join(env.RELEASES_DIR, 'telephony')).sort()).toEqual(
      [one, `${one}.json`, two, `${two}.json`].sort(),
    );
  });

  it('the host serves its release in use, and a hashed file of an earlier one for a page loaded before', async () => {
    const hostBuild = (name: string, chunk: string) => {
      const dist = path.join(work, name);
      mkdirSync(dist, { recursive: true });
      writeFileSync(path.join(dist, 'index.html'), `<!doctype html><title>${name}</title>`);
      writeFileSync(path.join(dist, `${chunk}.js`), `/* ${name} */`);
      return dist;
    };
    releases.publish('host', hostBuild('host-one', '111.1111111111'), { env });
    releases.publish('host', hostBuild('host-two', '222.2222222222'), { env });
    const { server } = await createAppServer({ app: 'host', env: { ...env, HOST_PORT: '8080' } });
    try {
      expect((await server.inject({ url: '/', headers: { accept: 'text/html' } })).body).toContain(
        'host-two',
      );
      const earlier = await server.inject({ url: '/111.1111111111.js' });
      expect(earlier.statusCode).toBe(200);
      expect(earlier.body).toBe('/* host-one */');
      expect((await server.inject({ url: '/999.9999999999.js' })).statusCode).toBe(404);
    } finally {
      await server.close();
    }
  });
});
