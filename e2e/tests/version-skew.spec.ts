// Version skew between the host and a remote, with two builds of the shared package. A remote built
// against an older compatible minor of @switchboard/shared loads and works beside this (newer) host; a remote
// built for the next major says so in its area — 'This area needs a newer portal…' — and the rest of the portal
// keeps working: never a blank page, never a second React.
import { randomBytes } from 'node:crypto';
import { cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ADMIN_PASSWORD } from '../harness/api-client';
import { repoRoot } from '../harness/paths';
import { runDir } from '../harness/processes';
import { buildScratchRemote, publishInto, type ScratchRemote } from '../harness/scratch-remote';
import { expect, mainArea, signIn, test, useStack } from './support';

const hostShared = JSON.parse(readFileSync(path.join(repoRoot, 'shared/package.json'), 'utf8'))
  .version as string;
const [major, minor] = hostShared.split('.').map(Number);

/** React DevTools' stand-in: every react-dom copy on the page registers with it. */
async function countReactDoms(page: Page) {
  await page.addInitScript(() => {
    const renderers: unknown[] = [];
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      value: {
        renderers: new Map(),
        supportsFiber: true,
        inject: (renderer: unknown) => renderers.push(renderer),
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
    (window as unknown as { __renderers: unknown[] }).__renderers = renderers;
  });
  return () => page.evaluate(() => (window as unknown as { __renderers: unknown[] }).__renderers.length);
}

// The remote is this repository's own build (shared `hostShared`); the host beside it is built against the next
// minor: any x.y works, x.0 included.
test.describe('an older compatible minor', () => {
  let newerHostBuild: ScratchRemote | undefined;
  let builtIdentity = '';
  test.beforeAll(() => {
    test.setTimeout(300_000);
    newerHostBuild = buildScratchRemote({ from: 'host', sharedVersion: `${major}.${minor + 1}.0` });
  });
  const newerHost = useStack({
    builds: (shared) => {
      builtIdentity = shared.identity;
      return { ...shared, host: newerHostBuild!.dist };
    },
  });
  test.afterAll(() => newerHostBuild?.remove());

  test('a remote built against an older compatible minor of the shared package works beside this host', async ({
    page,
  }) => {
    const manifest = JSON.parse(readFileSync(path.join(builtIdentity, 'mf-manifest.json'), 'utf8'));
    const ui = manifest.shared.find((s: { name: string }) => s.name === '@switchboard/shared/ui');
    expect(ui.requiredVersion).toBe(`^${major}.${minor}.0`);
    const hostManifest = JSON.parse(
      readFileSync(path.join(newerHostBuild!.dist, 'mf-manifest.json'), 'utf8'),
    );
    const provided = hostManifest.shared.find((s: { name: string }) => s.name === '@switchboard/shared/ui');
    expect(provided.version).toBe(`${major}.${minor + 1}.0`);

    const reactDoms = await countReactDoms(page);
    await signIn(page, newerHost.stack.hostUrl, 'admin', ADMIN_PASSWORD);
    await expect(mainArea(page).getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
    await expect(mainArea(page).getByRole('rowheader', { name: 'default account' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Applications' }).click();
    await expect(mainArea(page).getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();
    expect(await reactDoms()).toBe(1);
  });
});

test.describe('the next major', () => {
  const servedIdentity = path.join(runDir(), `identity-skew-${randomBytes(3).toString('hex')}`);
  let nextMajor: ScratchRemote | undefined;
  const ctx = useStack({
    builds: (shared) => {
      cpSync(shared.identity, servedIdentity, { recursive: true });
      return { ...shared, identity: servedIdentity };
    },
  });
  test.beforeAll(() => {
    test.setTimeout(300_000);
    nextMajor = buildScratchRemote({ from: 'mfe-identity', sharedVersion: `${major + 1}.0.0` });
  });
  test.afterAll(() => nextMajor?.remove());

  test('a remote that needs a newer major says so in its area; the rest of the portal keeps working', async ({
    page,
  }) => {
    publishInto(nextMajor!.dist, servedIdentity);
    const reactDoms = await countReactDoms(page);
    await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
    const message = mainArea(page).getByRole('alert');
    await expect(message).toContainText('This part of the portal could not be loaded.');
    await expect(message).toContainText(`This area needs a newer portal (it needs @switchboard/shared/`);
    await expect(message).toContainText(`^${major + 1}.0.0; this portal has ${hostShared}`);
    // The shell: its menu (the remote's declaration is data and still reads), the provider picker, sign-out.
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Accounts' }),
    ).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Service provider' })).toBeEnabled();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    expect(await reactDoms()).toBe(1);
    // The remote's code never ran: nothing of it beyond its manifest was fetched.
    const fetched = await page.evaluate(
      (origin) =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => url.startsWith(origin)),
      ctx.stack.remoteOrigins.identity,
    );
    expect(fetched.map((url) => new URL(url).pathname)).toEqual(['/mf-manifest.json']);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });
});
