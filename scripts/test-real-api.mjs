#!/usr/bin/env node
// `npm run test:real-api`: the portal's journeys against a real jambonz API server (e2e/real-api/, Playwright in
// Debian's Chromium, config e2e/playwright.real-api.config.ts).
//
// Which server:
//   REAL_API_URL=https://…/v1 REAL_API_ADMIN_KEY=<admin-scope API key>   any jambonz API (nothing is set up; its
//                                                                        rate limit stays as it is)
//   otherwise ../shared/real-api/setup.sh (REAL_API_SETUP names another) is run, as root, with
//   REAL_API_DISABLE_RATE_LIMITS=1: it brings jambonz-api-server v0.9.6 up on 127.0.0.1:3900 (idempotent, seconds
//   when it already runs) and its fixed admin API key is used. Servers the lane started are stopped when it ends
//   (`setup.sh --stop`); ones already running before it are left running.
//
// `--if-available` (what `npm test` passes): where no server can be had (no REAL_API_URL, no setup script, or not
// root) say so in one line and succeed — unless REAL_API_REQUIRED=1 (.ci/run), where that is a failure.
// Other arguments go to Playwright (e.g. a spec file, --grep).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const ifAvailable = args.includes('--if-available');
const playwrightArgs = args.filter((arg) => arg !== '--if-available');
const required = /^(1|true|yes)$/i.test(process.env.REAL_API_REQUIRED ?? '');
const HOW = 'REAL_API_URL=<…/v1> REAL_API_ADMIN_KEY=<key> npm run test:real-api';

/** The lane cannot run here: one line; a failure unless `npm test` asked only if available (and CI does not require it). */
function unavailable(reason) {
  if (ifAvailable && !required) {
    console.log(
      `real-API lane skipped: ${reason} (run it with \`sudo npm run test:real-api\` or \`${HOW}\`)`,
    );
    process.exit(0);
  }
  console.error(
    `real-API lane cannot run: ${reason}.\nRun it as root next to ../shared/real-api, or: ${HOW}`,
  );
  process.exit(1);
}

/** Runs the setup script (its output kept; the last lines shown on failure); returns its output. */
function runSetup(script) {
  const started = Date.now();
  console.log(`real-API lane: ${script} (REAL_API_DISABLE_RATE_LIMITS=1)`);
  const result = spawnSync('bash', [script], {
    env: { ...process.env, REAL_API_DISABLE_RATE_LIMITS: '1' },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.status !== 0) {
    console.error(output.split('\n').slice(-25).join('\n'));
    console.error(`real-API lane: ${script} failed (exit ${result.status ?? result.signal})`);
    process.exit(1);
  }
  const ready = output.split('\n').find((line) => /\bready: /.test(line));
  console.log(`${ready?.trim() ?? 'ready'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return output;
}

/** Whether any of the set-up's servers runs now (`setup.sh --status`): then the lane leaves them as they are. */
function setupRuns(script) {
  const result = spawnSync('bash', [script, '--status'], { encoding: 'utf8' });
  return /: PID \d+/.test(`${result.stdout ?? ''}${result.stderr ?? ''}`);
}

/** Stops what the lane's set-up started (`setup.sh --stop`, by the PIDs it recorded). */
function stopSetup(script) {
  const result = spawnSync('bash', [script, '--stop'], { encoding: 'utf8' });
  console.log(
    `real-API lane: ${result.status === 0 ? 'stopped the servers it started' : `${script} --stop failed (exit ${result.status})`}`,
  );
}

function findServer() {
  const url = process.env.REAL_API_URL?.trim();
  if (url) {
    const key = process.env.REAL_API_ADMIN_KEY?.trim();
    if (!key) unavailable('REAL_API_URL is set but REAL_API_ADMIN_KEY (an admin-scope API key) is not');
    return { url, key };
  }
  const script = path.resolve(repoRoot, process.env.REAL_API_SETUP || '../shared/real-api/setup.sh');
  if (!existsSync(script))
    unavailable(`no real jambonz API here (${script} is missing and REAL_API_URL is unset)`);
  if (process.getuid?.() !== 0) unavailable(`${path.relative(repoRoot, script)} needs root`);
  // servers the lane starts, it stops when done; ones that ran before it keep running
  const startedHere = !setupRuns(script);
  const output = runSetup(script);
  const ready = output.match(/ready: (https?:\/\/\S+\/v1)/);
  // setup.sh names the fixed admin key it made sure of ("admin API key <uuid> (api_key_sid …)")
  const key = output.match(/admin API key ([0-9a-f-]{36})/);
  if (!ready || !key) {
    console.error(output.split('\n').slice(-10).join('\n'));
    console.error('real-API lane: the setup script did not name the API URL and the admin API key');
    process.exit(1);
  }
  return { url: ready[1], key: key[1], stop: startedHere ? script : null };
}

const server = findServer();
const started = Date.now();
const config = path.join(repoRoot, 'e2e/playwright.real-api.config.ts');
const child = spawn('npx', ['playwright', 'test', '-c', config, ...playwrightArgs], {
  cwd: path.join(repoRoot, 'e2e'),
  stdio: 'inherit',
  env: {
    ...process.env,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    REAL_API_URL: server.url,
    REAL_API_ADMIN_KEY: server.key,
  },
});
const forward = (signal) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
child.on('exit', (code, signal) => {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `real-API lane: Playwright ${code === 0 ? 'passed' : 'failed'} in ${seconds} s against ${server.url}`,
  );
  if (server.stop) stopSetup(server.stop);
  process.exit(code ?? (signal ? 1 : 0));
});
