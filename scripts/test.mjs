#!/usr/bin/env node
// `npm test`: every check the project promises, in order, stopping at the first failure:
// type-check, lint, unit/component/API tests (Jest), production builds, browser E2E (Playwright), then the same
// portal against the real jambonz API (scripts/test-real-api.mjs: where no real server can be had it says so in one
// line and passes, unless REAL_API_REQUIRED=1, as .ci/run sets).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const steps = [
  ['type-check', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['unit, component and API tests', 'npx', ['jest', '--ci']],
  ['production builds', 'npm', ['run', 'build']],
];
if (existsSync('e2e/playwright.config.ts')) {
  steps.push(['browser end-to-end tests', 'npm', ['test', '-w', 'e2e']]);
  steps.push(['the real jambonz API lane', 'node', ['scripts/test-real-api.mjs', '--if-available']]);
}

for (const [label, cmd, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${label}: ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} (${seconds}s)`);
}
console.log('\nAll checks passed.');
