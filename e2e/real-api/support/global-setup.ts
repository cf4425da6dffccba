// Before the real-API lane: checks the real server answers the admin key, then starts ONE portal stack for the run
// (host and remotes from a snapshot of the production builds, on free ports; no API of ours: the host proxies `/api`
// to REAL_API_URL). The workers find it in REAL_API_PORTAL_URL. The returned function is the global teardown: it
// stops those servers, and anything else this run started, by PID.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assertBuildsExist, snapshotBuilds } from '../../harness/paths';
import { stopRecordedProcesses } from '../../harness/processes';
import { startStack } from '../../harness/stack';
import { realApiEnv } from './env';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const { apiUrl, adminKey } = realApiEnv();
  const probe = await fetch(`${apiUrl}/ServiceProviders`, {
    headers: { authorization: `Bearer ${adminKey}` },
    signal: AbortSignal.timeout(10_000),
  }).catch((error: Error) => {
    throw new Error(`the real API at ${apiUrl} cannot be reached: ${error.message}`);
  });
  if (!probe.ok)
    throw new Error(
      `GET ${apiUrl}/ServiceProviders with REAL_API_ADMIN_KEY answered ${probe.status}: is it an admin-scope API key?`,
    );

  assertBuildsExist();
  const dir = mkdtempSync(path.join(tmpdir(), 'switchboard-real-api-'));
  process.env.SB_E2E_RUN_DIR = dir;
  const builds = snapshotBuilds(path.join(dir, 'builds'));
  const stack = await startStack({ dir, builds, apiUpstream: apiUrl.replace(/\/v1$/, '') });
  process.env.REAL_API_PORTAL_URL = stack.hostUrl;
  return async () => {
    await stack.stop();
    await stopRecordedProcesses(dir);
    rmSync(dir, { recursive: true, force: true });
  };
}
