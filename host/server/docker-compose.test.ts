/**
 * @jest-environment node
 */
// docker-compose.yml and the Dockerfiles, checked without Docker (none runs here): one service per app of
// scripts/lib/apps.cjs plus the API, each built from its own Dockerfile with the repository as context; only the
// host's port published; the host finds every remote through its own origin; every variable the API and the host
// read is passed on. Each present workspace's Dockerfile is the template's (scripts/docker/dockerfiles.cjs):
// multi-stage, a slim run image, a non-root user, a health check. Read as text (no YAML library): each service is
// the block under its two-space-indented name.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/* eslint-disable @typescript-eslint/no-require-imports */
const { apps, repoRoot } = require('../../scripts/lib/apps.cjs') as {
  apps: { id: string; workspace: string; defaultPort: number; portEnv: string; remote: boolean }[];
  repoRoot: string;
};
const { FEATURES } = require('../../scripts/lib/runtime-config.cjs') as {
  FEATURES: [string, string, boolean][];
};
const { BASE_IMAGE_ARGS, dockerfileFor, dockerImages, workspacesOf } =
  require('../../scripts/docker/dockerfiles.cjs') as {
    BASE_IMAGE_ARGS: Record<string, string>;
    dockerfileFor: (id: string) => string;
    dockerImages: () => { id: string; workspace: string; file: string }[];
    workspacesOf: (app: { id: string; workspace: string }) => string[];
  };
/* eslint-enable @typescript-eslint/no-require-imports */

const compose = readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8');

function service(name: string): string {
  const start = compose.search(new RegExp(`^  ${name}:\\s*$`, 'm'));
  if (start < 0) throw new Error(`docker-compose.yml has no service "${name}"`);
  const rest = compose.slice(start + 1);
  const end = rest.search(/^ {2}[a-z][\w-]*:\s*$|^\S/m);
  return end < 0 ? rest : rest.slice(0, end);
}

test('one service per app and the API, each from its own Dockerfile with the repository as context', () => {
  for (const image of dockerImages()) {
    const block = service(image.id);
    expect(block).toContain(`image: switchboard-${image.id}:local`);
    expect(block).toMatch(
      new RegExp(`build:\\n\\s+context: \\.\\n\\s+dockerfile: ${image.file}\\n\\s+args: \\*base-images\\n`),
    );
  }
});

test('the base images are build arguments, the official images unless the shell names stand-ins', () => {
  const anchor = compose.slice(
    compose.indexOf('x-base-images: &base-images'),
    compose.indexOf('\nservices:'),
  );
  for (const [name, image] of Object.entries(BASE_IMAGE_ARGS))
    expect(anchor).toContain(`  ${name}: \${${name}:-${image}}`);
});

test('only the host publishes a port; the host reaches the API and every remote on the compose network', () => {
  const published = [...compose.matchAll(/^ {4}ports:\n((?: {6}- .*\n)+)/gm)].map((m) => m[1].trim());
  expect(published).toEqual(["- '${HOST_PORT:-8080}:8080'"]);
  const host = service('host');
  expect(host).toContain('API_UPSTREAM: ${API_UPSTREAM:-http://api:3000}');
  for (const app of apps.filter((a) => a.remote)) {
    const id = app.id.toUpperCase();
    expect(host).toContain(`REMOTE_${id}_URL: \${REMOTE_${id}_URL:-/remotes/${app.id}/mf-manifest.json}`);
    expect(host).toContain(
      `REMOTE_${id}_UPSTREAM: \${REMOTE_${id}_UPSTREAM:-http://${app.id}:${app.defaultPort}}`,
    );
    expect(host).toContain(`REMOTE_${id}_RELEASE: \${REMOTE_${id}_RELEASE:-}`);
    const block = service(app.id);
    expect(block).toContain(`${app.portEnv}: '${app.defaultPort}'`);
    expect(block).toContain(`- ${app.id}-releases:/releases`);
  }
});

test('the host gets every feature switch and the public settings npm start passes through', () => {
  const host = service('host');
  for (const [name] of FEATURES) expect(host).toContain(`${name}: \${${name}:-`);
  for (const name of [
    'API_BASE_URL',
    'STRIPE_PUBLISHABLE_KEY',
    'GOOGLE_CLIENT_ID',
    'GITHUB_CLIENT_ID',
    'DEFAULT_SERVICE_PROVIDER_SID',
    'FRAME_ANCESTORS',
    'TRUST_PROXY',
  ])
    expect(host).toContain(`${name}: \${${name}:-`);
});

