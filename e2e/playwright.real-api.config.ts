// The real-API lane (`npm run test:real-api`, scripts/test-real-api.mjs): the portal's production builds, served by
// the same servers as the main suite, with the host's `/api` proxied to a real jambonz API server (REAL_API_URL)
// instead of our own. One portal stack for the whole run (real-api/support/global-setup.ts); the specs share the
// real server's database with every other run, so each creates what it needs under unique names (two files run
// side by side).
import { defineConfig } from '@playwright/test';
import { SUITE_CONFIG } from './harness/suite-config';

export default defineConfig({
  ...SUITE_CONFIG,
  testDir: './real-api',
  globalSetup: './real-api/support/global-setup.ts',
  outputDir: 'test-results/real-api',
});
