// Before any spec: the production builds must exist (else a message naming the build commands) and are copied for
// the run; the run gets a scratch folder whose PID file lets global teardown stop every server the specs started.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assertBuildsExist, snapshotBuilds } from './paths';

export default function globalSetup(): void {
  assertBuildsExist();
  const dir = mkdtempSync(path.join(tmpdir(), 'switchboard-e2e-'));
  process.env.SB_E2E_RUN_DIR = dir;
  // Every spec serves the same builds, even if a workspace is rebuilt while the suite runs.
  process.env.SB_E2E_BUILDS = JSON.stringify(snapshotBuilds(path.join(dir, 'builds')));
}
