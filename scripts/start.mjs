#!/usr/bin/env node
// `npm start`: builds what is missing, then runs the API (seeded SQLite database in .data/) and every
// portal app as a production build, prints where they are, and stops them all on Ctrl-C.
// Ports and URLs come from the environment (see README); defaults are the project's ports.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const env = process.env;
const apiPort = Number(env.PORT || 3000);

// The apps `npm start` knows about, in start order. A portal app is started only once its workspace exists.
const apps = [
  {
    name: 'api',
    workspace: 'api',
    builtFile: 'api/dist/server.js',
    command: ['node', ['api/dist/server.js']],
    env: { PORT: String(apiPort) },
  },
];

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const present = apps.filter((a) => existsSync(`${a.workspace}/package.json`));
if (!existsSync('shared/dist/index.js')) run('npm', ['run', 'build', '-w', 'shared']);
for (const app of present) {
  if (!existsSync(app.builtFile)) run('npm', ['run', 'build', '-w', app.workspace]);
}

const children = present.map((app) => {
  const child = spawn(app.command[0], app.command[1], { stdio: 'inherit', env: { ...env, ...app.env } });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${app.name} stopped (${signal ?? code}); stopping the rest`);
      stop(code ?? 1);
    }
  });
  return child;
});

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
