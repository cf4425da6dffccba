// Releases of one remote, without the host. Two builds of a remote with a visible difference, published
// as immutable release folders with `npm run release` (scripts/release.mjs); switching the release in use changes
// what the next page load shows, the host's and the other remotes' files untouched; a tab opened before the switch
// keeps working on its release and picks up the new one on its next full load; rolling back brings the old one back.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_PASSWORD } from '../harness/api-client';
import { repoRoot } from '../harness/paths';
import { buildScratchRemote, type ScratchRemote } from '../harness/scratch-remote';
import { expect, mainArea, signIn, test, useStack } from './support';

const ctx = useStack();
const REMOTE = {
  id: 'telephony',
  workspace: 'mfe-telephony',
  page: 'carriers',
  heading: 'Carriers',
} as const;
const releaseB = `${REMOTE.heading} · release B`;
let scratchB: ScratchRemote | undefined;

test.beforeAll(() => {
  test.setTimeout(300_000);
  scratchB = buildScratchRemote({
    from: REMOTE.workspace,
    change: (dir) => {
      const file = path.join(dir, 'src/features/carriers/CarriersPage.tsx');
      const source = readFileSync(file, 'utf8');
      // the page's title is a translated text: release B appends its mark to it
      const title = "title={t('carriers.title')}";
      expect(source).toContain(title);
      writeFileSync(file, source.replace(title, "title={`${t('carriers.title')} · release B`}"));
    },
  });
});
test.afterAll(() => scratchB?.remove());

/** `npm run release -- <app> …` against this stack's releases folder; what it printed. */
function release(...args: string[]): string {
  return execFileSync(process.execPath, [path.join(repoRoot, 'scripts/release.mjs'), REMOTE.id, ...args], {
    cwd: repoRoot,
    env: { ...process.env, RELEASES_DIR: ctx.stack.releasesDir },
    encoding: 'utf8',
  });
}

function fingerprint(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const file = path.join(folder, name);
      if (statSync(file).isDirectory()) walk(file);
      else out[path.relative(dir, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
    }
  };
  if (existsSync(dir)) walk(dir);
  return out;
}

test('switching one remote’s release: the next load shows it, open tabs keep working, roll back', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const served = JSON.parse(process.env.SB_E2E_BUILDS ?? '{}') as Record<string, string>;
  const untouched = () => ({
    host: fingerprint(path.join(repoRoot, 'host/dist')),
    hostServed: fingerprint(served.host),
    others: Object.fromEntries(
      Object.entries(served)
        .filter(([id]) => id !== 'host' && id !== REMOTE.id)
        .map(([id, dir]) => [id, fingerprint(dir)]),
    ),
  });
  const before = untouched();

  // Release A: the suite's own build of the remote.
  const a = release('--from', served[REMOTE.id]);
  expect(a).toMatch(/release \S+ published/);
  const context = await browser.newContext();
  const tab1 = await context.newPage();
  await signIn(tab1, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
  await expect(mainArea(tab1).getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  await tab1.goto(`${ctx.stack.hostUrl}/internal/${REMOTE.page}`);
  await expect(
    mainArea(tab1).getByRole('heading', { name: REMOTE.heading, level: 1, exact: true }),
  ).toBeVisible();

  await test.step('release B: published and switched to, with what changed', async () => {
    const b = release('--from', scratchB!.dist);
    expect(b).toMatch(/release \S+ published/);
    expect(b).toMatch(/against \S+: \d+ files added, \d+ removed, [1-9]\d* changed/);
    expect(b).toContain('now in use');
  });

  await test.step('a new page load shows release B', async () => {
    const tab2 = await context.newPage();
    await tab2.goto(`${ctx.stack.hostUrl}/internal/${REMOTE.page}`);
    await expect(mainArea(tab2).getByRole('heading', { name: releaseB, level: 1 })).toBeVisible();
    await tab2.close();
  });

  await test.step('the tab opened before the switch keeps working on release A', async () => {
    // A page of the remote it has not loaded yet: its chunk comes from release A's folder.
    await tab1.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Phone Numbers' }).click();
    await expect(mainArea(tab1).getByRole('heading', { name: 'Phone numbers', level: 1 })).toBeVisible();
    await tab1.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: REMOTE.heading }).click();
    await expect(
      mainArea(tab1).getByRole('heading', { name: REMOTE.heading, level: 1, exact: true }),
    ).toBeVisible();
    // …and picks up release B on its next full load.
    await tab1.reload();
    await expect(mainArea(tab1).getByRole('heading', { name: releaseB, level: 1 })).toBeVisible();
  });

  await test.step('rolling back: the next load shows release A again', async () => {
    expect(release('--rollback')).toContain('rolled back');
    await tab1.reload();
    await expect(
      mainArea(tab1).getByRole('heading', { name: REMOTE.heading, level: 1, exact: true }),
    ).toBeVisible();
  });

  await context.close();
  expect(untouched()).toEqual(before);
});
