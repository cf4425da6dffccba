// The real-API lane (`npm run test:real-api`, scripts/test-real-api.mjs): the portal's production builds, served by
// the same servers as the main suite, with the host's `/api` proxied to a real jambonz API server (REAL_API_URL)
// instead of our own. One portal stack for the whole run (real-api/support/global-setup.ts); the specs share the
// real server's database with every other run, so each creates what it needs under unique names.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './harness/browser';

export default defineConfig({
  testDir: './real-api',
  globalSetup: './real-api/support/global-setup.ts',
  // Two cores: the spec files touch only what they create, so two run side by side.
  workers: 2,
  fullyParallel: false,
  forbidOnly: true,
  // As the main suite: a race lost on two loaded cores is retried once and reported as flaky.
  retries: 1,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  outputDir: 'test-results/real-api',
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
