// What is running, visible, and a release tried in production safely: the About dialog lists every area with its
// version; an admin's override of telephony to an older release changes that browser only (a second browser keeps
// the release in use) and one click puts it back; a canary at 50 % serves both releases across sessions, each
// session keeping its own, the About dialog saying which one it got. All through the release registry
// (`npm run release`): nothing is rebuilt or restarted.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { ADMIN_PASSWORD } from '../harness/api-client';
import { repoRoot } from '../harness/paths';
import { runDir } from '../harness/processes';
import { expect, mainArea, signIn, test, useStack } from './support';

const ctx = useStack();
const AREAS = ['Identity', 'Telephony', 'Speech', 'Observability', 'Billing'];
const served = () => JSON.parse(process.env.SB_E2E_BUILDS ?? '{}') as Record<string, string>;

/** `npm run release -- telephony …` against this stack's registry; what it printed. */
function release(...args: string[]): string {
  return execFileSync(process.execPath, [path.join(repoRoot, 'scripts/release.mjs'), 'telephony', ...args], {
    cwd: repoRoot,
    env: { ...process.env, RELEASES_DIR: ctx.stack.releasesDir },
    encoding: 'utf8',
  });
}
const releaseId = (output: string) => /release (\S+) (?:already )?published/.exec(output)![1];

/**
 * Another build of telephony that behaves the same: the suite's build plus a note (another content hash, so
 * another release id; no rebuild needed).
 */
function anotherBuild(note: string): string {
  const dir = mkdtempSync(path.join(runDir(), 'telephony-build-'));
  cpSync(served().telephony, dir, { recursive: true });
  writeFileSync(path.join(dir, 'release-note.txt'), note);
  return dir;
}

