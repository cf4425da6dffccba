#!/usr/bin/env node
// `npm start`: builds what is missing, then runs the API (seeded SQLite database in .data/) and every portal app
// present as a production build, prints where they are and how to sign in, and stops them all on Ctrl-C.
// Environment (all optional): API_PORT (3000), HOST_PORT (8080), IDENTITY_PORT (8081), … (see README);
// API_UPSTREAM=<url of an API elsewhere, e.g. a real jambonz> runs the portal only; REMOTE_<ID>_URL, FEATURE_*…
// are passed to the host's server as they are. What the servers print (request logs…) goes to .data/logs/<app>.log;
// `npm start -- --logs` shows it here instead. Errors are always shown.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createSupervisor, runOrExit, waitForHttp } from './lib/processes.mjs';
import { startHostedServices } from './lib/hosted-dev.mjs';

const require = createRequire(import.meta.url);
const {
  apps,
  portOf,
  isBuildable,
  hasScript,
  apiSettings,
  apiProcessEnv,
  distOf,
  repoRoot,
} = require('./lib/apps.cjs');

process.chdir(repoRoot);
const env = { ...process.env };
const showLogs = process.argv.includes('--logs');
const logDir = path.join(repoRoot, '.data', 'logs');
const databasePath = env.DATABASE_PATH
  ? path.resolve(env.DATABASE_PATH)
  : path.join(repoRoot, '.data/switchboard.db');
const firstRun = !existsSync(databasePath);
const { port: apiPort, external: externalApi, upstream: apiUpstream } = apiSettings(env);

const runApi = !externalApi && hasScript('api', 'build');
const portalApps = apps.filter(isBuildable);

// 1. Build what is missing (a fresh clone: everything; afterwards: nothing).
if (runApi && !(existsSync('api/dist/dev/server.js') && existsSync('shared/dist/index.js'))) {
  runOrExit('npm', ['run', 'build', '-w', 'api']);
}
for (const app of portalApps) {
  const built = path.join(distOf(app), app.remote ? 'mf-manifest.json' : 'index.html');
  if (!existsSync(built)) runOrExit('npm', ['run', 'build', '-w', app.workspace]);
}

// 2. Start everything (with `--demo`: the API adds demo data; mail catcher and hosted extras: lib/hosted-dev.mjs).
const demo = process.argv.includes('--demo');
const hostedServices = await startHostedServices({ env, demo });
const supervisor = createSupervisor(showLogs ? {} : { logDir });
if (runApi) {
  // --demo: the API adds the demo data and simulated traffic (a week of calls, then live ones)
  const apiArgs = ['--enable-source-maps', 'api/dist/dev/server.js', ...(demo ? ['--demo'] : [])];
  supervisor.start('api', process.execPath, apiArgs, {
    env: { ...apiProcessEnv(env), ...hostedServices.apiEnv },
  });
}
for (const app of portalApps) {
  supervisor.start(app.id, process.execPath, ['scripts/serve-app.mjs', app.id], {
    env: { ...env, API_UPSTREAM: apiUpstream, ...hostedServices.portalEnv },
  });
}

// 3. Say where everything is once it answers.
const checks = [
  ...(runApi ? [[`API`, `http://127.0.0.1:${apiPort}/health`, `http://localhost:${apiPort}/v1`]] : []),
  ...portalApps.map((app) => [
    app.id,
    `http://127.0.0.1:${portOf(app, env)}/health`,
    `http://localhost:${portOf(app, env)}`,
  ]),
];
const results = await Promise.all(checks.map(([, health]) => waitForHttp(health)));
const host = apps.find((app) => app.id === 'host');
console.log('');
for (const [index, [name, , url]] of checks.entries()) {
  console.log(
    `  ${results[index] ? '✔' : '✖'} ${name.padEnd(14)} ${url}${results[index] ? '' : '  (not answering)'}`,
  );
}
if (externalApi) console.log(`  ↪ API           ${apiUpstream} (API_UPSTREAM)`);
console.log('');
console.log(`  Switchboard: http://localhost:${portOf(host, env)}`);
if (runApi && firstRun) {
  console.log(
    env.ADMIN_INITIAL_PASSWORD
      ? '  New database: sign in as admin with the password from ADMIN_INITIAL_PASSWORD.'
      : '  New database: sign in as admin / admin (you are then asked to choose a new password).',
  );
}
for (const line of hostedServices.lines) console.log(line);
if (!showLogs)
  console.log(`  Logs: ${path.relative(repoRoot, logDir)}/<app>.log (npm start -- --logs shows them here)`);
console.log('  Ctrl-C stops everything.');
console.log('');