test('the API gets every variable it reads, and its database lives in a volume', () => {
  const api = service('api');
  const config = readFileSync(path.join(repoRoot, 'api/src/config.ts'), 'utf8');
  const read = [...new Set([...config.matchAll(/env\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]))];
  expect(read).toEqual(expect.arrayContaining(['PORT', 'DATABASE_PATH', 'JWT_SECRET']));
  // JAMBONES_HOSTING is the real server's name for HOSTED, read for operators coming from jambonz.
  for (const name of read.filter((n) => n !== 'JAMBONES_HOSTING')) expect(api).toContain(`${name}:`);
  expect(api).toContain('- api-data:/data');
});

describe('Dockerfiles', () => {
  const present = dockerImages().filter((image) =>
    existsSync(path.join(repoRoot, image.workspace, 'package.json')),
  );

  it('every present app has one, and it is what the template writes', () => {
    expect(present.map((image) => image.id)).toEqual(expect.arrayContaining(['api', 'host', 'identity']));
    for (const image of present) {
      const file = path.join(repoRoot, image.file);
      expect({ file: image.file, exists: existsSync(file) }).toEqual({ file: image.file, exists: true });
      expect({ file: image.file, text: readFileSync(file, 'utf8') }).toEqual({
        file: image.file,
        text: dockerfileFor(image.id),
      });
    }
  });

  it.each(dockerImages().map((image) => [image.id]))(
    '%s: built with its workspace and shared, run slim as a non-root user with a health check',
    (id) => {
      const text = dockerfileFor(id);
      const app = apps.find((a) => a.id === id) ?? { id: 'api', workspace: 'api', defaultPort: 3000 };
      expect(text).toMatch(/^ARG NODE_BUILD_IMAGE=node:20-bookworm$/m);
      expect(text).toMatch(/^ARG NODE_RUN_IMAGE=node:20-bookworm-slim$/m);
      expect(text).toMatch(/^FROM \$\{NODE_BUILD_IMAGE\} AS build$/m);
      expect(text).toMatch(/^FROM \$\{NODE_RUN_IMAGE\}$/m);
      for (const workspace of workspacesOf(app)) expect(text).toContain(`--workspace ${workspace}`);
      expect(workspacesOf(app)).toEqual(expect.arrayContaining(['shared', app.workspace]));
      expect(text).toContain(`npm run build -w shared && npm run build -w ${app.workspace}`);
      expect(text).toMatch(/^USER node$/m);
      expect(text).toContain(`EXPOSE ${app.defaultPort}`);
      expect(text).toContain(`HEALTHCHECK`);
      expect(text).toContain(`http://127.0.0.1:${app.defaultPort}/health`);
    },
  );

  it("the API's image runs the production server and leaves out the development code (api/src/dev)", () => {
    const text = dockerfileFor('api');
    // not in the build context (.dockerignore), and checked absent before the run stage copies api/dist
    expect(text).toMatch(/^RUN test ! -e api\/src\/dev && test ! -e api\/dist\/dev$/m);
    expect(text.indexOf('test ! -e api/dist/dev')).toBeLessThan(
      text.indexOf('COPY --from=build --chown=node:node /app/api/dist'),
    );
    expect(text).toContain('CMD ["node", "--enable-source-maps", "api/dist/server.js"]');
  });

  it.each(apps.map((app) => [app.id, app.workspace]))(
    '%s: the run stage holds the bundled server and the built files, no node_modules',
    (id, workspace) => {
      const text = dockerfileFor(id);
      const run = text.slice(text.indexOf('FROM ${NODE_RUN_IMAGE}'));
      expect(text).toContain('npm run build:app-server');
      expect(
        run.split('\n').filter((line) => line.startsWith('COPY') && line.includes('node_modules')),
      ).toEqual([]);
      expect(run).toContain(
        'COPY --from=build --chown=node:node /app/build/app-server/serve-app.cjs ./build/app-server/',
      );
      expect(run).toContain(`COPY --from=build --chown=node:node /app/${workspace}/dist ./${workspace}/dist`);
      expect(run).toContain(`CMD ["node", "build/app-server/serve-app.cjs", "${id}"]`);
    },
  );

  it('the build context leaves out dependencies, builds, databases and releases', () => {
    const ignore = readFileSync(path.join(repoRoot, '.dockerignore'), 'utf8');
    for (const entry of ['**/node_modules', '**/dist', 'build', '.data', '.git', '.releases'])
      expect(ignore.split('\n')).toContain(entry);
  });
});

test('no default nested in a default, which Compose v1 (docker-compose 1.29) leaves unexpanded', () => {
  expect(compose.match(/\$\{[A-Z0-9_]+:?-[^}]*\$\{/g) ?? []).toEqual([]);
});
