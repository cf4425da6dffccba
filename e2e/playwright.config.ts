// Browser end-to-end tests: Playwright in Debian's Chromium against the production builds. Each spec file starts
// its own API (fresh temporary database), host and remote servers on free ports (tests/support.ts), so two
// workers run side by side; a race lost on two loaded cores is retried once and listed as flaky (to be fixed),
// while a broken feature fails both tries.
import { defineConfig } from '@playwright/test';
import { SUITE_CONFIG } from './harness/suite-config';

export default defineConfig({
  ...SUITE_CONFIG,
  testDir: './tests',
  globalSetup: './harness/global-setup.ts',
  globalTeardown: './harness/global-teardown.ts',
  outputDir: 'test-results',
});
