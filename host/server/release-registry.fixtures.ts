// What the release registry's tests share (release-registry.test.ts, release-overrides.test.ts): the registry's
// scripts, a remote's and the host's production builds in a fresh directory per test, the host's server over it,
// and its /config.json as a browser asks for it.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/* eslint-disable @typescript-eslint/no-require-imports */
export const releases = require('../../scripts/lib/releases.cjs') as {
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

export type Server = Awaited<ReturnType<typeof createAppServer>>['server'];
export type Reply = Awaited<ReturnType<Server['inject']>>;

export const repoRoot = path.resolve(__dirname, '../..');
// Assigned before each test; importers read them as live bindings.
export let work: string;
export let env: Record<string, string>;
const servers: Server[] = [];

/** A remote's production build as webpack writes it: its manifest carries its version and declaration. */
export function build(
  name: string,
  { version = '1.2.0', label = 'Carriers', chunk = '101.0123456789' } = {},
) {
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

export async function hostServer(extra: Record<string, string> = {}) {
  const { server } = await createAppServer({ app: 'host', dist: hostBuild(), env: { ...env, ...extra } });
  servers.push(server);
  return server as Server;
}

export const config = (server: Server, cookie?: string) =>
  server.inject({
    url: '/config.json',
    headers: { host: 'portal.example.com:8080', ...(cookie ? { cookie } : {}) },
  });
/** The `name=value` of a Set-Cookie answer, to send back as a browser would. */
export const cookieOf = (reply: Reply) => String(reply.headers['set-cookie']).split(';')[0];

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