async function signedIn(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
  await expect(mainArea(page).getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  return page;
}

async function openAbout(page: Page) {
  await page.getByRole('button', { name: 'About this portal' }).click();
  const dialog = page.getByRole('dialog', { name: 'About this portal' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The About dialog's row of an area. */
const rowOf = (dialog: ReturnType<Page['getByRole']>, area: string) =>
  dialog.getByRole('row').filter({ has: dialog.page().getByRole('rowheader', { name: area, exact: true }) });

/** Which telephony release a page's portal loads (the release folder its manifest came from). */
function telephonyReleaseOf(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.on('request', (request) => {
      const match = /\/releases\/([^/]+)\/mf-manifest\.json$/.exec(request.url());
      if (match && request.url().startsWith(ctx.stack.remoteOrigins.telephony)) resolve(match[1]);
    });
  });
}

test('About this portal: every area with its version and release, the host’s own, and whether it loaded', async ({
  page,
}) => {
  await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
  await expect(mainArea(page).getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  const dialog = await openAbout(page);
  await expect(dialog.getByRole('rowheader')).toHaveText(['Portal (host)', ...AREAS]);
  for (const area of AREAS) {
    const { version } = JSON.parse(
      readFileSync(path.join(repoRoot, `mfe-${area.toLowerCase()}/package.json`), 'utf8'),
    );
    await expect(rowOf(dialog, area).getByRole('cell').first()).toHaveText(version);
  }
  const hostVersion = JSON.parse(readFileSync(path.join(repoRoot, 'host/package.json'), 'utf8')).version;
  await expect(rowOf(dialog, 'Portal (host)').getByRole('cell').first()).toHaveText(hostVersion);
  // The landing page's area has loaded; one nobody opened has not.
  await expect(rowOf(dialog, 'Identity')).toContainText('Loaded');
  await expect(rowOf(dialog, 'Telephony')).toContainText('Not loaded yet');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
});

test('an override of telephony to an older release affects only that browser; one click puts it back', async ({
  browser,
  problems,
}) => {
  test.setTimeout(120_000);
  const older = releaseId(release('--from', anotherBuild('older')));
  const current = releaseId(release('--from', anotherBuild('current')));
  expect(older).not.toBe(current);

  const mine = await browser.newContext();
  const theirs = await browser.newContext();
  problems.watch(mine);
  problems.watch(theirs);
  const page = await signedIn(mine);

  await test.step('the admin loads telephony from the older release in this browser', async () => {
    const dialog = await openAbout(page);
    const form = dialog.getByRole('form', { name: 'Try another release in this browser' });
    await form.getByLabel('Area').selectOption('telephony');
    await form.getByLabel('Release').selectOption(older);
    await form.getByRole('button', { name: 'Load in this browser' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `Telephony is loaded from release ${older} in this browser only.` }),
    ).toBeVisible();
  });

  await test.step('its telephony pages come from the older release', async () => {
    const loaded = telephonyReleaseOf(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Carriers' }).click();
    await expect(mainArea(page).getByRole('heading', { name: 'Carriers', level: 1 })).toBeVisible();
    expect(await loaded).toBe(older);
    const dialog = await openAbout(page);
    await expect(rowOf(dialog, 'Telephony')).toContainText(older);
    await expect(rowOf(dialog, 'Telephony')).toContainText('Loaded in this browser only');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
  });

  await test.step('another browser has the release in use, and no banner', async () => {
    const other = await signedIn(theirs);
    const loaded = telephonyReleaseOf(other);
    await other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Carriers' }).click();
    await expect(mainArea(other).getByRole('heading', { name: 'Carriers', level: 1 })).toBeVisible();
    expect(await loaded).toBe(current);
    await expect(other.getByText(/in this browser only/)).toHaveCount(0);
  });

  await test.step('“Put it back”: the release in use again', async () => {
    await page.getByRole('button', { name: 'Put it back' }).click();
    await expect(page.getByText(/in this browser only/)).toHaveCount(0);
    const dialog = await openAbout(page);
    await expect(rowOf(dialog, 'Telephony')).toContainText(current);
    await expect(rowOf(dialog, 'Telephony')).not.toContainText(older);
  });
  await mine.close();
  await theirs.close();
});

test('a canary at 50 %: both releases across sessions, each keeping its own; promote, then roll back', async ({
  browser,
  problems,
}) => {
  test.setTimeout(180_000);
  const stable = releaseId(release('--from', anotherBuild('stable')));
  const out = release('--from', anotherBuild('canary'), '--canary', '50');
  const canary = releaseId(out);
  expect(out).toContain(`canary: 50 % of sessions get ${canary}, the others ${stable}`);
  expect(release('--list')).toContain(`~ ${canary}`);

  // New browsers (sessions) until both releases have been seen; each asks twice and keeps what it got.
  const sessions = new Map<string, BrowserContext>();
  for (let i = 0; i < 24 && sessions.size < 2; i += 1) {
    const context = await browser.newContext();
    problems.watch(context);
    const got = async () =>
      (
        (await (await context.request.get(`${ctx.stack.hostUrl}/config.json`)).json()) as {
          areas: { telephony: { release: string } };
        }
      ).areas.telephony.release;
    const first = await got();
    expect(await got()).toBe(first);
    if (sessions.has(first)) await context.close();
    else sessions.set(first, context);
  }
  expect([...sessions.keys()].sort()).toEqual([stable, canary].sort());

  await test.step('the About dialog says which one each session got', async () => {
    const inCanary = await signedIn(sessions.get(canary)!);
    const canaryRow = rowOf(await openAbout(inCanary), 'Telephony');
    await expect(canaryRow).toContainText(canary);
    await expect(canaryRow).toContainText('Canary: 50 % of sessions get this release');
    const inStable = await signedIn(sessions.get(stable)!);
    const stableRow = rowOf(await openAbout(inStable), 'Telephony');
    await expect(stableRow).toContainText(stable);
    await expect(stableRow).toContainText(`A canary (${canary}) serves 50 % of sessions`);
  });

  await test.step('promoted: every session gets it', async () => {
    expect(release('--promote')).toContain(`canary ${canary} promoted`);
    for (const context of sessions.values()) {
      const config = await (await context.request.get(`${ctx.stack.hostUrl}/config.json`)).json();
      expect(config.areas.telephony).toMatchObject({ release: canary });
      expect(config.areas.telephony.canary).toBeUndefined();
    }
  });

  await test.step('a canary rolled back: every session on the release in use', async () => {
    const next = releaseId(release('--from', anotherBuild('next'), '--canary', '50'));
    expect(release('--rollback')).toContain(`canary ${next} ended`);
    for (const context of sessions.values()) {
      const config = await (await context.request.get(`${ctx.stack.hostUrl}/config.json`)).json();
      expect(config.areas.telephony.release).toBe(canary);
    }
  });
  for (const context of sessions.values()) await context.close();
});
