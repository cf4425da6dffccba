// What both suites (our API's and the real-API lane) run with: two workers on two cores, one retry for a race lost
// under load (reported as flaky), Debian's Chromium at a desktop size, traces and screenshots of failures.
import type { PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser';

export const SUITE_CONFIG = {
  workers: 2,
  fullyParallel: false,
  forbidOnly: true,
  retries: 1,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
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
} satisfies PlaywrightTestConfig;
