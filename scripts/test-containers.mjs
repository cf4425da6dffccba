#!/usr/bin/env node
// `npm run test:containers`: proves docker-compose.yml. Builds the seven images, brings the stack up under its own
// Compose project on a free port, runs e2e/containers (Playwright in Debian's Chromium) through the host
// container's port — sign-in, one page of every area, a restart of the API container with the data still there —
// then takes the stack down with its volumes, whatever happened. Prints each image's size.
//
// Needs a running Docker engine and Compose (v2 `docker compose` or v1 `docker-compose`), as root or a member of
// the docker group; on Debian: `apt-get install -y docker.io docker-compose debootstrap`, then `dockerd &`.
// Base images: NODE_BUILD_IMAGE / NODE_RUN_IMAGE when set; else the official node:20-bookworm(-slim) when present
// or pullable; else local stand-ins (scripts/docker/stand-in-base-images.sh, built once when missing).
// `npm run test:containers -- --no-build` runs the stack from the images built last time.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForHttp } from './lib/processes.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OFFICIAL = { NODE_BUILD_IMAGE: 'node:20-bookworm', NODE_RUN_IMAGE: 'node:20-bookworm-slim' };
const STAND_INS = {
  NODE_BUILD_IMAGE: 'switchboard-standin/node:20-bookworm',
  NODE_RUN_IMAGE: 'switchboard-standin/node:20-bookworm-slim',
};
const IMAGES = ['api', 'host', 'identity', 'telephony', 'speech', 'observability', 'billing'];

function fail(message) {
  console.error(`✖ test:containers: ${message}`);
  process.exit(1);
}

function run(command, args, options = {}) {
  return spawnSync(command, args, { encoding: 'utf8', cwd: repoRoot, ...options });
}

function ok(command, args) {
  return run(command, args, { stdio: 'ignore' }).status === 0;
}

function composeCommand() {
  if (ok('docker', ['compose', 'version'])) return ['docker', 'compose'];
  if (ok('docker-compose', ['version'])) return ['docker-compose'];
  return fail('no Docker Compose (`docker compose` or `docker-compose`): apt-get install -y docker-compose');
}

function imagePresent(image) {
  return ok('docker', ['image', 'inspect', image]);
}

/** The base images to build on, as build arguments. */
function baseImages() {
  if (process.env.NODE_BUILD_IMAGE && process.env.NODE_RUN_IMAGE)
    return { NODE_BUILD_IMAGE: process.env.NODE_BUILD_IMAGE, NODE_RUN_IMAGE: process.env.NODE_RUN_IMAGE };
  for (const set of [OFFICIAL, STAND_INS]) if (Object.values(set).every(imagePresent)) return set;
  const pulled = Object.values(OFFICIAL).every(
    (image) => run('docker', ['pull', image], { stdio: 'ignore', timeout: 120_000 }).status === 0,
  );
  if (pulled) return OFFICIAL;
  console.log(
    'The official node images cannot be pulled here: building local stand-ins (a few minutes, once).',
  );
  const built = run('sh', ['scripts/docker/stand-in-base-images.sh'], { stdio: 'inherit' });
  if (built.status !== 0) fail('the stand-in base images could not be built (see above)');
  return STAND_INS;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function seconds(since) {
  return `${((Date.now() - since) / 1000).toFixed(0)} s`;
}

async function main() {
  if (!ok('docker', ['info']))
    fail('no Docker engine answers (`docker info`): start it (`dockerd &` as root) or install docker.io');
  const composeBase = composeCommand();
  const build = !process.argv.includes('--no-build');
  const bases = build ? baseImages() : OFFICIAL;
  const project = `switchboard-ct-${randomBytes(3).toString('hex')}`;
  const port = await freePort();
  const compose = [...composeBase, '-p', project];
  const env = {
    ...process.env,
    ...bases,
    HOST_PORT: String(port),
    // billing's pages need hosted mode, and the production API takes hosted mode only with a Stripe key: a test
    // key that nothing here uses (no page opened by the test asks Stripe anything; Stripe cannot be reached)
    HOSTED: '1',
    FEATURE_HOSTED: '1',
    STRIPE_SECRET_KEY: process.env.STRIPE_SECRET_KEY || 'sk_test_containers_not_a_real_key',
    COMPOSE_DOCKER_CLI_BUILD: '0',
  };
  const composeRun = (args, options = {}) =>
    run(compose[0], [...compose.slice(1), ...args], { stdio: 'inherit', env, ...options });

  let status = 1;
  const started = Date.now();
  try {
    if (build) {
      console.log(`▶ building the images on ${bases.NODE_BUILD_IMAGE} / ${bases.NODE_RUN_IMAGE}`);
      if (composeRun(['build']).status !== 0) throw new Error('docker-compose build failed');
      console.log(`  built in ${seconds(started)}`);
    }
    const up = Date.now();
    if (composeRun(['up', '-d', '--no-build']).status !== 0) throw new Error('docker-compose up failed');
    const portal = `http://127.0.0.1:${port}`;
    const answered = await waitForHttp(`${portal}/health`, { timeoutMs: 180_000, intervalMs: 1_000 });
    if (!answered) throw new Error(`the host did not answer ${portal}/health within 3 minutes`);
    console.log(`  up and answering on ${portal} in ${seconds(up)}`);
    const tested = run('npx', ['playwright', 'test', '-c', 'playwright.containers.config.ts'], {
      cwd: path.join(repoRoot, 'e2e'),
      stdio: 'inherit',
      env: { ...env, CONTAINERS_PORTAL_URL: portal, CONTAINERS_COMPOSE: JSON.stringify(compose) },
    });
    status = tested.status ?? 1;
  } catch (error) {
    console.error(`✖ ${error.message}`);
    composeRun(['logs', '--tail', '40']);
  } finally {
    composeRun(['down', '-v', '--remove-orphans'], { stdio: 'ignore' });
  }
  for (const id of IMAGES) {
    const size = run('docker', [
      'image',
      'inspect',
      '--format',
      '{{.Size}}',
      `switchboard-${id}:local`,
    ]).stdout;
    if (size) console.log(`  switchboard-${id}:local ${(Number(size) / 1e6).toFixed(0)} MB`);
  }
  console.log(
    `${status === 0 ? '✔' : '✖'} test:containers ${status === 0 ? 'passed' : 'failed'} in ${seconds(started)}`,
  );
  process.exit(status);
}

main().catch((error) => fail(error.message));
