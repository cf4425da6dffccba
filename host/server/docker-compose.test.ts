/**
 * @jest-environment node
 */
// docker-compose.yml runs what `npm start` runs, with the same ports, environment and health checks: one service
// per app of scripts/lib/apps.cjs whose workspace can be built, plus the API. Read as text (no YAML library):
// each service is the block under its two-space-indented name.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { apps, isBuildable } = require('../../scripts/lib/apps.cjs') as {
  apps: { id: string; defaultPort: number; portEnv: string; remote: boolean }[];
  isBuildable: (app: unknown) => boolean;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { FEATURES } = require('../../scripts/lib/runtime-config.cjs') as {
  FEATURES: [string, string, boolean][];
};

const compose = readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8');

function service(name: string): string {
  const start = compose.search(new RegExp(`^  ${name}:\\s*$`, 'm'));
  if (start < 0) throw new Error(`docker-compose.yml has no service "${name}"`);
  const rest = compose.slice(start + 1);
  const end = rest.search(/^ {2}[a-z][\w-]*:\s*$|^\S/m);
  return end < 0 ? rest : rest.slice(0, end);
}

const portalApps = apps.filter((app) => isBuildable(app));

test('one service per buildable app, on its npm start port, started like npm start, with a health check', () => {
  expect(portalApps.map((a) => a.id)).toContain('host');
  for (const app of portalApps) {
    const block = service(app.id);
    expect(block).toContain(`'\${${app.portEnv}:-${app.defaultPort}}:${app.defaultPort}'`);
    expect(block).toContain(`${app.portEnv}: '${app.defaultPort}'`);
    expect(block).toContain(`['node', 'scripts/serve-app.mjs', '${app.id}']`);
    expect(block).toContain(`http://127.0.0.1:${app.defaultPort}/health`);
  }
});

test('the host gets every remote, every feature switch and the public settings npm start passes through', () => {
  const host = service('host');
  for (const app of portalApps.filter((a) => a.remote)) {
    expect(host).toContain(
      `REMOTE_${app.id.toUpperCase()}_URL: \${REMOTE_${app.id.toUpperCase()}_URL:-auto}`,
    );
    expect(host).toContain(`${app.portEnv}: \${${app.portEnv}:-${app.defaultPort}}`);
  }
  for (const [name] of FEATURES) expect(host).toContain(`${name}: \${${name}:-`);
  for (const name of [
    'API_UPSTREAM',
    'API_BASE_URL',
    'STRIPE_PUBLISHABLE_KEY',
    'GOOGLE_CLIENT_ID',
    'GITHUB_CLIENT_ID',
    'DEFAULT_SERVICE_PROVIDER_SID',
  ])
    expect(host).toContain(`${name}: \${${name}:-`);
});

test('the API gets every variable it reads, its port and a health check', () => {
  const api = service('api');
  const config = readFileSync(path.join(repoRoot, 'api/src/config.ts'), 'utf8');
  const read = [...new Set([...config.matchAll(/env\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]))];
  expect(read).toEqual(expect.arrayContaining(['PORT', 'DATABASE_PATH', 'JWT_SECRET']));
  // JAMBONES_HOSTING is the real server's name for HOSTED, read for operators coming from jambonz.
  for (const name of read.filter((n) => n !== 'JAMBONES_HOSTING')) expect(api).toContain(`${name}:`);
  expect(api).toContain("'${API_PORT:-3000}:3000'");
  expect(api).toContain('http://127.0.0.1:3000/health');
});
