#!/usr/bin/env node
// `npm run dev`: the API (rebuilt and restarted on change) and a webpack-dev-server with hot reload for the host
// and every remote present. Same ports and environment variables as `npm start`; Ctrl-C stops everything.
import { createRequire } from 'node:module';
import { createSupervisor, waitForHttp } from './lib/processes.mjs';

const require = createRequire(import.meta.url);
const { apps, portOf, hasScript, apiSettings, apiProcessEnv, repoRoot } = require('./lib/apps.cjs');

process.chdir(repoRoot);
const env = { ...process.env };
const { external: externalApi, upstream: apiUpstream } = apiSettings(env);

const supervisor = createSupervisor();
if (!externalApi && hasScript('api', 'dev')) {
  supervisor.start('api', 'npm', ['run', 'dev', '-w', 'api'], { env: apiProcessEnv(env) });
}
const devApps = apps.filter((app) => hasScript(app.workspace, 'dev'));
for (const app of devApps) {
  supervisor.start(app.id, 'npm', ['run', 'dev', '-w', app.workspace], {
    env: { ...env, API_UPSTREAM: apiUpstream },
  });
}

const host = apps.find((app) => app.id === 'host');
if (await waitForHttp(`http://127.0.0.1:${portOf(host, env)}/config.json`, { timeoutMs: 120_000 })) {
  console.log(
    `\n  Switchboard (dev, hot reload): http://localhost:${portOf(host, env)}   Ctrl-C stops everything.\n`,
  );
}
