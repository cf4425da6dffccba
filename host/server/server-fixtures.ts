// What the tests of the host's production server (scripts/lib/app-server.cjs) start it with.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { apps } = require('../../scripts/lib/apps.cjs') as { apps: { id: string; remote: boolean }[] };

/** Remotes a test does not name are off: a remote's workspace being in the checkout must not change the checks. */
export const REMOTES_OFF = Object.fromEntries(
  apps.filter((a) => a.remote).map((a) => [`REMOTE_${a.id.toUpperCase()}_URL`, 'off']),
);

/** A build holding only a one-line index.html, for the test file's server; its directory, once beforeAll ran. */
export function usePageOnlyBuild(): () => string {
  let dist = '';
  beforeAll(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'sb-page-only-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>x</title>');
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  return () => dist;
}
