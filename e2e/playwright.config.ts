// Browser end-to-end tests: Playwright in Debian's Chromium against the production builds. Each spec file starts
// its own API (fresh temporary database), host and remote servers on free ports (tests/support.ts).
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './harness/browser';

export default defineConfig({
  testDir: './tests',
  globalSetup: './harness/global-setup.ts',
  globalTeardown: './harness/global-teardown.ts',
  // Two cores: one browser and one stack per worker.
  workers: 2,
  fullyParallel: false,
  forbidOnly: true,
  // One retry: on two loaded cores a race in a test can still lose now and then; the report lists a test that
  // passed only on its retry as flaky (to be fixed), and a broken feature fails both tries.
  retries: 1,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 900 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
