// Before any spec: the production builds must exist (else a message naming the build commands), and the run gets
// a scratch folder whose PID file lets global teardown stop every server the specs started.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assertBuildsExist } from './paths';

export default function globalSetup(): void {
  assertBuildsExist();
  process.env.SB_E2E_RUN_DIR = mkdtempSync(path.join(tmpdir(), 'switchboard-e2e-'));
}
