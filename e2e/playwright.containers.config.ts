// `npm run test:containers` (scripts/test-containers.mjs): the portal as docker-compose runs it, reached through
// the host container's published port only (CONTAINERS_PORTAL_URL). The script builds the images and brings the
// stack up before, and takes it down after; this config starts nothing.
import { defineConfig } from '@playwright/test';
import { SUITE_CONFIG } from './harness/suite-config';

export default defineConfig({
  ...SUITE_CONFIG,
  workers: 1,
  retries: 0,
  // the first page of each remote is its first request since the container started
  timeout: 180_000,
  testDir: './containers',
  outputDir: 'test-results/containers',
});
